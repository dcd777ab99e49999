import type { Database, DbKind, User } from '@rassam/db';
import type { Locale } from '@rassam/i18n';
import type { Env } from '../env';
import type { NoticeChannel, OtpChannel } from '../modules/notify/notify.types';
import type { Portals } from '../modules/payments/portals';
import type { Planner } from '../modules/generation/routing';
import type { DesignEventHub } from '../modules/generation/events';
import type { ModelProcessor } from '../modules/models/processor';
import type { PortableTours } from '../modules/tours/portable/portable.types';
import type { Logger } from './logger';
import type { RateLimiter } from './rate-limit';
import type { Storage } from './storage';

/** Everything a request handler needs from the outside world; tests build their own. */
export interface AppDeps {
  db: Database;
  dbKind: DbKind;
  env: Env;
  logger: Logger;
  /** The rate-limit counters: in the database, or in Redis when REDIS_URL is set. */
  limiter: RateLimiter;
  /** Where one-time codes go, per channel; null where nothing can deliver them (demo mode off, no sender). */
  otp: { sms: OtpChannel | null; email: OtpChannel | null };
  /** Where notifications go besides the app (decision 042), per channel; null where nothing can send them. */
  notices: { sms: NoticeChannel | null; email: NoticeChannel | null };
  storage: Storage;
  /** The payment gateways this process can use (real, or the dev payment portal's fakes). */
  portals: Portals;
  /** Where new designs run (and whether that costs coins), and the design events of this process. */
  generation: { planner: Planner; events: DesignEventHub };
  /** What processes 3D models in this process's workers; null: models wait in the queue for a process that has one. */
  models: { processor: ModelProcessor | null };
  /** The tours as the import, the export and the sandboxed sites see them; absent: the tours service (tests of
   * those parts alone give their own). */
  portableTours?: PortableTours;
}

export interface SignedIn {
  user: User;
  sessionId: string;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    locale: Locale;
    logger: Logger;
    auth: SignedIn | undefined;
  };
}
