import { describe, expect, it } from 'vitest';
import {
  checkGiveawayDraft,
  draftTotal,
  giveawayDataOf,
  hasGiveawayProblems,
  normalizeChatRef,
  type GiveawayDraft,
} from './giveaway-form';

const DRAFT: GiveawayDraft = {
  title: '**Nowruz** giveaway',
  token: 'IRT',
  duration: '1d',
  prizes: [
    { count: '1', amount: '50000' },
    { count: '3', amount: '10000' },
  ],
  limitations: ['@wallet_news'],
};

describe('a new giveaway as typed', () => {
  it('[SHOP-09] passes with a title, a banner, whole counts, positive amounts and chats by @username or id', () => {
    const problems = checkGiveawayDraft(
      { ...DRAFT, limitations: ['@wallet_news', '-1001000000888'] },
      true,
      0,
    );
    expect(hasGiveawayProblems(problems)).toBe(false);
  });

  it('[SHOP-09] asks for a title of at most 500 characters and a banner', () => {
    expect(checkGiveawayDraft({ ...DRAFT, title: '  ' }, false, 0)).toMatchObject({
      title: 'titleRequired',
      banner: 'bannerRequired',
    });
    expect(checkGiveawayDraft({ ...DRAFT, title: 'x'.repeat(501) }, true, 0).title).toBe('titleTooLong');
    expect(checkGiveawayDraft({ ...DRAFT, title: 'x'.repeat(500) }, true, 0).title).toBeUndefined();
  });

  it('checks each tier: a whole count above 0, an amount above 0 within the coin’s places', () => {
    const problems = checkGiveawayDraft(
      {
        ...DRAFT,
        token: 'USDT',
        prizes: [
          { count: '1.5', amount: '1.1234567' },
          { count: '0', amount: '' },
          { count: '', amount: 'abc' },
        ],
      },
      true,
      6,
    );
    expect(problems.prizes).toEqual([
      { count: 'countNotWhole', amount: 'tooManyDecimals' },
      { count: 'notPositive', amount: 'required' },
      { count: 'required', amount: 'notANumber' },
    ]);
  });

  it('refuses more than 1,000 winners in all', () => {
    const many = {
      ...DRAFT,
      prizes: [
        { count: '600', amount: '1' },
        { count: '401', amount: '1' },
      ],
    };
    expect(checkGiveawayDraft(many, true, 0).winners).toBe('tooManyWinners');
    const enough = {
      ...DRAFT,
      prizes: [
        { count: '600', amount: '1' },
        { count: '400', amount: '1' },
      ],
    };
    expect(checkGiveawayDraft(enough, true, 0).winners).toBeUndefined();
  });

  it('reads a chat as @username, a t.me link, a bare username or an id in any digits, and refuses one twice', () => {
    expect(normalizeChatRef('https://t.me/wallet_news')).toBe('@wallet_news');
    expect(normalizeChatRef(' wallet_news ')).toBe('@wallet_news');
    expect(normalizeChatRef('-۱۰۰۱۰۰۰۰۰۰۸۸۸')).toBe('-1001000000888');
    const problems = checkGiveawayDraft(
      { ...DRAFT, limitations: ['@wallet_news', 't.me/Wallet_News', '@ab', 'not a chat!'] },
      true,
      0,
    );
    expect(problems.limitations).toEqual([undefined, 'sameChatTwice', 'notAChat', 'notAChat']);
  });

  it('adds the tiers up, and is silent while one does not read', () => {
    expect(draftTotal(DRAFT, 0)).toBe('80000');
    expect(draftTotal({ ...DRAFT, prizes: [{ count: '2', amount: '' }] }, 0)).toBeNull();
  });

  it('[SHOP-09] sends the fields the contract takes, Persian digits made Latin, ending its duration from now', () => {
    const nowMs = Date.parse('2026-11-29T10:00:00.000Z');
    const data = giveawayDataOf(
      {
        ...DRAFT,
        title: '  **Nowruz** giveaway ',
        prizes: [{ count: '۲', amount: '۱۲۵۰۰' }],
        limitations: ['t.me/wallet_news', '-١٠٠١٠٠٠٠٠٠٨٨٨'],
      },
      nowMs,
    );
    expect(data).toEqual({
      title: '**Nowruz** giveaway',
      endsAt: '2026-11-30T10:00:00.000Z',
      token: 'IRT',
      prizes: [{ count: 2, amount: '12500' }],
      limitations: [{ chat: '@wallet_news' }, { chat: '-1001000000888' }],
    });
  });
});
