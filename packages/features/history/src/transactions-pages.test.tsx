// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_REASONS, type Transaction } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform } from '@wallet/platform';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { CREDIT_REASON_LABELS, transactionTitle } from '@wallet/ui';
import { ReceiptPage } from './receipt-page';
import { TransactionBackPage, TransactionPage } from './transaction-page';
import { TRANSACTIONS_PAGE_SIZE } from './transaction-queries';
import { TransactionsPage } from './transactions-page';

afterEach(() => cleanup());

const tx = (id: number, extra: Partial<Transaction> = {}): Transaction => ({
  id: String(id),
  type: 'DEPOSIT',
  channel: 'NETWORK',
  creditReason: null,
  token: 'TRX',
  status: 'SUCCEED',
  hash: `hash${id}`.padEnd(64, '0'),
  uniqueId: `unique-${id}`,
  refId: null,
  network: 'TRX',
  date: '2026-11-23T08:00:00.000Z',
  senderAddress: `Tsender${id}`,
  receiverAddress: `Treceiver${id}`,
  memo: null,
  amount: String(id),
  fee: '0',
  receivedAmount: String(id),
  balanceAfter: '100',
  supportCode: `SUPPORT${id}`,
  counterparty: null,
  confirmations: { seen: 20, required: 20 },
  ...extra,
});

/** 75 transactions, newest (id 75) first, served a page at a time like the sandbox. */
const ALL = Array.from({ length: 75 }, (_, i) => tx(75 - i));

function serve(request: Request) {
  const query = new URL(request.url).searchParams;
  const types = query.getAll('types');
  const tokens = query.getAll('tokens');
  const afterId = query.get('afterId');
  const limit = Number(query.get('limit'));
  const matching = ALL.filter(
    (entry) =>
      (!types.length || types.includes(entry.type)) && (!tokens.length || tokens.includes(entry.token)),
  );
  const start = afterId ? matching.findIndex((entry) => entry.id === afterId) + 1 : 0;
  return { transactions: matching.slice(start, start + limit), hasMore: start + limit < matching.length };
}

const CONFIG = { featuresList: [], coins: [] };

function open(
  node: React.ReactNode,
  path: string,
  routes: FakeRoutes = {},
  options: { language?: 'fa' | 'en' } = {},
) {
  const platform = createMemoryPlatform({ share: async ({ text }) => void shared.push(text) });
  const shared: string[] = [];
  const fake = createFakeApi({
    'GET /v1/utils/global-configs': CONFIG,
    'GET /v2/transaction': serve,
    'GET /v1/transaction/7': tx(7, {
      type: 'WITHDRAW',
      status: 'PUBLISHED_TO_NETWORK',
      fee: '1',
      receivedAmount: '6',
      memo: '12345',
    }),
    ...routes,
  });
  // The shell draws every screen inside a ThemeRoot, which the kit's telegram-ui parts need.
  const view = renderWithProviders(<ThemeRoot appearance="light">{node}</ThemeRoot>, {
    api: fake.api,
    path,
    platform,
    session: { language: options.language ?? 'en' },
  });
  return { ...view, ...fake, platform, shared };
}

