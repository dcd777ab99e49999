/**
 * espeak-ng (WASM) as a function: text in, 16-bit mono PCM out. Each call starts a fresh instance,
 * because the build only exposes the command line, whose main() runs once per instance (~70–150 ms,
 * most of it synthesis). The text goes through a file in the instance's memory, never as an argument,
 * so a text starting with "-" cannot be read as an option.
 */
import ESpeakNg from 'espeak-ng';

export interface Pcm {
  samples: Int16Array;
  sampleRate: number;
}

/** The PCM inside a WAV file: the chunks are walked rather than assuming a 44-byte header. */
export function readWav(wav: Buffer): Pcm {
  if (wav.toString('latin1', 0, 4) !== 'RIFF' || wav.toString('latin1', 8, 12) !== 'WAVE') throw new Error('not a WAV');
  let sampleRate = 0;
  for (let at = 12; at + 8 <= wav.length;) {
    const id = wav.toString('latin1', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') {
      if (wav.readUInt16LE(at + 10) !== 1 || wav.readUInt16LE(at + 22) !== 16)
        throw new Error('WAV is not mono 16-bit');
      sampleRate = wav.readUInt32LE(at + 12);
    } else if (id === 'data') {
      // A streamed WAV may state a size larger than what follows: take what is there.
      const data = wav.subarray(at + 8, Math.min(wav.length, at + 8 + size));
      const samples = new Int16Array(data.length >> 1);
      for (let i = 0; i < samples.length; i += 1) samples[i] = data.readInt16LE(i * 2);
      return { samples, sampleRate };
    }
    at += 8 + size + (size & 1);
  }
  throw new Error('WAV without data');
}

export interface EspeakOptions {
  /** An espeak voice with a variant, e.g. `fa+f3`. */
  voice: string;
  wordsPerMinute: number;
}

export async function espeak(text: string, options: EspeakOptions): Promise<Pcm> {
  const messages: string[] = [];
  const instance = await ESpeakNg({
    arguments: [
      '-b',
      '1',
      '-v',
      options.voice,
      '-s',
      String(options.wordsPerMinute),
      '-w',
      '/out.wav',
      '-f',
      '/in.txt',
    ],
    print: () => {},
    printErr: (line) => messages.push(line),
    preRun: [(module) => module.FS.writeFile('/in.txt', text)],
  });
  let wav: Uint8Array;
  try {
    wav = instance.FS.readFile('/out.wav');
  } catch {
    throw new Error(`espeak-ng wrote no audio: ${messages.join(' | ')}`);
  }
  return readWav(Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength));
}
