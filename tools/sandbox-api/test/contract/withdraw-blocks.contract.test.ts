import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletApi, WithdrawReceiptRequest } from '@wallet/api';
import { totp } from '../../src/auth/totp';
import { apiFailure, startTestSandbox, type TestSandbox } from '../harness';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const HOUR = 3600;
const TON_REQUEST: WithdrawReceiptRequest = {
  amount: '1',
  token: 'TON',
  network: 'TON',
  address: 'UQAtl_RPTNAsaqDQdtvZA4nNvJ_j8vhyrj_aexf_jiYM9P3c',
  memo: 'blocks',
  useAccountBalance: true,
};
let keyCount = 0;
const key = () => `blocks-test-${++keyCount}`;
const now = () => t.running.sandbox.clock.nowMs();

let numbers = 0;
/** A new user of this file's own sandbox at LEVEL_2_IR holding 10 TON, so no test leans on another's state. */
async function newUser(): Promise<{ token: string; number: string; api: WalletApi }> {
  const number = `0912448${String(++numbers).padStart(4, '0')}`;
  const user = await t.userWith(number, { level: 'LEVEL_2_IR', credit: [{ token: 'TON', amount: '10' }] });
  return { ...user, number };
}

/** A new user with the authenticator app on, past its 24 h block; answers the app's secret. */
async function withAuthenticator(): Promise<{ api: WalletApi; secret: string; number: string }> {
  const user = await newUser();
  const { activationCode: secret } = await user.api.setUpGoogleAuth();
  await user.api.verifyGoogleAuth({ body: { code: totp(secret, now()) } });
  await t.advanceClock(24 * HOUR + 1);
  return { ...user, secret };
}

/** A new user with SMS codes on, past the 24 h block. */
async function withSmsCodes(): Promise<{ api: WalletApi; number: string }> {
  const user = await newUser();
  const setup = await user.api.setUpSmsTwoFactor({ body: { phone: user.number } });
  const [sms] = await t.outbox(user.number);
  await user.api.verifyTwoFactor({
    body: { codes: { SMS: sms!.code! }, authenticationId: setup.authenticationId },
  });
  await t.advanceClock(24 * HOUR + 1);
  return user;
}

const wrongFor = (right: string) => (right === '000000' ? '111111' : '000000');

describe('blocks on withdrawals', () => {
  it('[WD-06] an account lock blocks withdrawals for 72 h and cannot be undone or reset meanwhile', async () => {
    const { api } = await newUser();
    const { lockedUntil } = await api.lockAccount();
    expect(Date.parse(lockedUntil) - now()).toBeGreaterThan(72 * HOUR * 1000 - 5000);
    const status = await api.withdrawStatus();
    expect(status.blocks).toEqual([{ reason: 'ACCOUNT_LOCK', until: lockedUntil }]);
    const blocked = await apiFailure(api.withdrawReceipt({ body: TON_REQUEST }));
    expect(blocked.codeString).toBe('ACCOUNT_LOCKED');
    expect(blocked.status).toBe(422);
    const again = await apiFailure(api.lockAccount());
    expect(again.codeString).toBe('ACCOUNT_ALREADY_LOCKED');
    expect((await api.withdrawStatus()).blocks[0]?.until).toBe(lockedUntil);

    await t.advanceClock(72 * HOUR - 60);
    expect((await apiFailure(api.withdrawReceipt({ body: TON_REQUEST }))).codeString).toBe('ACCOUNT_LOCKED');
    await t.advanceClock(61);
    expect((await api.withdrawStatus()).blocks).toEqual([]);
    await expect(api.withdrawReceipt({ body: TON_REQUEST })).resolves.toMatchObject({ amount: '1' });
  });

  it('[WD-08] a Rial deposit locks crypto withdrawals for 72 h: USER_BALANCE_LOCKED', async () => {
    const { token, api } = await newUser();
    const deposit = await t.raw('/__sandbox/fiat/deposit', {
      method: 'POST',
      token,
      body: JSON.stringify({ amount: '5000000' }),
    });
    expect(deposit.status).toBe(200);
    const [block] = (await api.withdrawStatus()).blocks;
    expect(block?.reason).toBe('FIAT_DEPOSIT');
    expect(Date.parse(block!.until) - now()).toBeGreaterThan(72 * HOUR * 1000 - 5000);
    const locked = await apiFailure(api.withdrawReceipt({ body: TON_REQUEST }));
    expect(locked.codeString).toBe('USER_BALANCE_LOCKED');
    expect(locked.localizedMessage).toMatch(/72|۷۲/);
    await t.advanceClock(72 * HOUR - 60);
    expect((await apiFailure(api.withdrawReceipt({ body: TON_REQUEST }))).codeString).toBe(
      'USER_BALANCE_LOCKED',
    );
    await t.advanceClock(61);
    await expect(api.withdrawReceipt({ body: TON_REQUEST })).resolves.toMatchObject({ amount: '1' });
  });
});

