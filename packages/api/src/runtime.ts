import { createDb, refreshStatistics, type DbHandle } from '@rassam/db';
import { join } from 'node:path';
import { configureMediaTools, describeMediaTools } from '@rassam/ai/media';
import { createApi, type Api } from './app';
import { getEnv, type Env } from './env';
import type { AppDeps } from './lib/context';
import { createLogger, type Logger } from './lib/logger';
import { createDatabaseRateLimiter, type RateLimiter } from './lib/rate-limit';
import { createRedisRateLimiter, type RedisRateLimiterOptions } from './lib/rate-limit-redis';
import { createLocalStorage, type Storage } from './lib/storage';
import { createS3Storage } from './lib/storage-s3';
import { pruneExpired } from './modules/auth/maintenance';
import { createKavenegarChannel, createKavenegarNoticeChannel } from './modules/notify/kavenegar';
import { createOutboxChannel, createOutboxNoticeChannel } from './modules/notify/outbox';
import { createSmsIrChannel, createSmsIrNoticeChannel } from './modules/notify/smsir';
import { createSmtpChannel, createSmtpNoticeChannel } from './modules/notify/smtp';
import { sweepOrders } from './modules/orders/orders.service';
import { reconcilePending } from './modules/payments/payments.service';
import { retireDemoAccounts } from './seed';
import { createPortals } from './modules/payments/portals';
import { createProviders } from './modules/generation/providers';
import { createPlanner } from './modules/generation/routing';
import { createDesignEventHub } from './modules/generation/events';
import type { NoticeChannel, OtpChannel } from './modules/notify/notify.types';
import type { Database } from '@rassam/db';
import { createModelPipeline } from './modules/models/pipeline';

/**
 * A channel with a real sender uses it; one without uses the outbox in demo mode and is null otherwise,
 * so that sign-up and codes by it are refused (decision 017) instead of written where nobody reads them.
 */
export function otpChannels(env: Env, db: Database): AppDeps['otp'] {
  const fallback = (channel: 'sms' | 'email') => (env.demoMode ? createOutboxChannel(db, channel) : null);
  let sms: OtpChannel | null;
  switch (env.SMS_PROVIDER) {
    case 'kavenegar':
      sms = createKavenegarChannel({
        apiKey: env.KAVENEGAR_API_KEY!,
        template: env.KAVENEGAR_TEMPLATE!,
        baseUrl: env.KAVENEGAR_BASE_URL,
      });
      break;
    case 'smsir':
      sms = createSmsIrChannel({
        apiKey: env.SMSIR_API_KEY!,
        templateId: env.SMSIR_TEMPLATE_ID!,
        baseUrl: env.SMSIR_BASE_URL,
      });
      break;
    default:
      sms = fallback('sms');
  }
  const email = env.SMTP_URL ? createSmtpChannel({ url: env.SMTP_URL, from: env.EMAIL_FROM }) : fallback('email');
  return { sms, email };
}

/**
 * Where notifications go besides the app (decision 042): the code channels' providers, sending texts of our
 * own (Kavenegar from KAVENEGAR_SENDER or the account's default line; sms.ir only with SMSIR_LINE_NUMBER), or
 * the outbox in demo mode where there is no sender.
 */
export function noticeChannels(env: Env, db: Database): AppDeps['notices'] {
  const fallback = (channel: 'sms' | 'email') => (env.demoMode ? createOutboxNoticeChannel(db, channel) : null);
  let sms: NoticeChannel | null;
  switch (env.SMS_PROVIDER) {
    case 'kavenegar':
      sms = createKavenegarNoticeChannel({
        apiKey: env.KAVENEGAR_API_KEY!,
        sender: env.KAVENEGAR_SENDER,
        baseUrl: env.KAVENEGAR_BASE_URL,
      });
      break;
    case 'smsir':
      sms = env.SMSIR_LINE_NUMBER
        ? createSmsIrNoticeChannel({
            apiKey: env.SMSIR_API_KEY!,
            lineNumber: env.SMSIR_LINE_NUMBER,
            baseUrl: env.SMSIR_BASE_URL,
          })
        : null;
      break;
    default:
      sms = fallback('sms');
  }
  const email = env.SMTP_URL ? createSmtpNoticeChannel({ url: env.SMTP_URL, from: env.EMAIL_FROM }) : fallback('email');
  return { sms, email };
}

