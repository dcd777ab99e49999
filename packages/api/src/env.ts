import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseTrustProxy } from './lib/client-address';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * Every variable the product reads, with the default that makes the embedded mode work. This is the
 * only module that reads process.env (README has the same table for people).
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    /** Redis for the rate-limit counters (decision 018); without it they live in the database. */
    REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    /** The public origin; by default this machine on PORT, so `PORT=3500 npm start` links to itself. */
    SITE_URL: optionalString.pipe(z.url().optional()),
    EN_HOST: optionalString,
    SESSION_SECRET: optionalString.pipe(z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional()),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SMS_PROVIDER: z.enum(['outbox', 'kavenegar', 'smsir']).default('outbox'),
    KAVENEGAR_API_KEY: optionalString,
    KAVENEGAR_TEMPLATE: optionalString,
    KAVENEGAR_BASE_URL: z.url().default('https://api.kavenegar.com'),
    SMSIR_API_KEY: optionalString,
    SMSIR_TEMPLATE_ID: optionalString.pipe(z.string().regex(/^\d+$/).transform(Number).optional()),
    SMSIR_BASE_URL: z.url().default('https://api.sms.ir'),
    /** The Kavenegar line notifications are sent from (`sms/send`); the account's default line without it. */
    KAVENEGAR_SENDER: optionalString.pipe(
      z
        .string()
        .regex(/^\d{4,15}$/)
        .optional(),
    ),
    /** The sms.ir line notifications are sent from (`send/bulk`); without it sms.ir sends codes only. */
    SMSIR_LINE_NUMBER: optionalString.pipe(
      z
        .string()
        .regex(/^\d{4,15}$/)
        .transform(Number)
        .optional(),
    ),
    SMTP_URL: optionalString,
    EMAIL_FROM: z.string().default('Rassam <no-reply@rassam.app>'),
    IMAGE_HOSTS: z.string().default(''),
    /**
     * A MapLibre style (an OpenStreetMap-compatible vector or raster style) for the market's map; empty:
     * the offline basemap the app ships (country shapes from Natural Earth), which needs no other host.
     */
    MAP_STYLE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** The proxies in front of this server: a hop count or addresses (lib/client-address.ts, decision 016). */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    /**
     * The demo (decision 017): the outbox, the dev payment portal and the demo accounts. Unset: on in the
     * embedded mode (no DATABASE_URL), off with a database of one's own.
     */
    DEMO_MODE: z.enum(['true', 'false', '1', '0', '']).optional(),
    ZIBAL_MERCHANT: optionalString,
    ZIBAL_BASE_URL: z.url().default('https://gateway.zibal.ir'),
    PAYPAL_CLIENT_ID: optionalString,
    PAYPAL_CLIENT_SECRET: optionalString,
    PAYPAL_BASE_URL: z.url().default('https://api-m.paypal.com'),
    INVOICE_TAX_PERCENT: z.coerce.number().min(0).max(100).default(0),
    SELLER_NAME: z.string().default('رسام'),
    SELLER_NAME_EN: z.string().default('Rassam'),
    SELLER_ADDRESS: optionalString,
    SELLER_PHONE: optionalString,
    SELLER_EMAIL: optionalString,
    SELLER_TAX_ID: optionalString,
    /** The offline AI provider charges the catalogue price when true; free by default (it makes previews). */
    AI_OFFLINE_CHARGED: bool,
    /** The offline AI provider serves tools no remote provider is configured for (off: ServiceNotAvailable). */
    AI_OFFLINE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** fal.ai key (`key_id:key_secret`); without it fal is off. */
    FAL_KEY: optionalString,
    FAL_QUEUE_URL: z.url().default('https://queue.fal.run'),
    FAL_JWKS_URL: z.url().default('https://rest.alpha.fal.ai/.well-known/jwks.json'),
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
    REPLICATE_API_TOKEN: optionalString,
    REPLICATE_BASE_URL: z.url().default('https://api.replicate.com/v1'),
    /** Replicate's `whsec_…` webhook secret; without it the adapter asks Replicate for it once. */
    REPLICATE_WEBHOOK_SECRET: optionalString,
    /**
     * Public origin providers call back (`{origin}/api/webhooks/ai/{provider}`); default SITE_URL when it is
     * https. Without one, workers follow remote jobs by polling alone.
     */
    AI_WEBHOOK_ORIGIN: optionalString.pipe(z.url().optional()),
    /** S3-compatible object storage for files (uploads, outputs); local disk under DATA_DIR without it. */
    S3_ENDPOINT: optionalString.pipe(z.url().optional()),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PREFIX: optionalString,
    /** Path-style addresses (`endpoint/bucket/key`, what MinIO and most S3-compatible stores want); default on. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0', ''])
      .optional()
      .transform((v) => v !== 'false' && v !== '0'),
    /**
     * The ffmpeg and ffprobe every uploaded video and sound goes through (decision 021); by default the
     * machine's own on PATH (Debian's `ffmpeg` package), and only in the demo the bundled 2018 build.
     */
    FFMPEG_PATH: optionalString,
    FFPROBE_PATH: optionalString,
    /** Seconds between status polls of a remote job (webhooks usually answer sooner). */
    AI_POLL_SECONDS: z.coerce.number().min(0.05).max(300).default(5),
    /** Generation workers inside the web process (the embedded default); 0 when `npm run worker` runs them. */
    WORKER_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(1),
    /** The largest 3D model upload (GLB, glTF in a zip, USDZ), in megabytes. */
    MODEL_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).default(100),
    /** What each user's 3D models may take in storage altogether (originals and outputs), in megabytes. */
    MODEL_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(500),
    /** How long a signed address of an unlisted model's file stays valid (AR viewers fetch it without a cookie). */
    MODEL_LINK_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    /** The largest panorama (or floor plan) upload of a virtual tour, in megabytes. */
    TOUR_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).default(80),
    /** The largest zip of another tool's tour (Pano2VR, krpano, ...) brought in as it is, in megabytes. */
    TOUR_IMPORT_MAX_MB: z.coerce.number().int().min(1).max(4096).default(200),
    /** What each user's virtual tours may take in storage altogether (panoramas, their tiles, imports), in megabytes. */
    TOUR_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(2000),
    /** Tickets (decision 042): how long after it is done its user may reopen a ticket (once). */
    TICKET_REOPEN_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    /** The desk's targets, shown in its queue: the first reply, and the ticket done, within these hours of its opening. */
    TICKET_FIRST_REPLY_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    TICKET_RESOLUTION_HOURS: z.coerce.number().int().min(1).max(8760).default(72),
    /** The largest file of a ticket, in megabytes. */
    TICKET_FILE_MAX_MB: z.coerce.number().int().min(1).max(100).default(10),
    /** How long the signed address of a ticket's file stays valid; its owner asks again for a new one. */
    TICKET_FILE_LINK_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    /** Orders (decision 043): the revisions a buyer may ask of one order's delivery. */
    ORDER_MAX_REVISIONS: z.coerce.number().int().min(0).max(20).default(2),
    /** Days after a delivery an order is completed by itself when its buyer neither accepts nor asks for a revision. */
    ORDER_ACCEPT_DAYS: z.coerce.number().int().min(1).max(90).default(7),
    /** The largest file of an order (the buyer's form, messages, a delivery), in megabytes. */
    ORDER_FILE_MAX_MB: z.coerce.number().int().min(1).max(100).default(100),
    /** How long the signed address of an order's file stays valid; reading the order again gives a new one. */
    ORDER_FILE_LINK_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    const channels = realChannels(env);
    if (!demoModeOn(env) && !channels.sms && !channels.email) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_MODE'],
        message:
          'demo mode is off (DATABASE_URL is set, or DEMO_MODE=false) and nothing can deliver sign-in codes: set SMS_PROVIDER (kavenegar or smsir) or SMTP_URL, or DEMO_MODE=true for a demo',
      });
    }
    if (env.SMS_PROVIDER === 'kavenegar' && (!env.KAVENEGAR_API_KEY || !env.KAVENEGAR_TEMPLATE)) {
      ctx.addIssue({
        code: 'custom',
        path: ['KAVENEGAR_API_KEY'],
        message: 'SMS_PROVIDER=kavenegar needs KAVENEGAR_API_KEY and KAVENEGAR_TEMPLATE',
      });
    }
    if (env.S3_ENDPOINT && (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message: 'S3_ENDPOINT needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      });
    }
    if (env.PAYPAL_CLIENT_ID && !env.PAYPAL_CLIENT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYPAL_CLIENT_SECRET'],
        message: 'PAYPAL_CLIENT_ID needs PAYPAL_CLIENT_SECRET',
      });
    }
    if (env.SMS_PROVIDER === 'smsir' && (!env.SMSIR_API_KEY || !env.SMSIR_TEMPLATE_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMSIR_API_KEY'],
        message: 'SMS_PROVIDER=smsir needs SMSIR_API_KEY and SMSIR_TEMPLATE_ID',
      });
    }
  });

