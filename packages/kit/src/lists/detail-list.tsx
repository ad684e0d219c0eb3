import type { ReactNode } from 'react';
import { Ltr } from '../shared/ltr';
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
    <dl className="kit-details">
      {rows.filter(isDetail).map((row, index) => (
        <div key={index} className="kit-details__row">
          <dt className="kit-details__label">{row.label}</dt>
          <dd className={row.isLtr ? 'kit-details__value kit-details__value--ltr' : 'kit-details__value'}>
            {row.isLtr ? <Ltr>{row.value}</Ltr> : row.value}
            {row.note ? <span className="kit-details__note"> {row.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const isDetail = (row: Detail | null): row is Detail => row !== null;