/** Where files live: S3-compatible object storage when configured, else `DATA_DIR/files`. */
export function createStorage(env: Env): Storage {
  if (!env.S3_ENDPOINT) return createLocalStorage(join(env.dataDir, 'files'));
  return createS3Storage({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    ...(env.S3_PREFIX ? { prefix: env.S3_PREFIX } : {}),
  });
}

/**
 * The rate-limit counters: in Redis when REDIS_URL is set (with the database standing in while Redis does
 * not answer), else in the database. `close` lets go of the Redis connection.
 */
export function createRateLimiter(
  env: Env,
  db: Database,
  logger: Logger,
  redis: Pick<RedisRateLimiterOptions, 'keyPrefix' | 'commandTimeoutMs'> = {},
): RateLimiter & { close(): Promise<void> } {
  const database = createDatabaseRateLimiter(db);
  if (!env.REDIS_URL) return { ...database, close: async () => {} };
  return createRedisRateLimiter({
    url: env.REDIS_URL,
    fallback: database,
    logger: logger.child({ component: 'rate-limit' }),
    ...redis,
  });
}

export function buildDeps(env: Env, handle: DbHandle, logger: Logger): AppDeps {
  return {
    db: handle.db,
    dbKind: handle.kind,
    env,
    logger,
    limiter: createRateLimiter(env, handle.db, logger),
    otp: otpChannels(env, handle.db),
    notices: noticeChannels(env, handle.db),
    storage: createStorage(env),
    portals: createPortals(env),
    generation: {
      planner: createPlanner(createProviders(env), { enabled: env.AI_OFFLINE, charged: env.AI_OFFLINE_CHARGED }),
      events: createDesignEventHub(handle),
    },
    // Uploads and designs' GLBs made ready for the web, Android and iPhones (modules/models/pipeline.ts).
    models: { processor: createModelPipeline({ maxUploadBytes: env.MODEL_UPLOAD_MAX_MB * 2 ** 20 }) },
  };
}

/**
 * The ffmpeg and ffprobe of this process, chosen once and logged (decision 021). Outside the demo a machine
 * without them does not start: uploads would otherwise go through the bundled 2018 build.
 */
async function useMediaTools(env: Env, logger: Logger) {
  const tools = await configureMediaTools({
    ffmpegPath: env.FFMPEG_PATH,
    ffprobePath: env.FFPROBE_PATH,
    allowBundled: env.demoMode,
  });
  if (tools.ffmpeg.origin === 'bundled' || !tools.ffprobe) {
    logger.warn(`media: ${describeMediaTools(tools)}; install the distribution's ffmpeg (apt-get install ffmpeg)`);
  } else logger.info(`media: ${describeMediaTools(tools)}`);
}

/**
 * One line says whether this is the demo. Out of demo mode, demo accounts an earlier demo run left in the
 * database are disabled while they still have the published password, and each channel that cannot
 * deliver codes is named (the server refuses sign-up by it).
 */
export async function announceMode(env: Env, db: Database, logger: Logger) {
  if (env.demoMode) {
    logger.warn(
      'demo mode is on: codes go to the outbox (/api/dev/outbox) and payments to the dev payment portal unless a real sender or gateway is set, and npm start seeds the demo accounts; DEMO_MODE=false for a real deployment',
    );
    return;
  }
  for (const account of await retireDemoAccounts(db)) {
    logger.warn(
      account.disabled
        ? `demo account ${account.phone} was left by a demo run: disabled, since its password is the published demo password`
        : `demo account ${account.phone} was left by a demo run; its password was changed, so it stays, but its phone number is made up`,
    );
  }
  for (const channel of ['sms', 'email'] as const) {
    if (!env.realChannels[channel]) {
      logger.warn(
        channel === 'sms'
          ? 'no SMS provider (SMS_PROVIDER): sign-up and codes by phone are refused'
          : 'no SMTP_URL: sign-up and codes by email are refused',
      );
    }
  }
  if (env.SMS_PROVIDER === 'smsir' && !env.SMSIR_LINE_NUMBER) {
    logger.warn('no SMSIR_LINE_NUMBER: notifications are not sent by SMS (sms.ir sends codes only)');
  }
  if (!env.ZIBAL_MERCHANT && !env.PAYPAL_CLIENT_ID) {
    logger.warn('no payment gateway (ZIBAL_MERCHANT, PAYPAL_CLIENT_ID): top-ups are refused');
  }
}

