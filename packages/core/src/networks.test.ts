import { describe, expect, it } from 'vitest';
import { chosenNetwork, networkName, networkQuery } from './networks';

const USDT = [
  { network: 'TRX', contract: 'T1' },
  { network: 'ETH', contract: '0xa' },
  { network: 'ETH', contract: '0xb' },
];

describe('networks', () => {
  it.each([
    ['TRX', 'Tron (TRC20)'],
    ['BSC', 'BNB Smart Chain (BEP20)'],
    ['NEW_CHAIN', 'NEW_CHAIN'],
  ])('names %s as %s', (id, name) => {
    expect(networkName(id)).toBe(name);
  });

  it('finds the chosen network, telling two with one id apart by contract', () => {
    expect(chosenNetwork(USDT, { network: 'ETH', contract: '0xb' })).toBe(USDT[2]);
    expect(chosenNetwork(USDT, { network: 'ETH' })).toBe(USDT[1]);
    expect(chosenNetwork(USDT, { network: 'SOL' })).toBeNull();
    expect(chosenNetwork(USDT, { network: null })).toBeNull();
  });

  it('carries the contract in the query only when the network has one', () => {
    expect(networkQuery('USDT', USDT[0]!)).toEqual({ token: 'USDT', network: 'TRX', contract: 'T1' });
    expect(networkQuery('BTC', { network: 'BTC', contract: null })).toEqual({ token: 'BTC', network: 'BTC' });
  });
});
