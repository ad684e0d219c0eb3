import { isRialBankingLevel } from '@wallet/api';
import { ApiFailure } from '../errors';
import type { UserRow } from '../users/tables';

/** RIAL-01: every Rial bank call refuses below KYC level 1 with 403 INSUFFICIENT_USER_LEVEL. */
export function refuseBelowBankingLevel(user: Pick<UserRow, 'level'>): void {
  if (!isRialBankingLevel(user.level)) throw new ApiFailure(403, 'INSUFFICIENT_USER_LEVEL');
}
