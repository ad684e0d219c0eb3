import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, CallName, Calls, UserLevel, WalletApi } from '@wallet/api';
import { sub } from '@wallet/core';
import type { Db } from '../../src/db/client';
import { SYSTEM_ACCOUNTS, systemAccount, transfer, userAccount } from '../../src/money/ledger';
import { totp } from '../../src/auth/totp';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';

// Every call that takes money out of a balance, against every control of the one spend guard. The table is
// keyed by the contract's spending calls: a new call marked `spends` without a row here does not compile.

let t: TestSandbox;
// Starting a sandbox runs every migration: on a busy machine that takes longer than the default hook time.
beforeAll(async () => {
  t = await startTestSandbox();
}, 240_000);
afterAll(() => t.close());

const HOUR = 3600;
const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

interface Spender {
  token: string;
  api: WalletApi;
  control(path: string, method: string, body: unknown): Promise<void>;
}

let numbers = 0;
/** A new user of its own at `level`, holding 1000 TRX, priced at 1 USD. */
async function spender(level: UserLevel = 'LEVEL_2_IR'): Promise<Spender> {
  const number = `0912449${String(++numbers).padStart(4, '0')}`;
  const { token, api } = await t.userWith(number, { level, credit: [{ token: 'TRX', amount: '1000' }] });
  const control = async (path: string, method: string, body: unknown) => {
    const answer = await t.raw(path, { method, token, body: JSON.stringify(body) });
    expect(answer.status, `${method} ${path}`).toBe(200);
  };
  await control('/__sandbox/market/price', 'POST', { token: 'TRX', priceUsd: '1' });
  return { token, api, control };
}

/**
 * The spending calls of coins. The Toman's withdrawal to an IBAN passes the same guard with its own limits and
 * flags; rial-withdraw.contract.test.ts holds it to each control.
 */
type SpendingCall = Exclude<
  { [K in CallName]: Calls[K] extends { spends: true } ? K : never }[CallName],
  'rialWithdraw'
>;
type Send = (options: { idempotencyKey: string; twoFactorCode?: string }) => Promise<unknown>;

/** How each spending call takes `amount` of `token` out: what it needs first, then the call itself. */
const SPENDING_CALLS: Record<SpendingCall, (user: Spender, token: string, amount: string) => Promise<Send>> =
  {
    internalTransfer: async (user, token, amount) => (options) =>
      user.api.internalTransfer({ body: { recipient: '@demo_level2', token, amount } }, options),
    runExpressTask: async (user, token, amount) => {
      const receipt = await user.api.withdrawReceipt({
        body: { token, network: 'TRX', address: TRON_ADDRESS, amount, useAccountBalance: true },
      });
      return (options) => user.api.runExpressTask({ params: { taskId: receipt.taskId } }, options);
    },
  };

async function turnOnAuthenticator(user: Spender): Promise<string> {
  const { activationCode } = await user.api.setUpGoogleAuth();
  await user.api.verifyGoogleAuth({ body: { code: totp(activationCode, t.running.sandbox.clock.nowMs()) } });
  return activationCode;
}

const trxBalance = async (user: Spender) =>
  (await user.api.assets()).tokens.find((entry) => entry.token === 'TRX')?.balance.amount.number ?? '0';

const code = (secret: string) => totp(secret, t.running.sandbox.clock.nowMs());

