/**
 * A USDZ's textures as glTF textures. PNG and JPEG (what USDZ holds, and what glTF and both AR viewers
 * read) go into the document byte for byte, their type taken from their bytes; anything else sharp can
 * decode becomes a lossless PNG. Channels that glTF wants packed differently than the USD reads them
 * (roughness in G and metalness in B of one image; occlusion in R) are packed into a new PNG.
 */
import type { Document, Texture } from '@gltf-transform/core';
import sharp from 'sharp';
import type { SafeZip } from '../intake/safe-zip';
import type { IntakeLimits } from '../intake/limits';
import { refuse } from '../intake/refuse';

export type Channel = 0 | 1 | 2 | 3;

/** Where a packed channel comes from: a channel of a package file, or a constant (0–255). */
export type ChannelSource = { file: string; channel: Channel } | number;

const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/** USD texture outputs as channel numbers (`rgb` reads the first three; its first stands for it). */
export function channelOf(output: string): Channel {
  return ({ g: 1, b: 2, a: 3 } as Record<string, Channel>)[output] ?? 0;
}

export class PackageTextures {
  private readonly textures = new Map<string, Texture>();
  private readonly files = new Map<string, Promise<{ bytes: Uint8Array; mime: string }>>();

  constructor(
    private readonly document: Document,
    private readonly zip: SafeZip,
    private readonly limits: IntakeLimits,
  ) {}

  /** The package file as PNG or JPEG bytes (read once). */
  private image(name: string): Promise<{ bytes: Uint8Array; mime: string }> {
    let image = this.files.get(name);
    if (!image) {
      image = this.zip.read(name).then(async (data) => {
        const bytes = new Uint8Array(data);
        if (startsWith(bytes, PNG)) return { bytes, mime: 'image/png' };
        if (startsWith(bytes, JPEG)) return { bytes, mime: 'image/jpeg' };
        try {
          const png = await sharp(bytes, { limitInputPixels: this.limits.maxTexturePixels }).png().toBuffer();
          return { bytes: new Uint8Array(png), mime: 'image/png' };
        } catch (error) {
          throw refuse('texture-unreadable', { entry: name }, error);
        }
      });
      this.files.set(name, image);
    }
    return image;
  }

  /** The package file as a glTF texture, one per file. */
  async texture(name: string): Promise<Texture> {
    const known = this.textures.get(name);
    if (known) return known;
    const { bytes, mime } = await this.image(name);
    const texture = this.document
      .createTexture(name.split('/').pop() ?? name)
      .setImage(bytes)
      .setMimeType(mime);
    this.textures.set(name, texture);
    return texture;
  }

  /**
   * A new PNG whose R, G and B come from the given sources, at the size of the largest source image
   * (smaller ones stretched to it, as a renderer sampling them by UV would).
   */
  async packed(name: string, sources: [ChannelSource, ChannelSource, ChannelSource]): Promise<Texture> {
    const key = `packed:${JSON.stringify(sources)}`;
    const known = this.textures.get(key);
    if (known) return known;
    const images = new Map<string, { bytes: Uint8Array; width: number; height: number; channels: number }>();
    for (const source of sources) {
      if (typeof source === 'number' || images.has(source.file)) continue;
      const { bytes } = await this.image(source.file);
      const meta = await sharp(bytes, { limitInputPixels: this.limits.maxTexturePixels })
        .metadata()
        .catch((error: unknown) => {
          throw refuse('texture-unreadable', { entry: source.file }, error);
        });
      images.set(source.file, {
        bytes,
        width: meta.width ?? 1,
        height: meta.height ?? 1,
        channels: meta.channels ?? 3,
      });
    }
    const width = Math.max(1, ...[...images.values()].map((image) => image.width));
    const height = Math.max(1, ...[...images.values()].map((image) => image.height));
    if (width * height > this.limits.maxTexturePixels) {
      throw refuse('texture-too-large', { entry: name, width, height, maxPixels: this.limits.maxTexturePixels });
    }
    const out = Buffer.alloc(width * height * 3);
    for (let c = 0; c < 3; c += 1) {
      const source = sources[c]!;
      if (typeof source === 'number') {
        for (let i = c; i < out.length; i += 3) out[i] = source;
        continue;
      }
      const image = images.get(source.file)!;
      const channel = await this.channel(image, source.channel, width, height);
      for (let i = 0; i < channel.length; i += 1) out[i * 3 + c] = channel[i]!;
    }
    const png = await sharp(out, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    const texture = this.document.createTexture(name).setImage(new Uint8Array(png)).setMimeType('image/png');
    this.textures.set(key, texture);
    return texture;
  }

  /** One channel of an image at the given size; greyscale images answer their grey for R, G and B. */
  private async channel(
    image: { bytes: Uint8Array; channels: number },
    wanted: Channel,
    width: number,
    height: number,
  ): Promise<Buffer> {
    const grey = image.channels <= 2;
    const hasAlpha = image.channels === 2 || image.channels === 4;
    if (wanted === 3 && !hasAlpha) return Buffer.alloc(width * height, 255);
    const index = wanted === 3 ? (grey ? 1 : 3) : grey ? 0 : wanted;
    try {
      return await sharp(image.bytes, { limitInputPixels: this.limits.maxTexturePixels })
        .extractChannel(index)
        .resize(width, height, { fit: 'fill' })
        .raw()
        .toBuffer();
    } catch (error) {
      throw refuse('texture-unreadable', {}, error);
    }
  }
}
