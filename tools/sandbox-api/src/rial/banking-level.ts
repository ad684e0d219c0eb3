import { levelAbilities } from '@wallet/core';
import { ApiFailure } from '../errors';
import type { UserRow } from '../profile/tables';

/**
 * RIAL-01: every Rial bank call refuses a level without Rial banking (core's level table: below KYC level 1,
 * and LEVEL_1_GLOBAL) with 403 INSUFFICIENT_USER_LEVEL.
 */
export function refuseBelowBankingLevel(user: Pick<UserRow, 'level'>): void {
  if (!levelAbilities(user.level).rialBanking) throw new ApiFailure(403, 'INSUFFICIENT_USER_LEVEL');
}
