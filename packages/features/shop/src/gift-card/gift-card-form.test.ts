import { describe, expect, it } from 'vitest';
import { GIFT_CARD_MESSAGE_MAX_LENGTH, GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH } from '@wallet/api';
import {
  addressProblem,
  amountProblem,
  designProblems,
  EMPTY_GIFT_CARD_DRAFT,
  giftCardRequestOf,
  isReadyFor,
  readStoredDraft,
  storedDraftOf,
  tomanValueOf,
  type GiftCardDraft,
} from './gift-card-form';

const draft = (over: Partial<GiftCardDraft>): GiftCardDraft => ({ ...EMPTY_GIFT_CARD_DRAFT, ...over });

describe('the amount', () => {
  it('is required and above zero', () => {
    expect(amountProblem(draft({ amount: '' }), 0, '1')).toBe('required');
    expect(amountProblem(draft({ amount: '0' }), 0, '1')).toBe('notPositive');
    expect(amountProblem(draft({ amount: 'abc' }), 0, '1')).toBe('notANumber');
  });

  it('reads Persian and Arabic digits', () => {
    expect(amountProblem(draft({ amount: '۲۰۰۰۰۰' }), 0, '1')).toBeUndefined();
    expect(amountProblem(draft({ amount: '٢٠٠٠٠٠' }), 0, '1')).toBeUndefined();
    expect(tomanValueOf(draft({ amount: '۲۰۰۰۰۰' }), 0, '1')).toBe('200000');
  });

  it('keeps a card within its Toman limits, estimated for a coin at its Toman price', () => {
    expect(amountProblem(draft({ amount: '99999' }), 0, '1')).toBe('belowMin');
    expect(amountProblem(draft({ amount: '500000001' }), 0, '1')).toBe('aboveMax');
    const btc = draft({ currency: 'bitcoin', amount: '0.00001' });
    expect(tomanValueOf(btc, 8, '9000000000')).toBe('90000');
    expect(amountProblem(btc, 8, '9000000000')).toBe('belowMin');
    // No price known: the server decides.
    expect(amountProblem(btc, 8, null)).toBeUndefined();
  });

  it("takes no more places than the currency's", () => {
    expect(amountProblem(draft({ currency: 'toman', amount: '150000.5' }), 0, '1')).toBe('tooManyDecimals');
  });
});

describe('the design page', () => {
  it('needs a recipient name of at most its length, and a message within its length', () => {
    expect(designProblems(draft({ recipientName: '  ' }))).toEqual({ recipientName: 'nameRequired' });
    expect(
      designProblems(draft({ recipientName: 'x'.repeat(GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH + 1) })),
    ).toEqual({ recipientName: 'nameTooLong' });
    expect(
      designProblems(draft({ recipientName: 'Sara', message: 'm'.repeat(GIFT_CARD_MESSAGE_MAX_LENGTH + 1) })),
    ).toEqual({ message: 'messageTooLong' });
    expect(
      designProblems(draft({ recipientName: 'Sara', message: 'm'.repeat(GIFT_CARD_MESSAGE_MAX_LENGTH) })),
    ).toEqual({});
  });
});

describe('the steps', () => {
  it('[SHOP-05] a printed card needs a delivery address, a digital one does not', () => {
    expect(addressProblem(draft({ type: 'PHYSICAL', addressId: null }))).toBe('addressRequired');
    expect(addressProblem(draft({ type: 'PHYSICAL', addressId: '5' }))).toBeUndefined();
    expect(addressProblem(draft({ type: 'DIGITAL', addressId: null }))).toBeUndefined();
  });

  it('opens a page only with what the pages before it need', () => {
    expect(isReadyFor('design', draft({ amount: '' }), 0)).toBe(false);
    expect(isReadyFor('design', draft({ amount: '200000' }), 0)).toBe(true);
    expect(isReadyFor('confirmation', draft({ amount: '200000' }), 0)).toBe(false);
    expect(isReadyFor('confirmation', draft({ amount: '200000', recipientName: 'Sara' }), 0)).toBe(true);
  });

  it('sends the amount in Latin digits, the name and message trimmed, the address only for a printed card', () => {
    expect(
      giftCardRequestOf(
        draft({ amount: '۰٫۰۰۱', currency: 'bitcoin', recipientName: ' Ali ', message: ' ', addressId: '5' }),
        8,
      ),
    ).toEqual({
      type: 'DIGITAL',
      design: 'classic',
      currency: 'bitcoin',
      amount: '0.001',
      recipientName: 'Ali',
    });
    expect(
      giftCardRequestOf(
        draft({ type: 'PHYSICAL', amount: '200000', recipientName: 'Ali', message: ' Hi ', addressId: '5' }),
        0,
      ),
    ).toEqual({
      type: 'PHYSICAL',
      design: 'classic',
      currency: 'toman',
      amount: '200000',
      recipientName: 'Ali',
      message: 'Hi',
      addressId: '5',
    });
  });
});

describe('the stored draft', () => {
  it("is read against the contract's lists: a choice no longer offered falls back to the first one", () => {
    expect(readStoredDraft(null)).toEqual(EMPTY_GIFT_CARD_DRAFT);
    expect(
      readStoredDraft({
        ...storedDraftOf(EMPTY_GIFT_CARD_DRAFT),
        type: 'PHYSICAL',
        currency: 'xaut',
        design: 'halloween',
      }),
    ).toEqual({ ...EMPTY_GIFT_CARD_DRAFT, type: 'PHYSICAL', currency: 'xaut', design: 'classic' });
  });

  it('is kept as text fields: no address is kept as an empty field and read back as none', () => {
    const stored = storedDraftOf({ ...EMPTY_GIFT_CARD_DRAFT, addressId: null, amount: '۲۰۰' });
    expect(stored).toMatchObject({ addressId: '', amount: '۲۰۰' });
    expect(readStoredDraft(stored)).toEqual({ ...EMPTY_GIFT_CARD_DRAFT, amount: '۲۰۰' });
    expect(readStoredDraft(storedDraftOf({ ...EMPTY_GIFT_CARD_DRAFT, addressId: '5' })).addressId).toBe('5');
  });
});
