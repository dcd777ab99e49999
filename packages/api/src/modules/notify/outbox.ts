import { desc, eq } from 'drizzle-orm';
import { outboxMessages, type Database } from '@rassam/db';
import { toPersianDigits } from '@rassam/i18n';
import type { NoticeChannel, OtpChannel, OtpMessage } from './notify.types';

export function otpText(message: OtpMessage): string {
  return message.locale === 'fa'
    ? `کد تأیید رسام: ${toPersianDigits(message.code)}\nاین کد تا ۲ دقیقه معتبر است. آن را به کسی ندهید.`
    : `Rassam verification code: ${message.code}\nValid for 2 minutes. Do not share it with anyone.`;
}

/**
 * The embedded default's "SMS" and "email": messages are written to a table that the dev outbox
 * endpoint reads, so a newcomer and the tests can sign up without an SMS account.
 */
export function createOutboxChannel(db: Database, channel: 'sms' | 'email'): OtpChannel {
  return {
    name: `outbox-${channel}`,
    async send(message) {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          channel,
          recipient: message.to,
          subject: channel === 'email' ? otpText(message).split('\n')[0] : null,
          body: otpText(message),
          meta: { code: message.code, purpose: message.purpose },
        })
        .returning({ id: outboxMessages.id });
      return { providerMessageId: row!.id };
    },
  };
}

/** Notifications "sent" by the demo's outbox (decision 042), beside the codes. */
export function createOutboxNoticeChannel(db: Database, channel: 'sms' | 'email'): NoticeChannel {
  return {
    name: `outbox-${channel}`,
    async send(notice) {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          channel,
          recipient: notice.to,
          subject: channel === 'email' ? notice.subject : null,
          body: notice.text,
          meta: { notification: notice.kind },
        })
        .returning({ id: outboxMessages.id });
      return { providerMessageId: row!.id };
    },
  };
}

export async function readOutbox(db: Database, recipient: string, limit = 20) {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(limit);
}
