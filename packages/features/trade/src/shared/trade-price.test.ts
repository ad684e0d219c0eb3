import { describe, expect, it } from 'vitest';
import type { OtcPrice } from '@wallet/api';
import { needsConfirmingAgain, quoteBody, readablePrice, worsenedPercent } from './trade-price';

const quote = (sourceAmount: string, destinationAmount: string): OtcPrice => ({
  kind: 'SWAP',
  sourceToken: 'IRT',
  destinationToken: 'USDT',
  sourceAmount,
  destinationAmount,
  marketPrice: '0.00001',
  rate: '0.00000995',
  spread: '0',
  fee: '0',
  feeToken: 'USDT',
  swapToken: 'x',
  expiresAt: null,
});

describe('trade prices', () => {
  it('sends the amount on the side the user typed', () => {
    expect(quoteBody({ sourceToken: 'IRT', destinationToken: 'USDT', side: 'source', amount: '5' })).toEqual({
      sourceToken: 'IRT',
      destinationToken: 'USDT',
      sourceAmount: '5',
    });
    expect(
      quoteBody({ sourceToken: 'IRT', destinationToken: 'USDT', side: 'destination', amount: '5' }),
    ).toEqual({ sourceToken: 'IRT', destinationToken: 'USDT', destinationAmount: '5' });
  });

  it('measures a new price against the one shown: less got, or more paid, is worse', () => {
    expect(worsenedPercent(quote('1000', '10'), quote('1000', '9.9'), 'source')).toBe('1');
    expect(worsenedPercent(quote('1000', '10'), quote('1000', '10.1'), 'source')).toBe('-1');
    expect(worsenedPercent(quote('1000', '10'), quote('1004', '10'), 'destination')).toBe('0.4');
  });

  it('asks again only past REQUOTE_TOLERANCE_PERCENT (0.5 %)', () => {
    const shown = quote('1000000', '10');
    expect(needsConfirmingAgain(shown, quote('1000000', '9.95'), 'source')).toBe(false);
    expect(needsConfirmingAgain(shown, quote('1000000', '9.949999'), 'source')).toBe(true);
    expect(needsConfirmingAgain(shown, quote('1005000', '10'), 'destination')).toBe(false);
    expect(needsConfirmingAgain(shown, quote('1005001', '10'), 'destination')).toBe(true);
  });

  it('reads a price the way round that is above one', () => {
    expect(readablePrice(quote('1', '1'), '0.00001')).toEqual({
      base: 'USDT',
      counter: 'IRT',
      value: '100000',
      decimals: 0,
    });
    expect(readablePrice({ sourceToken: 'BTC', destinationToken: 'USDT' }, '95000.5')).toMatchObject({
      base: 'BTC',
      counter: 'USDT',
      value: '95000.5',
    });
  });
});
