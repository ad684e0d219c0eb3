// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transaction } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { TransactionPage } from './transaction-page';
import { TransactionsPage } from './transactions-page';

afterEach(cleanup);

const RIAL_WITHDRAWAL: Transaction = {
  id: '31',
  type: 'WITHDRAW',
  channel: 'BANK',
  creditReason: null,
  token: 'IRT',
  status: 'TRANSACTION_CREATED',
  hash: null,
  uniqueId: 'unique-31',
  refId: null,
  network: null,
  date: '2026-11-23T08:00:00.000Z',
  senderAddress: null,
  receiverAddress: 'IR11017…0002',
  memo: null,
  amount: '2001000',
  fee: '1000',
  receivedAmount: '2000000',
  balanceAfter: '7999000',
  supportCode: 'SUPPORT31',
  counterparty: 'Bank Melli IR11017…0002',
  confirmations: null,
};
const RIAL_DEPOSIT: Transaction = {
  ...RIAL_WITHDRAWAL,
  id: '30',
  type: 'DEPOSIT',
  status: 'SUCCEED',
  receiverAddress: null,
  amount: '5000000',
  fee: '0',
  receivedAmount: '5000000',
  counterparty: '603799******7828',
};

function open(path: string, routes: FakeRoutes, node = <TransactionPage />) {
  const fake = createFakeApi({ 'GET /v1/utils/global-configs': { featuresList: [], coins: [] }, ...routes });
  return renderWithProviders(<ThemeRoot appearance="light">{node}</ThemeRoot>, {
    api: fake.api,
    path,
    session: { language: 'en' },
  });
}

describe('Toman transactions (channel BANK)', () => {
  it('a Rial withdrawal shows its bank, IBAN, Toman amounts and where it stands', async () => {
    open('/transactions/31', { 'GET /v1/transaction/31': RIAL_WITHDRAWAL });
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(screen.getByRole('heading', { name: 'Toman withdrawal to an IBAN' })).toBeTruthy();
    expect(details.textContent).toContain('Bank Melli');
    expect(details.textContent).toContain('IR11017…0002');
    expect(details.textContent).toContain('1,000 Toman');
    expect(details.textContent).toContain('2,000,000 Toman');
    expect(details.textContent).not.toContain('Other user');
    const progress = screen.getByRole('region', { name: 'Progress' });
    const current = within(progress)
      .getAllByRole('listitem')
      .find((step) => step.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toBe('Accepted');
    expect(progress.textContent).toContain('It reaches the IBAN within 10 minutes.');
  });

  it('a Rial withdrawal says its amount and fee as its confirm page did: the amount asked, the fee on top', async () => {
    open('/transactions/31', { 'GET /v1/transaction/31': RIAL_WITHDRAWAL });
    const details = await screen.findByRole('region', { name: 'Details' });
    const text = details.textContent ?? '';
    expect(text).toMatch(/Amount\s*2,000,000 Toman/);
    expect(text).toMatch(/Fee\s*1,000 Toman/);
    expect(text).toMatch(/Taken from your balance\s*2,001,000 Toman/);
    expect(text).toMatch(/The IBAN receives\s*2,000,000 Toman/);
    expect(text).not.toContain('Amount received');
  });

  it('a settled Rial withdrawal has every step done', async () => {
    open('/transactions/31', { 'GET /v1/transaction/31': { ...RIAL_WITHDRAWAL, status: 'SUCCEED' } });
    const progress = await screen.findByRole('region', { name: 'Progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .every((step) => step.textContent?.includes('(done)')),
    ).toBe(true);
    expect(progress.textContent).not.toContain('within 10 minutes');
  });

  it('a rejected Rial withdrawal says the whole amount came back', async () => {
    open('/transactions/31', {
      'GET /v1/transaction/31': { ...RIAL_WITHDRAWAL, status: 'REJECTED_BY_ADMIN', balanceAfter: '10000000' },
    });
    const progress = await screen.findByRole('region', { name: 'Progress' });
    expect(progress.textContent).toContain(
      'This withdrawal was rejected. The whole amount, fee included, is back in your balance.',
    );
  });

  it('[TX-02] the list names Toman deposits and withdrawals and shows Toman amounts', async () => {
    open(
      '/transactions',
      { 'GET /v2/transaction': { transactions: [RIAL_WITHDRAWAL, RIAL_DEPOSIT], hasMore: false } },
      <TransactionsPage />,
    );
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent ?? '');
    expect(rows[0]).toContain('Toman withdrawal to an IBAN');
    expect(rows[0]).toContain('−2,001,000 Toman');
    expect(rows[1]).toContain('Toman deposit');
    expect(rows[1]).toContain('+5,000,000 Toman');
  });
});
