import {
  GIVEAWAY_MAX_LIMITATIONS,
  GIVEAWAY_MAX_PRIZE_TIERS,
  GIVEAWAY_MAX_WINNERS,
  GIVEAWAY_TITLE_MAX_LENGTH,
  type CreateGiveawayData,
} from '@wallet/api';
import {
  add,
  mul,
  readTypedAmount,
  parseDecimalInput,
  toLatinDigits,
  type Decimal,
  type TypedAmountProblem,
} from '@wallet/core';

/** How long a new giveaway stays open: the choices the page offers, each within the contract's 10 minutes to 30 days. */
export const GIVEAWAY_DURATIONS = {
  '1h': 60 * 60_000,
  '1d': 24 * 60 * 60_000,
  '3d': 3 * 24 * 60 * 60_000,
  '7d': 7 * 24 * 60 * 60_000,
  '30d': 30 * 24 * 60 * 60_000 - 60_000,
} as const;
export type GiveawayDuration = keyof typeof GIVEAWAY_DURATIONS;
export const GIVEAWAY_DURATION_KEYS = Object.keys(GIVEAWAY_DURATIONS) as GiveawayDuration[];

/** A prize tier as typed: how many winners, and what each wins (Latin digits, as the kit's amount field gives). */
export interface PrizeTierDraft {
  count: string;
  amount: string;
}

/** The new giveaway's fields as typed; the banner is a file, kept by the page (a draft keeps only text). */
export interface GiveawayDraft {
  title: string;
  token: string;
  duration: GiveawayDuration;
  prizes: PrizeTierDraft[];
  /** The chats to be a member of, each a @username or numeric id as typed. */
  limitations: string[];
}

export type GiveawayProblem =
  | TypedAmountProblem
  | 'titleRequired'
  | 'titleTooLong'
  | 'bannerRequired'
  /** The count is not a whole number of winners. */
  | 'countNotWhole'
  | 'tooManyWinners'
  | 'notAChat'
  | 'sameChatTwice';

export interface GiveawayProblems {
  title?: GiveawayProblem;
  banner?: GiveawayProblem;
  /** Per tier, its count's and amount's problem. */
  prizes: { count?: GiveawayProblem; amount?: GiveawayProblem }[];
  /** All tiers together: more winners than a giveaway may draw. */
  winners?: GiveawayProblem;
  limitations: (GiveawayProblem | undefined)[];
}

/** The contract's chat reference: @username (4 to 32 characters) or a numeric id (-100… for a channel). */
const CHAT_REF = /^(@[A-Za-z][A-Za-z0-9_]{3,31}|-?\d{1,20})$/;

/** A chat as the server takes it: digits made Latin, a t.me link or a bare username made @username. */
export function normalizeChatRef(typed: string): string {
  const text = toLatinDigits(typed).trim();
  const link = /^(?:https?:\/\/)?t\.me\/([A-Za-z][A-Za-z0-9_]{3,31})\/?$/.exec(text);
  if (link) return `@${link[1]}`;
  if (/^[A-Za-z][A-Za-z0-9_]{3,31}$/.test(text)) return `@${text}`;
  return text;
}

/** A whole, positive number of winners, read from Persian, Arabic or Latin digits (a count, never an amount). */
function readCount(text: string): { count: number | null; problem?: GiveawayProblem } {
  const read = readTypedAmount(text, 0);
  if (read.problem === 'tooManyDecimals') return { count: null, problem: 'countNotWhole' };
  if (read.problem) return { count: null, problem: read.problem };
  return { count: Number.parseInt(read.amount, 10) };
}

/**
 * Checks a draft as the server will (the contract's limits): a title of 1–500 characters, a banner, each tier's
 * count a whole number above 0 and its amount above 0 within the token's decimals, at most 1,000 winners in all,
 * each chat a @username or numeric id, none twice.
 */
export function checkGiveawayDraft(
  draft: GiveawayDraft,
  hasBanner: boolean,
  decimals: number,
): GiveawayProblems {
  const problems: GiveawayProblems = { prizes: [], limitations: [] };
  const title = draft.title.trim();
  if (title === '') problems.title = 'titleRequired';
  else if (title.length > GIVEAWAY_TITLE_MAX_LENGTH) problems.title = 'titleTooLong';
  if (!hasBanner) problems.banner = 'bannerRequired';
  let winners = 0;
  problems.prizes = draft.prizes.map((tier) => {
    const count = readCount(tier.count);
    const amount = readTypedAmount(tier.amount, decimals);
    if (count.count !== null) winners += count.count;
    return {
      ...(count.problem ? { count: count.problem } : {}),
      ...(amount.problem ? { amount: amount.problem } : {}),
    };
  });
  if (winners > GIVEAWAY_MAX_WINNERS) problems.winners = 'tooManyWinners';
  const seen = new Set<string>();
  problems.limitations = draft.limitations.map((typed) => {
    const chat = normalizeChatRef(typed);
    if (!CHAT_REF.test(chat)) return 'notAChat';
    const key = chat.toLowerCase();
    if (seen.has(key)) return 'sameChatTwice';
    seen.add(key);
    return undefined;
  });
  return problems;
}

export function hasGiveawayProblems(problems: GiveawayProblems): boolean {
  return (
    problems.title !== undefined ||
    problems.banner !== undefined ||
    problems.winners !== undefined ||
    problems.prizes.some((tier) => tier.count !== undefined || tier.amount !== undefined) ||
    problems.limitations.some((problem) => problem !== undefined)
  );
}

/** Every prize of a draft whose tiers read (count × amount summed), else null. */
export function draftTotal(draft: GiveawayDraft, decimals: number): Decimal | null {
  let total: Decimal = '0';
  for (const tier of draft.prizes) {
    const count = readCount(tier.count);
    const amount = readTypedAmount(tier.amount, decimals);
    if (count.count === null || amount.amount === null) return null;
    total = add(total, mul(amount.amount, String(count.count)));
  }
  return total;
}

/** What dataString carries for a checked draft, ending `duration` after `nowMs` on the server's clock. */
export function giveawayDataOf(draft: GiveawayDraft, nowMs: number): CreateGiveawayData {
  return {
    title: draft.title.trim(),
    endsAt: new Date(nowMs + GIVEAWAY_DURATIONS[draft.duration]).toISOString(),
    token: draft.token,
    prizes: draft.prizes.map((tier) => ({
      count: readCount(tier.count).count ?? 0,
      // Checked already with the token's places: only made a Latin decimal here.
      amount: parseDecimalInput(tier.amount) ?? tier.amount,
    })),
    limitations: draft.limitations.map((typed) => ({ chat: normalizeChatRef(typed) })),
  };
}

export const canAddTier = (draft: GiveawayDraft) => draft.prizes.length < GIVEAWAY_MAX_PRIZE_TIERS;
export const canAddChat = (draft: GiveawayDraft) => draft.limitations.length < GIVEAWAY_MAX_LIMITATIONS;
