/** The espeak-ng npm package (Emscripten build of the espeak-ng command line, GPL-3.0) ships no types. */
declare module 'espeak-ng' {
  export interface ESpeakModule {
    FS: {
      readFile(path: string): Uint8Array;
      writeFile(path: string, data: string | Uint8Array): void;
    };
  }
  export interface ESpeakOptions {
    /** The command line: main() runs once with these arguments as the module starts. */
    arguments: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    preRun?: ((module: ESpeakModule) => void)[];
  }
  export default function ESpeakNg(options: ESpeakOptions): Promise<ESpeakModule>;
}
