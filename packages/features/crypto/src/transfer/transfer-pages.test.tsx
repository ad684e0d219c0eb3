// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transaction, TransferRecipient, UserAssets } from '@wallet/api';
import { createMemoryPlatform, type MemoryPlatform } from '@wallet/platform';
import { useToasts } from '@wallet/ui';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { TransferAmountPage } from './amount-page';
import { TransferConfirmationPage } from './confirmation-page';
import { TransferReceiptPage } from './receipt-page';
import { TransferRecipientPage } from './recipient-page';

afterEach(() => cleanup());

const ASSETS: UserAssets = {
  userCurrency: 'IRT',
  balance: { usdValue: { number: '100' }, userCurrencyValue: { number: '6000000' } },
  tokens: [
    {
      token: 'TRX',
      name: { en: 'TRON', fa: 'ترون' },
      listed: true,
      favorite: false,
      groups: [],
      balance: {
        amount: { number: '40' },
        usdValue: { number: '10' },
        userCurrencyValue: { number: '600000' },
      },
      marketData: { USD: { lastPrice: '0.25', change24h: '0' }, IRT: { lastPrice: '15000', change24h: '0' } },
    },
  ],
};

const SARA: TransferRecipient = {
  displayName: 'Sara Ahmadi',
  username: 'demo_level2',
  maskedPhone: '0912***0002',
  handle: '@demo_level2',
};

const SENT: Transaction = {
  id: '900',
  type: 'WITHDRAW',
  channel: 'INTERNAL',
  creditReason: null,
  token: 'TRX',
  status: 'SUCCEED',
  hash: null,
  uniqueId: 'u-900',
  refId: 'u-900',
  network: null,
  date: '2026-11-23T08:00:00.000Z',
  senderAddress: null,
  receiverAddress: null,
  memo: null,
  amount: '12.5',
  fee: '0',
  receivedAmount: '12.5',
  balanceAfter: '27.5',
  supportCode: 'ABCDEFGH23',
  counterparty: '@demo_level2',
  confirmations: null,
};

function Toasts() {
  const { toasts } = useToasts();
  return (
    <ul aria-label="Toasts">
      {toasts.map((toast) => (
        <li key={toast.id}>{toast.text}</li>
      ))}
    </ul>
  );
}

function open(node: ReactNode, path: string, routes: FakeRoutes = {}, platform?: MemoryPlatform) {
  const fake = createFakeApi({
    'GET /v2/assets': ASSETS,
    'GET /v1/wallet/internal-transfer/recipient': (request: Request) =>
      new URL(request.url).searchParams.get('query') === '@nobody'
        ? { status: 404, codeString: 'TRANSFER_RECIPIENT_NOT_FOUND', localizedMessage: 'No such user.' }
        : SARA,
    'GET /v1/wallet/internal-transfer/recent-recipients': { recipients: [SARA] },
    'POST /v1/wallet/internal-transfer': { transaction: SENT, recipient: SARA },
    'GET /v1/transaction/900': SENT,
    ...routes,
  });
  const view = renderWithProviders(
    <>
      {node}
      <Toasts />
    </>,
    { api: fake.api, path, platform },
  );
  return { ...view, ...fake };
}

describe('/withdraw/internal-transfer/enter-amount', () => {
  it('[WD-11] checks the amount against the balance and goes on to choose the recipient', async () => {
    const { platform, location } = open(<TransferAmountPage />, '/withdraw/internal-transfer/enter-amount');
    const amount = await screen.findByLabelText('Amount');
    expect(screen.getByText(/Balance: 40 TRX/)).toBeTruthy();
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    for (const [typed, message] of [
      ['', 'Enter an amount.'],
      ['abc', 'Enter the amount as a number, like 12.5.'],
      ['0', 'The amount must be more than zero.'],
      ['40.5', 'That is more than your balance.'],
    ] as const) {
      fireEvent.change(amount, { target: { value: typed } });
      act(() => platform.mainButton.click());
      expect(screen.getByRole('alert').textContent).toBe(message);
    }
    fireEvent.change(amount, { target: { value: '۱۲٫۵' } });
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe(
      '/withdraw/internal-transfer/telegram-contacts?token=TRX&amount=12.5',
    );
  });

  it('fills in the whole balance with All', async () => {
    open(<TransferAmountPage />, '/withdraw/internal-transfer/enter-amount');
    fireEvent.click(await screen.findByRole('button', { name: 'All' }));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('40');
  });
});