const listRows = () =>
  within(screen.getByRole('list', { name: 'Transactions' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');

describe('transaction labels', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it.each(CREDIT_REASONS)('[TX-02] the credit reason %s has its own label', (reason) => {
    const label = transactionTitle(tx(1, { channel: 'CREDIT', creditReason: reason }), i18n);
    expect(label).toBe(i18n._(CREDIT_REASON_LABELS[reason]));
    expect(label.length).toBeGreaterThan(1);
  });

  it('[TX-02] every credit reason reads differently, and network moves read as deposit or withdrawal', () => {
    expect(new Set(CREDIT_REASONS.map((reason) => i18n._(CREDIT_REASON_LABELS[reason]))).size).toBe(
      CREDIT_REASONS.length,
    );
    expect(transactionTitle(tx(1), i18n)).toBe('Deposit');
    expect(transactionTitle(tx(1, { type: 'WITHDRAW' }), i18n)).toBe('Withdrawal');
    expect(transactionTitle(tx(1, { channel: 'INTERNAL' }), i18n)).toBe('Received from a wallet user');
  });
});

describe('/transactions', () => {
  it('shows the newest page first, then reads on with the afterId cursor as the user scrolls', async () => {
    const { requests } = open(<TransactionsPage />, '/transactions');
    await screen.findByRole('list', { name: 'Transactions' });
    expect(listRows()[0]).toContain('Deposit');
    expect(listRows()[0]).toContain('+75 TRX');
    expect(listRows()[0]).toContain('Done');
    expect(listRows().length).toBeLessThan(TRANSACTIONS_PAGE_SIZE);
    const firstAsked = new URL(requests.find((r) => r.url.includes('/v2/transaction'))!.url).searchParams;
    expect(firstAsked.get('limit')).toBe(String(TRANSACTIONS_PAGE_SIZE));
    expect(firstAsked.get('afterId')).toBeNull();

    await act(async () => {
      window.scrollTo(0, TRANSACTIONS_PAGE_SIZE * 72);
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() =>
      expect(
        requests.some(
          (r) => new URL(r.url).searchParams.get('afterId') === String(75 - TRANSACTIONS_PAGE_SIZE + 1),
        ),
      ).toBe(true),
    );
  });

  it('[TX-03] filters by type and coin, keeps the filters, and says when nothing matches', async () => {
    const { requests, platform } = open(<TransactionsPage />, '/transactions', {
      'GET /v1/utils/global-configs': {
        featuresList: [],
        coins: [
          {
            token: 'TRX',
            name: { en: 'TRON', fa: 'ترون' },
            icon: '',
            decimals: 6,
            humanReadableDecimals: 2,
            listed: true,
            features: { withdraw: true, deposit: true, trade: true },
            groups: [],
            networks: [],
          },
        ],
      },
    });
    await screen.findByRole('list', { name: 'Transactions' });
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Type' })).getByRole('button', { name: 'Withdrawals' }),
    );
    await screen.findByText('No transaction matches these filters.');
    expect(requests.at(-1)!.url).toContain('types=WITHDRAW');
    await waitFor(() =>
      expect(platform.storage.values().transactions).toEqual({
        type: 'WITHDRAW',
        token: null,
      }),
    );
    fireEvent.click(within(screen.getByRole('group', { name: 'Type' })).getByRole('button', { name: 'All' }));
    await screen.findByRole('list', { name: 'Transactions' });
  });

  it('the Withdrawals filter lists withdrawals only, not the legs of a swap; Trades lists the swap', async () => {
    const swapGave = tx(3, {
      type: 'WITHDRAW',
      channel: 'TRADE',
      token: 'IRT',
      refId: 'order-3',
      amount: '300',
    });
    const swapGot = tx(2, { channel: 'TRADE', token: 'USDT', refId: 'order-3' });
    const sent = tx(1, { type: 'WITHDRAW' });
    const served = [swapGave, swapGot, sent];
    open(<TransactionsPage />, '/transactions', {
      'GET /v2/transaction': (request: Request) => {
        const types = new URL(request.url).searchParams.getAll('types');
        return {
          transactions: served.filter((entry) => !types.length || types.includes(entry.type)),
          hasMore: false,
        };
      },
    });
    await screen.findByRole('list', { name: 'Transactions' });
    const type = () => within(screen.getByRole('group', { name: 'Type' }));
    fireEvent.click(type().getByRole('button', { name: 'Withdrawals' }));
    await waitFor(() => expect(listRows()).toHaveLength(1));
    expect(listRows()[0]).toContain('Withdrawal');
    fireEvent.click(type().getByRole('button', { name: 'Trades' }));
    await waitFor(() => expect(listRows()).toHaveLength(2));
    expect(listRows().every((row) => row.includes('Swap'))).toBe(true);
    fireEvent.click(type().getByRole('button', { name: 'Deposits' }));
    await screen.findByText('No transaction matches these filters.');
  });

  it('[TX-02] a fa user reads dates in the Persian calendar', async () => {
    open(<TransactionsPage />, '/transactions', {}, { language: 'fa' });
    await screen.findByRole('list', { name: 'Transactions' });
    expect(listRows()[0]).toContain('آذر ۱۴۰۵');
  });

  it('says when there are no transactions, and offers a retry when they cannot be loaded', async () => {
    open(<TransactionsPage />, '/transactions', {
      'GET /v2/transaction': { transactions: [], hasMore: false },
    });
    await screen.findByText('You have no transactions yet.');
    cleanup();
    let fail = true;
    open(<TransactionsPage />, '/transactions', {
      'GET /v2/transaction': (request: Request) =>
        fail
          ? { status: 500, codeString: 'INTERNAL_ERROR', localizedMessage: 'Something broke.' }
          : serve(request),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something broke.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Transactions' });
  });
});

describe('/transactions/{id}', () => {
  it('[TX-01] [TX-05] shows every field, with copy for the hash, the addresses and the support code', async () => {
    const { platform } = open(<TransactionPage />, '/transactions/7');
    const details = await screen.findByRole('region', { name: 'Details' });
    for (const text of [
      'Sent to the network',
      '7 TRX',
      'Fee1 TRX',
      'Amount received6 TRX',
      'Tron (TRC20)',
      'hash7',
      'Tsender7',
      'Treceiver7',
      'Memo12345',
      'Balance after100 TRX',
      'unique-7',
      'SUPPORT7',
      'Confirmations20 / 20',
    ]) {
      expect(details.textContent, text).toContain(text);
    }
    for (const [label, value] of [
      ['Copy Transaction hash', tx(7).hash!],
      ['Copy From address', 'Tsender7'],
      ['Copy To address', 'Treceiver7'],
      ['Copy Support code', 'SUPPORT7'],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(platform.copiedTexts.at(-1)).toBe(value));
    }
    expect(screen.getByRole('link', { name: 'Receipt' }).getAttribute('href')).toBe(
      '/transactions/receipt/7',
    );
  });

  it('[TX-05] /transactions/back/{id} shows the same transaction and its Back goes to the dashboard', async () => {
    const { platform, location } = open(<TransactionBackPage />, '/transactions/back/7');
    await screen.findByRole('region', { name: 'Details' });
    expect(screen.getByRole('heading', { name: 'Withdrawal' })).toBeTruthy();
    // The host's button shows once the screen has settled.
    await waitFor(() => expect(platform.backButton.isVisible()).toBe(true));
    act(() => platform.backButton.click());
    await waitFor(() => expect(location.history?.at(-1)).toBe('/dashboard'));
  });

  it('shows the server’s message for a transaction that is not there', async () => {
    open(<TransactionPage />, '/transactions/99', {
      'GET /v1/transaction/99': {
        status: 404,
        codeString: 'TRANSACTION_NOT_FOUND',
        localizedMessage: 'Not found here.',
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Not found here.');
  });
});

describe('/transactions/receipt/{id}', () => {
  it('[TX-05] shares the receipt as text, and copies it', async () => {
    const { shared, platform } = open(<ReceiptPage />, '/transactions/receipt/7');
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect(receipt.textContent).toContain('SUPPORT7');
    fireEvent.click(screen.getByRole('button', { name: 'Share receipt' }));
    await waitFor(() => expect(shared[0]).toContain('Support code: SUPPORT7'));
    expect(shared[0]).toContain('Amount: 7 TRX');
    expect(shared[0]).toContain('Status: Sent to the network');
    fireEvent.click(screen.getByRole('button', { name: 'Copy receipt' }));
    await waitFor(() => expect(platform.copiedTexts[0]).toBe(shared[0]));
  });
});
