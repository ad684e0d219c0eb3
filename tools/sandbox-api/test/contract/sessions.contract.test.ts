import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_DAYS, SESSION_MAX_AGE_DAYS } from '@wallet/api';
import { apiFailure, startTestSandbox, type TestSandbox } from '../harness';

// Clock moves reach the whole sandbox, so this file keeps one of its own; each test logs in afresh and
// counts time from its own login.
let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const DAY_SECONDS = 86_400;
const MINUTE_SECONDS = 60;

async function expectEnded(token: string): Promise<void> {
  const error = await apiFailure(t.api(token).whoami());
  expect(error.status).toBe(401);
  expect(error.codeString).toBe('UNAUTHORIZED');
}

describe('a session ends when unused', () => {
  it(`lives ${SESSION_IDLE_DAYS} days less a minute unused, and idle time counts from the last use`, async () => {
    const { token } = await t.login('09125550001');
    await t.advanceClock(SESSION_IDLE_DAYS * DAY_SECONDS - MINUTE_SECONDS);
    await expect(t.api(token).whoami()).resolves.toBeTruthy();
    // A whole idle period after the login, but less than one after the last use.
    await t.advanceClock(SESSION_IDLE_DAYS * DAY_SECONDS - MINUTE_SECONDS);
    await expect(t.api(token).whoami()).resolves.toBeTruthy();
  });

  it(`is 401 after ${SESSION_IDLE_DAYS} days unused`, async () => {
    const { token } = await t.login('09125550002');
    await t.advanceClock(SESSION_IDLE_DAYS * DAY_SECONDS);
    await expectEnded(token);
  });
});

describe('a session ends at its maximum age', () => {
  it(`used every 6 days, it lives until ${SESSION_MAX_AGE_DAYS} days after login, then 401`, async () => {
    const { token } = await t.login('09125550003');
    for (let day = 6; day < SESSION_MAX_AGE_DAYS; day += 6) {
      await t.advanceClock(6 * DAY_SECONDS);
      await expect(t.api(token).whoami()).resolves.toBeTruthy();
    }
    // Day 24 so far: a minute short of 30 days it still works, and at 30 days it has ended.
    await t.advanceClock(6 * DAY_SECONDS - MINUTE_SECONDS);
    await expect(t.api(token).whoami()).resolves.toBeTruthy();
    await t.advanceClock(MINUTE_SECONDS);
    await expectEnded(token);
  });
});

describe('an ended session', () => {
  it('[AUTH-08] is not listed, and cannot be revoked, from the user’s live session', async () => {
    const old = await t.login('09125550004');
    const oldId = (await t.api(old.token).whoami()).sessionId;
    await t.advanceClock(6 * DAY_SECONDS);
    const fresh = await t.login('09125550004');
    expect((await t.api(fresh.token).sessions()).map((s) => s.id)).toContain(oldId);

    await t.advanceClock(DAY_SECONDS);
    const listed = await t.api(fresh.token).sessions();
    expect(listed.map((s) => s.id)).not.toContain(oldId);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.current).toBe(true);
    const revoke = await apiFailure(t.api(fresh.token).revokeSession({ params: { id: oldId } }));
    expect(revoke.codeString).toBe('SESSION_NOT_FOUND');
    await expectEnded(old.token);
  });
});

describe('logout and revocation end a session at once', () => {
  it('logout: the token is 401 immediately and the session leaves the list', async () => {
    const kept = await t.login('09125550005');
    const leaving = await t.login('09125550005');
    const leavingId = (await t.api(leaving.token).whoami()).sessionId;
    await t.api(leaving.token).logout();
    await expectEnded(leaving.token);
    expect((await t.api(kept.token).sessions()).map((s) => s.id)).not.toContain(leavingId);
  });

  it('[AUTH-08] revoke one: that token is 401 immediately, the revoking one still works', async () => {
    const mine = await t.login('09125550006');
    const other = await t.login('09125550006');
    const otherId = (await t.api(other.token).whoami()).sessionId;
    await t.api(mine.token).revokeSession({ params: { id: otherId } });
    await expectEnded(other.token);
    await expect(t.api(mine.token).whoami()).resolves.toBeTruthy();
  });

  it('[AUTH-08] revoke all: every other token is 401 immediately, the current one still works', async () => {
    const mine = await t.login('09125550007');
    const others = [await t.login('09125550007'), await t.login('09125550007')];
    expect(await t.api(mine.token).revokeAllSessions()).toEqual({ revoked: 2 });
    for (const other of others) await expectEnded(other.token);
    await expect(t.api(mine.token).whoami()).resolves.toBeTruthy();
    expect(await t.api(mine.token).sessions()).toHaveLength(1);
  });
});
