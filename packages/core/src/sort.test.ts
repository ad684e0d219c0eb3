import { describe, expect, it } from 'vitest';
import { parseSortString, sortTokens, toSortString } from './sort';

const coin = (token: string, lastPrice: string, change24h: string) => ({
  token,
  marketData: { USD: { lastPrice, change24h }, IRT: { lastPrice: '1', change24h: '0' } },
});
const TOKENS = [
  coin('A', '100', '-3.2'),
  coin('B', '0.0001', '1'),
  coin('C', '99.5', '0'),
  coin('D', '0.00001', '12.5'),
];
const order = (tokens: { token: string }[]) => tokens.map((token) => token.token).join('');

describe('the sort string', () => {
  it.each([
    ['LAST_PRICE__ASCENDING', { key: 'LAST_PRICE', direction: 'ASCENDING' }],
    ['CHANGE_PERCENT__DESCENDING', { key: 'CHANGE_PERCENT', direction: 'DESCENDING' }],
    ['LAST_PRICE', null],
    ['LAST_PRICE__UP', null],
    ['last_price__ASCENDING', null],
    ['LAST_PRICE_ASCENDING', null],
    ['LAST_PRICE__ASCENDING__X', null],
    ['VOLUME__ASCENDING', null],
    [null, null],
    [42, null],
  ])('[MKT-02] %j parses to %j', (value, state) => {
    expect(parseSortString(value)).toEqual(state);
  });

  it('[MKT-02] is written key__direction', () => {
    expect(toSortString('CHANGE_PERCENT', 'ASCENDING')).toBe('CHANGE_PERCENT__ASCENDING');
  });
});

describe('sorting tokens', () => {
  it.each([
    ['LAST_PRICE__ASCENDING', 'DBCA'],
    ['LAST_PRICE__DESCENDING', 'ACBD'],
    ['CHANGE_PERCENT__ASCENDING', 'ACBD'],
    ['CHANGE_PERCENT__DESCENDING', 'DBCA'],
    ['LAST_PRICE__UP', 'ABCD'],
    ['', 'ABCD'],
  ])('[MKT-02] %s gives %s (decimal strings compared as numbers)', (sortString, expected) => {
    expect(order(sortTokens(TOKENS, sortString, 'USD'))).toBe(expected);
  });

  it('[MKT-03] without market data for the quote, the list is left as is', () => {
    const withoutData: { token: string; marketData?: (typeof TOKENS)[number]['marketData'] }[] = [
      ...TOKENS,
      { token: 'E' },
    ];
    expect(order(sortTokens(withoutData, 'LAST_PRICE__ASCENDING', 'USD'))).toBe('ABCDE');
    expect(order(sortTokens(TOKENS, 'LAST_PRICE__ASCENDING', 'EUR'))).toBe('ABCD');
  });

  it('[MKT-02] keeps equal values in order and never changes the input', () => {
    const same = [coin('X', '5', '0'), coin('Y', '5', '0'), coin('Z', '1', '0')];
    expect(order(sortTokens(same, 'LAST_PRICE__DESCENDING', 'USD'))).toBe('XYZ');
    expect(order(same)).toBe('XYZ');
  });
});
