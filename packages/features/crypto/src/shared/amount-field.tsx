import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import '../transfer/transfer.css';

/** A typed amount with its All shortcut (off when `allValue` is null) and, below it, what is wrong with it. */
export function AmountField({
  id,
  label,
  value,
  onChange,
  allValue,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  allValue: string | null;
  error: ReactNode;
}) {
  const { t } = useLingui();
  const errorId = `${id}-error`;
  return (
    <>
      <label className="transfer-label" htmlFor={id}>
        {label}
      </label>
      <div className="transfer-amount">
        <input
          id={id}
          className="transfer-input"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="transfer-chip"
          disabled={allValue === null}
          onClick={() => allValue !== null && onChange(allValue)}
        >
          {t`All`}
        </button>
      </div>
      {error && (
        <div id={errorId} className="transfer-error" role="alert">
          {error}
        </div>
      )}
    </>
  );
}
