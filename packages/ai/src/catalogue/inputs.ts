/**
 * The input fields tools share, with the common names of the issue (`prompt`, `negativePrompt`, `image`,
 * `mask`, `images`, `aspectRatio`, `duration`, `factor`, `text`, `voice`, `style`, `strength`, `seed`).
 * Their `description`s are what the web form shows as help; keep them short.
 */
import { z } from 'zod';

export const prompt = (max = 2000) =>
  z.string().trim().min(3).max(max).meta({ description: 'What to make, in Persian or English' });

export const optionalPrompt = (max = 2000) => z.string().trim().max(max).optional();

export const negativePrompt = z.string().trim().max(1000).optional().meta({ description: 'What to keep out' });

/** A file the user uploaded earlier (POST /api/files), by id. */
export const fileId = z.uuid({ error: 'FileIdIsNotValid' });

export const seed = z
  .number()
  .int()
  .min(0)
  .max(2_147_483_647)
  .optional()
  .meta({ description: 'Same seed, same result' });

export const imageRatios = ['1:1', '4:3', '3:4', '16:9', '9:16', '3:2', '2:3'] as const;
export const videoRatios = ['16:9', '9:16', '1:1'] as const;

export const aspectRatio = <const R extends readonly [string, ...string[]]>(ratios: R, fallback: R[number]) =>
  z.enum(ratios).default(fallback as never);

export const strength = z.number().min(0.05).max(1).default(0.6).meta({ description: 'How far from the original' });

export const imageStyles = ['none', 'photo', 'illustration', 'anime', '3d', 'painting', 'sketch'] as const;
export const style = z.enum(imageStyles).default('none');

/** Seconds of video a model offers, e.g. [5, 10] (a JSON Schema enum the form turns into a picker). */
export const duration = (choices: readonly number[], fallback: number) =>
  z
    .number()
    .int()
    .refine((value) => choices.includes(value), { message: 'ValidationError' })
    .default(fallback)
    .meta({ description: 'Length in seconds', enum: [...choices] });

export const speechVoices = ['fa-female', 'fa-male', 'en-female', 'en-male'] as const;
