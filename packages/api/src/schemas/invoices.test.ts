import { describe, expect, it } from 'vitest';
import { INVOICE_ESCROW_HOURS } from './invoices';
import { FIAT_DEPOSIT_CRYPTO_LOCK_HOURS } from './withdraw';

describe('INVOICE_ESCROW_HOURS', () => {
  it('is the lock on coins after a Toman deposit and a day more, so a card-paid express withdraw can still run', () => {
    expect(INVOICE_ESCROW_HOURS).toBe(FIAT_DEPOSIT_CRYPTO_LOCK_HOURS + 24);
  });
});
