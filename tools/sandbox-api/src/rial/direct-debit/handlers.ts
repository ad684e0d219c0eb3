import type { Db } from '../../db/client';
import type { HandlersOf } from '../../context';
import { isFlagOn, refuseIfFlagOn } from '../../config/flags';
import { ApiFailure } from '../../errors';
import {
  cancelContract,
  contractView,
  createContract,
  directDebitBanks,
  listContracts,
  ownContract,
  requireLevelOne,
} from './contracts';
import { depositByDirectDebit } from './deposit';
import { BANK_PAGE_PATH } from './bank-page';

/** Starting a contract or a deposit: the method's flag (RIAL-07) and the pause on Rial deposits. */
async function refuseIfClosed(db: Db): Promise<void> {
  if (!(await isFlagOn(db, 'DIRECT_DEBIT'))) throw new ApiFailure(422, 'DIRECT_DEBIT_NOT_AVAILABLE');
  await refuseIfFlagOn(db, 'RIAL_DEPOSIT_LIMIT', 'RIAL_DEPOSIT_LIMITED');
}

export const directDebitHandlers: HandlersOf<
  | 'directDebitBanks'
  | 'directDebitContracts'
  | 'directDebitContract'
  | 'createDirectDebitContract'
  | 'cancelDirectDebitContract'
  | 'directDebitDeposit'
> = {
  async directDebitBanks({ db, auth }) {
    requireLevelOne(auth.user);
    if (!(await isFlagOn(db, 'DIRECT_DEBIT'))) throw new ApiFailure(422, 'DIRECT_DEBIT_NOT_AVAILABLE');
    return { banks: directDebitBanks() };
  },
  async directDebitContracts({ sb, db, auth }) {
    requireLevelOne(auth.user);
    return { contracts: await listContracts(db, auth.user.id, sb.clock.now()) };
  },
  async directDebitContract({ sb, db, auth, input }) {
    requireLevelOne(auth.user);
    const now = sb.clock.now();
    return contractView(db, await ownContract(db, auth.user.id, input.params.id, now), now);
  },
  async createDirectDebitContract({ sb, db, auth, input, request }) {
    requireLevelOne(auth.user);
    await refuseIfClosed(db);
    const contract = await createContract(db, auth.user, input.body, sb.clock.now());
    return {
      contractId: String(contract.id),
      bankUrl: `${request.origin}${BANK_PAGE_PATH}/${contract.mandateToken}`,
      status: 'CREATING' as const,
    };
  },
  async cancelDirectDebitContract({ sb, db, auth, input }) {
    requireLevelOne(auth.user);
    return cancelContract(db, auth.user.id, input.params.id, sb.clock.now());
  },
  async directDebitDeposit({ sb, db, auth, input }) {
    requireLevelOne(auth.user);
    await refuseIfClosed(db);
    return depositByDirectDebit(db, auth.user.id, input.body, sb.clock.now());
  },
};
