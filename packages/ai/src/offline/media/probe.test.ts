import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FfprobeFailed, runFfprobe } from './ffmpeg';
import { probe } from './probe';
import { clip, craftedPlaylists, videoWithSound, watchedServer } from './test-utils';
import { mediaTools } from './tools';

const work = mkdtempSync(join(tmpdir(), 'probe-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('probe', { timeout: 120_000 }, () => {
  it("runs on the machine's own ffprobe, not the bundled 2018 build", async () => {
    const { ffmpeg, ffprobe } = await mediaTools();
    expect(ffmpeg.origin).toBe('system');
    expect(ffprobe?.origin).toBe('system');
  });

  it('reads the codecs, size and duration of a video with sound', async () => {
    const info = await probe(await videoWithSound());
    expect(info).toMatchObject({
      format: 'matroska,webm',
      videoCodec: 'h264',
      pixelFormat: 'yuv420p',
      audioCodec: 'aac',
      width: 320,
      height: 240,
    });
    expect(Math.abs(info.durationSeconds - 2)).toBeLessThan(0.1);
  });

  it('measures a recording that does not state its duration', async () => {
    const webm = await clip([
      ...['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=25:duration=2'],
      ...['-c:v', 'libvpx', '-deadline', 'realtime', '-f', 'webm'],
    ]);
    const info = await probe(webm);
    expect(info).toMatchObject({ format: 'matroska,webm', videoCodec: 'vp8', width: 160, height: 120 });
    expect(Math.abs(info.durationSeconds - 2)).toBeLessThan(0.1);
  });

  it('reports a phone video stored sideways at the size it is shown', async () => {
    const mp4 = await clip([
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=1'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', 'frag_keyframe+empty_moov', '-f', 'mp4'],
    ]);
    // A quarter turn in the track header's display matrix, as phones write it.
    const matrix = mp4.indexOf('tkhd') - 4 + 48;
    const quarterTurn = ['00000000', '00010000', '00000000', 'ffff0000', '0', '0', '0', '0', '40000000'];
    Buffer.from(quarterTurn.map((word) => word.padStart(8, '0')).join(''), 'hex').copy(mp4, matrix);
    const info = await probe(mp4);
    expect(info).toMatchObject({ videoCodec: 'h264', width: 240, height: 320 });
  });

  it('takes an MP3 with cover art for a sound, not a video', async () => {
    const cover = join(work, 'cover.png');
    const made = spawnSync((await mediaTools()).ffmpeg.command, [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=64x64:duration=1', '-frames:v', '1', '-y', cover],
    ]);
    expect(made.status).toBe(0);
    const mp3 = await clip([
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-i', cover, '-map', '0', '-map', '1'],
      ...['-c:a', 'libmp3lame', '-c:v', 'png', '-disposition:v', 'attached_pic', '-id3v2_version', '3', '-f', 'mp3'],
    ]);
    const info = await probe(mp3);
    expect(info).toMatchObject({ format: 'mp3', audioCodec: 'mp3' });
    expect(info.videoCodec).toBeUndefined();
    expect(info.width).toBeUndefined();
  });

  it('refuses empty, garbage and non-media bytes', async () => {
    await expect(probe(Buffer.alloc(0))).rejects.toMatchObject({ kind: 'invalid-input' });
    await expect(probe(Buffer.from('%PDF-1.4 not a video'))).rejects.toMatchObject({ kind: 'invalid-input' });
    await expect(probe(randomBytes(64 * 1024))).rejects.toMatchObject({ kind: 'invalid-input' });
  });

  it('refuses an MP4 cut short before its index', async () => {
    const mp4 = await clip([
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=2'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-f', 'mp4', '-movflags', 'frag_keyframe+empty_moov'],
    ]);
    await expect(probe(mp4)).resolves.toMatchObject({ videoCodec: 'h264' });
    // The header and a few bytes of the first fragment: what an interrupted upload leaves.
    await expect(probe(mp4.subarray(0, mp4.indexOf('moof') - 4 + 16))).rejects.toMatchObject({
      kind: 'invalid-input',
    });
  });

  it('refuses a container with no stream of sound or picture', async () => {
    const subtitles = join(work, 'only.srt');
    writeFileSync(subtitles, '1\n00:00:00,000 --> 00:00:02,000\nhello\n');
    const mkv = await clip(['-i', subtitles, '-c:s', 'srt', '-f', 'matroska']);
    await expect(probe(mkv)).rejects.toMatchObject({ kind: 'invalid-input', message: 'no audio or video stream' });
  });

  it('refuses playlists that name other files and URLs, and opens none of them', async () => {
    const server = await watchedServer();
    try {
      const segment = join(work, 'segment.ts');
      const made = spawnSync((await mediaTools()).ffmpeg.command, [
        ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=25:duration=2'],
        ...['-c:v', 'mpeg2video', '-f', 'mpegts', '-y', segment],
      ]);
      expect(made.status).toBe(0);
      const playlists = craftedPlaylists(server.url, segment);
      // Without the demuxer whitelist ffprobe reads a playlist through to the local file it names. (Its
      // own default already keeps a local playlist from opening URLs: the server checks that this holds.)
      const plainProbe = async (playlist: string) => {
        const file = join(work, 'playlist');
        writeFileSync(file, playlist);
        const args = ['-v', 'error', '-show_entries', 'format=format_name', '-of', 'csv=p=0', file];
        return spawnSync((await mediaTools()).ffprobe!.command, args)
          .stdout.toString()
          .trim();
      };
      expect(await plainProbe(playlists.hlsLocalMedia!)).toBe('hls');

      for (const playlist of Object.values(playlists)) {
        await expect(probe(Buffer.from(playlist))).rejects.toMatchObject({ kind: 'invalid-input' });
      }
      expect(server.requests()).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe('runFfprobe', { timeout: 120_000 }, () => {
  it("kills a probe that runs too long or says too much, as the file's fault", async () => {
    const file = join(work, 'long.mkv');
    writeFileSync(file, await videoWithSound());
    const args = ['-show_entries', 'packet=pts_time', '-of', 'csv=p=0', file];
    const packets = await runFfprobe(args, { timeoutMs: 30_000, maxOutputBytes: 1024 * 1024 });
    expect(packets.split('\n').length).toBeGreaterThan(100);
    await expect(runFfprobe(args, { timeoutMs: 30_000, maxOutputBytes: 100 })).rejects.toThrow(FfprobeFailed);
    await expect(runFfprobe(args, { timeoutMs: 1, maxOutputBytes: 1024 * 1024 })).rejects.toThrow(/within 1 ms/);
  });
});