export type Env = Omit<z.infer<typeof envSchema>, 'SITE_URL'> & {
  SITE_URL: string;
  /** Resolved absolute data folder. */
  dataDir: string;
  sessionSecret: string;
  siteOrigin: string;
  /**
   * Whether SITE_URL was written. Unset, the site's origin is only a guess (localhost on PORT), and in demo
   * mode payment return addresses follow the address the payer actually opened (lib/request-origin.ts).
   */
  siteUrlSet: boolean;
  /** Origin English pages live on: the EN_HOST origin when set, else the site origin (pages under /en). */
  englishOrigin: string;
  imageHosts: string[];
  /**
   * Demo mode (decision 017): `/api/dev/*` (the outbox and the dev payment portal, which serves the portals
   * that have no real account), the demo accounts and the banner on every page. Off, none of them exists.
   */
  demoMode: boolean;
  /** Channels with a real sender; in demo mode the outbox stands in for the others, else they are refused. */
  realChannels: { sms: boolean; email: boolean };
  /** INVOICE_TAX_PERCENT in basis points (9% → 900). */
  taxRateBp: number;
};

/** Variables that may be sent to the browser. Everything else stays on the server. */
export const publicEnvKeys = ['SITE_URL', 'EN_HOST', 'MAP_STYLE_URL', 'DEMO_MODE'] as const;

