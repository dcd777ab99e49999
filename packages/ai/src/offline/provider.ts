/**
 * The offline provider: runs a catalogue tool with the classical method its entry names (`offline`), in
 * this process, with no model and no network. Real work where a classical method exists; for prompt-only
 * generative tools a deterministic preview of the right media type, labelled on the media itself and
 * marked `preview` so the UI says so too.
 */
import type { InputFile, OfflineMethod, ProducedOutput, RunContext, RunResult } from '../types';
import {
  expand,
  previewImage,
  reliefImage,
  removeBackground,
  removeObject,
  sizeForAspectRatio,
  upscale,
} from './image';
import type { ImageRatio } from './image';
import { cameraMove, invalidInput, music, previewVideo, speech, type SpeechVoice, type VideoAspect } from './media';
import { posterFrame } from './media/poster';
import { previewModel, reliefMesh } from './three';
import sharp from 'sharp';

/** Drawn on every preview: both languages, because a shared preview travels. */
export const OFFLINE_PREVIEW_LABEL = 'پیش‌نمایش آفلاین · Offline preview';

/** Methods that only illustrate the prompt: their outputs are previews, not results. */
const PREVIEW_METHODS: ReadonlySet<OfflineMethod> = new Set(['preview-image', 'preview-video', 'preview-model3d']);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const integer = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : fallback;

function one(context: RunContext, field: string): InputFile | undefined {
  const value = context.files[field];
  return Array.isArray(value) ? value[0] : value;
}

async function required(context: RunContext, field: string): Promise<Buffer> {
  const file = one(context, field);
  if (!file) throw invalidInput(`the tool needs the file "${field}"`);
  return file.read();
}

const png = (data: Buffer): ProducedOutput[] => [{ mime: 'image/png', data }];

/**
 * What a preview of a tool without a prompt shows as its caption: the tool and its chosen options
 * (try-on's garment kind, decor's style and room), so two previews of different settings differ.
 */
function captionOf(context: RunContext): string {
  const prompt = text(context.input.prompt);
  if (prompt) return prompt;
  const options = ['garmentKind', 'style', 'roomType']
    .map((field) => text(context.input[field]))
    .filter((value) => value && value !== 'none');
  return [context.tool.slug, ...options].join(' · ');
}

async function previewImages(context: RunContext): Promise<ProducedOutput[]> {
  const source = one(context, 'image') ?? one(context, 'images');
  const count = Math.min(4, Math.max(1, integer(context.input.count, 1)));
  let size = sizeForAspectRatio((text(context.input.aspectRatio) || '1:1') as ImageRatio);
  const sourceBytes = source ? await source.read() : undefined;
  if (sourceBytes && !context.input.aspectRatio) {
    // An edit keeps the shape of the picture it edits (at most 1024 on the longer side).
    const meta = await sharp(sourceBytes).metadata();
    const scale = Math.min(1, 1024 / Math.max(meta.width ?? 1024, meta.height ?? 1024));
    size = {
      width: Math.max(64, Math.round((meta.width ?? 1024) * scale)),
      height: Math.max(64, Math.round((meta.height ?? 1024) * scale)),
    };
  }
  const outputs: ProducedOutput[] = [];
  for (let index = 0; index < count; index++) {
    context.signal.throwIfAborted();
    const data = await previewImage({
      prompt: captionOf(context),
      ...size,
      // Each picture of a set differs; the set is the same for the same seed.
      seed: (context.seed + index) % 2_147_483_647,
      label: OFFLINE_PREVIEW_LABEL,
      ...(sourceBytes ? { source: sourceBytes } : {}),
    });
    outputs.push({ mime: 'image/png', data, ...size });
    context.progress((index + 1) / count);
  }
  return outputs;
}

async function run(method: OfflineMethod, context: RunContext): Promise<ProducedOutput[]> {
  const { input, signal, seed } = context;
  const onProgress = (value: number) => context.progress(value);
  switch (method) {
    case 'upscale':
      return png(await upscale(await required(context, 'image'), integer(input.factor, 2) === 4 ? 4 : 2));
    case 'expand':
      return png(
        await expand(await required(context, 'image'), {
          ...(input.aspectRatio ? { aspectRatio: input.aspectRatio as ImageRatio } : {}),
          left: integer(input.left, 0),
          right: integer(input.right, 0),
          top: integer(input.top, 0),
          bottom: integer(input.bottom, 0),
        }),
      );
    case 'remove-object':
      return png(await removeObject(await required(context, 'image'), await required(context, 'mask')));
    case 'remove-bg':
      return png(await removeBackground(await required(context, 'image')));
    case 'relief-image':
      return png(await reliefImage(await required(context, 'image')));
    case 'camera-move':
      return [
        {
          mime: 'video/mp4',
          data: await cameraMove(await required(context, 'image'), {
            durationSeconds: integer(input.duration, 5),
            aspectRatio: (text(input.aspectRatio) || '16:9') as VideoAspect,
            seed,
            onProgress,
            signal,
          }),
          durationSeconds: integer(input.duration, 5),
        },
      ];
    case 'relief-mesh':
      return [{ mime: 'model/gltf-binary', data: await reliefMesh(await required(context, 'image'), { seed }) }];
    case 'speech': {
      const audio = await speech({
        text: text(input.text),
        voice: (text(input.voice) || 'fa-female') as SpeechVoice,
        speed: typeof input.speed === 'number' ? input.speed : 1,
        onProgress,
        signal,
      });
      return [{ mime: audio.mime, data: audio.data, durationSeconds: audio.durationSeconds }];
    }
    case 'music': {
      const audio = await music({
        prompt: text(input.prompt),
        durationSeconds: integer(input.duration, 20),
        seed,
        signal,
      });
      return [{ mime: audio.mime, data: audio.data, durationSeconds: audio.durationSeconds }];
    }
    case 'preview-image':
      return previewImages(context);
    case 'preview-video': {
      const durationSeconds = integer(input.duration, 5);
      const aspectRatio = (text(input.aspectRatio) || '16:9') as VideoAspect;
      const image = one(context, 'image');
      // A model page given a start picture: the camera moves over that picture (still labelled a preview).
      const data = image
        ? await cameraMove(await image.read(), { durationSeconds, aspectRatio, seed, onProgress, signal })
        : await previewVideo({
            prompt: captionOf(context),
            durationSeconds,
            aspectRatio,
            seed,
            label: OFFLINE_PREVIEW_LABEL,
            onProgress,
            signal,
          });
      return [{ mime: 'video/mp4', data, durationSeconds }];
    }
    case 'preview-model3d': {
      const video = one(context, 'video');
      const data = video
        ? await reliefMesh(await posterFrame(await video.read(), signal), { seed })
        : await previewModel({ prompt: captionOf(context), seed, label: OFFLINE_PREVIEW_LABEL });
      return [{ mime: 'model/gltf-binary', data }];
    }
  }
}

/** Runs the tool of `context` on the offline provider. Failures are final (the same input fails again). */
export async function runOffline(context: RunContext): Promise<RunResult> {
  const method = context.tool.offline;
  try {
    const outputs = await run(method, context);
    context.progress(1);
    return { outputs, provider: 'offline', model: method, preview: PREVIEW_METHODS.has(method) };
  } catch (error) {
    if (context.signal.aborted) throw error;
    // A classical method fails the same way every time: mark it final, so the job is refunded at once.
    if (error instanceof Error && !('kind' in error)) Object.assign(error, { kind: 'invalid-input' });
    throw error;
  }
}