describe('the lock a Rial deposit would start', () => {
  it('[WD-08] the status tells, before any deposit, until when a deposit made now would hold coins', async () => {
    const { token, api } = await newUser();
    const before = await api.withdrawStatus();
    expect(before.blocks).toEqual([]);
    expect(Date.parse(before.lockAfterDepositUntil) - now()).toBeGreaterThan(72 * HOUR * 1000 - 5000);
    expect(Date.parse(before.lockAfterDepositUntil) - now()).toBeLessThanOrEqual(72 * HOUR * 1000);
    await t.advanceClock(HOUR);
    const told = (await api.withdrawStatus()).lockAfterDepositUntil;
    expect(Date.parse(told) - Date.parse(before.lockAfterDepositUntil)).toBeGreaterThanOrEqual(HOUR * 1000);
    const deposit = await t.raw('/__sandbox/fiat/deposit', {
      method: 'POST',
      token,
      body: JSON.stringify({ amount: '5000000' }),
    });
    expect(deposit.status).toBe(200);
    const [block] = (await api.withdrawStatus()).blocks;
    expect(block?.reason).toBe('FIAT_DEPOSIT');
    // What was told is when the lock ends, give or take the moments between the two calls.
    expect(Math.abs(Date.parse(block!.until) - Date.parse(told))).toBeLessThan(5000);
  });
});

