import { defineCall } from '../define';
import {
  rialWithdrawPreview,
  rialWithdrawPreviewQuery,
  rialWithdrawRequest,
  rialWithdrawStatus,
} from '../schemas/rial-withdraw';
import { RIAL_WITHDRAW_MAX_TOMAN, RIAL_WITHDRAW_MIN_TOMAN } from '../schemas/rial';
import { transaction } from '../schemas/transactions';

const TAGS = ['Rial withdraw'] as const;

/** What pauses, holds or flags Toman leaving for an IBAN; the OpenAPI text gives each one's effect. */
const RIAL_WITHDRAW_FLAGS = ['IRGC_LIMIT', 'RIAL_WITHDRAW_LIMIT', 'RIAL_WITHDRAW_WARN_LIMIT'] as const;
const REFUSALS = `Refusals: 403 INSUFFICIENT_USER_LEVEL below KYC level 1; 404 IBAN_NOT_FOUND for an IBAN the user has not registered (another user's included); 400 RIAL_WITHDRAW_BELOW_MIN / RIAL_WITHDRAW_ABOVE_MAX outside ${RIAL_WITHDRAW_MIN_TOMAN}–${RIAL_WITHDRAW_MAX_TOMAN} Toman; 400 BAD_INPUT_VALUES for a fraction of a Toman; 422 ACCOUNT_LOCKED or WITHDRAW_BLOCKED_AFTER_TWO_FACTOR while a block holds; 422 LIMIT_DAILY_WITHDRAW_EXCEEDED / LIMIT_MONTHLY_WITHDRAW_EXCEEDED past the level's Toman limits (amount and fee count); 422 INSUFFICIENT_USER_BALANCE.`;

/** Spec 001 §7 bank: Toman out of the wallet to one of the user's registered IBANs (KYC level 1). */
export const rialWithdrawCalls = {
  rialWithdrawStatus: defineCall({
    method: 'GET',
    path: '/v1/bank/withdraw/status',
    summary: `What bounds a Rial withdrawal now: the minimum and maximum, the level's daily limit and what is left of it, the fee rule and whether a limit flag pauses, restricts or delays withdrawals.`,
    auth: 'user',
    tags: TAGS,
    limitFlags: RIAL_WITHDRAW_FLAGS,
    response: rialWithdrawStatus,
    notInSpec:
      'Spec 000 §6 wants the withdraw page to show the limits before an amount is typed; spec 001 lists no call that tells them. Designed here.',
  }),
  rialWithdrawPreview: defineCall({
    method: 'GET',
    path: '/v1/bank/withdraw/preview',
    summary: `Price a Rial withdrawal to a registered IBAN: the fee (0.01% of the amount, 1,000 to 5,000 Toman, on top), what the IBAN receives, the settlement time and what is left of today's limit. ${REFUSALS}`,
    auth: 'user',
    tags: TAGS,
    limitFlags: RIAL_WITHDRAW_FLAGS,
    query: rialWithdrawPreviewQuery,
    response: rialWithdrawPreview,
  }),
  rialWithdraw: defineCall({
    method: 'POST',
    path: '/v1/bank/withdraw',
    summary: `Withdraw Toman to a registered IBAN: amount plus fee leave the balance in one ledger entry and a WITHDRAW transaction on channel BANK starts at TRANSACTION_CREATED, then ACCEPTED_BY_ADMIN, then SUCCEED within the settlement time (or REJECTED_BY_ADMIN, refunded whole). 409 RIAL_WITHDRAW_FEE_CHANGED when the fee is not the preview's. ${REFUSALS}`,
    auth: 'user',
    tags: TAGS,
    limitFlags: RIAL_WITHDRAW_FLAGS,
    body: rialWithdrawRequest,
    response: transaction,
    idempotent: true,
    spends: true,
    // An SMS or e-mail code is requested with authenticationId = the withdrawal's Idempotency-Key.
    twoFactor: { idempotencyKey: true },
  }),
};
