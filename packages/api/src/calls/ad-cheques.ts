import { z } from 'zod';
import { defineCall } from '../define';
import {
  AD_CHEQUE_CAPTCHA_GUESS_LIMIT,
  AD_CHEQUE_CAPTCHA_MINUTES,
  AD_CHEQUE_LIFETIME_DAYS,
  AD_CHEQUE_MAX_CLAIMS,
  AD_CHEQUE_MESSAGE_MAX_LENGTH,
  adCheque,
  adChequeCaptcha,
  adChequeCaptchaRequest,
  adChequeCaptchaVerify,
  adChequeClaim,
  adChequeId,
  adChequeStats,
  adChequeTopUpRequest,
  createAdChequeRequest,
  deletedAdCheque,
  preparedMessage,
} from '../schemas/ad-cheques';
import { invoice } from '../schemas/invoices';

const TAGS = ['Ad cheques'] as const;
const params = z.object({ id: adChequeId });

const NOT_FOUND =
  "404 AD_CHEQUE_NOT_FOUND for an unknown id (and for another user's cheque on the creator's calls)";
const AMOUNTS = `Amounts are decimal strings in the cheque's token, Persian and Arabic digits read; each fits the token's decimals (400 BAD_INPUT_VALUES otherwise)`;
const PAID_THROUGH_INVOICE =
  'The invoice is priced in Toman (for another token, what buys that amount of it at the instant it is made) and is paid by any payment method of POST /v1/payment/invoice/{id}/pay, which passes the trade guard (level, account lock, swap pauses; the balance). When it is PAID, in the same transaction, one ledger entry moves its money from the invoice escrow into the cheque’s own escrow (for a token other than IRT, through the market maker) and the invoice is DELIVERED.';