describe('two-factor authentication on withdrawals', () => {
  it('[WD-07] turning two-factor on blocks withdrawals for 24 h', async () => {
    const { api } = await newUser();
    const { activationCode: secret } = await api.setUpGoogleAuth();
    const wrong = await apiFailure(api.verifyGoogleAuth({ body: { code: wrongFor(totp(secret, now())) } }));
    expect(wrong.codeString).toBe('WRONG_TWO_FACTOR_CODE');
    const status = await api.verifyGoogleAuth({ body: { code: totp(secret, now()) } });
    expect(status.methods.map((method) => method.type)).toEqual(['GOOGLE_AUTH']);
    expect(Date.parse(status.withdrawBlockedUntil!) - now()).toBeGreaterThan(24 * HOUR * 1000 - 5000);
    const blocked = await apiFailure(api.withdrawReceipt({ body: TON_REQUEST }));
    expect(blocked.codeString).toBe('WITHDRAW_BLOCKED_AFTER_TWO_FACTOR');
    expect((await api.withdrawStatus()).blocks.map((block) => block.reason)).toEqual(['TWO_FACTOR_CHANGED']);
    await t.advanceClock(24 * HOUR - 60);
    expect((await apiFailure(api.withdrawReceipt({ body: TON_REQUEST }))).codeString).toBe(
      'WITHDRAW_BLOCKED_AFTER_TWO_FACTOR',
    );
    await t.advanceClock(61);
    expect((await api.twoFactorStatus()).withdrawBlockedUntil).toBeNull();
  });

  it('[WD-09] running a withdrawal then needs X-2FA-AUTH: none, a wrong one, then the app code', async () => {
    const { api, secret } = await withAuthenticator();
    const receipt = await api.withdrawReceipt({ body: TON_REQUEST });
    expect(receipt.isTwoFactorRequired).toBe(true);
    expect((await api.withdrawStatus()).isTwoFactorRequired).toBe(true);
    const missing = await apiFailure(
      api.runExpressTask({ params: { taskId: receipt.taskId } }, { idempotencyKey: key() }),
    );
    expect(missing.codeString).toBe('TWO_FACTOR_REQUIRED');
    const wrong = await apiFailure(
      api.runExpressTask(
        { params: { taskId: receipt.taskId } },
        { idempotencyKey: key(), twoFactorCode: wrongFor(totp(secret, now())) },
      ),
    );
    expect(wrong.codeString).toBe('WRONG_TWO_FACTOR_CODE');
    const done = await api.runExpressTask(
      { params: { taskId: receipt.taskId } },
      { idempotencyKey: key(), twoFactorCode: totp(secret, now()) },
    );
    expect(done.transaction.status).toBe('TRANSACTION_CREATED');
  });

  it('[WD-09] an SMS code is sent for one task and only opens that task, once', async () => {
    const { api, number } = await withSmsCodes();
    const first = await api.withdrawReceipt({ body: TON_REQUEST });
    const second = await api.withdrawReceipt({ body: TON_REQUEST });
    const sent = await api.sendTwoFactorCode({
      params: { type: 'SMS' },
      body: { authenticationId: first.taskId },
    });
    expect(sent.sentTo).toBe(`${number.slice(0, 4)}***${number.slice(-4)}`);
    const [sms] = await t.outbox(number);
    const elsewhere = await apiFailure(
      api.runExpressTask(
        { params: { taskId: second.taskId } },
        { idempotencyKey: key(), twoFactorCode: sms!.code! },
      ),
    );
    expect(elsewhere.codeString).toBe('WRONG_TWO_FACTOR_CODE');
    const runKey = key();
    const done = await api.runExpressTask(
      { params: { taskId: first.taskId } },
      { idempotencyKey: runKey, twoFactorCode: sms!.code! },
    );
    // A retry with the same key and code replays the answer: still one withdrawal.
    const replay = await api.runExpressTask(
      { params: { taskId: first.taskId } },
      { idempotencyKey: runKey, twoFactorCode: sms!.code! },
    );
    expect(replay.transaction.id).toBe(done.transaction.id);
    // The code was used: it opens no other call, not even another run of a new task.
    const again = await api.withdrawReceipt({ body: TON_REQUEST });
    const reused = await apiFailure(
      api.runExpressTask(
        { params: { taskId: again.taskId } },
        { idempotencyKey: key(), twoFactorCode: sms!.code! },
      ),
    );
    expect(reused.codeString).toBe('WRONG_TWO_FACTOR_CODE');
  });

  it('[WD-09] five wrong tries use up the SMS code of a task: TOO_MANY_OTP_ATTEMPTS, even for the right code', async () => {
    const { api, number } = await withSmsCodes();
    const receipt = await api.withdrawReceipt({ body: TON_REQUEST });
    await api.sendTwoFactorCode({ params: { type: 'SMS' }, body: { authenticationId: receipt.taskId } });
    const [sms] = await t.outbox(number);
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const failure = await apiFailure(
        api.runExpressTask(
          { params: { taskId: receipt.taskId } },
          { idempotencyKey: key(), twoFactorCode: wrongFor(sms!.code!) },
        ),
      );
      codes.push(failure.codeString);
    }
    // The fifth wrong try uses the code up, and says so.
    expect(codes).toEqual([
      ...Array(4).fill('WRONG_TWO_FACTOR_CODE'),
      ...Array(2).fill('TOO_MANY_OTP_ATTEMPTS'),
    ]);
    const locked = await apiFailure(
      api.runExpressTask(
        { params: { taskId: receipt.taskId } },
        { idempotencyKey: key(), twoFactorCode: sms!.code! },
      ),
    );
    expect({ status: locked.status, codeString: locked.codeString }).toEqual({
      status: 429,
      codeString: 'TOO_MANY_OTP_ATTEMPTS',
    });
  });

  it('[WD-09] authenticator guesses: 5 wrong in 15 minutes, then 429 even for the right code until the window passes', async () => {
    const { api, secret } = await withAuthenticator();
    const receipt = await api.withdrawReceipt({ body: TON_REQUEST });
    const run = (twoFactorCode: string) =>
      api.runExpressTask({ params: { taskId: receipt.taskId } }, { idempotencyKey: key(), twoFactorCode });
    for (let i = 0; i < 5; i++) {
      expect((await apiFailure(run(wrongFor(totp(secret, now()))))).codeString).toBe('WRONG_TWO_FACTOR_CODE');
    }
    const cooling = await apiFailure(run(totp(secret, now())));
    expect({ status: cooling.status, codeString: cooling.codeString }).toEqual({
      status: 429,
      codeString: 'TOO_MANY_OTP_ATTEMPTS',
    });
    await t.advanceClock(14 * 60);
    expect((await apiFailure(run(totp(secret, now())))).codeString).toBe('TOO_MANY_OTP_ATTEMPTS');
    await t.advanceClock(61);
    const fresh = await api.withdrawReceipt({ body: TON_REQUEST });
    const done = await api.runExpressTask(
      { params: { taskId: fresh.taskId } },
      { idempotencyKey: key(), twoFactorCode: totp(secret, now()) },
    );
    expect(done.transaction.status).toBe('TRANSACTION_CREATED');
  });

  it('[WD-09] 50 parallel guesses get at most 5 compared; the rest, and then the right code, get 429', async () => {
    const { api, secret } = await withAuthenticator();
    const receipt = await api.withdrawReceipt({ body: TON_REQUEST });
    const wrong = wrongFor(totp(secret, now()));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        api.runExpressTask(
          { params: { taskId: receipt.taskId } },
          { idempotencyKey: key(), twoFactorCode: wrong },
        ),
      ),
    );
    const answers = results.map((result) =>
      result.status === 'rejected' ? (result.reason as { codeString: string }).codeString : 'PASSED',
    );
    expect(answers.filter((answer) => answer === 'WRONG_TWO_FACTOR_CODE').length).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer !== 'WRONG_TWO_FACTOR_CODE')).toEqual(
      Array(answers.filter((answer) => answer !== 'WRONG_TWO_FACTOR_CODE').length).fill(
        'TOO_MANY_OTP_ATTEMPTS',
      ),
    );
    const right = await apiFailure(
      api.runExpressTask(
        { params: { taskId: receipt.taskId } },
        { idempotencyKey: key(), twoFactorCode: totp(secret, now()) },
      ),
    );
    expect(right.codeString).toBe('TOO_MANY_OTP_ATTEMPTS');
  });

  it('[SEC-05] turning the authenticator app on is limited the same way: 5 wrong codes, then 429', async () => {
    const { api } = await newUser();
    const { activationCode: secret } = await api.setUpGoogleAuth();
    for (let i = 0; i < 5; i++) {
      const wrong = await apiFailure(api.verifyGoogleAuth({ body: { code: wrongFor(totp(secret, now())) } }));
      expect(wrong.codeString).toBe('WRONG_TWO_FACTOR_CODE');
    }
    const cooling = await apiFailure(api.verifyGoogleAuth({ body: { code: totp(secret, now()) } }));
    expect({ status: cooling.status, codeString: cooling.codeString }).toEqual({
      status: 429,
      codeString: 'TOO_MANY_OTP_ATTEMPTS',
    });
    expect((await api.twoFactorStatus()).methods).toEqual([]);
  });

  it('[WD-09] turning a method off is itself protected by X-2FA-AUTH', async () => {
    const { api, secret } = await withAuthenticator();
    const refused = await apiFailure(api.disableTwoFactor({ params: { type: 'GOOGLE_AUTH' } }));
    expect(refused.codeString).toBe('TWO_FACTOR_REQUIRED');
    const status = await api.disableTwoFactor(
      { params: { type: 'GOOGLE_AUTH' } },
      { twoFactorCode: totp(secret, now()) },
    );
    expect(status.methods).toEqual([]);
    // Turning it off starts a new 24 h wait (a stolen session must not turn it off and withdraw at once).
    expect(Date.parse(status.withdrawBlockedUntil!) - now()).toBeGreaterThan(24 * HOUR * 1000 - 5000);
  });
});
