import { z } from 'zod';
import { defineControl, type SandboxControl } from '../../context';
import { badInput } from '../../errors';
import { rejectRialWithdrawal } from './progress';

/** The bank desk, for tests and demos: reject a Rial withdrawal still pending (it is refunded whole). */
export const rialWithdrawControls: readonly SandboxControl[] = [
  defineControl({
    method: 'POST',
    path: 'bank/withdrawals/:id/reject',
    run: async (sb, { params }) => {
      const id = z.coerce.number().int().positive().safeParse(params.id);
      if (!id.success) throw badInput('id');
      return rejectRialWithdrawal(sb, id.data);
    },
  }),
];
