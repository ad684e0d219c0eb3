import { z } from 'zod';
import { defineCall } from '../define';
import { bankAccountInquiry, bankCard, bankIban, typedBankNumber } from '../schemas/bank-accounts';

const TAGS = ['Bank cards and IBANs'] as const;
const recordId = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const INQUIRY_NOTE =
  'Spec 000 §5 lets a card or IBAN be added only when it belongs to the user; spec 001 shows no call that tells the owner before adding. Designed here so the user sees the owner’s name and confirms.';
const REFUSALS =
  '400 BAD_INPUT_VALUES (body.number / query.number) when the number is not valid, 400 BANK_NOT_SUPPORTED for a bank the table does not hold, 403 INSUFFICIENT_USER_LEVEL below KYC level 1';

/** Spec 001 §7 bank: the user's cards and IBANs, which must belong to the user (KYC level 1). */
export const bankAccountCalls = {
  bankCards: defineCall({
    method: 'GET',
    path: '/v1/bank/credit-card',
    summary: "The user's bank cards, newest first",
    auth: 'user',
    tags: TAGS,
    response: z.object({ cards: z.array(bankCard) }),
  }),
  bankCardInquiry: defineCall({
    method: 'GET',
    path: '/v1/bank/credit-card/inquiry',
    summary: `The bank and owner of a card, asked of the bank before the user confirms adding it (${REFUSALS}, 422 CARD_NOT_OWNED when it is someone else's, 409 CARD_ALREADY_EXISTS)`,
    auth: 'user',
    tags: TAGS,
    query: z.object({ number: typedBankNumber }).strict(),
    response: bankAccountInquiry,
    notInSpec: INQUIRY_NOTE,
  }),
  addBankCard: defineCall({
    method: 'POST',
    path: '/v1/bank/credit-card',
    summary: `Add a card of the user's own (${REFUSALS}, 422 CARD_NOT_OWNED, 409 CARD_ALREADY_EXISTS)`,
    auth: 'user',
    tags: TAGS,
    body: z.object({ number: typedBankNumber }).strict(),
    response: bankCard,
  }),
  deleteBankCard: defineCall({
    method: 'DELETE',
    path: '/v1/bank/credit-card/{id}',
    summary: "Delete one of the user's cards (404 CARD_NOT_FOUND for an unknown or another user's id)",
    auth: 'user',
    tags: TAGS,
    params: recordId,
    response: z.object({ id: z.string() }),
  }),
  bankIbans: defineCall({
    method: 'GET',
    path: '/v1/bank/iban',
    summary: "The user's IBANs, newest first",
    auth: 'user',
    tags: TAGS,
    response: z.object({ ibans: z.array(bankIban) }),
  }),
  bankIbanInquiry: defineCall({
    method: 'GET',
    path: '/v1/bank/iban/inquiry',
    summary: `The bank and owner of an IBAN, asked of the bank before the user confirms adding it (${REFUSALS}, 422 IBAN_NOT_OWNED when it is someone else's, 409 IBAN_ALREADY_EXISTS)`,
    auth: 'user',
    tags: TAGS,
    query: z.object({ number: typedBankNumber }).strict(),
    response: bankAccountInquiry,
    notInSpec: INQUIRY_NOTE,
  }),
  addBankIban: defineCall({
    method: 'POST',
    path: '/v1/bank/iban',
    summary: `Add an IBAN of the user's own (${REFUSALS}, 422 IBAN_NOT_OWNED, 409 IBAN_ALREADY_EXISTS)`,
    auth: 'user',
    tags: TAGS,
    body: z.object({ number: typedBankNumber }).strict(),
    response: bankIban,
  }),
  deleteBankIban: defineCall({
    method: 'DELETE',
    path: '/v1/bank/iban/{id}',
    summary: "Delete one of the user's IBANs (404 IBAN_NOT_FOUND for an unknown or another user's id)",
    auth: 'user',
    tags: TAGS,
    params: recordId,
    response: z.object({ id: z.string() }),
  }),
} as const;
