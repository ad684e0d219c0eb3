import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '@wallet/api';
import { div, sub } from '@wallet/core';
import { ADDRESS_REGEX, MEMO_REGEX } from '../../src/seed/networks';
import { confirmDeposits } from '../../src/wallet/deposits';
import { apiFailure, startTestSandbox, type TestSandbox } from '../harness';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

async function chainDeposit(body: Record<string, string>): Promise<{ status: number; tx: Transaction }> {
  const response = await t.raw('/__sandbox/chain/deposit', { method: 'POST', body: JSON.stringify(body) });
  return { status: response.status, tx: (response.body as { result: Transaction }).result };
}

const balanceOf = async (token: string, api: ReturnType<TestSandbox['api']>) =>
  (await api.assets()).tokens.find((entry) => entry.token === token)?.balance.amount.number ?? '0';

describe('deposit addresses', () => {
  it('[DEP-01] gives an address of the network’s format, with the minimum deposit and confirmations', async () => {
    const api = t.api((await t.login('09124450001')).token);
    const btc = await api.depositAddress({ query: { token: 'BTC', network: 'BTC' } });
    expect(btc).toMatchObject({ token: 'BTC', network: 'BTC', contract: null, memo: null });
    expect(new RegExp(ADDRESS_REGEX.BTC).test(btc.address)).toBe(true);
    expect(btc.minDeposit).toMatch(/^\d/);
    expect(btc.requiredConfirmations).toBeGreaterThan(0);
    // The same address until it expires.
    expect((await api.depositAddress({ query: { token: 'BTC', network: 'BTC' } })).address).toBe(btc.address);
  });

  it('[DEP-01] takes the network and the contract apart: USDT on TRX and on ETH get their own addresses', async () => {
    const api = t.api((await t.login('09124450002')).token);
    const config = await api.globalConfigs();
    const usdt = config.coins.find((coin) => coin.token === 'USDT')!;
    const seen = new Set<string>();
    for (const network of usdt.networks) {
      const address = await api.depositAddress({
        query: {
          token: 'USDT',
          network: network.network,
          ...(network.contract ? { contract: network.contract } : {}),
        },
      });
      expect(address).toMatchObject({ network: network.network, contract: network.contract });
      expect(new RegExp(network.addressRegex).test(address.address)).toBe(true);
      seen.add(address.address);
    }
    expect(seen.size).toBe(usdt.networks.length);
    const wrongContract = await apiFailure(
      api.depositAddress({ query: { token: 'USDT', network: 'TRX', contract: '0xnot-this-one' } }),
    );
    expect(wrongContract.codeString).toBe('UNKNOWN_NETWORK');
    expect(
      (await apiFailure(api.depositAddress({ query: { token: 'BTC', network: 'ETH' } }))).codeString,
    ).toBe('UNKNOWN_NETWORK');
  });

  it('[DEP-02] a temporary address expires after 48 hours and a new one is generated', async () => {
    const api = t.api((await t.login('09124450003')).token);
    // Measured on the sandbox clock, which other tests of this file move on.
    const requestedAt = t.running.sandbox.clock.nowMs();
    const first = await api.depositAddress({ query: { token: 'DOGE', network: 'DOGE' } });
    const expiresIn = Date.parse(first.expiresAt!) - requestedAt;
    expect(Math.abs(expiresIn - 48 * 3600_000)).toBeLessThan(3600_000);
    await t.advanceClock(47 * 3600);
    expect((await api.depositAddress({ query: { token: 'DOGE', network: 'DOGE' } })).address).toBe(
      first.address,
    );
    await t.advanceClock(2 * 3600);
    const renewed = await api.depositAddress({ query: { token: 'DOGE', network: 'DOGE' } });
    expect(renewed.address).not.toBe(first.address);
    expect(new RegExp(ADDRESS_REGEX.DOGE).test(renewed.address)).toBe(true);
    expect(Date.parse(renewed.expiresAt!)).toBeGreaterThan(Date.parse(first.expiresAt!));
  });

  it('[DEP-03] memo networks share one address and give each user a memo of the network’s format, for good', async () => {
    const a = t.api((await t.login('09124450004')).token);
    const b = t.api((await t.login('09124450005')).token);
    const tonA = await a.depositAddress({ query: { token: 'TON', network: 'TON' } });
    const tonB = await b.depositAddress({ query: { token: 'TON', network: 'TON' } });
    expect(tonA.address).toBe(tonB.address);
    expect(tonA.memo).not.toBe(tonB.memo);
    expect(new RegExp(MEMO_REGEX.TON).test(tonA.memo!)).toBe(true);
    expect(tonA.expiresAt).toBeNull();
    const xrp = await a.depositAddress({ query: { token: 'XRP', network: 'XRP' } });
    expect(new RegExp(MEMO_REGEX.XRP).test(xrp.memo!)).toBe(true);
    expect(new RegExp(ADDRESS_REGEX.XRP).test(xrp.address)).toBe(true);
  });

  it('[CFG-05] a coin whose deposit feature is off gives no address', async () => {
    const api = t.api((await t.login('09124450006')).token);
    const config = await api.globalConfigs();
    const closed = config.coins.find((coin) => !coin.features.deposit && coin.networks.length > 0);
    expect(closed, 'the seed has a coin with deposits off').toBeDefined();
    const error = await apiFailure(
      api.depositAddress({ query: { token: closed!.token, network: closed!.networks[0]!.network } }),
    );
    expect(error.codeString).toBe('DEPOSIT_NOT_AVAILABLE');
    expect(error.status).toBe(400);
  });

  it('refuses a missing or malformed token or network with BAD_INPUT_VALUES, an unknown coin with UNKNOWN_COIN', async () => {
    const { token } = await t.login('09124450010');
    for (const query of [
      'network=BTC',
      'token=BTC',
      'token=btc&network=BTC',
      'token=BTC&network=',
      'token=BTC&network=BTC&x=1',
    ]) {
      const answer = await t.raw(`/v1/wallet/deposit/addresses?${query}`, { method: 'GET', token });
      expect(answer.status, query).toBe(400);
      expect(answer.body.codeString, query).toBe('BAD_INPUT_VALUES');
    }
    const unknown = await t.raw('/v1/wallet/deposit/addresses?token=NOPE&network=BTC', {
      method: 'GET',
      token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.codeString).toBe('UNKNOWN_COIN');
  });
});

describe('a deposit from the network', () => {
  it('[DEP-04] is pending until its confirmations, then credited once through the ledger', async () => {
    const api = t.api((await t.login('09124450007')).token);
    const before = await balanceOf('TRX', api);
    const { address } = await api.depositAddress({ query: { token: 'TRX', network: 'TRX' } });
    const { status, tx } = await chainDeposit({ token: 'TRX', network: 'TRX', address, amount: '25' });
    expect(status).toBe(200);
    expect(tx).toMatchObject({ type: 'DEPOSIT', channel: 'NETWORK', status: 'PENDING', amount: '25' });
    expect(tx.confirmations).toEqual({ seen: 0, required: 20 });
    expect(tx.hash).toMatch(/^[0-9a-f]{64}$/);

    await t.advanceClock(30);
    await confirmDeposits(t.running.sandbox);
    const halfway = await api.transaction({ params: { id: tx.id } });
    expect(halfway.status).toBe('PENDING');
    expect(halfway.confirmations).toEqual({ seen: 10, required: 20 });
    expect(await balanceOf('TRX', api)).toBe(before);

    await t.advanceClock(60);
    await Promise.all([confirmDeposits(t.running.sandbox), confirmDeposits(t.running.sandbox)]);
    await confirmDeposits(t.running.sandbox);
    const done = await api.transaction({ params: { id: tx.id } });
    expect(done.status).toBe('SUCCEED');
    expect(done.confirmations).toEqual({ seen: 20, required: 20 });
    const after = await balanceOf('TRX', api);
    expect(sub(after, before)).toBe('25');
    expect(done.balanceAfter).toBe(after);
    const audit = await t.raw('/__sandbox/ledger/audit', { method: 'GET' });
    expect((audit.body as { result: Record<string, number> }).result).toMatchObject({
      accountsOutOfBalance: 0,
      unbalancedEntries: 0,
      negativeUserAccounts: 0,
    });
  });

  it('[DEP-04] below the network’s minimum is recorded as failed and never credited', async () => {
    const api = t.api((await t.login('09124450008')).token);
    const before = await balanceOf('DOGE', api);
    const { address, minDeposit } = await api.depositAddress({ query: { token: 'DOGE', network: 'DOGE' } });
    const { tx } = await chainDeposit({
      token: 'DOGE',
      network: 'DOGE',
      address,
      amount: div(minDeposit, '2'),
    });
    expect(tx.status).toBe('FAILED');
    await t.advanceClock(3600);
    await confirmDeposits(t.running.sandbox);
    expect((await api.transaction({ params: { id: tx.id } })).status).toBe('FAILED');
    expect(await balanceOf('DOGE', api)).toBe(before);
  });

  it('[DEP-03] on a memo network reaches the user whose memo it carries, and no one without it', async () => {
    const api = t.api((await t.login('09124450009')).token);
    const { address, memo } = await api.depositAddress({ query: { token: 'TON', network: 'TON' } });
    const { tx } = await chainDeposit({ token: 'TON', network: 'TON', address, memo: memo!, amount: '3' });
    expect(tx).toMatchObject({ memo, receiverAddress: address, status: 'PENDING' });
    expect((await api.transaction({ params: { id: tx.id } })).id).toBe(tx.id);
    const lost = await chainDeposit({ token: 'TON', network: 'TON', address, amount: '3' });
    expect(lost.status).toBe(404);
  });
});
