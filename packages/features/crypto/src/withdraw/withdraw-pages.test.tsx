// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  CoinConfig,
  CoinNetwork,
  Transaction,
  TransactionStatus,
  UserAssets,
  WithdrawReceipt,
  WithdrawStatus,
} from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform, type MemoryPlatform } from '@wallet/platform';
import { ConfirmOutProvider } from '@wallet/ui/money-call';
import { ConfirmOutTestStep, createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { AddressBookPage } from './address-book-page';
import { AddressEntryPage } from './address-entry-page';
import { WithdrawAddressPage } from './address-page';
import { WithdrawAmountPage } from './amount-page';
import { WithdrawCoinListPage } from './coin-list-page';
import { WithdrawConfirmationPage } from './confirmation-page';
import { WithdrawReceiptPage } from './receipt-page';
import { WithdrawNetworkPage } from './network-page';

afterEach(() => cleanup());

const TRON = '^T[1-9A-HJ-NP-Za-km-z]{33}$';
const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const TON_ADDRESS = 'UQAtl_RPTNAsaqDQdtvZA4nNvJ_j8vhyrj_aexf_jiYM9P3c';

const net = (network: string, extra: Partial<CoinNetwork> = {}): CoinNetwork => ({
  network,
  networkToken: network,
  contract: null,
  addressRegex: TRON,
  supportMemo: false,
  memoRegex: null,
  withdrawFee: '1',
  minWithdraw: '10',
  minDeposit: '1',
  confirmations: 20,
  ...extra,
});

const coin = (token: string, name: string, networks: CoinNetwork[], withdraw = true): CoinConfig => ({
  token,
  name: { en: name, fa: name },
  icon: '',
  decimals: 6,
  humanReadableDecimals: 2,
  listed: true,
  features: { withdraw, deposit: true, trade: true },
  groups: [],
  networks,
});

const CONFIG = {
  featuresList: [],
  coins: [
    { ...coin('IRT', 'Toman', []), name: { en: 'Toman', fa: 'تومان' } },
    coin('TRX', 'TRON', [net('TRX')]),
    coin('TON', 'Toncoin', [
      net('TON', {
        addressRegex: '^[EU]Q[A-D][A-Za-z0-9_-]{45}$',
        supportMemo: true,
        memoRegex: '^.{1,120}$',
        withdrawFee: '0.05',
        minWithdraw: '0.5',
      }),
    ]),
    coin('HMSTR', 'Hamster Kombat', [net('TON')], false),
    coin('BTC', 'Bitcoin', [net('BTC')]),
  ],
};

const asset = (token: string, amount: string, priceUsd: string) => ({
  token,
  name: { en: token, fa: token },
  listed: true,
  favorite: false,
  groups: [],
  balance: {
    amount: { number: amount },
    usdValue: { number: '0' },
    userCurrencyValue: { number: '0' },
  },
  marketData: { USD: { lastPrice: priceUsd, change24h: '0' }, IRT: { lastPrice: '0', change24h: '0' } },
});

const ASSETS: UserAssets = {
  userCurrency: 'USD',
  balance: { usdValue: { number: '100' }, userCurrencyValue: { number: '100' } },
  tokens: [
    asset('TRX', '100', '0.25'),
    asset('TON', '20', '5'),
    asset('HMSTR', '1000', '0.001'),
    asset('BTC', '0', '95000'),
  ],
};

const STATUS: WithdrawStatus = {
  level: 'LEVEL_1_IR',
  limits: { dailyUsd: '20', monthlyUsd: '200', dailyUsedUsd: '0', monthlyUsedUsd: '0' },
  blocks: [],
  isTwoFactorRequired: false,
  lockAfterDepositUntil: '2026-11-29T08:00:00.000Z',
};

const RECEIPT: WithdrawReceipt = {
  taskId: 'task-1',
  token: 'TRX',
  network: 'TRX',
  contract: null,
  address: TRON_ADDRESS,
  memo: null,
  amount: '12',
  fee: '1',
  totalAmount: '13',
  totalUsd: '3.25',
  expiresAt: '2099-01-01T00:00:00.000Z',
  isTwoFactorRequired: false,
};

const withdrawal = (status: TransactionStatus): Transaction => ({
  id: '700',
  type: 'WITHDRAW',
  channel: 'NETWORK',
  creditReason: null,
  token: 'TRX',
  status,
  hash: status === 'PUBLISHED_TO_NETWORK' || status === 'CONFIRMED_BY_NETWORK' ? 'ab12cd' : null,
  uniqueId: 'u-700',
  refId: 'task-1',
  network: 'TRX',
  date: '2026-11-23T08:00:00.000Z',
  senderAddress: 'THot',
  receiverAddress: TRON_ADDRESS,
  memo: null,
  amount: '13',
  fee: '1',
  receivedAmount: '12',
  balanceAfter: '87',
  supportCode: 'ABCDEFGH23',
  counterparty: null,
  confirmations: null,
});

/** What the amount page chose, per coin, as the later pages find it in the withdrawal's draft. */
const CHOSEN = {
  TRX: { token: 'TRX', network: 'TRX', amount: '12' },
  TON: { token: 'TON', network: 'TON', amount: '2' },
};

/** A platform whose flow storage holds `value` as the withdrawal's draft. */
function withDraft(value: Record<string, string>, platform = createMemoryPlatform()) {
  void platform.flowStorage.set('withdrawDraft', JSON.stringify({ version: 7, value }));
  return platform;
}

/**
 * The address page finds the amount chosen for its coin in the draft, the confirmation also the address;
 * given no platform, they get those (12 TRX to TRON_ADDRESS, 2 TON).
 */
function draftFor(path: string) {
  const token = new URLSearchParams(path.split('?')[1]).get('token');
  const chosen = token === 'TRX' || token === 'TON' ? CHOSEN[token] : undefined;
  if (!chosen) return undefined;
  if (path.includes('/select-address')) return withDraft(chosen);
  if (path.includes('/transfer-confirmation')) return withDraft({ ...chosen, address: TRON_ADDRESS });
  return undefined;
}

function open(
  node: ReactNode,
  path: string,
  routes: FakeRoutes = {},
  platform: MemoryPlatform | undefined = draftFor(path),
) {
  const fake = createFakeApi({
    'GET /v1/utils/global-configs': CONFIG,
    'GET /v2/assets': ASSETS,
    'GET /v1/wallet/withdraw/status': STATUS,
    'GET /v1/wallet/address-book': { entries: [] },
    'POST /v1/express/withdraw/receipt': RECEIPT,
    'POST /v1/express/tasks/task-1/run': { kind: 'WITHDRAW', transaction: withdrawal('TRANSACTION_CREATED') },
    'GET /v1/transaction/700': withdrawal('TRANSACTION_CREATED'),
    ...routes,
  });
  // The shell draws every screen inside a ThemeRoot, which the kit's telegram-ui parts need.
  const view = renderWithProviders(<ThemeRoot appearance="light">{node}</ThemeRoot>, {
    api: fake.api,
    path,
    platform,
  });
  return { ...view, ...fake };
}

const failure = (status: number, codeString: string, localizedMessage: string | null) => ({
  status,
  codeString,
  localizedMessage,
});

describe('/withdraw/coin-list', () => {
  it('[CFG-05] lists the coins the user holds; one with withdraw off is greyed and cannot be chosen', async () => {
    open(<WithdrawCoinListPage />, '/withdraw/coin-list');
    const list = await screen.findByRole('list', { name: 'Coins' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/Toman|TRON|Toncoin|Hamster/).textContent)).toEqual([
      'Toman',
      'TRON',
      'Toncoin',
      'Hamster Kombat',
    ]);
    expect(within(rows[3]!).queryByRole('link')).toBeNull();
    expect(rows[3]!.textContent).toContain('Withdrawals temporarily limited');
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe(
      '/withdraw/external-transfer/enter-amount?token=TRX&network=TRX',
    );
  });

  it('lists the Toman first, opening the withdrawal to an IBAN, and finds it as «تومان»', async () => {
    open(<WithdrawCoinListPage />, '/withdraw/coin-list');
    const list = await screen.findByRole('list', { name: 'Coins' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/rial-withdraw');
    fireEvent.change(screen.getByLabelText('Search coins'), { target: { value: 'تومان' } });
    const found = within(screen.getByRole('list', { name: 'Coins' })).getAllByRole('link');
    expect(found.map((link) => link.getAttribute('href'))).toEqual(['/rial-withdraw']);
  });
});

describe('/withdraw/external-transfer/select-network', () => {
  it('lists fee and minimum per network, and skips the choice when the coin has one network', async () => {
    const config = {
      ...CONFIG,
      coins: [
        ...CONFIG.coins,
        coin('USDT', 'Tether', [
          net('TRX', { contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }),
          net('TON', { supportMemo: true, memoRegex: '^.+$', withdrawFee: '0.5', minWithdraw: '5' }),
        ]),
      ],
    };
    open(<WithdrawNetworkPage />, '/withdraw/external-transfer/select-network?token=USDT', {
      'GET /v1/utils/global-configs': config,
    });
    const networks = await screen.findByRole('list', { name: 'Networks' });
    const rows = within(networks).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Tron (TRC20)Fee 1 USDT · minimum 10 USDT',
      'TONFee 0.5 USDT · minimum 5 USDTMemo',
    ]);
    expect(rows[0]!.getAttribute('href')).toBe(
      '/withdraw/external-transfer/enter-amount?token=USDT&network=TRX&contract=TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
    cleanup();
    const { location } = open(
      <WithdrawNetworkPage />,
      '/withdraw/external-transfer/select-network?token=TRX',
    );
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe('/withdraw/external-transfer/enter-amount?token=TRX&network=TRX'),
    );
  });
});

