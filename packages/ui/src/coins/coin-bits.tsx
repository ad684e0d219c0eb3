import { isNegative, isZero, type Decimal } from '@wallet/core';
import { useFormat } from '../format/use-format';
import './coin-bits.css';

/** A percentage change, 2 decimals, green up and red down. */
export function PriceChange({ percent }: { percent: Decimal }) {
  const format = useFormat();
  const trend = isZero(percent) ? 'flat' : isNegative(percent) ? 'down' : 'up';
  return <span className={`ui-change ui-change--${trend}`}>{format.percent(percent)}</span>;
}
