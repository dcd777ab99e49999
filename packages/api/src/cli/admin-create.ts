import { users } from '@rassam/db';
import { eq } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { normalizePhone } from '../modules/auth/credential';
import { openMigratedDb } from './open-db';

/**
 * `npm run admin:create -- --phone 0912… [--name "…"]`: makes the account with this phone an admin,
 * creating it (verified, without a password: the admin signs in with a code) when it does not exist.
 */
const { values } = parseArgs({ options: { phone: { type: 'string' }, name: { type: 'string' } } });
const phone = values.phone ? normalizePhone(values.phone) : null;
if (!phone) {
  console.error('usage: npm run admin:create -- --phone 09121234567 [--name "Admin name"]');
  process.exit(1);
}
const { handle } = await openMigratedDb();
try {
  const [existing] = await handle.db.select().from(users).where(eq(users.phone, phone)).limit(1);
  if (existing) {
    await handle.db
      .update(users)
      .set({ role: 'admin', phoneVerifiedAt: existing.phoneVerifiedAt ?? new Date() })
      .where(eq(users.id, existing.id));
    console.log(`${phone} is now an admin`);
  } else {
    await handle.db
      .insert(users)
      .values({ name: values.name ?? 'Admin', phone, phoneVerifiedAt: new Date(), role: 'admin' });
    console.log(`admin ${phone} created; sign in with a code sent to this phone`);
  }
} finally {
  await handle.close();
}