describe('/withdraw/external-transfer/enter-amount', () => {
  const PATH = '/withdraw/external-transfer/enter-amount?token=TRX&network=TRX';

  it('[WD-02] is entered without the fee: minimum, balance, decimals and the fee are checked, with the fix-amount action', async () => {
    const { platform, location } = open(<WithdrawAmountPage />, PATH);
    const amount = await screen.findByLabelText('Amount the address receives');
    const terms = screen.getByText('Network fee').closest('dl')!;
    expect(terms.textContent).toContain('Network fee1 TRX');
    expect(terms.textContent).toContain('Minimum10 TRX');
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    // The field takes digits only: letters are dropped as they are typed, so they never become an amount.
    fireEvent.change(amount, { target: { value: 'x' } });
    expect((amount as HTMLInputElement).value).toBe('');
    for (const [typed, message] of [
      ['', 'Enter an amount.'],
      ['9.99', 'The minimum withdrawal on this network is 10 TRX.'],
      ['10.1234567', 'That is more decimal places than the coin has.'],
      ['100.5', 'That is more than your balance.'],
      ['100', 'Your balance does not cover this amount plus the network fee.'],
    ] as const) {
      fireEvent.change(amount, { target: { value: typed } });
      act(() => platform.mainButton.click());
      expect(screen.getByRole('alert').textContent).toContain(message);
    }
    // The fix-amount action: the balance less the fee.
    fireEvent.click(screen.getByRole('button', { name: 'Send 99 TRX instead' }));
    expect((amount as HTMLInputElement).value).toBe('99');
    expect(terms.textContent).toContain('Leaves your balance100 TRX');
    fireEvent.change(amount, { target: { value: '۱۲' } });
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe('/withdraw/external-transfer/select-address?token=TRX&network=TRX');
    // The checked amount goes on in the draft, not in the address.
    await waitFor(() =>
      expect(platform.flowStorage.values().withdrawDraft).toEqual({
        token: 'TRX',
        network: 'TRX',
        amount: '12',
      }),
    );
  });

  it('All fills in the most the balance can send once the fee is paid', async () => {
    open(<WithdrawAmountPage />, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'All' }));
    expect((screen.getByLabelText('Amount the address receives') as HTMLInputElement).value).toBe('99');
  });

  it('warns before a withdrawal over the limit (requestedAmountIsMoreThanYourWithdrawalLimit) and suggests level 2', async () => {
    const { platform, location } = open(<WithdrawAmountPage />, PATH, {
      'GET /v1/wallet/withdraw/status': {
        ...STATUS,
        limits: { ...STATUS.limits!, dailyUsedUsd: '15' },
      },
    });
    const amount = await screen.findByLabelText('Amount the address receives');
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    // 30 TRX with its fee is 31 × 0.25 = 7.75 USD: over the 5 USD left today.
    fireEvent.change(amount, { target: { value: '30' } });
    act(() => platform.mainButton.click());
    const warning = screen.getByRole('alert');
    expect(warning.textContent).toContain(
      'The requested amount is more than your withdrawal limit. You can withdraw $5.00 more now.',
    );
    expect(within(warning).getByRole('link', { name: 'Go to level 2' }).getAttribute('href')).toBe(
      `/kyc/level-2?nextUrl=${encodeURIComponent(PATH)}`,
    );
    expect(location.history?.at(-1)).toBe(PATH);
    fireEvent.change(amount, { target: { value: '15' } });
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toContain('/withdraw/external-transfer/select-address');
  });

  it.each([
    ['ACCOUNT_LOCK', '[WD-06]', 'Your account is locked. Withdrawals and transfers open again on'],
    ['TWO_FACTOR_CHANGED', '[WD-07]', 'Two-factor authentication was turned on or off lately.'],
    ['FIAT_DEPOSIT', '[WD-08]', 'After a Rial deposit, coins can be withdrawn or sent again on'],
  ] as const)('%s %s explains the block and offers no Continue', async (reason, _, text) => {
    const { platform } = open(<WithdrawAmountPage />, PATH, {
      'GET /v1/wallet/withdraw/status': {
        ...STATUS,
        blocks: [{ reason, until: '2026-11-26T08:00:00.000Z' }],
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(screen.queryByLabelText('Amount the address receives')).toBeNull();
    expect(platform.mainButton.current()).toBeNull();
  });

  it('[WD-08] after a Rial deposit the block says what the user can do meanwhile: swap, or withdraw Toman', async () => {
    open(<WithdrawAmountPage />, PATH, {
      'GET /v1/wallet/withdraw/status': {
        ...STATUS,
        blocks: [{ reason: 'FIAT_DEPOSIT', until: '2026-11-26T08:00:00.000Z' }],
      },
    });
    const block = await screen.findByRole('alert');
    expect(block.textContent).toContain('Meanwhile you can swap your coins, or withdraw Toman to your IBAN.');
    expect(within(block).getByRole('link', { name: 'Swap' }).getAttribute('href')).toBe('/swap');
    expect(within(block).getByRole('link', { name: 'Withdraw Toman' }).getAttribute('href')).toBe(
      '/rial-withdraw',
    );
  });

  it('[WD-06] a locked account is offered neither a swap nor a Toman withdrawal meanwhile', async () => {
    open(<WithdrawAmountPage />, PATH, {
      'GET /v1/wallet/withdraw/status': {
        ...STATUS,
        blocks: [
          { reason: 'FIAT_DEPOSIT', until: '2026-11-26T08:00:00.000Z' },
          { reason: 'ACCOUNT_LOCK', until: '2026-11-27T08:00:00.000Z' },
        ],
      },
    });
    const block = await screen.findByRole('alert');
    expect(block.textContent).not.toContain('Meanwhile');
    expect(within(block).queryByRole('link')).toBeNull();
  });

  it('[WD-08] a page left open shows the send form when the lock ends, without a relaunch', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.setSystemTime(new Date('2026-11-26T07:58:30.000Z'));
      const until = '2026-11-26T08:00:00.000Z';
      const { platform } = open(<WithdrawAmountPage />, PATH, {
        // The server lifts the block at its end, as the sandbox does.
        'GET /v1/wallet/withdraw/status': () =>
          Date.now() < Date.parse(until)
            ? { ...STATUS, blocks: [{ reason: 'FIAT_DEPOSIT', until }] }
            : STATUS,
      });
      expect((await screen.findByRole('alert')).textContent).toContain(
        'coins can be withdrawn or sent again on',
      );
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(screen.queryByLabelText('Amount the address receives')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(40_000));
      expect(await screen.findByLabelText('Amount the address receives')).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(platform.mainButton.current()?.text).toBe('Continue');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a level without crypto withdrawals gets the upgrade prompt', async () => {
    open(<WithdrawAmountPage />, PATH, {
      'GET /v1/wallet/withdraw/status': { ...STATUS, level: 'LEVEL_0', limits: null },
    });
    const prompt = await screen.findByRole('alert');
    expect(prompt.textContent).toContain('Withdrawing crypto needs level 1.');
    expect(within(prompt).getByRole('link', { name: 'Verify identity' }).getAttribute('href')).toMatch(
      /^\/kyc\/level-1\?nextUrl=%2Fwithdraw%2Fexternal-transfer/,
    );
  });
});

