// TEMPORARY: the API's schemas as decision 048 describes them, until @rassam/api/schemas exports the real ones.
import { slug } from '@rassam/api/schemas';
import { z } from 'zod';

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const english = { titleEn: text(3, 150), summaryEn: text(10, 300), bodyEn: text(1, 50_000) } as const;
const fields = {
  slug: slug.min(3).max(100),
  categoryId: z.uuid().nullable(),
  title: text(3, 150),
  summary: text(10, 300),
  body: text(1, 50_000),
  titleEn: english.titleEn.nullable().optional(),
  summaryEn: english.summaryEn.nullable().optional(),
  bodyEn: english.bodyEn.nullable().optional(),
  coverId: z.uuid().nullable(),
  status: z.enum(['draft', 'published']),
  publishedAt: z.iso.datetime().optional(),
};
const allOrNone = (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const given = (['titleEn', 'summaryEn', 'bodyEn'] as const).filter((name) => value[name] != null);
  if (given.length === 0 || given.length === 3) return;
  for (const name of ['titleEn', 'summaryEn', 'bodyEn'] as const)
    if (value[name] == null) ctx.addIssue({ code: 'custom', message: 'EnglishTextIncomplete', path: [name] });
};
export const blogPostBody = z.strictObject(fields).superRefine(allOrNone);
export const updateBlogPostBody = z.strictObject(fields).partial().superRefine(allOrNone);
export const blogCategoryBody = z.strictObject({
  slug: slug.min(3).max(100),
  nameFa: text(1, 80),
  nameEn: text(1, 80),
});
export const updateBlogCategoryBody = blogCategoryBody.partial();