describe('/withdraw/internal-transfer/telegram-contacts', () => {
  it('[WD-11] finds a user by username or phone, and lists recent recipients', async () => {
    open(<TransferRecipientPage />, '/withdraw/internal-transfer/telegram-contacts?token=TRX&amount=12.5');
    const recent = await screen.findByRole('list', { name: 'Recent recipients' });
    expect(within(recent).getByRole('link').getAttribute('href')).toBe(
      '/withdraw/internal-transfer/transfer-confirmation?token=TRX&amount=12.5&recipient=%40demo_level2',
    );
    fireEvent.change(screen.getByLabelText('Telegram username or phone number'), {
      target: { value: '@nobody' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No such user.');
    fireEvent.change(screen.getByLabelText('Telegram username or phone number'), {
      target: { value: '09120000002' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    const found = await screen.findByRole('list', { name: 'Found' });
    expect(found.textContent).toContain('Sara Ahmadi');
    expect(found.textContent).toContain('0912***0002');
  });
});

describe('/withdraw/internal-transfer/transfer-confirmation', () => {
  const PATH =
    '/withdraw/internal-transfer/transfer-confirmation?token=TRX&amount=12.5&recipient=%40demo_level2';

  it('[WD-05] shows who gets what for free, sends once on a double tap, and opens the receipt', async () => {
    const { platform, requests, location } = open(
      <Switch>
        <Route path="/withdraw/internal-transfer/transfer-confirmation">
          <TransferConfirmationPage />
        </Route>
        <Route path="/withdraw/internal-transfer/receipt">
          <p>The receipt</p>
        </Route>
      </Switch>,
      PATH,
    );
    const card = await screen.findByRole('region', { name: 'Transfer' });
    expect(card.textContent).toContain('Sara Ahmadi');
    expect(card.textContent).toContain('Free');
    expect(card.textContent).toContain('12.5 TRX');
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    act(() => {
      platform.mainButton.click();
      platform.mainButton.click();
    });
    await screen.findByText('The receipt');
    expect(location.history?.at(-1)).toBe('/withdraw/internal-transfer/receipt?id=900');
    const sends = requests.filter((r) => r.method === 'POST');
    expect(sends).toHaveLength(1);
    expect(sends[0]!.headers.get('idempotency-key')).toBeTruthy();
    expect(platform.storage.snapshot().internalTransferKey).toBe('null');
  });

  it('a retry after a failure, and a reload, reuse the same Idempotency-Key', async () => {
    const platform = createMemoryPlatform();
    let answer: unknown = { status: 0, codeString: 'TIMEOUT', localizedMessage: null };
    const routes = { 'POST /v1/wallet/internal-transfer': () => answer };
    const first = open(<TransferConfirmationPage />, PATH, routes, platform);
    await screen.findByRole('region', { name: 'Transfer' });
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    answer = { status: 503, codeString: 'INTERNAL_ERROR', localizedMessage: 'Try again later.' };
    act(() => platform.mainButton.click());
    await screen.findByText('Try again later.');
    const keyOf = (list: Request[]) =>
      list.filter((r) => r.method === 'POST').map((r) => r.headers.get('idempotency-key'));
    const firstKey = keyOf(first.requests)[0];
    expect(firstKey).toBeTruthy();
    await waitFor(() => expect(platform.mainButton.current()?.loading).toBeFalsy());
    act(() => platform.mainButton.click());
    await waitFor(() => expect(keyOf(first.requests)).toEqual([firstKey, firstKey]));

    cleanup();
    answer = { transaction: SENT, recipient: SARA };
    const reloaded = open(<TransferConfirmationPage />, PATH, routes, platform);
    await screen.findByRole('region', { name: 'Transfer' });
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    act(() => platform.mainButton.click());
    await waitFor(() => expect(keyOf(reloaded.requests)).toEqual([firstKey]));
  });

  it('shows the server’s words when the transfer is refused', async () => {
    const { platform } = open(<TransferConfirmationPage />, PATH, {
      'POST /v1/wallet/internal-transfer': {
        status: 400,
        codeString: 'CANNOT_TRANSFER_TO_YOURSELF',
        localizedMessage: 'You cannot send to yourself.',
      },
    });
    await screen.findByRole('region', { name: 'Transfer' });
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    act(() => platform.mainButton.click());
    expect(await screen.findByText('You cannot send to yourself.')).toBeTruthy();
  });
});

describe('/withdraw/internal-transfer/receipt', () => {
  it('[WD-11] shows what was sent to whom, with the support code and a shareable receipt', async () => {
    const { platform, location } = open(
      <TransferReceiptPage />,
      '/withdraw/internal-transfer/receipt?id=900',
    );
    const receipt = await screen.findByRole('region', { name: 'Transfer receipt' });
    expect(receipt.textContent).toContain('12.5 TRX');
    expect(receipt.textContent).toContain('Sent to @demo_level2');
    expect(receipt.textContent).toContain('ABCDEFGH23');
    expect(within(receipt).getByRole('link', { name: 'Share receipt' }).getAttribute('href')).toBe(
      '/transactions/receipt/900',
    );
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe('/dashboard');
  });
});