describe('/withdraw/external-transfer/select-address', () => {
  it('[WD-01] checks the address against the network pattern, and takes a scanned one', async () => {
    const platform = withDraft(
      CHOSEN.TRX,
      createMemoryPlatform({ scanQr: async () => `tron:${TRON_ADDRESS}?amount=12` }),
    );
    const { location } = open(
      <WithdrawAddressPage />,
      '/withdraw/external-transfer/select-address?token=TRX&network=TRX',
      {},
      platform,
    );
    const address = await screen.findByLabelText('Address');
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    act(() => platform.mainButton.click());
    expect(screen.getByRole('alert').textContent).toBe('Enter the receiving address.');
    fireEvent.change(address, { target: { value: '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe' } });
    act(() => platform.mainButton.click());
    expect(screen.getByRole('alert').textContent).toBe(
      'This is not a Tron (TRC20) address. Check it and the network.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Scan' }));
    await waitFor(() => expect((address as HTMLInputElement).value).toBe(TRON_ADDRESS));
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe(
      '/withdraw/external-transfer/transfer-confirmation?token=TRX&network=TRX',
    );
    await waitFor(() =>
      expect(platform.flowStorage.values().withdrawDraft).toEqual({
        ...CHOSEN.TRX,
        address: TRON_ADDRESS,
        memo: '',
      }),
    );
  });

  it('pastes what the user copied, where the host allows it', async () => {
    const platform = withDraft(CHOSEN.TRX);
    platform.clipboard.readText = async () => `  ${TRON_ADDRESS}\n`;
    open(
      <WithdrawAddressPage />,
      '/withdraw/external-transfer/select-address?token=TRX&network=TRX',
      {},
      platform,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Paste' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe(TRON_ADDRESS),
    );
    cleanup();
    open(<WithdrawAddressPage />, '/withdraw/external-transfer/select-address?token=TRX&network=TRX');
    await screen.findByLabelText('Address');
    expect(screen.queryByRole('button', { name: 'Paste' })).toBeNull();
  });

  it('[WD-03] a memo network needs the memo and the tick that it is right', async () => {
    const { platform, location } = open(
      <WithdrawAddressPage />,
      '/withdraw/external-transfer/select-address?token=TON&network=TON',
    );
    fireEvent.change(await screen.findByLabelText('Address'), { target: { value: TON_ADDRESS } });
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    act(() => platform.mainButton.click());
    expect(screen.getByRole('alert').textContent).toBe(
      'This network needs a memo. Without the right memo the coins are lost.',
    );
    fireEvent.change(screen.getByLabelText('Memo (tag)'), { target: { value: 'x'.repeat(121) } });
    act(() => platform.mainButton.click());
    expect(screen.getByRole('alert').textContent).toBe('This memo is not valid on TON.');
    fireEvent.change(screen.getByLabelText('Memo (tag)'), { target: { value: 'exchange-42' } });
    act(() => platform.mainButton.click());
    expect(screen.getByRole('alert').textContent).toBe('Tick the box to confirm the memo.');
    fireEvent.click(screen.getByRole('checkbox'));
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe(
      '/withdraw/external-transfer/transfer-confirmation?token=TON&network=TON',
    );
    await waitFor(() =>
      expect(platform.flowStorage.values().withdrawDraft).toEqual({
        ...CHOSEN.TON,
        address: TON_ADDRESS,
        memo: 'exchange-42',
      }),
    );
  });

  it('[WD-10] offers the saved addresses of the network', async () => {
    open(<WithdrawAddressPage />, '/withdraw/external-transfer/select-address?token=TRX&network=TRX', {
      'GET /v1/wallet/address-book': {
        entries: [
          {
            id: '5',
            name: 'My exchange',
            network: 'TRX',
            address: TRON_ADDRESS,
            memo: null,
            comment: null,
            createdAt: '2026-11-20T08:00:00.000Z',
          },
        ],
      },
    });
    const saved = await screen.findByRole('list', { name: 'Saved addresses' });
    fireEvent.click(within(saved).getByRole('button', { name: /My exchange/ }));
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe(TRON_ADDRESS);
  });
});

