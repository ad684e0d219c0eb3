import { z } from 'zod';
import { defineCall } from '../define';
import {
  GIVEAWAY_BANNER_MAX_BYTES,
  GIVEAWAY_MAX_DAYS,
  GIVEAWAY_MAX_LIMITATIONS,
  GIVEAWAY_MAX_PRIZE_TIERS,
  GIVEAWAY_MAX_WINNERS,
  GIVEAWAY_MIN_MINUTES,
  GIVEAWAY_TITLE_MAX_LENGTH,
  createGiveawayRequest,
  giveaway,
  giveawayId,
  giveawayList,
} from '../schemas/giveaways';
import { preparedMessage } from '../schemas/ad-cheques';
import { invoice } from '../schemas/invoices';

const TAGS = ['Giveaways'] as const;
const params = z.object({ id: giveawayId });
const NOT_FOUND = '404 GIVEAWAY_NOT_FOUND for an unknown id';

/** Spec 001 §7 "Ad cheques, shop, giveaways" (SHOP-09). */
export const giveawayCalls = {
  createGiveaway: defineCall({
    method: 'POST',
    path: '/v1/giveaway',
    summary: `Create a giveaway, PENDING until paid (POST /v1/giveaway/{id}/pay). Multipart: dataString is CreateGiveawayData as JSON text; banner a JPEG, PNG or WebP of at most ${GIVEAWAY_BANNER_MAX_BYTES} bytes, checked by its bytes (400 GIVEAWAY_BANNER_INVALID). title: markdown, 1–${GIVEAWAY_TITLE_MAX_LENGTH} characters; endsAt ${GIVEAWAY_MIN_MINUTES} minutes to ${GIVEAWAY_MAX_DAYS} days ahead; 1–${GIVEAWAY_MAX_PRIZE_TIERS} prize tiers, ${GIVEAWAY_MAX_WINNERS} winners at most in all, each amount > 0 within the token's decimals (Persian and Arabic digits read); up to ${GIVEAWAY_MAX_LIMITATIONS} limitations, each a chat the bot can see (Telegram's getChat gives its preview name and link; 400 GIVEAWAY_CHAT_NOT_FOUND otherwise; 422 TELEGRAM_UNAVAILABLE when Telegram cannot be reached). 400 BAD_INPUT_VALUES for other bad fields or dataString that is not JSON; 404 UNKNOWN_COIN.`,
    auth: 'user',
    tags: TAGS,
    upload: true,
    body: createGiveawayRequest,
    response: giveaway,
    idempotent: true,
    notInSpec:
      'Spec 001 gives the multipart shape only; the fields are spec 000 §3’s, the limits, life and draw rule designed here.',
  }),
  giveaways: defineCall({
    method: 'GET',
    path: '/v1/giveaway',
    summary: 'The giveaways the user created and the ones they joined, newest first.',
    auth: 'user',
    tags: TAGS,
    response: giveawayList,
    notInSpec: 'Spec 001 lists only the create call.',
  }),
  giveaway: defineCall({
    method: 'GET',
    path: '/v1/giveaway/{id}',
    summary: `A giveaway as its page shows it, to any signed-in user, with the caller's part in it (${NOT_FOUND}). A giveaway whose endsAt has passed is drawn (or CANCELED if unpaid) before it is answered: one ledger entry pays each winner (credit reason GIVEAWAY_PRIZE) and returns the prizes no one won to the creator (credit reason GIVEAWAY_PARTICIPATION).`,
    auth: 'user',
    tags: TAGS,
    params,
    response: giveaway,
    notInSpec: 'Spec 001 lists only the create call.',
  }),
  payGiveaway: defineCall({
    method: 'POST',
    path: '/v1/giveaway/{id}/pay',
    summary: `The giveaway's GIVEAWAY invoice of totalPrize: the PENDING one still in time, else a new one. It is priced in Toman (for another token, what buys that amount at the instant it is made) and paid by any method of POST /v1/payment/invoice/{id}/pay, which passes the trade guard. When it is PAID, in the same transaction, one ledger entry moves its money from the invoice escrow into the giveaway's own escrow, the giveaway is ACTIVE and the invoice DELIVERED. Only the creator (${NOT_FOUND} for anyone else); 409 GIVEAWAY_NOT_PENDING once paid or canceled; 409 GIVEAWAY_ENDED past endsAt.`,
    auth: 'user',
    tags: TAGS,
    params,
    response: invoice,
    idempotent: true,
    notInSpec: 'Spec 001 lists only the create call; paid like an ad cheque.',
  }),
  participateGiveaway: defineCall({
    method: 'POST',
    path: '/v1/giveaway/{id}/participate',
    summary: `Join an ACTIVE giveaway before endsAt. Every limitation is checked with Telegram's getChatMember for the user's Telegram account (member, administrator, creator or restricted-and-member pass): 422 GIVEAWAY_LIMITATION_NOT_MET naming the chats missing (not 403, which the client reads as a lost session); 422 TELEGRAM_ACCOUNT_NEEDED for a user with no Telegram account when there are limitations; 422 TELEGRAM_UNAVAILABLE when Telegram cannot be reached (nothing changed, try again). One participation per user: joining again answers the same participation. ${NOT_FOUND}; 409 GIVEAWAY_NOT_ACTIVE; 409 GIVEAWAY_ENDED; 422 GIVEAWAY_OWN for the creator. Nothing leaves the balance, so a locked account may join.`,
    auth: 'user',
    tags: TAGS,
    params,
    response: giveaway,
    idempotent: true,
    notInSpec: 'The path is the issue’s; spec 001 lists only the create call.',
  }),
  deleteGiveaway: defineCall({
    method: 'DELETE',
    path: '/v1/giveaway/{id}',
    summary: `Cancel a PENDING giveaway (its unpaid invoices are CANCELED). Only the creator (${NOT_FOUND} for anyone else); 409 GIVEAWAY_NOT_PENDING once paid: a paid giveaway is always drawn.`,
    auth: 'user',
    tags: TAGS,
    params,
    response: giveaway,
    idempotent: true,
    notInSpec: 'Designed here.',
  }),
  giveawayPreparedMessage: defineCall({
    method: 'POST',
    path: '/v1/giveaway/{id}/prepared-message',
    summary: `A message the bot prepares for the caller to share the ACTIVE giveaway in a chat they pick (Telegram's savePreparedInlineMessage for the caller's Telegram account, allowing private, bot, group and channel chats; the mini-app sends it with shareMessage). It is what the bot's inline mode posts: the giveaway's banner, title and prizes with an Open button to the mini-app's start link g-<id>. Anyone signed in may share it. ${NOT_FOUND}; 409 GIVEAWAY_NOT_ACTIVE for a giveaway that is not ACTIVE, 409 GIVEAWAY_ENDED past endsAt; 422 TELEGRAM_ACCOUNT_NEEDED for a user with no Telegram account; 409 TELEGRAM_UNAVAILABLE when Telegram cannot be reached; 422 TELEGRAM_REFUSED when Telegram refuses the message.`,
    auth: 'user',
    tags: TAGS,
    params,
    response: preparedMessage,
    notInSpec:
      'Spec 001 has no call for it: Telegram prepares a message only for its bot, so the server asks on the user’s behalf.',
  }),
} as const;
