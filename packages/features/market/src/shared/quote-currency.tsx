import { useLingui } from '@lingui/react/macro';
import type { UserCurrency } from '@wallet/api';
import { usdPriceDecimals } from '@wallet/core';
import { Ltr, ToggleGroup } from '@wallet/kit';
import { useFeatureFlag, useFormat, useShownCurrency } from '@wallet/ui';

/**
 * The currency the market and coin pages quote prices in: the one shared with the dashboard (chosen in
 * settings until the user toggles, the toggle kept), US dollars while RIAL_PREVIEW_LIMIT is on.
 */
export function useQuoteCurrency(userCurrency: UserCurrency | undefined) {
  const [shown, setShown] = useShownCurrency(userCurrency);
  const isRialPreviewLimited = useFeatureFlag('RIAL_PREVIEW_LIMIT');
  const quote: UserCurrency = isRialPreviewLimited ? 'USD' : shown;
  return { quote, setQuote: setShown, isLocked: isRialPreviewLimited };
}

/** The two currencies to quote in, the chosen one pressed; hidden while Toman may not be shown. */
export function QuoteCurrencyToggle({
  quote,
  onChange,
  isLocked,
}: {
  quote: UserCurrency;
  onChange: (quote: UserCurrency) => void;
  isLocked: boolean;
}) {
  const { t } = useLingui();
  if (isLocked) return null;
  return (
    <ToggleGroup
      label={t`Prices in`}
      options={[
        { value: 'IRT' as const, label: t`Toman` },
        { value: 'USD' as const, label: t`US dollars` },
      ]}
      value={quote}
      onChange={onChange}
    />
  );
}

/**
 * A price in the quoted currency: dollars with places by size; Toman whole from a hundred up and, below it, with
 * enough places to show what a cheap coin costs.
 */
export function QuotedPrice({ price, quote }: { price: string; quote: UserCurrency }) {
  const { t } = useLingui();
  const format = useFormat();
  if (quote === 'USD') return <Ltr>${format.usdPrice(price)}</Ltr>;
  const wholeDigits = (price.split('.')[0] ?? '').replace(/^0+/, '').length;
  const amount = format.amount(price, wholeDigits >= 3 ? 0 : usdPriceDecimals(price));
  return <>{t`${amount} Toman`}</>;
}
