import { describe, expect, it } from 'vitest';
import { initialSwap, pickCoin, switchDirection } from './swap-flow';

describe('the swap form', () => {
  it('[SWAP-01] opens on Toman → Tether', () => {
    expect(initialSwap({})).toEqual({ source: 'IRT', destination: 'USDT', side: 'source', text: '' });
  });

  it('opens on the coin a coin page sends: bought with Toman, or Toman given for Tether', () => {
    expect(initialSwap({ destination: 'BTC' })).toMatchObject({ source: 'IRT', destination: 'BTC' });
    expect(initialSwap({ source: 'IRT' })).toMatchObject({ source: 'IRT', destination: 'USDT' });
    expect(initialSwap({ destination: 'IRT' })).toMatchObject({ source: 'USDT', destination: 'IRT' });
    expect(initialSwap({ source: 'USDT', destination: 'USDT' })).toMatchObject({
      source: 'USDT',
      destination: 'IRT',
    });
  });

  it('switches the direction, keeping the typed amount with its coin', () => {
    const typed = { source: 'IRT', destination: 'USDT', side: 'source' as const, text: '500000' };
    expect(switchDirection(typed)).toEqual({
      source: 'USDT',
      destination: 'IRT',
      side: 'destination',
      text: '500000',
    });
  });

  it('picks a coin for a side, and switches when the other side’s coin is picked', () => {
    const state = initialSwap({});
    expect(pickCoin(state, 'destination', 'BTC')).toMatchObject({ source: 'IRT', destination: 'BTC' });
    expect(pickCoin(state, 'source', 'USDT')).toMatchObject({ source: 'USDT', destination: 'IRT' });
  });
});
