/**
 * OpenCV (WebAssembly, @techstark/opencv-js) loaded once per process, on first use: the module is 10 MB
 * of JavaScript that compiles its WASM in ~0.2 s, so nobody pays for it until an inpainting or a cut-out
 * runs.
 *
 * The module object is thenable (Emscripten gives it a `then`), so it must never be awaited, resolved
 * from a promise or returned from an async function: that waits forever. Hence `withOpenCv` waits for
 * `cv.Mat` to exist and hands `cv` to a synchronous task instead of returning it.
 */
import { createRequire } from 'node:module';
import type { CV } from '@techstark/opencv-js';

/** Anything OpenCV allocates in the WASM heap: it is freed only by `delete()`. */
interface Deletable {
  delete(): void;
}

/** Registers a Mat (or Rect vector, model…) to be deleted when the task ends, and returns it. */
export type Keep = <T extends Deletable>(value: T) => T;

const LOAD_TIMEOUT_MS = 60_000;

let cv: CV | undefined;
let ready: Promise<void> | undefined;

/** The process events Emscripten's Node prelude takes over when the module is required. */
const TAKEN_EVENTS = ['uncaughtException', 'unhandledRejection'] as const;

/**
 * Requires the module and gives the process back its own handling of errors nobody caught. Emscripten's
 * prelude registers `process.on('unhandledRejection', abort)` and an `uncaughtException` handler that
 * rethrows: in the web server, where the offline provider runs in-process, a stray rejection anywhere
 * would end in OpenCV's abort (a RuntimeError naming the WASM module, not the failure), and only in a
 * process that had happened to run a cut-out. Node's own handling stays whatever the process chose.
 */
function requireOpenCv(): CV {
  // As a plain emitter: process's own typings have one overload per event, which a loop over two cannot pick.
  const events: NodeJS.EventEmitter = process;
  const before = new Map(TAKEN_EVENTS.map((event) => [event, new Set(events.listeners(event))]));
  const module = createRequire(import.meta.url)('@techstark/opencv-js') as CV;
  for (const event of TAKEN_EVENTS) {
    for (const listener of events.listeners(event)) {
      if (!before.get(event)!.has(listener)) events.off(event, listener as (...args: unknown[]) => void);
    }
  }
  return module;
}

function load(): Promise<void> {
  const module = requireOpenCv();
  const started = Date.now();
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if ('Mat' in module && typeof module.Mat === 'function') {
        cv = module;
        resolve();
      } else if (Date.now() - started > LOAD_TIMEOUT_MS) {
        reject(new Error('OpenCV did not finish loading within 60 s'));
      } else {
        setTimeout(check, 5);
      }
    };
    check();
  });
}

/**
 * Runs `task` with OpenCV once it is ready. Every object passed through `keep` is deleted afterwards,
 * whether the task returns or throws; OpenCV's C++ exceptions (thrown as heap pointers) become Errors
 * with OpenCV's message.
 */
export async function withOpenCv<T>(task: (cv: CV, keep: Keep) => T): Promise<T> {
  ready ??= load().catch((error: unknown) => {
    ready = undefined; // a later call may try again
    throw error;
  });
  await ready;
  const opencv = cv!;
  const owned: Deletable[] = [];
  try {
    return task(opencv, (value) => {
      owned.push(value);
      return value;
    });
  } catch (error) {
    if (typeof error === 'number') throw new Error(`OpenCV: ${opencv.exceptionFromPtr(error).msg}`);
    throw error;
  } finally {
    for (const value of owned) value.delete();
  }
}
