import Big from 'big.js';
import { add } from '@wallet/core';

/** PostgreSQL numerics come back padded ("12.500000000000000000"); the contract wants "12.5". */
export function canonicalDecimal(value: string): string {
  return add(value, '0');
}

/** Turns a float into a plain decimal string with `significant` digits. */
export function toDecimalString(value: number, significant = 10): string {
  if (!Number.isFinite(value)) throw new RangeError('not a finite number');
  return new Big(value.toPrecision(significant)).toFixed();
}
