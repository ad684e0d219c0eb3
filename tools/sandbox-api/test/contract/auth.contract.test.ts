import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@wallet/api';
import { otpCodes } from '../../src/db/schema';
import { DEVICE, startTestSandbox, type TestSandbox } from '../harness';
import { failure } from './failure';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const otpBody = (number: string) => ({ body: { region: 'IR' as const, number, deviceInformation: DEVICE } });

describe('phone OTP login', () => {
  it.each([
    ['fa', 'کد ورود'],
    ['en', 'login code'],
    ['fr', 'code de connexion'],
    ['ru', 'код для входа'],
    ['zh', '登录验证码'],
  ])('the login SMS of a new user on a page in %s is in that language', async (language, words) => {
    const number = `0935222000${['fa', 'en', 'fr', 'ru', 'zh'].indexOf(language)}`;
    await t.api(undefined, language).requestOtp(otpBody(number));
    const [message] = await t.outbox(number);
    expect(message?.text.toLowerCase()).toContain(words.toLowerCase());
    expect(message?.text).toContain(message?.code);
  });

  it('the login SMS of a known user is in their language, whatever the page asks in', async () => {
    const number = '09352220010';
    const api = t.api(undefined, 'ru');
    await api.requestOtp(otpBody(number));
    const [first] = await t.outbox(number);
    await api.verifyOtp({ body: { region: 'IR', number, code: first!.code!, deviceInformation: DEVICE } });
    await t.advanceClock(11 * 60);
    await t.api(undefined, 'fa').requestOtp(otpBody(number));
    const messages = await t.outbox(number);
    expect(messages).toHaveLength(2);
    const [second] = messages;
    expect(second!.createdAt > first!.createdAt).toBe(true);
    expect(second?.text).toContain('код для входа');
  });

  it('[AUTH-01] sends a 6-digit code to the outbox and logs in with it, creating the user once', async () => {
    const sent = await t.api().requestOtp(otpBody('09351112233'));
    expect(sent).toEqual({ expiresInSeconds: 120, codeLength: 6 });
    const [message] = await t.outbox('+989351112233');
    expect(message?.channel).toBe('SMS');
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(message?.code);

    const first = await t.api().verifyOtp({
      body: { region: 'IR', number: '+989351112233', code: message!.code!, deviceInformation: DEVICE },
    });
    expect(first.isSignup).toBe(true);
    expect(first.token).toMatch(/^wlt_/);
    const me = await t.api(first.token).whoami();
    expect(me.phoneNumbers).toEqual([{ number: '+989351112233', primary: true }]);

    const second = await t.login('09351112233');
    expect(second.isSignup).toBe(false);
    expect((await t.api(second.token).whoami()).id).toBe(me.id);
  });

  it('[AUTH-02] treats 0912… and +98912… as the same number', async () => {
    await t.api().requestOtp(otpBody('09121234500'));
    const messages = await t.outbox('+989121234500');
    expect(messages).toHaveLength(1);
    expect(messages[0]?.to).toBe('+989121234500');
  });

  it('stores codes hashed, never in plain text', async () => {
    await t.api().requestOtp(otpBody('09121234501'));
    const [message] = await t.outbox('+989121234501');
    const rows = await t.running.sandbox.db.select().from(otpCodes);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.codeHash).not.toContain(message!.code!);
    }
  });

  it.each([
    ['a landline', '02188776655'],
    ['a short number', '0912123456'],
    ['a foreign number', '+14155550100'],
    ['letters', 'not-a-phone'],
  ])('answers 400 BAD_INPUT_VALUES for %s', async (_, number) => {
    const error = await failure(t.api().requestOtp(otpBody(number)));
    expect(error.status).toBe(400);
    expect(error.codeString).toBe('BAD_INPUT_VALUES');
    expect(error.localizedMessage).toBeTruthy();
  });

  it('answers 400 BAD_INPUT_VALUES for a region other than IR', async () => {
    const { status, body } = await t.raw('/v1/authentication/otp', {
      method: 'POST',
      body: JSON.stringify({ region: 'US', number: '09121234567', deviceInformation: DEVICE }),
    });
    expect(status).toBe(400);
    expect(body.codeString).toBe('BAD_INPUT_VALUES');
  });

  it('refuses a wrong code with WRONG_OTP_CODE and still accepts the right one', async () => {
    await t.api().requestOtp(otpBody('09121234502'));
    const [message] = await t.outbox('09121234502');
    const wrong = message!.code === '000000' ? '111111' : '000000';
    const error = await failure(
      t
        .api()
        .verifyOtp({ body: { region: 'IR', number: '09121234502', code: wrong, deviceInformation: DEVICE } }),
    );
    expect(error.status).toBe(400);
    expect(error.codeString).toBe('WRONG_OTP_CODE');
    const ok = await t.api().verifyOtp({
      body: { region: 'IR', number: '09121234502', code: message!.code!, deviceInformation: DEVICE },
    });
    expect(ok.token).toBeTruthy();
  });

  it('refuses a code after 2 minutes with OTP_CODE_EXPIRED', async () => {
    await t.api().requestOtp(otpBody('09121234503'));
    const [message] = await t.outbox('09121234503');
    await t.advanceClock(121);
    const error = await failure(
      t.api().verifyOtp({
        body: { region: 'IR', number: '09121234503', code: message!.code!, deviceInformation: DEVICE },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.codeString).toBe('OTP_CODE_EXPIRED');
  });

  it('allows 5 code requests per number per 10 minutes, then 429 TOO_MANY_OTP_REQUESTS', async () => {
    for (let i = 0; i < 5; i++) await t.api().requestOtp(otpBody('09121234504'));
    const error = await failure(t.api().requestOtp(otpBody('09121234504')));
    expect(error.status).toBe(429);
    expect(error.codeString).toBe('TOO_MANY_OTP_REQUESTS');
    // Another number is not affected.
    await expect(t.api().requestOtp(otpBody('09121234505'))).resolves.toBeTruthy();
    await t.advanceClock(10 * 60 + 1);
    await expect(t.api().requestOtp(otpBody('09121234504'))).resolves.toBeTruthy();
  });

  it('holds the request limit under 10 parallel requests: exactly 5 codes are sent', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => t.api().requestOtp(otpBody('09121234509'))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as ApiError).codeString)).toEqual(
      Array(5).fill('TOO_MANY_OTP_REQUESTS'),
    );
    expect(await t.outbox('09121234509')).toHaveLength(5);
  });

  it('allows 5 wrong tries per code, then 429 TOO_MANY_OTP_ATTEMPTS even for the right code', async () => {
    await t.api().requestOtp(otpBody('09121234506'));
    const [message] = await t.outbox('09121234506');
    const right = message!.code!;
    const wrong = right === '999999' ? '999998' : '999999';
    const verify = (code: string) =>
      t.api().verifyOtp({ body: { region: 'IR', number: '09121234506', code, deviceInformation: DEVICE } });
    for (let i = 0; i < 4; i++) expect((await failure(verify(wrong))).codeString).toBe('WRONG_OTP_CODE');
    const fifth = await failure(verify(wrong));
    expect(fifth.status).toBe(429);
    expect(fifth.codeString).toBe('TOO_MANY_OTP_ATTEMPTS');
    const afterLimit = await failure(verify(right));
    expect(afterLimit.status).toBe(429);
    expect(afterLimit.codeString).toBe('TOO_MANY_OTP_ATTEMPTS');
  });

  it('counts parallel guesses: 20 at once never get more than 5 tries', async () => {
    await t.api().requestOtp(otpBody('09121234507'));
    const [message] = await t.outbox('09121234507');
    const wrong = message!.code === '123123' ? '321321' : '123123';
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        t.api().verifyOtp({
          body: { region: 'IR', number: '09121234507', code: wrong, deviceInformation: DEVICE },
        }),
      ),
    );
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as ApiError).codeString : 'OK'));
    expect(codes.filter((c) => c === 'WRONG_OTP_CODE').length).toBeLessThanOrEqual(4);
    expect(codes.filter((c) => c === 'TOO_MANY_OTP_ATTEMPTS').length).toBeGreaterThanOrEqual(16);
  });
});