describe('/withdraw/external-transfer/transfer-confirmation', () => {
  const PATH = '/withdraw/external-transfer/transfer-confirmation?token=TRX&network=TRX';
  const pages = (
    <Switch>
      <Route path="/withdraw/external-transfer/transfer-confirmation">
        <WithdrawConfirmationPage />
      </Route>
      <Route path="/withdraw/external-transfer/receipt">
        <p>The receipt</p>
      </Route>
      <Route path="/withdraw/external-transfer/enter-amount">
        <p>The amount page</p>
      </Route>
      <Route path="/withdraw/external-transfer/select-address">
        <p>The address page</p>
      </Route>
    </Switch>
  );

  it('[WD-02] shows what arrives, the fee and what leaves the balance, and runs the task once on a double tap', async () => {
    const { platform, requests, location } = open(pages, PATH);
    const terms = await screen.findByRole('region', { name: 'Withdrawal' });
    expect(terms.textContent).toContain('They receive12 TRX');
    expect(terms.textContent).toContain('Network fee1 TRX');
    expect(terms.textContent).toContain('Leaves your balance13 TRX');
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBeFalsy());
    act(() => {
      platform.mainButton.click();
      platform.mainButton.click();
    });
    await screen.findByText('The receipt');
    expect(location.history?.at(-1)).toBe('/withdraw/external-transfer/receipt?id=700');
    const receipts = requests.filter((r) => r.url.endsWith('/withdraw/receipt'));
    expect(receipts).toHaveLength(1);
    expect(await receipts[0]!.clone().json()).toEqual({
      amount: '12',
      token: 'TRX',
      network: 'TRX',
      contract: null,
      address: TRON_ADDRESS,
      memo: null,
      useAccountBalance: true,
    });
    const runs = requests.filter((r) => r.url.endsWith('/run'));
    expect(runs).toHaveLength(1);
    expect(runs[0]!.headers.get('idempotency-key')).toBeTruthy();
    expect(platform.storage.values().externalWithdrawReceipt).toBeNull();
    expect(platform.storage.values().moneyCallKeys).toEqual({});
  });

  it('asks the user to confirm before the withdrawal runs, and runs nothing when they cancel', async () => {
    const { platform, requests } = open(
      <ConfirmOutProvider step={ConfirmOutTestStep}>{pages}</ConfirmOutProvider>,
      PATH,
    );
    const runs = () => requests.filter((r) => r.url.endsWith('/run'));
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBe(false));
    act(() => platform.mainButton.click());
    await screen.findByRole('dialog', { name: 'Confirm the money out' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs()).toHaveLength(0);
    act(() => platform.mainButton.click());
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByText('The receipt');
    expect(runs()).toHaveLength(1);
  });

  it('a retry after a timeout and a reload run the same task with the same Idempotency-Key', async () => {
    const platform = withDraft({ ...CHOSEN.TRX, address: TRON_ADDRESS });
    let answer: unknown = failure(0, 'TIMEOUT', null);
    const routes = { 'POST /v1/express/tasks/task-1/run': () => answer };
    const first = open(pages, PATH, routes, platform);
    await screen.findByRole('region', { name: 'Withdrawal' });
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBeFalsy());
    act(() => platform.mainButton.click());
    await waitFor(() => expect(first.requests.filter((r) => r.url.endsWith('/run'))).toHaveLength(1));
    await waitFor(() => expect(platform.mainButton.current()?.loading).toBeFalsy());
    act(() => platform.mainButton.click());
    const keys = (list: Request[]) =>
      list.filter((r) => r.url.endsWith('/run')).map((r) => r.headers.get('idempotency-key'));
    await waitFor(() => expect(keys(first.requests)).toHaveLength(2));
    const [key, again] = keys(first.requests);
    expect(again).toBe(key);

    cleanup();
    answer = { kind: 'WITHDRAW', transaction: withdrawal('TRANSACTION_CREATED') };
    const reloaded = open(pages, PATH, routes, platform);
    await screen.findByRole('region', { name: 'Withdrawal' });
    // The stored receipt is used: no second task is priced.
    expect(reloaded.requests.filter((r) => r.url.endsWith('/withdraw/receipt'))).toHaveLength(0);
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBeFalsy());
    act(() => platform.mainButton.click());
    await screen.findByText('The receipt');
    expect(keys(reloaded.requests)).toEqual([key]);
    await waitFor(() => expect(platform.storage.values().externalWithdrawReceipt).toBeNull());
    expect(platform.storage.values().moneyCallKeys).toEqual({});
    expect(reloaded.requests.filter((r) => r.url.endsWith('/withdraw/receipt'))).toHaveLength(0);
  });

  it('[WD-09] with two-factor on, asks for the code, sends one by SMS for this task, and sends it as X-2FA-AUTH', async () => {
    const { platform, requests } = open(pages, PATH, {
      'POST /v1/express/withdraw/receipt': { ...RECEIPT, isTwoFactorRequired: true },
      'GET /v2/2fa/status': {
        methods: [{ type: 'SMS', destination: '0912***0002', enabledAt: '2026-11-01T08:00:00.000Z' }],
        withdrawBlockedUntil: null,
      },
      'POST /v2/2fa/SMS/code': { sentTo: '0912***0002', expiresAt: '2026-11-23T08:05:00.000Z' },
    });
    const code = await screen.findByLabelText('Two-factor code');
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBe(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Send the code by SMS' }));
    await screen.findByText('A code was sent to 0912***0002.');
    const sent = requests.find((r) => r.url.endsWith('/v2/2fa/SMS/code'))!;
    expect(await sent.clone().json()).toEqual({ authenticationId: 'task-1' });
    fireEvent.change(code, { target: { value: '۱۲۳۴۵۶' } });
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBeFalsy());
    act(() => platform.mainButton.click());
    await screen.findByText('The receipt');
    expect(requests.find((r) => r.url.endsWith('/run'))!.headers.get('x-2fa-auth')).toBe('123456');
  });

  it.each([
    ['WRONG_TWO_FACTOR_CODE', 'The two-factor code is not correct.'],
    ['TWO_FACTOR_CODE_ALREADY_USED', 'This code has already been used. Enter the next one.'],
  ] as const)('[WD-09] %s is shown at the code field, which is cleared', async (codeString, text) => {
    const { platform } = open(pages, PATH, {
      'POST /v1/express/withdraw/receipt': { ...RECEIPT, isTwoFactorRequired: true },
      'GET /v2/2fa/status': { methods: [], withdrawBlockedUntil: null },
      'POST /v1/express/tasks/task-1/run': failure(400, codeString, text),
    });
    const code = (await screen.findByLabelText('Two-factor code')) as HTMLInputElement;
    fireEvent.change(code, { target: { value: '000000' } });
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBeFalsy());
    act(() => platform.mainButton.click());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.value).toBe('');
    expect(platform.mainButton.current()?.disabled).toBe(true);
  });

  it('an expired task is priced again, and the user is told', async () => {
    const { platform, requests } = open(pages, PATH, {
      'POST /v1/express/tasks/task-1/run': failure(422, 'TASK_EXPIRED', 'This quote has expired.'),
    });
    await screen.findByRole('region', { name: 'Withdrawal' });
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBeFalsy());
    act(() => platform.mainButton.click());
    await screen.findByText('The quote had expired and was renewed. Check it and send again.');
    await waitFor(() => expect(requests.filter((r) => r.url.endsWith('/withdraw/receipt'))).toHaveLength(2));
  });

  const SERVER_WORDS = [
    ['INSUFFICIENT_USER_BALANCE', 422, 'Your balance is not enough.'],
    [
      'USER_BALANCE_LOCKED',
      422,
      'Part of your assets cannot be withdrawn for 72 hours after a Rial deposit.',
    ],
    ['LIMIT_DAILY_WITHDRAW_EXCEEDED', 422, 'You have reached your daily withdrawal limit.'],
    ['LIMIT_MONTHLY_WITHDRAW_EXCEEDED', 422, 'You have reached your monthly withdrawal limit.'],
    ['BAD_WALLET_ADDRESS_FORMAT', 400, 'This address is not valid on this network.'],
    ['MEMO_REQUIRED', 400, 'This network needs a memo (tag). Enter the memo.'],
    ['BAD_MEMO_FORMAT', 400, 'This memo is not valid on this network.'],
    ['AMOUNT_BELOW_MIN_WITHDRAW', 400, 'The amount is below the minimum withdrawal of this network.'],
    ['ACCOUNT_LOCKED', 422, 'Your account is locked: withdrawals are not possible until the 72 hours end.'],
    [
      'WITHDRAW_BLOCKED_AFTER_TWO_FACTOR',
      422,
      'Withdrawals are not possible for 24 hours after two-factor authentication is turned on.',
    ],
    ['WITHDRAW_NOT_AVAILABLE', 400, 'Withdrawals of this coin are temporarily limited.'],
    ['UNKNOWN_NETWORK', 400, 'This network is not available for this coin.'],
  ] as const;

  it.each(SERVER_WORDS)(
    'a receipt refused with %s shows the user’s message',
    async (codeString, status, text) => {
      open(pages, PATH, { 'POST /v1/express/withdraw/receipt': failure(status, codeString, text) });
      expect((await screen.findByRole('alert')).textContent).toContain(text);
      expect(screen.queryByRole('region', { name: 'Withdrawal' })).toBeNull();
    },
  );

  it('a limit refusal points to level 2, which comes back here', async () => {
    open(pages, PATH, {
      'POST /v1/express/withdraw/receipt': failure(
        422,
        'LIMIT_DAILY_WITHDRAW_EXCEEDED',
        'Daily limit reached.',
      ),
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('link', { name: 'Raise your limit with level 2' }).getAttribute('href'),
    ).toBe(`/kyc/level-2?nextUrl=${encodeURIComponent(PATH)}`);
  });

  it('[ERR-13] USER_DO_NOT_CONSIDER_NETWORK_FEE offers the fix-amount action, which goes back with the fixed amount', async () => {
    const { location, platform } = open(pages, PATH, {
      'POST /v1/express/withdraw/receipt': failure(
        422,
        'USER_DO_NOT_CONSIDER_NETWORK_FEE',
        'Your balance does not cover the network fee.',
      ),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your balance does not cover the network fee.');
    fireEvent.click(await within(alert).findByRole('button', { name: 'Send 99 TRX instead' }));
    await screen.findByText('The amount page');
    expect(location.history?.at(-1)).toBe('/withdraw/external-transfer/enter-amount?token=TRX&network=TRX');
    await waitFor(() => expect(platform.flowStorage.values().withdrawDraft).toMatchObject({ amount: '99' }));
  });

  it('INSUFFICIENT_USER_LEVEL shows no message, only the upgrade prompt', async () => {
    open(pages, PATH, {
      'POST /v1/express/withdraw/receipt': failure(403, 'INSUFFICIENT_USER_LEVEL', 'Upgrade your level.'),
    });
    const prompt = await screen.findByRole('dialog', { name: 'Verify your identity' });
    expect(within(prompt).getByRole('link', { name: 'Verify identity' }).getAttribute('href')).toMatch(
      /^\/kyc\/level-1\?nextUrl=%2Fwithdraw%2Fexternal-transfer/,
    );
    expect(document.body.textContent).not.toContain('Upgrade your level.');
  });
});

describe('/withdraw/external-transfer/receipt', () => {
  it.each([
    ['TRANSACTION_CREATED', 0, 'Created'],
    ['ACCEPTED_BY_ADMIN', 1, 'Accepted'],
    ['PUBLISHED_TO_NETWORK', 2, 'Sent to the network'],
  ] as const)('[WD-04] follows the progress: at %s', async (status, done, current) => {
    open(<WithdrawReceiptPage />, '/withdraw/external-transfer/receipt?id=700', {
      'GET /v1/transaction/700': withdrawal(status),
    });
    const steps = within(await screen.findByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    // A done step also says so to screen readers: "(done)" after its name.
    expect(steps.map((step) => step.textContent?.replace('(done)', ''))).toEqual([
      'Created',
      'Accepted',
      'Sent to the network',
      'Confirmed by the network',
    ]);
    expect(steps.filter((step) => step.className.includes('--done'))).toHaveLength(done);
    expect(steps.filter((step) => step.textContent?.endsWith('(done)'))).toHaveLength(done);
    expect(steps.find((step) => step.getAttribute('aria-current') === 'step')?.textContent).toBe(current);
  });

  it('[WD-04] CONFIRMED_BY_NETWORK completes every step and shows the hash', async () => {
    open(<WithdrawReceiptPage />, '/withdraw/external-transfer/receipt?id=700', {
      'GET /v1/transaction/700': withdrawal('CONFIRMED_BY_NETWORK'),
    });
    const steps = within(await screen.findByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.every((step) => step.className.includes('--done'))).toBe(true);
    expect(screen.getByText('ab12cd')).toBeTruthy();
  });

  it('a rejected withdrawal says the amount came back', async () => {
    open(<WithdrawReceiptPage />, '/withdraw/external-transfer/receipt?id=700', {
      'GET /v1/transaction/700': withdrawal('REJECTED_BY_ADMIN'),
    });
    const note = await screen.findByText(
      'This withdrawal was rejected. The whole amount, fee included, is back in your balance.',
    );
    expect(note.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('list', { name: 'Progress' })).toBeNull();
  });
});

describe('address book', () => {
  const ENTRY = {
    id: '5',
    name: 'My exchange',
    network: 'TON',
    address: TON_ADDRESS,
    memo: '1234',
    comment: 'Main account',
    createdAt: '2026-11-20T08:00:00.000Z',
  };

  it('[WD-10] lists entries with name, network, address, memo and comment, and deletes one after a second tap', async () => {
    const { requests } = open(<AddressBookPage />, '/withdraw/external-transfer/contacts', {
      'GET /v1/wallet/address-book': { entries: [ENTRY] },
      'DELETE /v1/wallet/address-book/5': { ok: true },
    });
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    expect(list.textContent).toContain('My exchange');
    expect(list.textContent).toContain(`${TON_ADDRESS} · 1234`);
    expect(list.textContent).toContain('Main account');
    expect(within(list).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/withdraw/external-transfer/add-address?id=5',
    );
    fireEvent.click(within(list).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(list).getByRole('button', { name: 'Delete My exchange?' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
  });

  it('[WD-10] saves a new entry after the same checks the server makes', async () => {
    const { platform, requests } = open(<AddressEntryPage />, '/withdraw/external-transfer/add-address', {
      'POST /v1/wallet/address-book': ENTRY,
    });
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    await screen.findByRole('option', { name: 'TON' });
    act(() => platform.mainButton.click());
    expect(screen.getByRole('alert').textContent).toBe('Give the address a name.');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'My exchange' } });
    fireEvent.change(screen.getByLabelText('Network'), { target: { value: 'TON' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: TRON_ADDRESS } });
    act(() => platform.mainButton.click());
    expect(screen.getByRole('alert').textContent).toBe('This is not a TON address.');
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: TON_ADDRESS } });
    fireEvent.change(screen.getByLabelText('Memo (tag), if the address needs one'), {
      target: { value: '1234' },
    });
    fireEvent.change(screen.getByLabelText('Comment (optional)'), { target: { value: 'Main account' } });
    act(() => platform.mainButton.click());
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(
      await requests
        .find((r) => r.method === 'POST')!
        .clone()
        .json(),
    ).toEqual({
      name: 'My exchange',
      network: 'TON',
      address: TON_ADDRESS,
      memo: '1234',
      comment: 'Main account',
    });
  });
});

