// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
import { transactionTitle } from '@wallet/ui';
import { ReceiptPage } from './receipt-page';
import { TransactionPage } from './transaction-page';
import { TransactionsPage } from './transactions-page';

afterEach(() => cleanup());

const leg = (id: number, extra: Partial<Transaction>): Transaction => ({
  id: String(id),
  type: 'DEPOSIT',
  channel: 'TRADE',
  creditReason: null,
  token: 'USDT',
  status: 'SUCCEED',
  hash: null,
  uniqueId: `unique-${id}`,
  refId: 'order-1',
  network: null,
  date: '2026-11-23T08:00:00.000Z',
  senderAddress: null,
  receiverAddress: null,
  memo: null,
  amount: '10',
  fee: '0',
  receivedAmount: '10',
  balanceAfter: null,
  supportCode: `SUPPORT${id}`,
  counterparty: null,
  confirmations: null,
  ...extra,
});

// A swap of 1,000,000 Toman for 9.98 USDT, the 0.02 USDT fee on the leg that got it.
const GOT = leg(2, { token: 'USDT', amount: '10', fee: '0.02', receivedAmount: '9.98' });
const GAVE = leg(1, { type: 'WITHDRAW', token: 'IRT', amount: '1000000', receivedAmount: '1000000' });

function open(node: React.ReactNode, path: string) {
  const fake = createFakeApi({
    'GET /v1/utils/global-configs': { featuresList: [], coins: [] },
    'GET /v2/transaction': { transactions: [GOT, GAVE], hasMore: false },
    'GET /v1/transaction/2': GOT,
    'GET /v1/transaction/1': GAVE,
  });
  renderWithProviders(<ThemeRoot appearance="light">{node}</ThemeRoot>, {
    api: fake.api,
    path,
    session: { language: 'en' },
  });
  return fake;
}

describe('trade legs', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('a trade leg names both coins with its other leg, and its own side without it', () => {
    expect(transactionTitle(GOT, i18n, GAVE)).toBe('Swap IRT → USDT');
    expect(transactionTitle(GAVE, i18n, GOT)).toBe('Swap IRT → USDT');
    expect(transactionTitle(GOT, i18n)).toBe('Swap to USDT');
    expect(transactionTitle(GAVE, i18n)).toBe('Swap from IRT');
  });

  it('the list shows both legs of a swap as "Swap IRT → USDT"', async () => {
    open(<TransactionsPage />, '/transactions');
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Swap IRT → USDT'),
      expect.stringContaining('Swap IRT → USDT'),
    ]);
  });

  it('a leg’s page finds its other leg by refId and shows what was given, got, and the fee in the coin got', async () => {
    const { requests } = open(<TransactionPage />, '/transactions/1');
    const details = await screen.findByRole('region', { name: 'Details' });
    await waitFor(() => expect(details.textContent).toContain('You got'));
    expect(details.textContent).toContain('Swap IRT → USDT');
    expect(details.textContent).toContain('1,000,000 Toman');
    expect(details.textContent).toContain('9.98 USDT');
    expect(details.textContent).toMatch(/Fee\s*0\.02 USDT/);
    const lookup = requests.find((request) => new URL(request.url).pathname === '/v2/transaction')!;
    expect(new URL(lookup.url).searchParams.get('query')).toBe('order-1');
  });

  it('the list row of the leg that got the coin shows what arrived, the fee taken, as the receipt does', async () => {
    open(<TransactionsPage />, '/transactions');
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const [got, gave] = within(list).getAllByRole('listitem');
    expect(got!.textContent).toContain('+9.98 USDT');
    expect(got!.textContent).not.toContain('+10 USDT');
    expect(gave!.textContent).toContain('−1,000,000 Toman');
  });

  it('the page of the leg that got the coin heads with what arrived, not the credit before the fee', async () => {
    open(<TransactionPage />, '/transactions/2');
    const details = await screen.findByRole('region', { name: 'Details' });
    await waitFor(() => expect(details.textContent).toContain('You got'));
    expect(details.textContent).toContain('+9.98');
    expect(details.textContent).not.toContain('+10');
  });

  it('the receipt of the leg that got the coin shows the fee', async () => {
    open(<ReceiptPage />, '/transactions/receipt/2');
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    await waitFor(() => expect(receipt.textContent).toContain('You gave'));
    expect(receipt.textContent).toMatch(/Fee\s*0\.02 USDT/);
    expect(receipt.textContent).toContain('Swap IRT → USDT');
  });
});
