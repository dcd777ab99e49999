// TEMPORARY: the API's schemas as decision 048 describes them, until @rassam/api/schemas exports the real ones.
import { slug } from '@rassam/api/schemas';
import { z } from 'zod';

const line = (min: number, max: number) =>
  z
    .string()
    .overwrite((value) => value.trim().replace(/\s+/g, ' '))
    .min(min)
    .max(max);
const markdown = z
  .string()
  .overwrite((value) => value.trim())
  .min(1)
  .max(50_000);
const english = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().optional(),
  );
const optionalId = z.preprocess((value) => (value === '' ? null : value), z.uuid().nullable().optional());
const fields = {
  slug: slug.min(3),
  categoryId: optionalId,
  title: line(3, 150),
  summary: line(10, 300),
  body: markdown,
  titleEn: english(line(3, 150)),
  summaryEn: english(line(10, 300)),
  bodyEn: english(markdown),
  coverId: optionalId,
  status: z.enum(['draft', 'published']),
  publishedAt: z.iso
    .datetime({ offset: true })
    .refine((value) => Date.parse(value) <= Date.now() + 300_000, 'PublishedInFuture')
    .optional(),
};
export const blogPostBody = z.strictObject(fields).superRefine((post, ctx) => {
  const names = ['titleEn', 'summaryEn', 'bodyEn'] as const;
  const given = names.filter((name) => post[name] != null);
  if (given.length === 0 || given.length === 3) return;
  for (const name of names)
    if (post[name] == null) ctx.addIssue({ code: 'custom', message: 'EnglishTextIncomplete', path: [name] });
});
export const blogCategoryBody = z.strictObject({ slug: slug.min(3), name: line(1, 80), nameEn: line(1, 80) });
export const updateBlogCategoryBody = blogCategoryBody.partial();
