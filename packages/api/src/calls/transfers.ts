import { z } from 'zod';
import { defineCall } from '../define';
import {
  internalTransferRequest,
  internalTransferResult,
  RECIPIENT_LOOKUP_LIMIT,
  recipientQuery,
  transferRecipient,
} from '../schemas/transfers';
import { CRYPTO_SPEND_FLAGS } from './withdraw';

const TAGS = ['Internal transfer'] as const;

const NOTE =
  'Spec 000 has the /withdraw/internal-transfer screens (enter amount, contacts, confirmation, receipt) but spec 001 lists no call for them; designed here.';

/** Sending coins to another user of the wallet: free and instant, PENDING then SUCCEED (spec 000 §4). */
export const transferCalls = {
  findTransferRecipient: defineCall({
    method: 'GET',
    path: '/v1/wallet/internal-transfer/recipient',
    summary: 'Find the wallet user a Telegram username or phone number belongs to',
    auth: 'user',
    tags: TAGS,
    query: z.object({ query: recipientQuery }).strict(),
    response: transferRecipient,
    // Looking users up one by one must not list the wallet's users.
    attemptLimit: RECIPIENT_LOOKUP_LIMIT,
    notInSpec: NOTE,
  }),
  recentTransferRecipients: defineCall({
    method: 'GET',
    path: '/v1/wallet/internal-transfer/recent-recipients',
    summary: 'The users this user sent to lately, most recent first',
    auth: 'user',
    tags: TAGS,
    response: z.object({ recipients: z.array(transferRecipient) }),
    notInSpec: NOTE,
  }),
  internalTransfer: defineCall({
    method: 'POST',
    path: '/v1/wallet/internal-transfer',
    summary: 'Send coins to another wallet user, free and at once, through the ledger',
    auth: 'user',
    tags: TAGS,
    body: internalTransferRequest,
    response: internalTransferResult,
    idempotent: true,
    spends: true,
    // An SMS or e-mail code is requested with authenticationId = the transfer's Idempotency-Key.
    twoFactor: { idempotencyKey: true },
    limitFlags: CRYPTO_SPEND_FLAGS,
    notInSpec: `${NOTE} It passes the same spend guard as a withdrawal to a network: blocks, level and the same USD limits (a transfer to another user takes money out of this account as surely as a withdrawal does), coin features and decimals, two-factor.`,
  }),
};
