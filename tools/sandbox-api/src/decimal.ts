import { add } from '@wallet/core';

/** PostgreSQL numerics come back padded ("12.500000000000000000"); the contract wants "12.5". */
export function canonicalDecimal(value: string): string {
  return add(value, '0');
}
