import { describe, expect, it } from 'vitest';
import { describeMediaTools, resolveMediaTools } from './tools';

/** A PATH with no ffmpeg on it: a machine without the distribution's package. */
const bareMachine = '/nonexistent';

describe('resolveMediaTools', { timeout: 60_000 }, () => {
  it("takes the machine's ffmpeg and ffprobe from PATH, a maintained build", async () => {
    const tools = await resolveMediaTools({ allowBundled: false });
    expect(tools.ffmpeg).toMatchObject({ command: 'ffmpeg', origin: 'system' });
    expect(tools.ffprobe).toMatchObject({ command: 'ffprobe', origin: 'system' });
    // Debian's build says `ffmpeg version 5.1.x-…` (7.x on newer releases); the bundled one is a 2018 date.
    expect(tools.ffmpeg.version).toMatch(/^ffmpeg version [5-9]\.\d/);
    expect(describeMediaTools(tools)).toContain('[system: ffprobe]');
  });

  it('takes configured paths first, and finds ffprobe beside a configured ffmpeg', async () => {
    const tools = await resolveMediaTools({
      ffmpegPath: '/usr/bin/ffmpeg',
      allowBundled: false,
      searchPath: bareMachine,
    });
    expect(tools.ffmpeg).toMatchObject({ command: '/usr/bin/ffmpeg', origin: 'configured' });
    expect(tools.ffprobe).toMatchObject({ command: '/usr/bin/ffprobe', origin: 'configured' });
  });

  it('refuses a configured path that is not the program named, rather than run another', async () => {
    await expect(resolveMediaTools({ ffmpegPath: '/nonexistent/ffmpeg', allowBundled: true })).rejects.toThrow(
      /FFMPEG_PATH=\/nonexistent\/ffmpeg is not a ffmpeg that runs/,
    );
    await expect(resolveMediaTools({ ffprobePath: '/usr/bin/ffmpeg', allowBundled: true })).rejects.toThrow(
      /FFPROBE_PATH/,
    );
  });

  it('falls back to the bundled ffmpeg, without ffprobe, only where allowed (the demo)', async () => {
    await expect(resolveMediaTools({ allowBundled: false, searchPath: bareMachine })).rejects.toThrow(
      /no ffmpeg on this machine: install the distribution's ffmpeg package/,
    );
    const demo = await resolveMediaTools({ allowBundled: true, searchPath: bareMachine });
    expect(demo.ffmpeg.origin).toBe('bundled');
    expect(demo.ffmpeg.command).toMatch(/@ffmpeg-installer\/linux-x64\/ffmpeg$/);
    expect(demo.ffprobe).toBeNull();
    expect(describeMediaTools(demo)).toContain("no ffprobe: probing reads ffmpeg's log");
  });
});
