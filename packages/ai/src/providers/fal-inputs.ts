/**
 * Our tool inputs → each fal model's input JSON, one explicit entry per model the catalogue routes to
 * (packages/ai/src/catalogue/tools.ts) plus the variants they switch to. Field names and value forms
 * follow fal's generated types (contracts/ai-providers.md); a model absent from the table gets a generic
 * mapping (snake_case fields, files as `<field>_url`), so an admin can route to a new model and adjust.
 */
import { ProviderError } from './errors';

export interface FalMapContext {
  tool: string;
  input: Record<string, unknown>;
  seed?: number;
  /** A URL fal can fetch for a file field (our signed URL, else a data: URI); undefined when absent. */
  url(field: string): Promise<string | undefined>;
  urls(field: string): Promise<string[]>;
  /** The pixel size of an image field (read from the file). */
  size(field: string): Promise<{ width: number; height: number }>;
}

interface ModelSpec {
  map(c: FalMapContext): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** The model to call instead when the job brings an image (text → image variant of a video model). */
  imageVariant?: string;
  /** The files that must be present (else invalid-input, before anything is sent). */
  needs?: string[];
}

const invalid = (message: string) => new ProviderError('fal', 'invalid-input', `fal: ${message}`);

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function number(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Drops undefined fields: fal validates `null` as a value, while an absent field takes the default. */
function compact(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

function seedOf(c: FalMapContext): number | undefined {
  return number(c.input.seed) ?? c.seed;
}

async function required(c: FalMapContext, field: string): Promise<string> {
  const url = await c.url(field);
  if (!url) throw invalid(`the model needs the file "${field}"`);
  return url;
}

const STYLE_HINTS: Record<string, string> = {
  photo: 'photorealistic photograph',
  illustration: 'digital illustration',
  anime: 'anime style',
  '3d': '3D render',
  painting: 'oil painting',
  sketch: 'pencil sketch',
};

/** Our style picker as words in the prompt: flux has no style field. */
function styled(c: FalMapContext): string {
  const prompt = text(c.input.prompt) ?? '';
  const hint = STYLE_HINTS[String(c.input.style ?? 'none')];
  return hint ? `${prompt}, ${hint}` : prompt;
}

/** flux's named sizes; 3:2 and 2:3 have none, so an explicit size (multiples of 32) is sent. */
const FLUX_IMAGE_SIZE: Record<string, string | { width: number; height: number }> = {
  '1:1': 'square_hd',
  '4:3': 'landscape_4_3',
  '3:4': 'portrait_4_3',
  '16:9': 'landscape_16_9',
  '9:16': 'portrait_16_9',
  '3:2': { width: 1536, height: 1024 },
  '2:3': { width: 1024, height: 1536 },
};

const RENDER_STYLES: Record<string, string> = {
  photoreal: 'photorealistic',
  architectural: 'architectural visualisation',
  product: 'studio product photography',
  watercolor: 'watercolour painting',
  clay: 'matte clay model',
};

/** Kontext edits by instruction: the tools that route to it say what to do in words. */
function kontextPrompt(c: FalMapContext): string {
  const prompt = text(c.input.prompt);
  switch (c.tool) {
    case 'image-to-decor': {
      const room = String(c.input.roomType ?? 'living-room').replace(/-/g, ' ');
      const style = String(c.input.style ?? 'modern');
      return `Redesign this ${room} in a ${style} interior style. Keep the walls, windows, doors, perspective and light; change the furniture, materials and decoration.`;
    }
    case 'image-to-render': {
      const style = RENDER_STYLES[String(c.input.style ?? 'photoreal')] ?? 'photorealistic';
      return `Turn this photo or sketch into a ${style} render${prompt ? `: ${prompt}` : ''}. Keep the composition and proportions.`;
    }
    case 'image-to-image3d':
      return 'Turn this picture into a stylised 3D render with soft studio light, smooth materials and depth; keep the subject and composition.';
    default:
      if (!prompt) throw invalid('a prompt is needed');
      return prompt;
  }
}

/** ElevenLabs voice names for our four voices (multilingual-v2 speaks whatever language the text is in). */
const ELEVENLABS_VOICES: Record<string, string> = {
  'fa-female': 'Sarah',
  'fa-male': 'Brian',
  'en-female': 'Rachel',
  'en-male': 'George',
};

/**
 * The canvas for bria/expand from per-side pixels and/or a target ratio: the original keeps its size
 * and sits where the added margins put it; a ratio grows the canvas evenly on the short sides.
 */
export function expandCanvas(
  size: { width: number; height: number },
  sides: { left: number; right: number; top: number; bottom: number },
  ratio?: string,
) {
  let left = sides.left;
  let top = sides.top;
  let width = size.width + sides.left + sides.right;
  let height = size.height + sides.top + sides.bottom;
  if (ratio) {
    const [w, h] = ratio.split(':').map(Number);
    const target = (w ?? 1) / (h ?? 1);
    if (width / height < target) {
      const grown = Math.round(height * target);
      left += Math.floor((grown - width) / 2);
      width = grown;
    } else if (width / height > target) {
      const grown = Math.round(width / target);
      top += Math.floor((grown - height) / 2);
      height = grown;
    }
  }
  return {
    canvas_size: [width, height],
    original_image_size: [size.width, size.height],
    original_image_location: [left, top],
  };
}

interface VideoShape {
  /** Our whole seconds → the model's duration value. */
  duration: (seconds: number) => string | number;
  /** Aspect ratios the text model takes; absent: it has none (the picture decides). */
  ratios?: readonly string[];
  /** Aspect ratios the image model takes, when it has the field. */
  imageRatios?: readonly string[];
  negative?: boolean;
  seed?: boolean;
}

const ANIMATE = 'Bring this picture to life with natural, smooth motion.';

function ratioOf(c: FalMapContext, ratios: readonly string[] | undefined, model: string): string | undefined {
  if (!ratios) return undefined;
  const ratio = String(c.input.aspectRatio ?? ratios[0]);
  if (!ratios.includes(ratio)) throw invalid(`${model} makes ${ratios.join(', ')} videos, not ${ratio}`);
  return ratio;
}

/** A video model's text and image endpoints, which take the same options under the same names. */
function videoPair(textModel: string, imageModel: string, shape: VideoShape): Record<string, ModelSpec> {
  const common = (c: FalMapContext) => ({
    duration: shape.duration(number(c.input.duration) ?? 5),
    negative_prompt: shape.negative ? text(c.input.negativePrompt) : undefined,
    seed: shape.seed ? seedOf(c) : undefined,
  });
  return {
    [textModel]: {
      imageVariant: imageModel,
      map: (c) => {
        const prompt = text(c.input.prompt);
        if (!prompt) throw invalid('a prompt is needed');
        return compact({ prompt, aspect_ratio: ratioOf(c, shape.ratios, textModel), ...common(c) });
      },
    },
    [imageModel]: {
      needs: ['image'],
      map: async (c) =>
        compact({
          prompt: text(c.input.prompt) ?? ANIMATE,
          image_url: await required(c, 'image'),
          aspect_ratio: ratioOf(c, shape.imageRatios, imageModel),
          ...common(c),
        }),
    },
  };
}

const asString = (seconds: number) => String(seconds);
const withS = (seconds: number) => `${seconds}s`;

export const FAL_MODELS: Record<string, ModelSpec> = {
  'fal-ai/flux/dev': {
    map: (c) =>
      compact({
        prompt: styled(c),
        image_size: FLUX_IMAGE_SIZE[String(c.input.aspectRatio ?? '1:1')] ?? 'square_hd',
        num_images: number(c.input.count) ?? 1,
        seed: seedOf(c),
        enable_safety_checker: true,
      }),
  },
  'fal-ai/flux/dev/image-to-image': {
    needs: ['image'],
    map: async (c) =>
      compact({
        image_url: await required(c, 'image'),
        prompt: text(c.input.prompt),
        strength: number(c.input.strength),
        seed: seedOf(c),
        enable_safety_checker: true,
      }),
  },
  'fal-ai/flux-pro/kontext': {
    needs: ['image'],
    map: async (c) => {
      // Kontext edits by instruction and takes no mask: a masked edit belongs on flux-pro/v1/fill or OpenAI.
      if (await c.url('mask')) throw invalid('fal-ai/flux-pro/kontext takes no mask; route masked edits elsewhere');
      return compact({
        prompt: kontextPrompt(c),
        image_url: await required(c, 'image'),
        seed: seedOf(c),
        safety_tolerance: '2',
      });
    },
  },
  'fal-ai/flux-pro/v1/fill': {
    needs: ['image', 'mask'],
    map: async (c) =>
      compact({
        prompt: kontextPrompt(c),
        image_url: await required(c, 'image'),
        mask_url: await required(c, 'mask'),
        seed: seedOf(c),
        safety_tolerance: '2',
      }),
  },
  'fal-ai/bria/expand': {
    needs: ['image'],
    map: async (c) => {
      const side = (name: string) => number(c.input[name]) ?? 0;
      const ratio = text(c.input.aspectRatio);
      const sides = { left: side('left'), right: side('right'), top: side('top'), bottom: side('bottom') };
      const canvas = expandCanvas(await c.size('image'), sides, ratio);
      return compact({
        image_url: await required(c, 'image'),
        ...canvas,
        prompt: text(c.input.prompt),
        seed: seedOf(c),
      });
    },
  },
  'fal-ai/birefnet/v2': {
    needs: ['image'],
    map: async (c) => ({ image_url: await required(c, 'image'), output_format: 'png' }),
  },
  'fal-ai/object-removal/mask': {
    needs: ['image', 'mask'],
    map: async (c) => ({
      image_url: await required(c, 'image'),
      mask_url: await required(c, 'mask'),
      model: 'best_quality',
    }),
  },
  'fal-ai/esrgan': {
    needs: ['image'],
    map: async (c) => ({ image_url: await required(c, 'image'), scale: number(c.input.factor) ?? 2 }),
  },
  'fal-ai/fashn/tryon/v1.6': {
    needs: ['image', 'garment'],
    map: async (c) =>
      compact({
        model_image: await required(c, 'image'),
        garment_image: await required(c, 'garment'),
        category: text(c.input.garmentKind) ?? 'auto',
        seed: seedOf(c),
      }),
  },
  'fal-ai/trellis': {
    needs: ['image'],
    map: async (c) => compact({ image_url: await required(c, 'image'), seed: seedOf(c) }),
  },
  // Image-to-3D only: the text-to-3d tool needs a text model such as hunyuan3d-v3/text-to-3d below.
  'fal-ai/hunyuan3d/v2': {
    needs: ['image'],
    map: async (c) => compact({ input_image_url: await required(c, 'image'), seed: seedOf(c), textured_mesh: true }),
  },
  'fal-ai/hunyuan3d-v3/text-to-3d': {
    map: (c) => {
      const prompt = text(c.input.prompt);
      if (!prompt) throw invalid('a prompt is needed');
      return { prompt };
    },
  },
  ...videoPair('fal-ai/kling-video/v2.1/master/text-to-video', 'fal-ai/kling-video/v2.1/master/image-to-video', {
    duration: asString,
    ratios: ['16:9', '9:16', '1:1'],
    negative: true,
  }),
  ...videoPair('fal-ai/minimax/hailuo-02/standard/text-to-video', 'fal-ai/minimax/hailuo-02/standard/image-to-video', {
    duration: asString,
  }),
  ...videoPair('fal-ai/luma-dream-machine/ray-2', 'fal-ai/luma-dream-machine/ray-2/image-to-video', {
    duration: withS,
    ratios: ['16:9', '9:16', '4:3', '3:4', '21:9', '9:21'],
    imageRatios: ['16:9', '9:16', '4:3', '3:4', '21:9', '9:21'],
  }),
  ...videoPair('fal-ai/bytedance/seedance/v1/pro/text-to-video', 'fal-ai/bytedance/seedance/v1/pro/image-to-video', {
    duration: asString,
    ratios: ['21:9', '16:9', '4:3', '1:1', '3:4', '9:16'],
    seed: true,
  }),
  ...videoPair('fal-ai/veo3.1', 'fal-ai/veo3.1/image-to-video', {
    duration: withS,
    ratios: ['16:9', '9:16'],
    negative: true,
    seed: true,
  }),
  ...videoPair('fal-ai/wan/v2.7/text-to-video', 'fal-ai/wan/v2.7/image-to-video', {
    duration: (seconds) => seconds,
    ratios: ['16:9', '9:16', '1:1', '4:3', '3:4'],
    negative: true,
    seed: true,
  }),
  'fal-ai/elevenlabs/tts/multilingual-v2': {
    map: (c) => {
      const input = text(c.input.text);
      if (!input) throw invalid('a text is needed');
      // ElevenLabs takes 0.7–1.2; our 0.5–2 is clamped rather than refused.
      const speed = Math.min(1.2, Math.max(0.7, number(c.input.speed) ?? 1));
      return { text: input, voice: ELEVENLABS_VOICES[String(c.input.voice)] ?? 'Sarah', speed };
    },
  },
  'fal-ai/stable-audio': {
    map: (c) => compact({ prompt: text(c.input.prompt), seconds_total: number(c.input.duration) ?? 20 }),
  },
  'fal-ai/nano-banana': {
    imageVariant: 'fal-ai/nano-banana/edit',
    map: (c) =>
      compact({
        prompt: text(c.input.prompt),
        num_images: 1,
        aspect_ratio: text(c.input.aspectRatio),
        output_format: 'png',
      }),
  },
  'fal-ai/nano-banana/edit': {
    needs: ['images'],
    map: async (c) =>
      compact({
        prompt: text(c.input.prompt),
        image_urls: await c.urls('images'),
        num_images: 1,
        aspect_ratio: text(c.input.aspectRatio),
        output_format: 'png',
      }),
  },
};

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** For a model outside the table: our fields in snake_case, files as `<field>_url` / `<field>_urls`. */
async function generic(c: FalMapContext, fileFields: string[]): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(c.input)) {
    if (value !== undefined && !fileFields.includes(key)) out[snake(key)] = value;
  }
  for (const field of fileFields) {
    const urls = await c.urls(field);
    if (urls.length === 1 && !Array.isArray(c.input[field])) out[`${snake(field)}_url`] = urls[0];
    else if (urls.length > 0) out[`${snake(field)}_urls`] = urls;
  }
  if (out.seed === undefined && c.seed !== undefined) out.seed = c.seed;
  return out;
}

/**
 * The model to call and its input. `hasFile` says which file fields the job brings: a text model with
 * an image switches to its image variant, and a model missing a file it needs is refused before sending.
 */
export async function falRequest(
  model: string,
  c: FalMapContext,
  fileFields: string[],
  hasFile: (field: string) => boolean,
): Promise<{ model: string; input: Record<string, unknown> }> {
  let chosen = model;
  let spec = FAL_MODELS[chosen];
  const variant = spec?.imageVariant;
  if (variant && (hasFile('image') || hasFile('images'))) {
    chosen = variant;
    spec = FAL_MODELS[variant];
  }
  if (!spec) return { model: chosen, input: await generic(c, fileFields) };
  for (const field of spec.needs ?? []) {
    if (!hasFile(field)) throw invalid(`${chosen} needs the file "${field}"`);
  }
  return { model: chosen, input: await spec.map(c) };
}
