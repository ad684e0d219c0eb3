// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Invoice, InvoicePaymentMethod, PaymentInvoice } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
import { PaymentMethods } from './payment-methods';

afterEach(cleanup);

const INVOICE = {
  id: '7',
  code: 'K7QW2MZP4X',
  type: 'JETTON',
  status: 'PENDING',
  amount: '250000',
} as Invoice;
const option = (
  method: InvoicePaymentMethod['method'],
  parts: Partial<InvoicePaymentMethod> = {},
): InvoicePaymentMethod => ({
  method,
  isAvailable: true,
  unavailableReason: null,
  token: 'IRT',
  amount: '250000',
  fromBalance: '0',
  fee: '0',
  minAmount: null,
  maxAmount: null,
  ...parts,
});
const page = (methods: InvoicePaymentMethod[]): PaymentInvoice => ({
  invoice: INVOICE,
  due: '250000',
  balances: { irt: '0', usdt: '0' },
  methods,
  cardToCard: null,
  gateway: null,
});
const HERE = '/invoice?id=7&nextUrl=%2Fshop';

function open(shown: PaymentInvoice) {
  const { api } = createFakeApi({ 'GET /v1/bank/credit-card': { cards: [] } });
  return renderWithProviders(
    <ThemeRoot appearance="light">
      <PaymentMethods page={shown} here={HERE} nextUrl="/shop" onPaid={() => undefined} />
    </ThemeRoot>,
    { api, path: HERE, session: { language: 'en' } },
  );
}

describe('an invoice’s ways to pay', () => {
  it('with methods waiting for a bank card, links to the card form, which comes back to this invoice', async () => {
    open(
      page([
        option('IRT_BALANCE', { isAvailable: false, unavailableReason: 'BALANCE_INSUFFICIENT' }),
        option('CARD2CARD', { isAvailable: false, unavailableReason: 'NO_CARD' }),
        option('GATEWAY', { isAvailable: false, unavailableReason: 'NO_CARD' }),
      ]),
    );
    const cards = await screen.findByRole('list', { name: 'Bank cards' });
    expect(within(cards).getByRole('link', { name: 'Add a bank card' }).getAttribute('href')).toBe(
      `/profile/financial?add=card&nextUrl=${encodeURIComponent(HERE)}`,
    );
  });

  it('offers no card form when no method waits for a card', async () => {
    open(page([option('IRT_BALANCE'), option('CARD2CARD')]));
    await screen.findByText('Toman balance', { exact: false });
    expect(screen.queryByRole('link', { name: 'Add a bank card' })).toBeNull();
  });
});
