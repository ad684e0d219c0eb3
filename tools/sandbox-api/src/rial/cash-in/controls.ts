import { z } from 'zod';
import { BANK_TRANSFER_SOURCES, POL_MAX_TOMAN, SATNA_MIN_TOMAN } from '@wallet/api';
import { cmp, readIban } from '@wallet/core';
import { defineControl } from '../../context';
import { badInput } from '../../errors';
import { receiveBankTransfer } from './incoming-transfers';

const incomingTransferBody = z
  .object({
    /** The payment ID the payer typed: any text, as a bank passes it on. */
    code: z.string().min(1).max(30),
    /** Whole Toman. */
    amount: z.string().regex(/^[1-9]\d{0,11}$/),
    source: z.enum(BANK_TRANSFER_SOURCES),
    fromIban: z.string().min(1).max(64),
    reference: z.string().min(1).max(64),
  })
  .strict();

/**
 * POST /__sandbox/bank/incoming-transfer `{ code, amount, source, fromIban, reference }`: a bank transfer
 * reaches the wallet's account with a cash-in code as its payment ID. Answers the identified deposit as it
 * stands: PAYA waits for the next PAYA cycle, SATNA and Pol are credited at once, a transfer from an IBAN the
 * code's user has not registered, with an unknown code or under the minimum is RETURNED. The same reference
 * again is the same transfer. 400 BAD_INPUT_VALUES for an IBAN that is not valid, a Pol over POL_MAX_TOMAN or a
 * SATNA under SATNA_MIN_TOMAN (the banks send no such transfer).
 */
export const incomingTransferControl = defineControl({
  method: 'POST',
  path: 'bank/incoming-transfer',
  body: incomingTransferBody,
  run: async (sb, { body }) => {
    const iban = readIban(body.fromIban);
    if (iban.problem !== null) throw badInput('fromIban');
    if (body.source === 'POL' && cmp(body.amount, POL_MAX_TOMAN) > 0) throw badInput('amount');
    if (body.source === 'SATNA' && cmp(body.amount, SATNA_MIN_TOMAN) < 0) throw badInput('amount');
    return receiveBankTransfer(sb, { ...body, fromIban: iban.iban });
  },
});