const HOUR = 3_600_000;

/**
 * Expired codes, sessions and rate-limit windows are deleted hourly (a timer that never keeps the process
 * alive), and on PGlite the planner's statistics are refreshed after them.
 */
function schedulePruning(handle: DbHandle, logger: Logger) {
  const prune = () =>
    pruneExpired(handle.db)
      .then((counts) => logger.debug('pruned expired rows', counts))
      .then(() => refreshStatistics(handle))
      .catch((error: unknown) => logger.warn('pruning expired rows failed', { err: error }));
  setTimeout(prune, 60_000).unref();
  setInterval(prune, HOUR).unref();
}

/**
 * Payments left pending (the payer closed the tab, a verify timed out) are settled by asking the
 * gateway every minute. Settling is idempotent, so several processes doing it at once is harmless.
 */
function scheduleReconciliation(deps: AppDeps, logger: Logger) {
  if (deps.portals.enabled().length === 0) return;
  const run = () =>
    reconcilePending(deps)
      .then((result) => {
        if (result.checked) logger.info('reconciled pending payments', result);
      })
      .catch((error: unknown) => logger.warn('reconciling payments failed', { err: error }));
  setInterval(run, 60_000).unref();
}

/**
 * Orders past their acceptance time are completed, and form uploads no order took are deleted, hourly (reads
 * complete an order too, so this is for the ones nobody reads; decision 043).
 */
function scheduleOrderSweep(deps: AppDeps, logger: Logger) {
  const run = () =>
    sweepOrders(deps)
      .then((result) => {
        if (result.completed || result.uploadsDeleted) logger.info('swept orders', result);
      })
      .catch((error: unknown) => logger.warn('sweeping orders failed', { err: error }));
  setTimeout(run, 90_000).unref();
  setInterval(run, HOUR).unref();
}

interface Runtime {
  env: Env;
  handle: DbHandle;
  api: Api;
  deps: AppDeps;
  logger: Logger;
}

// Next.js bundles code per route, so a module-level singleton can exist twice in one process; the
// database handle must not (DESIGN.md section 9). globalThis is shared by all of them.
const globalRuntime = globalThis as unknown as { __rassamRuntime?: Promise<Runtime> };

/** The process's one database handle and API, opened on first use. */
export function getRuntime(): Promise<Runtime> {
  globalRuntime.__rassamRuntime ??= (async () => {
    const env = getEnv();
    const logger = createLogger(env.LOG_LEVEL, { service: 'api' });
    const handle = await createDb({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.dataDir,
      log: logger.child({ component: 'db' }),
    });
    if (env.DATABASE_URL && !env.SESSION_SECRET) {
      logger.warn(
        `SESSION_SECRET is not set: using the one kept in ${env.dataDir}; servers that share the database need the same secret`,
      );
    }
    await announceMode(env, handle.db, logger);
    await useMediaTools(env, logger);
    schedulePruning(handle, logger);
    const deps = buildDeps(env, handle, logger);
    const api = createApi(deps);
    scheduleReconciliation(deps, logger);
    scheduleOrderSweep(deps, logger);
    return { env, handle, logger, api, deps };
  })();
  globalRuntime.__rassamRuntime.catch(() => {
    globalRuntime.__rassamRuntime = undefined;
  });
  return globalRuntime.__rassamRuntime;
}
