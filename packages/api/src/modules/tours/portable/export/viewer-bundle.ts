/**
 * The exported page's viewer, built the first time a tour is exported (decision 038): esbuild bundles
 * viewer-app.ts with Photo Sphere Viewer (core, tiles adapter, virtual tour, markers, autorotate, gyroscope)
 * and three.js into one classic script and one stylesheet, in memory, once per process. Building at first use
 * rather than with the site keeps the build's steps as they are, and takes about a second once.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ViewerBundle {
  js: Uint8Array;
  css: Uint8Array;
}

let built: Promise<ViewerBundle> | undefined;

export function viewerBundle(): Promise<ViewerBundle> {
  built ??= buildViewer().catch((error: unknown) => {
    // A failed build is tried again by the next export rather than kept.
    built = undefined;
    throw error;
  });
  return built;
}

async function buildViewer(): Promise<ViewerBundle> {
  // Loaded here, not at the top: only an export needs it, and it is a native binary the web build leaves out.
  const esbuild = await import('esbuild');
  const here = dirname(fileURLToPath(import.meta.url));
  // One three.js for the core and its plugins: the root package.json's override keeps every package on the app's.
  const result = await esbuild.build({
    entryPoints: { viewer: join(here, 'viewer-app.ts') },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020', 'chrome91', 'safari15', 'firefox90'],
    minify: true,
    legalComments: 'eof',
    write: false,
    outdir: 'out',
    logLevel: 'silent',
  });
  const file = (extension: string) => {
    const output = result.outputFiles.find((item) => item.path.endsWith(extension));
    if (!output) throw new Error(`the viewer's build wrote no ${extension}`);
    return output.contents;
  };
  return { js: file('.js'), css: file('.css') };
}