function sessionSecretFor(dataDir: string, given: string | undefined): string {
  if (given) return given;
  // The embedded default: one random secret per installation, kept beside the database it protects.
  const file = join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return readFileSync(file, 'utf8').trim();
  }
}

type ParsedEnv = z.infer<typeof envSchema>;

/**
 * DEMO_MODE when given; otherwise the embedded mode (no DATABASE_URL) is the demo, whatever NODE_ENV says:
 * `npm start` serves production mode on PGlite and stays the whole demo, while a deployment with a
 * database of its own gets none of it unless it asks.
 */
function demoModeOn(env: Pick<ParsedEnv, 'DEMO_MODE' | 'DATABASE_URL'>): boolean {
  if (env.DEMO_MODE === 'true' || env.DEMO_MODE === '1') return true;
  if (env.DEMO_MODE === 'false' || env.DEMO_MODE === '0') return false;
  return !env.DATABASE_URL;
}

function realChannels(env: Pick<ParsedEnv, 'SMS_PROVIDER' | 'SMTP_URL'>) {
  return { sms: env.SMS_PROVIDER !== 'outbox', email: Boolean(env.SMTP_URL) };
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const dataDir = resolve(env.DATA_DIR);
  const siteUrl = env.SITE_URL ?? `http://localhost:${env.PORT}`;
  const site = new URL(siteUrl);
  return {
    ...env,
    SITE_URL: siteUrl,
    dataDir,
    sessionSecret: sessionSecretFor(dataDir, env.SESSION_SECRET),
    siteOrigin: site.origin,
    siteUrlSet: env.SITE_URL !== undefined,
    englishOrigin: env.EN_HOST ? `${site.protocol}//${env.EN_HOST}` : site.origin,
    imageHosts: env.IMAGE_HOSTS.split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    demoMode: demoModeOn(env),
    realChannels: realChannels(env),
    taxRateBp: Math.round(env.INVOICE_TAX_PERCENT * 100),
  };
}

const globalForEnv = globalThis as unknown as { __rassamEnv?: Env };

/** The process's configuration, parsed once; a bad value stops the process with a readable message. */
export function getEnv(): Env {
  globalForEnv.__rassamEnv ??= parseEnv(process.env);
  return globalForEnv.__rassamEnv;
}
