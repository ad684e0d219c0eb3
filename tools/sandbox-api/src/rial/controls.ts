import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { positiveDecimalString } from '@wallet/api';
import { defineControl } from '../context';
import { ledgerBalance } from '../money/transactions';
import { creditRialDeposit } from './rial-deposits';

export const bankControls = [
  /**
   * POST /__sandbox/fiat/deposit `{ amount }`: a Toman deposit reaches the logged-in user from a bank, credited
   * and recorded as every deposit method's; crypto withdrawals then wait 72 h.
   */
  defineControl({
    method: 'POST',
    path: 'fiat/deposit',
    auth: 'user',
    body: z.object({ amount: positiveDecimalString }).strict(),
    run: async (sb, { body: { amount }, user }) =>
      sb.db.transaction(async (tx) => {
        await creditRialDeposit(tx, {
          userId: user!.id,
          method: null,
          amount,
          counterparty: null,
          refId: `SANDBOX-${randomUUID()}`,
          at: sb.clock.now(),
        });
        return { balance: (await ledgerBalance(tx, user!.id, 'IRT')) ?? '0' };
      }),
  }),
];