describe('Telegram login', () => {
  it('[AUTH-04] logs in with valid init data, creating the user the first time', async () => {
    const initData = t.telegramInitData({ id: 5550001, first_name: 'Ali', username: 'ali_tg' });
    const first = await t.api().telegramLogin({
      body: { telegramData: initData, deviceInformation: DEVICE, loginToInitialUser: false },
    });
    expect(first.isSignup).toBe(true);
    const me = await t.api(first.token).whoami();
    expect(me.displayName).toBe('Ali');
    expect(me.username).toBe('ali_tg');
    const again = await t.api().telegramLogin({
      body: { telegramData: initData, deviceInformation: DEVICE, loginToInitialUser: false },
    });
    expect(again.isSignup).toBe(false);
  });

  it('creates one user when the first logins of a Telegram account arrive together', async () => {
    const body = {
      telegramData: t.telegramInitData({ id: 5550010, first_name: 'Mina' }),
      deviceInformation: DEVICE,
      loginToInitialUser: false,
    };
    const logins = await Promise.all(Array.from({ length: 5 }, () => t.api().telegramLogin({ body })));
    expect(logins.filter((l) => l.isSignup)).toHaveLength(1);
    const ids = await Promise.all(logins.map(async (l) => (await t.api(l.token).whoami()).id));
    expect(new Set(ids).size).toBe(1);
  });

  it('logs a seeded demo user in by its Telegram id', async () => {
    const initData = t.telegramInitData({ id: 700000003, first_name: 'Sara' });
    const { token, isSignup } = await t.api().telegramLogin({
      body: { telegramData: initData, deviceInformation: DEVICE, loginToInitialUser: false },
    });
    expect(isSignup).toBe(false);
    expect((await t.api(token).whoami()).level).toBe('LEVEL_2_IR');
  });

  it('answers 401 for tampered init data', async () => {
    const initData = t.telegramInitData({ id: 5550002, first_name: 'Eve' });
    const tampered = initData.replace('5550002', '5550003');
    expect(tampered).not.toBe(initData);
    const error = await failure(
      t.api().telegramLogin({
        body: { telegramData: tampered, deviceInformation: DEVICE, loginToInitialUser: false },
      }),
    );
    expect(error.status).toBe(401);
    expect(error.codeString).toBe('INVALID_TELEGRAM_DATA');
  });

  it('answers 401 for init data signed with another bot token', async () => {
    const { sign } = await import('@telegram-apps/init-data-node');
    const foreign = sign(
      { user: { id: 1, first_name: 'X' } } as Parameters<typeof sign>[0],
      '1:other',
      new Date(),
    );
    const error = await failure(
      t.api().telegramLogin({
        body: { telegramData: foreign, deviceInformation: DEVICE, loginToInitialUser: false },
      }),
    );
    expect(error.status).toBe(401);
  });

  it('answers 401 for init data older than 24 hours', async () => {
    const old = t.telegramInitData({ id: 5550004 }, new Date(Date.now() - 25 * 3600 * 1000));
    const error = await failure(
      t
        .api()
        .telegramLogin({ body: { telegramData: old, deviceInformation: DEVICE, loginToInitialUser: false } }),
    );
    expect(error.status).toBe(401);
    expect(error.codeString).toBe('TELEGRAM_DATA_EXPIRED');
  });

  it('after a logout inside Telegram, answers TELEGRAM_IS_LOGGED_OUT until the user asks to log in', async () => {
    const initData = t.telegramInitData({ id: 5550005, first_name: 'Leyla' });
    const body = { telegramData: initData, deviceInformation: DEVICE, loginToInitialUser: false };
    const { token } = await t.api().telegramLogin({ body });
    await t.api(token).logout();
    const error = await failure(t.api().telegramLogin({ body }));
    expect(error.status).toBe(401);
    expect(error.codeString).toBe('TELEGRAM_IS_LOGGED_OUT');
    const back = await t.api().telegramLogin({ body: { ...body, loginToInitialUser: true } });
    expect(back.isSignup).toBe(false);
    await expect(t.api().telegramLogin({ body })).resolves.toBeTruthy();
  });

  it('links the Telegram account when a phone login carries init data', async () => {
    const initData = t.telegramInitData({ id: 5550006, first_name: 'Nima' });
    await t.api().requestOtp(otpBody('09121234508'));
    const [message] = await t.outbox('09121234508');
    const phoneLogin = await t.api().verifyOtp({
      body: {
        region: 'IR',
        number: '09121234508',
        code: message!.code!,
        deviceInformation: DEVICE,
        telegramData: initData,
      },
    });
    const viaTelegram = await t.api().telegramLogin({
      body: { telegramData: initData, deviceInformation: DEVICE, loginToInitialUser: false },
    });
    expect(viaTelegram.isSignup).toBe(false);
    expect((await t.api(viaTelegram.token).whoami()).id).toBe((await t.api(phoneLogin.token).whoami()).id);
  });
});

