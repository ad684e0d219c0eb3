/**
 * Start links: the code a link into the wallet carries, as Telegram's `startapp` (the mini-app's start
 * parameter), the bot's `?start=` and the web app's `/redirect?to=`. Telegram allows a start parameter of up
 * to 512 characters of `A-Z a-z 0-9 _ -`; the bot's `?start=` only 64, so every code this grammar writes fits
 * in 64 and the same code works in all three links.
 *
 * The codes, a one-letter kind, a hyphen, then its value:
 * - `c-<chequeId>` or `c-<chequeId>-r<referrerId>`: an ad cheque's claim, with who shared it (referredById)
 * - `g-<giveawayId>`: a giveaway
 * - `r-<referralCode>`: a referral code, which sets the referrer
 * - `i-<invoiceId>`: an invoice to pay
 * - `p-<pageKey>`: a page of the app, from a short closed list (START_PAGES)
 */

/** What Telegram accepts as a start parameter at all. */
export const START_PARAM_MAX_LENGTH = 512;
/** What a bot's `?start=` accepts, and so every code written here. */
export const START_CODE_MAX_LENGTH = 64;

/** The pages a start link may name, each one route of the app (the client maps them to typed routes). */
export const START_PAGES = [
  'dashboard',
  'market',
  'swap',
  'shop',
  'profile',
  'history',
  'receive',
  'send',
  'express-buy',
  'express-sell',
  'rial-deposit',
  'rial-withdraw',
  'kyc',
  'referral',
  'giveaways',
  'ad-cheques',
  'settings',
] as const;
export type StartPage = (typeof START_PAGES)[number];

/** Where a start link leads. Ids are the API's (decimal serial ids); a referral code is as the API gives it. */
export type StartTarget =
  | { kind: 'cheque'; chequeId: string; referredById: string | null }
  | { kind: 'giveaway'; giveawayId: string }
  | { kind: 'referral'; referralCode: string }
  | { kind: 'invoice'; invoiceId: string }
  | { kind: 'page'; page: StartPage };

const CHARACTERS = /^[A-Za-z0-9_-]*$/;
/** A serial id as the API writes it: decimal, no leading zero, at most 18 digits (below 2^63). */
const ID = '[1-9][0-9]{0,17}';
/** A referral code as the API writes it: upper-case letters and digits (8 today; room for longer). */
const REFERRAL_CODE = '[A-Z0-9]{4,16}';

const SHAPES = {
  cheque: new RegExp(`^c-(${ID})(?:-r(${ID}))?$`),
  giveaway: new RegExp(`^g-(${ID})$`),
  referral: new RegExp(`^r-(${REFERRAL_CODE})$`),
  invoice: new RegExp(`^i-(${ID})$`),
  page: /^p-([a-z-]{1,24})$/,
} as const;

const isStartPage = (key: string): key is StartPage => (START_PAGES as readonly string[]).includes(key);

/**
 * Why a start parameter names nothing: missing; not a start parameter Telegram would carry (past 512
 * characters, or a character outside `A-Z a-z 0-9 _ -`); one Telegram carries but longer than any code of
 * this grammar (65 to 512); or no code's shape. Null when it names a target.
 */
export type StartParamProblem = 'missing' | 'not-telegram' | 'too-long' | 'unknown';

export function startParamProblem(raw: string | null | undefined): StartParamProblem | null {
  if (typeof raw !== 'string' || raw === '') return 'missing';
  if (raw.length > START_PARAM_MAX_LENGTH || !CHARACTERS.test(raw)) return 'not-telegram';
  if (raw.length > START_CODE_MAX_LENGTH) return 'too-long';
  return targetOf(raw) ? null : 'unknown';
}

/**
 * The target a start parameter names; null when it is missing, longer than Telegram allows or than a code of
 * this grammar, holds a character Telegram does not allow, or has an unknown kind or a malformed value.
 */
export function parseStartParam(raw: string | null | undefined): StartTarget | null {
  return startParamProblem(raw) === null ? targetOf(raw!) : null;
}

function targetOf(raw: string): StartTarget | null {
  let match: RegExpExecArray | null;
  if ((match = SHAPES.cheque.exec(raw)))
    return { kind: 'cheque', chequeId: match[1]!, referredById: match[2] ?? null };
  if ((match = SHAPES.giveaway.exec(raw))) return { kind: 'giveaway', giveawayId: match[1]! };
  if ((match = SHAPES.referral.exec(raw))) return { kind: 'referral', referralCode: match[1]! };
  if ((match = SHAPES.invoice.exec(raw))) return { kind: 'invoice', invoiceId: match[1]! };
  if ((match = SHAPES.page.exec(raw)) && isStartPage(match[1]!)) return { kind: 'page', page: match[1] };
  return null;
}

/**
 * The code of a target, for a link (`startapp`, `?start=`, `/redirect?to=`). Throws on a value this grammar
 * cannot carry (an id that is not a serial id, a malformed referral code): a link that would open the
 * dashboard instead is a bug of its caller.
 */
export function startParamFor(target: StartTarget): string {
  const code = codeOf(target);
  const parsed = parseStartParam(code);
  if (!parsed || !isSameTarget(parsed, target))
    throw new RangeError(`No start code carries ${JSON.stringify(target)}`);
  return code;
}

/** Targets are flat records: the same keys with the same values. */
function isSameTarget(a: StartTarget, b: StartTarget): boolean {
  const keys = Object.keys(a) as (keyof StartTarget)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

function codeOf(target: StartTarget): string {
  switch (target.kind) {
    case 'cheque':
      return target.referredById === null
        ? `c-${target.chequeId}`
        : `c-${target.chequeId}-r${target.referredById}`;
    case 'giveaway':
      return `g-${target.giveawayId}`;
    case 'referral':
      return `r-${target.referralCode}`;
    case 'invoice':
      return `i-${target.invoiceId}`;
    case 'page':
      return `p-${target.page}`;
  }
}