describe.each(Object.entries(SPENDING_CALLS) as [SpendingCall, (typeof SPENDING_CALLS)[SpendingCall]][])(
  'the spend guard on %s',
  (_call, prepare) => {
    /** Prepares a spend, applies a control, and expects the spend refused with `codeString` and nothing moved. */
    async function refused(
      user: Spender,
      control: () => Promise<void>,
      expected: { codeString: string; status: number },
      options: () => { twoFactorCode?: string } = () => ({}),
      amount = '15',
    ) {
      const send = await prepare(user, 'TRX', amount);
      await control();
      const before = await trxBalance(user);
      const error = await apiFailure(send({ ...moneyKey(), ...options() }));
      expect({ codeString: error.codeString, status: error.status }).toEqual(expected);
      expect(await trxBalance(user)).toBe(before);
    }

    it('[WD-06] refuses a locked account: ACCOUNT_LOCKED', async () => {
      const user = await spender();
      await refused(user, () => user.api.lockAccount().then(() => undefined), {
        codeString: 'ACCOUNT_LOCKED',
        status: 422,
      });
    });

    it.each([
      ['CRYPTO_WITHDRAW_LIMIT', 'CRYPTO_WITHDRAW_LIMITED'],
      ['IRGC_LIMIT', 'WITHDRAWALS_RESTRICTED'],
    ])('[LIM-05] refuses while %s is on: %s', async (flag, codeString) => {
      const user = await spender();
      const setFlag = (enabled: boolean) => user.control(`/__sandbox/flags/${flag}`, 'PUT', { enabled });
      try {
        await refused(user, () => setFlag(true), { codeString, status: 422 });
      } finally {
        await setFlag(false);
      }
    });

    it('[WD-07] refuses for 24 h after a two-factor method is turned on, even with the right code', async () => {
      const user = await spender();
      let secret = '';
      await refused(
        user,
        async () => {
          secret = await turnOnAuthenticator(user);
          await t.advanceClock(31); // the next code: the one that turned the app on is used
        },
        { codeString: 'WITHDRAW_BLOCKED_AFTER_TWO_FACTOR', status: 422 },
        () => ({ twoFactorCode: code(secret) }),
      );
    });

    it('refuses for 24 h after a two-factor method is turned off: WITHDRAW_BLOCKED_AFTER_TWO_FACTOR', async () => {
      const user = await spender();
      const secret = await turnOnAuthenticator(user);
      await t.advanceClock(24 * HOUR + 60);
      await user.control('/__sandbox/market/price', 'POST', { token: 'TRX', priceUsd: '1' });
      await refused(
        user,
        () =>
          user.api
            .disableTwoFactor({ params: { type: 'GOOGLE_AUTH' } }, { twoFactorCode: code(secret) })
            .then(() => undefined),
        { codeString: 'WITHDRAW_BLOCKED_AFTER_TWO_FACTOR', status: 422 },
      );
    });

    it('[WD-08] refuses coins for 72 h after a Rial deposit: USER_BALANCE_LOCKED', async () => {
      const user = await spender();
      await refused(user, () => user.control('/__sandbox/fiat/deposit', 'POST', { amount: '5000000' }), {
        codeString: 'USER_BALANCE_LOCKED',
        status: 422,
      });
    });

    it('refuses a level that may not spend: INSUFFICIENT_USER_LEVEL (403)', async () => {
      const user = await spender();
      await refused(user, () => user.control('/__sandbox/user/level', 'PUT', { level: 'LEVEL_0' }), {
        codeString: 'INSUFFICIENT_USER_LEVEL',
        status: 403,
      });
    });

    it('[LIM-01] [LIM-03] refuses past the daily limit of the level: LIMIT_DAILY_WITHDRAW_EXCEEDED', async () => {
      const user = await spender('LEVEL_1_IR');
      // 15 USD of the 20 a day goes to another user first; another 15 would pass the day's 20.
      await refused(
        user,
        () =>
          user.api
            .internalTransfer({ body: { recipient: '@demo_level2', token: 'TRX', amount: '15' } }, moneyKey())
            .then(() => undefined),
        { codeString: 'LIMIT_DAILY_WITHDRAW_EXCEEDED', status: 422 },
      );
    });

    it('[LIM-03] refuses past the 30-day limit of the level: LIMIT_MONTHLY_WITHDRAW_EXCEEDED', async () => {
      const user = await spender('LEVEL_1_IR');
      const transfer = (amount: string) =>
        user.api.internalTransfer({ body: { recipient: '@demo_level2', token: 'TRX', amount } }, moneyKey());
      // 10 days of 18.5 USD use 185 of the 200 of 30 days. On the eleventh a spend of 10.5 (11.5 with a
      // withdrawal's fee) is priced within both; 5 more sent meanwhile keep the day within its 20 but take
      // the 30 days past 200.
      for (let day = 0; day < 10; day++) {
        await user.control('/__sandbox/market/price', 'POST', { token: 'TRX', priceUsd: '1' });
        await transfer('18.5');
        await t.advanceClock(24 * HOUR + 60);
      }
      await user.control('/__sandbox/market/price', 'POST', { token: 'TRX', priceUsd: '1' });
      await refused(
        user,
        () => transfer('5').then(() => undefined),
        { codeString: 'LIMIT_MONTHLY_WITHDRAW_EXCEEDED', status: 422 },
        undefined,
        '10.5',
      );
    });

    it('[CFG-05] refuses a coin whose withdraw feature is off: WITHDRAW_NOT_AVAILABLE', async () => {
      const user = await spender();
      try {
        await refused(user, () => user.control('/__sandbox/coins/TRX/features', 'PUT', { withdraw: false }), {
          codeString: 'WITHDRAW_NOT_AVAILABLE',
          status: 400,
        });
      } finally {
        await user.control('/__sandbox/coins/TRX/features', 'PUT', { withdraw: true });
      }
    });

    it("refuses an amount with more decimals than the coin's", async () => {
      const user = await spender();
      const error = await apiFailure(prepare(user, 'TRX', '10.1234567').then((send) => send(moneyKey())));
      expect(error.codeString).toBe('BAD_INPUT_VALUES');
    });

    it('[WD-09] with two-factor on, needs a code that opens this one call only', async () => {
      const user = await spender();
      const secret = await turnOnAuthenticator(user);
      await t.advanceClock(24 * HOUR + 60);
      await user.control('/__sandbox/market/price', 'POST', { token: 'TRX', priceUsd: '1' });
      const missing = await apiFailure((await prepare(user, 'TRX', '10'))(moneyKey()));
      expect(missing.codeString).toBe('TWO_FACTOR_REQUIRED');
      const right = code(secret);
      const wrongCode = right === '000000' ? '111111' : '000000';
      const wrong = await apiFailure(
        (await prepare(user, 'TRX', '10'))({ ...moneyKey(), twoFactorCode: wrongCode }),
      );
      expect(wrong.codeString).toBe('WRONG_TWO_FACTOR_CODE');
      await (
        await prepare(user, 'TRX', '10')
      )({ ...moneyKey(), twoFactorCode: right });
      const replayed = await apiFailure(
        (await prepare(user, 'TRX', '10'))({ ...moneyKey(), twoFactorCode: right }),
      );
      expect(replayed.codeString).toBe('TWO_FACTOR_CODE_ALREADY_USED');
    });

    it('refuses a request without an Idempotency-Key, and a replayed key moves the money once', async () => {
      const user = await spender();
      const send = await prepare(user, 'TRX', '10');
      const noKey = await apiFailure(send({ idempotencyKey: '' }));
      expect({ status: noKey.status, codeString: noKey.codeString }).toEqual({
        status: 400,
        codeString: 'IDEMPOTENCY_KEY_REQUIRED',
      });
      const key = moneyKey();
      const [first, second] = await Promise.all([send(key), send(key)]);
      expect(second).toEqual(first);
      // What left the balance once: the amount, and a withdrawal's fee.
      const moved = (first as { transaction: { amount: string } }).transaction.amount;
      expect(await trxBalance(user)).toBe(sub('1000', moved));
    });

    it('50 parallel spends of one user never pass the balance or the limits, and the ledger stays balanced', async () => {
      const user = await spender('LEVEL_1_IR');
      const sends = await Promise.all(Array.from({ length: 50 }, () => prepare(user, 'TRX', '12')));
      const results = await Promise.allSettled(sends.map((send) => send(moneyKey())));
      // 20 USD a day at 1 USD a TRX: one spend of 12 (and a withdrawal's fee) fits, a second would not.
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results) {
        if (result.status === 'rejected')
          expect((result.reason as ApiError).codeString).toBe('LIMIT_DAILY_WITHDRAW_EXCEEDED');
      }
      const audit = await t.raw('/__sandbox/ledger/audit', { method: 'GET' });
      expect(audit.body.result).toMatchObject({
        accountsOutOfBalance: 0,
        unbalancedEntries: 0,
        negativeUserAccounts: 0,
      });
    });
  },
);

describe('the ledger', () => {
  it('refuses to debit a user account without the spend guard, before anything is written', async () => {
    const user = await spender();
    const { db } = t.running.sandbox;
    const userId = await userIdOf(user);
    const unguarded = db.transaction(async (tx) =>
      transfer(tx as unknown as Db, {
        kind: 'INTERNAL_TRANSFER',
        description: 'a spend that forgot the guard',
        userId: null,
        from: await userAccount(tx as unknown as Db, userId, 'TRX'),
        to: await systemAccount(tx as unknown as Db, SYSTEM_ACCOUNTS.CHAIN, 'TRX'),
        amount: '1',
        at: new Date(),
      }),
    );
    await expect(unguarded).rejects.toThrow(/without the spend guard's permit/);
    expect(await trxBalance(user)).toBe('1000');
  });
});

async function userIdOf(user: Spender): Promise<number> {
  return Number((await user.api.whoami()).id);
}
