import { eq } from 'drizzle-orm';
import { ledgerEntries, users } from '@rassam/db';
import { resultText } from '@rassam/i18n';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-utils';
import { checkLedger } from '../wallet/wallet.service';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  if (t) expect(await checkLedger(t.handle.db)).toEqual([]);
  await t?.close();
});

let n = 0;
/** A signed-in user with a fresh phone, optionally promoted in the database, then signed in again. */
async function account(role: 'user' | 'support' | 'admin' = 'user') {
  n += 1;
  const phone = `0936${String(n).padStart(7, '0')}`;
  const client = await t.signUp(phone);
  const me = await client.call('GET', '/api/me');
  if (role !== 'user') {
    await t.handle.db.update(users).set({ role }).where(eq(users.id, me.json.data.id));
  }
  return { client, id: me.json.data.id as string, phone };
}

describe('admin: users', () => {
  it('refuses visitors (401) and ordinary users (403)', async () => {
    const target = await account();
    const visitor = t.client({ ip: '10.7.0.1' });
    expect((await visitor.call('PATCH', `/api/admin/users/${target.id}`, { disabled: true })).status).toBe(401);
    const user = await account();
    const denied = await user.client.call(
      'PATCH',
      `/api/admin/users/${target.id}`,
      { disabled: true },
      { 'x-locale': 'en' },
    );
    expect(denied.status).toBe(403);
    expect(denied.json.error).toEqual({ code: 'AccessDenied', message: resultText('AccessDenied', 'en') });
    expect((await user.client.call('POST', `/api/admin/users/${target.id}/sessions/revoke`)).status).toBe(403);
    // Nothing changed for the target.
    expect((await target.client.call('GET', '/api/me')).status).toBe(200);
  });

  it('disabling an account ends its sessions at once and keeps it from signing in', async () => {
    const admin = await account('admin');
    const target = await account();
    const res = await admin.client.call('PATCH', `/api/admin/users/${target.id}`, { disabled: true });
    expect(res.status, res.text).toBe(200);
    expect(res.json.message.code).toBe('UpdateSuccessfully');
    expect((await target.client.call('GET', '/api/me')).status).toBe(401);
    const again = await t
      .client({ ip: '10.7.0.2' })
      .call('POST', '/api/auth/login', { credential: target.phone, password: 'Secret123' });
    expect(again.json.error.code).toBe('UserNameOrPassIncorrect');
  });

  it('a role change takes effect: the user signs in again and carries the new role', async () => {
    const admin = await account('admin');
    const target = await account();
    const res = await admin.client.call('PATCH', `/api/admin/users/${target.id}`, { role: 'support' });
    expect(res.json.data.role).toBe('support');
    expect((await target.client.call('GET', '/api/me')).status).toBe(401);
    const back = t.client({ ip: '10.7.0.3' });
    await back.call('POST', '/api/auth/login', { credential: target.phone, password: 'Secret123' });
    expect((await back.call('GET', '/api/me')).json.data.role).toBe('support');
  });

  it('support may sign a user out everywhere but not change roles', async () => {
    const support = await account('support');
    const target = await account();
    const second = t.client({ ip: '10.7.0.4' });
    await second.call('POST', '/api/auth/login', { credential: target.phone, password: 'Secret123' });
    const res = await support.client.call('POST', `/api/admin/users/${target.id}/sessions/revoke`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.revoked).toBe(2);
    expect((await target.client.call('GET', '/api/me')).status).toBe(401);
    expect((await second.call('GET', '/api/me')).status).toBe(401);
    expect((await support.client.call('PATCH', `/api/admin/users/${target.id}`, { role: 'admin' })).status).toBe(403);
  });

  it('an admin cannot change or disable their own account', async () => {
    const admin = await account('admin');
    const res = await admin.client.call('PATCH', `/api/admin/users/${admin.id}`, { disabled: true });
    expect(res.status).toBe(403);
    expect((await admin.client.call('GET', '/api/me')).status).toBe(200);
  });

  it('answers bad ids, unknown users and empty or unknown changes with catalogue codes', async () => {
    const admin = await account('admin');
    const bad = await admin.client.call('PATCH', "/api/admin/users/1' OR '1'='1", { disabled: true });
    expect(bad.status).toBe(422);
    expect(bad.json.error.code).toBe('UserIdIsNotValid');
    const missing = await admin.client.call('PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000', {
      disabled: true,
    });
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe('UserNotFound');
    const target = await account();
    expect((await admin.client.call('PATCH', `/api/admin/users/${target.id}`, {})).status).toBe(422);
    const unknown = await admin.client.call('PATCH', `/api/admin/users/${target.id}`, { role: 'owner' });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error.fields.role).toBeTruthy();
    const extra = await admin.client.call('PATCH', `/api/admin/users/${target.id}`, {
      disabled: false,
      passwordHash: 'x',
    });
    expect(extra.json.error.fields.passwordHash).toBeTruthy();
  });
});