describe('the withdrawal draft', () => {
  const AMOUNT_PATH = '/withdraw/external-transfer/enter-amount?token=TRX&network=TRX';
  const ADDRESS_PATH = '/withdraw/external-transfer/select-address?token=TON&network=TON';

  it('a reload on the amount page comes back to the amount typed, kept in the flow storage', async () => {
    const { platform } = open(<WithdrawAmountPage />, AMOUNT_PATH);
    const amount = await screen.findByLabelText('Amount the address receives');
    fireEvent.change(amount, { target: { value: '12.5' } });
    await waitFor(() =>
      expect(platform.flowStorage.values().withdrawDraft).toEqual({
        token: 'TRX',
        network: 'TRX',
        amount: '12.5',
      }),
    );
    expect(platform.storage.values().withdrawDraft).toBeUndefined();
    cleanup();

    open(<WithdrawAmountPage />, AMOUNT_PATH, {}, platform);
    const reloaded = await screen.findByLabelText('Amount the address receives');
    await waitFor(() => expect((reloaded as HTMLInputElement).value).toBe('12.5'));
  });

  it('a reload on the address page comes back to the address and memo typed', async () => {
    const { platform } = open(<WithdrawAddressPage />, ADDRESS_PATH);
    fireEvent.change(await screen.findByLabelText('Address'), { target: { value: TON_ADDRESS } });
    fireEvent.change(screen.getByLabelText('Memo (tag)'), { target: { value: '4242' } });
    await waitFor(() =>
      expect(platform.flowStorage.values().withdrawDraft).toMatchObject({
        token: 'TON',
        address: TON_ADDRESS,
        memo: '4242',
      }),
    );
    cleanup();

    open(<WithdrawAddressPage />, ADDRESS_PATH, {}, platform);
    await waitFor(async () =>
      expect(((await screen.findByLabelText('Address')) as HTMLInputElement).value).toBe(TON_ADDRESS),
    );
    expect((screen.getByLabelText('Memo (tag)') as HTMLInputElement).value).toBe('4242');
    // The amount chosen before the reload is still there: the flow goes on to the confirmation.
    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    act(() => platform.mainButton.click());
    await waitFor(() =>
      expect(platform.flowStorage.values().withdrawDraft).toEqual({
        ...CHOSEN.TON,
        address: TON_ADDRESS,
        memo: '4242',
      }),
    );
  });

  it('a reload on the confirmation prices the amount, address and memo kept in the draft', async () => {
    const path = '/withdraw/external-transfer/transfer-confirmation?token=TON&network=TON';
    const platform = withDraft({ ...CHOSEN.TON, address: TON_ADDRESS, memo: '4242' });
    const routes = {
      'POST /v1/express/withdraw/receipt': {
        ...RECEIPT,
        token: 'TON',
        network: 'TON',
        address: TON_ADDRESS,
        memo: '4242',
        amount: '2',
      },
    };
    open(<WithdrawConfirmationPage />, path, routes, platform);
    await screen.findByRole('region', { name: 'Withdrawal' });
    cleanup();
    // With the stored receipt gone, the reloaded page prices again from the draft alone.
    await platform.storage.set('externalWithdrawReceipt', JSON.stringify({ version: 7, value: null }));
    const { requests } = open(<WithdrawConfirmationPage />, path, routes, platform);
    const card = await screen.findByRole('region', { name: 'Withdrawal' });
    expect(card.textContent).toContain('They receive2 TON');
    expect(card.textContent).toContain(TON_ADDRESS);
    const priced = requests.filter((r) => r.url.endsWith('/withdraw/receipt'));
    expect(priced).toHaveLength(1);
    expect(await priced[0]!.clone().json()).toMatchObject({
      amount: '2',
      address: TON_ADDRESS,
      memo: '4242',
    });
  });

  it('with no amount in the draft, the address and confirmation pages go back to the amount page', async () => {
    const address = open(
      <WithdrawAddressPage />,
      '/withdraw/external-transfer/select-address?token=TRX&network=TRX',
      {},
      createMemoryPlatform(),
    );
    await waitFor(() =>
      expect(address.location.history?.at(-1)).toBe(
        '/withdraw/external-transfer/enter-amount?token=TRX&network=TRX',
      ),
    );
    cleanup();
    const confirmation = open(
      <WithdrawConfirmationPage />,
      '/withdraw/external-transfer/transfer-confirmation?token=TRX&network=TRX',
      {},
      createMemoryPlatform(),
    );
    await waitFor(() =>
      expect(confirmation.location.history?.at(-1)).toBe(
        '/withdraw/external-transfer/enter-amount?token=TRX&network=TRX',
      ),
    );
    expect(confirmation.requests.filter((r) => r.url.endsWith('/withdraw/receipt'))).toHaveLength(0);
  });

  it('with an amount but no address in the draft, the confirmation goes back to the address page', async () => {
    const { location, requests } = open(
      <WithdrawConfirmationPage />,
      '/withdraw/external-transfer/transfer-confirmation?token=TRX&network=TRX',
      {},
      withDraft(CHOSEN.TRX),
    );
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe(
        '/withdraw/external-transfer/select-address?token=TRX&network=TRX',
      ),
    );
    expect(requests.filter((r) => r.url.endsWith('/withdraw/receipt'))).toHaveLength(0);
  });

  it('inside a withdrawal, the address book sends to an entry through the draft', async () => {
    const platform = withDraft(CHOSEN.TON);
    const { location } = open(
      <AddressBookPage />,
      '/withdraw/external-transfer/contacts?token=TON&network=TON',
      {
        'GET /v1/wallet/address-book': {
          entries: [
            {
              id: '5',
              name: 'My exchange',
              network: 'TON',
              address: TON_ADDRESS,
              memo: '1234',
              comment: null,
              createdAt: '2026-11-20T08:00:00.000Z',
            },
          ],
        },
      },
      platform,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send here' }));
    expect(location.history?.at(-1)).toBe('/withdraw/external-transfer/select-address?token=TON&network=TON');
    await waitFor(() =>
      expect(platform.flowStorage.values().withdrawDraft).toEqual({
        ...CHOSEN.TON,
        address: TON_ADDRESS,
        memo: '1234',
      }),
    );
  });

  it("another coin's draft is not filled in, and the coin's own draft is", async () => {
    const platform = createMemoryPlatform();
    await platform.flowStorage.set(
      'withdrawDraft',
      JSON.stringify({ version: 7, value: { token: 'TON', network: 'TON', amount: '3' } }),
    );
    open(<WithdrawAmountPage />, AMOUNT_PATH, {}, platform);
    const amount = await screen.findByLabelText('Amount the address receives');
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    expect((amount as HTMLInputElement).value).toBe('');
    cleanup();

    open(
      <WithdrawAmountPage />,
      '/withdraw/external-transfer/enter-amount?token=TON&network=TON',
      {},
      platform,
    );
    const kept = await screen.findByLabelText('Amount the address receives');
    await waitFor(() => expect((kept as HTMLInputElement).value).toBe('3'));
  });

  it('is cleared once the withdrawal is sent', async () => {
    const platform = createMemoryPlatform();
    await platform.flowStorage.set(
      'withdrawDraft',
      JSON.stringify({ version: 7, value: { token: 'TRX', network: 'TRX', amount: '12' } }),
    );
    open(<WithdrawReceiptPage />, '/withdraw/external-transfer/receipt?id=700', {}, platform);
    await screen.findByRole('list', { name: 'Progress' });
    await waitFor(() => expect(platform.flowStorage.snapshot()).toEqual({}));
  });
});
