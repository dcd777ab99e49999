import { appMeta, users, type Database } from '@rassam/db';
import { eq } from 'drizzle-orm';
import { hashPassword } from './modules/auth/password';

export const demoAccount = {
  phone: '+989120000001',
  password: 'Rassam1234',
  name: 'سارا محمدی',
  username: 'sara',
} as const;

/**
 * Demo data for the embedded default, written once per installation (a marker row remembers it, so a
 * demo row someone deleted does not come back).
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo-data')).limit(1);
  if (done) return false;
  const passwordHash = await hashPassword(demoAccount.password);
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({
        name: demoAccount.name,
        username: demoAccount.username,
        phone: demoAccount.phone,
        phoneVerifiedAt: new Date(),
        passwordHash,
      })
      .onConflictDoNothing();
    await tx.insert(appMeta).values({ key: 'demo-data', value: { seededAt: new Date().toISOString() } });
  });
  return true;
}
