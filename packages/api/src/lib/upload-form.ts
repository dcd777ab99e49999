import type { ResultCode } from '@rassam/i18n';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { AppError } from './app-error';
import type { AppEnv } from './context';
import { fieldsWithControlCharacters } from './control-characters';

/**
 * An upload form's `file` and the form it came in (models, tour scenes and plans, tour imports). The route's
 * form validator has parsed the body already and cached a FormData (not a Promise). No file, or text in its
 * place, is `missingFile`.
 */
export async function readFormFile(
  c: Context<AppEnv>,
  missingFile: ResultCode,
): Promise<{ file: File; form: FormData }> {
  const form = await Promise.resolve(c.req.formData()).catch(() => null);
  const file = form?.get('file');
  if (!form || !file || typeof file === 'string') throw new AppError(missingFile, { fields: { file: missingFile } });
  return { file, form };
}

/**
 * One optional text field of an upload form (a model's title, a scene's name): blank is absent; text its
 * schema refuses is a 422 on the field, and text with control characters is refused like any validated text.
 */
export function readFormText<K extends string>(
  form: FormData,
  fields: z.ZodType<{ [key in K]?: string }>,
  name: K,
): string | undefined {
  const raw = form.get(name);
  const parsed = fields.safeParse({ [name]: typeof raw === 'string' && raw.trim() ? raw : undefined });
  if (!parsed.success) throw new AppError('ValidationError', { status: 422, fields: { [name]: 'ValidationError' } });
  if (fieldsWithControlCharacters(parsed.data).length > 0) {
    throw new AppError('TextHasControlCharacters', { fields: { [name]: 'TextHasControlCharacters' } });
  }
  return parsed.data[name];
}

/** The `file` and optional `title` of an upload form (models, tour imports). */
export async function readUploadForm(
  c: Context<AppEnv>,
  fields: z.ZodType<{ title?: string }>,
  missingFile: ResultCode,
): Promise<{ file: File; title: string | undefined }> {
  const { file, form } = await readFormFile(c, missingFile);
  return { file, title: readFormText(form, fields, 'title') };
}

/**
 * The body limit of a route that takes one file of at most `maxBytes`, with room for the form around it: a
 * larger body is refused (FileSizeValidationError on `file`) before it is read.
 */
export const fileBodyLimit = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes + 64 * 1024,
    onError: () => {
      throw new AppError('FileSizeValidationError', { status: 413, fields: { file: 'FileSizeValidationError' } });
    },
  });
