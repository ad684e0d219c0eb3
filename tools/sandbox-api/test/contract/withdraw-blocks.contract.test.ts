import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletApi, WithdrawReceiptRequest } from '@wallet/api';
import { totp } from '../../src/wallet/two-factor';
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

/** demo_level2 (TON 820) in a sandbox of this file's own, so its clock moves affect no other file. */
async function level2(): Promise<WalletApi> {
  return t.api((await t.login('09120000002')).token);
}

describe('blocks on withdrawals', () => {
  it('[WD-06] an account lock blocks withdrawals for 72 h and cannot be undone or reset meanwhile', async () => {
    const api = await level2();
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
    const login = await t.login('09120000002');
    const api = t.api(login.token);
    const deposit = await t.raw('/__sandbox/fiat/deposit', {
      method: 'POST',
      token: login.token,
      body: JSON.stringify({ amount: '5000000' }),
    });
    expect(deposit.status).toBe(200);
    const [block] = (await api.withdrawStatus()).blocks;
    expect(block?.reason).toBe('FIAT_DEPOSIT');
    expect(Date.parse(block!.until) - now()).toBeGreaterThan(72 * HOUR * 1000 - 5000);
    const locked = await apiFailure(api.withdrawReceipt({ body: TON_REQUEST }));
    expect(locked.codeString).toBe('USER_BALANCE_LOCKED');
    expect(locked.localizedMessage).toMatch(/72/);
    await t.advanceClock(72 * HOUR - 60);
    expect((await apiFailure(api.withdrawReceipt({ body: TON_REQUEST }))).codeString).toBe(
      'USER_BALANCE_LOCKED',
    );
    await t.advanceClock(61);
    await expect(api.withdrawReceipt({ body: TON_REQUEST })).resolves.toMatchObject({ amount: '1' });
  });
});

describe('two-factor authentication on withdrawals', () => {
  let api: WalletApi;
  let secret: string;

  it('[WD-07] turning two-factor on blocks withdrawals for 24 h', async () => {
    api = await level2();
    ({ activationCode: secret } = await api.setUpGoogleAuth());
    const wrong = await apiFailure(
      api.verifyGoogleAuth({ body: { code: '000000' === totp(secret, now()) ? '111111' : '000000' } }),
    );
    expect(wrong.codeString).toBe('WRONG_TWO_FACTOR_CODE');
    const status = await api.verifyGoogleAuth({ body: { code: totp(secret, now()) } });
    expect(status.methods.map((method) => method.type)).toEqual(['GOOGLE_AUTH']);
    expect(Date.parse(status.withdrawBlockedUntil!) - now()).toBeGreaterThan(24 * HOUR * 1000 - 5000);
    const blocked = await apiFailure(api.withdrawReceipt({ body: TON_REQUEST }));
    expect(blocked.codeString).toBe('WITHDRAW_BLOCKED_AFTER_TWO_FACTOR');
    expect((await api.withdrawStatus()).blocks.map((block) => block.reason)).toEqual(['TWO_FACTOR_ENABLED']);
    await t.advanceClock(24 * HOUR - 60);
    expect((await apiFailure(api.withdrawReceipt({ body: TON_REQUEST }))).codeString).toBe(
      'WITHDRAW_BLOCKED_AFTER_TWO_FACTOR',
    );
    await t.advanceClock(61);
    expect((await api.twoFactorStatus()).withdrawBlockedUntil).toBeNull();
  });

  it('[WD-09] running a withdrawal then needs X-2FA-AUTH: none, a wrong one, then the app code', async () => {
    const receipt = await api.withdrawReceipt({ body: TON_REQUEST });
    expect(receipt.isTwoFactorRequired).toBe(true);
    expect((await api.withdrawStatus()).isTwoFactorRequired).toBe(true);
    const missing = await apiFailure(
      api.runExpressTask({ params: { taskId: receipt.taskId } }, { idempotencyKey: key() }),
    );
    expect(missing.codeString).toBe('TWO_FACTOR_REQUIRED');
    const wrongCode = totp(secret, now()) === '123456' ? '654321' : '123456';
    const wrong = await apiFailure(
      api.runExpressTask(
        { params: { taskId: receipt.taskId } },
        { idempotencyKey: key(), twoFactorCode: wrongCode },
      ),
    );
    expect(wrong.codeString).toBe('WRONG_TWO_FACTOR_CODE');
    const done = await api.runExpressTask(
      { params: { taskId: receipt.taskId } },
      { idempotencyKey: key(), twoFactorCode: totp(secret, now()) },
    );
    expect(done.transaction.status).toBe('TRANSACTION_CREATED');
  });

  it('[WD-09] an SMS code is sent for one task and only opens that task', async () => {
    const login = await t.login('09120000002');
    api = t.api(login.token);
    const setup = await api.setUpSmsTwoFactor({ body: { phone: '09120000002' } });
    const [setupSms] = await t.outbox('09120000002');
    await api.verifyTwoFactor({
      body: { codes: { SMS: setupSms!.code! }, authenticationId: setup.authenticationId },
    });
    await t.advanceClock(24 * HOUR + 1);

    const first = await api.withdrawReceipt({ body: TON_REQUEST });
    const second = await api.withdrawReceipt({ body: TON_REQUEST });
    const sent = await api.sendTwoFactorCode({
      params: { type: 'SMS' },
      body: { authenticationId: first.taskId },
    });
    expect(sent.sentTo).toBe('0912***0002');
    const [sms] = await t.outbox('09120000002');
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
  });

  it('[WD-09] five wrong codes for one task end its tries: TOO_MANY_OTP_ATTEMPTS', async () => {
    const receipt = await api.withdrawReceipt({ body: TON_REQUEST });
    await api.sendTwoFactorCode({ params: { type: 'SMS' }, body: { authenticationId: receipt.taskId } });
    const [sms] = await t.outbox('09120000002');
    const wrong = sms!.code === '000000' ? '000001' : '000000';
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const failure = await apiFailure(
        api.runExpressTask(
          { params: { taskId: receipt.taskId } },
          { idempotencyKey: key(), twoFactorCode: wrong },
        ),
      );
      codes.push(failure.codeString);
    }
    // The authenticator app is also on: each wrong code counts once against the SMS code.
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('WRONG_TWO_FACTOR_CODE'));
    expect(codes[5]).toBe('TOO_MANY_OTP_ATTEMPTS');
    const locked = await apiFailure(
      api.runExpressTask(
        { params: { taskId: receipt.taskId } },
        { idempotencyKey: key(), twoFactorCode: sms!.code! },
      ),
    );
    expect(locked.codeString).toBe('TOO_MANY_OTP_ATTEMPTS');
  });

  it('[WD-09] turning a method off is itself protected by X-2FA-AUTH', async () => {
    const refused = await apiFailure(api.disableTwoFactor({ params: { type: 'SMS' } }));
    expect(refused.codeString).toBe('TWO_FACTOR_REQUIRED');
    const status = await api.disableTwoFactor(
      { params: { type: 'SMS' } },
      { twoFactorCode: totp(secret, now()) },
    );
    expect(status.methods.map((method) => method.type)).toEqual(['GOOGLE_AUTH']);
  });
});
