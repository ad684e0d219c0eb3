import type { ReactNode } from 'react';
import { CheckIcon, ErrorIcon } from '../shared/icons';
import { ClockIcon } from '../shared/more-icons';
import './receipt-template.css';

export type ReceiptStatus = 'success' | 'pending' | 'failed';

export interface ReceiptRow {
  label: ReactNode;
  value: ReactNode;
  /** An address, a hash, a code or a number: kept left to right and allowed to wrap anywhere. */
  isLtr?: boolean;
}

export interface ReceiptTemplateProps {
  status: ReceiptStatus;
  /** Words for the status: "Sent", "Waiting for confirmations", "Failed". */
  statusLabel: ReactNode;
  /** The formatted amount, digits as the language writes them ("۱۲٫۵", "-12.5"). */
  amount: string;
  /** The unit after the amount ("USDT", "تومان"). */
  unit?: ReactNode;
  /** A line under the amount, e.g. its value in Toman. */
  amountCaption?: ReactNode;
  rows: readonly ReceiptRow[];
  /** Buttons under the rows: share, done, retry. */
  actions?: ReactNode;
}

const STATUS_ICONS = { success: CheckIcon, pending: ClockIcon, failed: ErrorIcon } as const;

/** The record of one money movement: its status, the amount, its details as label/value rows, and actions. */
export function ReceiptTemplate({
  status,
  statusLabel,
  amount,
  unit,
  amountCaption,
  rows,
  actions,
}: ReceiptTemplateProps) {
  const Icon = STATUS_ICONS[status];
  return (
    <article className={`kit-receipt kit-receipt--${status}`}>
      <header className="kit-receipt__header">
        <span className="kit-receipt__badge">
          <Icon className="kit-receipt__icon" />
        </span>
        <h2 className="kit-receipt__status">{statusLabel}</h2>
        <p className="kit-receipt__amount">
          {/* The number is isolated so a sign or a decimal mark stays put; the unit follows in reading order. */}
          <bdi dir="ltr" className="kit-receipt__number">
            {amount}
          </bdi>
          {unit ? <span className="kit-receipt__unit"> {unit}</span> : null}
        </p>
        {amountCaption ? <p className="kit-receipt__caption">{amountCaption}</p> : null}
      </header>
      <dl className="kit-receipt__rows">
        {rows.map((row, index) => (
          <div key={index} className="kit-receipt__row">
            <dt className="kit-receipt__label">{row.label}</dt>
            <dd className={row.isLtr ? 'kit-receipt__value kit-receipt__value--ltr' : 'kit-receipt__value'}>
              {row.isLtr ? <bdi dir="ltr">{row.value}</bdi> : row.value}
            </dd>
          </div>
        ))}
      </dl>
      {actions ? <div className="kit-receipt__actions">{actions}</div> : null}
    </article>
  );
}
