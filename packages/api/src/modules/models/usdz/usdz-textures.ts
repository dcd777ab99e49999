/**
 * The images of a USDZ package. Quick Look reads PNG and JPEG only: a WebP, AVIF or KTX2 image left
 * as it is shows as a white surface, which is one of the two complaints about other converters. The
 * other is textures cut to 1K; nothing here resizes. PNG and JPEG are copied byte for byte (no loss,
 * no time); anything else sharp can decode is written as a lossless PNG at its own size.
 */
import { ImageUtils, type Texture } from '@gltf-transform/core';
import sharp from 'sharp';
import { toUsdIdentifier } from './usda-text';

export interface PackagedTexture {
  /** The name inside the package, e.g. `textures/0_wood.png`. */
  file: string;
  width: number;
  height: number;
  /** The glTF image's type before conversion. */
  sourceMimeType: string;
  converted: boolean;
  data: Uint8Array;
}

/** Converts each glTF texture once, however many materials use it, and names it safely. */
export class UsdzTextures {
  private readonly byTexture = new Map<Texture, Promise<PackagedTexture | undefined>>();
  private readonly names = new Set<string>();

  constructor(private readonly warn: (message: string) => void) {}

  /** The packaged file for a texture, or undefined (with a warning) when it cannot be decoded. */
  file(texture: Texture): Promise<PackagedTexture | undefined> {
    let pending = this.byTexture.get(texture);
    if (!pending) {
      pending = this.convert(texture);
      this.byTexture.set(texture, pending);
    }
    return pending;
  }

  /** Every packaged image, in the order first asked for (which keeps the package deterministic). */
  async packaged(): Promise<PackagedTexture[]> {
    const files = await Promise.all(this.byTexture.values());
    return files.filter((file) => file !== undefined);
  }

  private safeName(texture: Texture, extension: string): string {
    // Names often carry the source's extension ("wood.png", "bark.webp"): drop it, we add the real one.
    const label = (texture.getName() || texture.getURI().split(/[\\/]/).pop() || '').replace(/\.[a-z0-9]{2,4}$/i, '');
    const stem = toUsdIdentifier(label, 'texture').slice(0, 40);
    let name = `textures/${stem}.${extension}`;
    for (let n = 2; this.names.has(name.toLowerCase()); n++) name = `textures/${stem}_${n}.${extension}`;
    // Lower-cased: a package unpacked on a case-insensitive disk must not merge two images.
    this.names.add(name.toLowerCase());
    return name;
  }

  private async convert(texture: Texture): Promise<PackagedTexture | undefined> {
    const image = texture.getImage();
    const label = texture.getName() || texture.getURI() || 'a texture';
    if (!image || image.byteLength === 0) {
      this.warn(`${label} has no image data; its material keeps its factors only`);
      return undefined;
    }
    // The bytes decide, not the declared type: a JPEG labelled image/png must still be named .jpg.
    const sniffed = ImageUtils.getMimeType(image) ?? texture.getMimeType();
    const sourceMimeType = texture.getMimeType() || sniffed;
    if (sniffed === 'image/png' || sniffed === 'image/jpeg') {
      const size = ImageUtils.getSize(image, sniffed);
      if (size) {
        const file = this.safeName(texture, sniffed === 'image/png' ? 'png' : 'jpg');
        return { file, width: size[0], height: size[1], sourceMimeType, converted: false, data: image };
      }
    }
    try {
      // limitInputPixels: false because a 16K texture is a real model, not a decompression bomb here:
      // the upload path limits the file's size before this runs.
      const { data, info } = await sharp(image, { limitInputPixels: false })
        .png({ compressionLevel: 6 })
        .toBuffer({ resolveWithObject: true });
      const file = this.safeName(texture, 'png');
      return {
        file,
        width: info.width,
        height: info.height,
        sourceMimeType,
        converted: true,
        data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      };
    } catch (error) {
      // KTX2 (Basis Universal) is the usual case: sharp has no decoder for it, nor has this server.
      this.warn(`${label} (${sourceMimeType}) cannot be decoded (${String(error)}); its material keeps its factors`);
      return undefined;
    }
  }
}
