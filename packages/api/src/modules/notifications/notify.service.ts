/**
 * Notifications (decision 042): `notify` writes the in-app one in the caller's transaction, beside the change it
 * tells of; once that has committed, `deliver` also sends it by SMS and email where the kind goes outside the
 * app and the user's settings allow it. The bell reads them with `listNotifications` and `markRead`.
 */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { notifications, users, type Executor } from '@rassam/db';
import type { Locale } from '@rassam/i18n';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/context';
import type { NoticeChannel } from '../notify/notify.types';
import {
  isNotificationKind,
  NOTIFICATION_KINDS,
  notificationKinds,
  type NotificationData,
  type NotificationKind,
} from './kinds';
import { noticeEmail, noticeSms, notificationPath, notificationText, pageUrl } from './notification-texts';

/** A notification written and not yet sent outside the app. */
export interface PendingNotice {
  id: string;
  userId: string;
  kind: NotificationKind;
  data: Record<string, unknown>;
}

/** Writes an in-app notification in the caller's transaction; its data is checked against its kind's schema. */
export async function notify<K extends NotificationKind>(
  tx: Executor,
  userId: string,
  kind: K,
  data: NotificationData<K>,
): Promise<PendingNotice> {
  const parsed = notificationKinds[kind].data.parse(data) as Record<string, unknown>;
  const [row] = await tx
    .insert(notifications)
    .values({ userId, kind, data: parsed })
    .returning({ id: notifications.id });
  return { id: row!.id, userId, kind, data: parsed };
}

const SETTINGS_PATH = '/dashboard/settings';

/**
 * Sends notifications by SMS and email, after the change they tell of has committed: SMS to a verified phone
 * while `notify_by_sms` is on, email to a verified address while `notify_by_email` is on, in the user's language;
 * nothing to a disabled account or for a kind that stays in the app. Sent in the request, one after the other (a
 * few per change); a channel's failure is logged and changes nothing: the in-app notification is the record.
 */
export async function deliver(deps: AppDeps, notices: PendingNotice[]): Promise<void> {
  const outside = notices.filter((notice) => notificationKinds[notice.kind].outside);
  if (!outside.length) return;
  const recipients = await deps.db
    .select()
    .from(users)
    .where(inArray(users.id, [...new Set(outside.map((notice) => notice.userId))]));
  const byId = new Map(recipients.map((user) => [user.id, user]));
  for (const notice of outside) {
    const user = byId.get(notice.userId);
    if (!user || user.disabledAt) continue;
    const locale = user.locale;
    const text = notificationText(notice.kind, notice.data, locale);
    const link = pageUrl(deps.env, locale, notificationPath(notice.kind, notice.data));
    const sends: [string, NoticeChannel, Parameters<NoticeChannel['send']>[0]][] = [];
    if (user.notifyBySms && user.phone && user.phoneVerifiedAt && deps.notices.sms) {
      const sms = noticeSms(text, link, locale);
      sends.push(['sms', deps.notices.sms, { to: user.phone, kind: notice.kind, subject: text.title, text: sms }]);
    }
    if (user.notifyByEmail && user.email && user.emailVerifiedAt && deps.notices.email) {
      const email = noticeEmail(text, link, pageUrl(deps.env, locale, SETTINGS_PATH), locale);
      sends.push(['email', deps.notices.email, { to: user.email, kind: notice.kind, ...email }]);
    }
    for (const [channel, sender, message] of sends) {
      await sender.send(message).catch((error: unknown) =>
        deps.logger.warn('notification not sent', {
          err: error,
          channel,
          provider: sender.name,
          kind: notice.kind,
          notificationId: notice.id,
        }),
      );
    }
  }
}

/**
 * Runs a change in a transaction that may notify (`notices.push(await notify(tx, …))`), and sends what it
 * notified once it has committed: a change that rolls back tells nobody anything.
 */
export async function withNotices<T>(
  deps: AppDeps,
  change: (tx: Executor, notices: PendingNotice[]) => Promise<T>,
): Promise<T> {
  const notices: PendingNotice[] = [];
  const result = await deps.db.transaction((tx) => change(tx, notices));
  await deliver(deps, notices);
  return result;
}

const known = inArray(notifications.kind, NOTIFICATION_KINDS);

async function unreadCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), known));
  return row?.n ?? 0;
}

/** The user's notifications, newest first, worded in `locale`, and how many are unread. */
export async function listNotifications(deps: AppDeps, userId: string, locale: Locale, page: number, pageSize: number) {
  const mine = and(eq(notifications.userId, userId), known);
  const [rows, [total], unread] = await Promise.all([
    deps.db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.seq))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(notifications).where(mine),
    unreadCount(deps.db, userId),
  ]);
  const items = rows.flatMap((row) => {
    if (!isNotificationKind(row.kind)) return [];
    return [
      {
        id: row.id,
        kind: row.kind,
        data: row.data,
        ...notificationText(row.kind, row.data, locale),
        path: notificationPath(row.kind, row.data),
        readAt: row.readAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
  return { items, total: total?.n ?? 0, unread };
}

/**
 * Marks the user's notifications read: those of `ids`, or all when none are named. An id that is not one of
 * theirs is NotificationNotFound, and then nothing is marked.
 */
export async function markRead(deps: AppDeps, userId: string, ids: string[] | undefined) {
  const wanted = ids ? [...new Set(ids)] : undefined;
  return deps.db.transaction(async (tx) => {
    if (wanted) {
      const [owned] = await tx
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, wanted)));
      if ((owned?.n ?? 0) !== wanted.length) throw new AppError('NotificationNotFound');
    }
    const marked = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          wanted ? inArray(notifications.id, wanted) : undefined,
        ),
      )
      .returning({ id: notifications.id });
    return { marked: marked.length, unread: await unreadCount(tx, userId) };
  });
}

/**
 * Marks read the user's unread notifications about one ticket or order, as they open its page: the bell then
 * counts what they have not seen yet, as the sidebar's ticket count does (a page read is a notice read).
 */
export async function markReadAbout(db: Executor, userId: string, about: { ticketId: string } | { orderId: string }) {
  const [key, id] = Object.entries(about)[0]!;
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        sql`${notifications.data} ->> ${key} = ${id}`,
      ),
    );
}
