import { and, eq, isNull } from 'drizzle-orm';
import { sessions, users, type Role, type User } from '@rassam/db';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/context';
import { credit, debit } from '../wallet/wallet.service';

const RANK: Record<Role, number> = { user: 0, support: 1, admin: 2 };

/**
 * The account an operation of the back office acts on, which must rank below the actor (user < support
 * < admin): support cannot sign an admin out, an admin cannot change, sign out or credit another admin,
 * nor their own account. Admins are made and unmade by the operator (`npm run admin:create`), so no one
 * can lock the others out from inside, and no one adjusts their own wallet.
 */
async function targetBelow(deps: AppDeps, actor: User, id: string): Promise<User> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw new AppError('UserNotFound');
  if (RANK[user.role] >= RANK[actor.role]) throw new AppError('AccessDenied');
  return user;
}

/** Ends every live session of a user; returns how many ended. */
export async function revokeAllSessions(deps: AppDeps, actor: User, userId: string): Promise<number> {
  await targetBelow(deps, actor, userId);
  const ended = await deps.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Role changes and disabling, of an account below the actor, to a role below the actor's: an admin
 * cannot change or disable their own account or another admin's, nor make one, so the last admin cannot
 * lock everyone out by mistake. Disabling ends the user's sessions in the same transaction.
 */
export async function updateUserByAdmin(
  deps: AppDeps,
  actor: User,
  id: string,
  input: { role?: Role; disabled?: boolean },
): Promise<User> {
  await targetBelow(deps, actor, id);
  if (input.role && RANK[input.role] >= RANK[actor.role]) throw new AppError('AccessDenied');
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        ...(input.role ? { role: input.role } : {}),
        ...(input.disabled === undefined ? {} : { disabledAt: input.disabled ? new Date() : null }),
      })
      .where(eq(users.id, id))
      .returning();
    if (input.disabled || input.role) {
      // A changed role is carried in the session token: end the sessions so the next sign-in carries the new one.
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    }
    deps.logger.info('admin changed a user', { actorId: actor.id, userId: id, ...input });
    return updated!;
  });
}

/**
 * A manual correction of a wallet: the ledger entry carries the admin (actor) and the reason (note),
 * which is the audit trail; a negative adjustment cannot take the balance below zero.
 */
export async function adjustWallet(deps: AppDeps, actor: User, userId: string, input: { coins: number; note: string }) {
  await targetBelow(deps, actor, userId);
  const movement = { reason: 'admin_adjustment' as const, note: input.note, actorId: actor.id };
  const result = await deps.db.transaction((tx) =>
    input.coins > 0 ? credit(tx, userId, input.coins, movement) : debit(tx, userId, -input.coins, movement),
  );
  deps.logger.info('admin adjusted a wallet', {
    actorId: actor.id,
    userId,
    coins: input.coins,
    entryId: result.entry.id,
  });
  return { balance: result.balance, entryId: result.entry.id };
}
