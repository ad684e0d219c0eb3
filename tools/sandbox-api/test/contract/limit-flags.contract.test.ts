import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calls, LIMIT_FLAG_EFFECTS, type LimitFlag, type WalletApi } from '@wallet/api';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';

// The limit flags of spec 000 §6 on the coin side and the regulatory hold (api's LIMIT_FLAG_EFFECTS): each
// pauses what it names with its code and moves nothing; the warn flags never refuse.

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const touched = new Set<LimitFlag>();

async function setFlag(flag: LimitFlag, enabled: boolean) {
  const answer = await t.raw(`/__sandbox/flags/${flag}`, {
    method: 'PUT',
    body: JSON.stringify({ enabled }),
  });
  expect(answer.status).toBe(200);
  if (enabled) touched.add(flag);
}
afterEach(async () => {
  for (const flag of touched) await setFlag(flag, false);
  touched.clear();
});

let numbers = 0;
/** A level-2 user of its own with 1000 TRX at 1 USD and 1,000,000 Toman. */
async function holder(): Promise<{ api: WalletApi; token: string }> {
  const number = `0912551${String(++numbers).padStart(4, '0')}`;
  const user = await t.userWith(number, {
    level: 'LEVEL_2_IR',
    credit: [
      { token: 'TRX', amount: '1000' },
      { token: 'IRT', amount: '1000000' },
    ],
  });
  const price = await t.raw('/__sandbox/market/price', {
    method: 'POST',
    token: user.token,
    body: JSON.stringify({ token: 'TRX', priceUsd: '1' }),
  });
  expect(price.status).toBe(200);
  return user;
}

const balanceOf = async (api: WalletApi, token: string) =>
  (await api.assets()).tokens.find((entry) => entry.token === token)?.balance.amount.number ?? '0';

const withdrawReceipt = (api: WalletApi) =>
  api.withdrawReceipt({
    body: { token: 'TRX', network: 'TRX', address: TRON_ADDRESS, amount: '15', useAccountBalance: true },
  });
const transferOf = (api: WalletApi, token: string, amount: string) =>
  api.internalTransfer({ body: { recipient: '@demo_level2', token, amount } }, moneyKey());

describe('limit flags', () => {
  it('[LIM-05] CRYPTO_WITHDRAW_LIMIT refuses pricing and running a coin withdrawal and a coin transfer, and moves nothing', async () => {
    const user = await holder();
    const receipt = await withdrawReceipt(user.api);
    await setFlag('CRYPTO_WITHDRAW_LIMIT', true);
    // One at a time: each refusal is awaited as soon as it is asked for.
    for (const attempt of [
      () => withdrawReceipt(user.api),
      () => user.api.runExpressTask({ params: { taskId: receipt.taskId } }, moneyKey()),
      () => transferOf(user.api, 'TRX', '5'),
    ]) {
      const error = await apiFailure(attempt());
      expect({ status: error.status, codeString: error.codeString }).toEqual({
        status: 422,
        codeString: 'CRYPTO_WITHDRAW_LIMITED',
      });
    }
    expect(await balanceOf(user.api, 'TRX')).toBe('1000');
    // Toman is not a coin: its own flag decides.
    await transferOf(user.api, 'IRT', '1000');
    expect(await balanceOf(user.api, 'IRT')).toBe('999000');
  });

  it('[LIM-05] RIAL_WITHDRAW_LIMIT refuses Toman leaving by transfer but not coins', async () => {
    const user = await holder();
    await setFlag('RIAL_WITHDRAW_LIMIT', true);
    const error = await apiFailure(transferOf(user.api, 'IRT', '1000'));
    expect({ status: error.status, codeString: error.codeString }).toEqual({
      status: 422,
      codeString: 'RIAL_WITHDRAW_LIMITED',
    });
    expect(await balanceOf(user.api, 'IRT')).toBe('1000000');
    await transferOf(user.api, 'TRX', '5');
    expect(await balanceOf(user.api, 'TRX')).toBe('995');
  });

  it('[LIM-05] IRGC_LIMIT holds every way out with WITHDRAWALS_RESTRICTED, before the kind’s own pause', async () => {
    const user = await holder();
    await setFlag('IRGC_LIMIT', true);
    await setFlag('CRYPTO_WITHDRAW_LIMIT', true);
    for (const attempt of [
      () => withdrawReceipt(user.api),
      () => transferOf(user.api, 'TRX', '5'),
      () => transferOf(user.api, 'IRT', '1000'),
    ]) {
      const error = await apiFailure(attempt());
      expect({ status: error.status, codeString: error.codeString }).toEqual({
        status: 422,
        codeString: 'WITHDRAWALS_RESTRICTED',
      });
    }
    expect(await balanceOf(user.api, 'TRX')).toBe('1000');
    expect(await balanceOf(user.api, 'IRT')).toBe('1000000');
  });

  it('[LIM-05] the warn flags never refuse: a coin withdrawal and transfers go through', async () => {
    const user = await holder();
    await setFlag('CRYPTO_WITHDRAW_WARN_LIMIT', true);
    await setFlag('RIAL_WITHDRAW_WARN_LIMIT', true);
    const receipt = await withdrawReceipt(user.api);
    await user.api.runExpressTask({ params: { taskId: receipt.taskId } }, moneyKey());
    await transferOf(user.api, 'IRT', '1000');
    expect(await balanceOf(user.api, 'IRT')).toBe('999000');
  });

  it('[LIM-05] CRYPTO_DEPOSIT_LIMIT refuses a deposit address, and it is handed out again once the flag is off', async () => {
    const user = await holder();
    await setFlag('CRYPTO_DEPOSIT_LIMIT', true);
    const error = await apiFailure(user.api.depositAddress({ query: { token: 'TRX', network: 'TRX' } }));
    expect({ status: error.status, codeString: error.codeString }).toEqual({
      status: 422,
      codeString: 'CRYPTO_DEPOSIT_LIMITED',
    });
    await setFlag('CRYPTO_DEPOSIT_LIMIT', false);
    const address = await user.api.depositAddress({ query: { token: 'TRX', network: 'TRX' } });
    expect(address.address).toMatch(/^T/);
  });

  it('every limit flag is documented on at least one call of the contract', () => {
    const documented = new Set(
      Object.values(calls).flatMap((call) => ('limitFlags' in call ? [...call.limitFlags] : [])),
    );
    for (const flag of Object.keys(LIMIT_FLAG_EFFECTS)) expect(documented, flag).toContain(flag);
  });
});
