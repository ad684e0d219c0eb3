import { describe, expect, it } from 'vitest';
import { matchesShareQuery } from './items';
import { chequeShareItem } from './messages';

const ITEM = chequeShareItem(
  {
    id: '5',
    token: 'IRT',
    activationPrize: '25000',
    left: '100000',
    message: 'جشن یلدا',
    referredById: null,
  },
  'fa',
);

describe('an inline query', () => {
  it.each(['', '  ', 'یلدا', 'چک یلدا', '25000', '۲۵۰۰۰', '٢٥٠٠٠', '۲۵٬۰۰۰', '25,000', 'تومان'])(
    'finds the cheque with %j',
    (query) => {
      expect(matchesShareQuery(ITEM, query)).toBe(true);
    },
  );

  it.each(['نوروز', '30000', 'یلدا نوروز', 'USDT'])('does not find it with %j', (query) => {
    expect(matchesShareQuery(ITEM, query)).toBe(false);
  });

  it('finds by its start code, as the mini-app puts it after the bot’s name, whoever shares it', () => {
    expect(matchesShareQuery(ITEM, 'c-5')).toBe(true);
    expect(matchesShareQuery(ITEM, ' c-5-r9 ')).toBe(true);
    expect(matchesShareQuery(ITEM, 'c-55')).toBe(false);
    expect(matchesShareQuery(ITEM, 'g-5')).toBe(false);
  });

  it('reads Arabic letters as Persian ones and ignores case', () => {
    const english = chequeShareItem(
      {
        id: '6',
        token: 'USDT',
        activationPrize: '1',
        left: '10',
        message: 'Yalda party',
        referredById: null,
      },
      'en',
    );
    expect(matchesShareQuery(english, 'YALDA usdt')).toBe(true);
    expect(matchesShareQuery(ITEM, 'چك')).toBe(true);
  });
});
