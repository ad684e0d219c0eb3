import type { ReactNode } from 'react';
import { Ltr } from '@wallet/kit';
import './detail-list.css';

export interface Detail {
  label: ReactNode;
  value: ReactNode;
  /** An amount, an address, a code: kept left to right and allowed to wrap anywhere. */
  isLtr?: boolean;
  /** A quieter addition after the value: "≈ $3.25", a username. */
  note?: ReactNode;
}

/** Label and value rows (a description list) for what a flow is about to do or has done. */
export function DetailList({ rows }: { rows: readonly (Detail | null)[] }) {
  return (
    <dl className="crypto-details">
      {rows.filter(isDetail).map((row, index) => (
        <div key={index} className="crypto-details__row">
          <dt className="crypto-details__label">{row.label}</dt>
          <dd
            className={
              row.isLtr ? 'crypto-details__value crypto-details__value--ltr' : 'crypto-details__value'
            }
          >
            {row.isLtr ? <Ltr>{row.value}</Ltr> : row.value}
            {row.note ? <span className="crypto-details__note"> {row.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const isDetail = (row: Detail | null): row is Detail => row !== null;
