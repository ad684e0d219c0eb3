import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AmountInput, Button } from '@wallet/kit';
import './amount-field.css';

/**
 * The field keeps every decimal typed, up to the most any coin has, so the page's check can say the coin has
 * fewer places rather than the field cutting digits off an amount of money without a word.
 */
const MAX_TYPED_DECIMALS = 18;

/**
 * A typed amount with its All shortcut (off when `allValue` is null) and, under it, what is wrong with it
 * (announced as an alert). `action` sits beside All, e.g. the fix-amount button.
 */
export function AmountField({
  label,
  unit,
  value,
  onChange,
  allValue,
  error,
  action,
}: {
  label: string;
  unit: string;
  value: string;
  onChange: (value: string) => void;
  allValue: string | null;
  error: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="crypto-amount">
      <AmountInput
        label={label}
        unit={unit}
        value={value}
        onChange={onChange}
        maxDecimals={MAX_TYPED_DECIMALS}
        error={error ? <span role="alert">{error}</span> : undefined}
      />
      <div className="crypto-amount__actions">
        {action}
        <Button
          mode="bezeled"
          size="m"
          disabled={allValue === null}
          onClick={() => allValue !== null && onChange(allValue)}
        >
          {t`All`}
        </Button>
      </div>
    </div>
  );
}
