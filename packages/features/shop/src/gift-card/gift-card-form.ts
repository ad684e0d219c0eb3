import {
  GIFT_CARD_CURRENCIES,
  GIFT_CARD_DESIGNS,
  GIFT_CARD_MAX_TOMAN,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  GIFT_CARD_MIN_TOMAN,
  GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH,
  GIFT_CARD_TYPES,
  type CreateGiftCardOrderRequest,
  type GiftCardCurrency,
  type GiftCardDesign,
  type GiftCardType,
} from '@wallet/api';
import { cmp, mul, readTypedAmount, roundHalfUp, type Decimal, type TypedAmountProblem } from '@wallet/core';

/** The gift card being ordered, as typed across its three pages. */
export interface GiftCardDraft {
  type: GiftCardType;
  currency: GiftCardCurrency;
  /** The card's amount in its currency, as the kit's amount field gives it. */
  amount: string;
  design: GiftCardDesign;
  recipientName: string;
  message: string;
  /** One of the user's delivery addresses, for a physical card. */
  addressId: string | null;
}

export const EMPTY_GIFT_CARD_DRAFT: GiftCardDraft = {
  type: 'DIGITAL',
  currency: 'toman',
  amount: '',
  design: 'classic',
  recipientName: '',
  message: '',
  addressId: null,
};

/** The draft as the device stores it: text fields (no address is ''). */
export type StoredGiftCardDraft = Record<string, string>;

/** A draft, or a change to it, as the device stores it. */
export function storedDraftOf(draft: Partial<GiftCardDraft>): StoredGiftCardDraft {
  const stored: StoredGiftCardDraft = {};
  for (const [field, value] of Object.entries(draft)) {
    if (value !== undefined) stored[field] = value ?? '';
  }
  return stored;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** A stored draft read against the contract's lists: a choice it no longer offers falls back to the first one. */
export function readStoredDraft(stored: StoredGiftCardDraft | null): GiftCardDraft {
  if (!stored) return EMPTY_GIFT_CARD_DRAFT;
  const text = (field: keyof GiftCardDraft) => stored[field] ?? '';
  return {
    type: isOneOf(GIFT_CARD_TYPES, text('type'))
      ? (text('type') as GiftCardType)
      : EMPTY_GIFT_CARD_DRAFT.type,
    currency: isOneOf(GIFT_CARD_CURRENCIES, text('currency'))
      ? (text('currency') as GiftCardCurrency)
      : EMPTY_GIFT_CARD_DRAFT.currency,
    amount: text('amount'),
    design: isOneOf(GIFT_CARD_DESIGNS, text('design'))
      ? (text('design') as GiftCardDesign)
      : EMPTY_GIFT_CARD_DRAFT.design,
    recipientName: text('recipientName'),
    message: text('message'),
    addressId: text('addressId') || null,
  };
}

export type GiftCardProblem =
  | TypedAmountProblem
  /** The card's value in Toman is below GIFT_CARD_MIN_TOMAN (exact for Toman, estimated for a coin). */
  | 'belowMin'
  | 'aboveMax'
  | 'nameRequired'
  | 'nameTooLong'
  | 'messageTooLong'
  | 'addressRequired';

/**
 * The card's value in Toman: exact for a Toman card, else the amount at the coin's last Toman price (null while
 * the price is unknown). Only an estimate: the server prices the card when it is ordered.
 */
export function tomanValueOf(
  draft: Pick<GiftCardDraft, 'currency' | 'amount'>,
  decimals: number,
  tomanPrice: Decimal | null,
): Decimal | null {
  const read = readTypedAmount(draft.amount, decimals);
  if (read.amount === null) return null;
  if (draft.currency === 'toman') return read.amount;
  return tomanPrice === null ? null : roundHalfUp(mul(read.amount, tomanPrice), 0);
}

/**
 * The first page's check: an amount above zero within the currency's places (Persian and Arabic digits read),
 * and a value within the card's limits when it is known.
 */
export function amountProblem(
  draft: GiftCardDraft,
  decimals: number,
  tomanPrice: Decimal | null,
): GiftCardProblem | undefined {
  const read = readTypedAmount(draft.amount, decimals);
  if (read.problem) return read.problem;
  const value = tomanValueOf(draft, decimals, tomanPrice);
  if (value === null) return undefined;
  if (cmp(value, GIFT_CARD_MIN_TOMAN) < 0) return 'belowMin';
  if (cmp(value, GIFT_CARD_MAX_TOMAN) > 0) return 'aboveMax';
  return undefined;
}

/** The second page's checks: a recipient name, a message within its length. */
export function designProblems(draft: GiftCardDraft): {
  recipientName?: GiftCardProblem;
  message?: GiftCardProblem;
} {
  const name = draft.recipientName.trim();
  return {
    ...(name === ''
      ? { recipientName: 'nameRequired' as const }
      : name.length > GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH
        ? { recipientName: 'nameTooLong' as const }
        : {}),
    ...(draft.message.trim().length > GIFT_CARD_MESSAGE_MAX_LENGTH
      ? { message: 'messageTooLong' as const }
      : {}),
  };
}

/** The last page's check (SHOP-05): a physical card is posted, so it needs one of the user's addresses. */
export function addressProblem(draft: GiftCardDraft): GiftCardProblem | undefined {
  return draft.type === 'PHYSICAL' && draft.addressId === null ? 'addressRequired' : undefined;
}

/**
 * Whether a page of the flow has what it needs from the pages before it: the design page an amount, the
 * confirmation also a name and a message that pass. A page opened without it goes back to the first page.
 */
export function isReadyFor(page: 'design' | 'confirmation', draft: GiftCardDraft, decimals: number): boolean {
  if (readTypedAmount(draft.amount, decimals).problem) return false;
  if (page === 'design') return true;
  const problems = designProblems(draft);
  return problems.recipientName === undefined && problems.message === undefined;
}

/** What POST /v1/gift-card/order is sent for a checked draft. */
export function giftCardRequestOf(draft: GiftCardDraft, decimals: number): CreateGiftCardOrderRequest {
  const message = draft.message.trim();
  return {
    type: draft.type,
    design: draft.design,
    currency: draft.currency,
    amount: readTypedAmount(draft.amount, decimals).amount ?? draft.amount,
    recipientName: draft.recipientName.trim(),
    ...(message ? { message } : {}),
    ...(draft.type === 'PHYSICAL' && draft.addressId ? { addressId: draft.addressId } : {}),
  };
}