describe('sessions', () => {
  it('[AUTH-08] lists sessions with device information, revokes one and all others', async () => {
    const a = await t.login('09121234510');
    const b = await t.login('09121234510');
    const c = await t.login('09121234510');
    const list = await t.api(a.token).sessions();
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list[0]?.deviceInformation.persistentId).toBe(DEVICE.persistentId);
    expect(list.every((s) => s.platform === 'WEB' && s.os === 'LINUX')).toBe(true);

    const bId = (await t.api(b.token).whoami()).sessionId;
    await t.api(a.token).revokeSession({ params: { id: bId } });
    expect((await failure(t.api(b.token).whoami())).status).toBe(401);
    expect((await failure(t.api(a.token).revokeSession({ params: { id: bId } }))).codeString).toBe(
      'SESSION_NOT_FOUND',
    );

    expect(await t.api(a.token).revokeAllSessions()).toEqual({ revoked: 1 });
    expect((await failure(t.api(c.token).whoami())).status).toBe(401);
    expect(await t.api(a.token).sessions()).toHaveLength(1);
  });

  it("cannot revoke another user's session", async () => {
    const mine = await t.login('09121234511');
    const theirs = await t.login('09121234512');
    const theirId = (await t.api(theirs.token).whoami()).sessionId;
    const error = await failure(t.api(mine.token).revokeSession({ params: { id: theirId } }));
    expect(error.status).toBe(404);
    await expect(t.api(theirs.token).whoami()).resolves.toBeTruthy();
  });

  it('logout revokes the session', async () => {
    const { token } = await t.login('09121234513');
    await t.api(token).logout();
    const error = await failure(t.api(token).whoami());
    expect(error.status).toBe(401);
    expect(error.codeString).toBe('UNAUTHORIZED');
  });

  it('[AUTH-08] pages the login history, limit 100 and page 0 by default', async () => {
    const { token } = await t.login('09121234514');
    await t.login('09121234514');
    await t.login('09121234514');
    const all = await t.api(token).loginHistory();
    expect(all).toMatchObject({ page: 0, limit: 100, total: 3 });
    expect(all.items).toHaveLength(3);
    // Newest first: ids are whole numbers, compared as such.
    expect(BigInt(all.items[0]!.id) > BigInt(all.items[2]!.id)).toBe(true);
    const second = await t.api(token).loginHistory({ query: { limit: 2, page: 1 } });
    expect(second.items).toHaveLength(1);
    expect(second.items[0]?.method).toBe('PHONE_OTP');
  });
});
