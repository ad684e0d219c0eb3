import { describe, expect, it } from 'vitest';
import {
  parseStartParam,
  START_CODE_MAX_LENGTH,
  START_PAGES,
  START_PARAM_MAX_LENGTH,
  startParamFor,
  startParamProblem,
  type StartTarget,
} from './start-param';

/** The longest serial id the grammar takes: 18 digits. */
const ID_18 = '123456789012345678';

describe('parseStartParam', () => {
  it.each<[string, StartTarget]>([
    ['c-42', { kind: 'cheque', chequeId: '42', referredById: null }],
    ['c-42-r7', { kind: 'cheque', chequeId: '42', referredById: '7' }],
    [`c-${ID_18}-r${ID_18}`, { kind: 'cheque', chequeId: ID_18, referredById: ID_18 }],
    ['g-9', { kind: 'giveaway', giveawayId: '9' }],
    ['r-DEMO2222', { kind: 'referral', referralCode: 'DEMO2222' }],
    ['r-K7QX2M9P', { kind: 'referral', referralCode: 'K7QX2M9P' }],
    ['i-1', { kind: 'invoice', invoiceId: '1' }],
    [`i-${ID_18}`, { kind: 'invoice', invoiceId: ID_18 }],
    ['p-dashboard', { kind: 'page', page: 'dashboard' }],
    ['p-market', { kind: 'page', page: 'market' }],
    ['p-express-buy', { kind: 'page', page: 'express-buy' }],
  ])('%j names %j', (raw, target) => {
    expect(parseStartParam(raw)).toEqual(target);
  });

  it('reads the longest code of each kind, all within 64 characters', () => {
    const longest = [
      `c-${ID_18}-r${ID_18}`,
      `g-${ID_18}`,
      `r-${'Z'.repeat(16)}`,
      `i-${ID_18}`,
      'p-rial-withdraw',
    ];
    for (const raw of longest) {
      expect(raw.length).toBeLessThanOrEqual(START_CODE_MAX_LENGTH);
      expect(parseStartParam(raw)).not.toBeNull();
    }
  });

  it.each([
    [64, 'unknown'],
    [65, 'too-long'],
    [512, 'too-long'],
    [513, 'not-telegram'],
  ] as const)('tells a parameter of %i allowed characters as %j, and names nothing', (length, problem) => {
    // A cheque code whose referrer runs on: its shape holds until the length rules it out.
    const raw = `c-1-r${'1'.repeat(length - 5)}`;
    expect(raw).toHaveLength(length);
    expect(startParamProblem(raw)).toBe(problem);
    expect(parseStartParam(raw)).toBeNull();
  });

  it('checks the length before the shape: a code of a valid shape past 64 characters is too long', () => {
    const longPage = `p-${'a'.repeat(63)}`;
    expect(startParamProblem(longPage)).toBe('too-long');
    expect(startParamProblem(`${'x'.repeat(600)}`)).toBe('not-telegram');
    expect(START_PARAM_MAX_LENGTH).toBe(512);
  });

  it.each([
    ['c-42 ', 'a space'],
    ['c-42\n', 'a line break'],
    ['p-market?x=1', 'a query'],
    ['p-market/../kyc', 'a path'],
    ['i-١٢', 'Persian digits'],
    ['r-démo2222', 'a letter outside A-Z'],
    ['c-42.5', 'a dot'],
    ['p-dash%20board', 'an escape'],
  ])('refuses %j (%s): not a start parameter Telegram carries', (raw) => {
    expect(startParamProblem(raw)).toBe('not-telegram');
    expect(parseStartParam(raw)).toBeNull();
  });

  it.each([
    ['x-42', 'an unknown kind'],
    ['C-42', 'an upper-case kind'],
    ['c42', 'no hyphen'],
    ['c-', 'no value'],
    ['c-0', 'a zero id'],
    ['c-042', 'a leading zero'],
    [`c-1${ID_18}`, 'an id of 19 digits'],
    ['c-42-7', 'a referrer without its r'],
    ['c-42-r', 'an empty referrer'],
    ['c-42-r7-r8', 'two referrers'],
    ['g-abc', 'a giveaway id that is not a number'],
    ['i-ABC23', 'an invoice code instead of its id'],
    ['r-abc12345', 'a lower-case referral code'],
    ['r-AB1', 'a referral code too short'],
    [`r-${'A'.repeat(17)}`, 'a referral code too long'],
    ['p-wallet', 'a page not on the list'],
    ['p-Market', 'a page key in upper case'],
    ['p-', 'no page'],
    ['ref-7', 'a shape of another app'],
  ])('refuses %j (%s): no code has that shape', (raw) => {
    expect(startParamProblem(raw)).toBe('unknown');
    expect(parseStartParam(raw)).toBeNull();
  });

  it('refuses a missing parameter', () => {
    expect(startParamProblem('')).toBe('missing');
    expect(parseStartParam('')).toBeNull();
    expect(parseStartParam(null)).toBeNull();
    expect(parseStartParam(undefined)).toBeNull();
  });
});

describe('startParamFor', () => {
  const targets: StartTarget[] = [
    { kind: 'cheque', chequeId: '42', referredById: null },
    { kind: 'cheque', chequeId: ID_18, referredById: ID_18 },
    { kind: 'giveaway', giveawayId: '9' },
    { kind: 'referral', referralCode: 'DEMO2222' },
    { kind: 'invoice', invoiceId: '310' },
    ...START_PAGES.map((page): StartTarget => ({ kind: 'page', page })),
  ];

  it.each(targets)('writes %j as a code that reads back the same, within 64 allowed characters', (target) => {
    const code = startParamFor(target);
    expect(code).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(parseStartParam(code)).toEqual(target);
  });

  it('writes the shapes the bot and the links share', () => {
    expect(startParamFor({ kind: 'cheque', chequeId: '42', referredById: '7' })).toBe('c-42-r7');
    expect(startParamFor({ kind: 'invoice', invoiceId: '310' })).toBe('i-310');
    expect(startParamFor({ kind: 'page', page: 'market' })).toBe('p-market');
  });

  it.each<StartTarget>([
    { kind: 'cheque', chequeId: '12-r3', referredById: null },
    { kind: 'cheque', chequeId: 'abc', referredById: null },
    { kind: 'giveaway', giveawayId: '' },
    { kind: 'referral', referralCode: 'bad code' },
    { kind: 'invoice', invoiceId: '0' },
  ])('refuses to write %j, which no code carries', (target) => {
    expect(() => startParamFor(target)).toThrow(RangeError);
  });
});
