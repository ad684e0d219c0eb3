import { Trans, useLingui } from '@lingui/react/macro';
import type { AlertCondition, ChartCurrency } from '@wallet/api';
import { Ltr } from '@wallet/kit';
import { useFormat } from '@wallet/ui';

/** "$70,000" / "60,000,000 Toman", in the user's language and digits. */
function useAlertAmountText(): (price: string, currency: ChartCurrency) => string {
  const { t } = useLingui();
  const format = useFormat();
  return (price, currency) =>
    currency === 'USD' ? `$${format.amount(price, 8)}` : t`${format.amount(price, 0)} Toman`;
}

/** "above $70,000" / "below 60,000,000 Toman", as text: for labels and notifications. */
export function useAlertLevelText(): (
  condition: AlertCondition,
  price: string,
  currency: ChartCurrency,
) => string {
  const { t } = useLingui();
  const amountText = useAlertAmountText();
  return (condition, price, currency) => {
    const amount = amountText(price, currency);
    return condition === 'ABOVE' ? t`above ${amount}` : t`below ${amount}`;
  };
}

/**
 * The same words on screen. A dollar amount is kept left to right: after Persian words, "$" would otherwise
 * land on the far side of the digits. A Toman amount reads in the sentence's own direction.
 */
export function AlertLevel({
  condition,
  price,
  currency,
}: {
  condition: AlertCondition;
  price: string;
  currency: ChartCurrency;
}) {
  const amountText = useAlertAmountText();
  const text = amountText(price, currency);
  const amount = currency === 'USD' ? <Ltr>{text}</Ltr> : text;
  return condition === 'ABOVE' ? <Trans>above {amount}</Trans> : <Trans>below {amount}</Trans>;
}