describe('admin: a role acts only on accounts below it', () => {
  const revoke = (actor: Awaited<ReturnType<typeof account>>, target: { id: string }) =>
    actor.client.call('POST', `/api/admin/users/${target.id}/sessions/revoke`);

  it('support signs out users, not an admin, another support or itself', async () => {
    const support = await account('support');
    const admin = await account('admin');
    const colleague = await account('support');
    for (const target of [admin, colleague, support]) {
      const res = await revoke(support, target);
      expect(res.status, res.text).toBe(403);
      expect(res.json.error.code).toBe('AccessDenied');
    }
    // Their sessions live on.
    expect((await admin.client.call('GET', '/api/me')).status).toBe(200);
    expect((await colleague.client.call('GET', '/api/me')).status).toBe(200);
    expect((await revoke(support, await account())).status).toBe(200);
  });

  it('an admin acts on users and support, not on another admin, and makes no admin', async () => {
    const admin = await account('admin');
    const other = await account('admin');
    const support = await account('support');
    const user = await account();
    expect((await revoke(admin, other)).status).toBe(403);
    expect((await admin.client.call('PATCH', `/api/admin/users/${other.id}`, { disabled: true })).status).toBe(403);
    expect((await admin.client.call('PATCH', `/api/admin/users/${other.id}`, { role: 'user' })).status).toBe(403);
    expect((await admin.client.call('PATCH', `/api/admin/users/${user.id}`, { role: 'admin' })).status).toBe(403);
    expect((await other.client.call('GET', '/api/me')).json.data.role).toBe('admin');
    expect((await user.client.call('GET', '/api/me')).json.data.role).toBe('user');
    const promoted = await admin.client.call('PATCH', `/api/admin/users/${user.id}`, { role: 'support' });
    expect(promoted.json.data.role).toBe('support');
    expect((await revoke(admin, support)).status).toBe(200);
    const demoted = await admin.client.call('PATCH', `/api/admin/users/${support.id}`, { role: 'user' });
    expect(demoted.json.data.role).toBe('user');
  });

  it("an admin adjusts neither their own wallet nor another admin's", async () => {
    const admin = await account('admin');
    const other = await account('admin');
    const body = { coins: 500, note: 'For myself' };
    for (const target of [admin, other]) {
      const res = await admin.client.call('POST', `/api/admin/users/${target.id}/wallet/adjust`, body);
      expect(res.status, res.text).toBe(403);
      expect(res.json.error.code).toBe('AccessDenied');
      expect((await target.client.call('GET', '/api/wallet')).json.data.balance).toBe(0);
    }
    const support = await account('support');
    expect((await admin.client.call('POST', `/api/admin/users/${support.id}/wallet/adjust`, body)).status).toBe(200);
  });
});

describe('admin: wallet adjustments', () => {
  // Adjustments move coins: every wallet still matches its ledger after each test.
  afterEach(async () => {
    expect(await checkLedger(t.handle.db)).toEqual([]);
  });

  it('adds and takes coins with a reason, recorded on the ledger with the admin as actor', async () => {
    const admin = await account('admin');
    const target = await account();
    const add = await admin.client.call('POST', `/api/admin/users/${target.id}/wallet/adjust`, {
      coins: 40,
      note: 'Goodwill for ticket 12',
    });
    expect(add.status, add.text).toBe(200);
    expect(add.json.data.balance).toBe(40);
    const take = await admin.client.call('POST', `/api/admin/users/${target.id}/wallet/adjust`, {
      coins: -15,
      note: 'Duplicate credit',
    });
    expect(take.json.data.balance).toBe(25);
    const list = await target.client.call('GET', '/api/wallet/transactions');
    expect(
      list.json.data.map((e: { amount: number; reason: string; note: string }) => [e.amount, e.reason, e.note]),
    ).toEqual([
      [-15, 'admin_adjustment', 'Duplicate credit'],
      [40, 'admin_adjustment', 'Goodwill for ticket 12'],
    ]);
    const [entry] = await t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, take.json.data.entryId));
    expect(entry!.actorId).toBe(admin.id);
  });

  it('never takes the balance below zero, and refuses zero, fractions, huge amounts and a missing reason', async () => {
    const admin = await account('admin');
    const target = await account();
    const url = `/api/admin/users/${target.id}/wallet/adjust`;
    const tooMuch = await admin.client.call('POST', url, { coins: -1, note: 'Take one' });
    expect(tooMuch.json.error.code).toBe('NotEnoughCoin');
    for (const body of [
      { coins: 0, note: 'zero' },
      { coins: 1.5, note: 'fraction' },
      { coins: 1e12, note: 'huge' },
      { coins: '5', note: 'string' },
      { coins: 5 },
      { coins: 5, note: '  ' },
    ]) {
      expect((await admin.client.call('POST', url, body)).status).toBe(422);
    }
    expect((await target.client.call('GET', '/api/wallet')).json.data.balance).toBe(0);
  });

  it('Idempotency-Key: a retried adjustment moves the coins once', async () => {
    const admin = await account('admin');
    const target = await account();
    const url = `/api/admin/users/${target.id}/wallet/adjust`;
    const headers = { 'Idempotency-Key': 'adjust-42' };
    const first = await admin.client.call('POST', url, { coins: 7, note: 'Goodwill for ticket 42' }, headers);
    const again = await admin.client.call('POST', url, { coins: 7, note: 'Goodwill for ticket 42' }, headers);
    expect(first.status, first.text).toBe(200);
    expect(again.json).toEqual(first.json);
    expect((await target.client.call('GET', '/api/wallet')).json.data.balance).toBe(7);
  });

  it('is for admins only', async () => {
    const support = await account('support');
    const target = await account();
    const res = await support.client.call('POST', `/api/admin/users/${target.id}/wallet/adjust`, {
      coins: 5,
      note: 'Nice try',
    });
    expect(res.status).toBe(403);
    expect((await target.client.call('GET', '/api/wallet')).json.data.balance).toBe(0);
  });
});
