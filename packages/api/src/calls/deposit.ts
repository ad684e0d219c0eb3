import { z } from 'zod';
import { defineCall } from '../define';
import { tokenSymbol } from '../schemas/primitives';
import { depositAddress } from '../schemas/deposit';

const TAGS = ['Wallet'] as const;

/** Spec 001 §7 "Bank, Rial and wallet": the crypto side. */
export const depositCalls = {
  depositAddress: defineCall({
    method: 'GET',
    path: '/v1/wallet/deposit/addresses',
    summary:
      'The address (and memo) to deposit a token on one network; the client splits the chosen network value into network and contract',
    auth: 'user',
    tags: TAGS,
    query: z
      .object({
        token: tokenSymbol,
        network: z.string().min(1).max(32),
        contract: z.string().min(1).max(128).optional(),
      })
      .strict(),
    response: depositAddress,
    limitFlags: ['CRYPTO_DEPOSIT_LIMIT'],
  }),
};
