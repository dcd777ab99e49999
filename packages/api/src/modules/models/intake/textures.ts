import type { Document, Texture } from '@gltf-transform/core';
import { getTextureColorSpace, listTextureSlots } from '@gltf-transform/functions';
import sharp from 'sharp';
import type { IntakeLimits } from './limits';
import { refuse } from './refuse';

/** What sharp reads and we may convert from; anything else (KTX2, ...) is left as it came. */
const DECODABLE = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/avif']);
/** Neither Scene Viewer nor Quick Look reads these; converted even when no smaller. */
const NOT_FOR_AR = new Set(['image/webp', 'image/avif']);
const JPEG_QUALITY = 85;

export interface TextureChange {
  name: string;
  from: { mime: string; width: number; height: number; bytes: number };
  to: { mime: string; width: number; height: number; bytes: number };
}

/**
 * Resizes every texture to at most `maxTextureSize` on its long side and picks its format for AR viewers
 * on phones (decision 031): PNG when its alpha is really used; a normal map keeps PNG if it came as PNG
 * (JPEG blocks show as dents in the lighting); every other texture becomes JPEG, with full-resolution
 * chroma for data maps (metal/rough/occlusion keep unrelated values in each channel). Never WebP or
 * AVIF: Android's Scene Viewer cannot show them. One texture at a time, to bound memory.
 */
export async function optimiseTextures(document: Document, limits: IntakeLimits): Promise<TextureChange[]> {
  const changes: TextureChange[] = [];
  for (const texture of document.getRoot().listTextures()) {
    const change = await optimiseTexture(texture, limits);
    if (change) changes.push(change);
  }
  for (const extension of document.getRoot().listExtensionsUsed()) {
    // With their textures converted, the WebP and AVIF extensions have nothing left to describe.
    const name = extension.extensionName;
    const mime = name === 'EXT_texture_webp' ? 'image/webp' : name === 'EXT_texture_avif' ? 'image/avif' : null;
    if (
      mime &&
      !document
        .getRoot()
        .listTextures()
        .some((texture) => texture.getMimeType() === mime)
    ) {
      extension.dispose();
    }
  }
  return changes;
}

async function optimiseTexture(texture: Texture, limits: IntakeLimits): Promise<TextureChange | null> {
  const image = texture.getImage();
  const mime = texture.getMimeType();
  if (!image || !DECODABLE.has(mime)) return null;
  const name = texture.getName() || texture.getURI() || 'texture';
  const input = () => sharp(image, { limitInputPixels: limits.maxTexturePixels });

  let width: number, height: number, hasAlpha: boolean;
  try {
    // The header alone (nothing decoded yet), so that the refusal can say how large the texture was.
    ({ width, height, hasAlpha } = await sharp(image).metadata());
  } catch (error) {
    throw refuse('texture-unreadable', { texture: name }, error);
  }
  if (width * height > limits.maxTexturePixels) {
    throw refuse('texture-too-large', { texture: name, width, height, maxPixels: limits.maxTexturePixels });
  }

  const slots = listTextureSlots(texture);
  const alphaUsed = hasAlpha && !(await input().stats()).isOpaque;
  const target: 'png' | 'jpeg' =
    alphaUsed || (slots.includes('normalTexture') && mime !== 'image/jpeg') ? 'png' : 'jpeg';
  const targetMime = `image/${target}`;
  const scale = Math.min(1, limits.maxTextureSize / Math.max(width, height));
  if (scale === 1 && targetMime === mime) return null;

  let pipeline = input().resize({
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    fit: 'fill',
    kernel: 'lanczos3',
  });
  pipeline =
    target === 'png'
      ? pipeline.png({ compressionLevel: 9 })
      : pipeline.removeAlpha().jpeg({
          quality: JPEG_QUALITY,
          mozjpeg: true,
          chromaSubsampling: getTextureColorSpace(texture) === 'srgb' ? '4:2:0' : '4:4:4',
        });
  let output: { data: Buffer; info: sharp.OutputInfo };
  try {
    output = await pipeline.toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw refuse('texture-unreadable', { texture: name }, error);
  }
  // Converting a PNG or JPEG that needed no resizing is only worth it when it saves bytes.
  if (scale === 1 && !NOT_FOR_AR.has(mime) && output.data.byteLength >= image.byteLength) return null;

  texture.setImage(new Uint8Array(output.data.buffer, output.data.byteOffset, output.data.byteLength));
  texture.setMimeType(targetMime);
  const uri = texture.getURI();
  if (uri) texture.setURI(uri.replace(/(\.[a-z0-9]+)?$/i, target === 'png' ? '.png' : '.jpg'));
  return {
    name,
    from: { mime, width, height, bytes: image.byteLength },
    to: { mime: targetMime, width: output.info.width, height: output.info.height, bytes: output.data.byteLength },
  };
}
