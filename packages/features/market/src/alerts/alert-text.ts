import { useLingui } from '@lingui/react/macro';
import type { AlertCondition, ChartCurrency } from '@wallet/api';
import { useFormat } from '@wallet/ui';

/** "above $70,000" / "below 60,000,000 Toman", in the user's language and digits. */
export function useAlertLevelText(): (
  condition: AlertCondition,
  price: string,
  currency: ChartCurrency,
) => string {
  const { t } = useLingui();
  const format = useFormat();
  return (condition, price, currency) => {
    const amount = currency === 'USD' ? `$${format.amount(price, 8)}` : t`${format.amount(price, 0)} Toman`;
    return condition === 'ABOVE' ? t`above ${amount}` : t`below ${amount}`;
  };
}
