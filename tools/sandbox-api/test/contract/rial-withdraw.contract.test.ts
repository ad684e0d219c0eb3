import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, UserLevel, WalletApi } from '@wallet/api';
import { totp } from '../../src/auth/totp';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const HOUR = 3600;
const MINUTE = 60;
const OWN_IBAN = 'IR110170000000100000000002';
const OTHER_OWN_IBAN = 'IR420120000000300000000004';
const now = () => t.running.sandbox.clock.nowMs();

interface Withdrawer {
  api: WalletApi;
  token: string;
  ibanId: string;
}

let numbers = 0;
/** A new user of this file's sandbox holding `toman` Toman, with OWN_IBAN registered. */
async function withdrawer(toman: string, level: UserLevel = 'LEVEL_1_IR'): Promise<Withdrawer> {
  const number = `0912443${String(++numbers).padStart(4, '0')}`;
  const { api, token } = await t.userWith(number, {
    level: 'LEVEL_1_IR',
    credit: [{ token: 'IRT', amount: toman }],
  });
  const iban = await api.addBankIban({ body: { number: OWN_IBAN } });
  if (level !== 'LEVEL_1_IR') await control(token, '/__sandbox/user/level', 'PUT', { level });
  return { api, token, ibanId: iban.id };
}

async function control(token: string | undefined, path: string, method: string, body?: unknown) {
  const answer = await t.raw(path, {
    method,
    token,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.status, `${method} ${path}`).toBe(200);
  return answer.body.result;
}

const setFlag = (name: string, enabled: boolean) =>
  control(undefined, `/__sandbox/flags/${name}`, 'PUT', { enabled });

const toman = async (api: WalletApi) =>
  (await api.assets()).tokens.find((entry) => entry.token === 'IRT')?.balance.amount.number ?? '0';

/** Previews and sends `amount` to the user's IBAN with the preview's fee. */
async function withdraw(user: Withdrawer, amount: string, options = moneyKey()) {
  const preview = await user.api.rialWithdrawPreview({ query: { iban: user.ibanId, amount } });
  return user.api.rialWithdraw({ body: { iban: user.ibanId, amount, fee: preview.fee } }, options);
}

const transactionOf = async (api: WalletApi, id: string) => api.transaction({ params: { id } });

describe('Rial withdraw preview', () => {
  it('[RIAL-11] answers the fee, what the IBAN receives, the settlement time and the limit left', async () => {
    const user = await withdrawer('100000000');
    const preview = await user.api.rialWithdrawPreview({ query: { iban: user.ibanId, amount: '5000000' } });
    expect(preview).toMatchObject({
      amount: '5000000',
      fee: '1000',
      totalAmount: '5001000',
      receivedAmount: '5000000',
      settlementMinutes: 10,
      dailyLimitLeft: '200000000',
      isDelayWarned: false,
      isTwoFactorRequired: false,
    });
    expect(preview.iban.number).toBe(OWN_IBAN);
    // The IBAN may be named by its number too, typed with spaces and Persian digits.
    const byNumber = await user.api.rialWithdrawPreview({
      query: { iban: 'IR11 0170 0000 0010 0000 0000 ۰۲', amount: '50000000' },
    });
    expect(byNumber).toMatchObject({ amount: '50000000', fee: '5000' });
  });

  it('[RIAL-11] refuses amounts outside 15,000 to 200,000,000 Toman and fractions of a Toman', async () => {
    const user = await withdrawer('10000000');
    const below = await apiFailure(
      user.api.rialWithdrawPreview({ query: { iban: user.ibanId, amount: '14999' } }),
    );
    expect({ status: below.status, code: below.codeString }).toEqual({
      status: 400,
      code: 'RIAL_WITHDRAW_BELOW_MIN',
    });
    const above = await apiFailure(
      user.api.rialWithdrawPreview({ query: { iban: user.ibanId, amount: '200000001' } }),
    );
    expect({ status: above.status, code: above.codeString }).toEqual({
      status: 400,
      code: 'RIAL_WITHDRAW_ABOVE_MAX',
    });
    const fraction = await apiFailure(
      user.api.rialWithdrawPreview({ query: { iban: user.ibanId, amount: '20000.5' } }),
    );
    expect({ status: fraction.status, code: fraction.codeString }).toEqual({
      status: 400,
      code: 'BAD_INPUT_VALUES',
    });
    const raw = await t.raw(`/v1/bank/withdraw/preview?iban=${user.ibanId}&amount=abc`, {
      token: user.token,
    });
    expect(raw.status).toBe(400);
    expect(raw.body.codeString).toBe('BAD_INPUT_VALUES');
  });

  it("[RIAL-05] refuses an IBAN the user has not registered, another user's included", async () => {
    const user = await withdrawer('10000000');
    const other = await withdrawer('10000000');
    const unregistered = await apiFailure(
      user.api.rialWithdrawPreview({ query: { iban: OTHER_OWN_IBAN, amount: '20000' } }),
    );
    expect({ status: unregistered.status, code: unregistered.codeString }).toEqual({
      status: 404,
      code: 'IBAN_NOT_FOUND',
    });
    const theirs = await apiFailure(
      user.api.rialWithdraw({ body: { iban: other.ibanId, amount: '20000', fee: '1000' } }, moneyKey()),
    );
    expect(theirs.codeString).toBe('IBAN_NOT_FOUND');
    expect(await toman(user.api)).toBe('10000000');
  });

  it('[RIAL-01] refuses a user below KYC level 1: INSUFFICIENT_USER_LEVEL', async () => {
    const user = await withdrawer('10000000', 'LEVEL_0');
    const preview = await apiFailure(
      user.api.rialWithdrawPreview({ query: { iban: user.ibanId, amount: '20000' } }),
    );
    expect({ status: preview.status, code: preview.codeString }).toEqual({
      status: 403,
      code: 'INSUFFICIENT_USER_LEVEL',
    });
    const sent = await apiFailure(
      user.api.rialWithdraw({ body: { iban: user.ibanId, amount: '20000', fee: '1000' } }, moneyKey()),
    );
    expect(sent.codeString).toBe('INSUFFICIENT_USER_LEVEL');
    expect((await user.api.rialWithdrawStatus()).dailyLimit).toBeNull();
    expect(await toman(user.api)).toBe('10000000');
  });
});

describe('Rial withdraw', () => {
  it('[RIAL-11] moves amount and fee out once, then settles on the sandbox clock: created, accepted, succeeded', async () => {
    const user = await withdrawer('1000000');
    const sent = await withdraw(user, '200000');
    expect(sent).toMatchObject({
      type: 'WITHDRAW',
      channel: 'BANK',
      token: 'IRT',
      status: 'TRANSACTION_CREATED',
      amount: '201000',
      fee: '1000',
      receivedAmount: '200000',
      balanceAfter: '799000',
      receiverAddress: 'IR11017…0002',
    });
    expect(sent.counterparty).toContain('IR11017…0002');
    expect(await toman(user.api)).toBe('799000');
    await t.advanceClock(2 * MINUTE + 5);
    await expect
      .poll(async () => (await transactionOf(user.api, sent.id)).status, { timeout: 10_000 })
      .toBe('ACCEPTED_BY_ADMIN');
    await t.advanceClock(8 * MINUTE + 5);
    await expect
      .poll(async () => (await transactionOf(user.api, sent.id)).status, { timeout: 10_000 })
      .toBe('SUCCEED');
    expect(await toman(user.api)).toBe('799000');
  });

  it('refuses a fee that is not the preview’s: 409 RIAL_WITHDRAW_FEE_CHANGED, nothing moved', async () => {
    const user = await withdrawer('1000000');
    const error = await apiFailure(
      user.api.rialWithdraw({ body: { iban: user.ibanId, amount: '200000', fee: '500' } }, moneyKey()),
    );
    expect({ status: error.status, code: error.codeString }).toEqual({
      status: 409,
      code: 'RIAL_WITHDRAW_FEE_CHANGED',
    });
    expect(await toman(user.api)).toBe('1000000');
  });

  it('a replay with the same Idempotency-Key answers the same and moves the money once', async () => {
    const user = await withdrawer('1000000');
    const key = moneyKey();
    const body = { iban: user.ibanId, amount: '100000', fee: '1000' };
    const [first, second] = await Promise.all([
      user.api.rialWithdraw({ body }, key),
      user.api.rialWithdraw({ body }, key),
    ]);
    expect(second).toEqual(first);
    expect(await user.api.rialWithdraw({ body }, key)).toEqual(first);
    expect(await toman(user.api)).toBe('899000');
  });

  it('refuses a balance that is short: 422 INSUFFICIENT_USER_BALANCE', async () => {
    const user = await withdrawer('100000');
    const error = await apiFailure(withdraw(user, '100000'));
    expect({ status: error.status, code: error.codeString }).toEqual({
      status: 422,
      code: 'INSUFFICIENT_USER_BALANCE',
    });
    expect(await toman(user.api)).toBe('100000');
  });

  it('50 parallel withdrawals of a balance that covers three never overdraw it', async () => {
    const user = await withdrawer('100000000');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        user.api.rialWithdraw({ body: { iban: user.ibanId, amount: '30000000', fee: '3000' } }, moneyKey()),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    for (const result of results) {
      if (result.status === 'rejected')
        expect((result.reason as ApiError).codeString).toBe('INSUFFICIENT_USER_BALANCE');
    }
    expect(await toman(user.api)).toBe('9991000');
    const audit = await control(undefined, '/__sandbox/ledger/audit', 'GET');
    expect(audit).toMatchObject({ accountsOutOfBalance: 0, unbalancedEntries: 0, negativeUserAccounts: 0 });
  });

  it('[LIM-01] 50 parallel withdrawals never pass the 200,000,000 Toman of a day', async () => {
    const user = await withdrawer('1000000000');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        user.api.rialWithdraw({ body: { iban: user.ibanId, amount: '60000000', fee: '5000' } }, moneyKey()),
      ),
    );
    // 60,005,000 each with the fee: three fit in the day's 200,000,000, a fourth would not.
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    for (const result of results) {
      if (result.status === 'rejected')
        expect((result.reason as ApiError).codeString).toBe('LIMIT_DAILY_WITHDRAW_EXCEEDED');
    }
    expect(await toman(user.api)).toBe('819985000');
  });

  it('[LIM-01] counts every withdrawal of the last 24 hours against the daily limit, then frees it', async () => {
    const user = await withdrawer('1000000000', 'LEVEL_2_IR');
    await withdraw(user, '150000000');
    await withdraw(user, '40000000');
    const preview = await user.api.rialWithdrawPreview({ query: { iban: user.ibanId, amount: '20000' } });
    expect(preview.dailyLimitLeft).toBe('9991000');
    expect((await user.api.rialWithdrawStatus()).dailyLimitLeft).toBe('9991000');
    const over = await apiFailure(withdraw(user, '10000000'));
    expect({ status: over.status, code: over.codeString }).toEqual({
      status: 422,
      code: 'LIMIT_DAILY_WITHDRAW_EXCEEDED',
    });
    await withdraw(user, '9985000');
    await t.advanceClock(24 * HOUR + MINUTE);
    expect((await user.api.rialWithdrawStatus()).dailyLimitLeft).toBe('200000000');
    await withdraw(user, '10000000');
  });

  it('a rejection refunds amount and fee once: REJECTED_BY_ADMIN', async () => {
    const user = await withdrawer('1000000');
    const sent = await withdraw(user, '300000');
    expect(await toman(user.api)).toBe('699000');
    const rejected = await control(undefined, `/__sandbox/bank/withdrawals/${sent.id}/reject`, 'POST');
    expect(rejected).toMatchObject({ status: 'REJECTED_BY_ADMIN', balanceAfter: '1000000' });
    const again = await t.raw(`/__sandbox/bank/withdrawals/${sent.id}/reject`, { method: 'POST' });
    expect({ status: again.status, code: again.body.codeString }).toEqual({
      status: 409,
      code: 'WITHDRAWAL_ALREADY_DECIDED',
    });
    await t.advanceClock(15 * MINUTE);
    expect(await toman(user.api)).toBe('1000000');
    expect((await transactionOf(user.api, sent.id)).status).toBe('REJECTED_BY_ADMIN');
    // A rejected withdrawal no longer counts against the day's limit.
    expect((await user.api.rialWithdrawStatus()).dailyLimitLeft).toBe('200000000');
  });

  it('[WD-06] refuses a locked account: ACCOUNT_LOCKED', async () => {
    const user = await withdrawer('1000000');
    await user.api.lockAccount();
    const error = await apiFailure(withdraw(user, '100000'));
    expect({ status: error.status, code: error.codeString }).toEqual({ status: 422, code: 'ACCOUNT_LOCKED' });
    expect(await toman(user.api)).toBe('1000000');
  });

  it('[WD-07] refuses within 24 h of turning two-factor on, even with the right code', async () => {
    const user = await withdrawer('1000000');
    const { activationCode: secret } = await user.api.setUpGoogleAuth();
    await user.api.verifyGoogleAuth({ body: { code: totp(secret, now()) } });
    await t.advanceClock(31);
    const error = await apiFailure(
      user.api.rialWithdraw(
        { body: { iban: user.ibanId, amount: '100000', fee: '1000' } },
        { ...moneyKey(), twoFactorCode: totp(secret, now()) },
      ),
    );
    expect(error.codeString).toBe('WITHDRAW_BLOCKED_AFTER_TWO_FACTOR');
    expect(await toman(user.api)).toBe('1000000');
  });

  it('[WD-09] with two-factor on, needs a code: none, a wrong one, then the right one', async () => {
    const user = await withdrawer('1000000');
    const { activationCode: secret } = await user.api.setUpGoogleAuth();
    await user.api.verifyGoogleAuth({ body: { code: totp(secret, now()) } });
    await t.advanceClock(24 * HOUR + MINUTE);
    const body = { iban: user.ibanId, amount: '100000', fee: '1000' };
    expect(
      (await user.api.rialWithdrawPreview({ query: { iban: user.ibanId, amount: '100000' } }))
        .isTwoFactorRequired,
    ).toBe(true);
    const missing = await apiFailure(user.api.rialWithdraw({ body }, moneyKey()));
    expect(missing.codeString).toBe('TWO_FACTOR_REQUIRED');
    const right = totp(secret, now());
    const wrong = await apiFailure(
      user.api.rialWithdraw(
        { body },
        { ...moneyKey(), twoFactorCode: right === '000000' ? '111111' : '000000' },
      ),
    );
    expect(wrong.codeString).toBe('WRONG_TWO_FACTOR_CODE');
    expect(await toman(user.api)).toBe('1000000');
    const sent = await user.api.rialWithdraw({ body }, { ...moneyKey(), twoFactorCode: right });
    expect(sent.status).toBe('TRANSACTION_CREATED');
  });
});

