import { z } from '@hono/zod-openapi';

/** The import form's fields besides the file: the same checks in the upload form and here. */
export const tourImportFields = z.object({
  title: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .optional()
    .meta({ description: 'Title (the page’s <title>, else the file name)' }),
});

export const tourIdParam = z.object({
  id: z.uuid({ error: 'VirtualTourIdIsNotValid' }).meta({ param: { name: 'id', in: 'path' } }),
});

export const importedTourView = z.object({
  id: z.uuid(),
  slug: z.string(),
  link: z.string(),
  status: z.literal('draft'),
});
