/**
 * Examples on the public AI pages: shared results marked `featured`. The demo data makes a set of them
 * once (real runs of the offline provider on a picture we draw, queued at seed time and made by the
 * workers after the server starts), so `/ai` shows real outputs out of the box; they are labelled as
 * offline work like any other.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { appMeta, designs, users, type Executor } from '@rassam/db';
import { createRouter } from '../../lib/create-app';
import type { AppDeps } from '../../lib/context';
import { success } from '../../lib/openapi';
import { demoAccount } from '../../seed';
import { createDesign } from './designs.service';
import { storeUpload } from './files.service';
import { createPlanner } from './routing';
import { sharedDesign, sharedDesignSchema } from './shares';

const MAX_EXAMPLES = 24;

export async function featuredExamples(db: Executor, tool?: string) {
  const rows = await db
    .select({ slug: designs.shareSlug })
    .from(designs)
    .where(
      and(
        eq(designs.featured, true),
        eq(designs.status, 'completed'),
        isNotNull(designs.shareSlug),
        ...(tool ? [eq(designs.tool, tool)] : []),
      ),
    )
    .orderBy(desc(designs.createdAt))
    .limit(MAX_EXAMPLES);
  return Promise.all(rows.map((row) => sharedDesign(db, row.slug!)));
}

export const examplesRoute = createRoute({
  method: 'get',
  path: '/examples',
  tags: ['AI designs'],
  summary: 'Featured shared results, for the public tool pages (newest first, at most 24)',
  request: { query: z.object({ tool: z.string().max(64).optional() }) },
  responses: { 200: success(z.array(sharedDesignSchema)) },
});

export const examplesRouter = createRouter();
examplesRouter.openapi(examplesRoute, async (c) => {
  const { tool } = c.req.valid('query');
  return c.json({ data: await featuredExamples(c.get('deps').db, tool) }, 200);
});

/** A sunny still life drawn as SVG: a subject in the middle, shapes to move over, colours to keep. */
function samplePictureSvg(width: number, height: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6d7a7"/><stop offset="1" stop-color="#e9a36b"/></linearGradient>
    <radialGradient id="pot" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="#5fa8d3"/><stop offset="1" stop-color="#1b4965"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <rect y="${height * 0.68}" width="100%" height="${height * 0.32}" fill="#8c5a3c"/>
  <circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.09}" fill="#fff4d6"/>
  <ellipse cx="${width * 0.5}" cy="${height * 0.7}" rx="${width * 0.2}" ry="${height * 0.04}" fill="#5b3a26" opacity="0.5"/>
  <path d="M${width * 0.36},${height * 0.38} Q${width * 0.5},${height * 0.25} ${width * 0.64},${height * 0.38} L${width * 0.6},${height * 0.68} L${width * 0.4},${height * 0.68} Z" fill="url(#pot)"/>
  <ellipse cx="${width * 0.5}" cy="${height * 0.37}" rx="${width * 0.12}" ry="${height * 0.03}" fill="#0f2f44"/>
  <path d="M${width * 0.5},${height * 0.36} C${width * 0.47},${height * 0.2} ${width * 0.42},${height * 0.14} ${width * 0.38},${height * 0.1}" stroke="#2d6a4f" stroke-width="${width * 0.012}" fill="none"/>
  <ellipse cx="${width * 0.4}" cy="${height * 0.16}" rx="${width * 0.05}" ry="${height * 0.025}" fill="#52b788" transform="rotate(-30 ${width * 0.4} ${height * 0.16})"/>
  <ellipse cx="${width * 0.53}" cy="${height * 0.22}" rx="${width * 0.05}" ry="${height * 0.025}" fill="#40916c" transform="rotate(25 ${width * 0.53} ${height * 0.22})"/>
  <circle cx="${width * 0.2}" cy="${height * 0.74}" r="${height * 0.05}" fill="#d62828"/>
</svg>`;
}

/** The demo examples: tool and input (the picture is added where the tool takes one). */
const EXAMPLES: { tool: string; input: Record<string, unknown>; picture?: boolean; showPrompt?: boolean }[] = [
  {
    tool: 'text-to-image',
    input: { prompt: 'یک گلدان آبی کنار پنجره، نور عصر', aspectRatio: '4:3' },
    showPrompt: true,
  },
  { tool: 'upscale', input: { factor: 2 }, picture: true },
  { tool: 'remove-bg', input: {}, picture: true },
  { tool: 'image-expand', input: { aspectRatio: '16:9' }, picture: true },
  { tool: 'image-to-image3d', input: {}, picture: true },
  { tool: 'image-to-video', input: { duration: 5, aspectRatio: '16:9' }, picture: true },
  { tool: 'image-to-3d', input: {}, picture: true },
  {
    tool: 'text-to-speech',
    input: { text: 'سلام! به استودیوی هوش مصنوعی رسام خوش آمدید.', voice: 'fa-female' },
    showPrompt: true,
  },
  { tool: 'text-to-music', input: { prompt: 'calm piano with soft strings', duration: 15 }, showPrompt: true },
];

const MARKER = 'demo-examples';

/**
 * Queues the demo examples once per installation (a marker row, like the other demo data), owned by the
 * demo account, shared and featured; the workers make them after the server starts.
 */
export async function seedExamples(deps: Pick<AppDeps, 'db' | 'storage'>): Promise<boolean> {
  const [done] = await deps.db.select().from(appMeta).where(eq(appMeta.key, MARKER)).limit(1);
  if (done) return false;
  const [owner] = await deps.db.select().from(users).where(eq(users.phone, demoAccount.phone)).limit(1);
  if (!owner) return false;
  const picture = await sharp(Buffer.from(samplePictureSvg(960, 720)))
    .jpeg({ quality: 90 })
    .toBuffer();
  const upload = await storeUpload(deps as AppDeps, owner, picture);
  // Offline and free, whatever providers this installation has: demo data must not spend anyone's money.
  const planner = createPlanner({}, { enabled: true, charged: false });
  for (const example of EXAMPLES) {
    const input = example.picture ? { ...example.input, image: upload.id } : example.input;
    const design = await createDesign(deps.db, planner, owner.id, { tool: example.tool, input });
    await deps.db
      .update(designs)
      .set({
        featured: true,
        shareSlug: `demo${design.id.replace(/-/g, '').slice(0, 12)}`,
        sharePrompt: example.showPrompt ?? false,
      })
      .where(eq(designs.id, design.id));
  }
  await deps.db.insert(appMeta).values({ key: MARKER, value: { seededAt: new Date().toISOString() } });
  return true;
}