describe('Rial withdraw flags', () => {
  it('[LIM-05] RIAL_WITHDRAW_LIMIT refuses the preview and the withdrawal: RIAL_WITHDRAW_LIMITED', async () => {
    const user = await withdrawer('1000000');
    await setFlag('RIAL_WITHDRAW_LIMIT', true);
    try {
      expect((await user.api.rialWithdrawStatus()).isPaused).toBe(true);
      const preview = await apiFailure(
        user.api.rialWithdrawPreview({ query: { iban: user.ibanId, amount: '20000' } }),
      );
      expect({ status: preview.status, code: preview.codeString }).toEqual({
        status: 422,
        code: 'RIAL_WITHDRAW_LIMITED',
      });
      const sent = await apiFailure(
        user.api.rialWithdraw({ body: { iban: user.ibanId, amount: '20000', fee: '1000' } }, moneyKey()),
      );
      expect(sent.codeString).toBe('RIAL_WITHDRAW_LIMITED');
    } finally {
      await setFlag('RIAL_WITHDRAW_LIMIT', false);
    }
    expect(await toman(user.api)).toBe('1000000');
  });

  it('[LIM-05] IRGC_LIMIT refuses the preview and the withdrawal: WITHDRAWALS_RESTRICTED', async () => {
    const user = await withdrawer('1000000');
    await setFlag('IRGC_LIMIT', true);
    try {
      expect((await user.api.rialWithdrawStatus()).isRestricted).toBe(true);
      const preview = await apiFailure(
        user.api.rialWithdrawPreview({ query: { iban: user.ibanId, amount: '20000' } }),
      );
      expect({ status: preview.status, code: preview.codeString }).toEqual({
        status: 422,
        code: 'WITHDRAWALS_RESTRICTED',
      });
      const sent = await apiFailure(
        user.api.rialWithdraw({ body: { iban: user.ibanId, amount: '20000', fee: '1000' } }, moneyKey()),
      );
      expect(sent.codeString).toBe('WITHDRAWALS_RESTRICTED');
    } finally {
      await setFlag('IRGC_LIMIT', false);
    }
  });

  it('[LIM-05] RIAL_WITHDRAW_WARN_LIMIT never refuses: the preview says a delay may apply', async () => {
    const user = await withdrawer('1000000');
    await setFlag('RIAL_WITHDRAW_WARN_LIMIT', true);
    try {
      const preview = await user.api.rialWithdrawPreview({ query: { iban: user.ibanId, amount: '20000' } });
      expect(preview.isDelayWarned).toBe(true);
      expect((await user.api.rialWithdrawStatus()).isDelayWarned).toBe(true);
      const sent = await withdraw(user, '20000');
      expect(sent.status).toBe('TRANSACTION_CREATED');
    } finally {
      await setFlag('RIAL_WITHDRAW_WARN_LIMIT', false);
    }
  });
});
