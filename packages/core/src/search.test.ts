import { describe, expect, it } from 'vitest';
import { matchesTokenSearch, normalizeSearchText, searchTokens } from './search';

const BTC = { token: 'BTC', name: { en: 'Bitcoin', fa: 'بیت‌کوین' } };
const USDT = { token: 'USDT', name: { en: 'Tether', fa: 'تتر' } };
const NOT = { token: 'NOT', name: { en: 'Notcoin', fa: 'نات‌کوین' } };
const TOKENS = [BTC, USDT, NOT];

describe('token search', () => {
  it.each([
    ['BTC', ['BTC']],
    ['btc', ['BTC']],
    [' b t c ', ['BTC']],
    ['bitcoin', ['BTC']],
    ['Bit coin', ['BTC']],
    ['بیت‌کوین', ['BTC']],
    ['بیت کوین', ['BTC']],
    ['بیتکوین', ['BTC']],
    ['كوين', ['BTC', 'NOT']],
    ['بيت كوين', ['BTC']],
    ['BIT\u00a0COIN', ['BTC']],
    ['tet\u2009her', ['USDT']],
    ['تتر', ['USDT']],
    ['coin', ['BTC', 'NOT']],
    ['', ['BTC', 'USDT', 'NOT']],
    ['\u200c ', ['BTC', 'USDT', 'NOT']],
    ['doge', []],
  ])('[MKT-01] %j finds %j', (query, found) => {
    expect(searchTokens(TOKENS, query).map((token) => token.token)).toEqual(found);
  });

  it('[MKT-01] matches the symbol, the fa name and the en name, not other languages', () => {
    const coin = { token: 'TON', name: { en: 'Toncoin', fa: 'تون‌کوین', ru: 'Тонкоин' } };
    expect(matchesTokenSearch(coin, 'ton')).toBe(true);
    expect(matchesTokenSearch(coin, 'تونکوین')).toBe(true);
    expect(matchesTokenSearch(coin, 'тонкоин')).toBe(false);
  });

  it('[MKT-01] normalises spaces, ZWNJ, case and Arabic letters', () => {
    expect(normalizeSearchText(' Bit\u200cCoin\t')).toBe('bitcoin');
    expect(normalizeSearchText('تيك')).toBe('تیک');
  });
});