/** Spec 001 §7 "Ad cheques" (SHOP-07, SHOP-08). */
export const adChequeCalls = {
  createAdCheque: defineCall({
    method: 'POST',
    path: '/v1/ad-cheque',
    summary: `Create a cheque, PENDING until paid (POST /v1/ad-cheque/{id}/pay). ${AMOUNTS}. activationPrize > 0; the referral prizes may be 0; totalPrize >= activationPrize + firstLayerReferralPrize + secondLayerReferralPrize, and totalPrize / activationPrize at most ${AD_CHEQUE_MAX_CLAIMS}; message at most ${AD_CHEQUE_MESSAGE_MAX_LENGTH} characters; design DEFAULT unless given. 400 BAD_INPUT_VALUES otherwise; 404 UNKNOWN_COIN.`,
    auth: 'user',
    tags: TAGS,
    body: createAdChequeRequest,
    response: adCheque,
    idempotent: true,
    notInSpec:
      'Spec 001 lists the call but not its body; the fields are spec 000 §3’s, the message, design and limits designed here.',
  }),
  adCheques: defineCall({
    method: 'GET',
    path: '/v1/ad-cheque',
    summary: 'The cheques the user created, newest first.',
    auth: 'user',
    tags: TAGS,
    response: z.array(adCheque),
  }),
  adCheque: defineCall({
    method: 'GET',
    path: '/v1/ad-cheque/{id}',
    summary: `A cheque as its claim page shows it, to any signed-in user (${NOT_FOUND}).`,
    auth: 'user',
    tags: TAGS,
    params,
    response: adCheque,
  }),
  adChequeStats: defineCall({
    method: 'GET',
    path: '/v1/ad-cheque/{id}/stats',
    summary: `The creator’s figures: claims, referral prizes paid, paid out, left, returned (${NOT_FOUND}).`,
    auth: 'user',
    tags: TAGS,
    params,
    response: adChequeStats,
  }),
  payAdCheque: defineCall({
    method: 'POST',
    path: '/v1/ad-cheque/{id}/pay',
    summary: `The cheque’s AD_CHEQUE invoice of totalPrize: the PENDING one if there is one still in time, else a new one. The cheque becomes ACTIVE when the invoice is PAID. ${PAID_THROUGH_INVOICE} ${NOT_FOUND}; 409 AD_CHEQUE_NOT_PENDING once paid or deleted.`,
    auth: 'user',
    tags: TAGS,
    params,
    response: invoice,
    idempotent: true,
  }),
  topUpAdCheque: defineCall({
    method: 'POST',
    path: '/v1/ad-cheque/{id}/top-up',
    summary: `An AD_CHEQUE_TOP_UP invoice of amount more for an ACTIVE or FINISHED cheque; when PAID, amount is added to its pot and totalPrize, and a FINISHED cheque that can pay a claim again is ACTIVE. ${PAID_THROUGH_INVOICE} ${AMOUNTS}. ${NOT_FOUND}; 409 AD_CHEQUE_NOT_ACTIVE for a PENDING, DELETED or EXPIRED cheque.`,
    auth: 'user',
    tags: TAGS,
    params,
    body: adChequeTopUpRequest,
    response: invoice,
    idempotent: true,
  }),
  deleteAdCheque: defineCall({
    method: 'DELETE',
    path: '/v1/ad-cheque/{id}',
    summary: `Delete a cheque: exactly what its pot holds (totalPrize less what claims paid) goes back to the creator’s balance in one ledger entry, and it is DELETED. A PENDING cheque is DELETED with nothing to return, and its invoices not paid at all are CANCELED (one part-paid already, if paid in full later, stays PAID and goes back at the invoice escrow’s deadline). ${NOT_FOUND}; 409 AD_CHEQUE_NOT_ACTIVE once DELETED or EXPIRED.`,
    auth: 'user',
    tags: TAGS,
    params,
    response: deletedAdCheque,
    idempotent: true,
  }),
  adChequePreparedMessage: defineCall({
    method: 'POST',
    path: '/v1/ad-cheque/{id}/prepared-message',
    summary: `A message the bot prepares for the caller to share the ACTIVE cheque in a chat they pick (Telegram's savePreparedInlineMessage for the caller's Telegram account, allowing private, bot, group and channel chats; the mini-app sends it with shareMessage). It is what the bot's inline mode posts: the cheque's picture or text with an Open button to the mini-app's start link c-<id>, with -r<caller> when the caller claimed the cheque (so their shares pay them referral prizes). ${NOT_FOUND}; 409 AD_CHEQUE_NOT_ACTIVE for a cheque that is not ACTIVE; 422 TELEGRAM_ACCOUNT_NEEDED for a user with no Telegram account; 409 TELEGRAM_UNAVAILABLE when Telegram cannot be reached; 422 TELEGRAM_REFUSED when Telegram refuses the message.`,
    auth: 'user',
    tags: TAGS,
    params,
    response: preparedMessage,
    notInSpec:
      'Spec 001 has no call for it: Telegram prepares a message only for its bot, so the server asks on the user’s behalf.',
  }),
  adChequeCaptcha: defineCall({
    method: 'POST',
    path: '/v1/ad-cheque/captcha/request',
    summary: `A picture captcha for claiming the cheque, valid ${AD_CHEQUE_CAPTCHA_MINUTES} minutes, for this user, cheque and referrer. Refused before drawing what the claim would refuse: ${NOT_FOUND}; 409 AD_CHEQUE_NOT_ACTIVE; 409 AD_CHEQUE_ALREADY_CLAIMED by this user or device; 422 AD_CHEQUE_OWN_CHEQUE; 400 AD_CHEQUE_REFERRER_INVALID.`,
    auth: 'user',
    tags: TAGS,
    body: adChequeCaptchaRequest,
    response: adChequeCaptcha,
  }),
  claimAdCheque: defineCall({
    method: 'POST',
    path: '/v1/ad-cheque/captcha/verify',
    summary: `Claim with a solved captcha. captchaToken is the captcha’s id, a dot and the answer read in the picture (case-insensitive); it is checked on the server and opens one claim only (used again: 400 CAPTCHA_INVALID); wrong answers count against the user, ${AD_CHEQUE_CAPTCHA_GUESS_LIMIT.max} in ${AD_CHEQUE_CAPTCHA_GUESS_LIMIT.windowSeconds / 60} minutes over every cheque (then 429 TOO_MANY_REQUESTS); it is bound to the user, cheque, referrer and device it was drawn for and expires after ${AD_CHEQUE_CAPTCHA_MINUTES} minutes (400 CAPTCHA_WRONG, 400 CAPTCHA_INVALID). One claim per user and per device (deviceInformation.persistentId): 409 AD_CHEQUE_ALREADY_CLAIMED, and parallel claims pay once. The claimer gets activationPrize (credit reason AD_CHEQUE); referredById, when it is a user who claimed this cheque, gets firstLayerReferralPrize and the user who referred them for this cheque secondLayerReferralPrize (AD_CHEQUE_REFERRAL); the creator as referredById, or null, pays no referral prize; all in one ledger entry from the cheque’s escrow. When what is left cannot pay another whole claim (activation and both referral prizes) the cheque is FINISHED. A claim is a credit, so a locked account may claim. ${NOT_FOUND}; 409 AD_CHEQUE_NOT_ACTIVE; 422 AD_CHEQUE_OWN_CHEQUE; 400 AD_CHEQUE_REFERRER_INVALID for an unknown user, the claimer, or someone who has not claimed this cheque.`,
    auth: 'user',
    tags: TAGS,
    body: adChequeCaptchaVerify,
    response: adChequeClaim,
    idempotent: true,
    attemptLimit: AD_CHEQUE_CAPTCHA_GUESS_LIMIT,
    notInSpec: `Spec 001 gives the bodies only; the token's form, the referrer rule, the device rule and the ${AD_CHEQUE_LIFETIME_DAYS}-day lifetime are designed here.`,
  }),
} as const;
