import type { RialWithdrawStatus } from '@wallet/api';
import { cmp } from '@wallet/core';

export type AmountProblem = 'required' | 'notWhole' | 'belowMin' | 'aboveMax' | 'overBalance' | 'overLimit';

/**
 * What is wrong with a typed Toman amount before it is priced: whole Toman, within the bounds of one
 * withdrawal (RIAL-11), the balance and what is left of the day's limit (LIM-01). The fee is the server's to
 * add; a total over either is refused on the confirm page with the server's words.
 */
export function amountProblemOf(
  amount: string,
  status: Pick<RialWithdrawStatus, 'minAmount' | 'maxAmount' | 'dailyLimitLeft'>,
  balance: string | null,
): AmountProblem | null {
  if (amount === '') return 'required';
  if (!/^\d+$/.test(amount)) return 'notWhole';
  if (cmp(amount, status.minAmount) < 0) return 'belowMin';
  if (cmp(amount, status.maxAmount) > 0) return 'aboveMax';
  if (balance !== null && cmp(amount, balance) > 0) return 'overBalance';
  if (status.dailyLimitLeft !== null && cmp(amount, status.dailyLimitLeft) > 0) return 'overLimit';
  return null;
}
