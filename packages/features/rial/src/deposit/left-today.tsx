import { useLingui } from '@lingui/react/macro';
import type { DepositMethodAllowance } from '@wallet/api';
import { useFormat } from '@wallet/ui';

/**
 * What a method has left today, under its row: the gateway's use of its daily cap (per national ID), another
 * method's one-deposit maximum, or, for a method the wallet caps by no day, its smallest deposit. It never says
 * "no limit": every method has one.
 */
export function LeftToday({ allowance }: { allowance: DepositMethodAllowance | undefined }) {
  const { t } = useLingui();
  const format = useFormat();
  if (!allowance) return null;
  const { dailyCap, usedToday, leftToday } = allowance;
  if (dailyCap !== null && leftToday !== null) {
    const used = format.toman(usedToday);
    const left = format.toman(leftToday);
    const cap = format.toman(dailyCap);
    return <>{t`Used today ${used}, left ${left} of ${cap} Toman`}</>;
  }
  if (leftToday !== null) {
    const left = format.toman(leftToday);
    return <>{t`Left today: up to ${left} Toman a deposit`}</>;
  }
  const min = format.toman(allowance.minPerDeposit);
  return <>{t`No daily cap in the wallet; at least ${min} Toman a deposit`}</>;
}
