// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayPayment, Invoice } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { queryKeys } from '@wallet/ui';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
import { PaymentResultPage } from './payment-result-page';

afterEach(cleanup);

const PAID_PAYMENT: GatewayPayment = {
  paymentId: '7',
  status: 'PAID',
  failureReason: null,
  amount: '80000',
  fee: '400',
  total: '80400',
  cardNumber: '603799******7828',
  gatewayUrl: 'http://sandbox.test/gateway/Vq3mZ8c1xR0pL5tY7wN2aQ',
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-01T00:15:00.000Z',
  paidAt: '2026-01-01T00:01:00.000Z',
  refundDueAt: null,
  transactionId: '90',
};
const INVOICE: Invoice = {
  id: '31',
  code: 'K7QW2MZP4X',
  type: 'JETTON',
  status: 'DELIVERED',
  product: { item: 'TG-PREMIUM-3M', quantity: '1', taskId: null },
  merchant: { name: 'Wallet', isCertified: true },
  amount: '80000',
  paidAmount: '80000',
  paidWith: 'GATEWAY',
  paidAt: '2026-01-01T00:01:00.000Z',
  refundedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-01T00:30:00.000Z',
};

function openResult(path: string, invoice: Invoice = INVOICE, queryClient?: QueryClient) {
  const fake = createFakeApi({
    'GET /v1/bank/deposit/gateway/7': PAID_PAYMENT,
    'GET /v1/invoice/31': invoice,
  });
  const view = renderWithProviders(
    <ThemeRoot appearance="light">
      <PaymentResultPage />
    </ThemeRoot>,
    { api: fake.api, path, ...(queryClient ? { queryClient } : {}), session: { language: 'en' } },
  );
  return { ...view, ...fake };
}

describe('/payment/result for an invoice', () => {
  it('[SHOP-11] shows the invoice the gateway payment paid, and leads back to it', async () => {
    const { location } = openResult('/payment/result?invoiceId=31&paymentId=7');
    expect(await screen.findByText('Deposit successful')).toBeTruthy();
    expect(await screen.findByText('Invoice K7QW2MZP4X is paid and delivered.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the invoice' }));
    expect(location.history?.at(-1)).toBe('/invoice?id=31');
  });

  it('says when the invoice was canceled before the payment, so the money stayed in the balance', async () => {
    openResult('/payment/result?invoiceId=31&paymentId=7', {
      ...INVOICE,
      status: 'CANCELED',
      paidWith: null,
    });
    expect(
      await screen.findByText('Invoice K7QW2MZP4X was canceled; the payment stays in your Toman balance.'),
    ).toBeTruthy();
  });

  it('keeps the invoice it read under the shared invoice key, where the invoice page finds it', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    openResult('/payment/result?invoiceId=31&paymentId=7', INVOICE, queryClient);
    await screen.findByText('Invoice K7QW2MZP4X is paid and delivered.');
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.invoice('31'))).toEqual(INVOICE));
  });

  it('reads no invoice for a plain deposit', async () => {
    const { calls } = openResult('/payment/result?paymentId=7');
    expect(await screen.findByText('Deposit successful')).toBeTruthy();
    expect(calls).not.toContain('GET /v1/invoice/31');
  });
});
