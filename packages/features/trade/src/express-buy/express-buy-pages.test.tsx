// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  CoinConfig,
  CoinNetwork,
  ExpressBuyReceipt,
  InvoicePaymentMethods,
  Transaction,
  UserAssets,
  UserInformation,
  WithdrawStatus,
} from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform } from '@wallet/platform';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { ExpressBuyCoinsPage } from './coins-page';
import { ExpressBuyConfirmPage } from './confirm-page';
import { ExpressBuyPage } from './express-buy-page';

afterEach(cleanup);

const coin = (token: string, name: string, trade = true): CoinConfig => ({
  token,
  name: { en: name, fa: name },
  icon: '',
  decimals: token === 'IRT' ? 0 : 6,
  humanReadableDecimals: 2,
  listed: true,
  features: { withdraw: true, deposit: true, trade },
  groups: [],
  networks: [],
});
const CONFIG = {
  featuresList: [],
  coins: [
    coin('IRT', 'Toman'),
    coin('USDT', 'Tether'),
    coin('BTC', 'Bitcoin'),
    coin('HMSTR', 'Hamster', false),
  ],
};
const ASSETS = {
  userCurrency: 'IRT',
  balance: { usdValue: { number: '10' }, userCurrencyValue: { number: '250000' } },
  tokens: [
    {
      token: 'IRT',
      name: { en: 'Toman', fa: 'تومان' },
      listed: true,
      favorite: false,
      groups: ['FIAT'],
      balance: {
        amount: { number: '250000' },
        usdValue: { number: '2.5' },
        userCurrencyValue: { number: '250000' },
      },
      marketData: { USD: { lastPrice: '0.00001', change24h: '0' }, IRT: { lastPrice: '1', change24h: '0' } },
    },
  ],
} as unknown as UserAssets;
const USER = { id: '42', displayName: 'Reza', level: 'LEVEL_1_IR' } as UserInformation;
const RECEIPT: ExpressBuyReceipt = {
  taskId: 'task-1',
  invoiceId: '31',
  amount: '100000',
  buyingToken: 'USDT',
  coinAmount: '0.996',
  marketPrice: '0.00001',
  rate: '0.00000996',
  spread: '0.003',
  fee: '0.001',
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  useAccountBalance: true,
  balance: '250000',
  payFromBalance: '100000',
  dueByOtherMethod: '0',
  invoiceStatus: 'PENDING',
  transactionId: null,
  isPriceWarned: false,
};
const DELIVERED = {
  id: '900',
  type: 'DEPOSIT',
  channel: 'TRADE',
  status: 'SUCCEED',
  token: 'USDT',
  amount: '0.997',
  fee: '0.001',
  receivedAmount: '0.996',
  refId: 'INV7CODE22',
  supportCode: 'S-900',
  date: '2026-11-24T08:00:00.000Z',
} as Transaction;
const METHODS: InvoicePaymentMethods = {
  invoiceId: '31',
  due: '100000',
  methods: [
    {
      method: 'IRT_BALANCE',
      isAvailable: false,
      unavailableReason: 'BALANCE_INSUFFICIENT',
      token: 'IRT',
      amount: '100000',
      fromBalance: '0',
      fee: '0',
      minAmount: null,
      maxAmount: null,
    },
    {
      method: 'CARD2CARD',
      isAvailable: true,
      unavailableReason: null,
      token: 'IRT',
      amount: '100000',
      fromBalance: '0',
      fee: '0',
      minAmount: '5000',
      maxAmount: '25000000',
    },
  ],
};
const failure = (status: number, codeString: string, localizedMessage = '') => ({
  status,
  codeString,
  localizedMessage,
});

/** A device whose express buy draft holds `draft`, as the form left it. */
async function withDraft(draft: object, platform = createMemoryPlatform()) {
  await platform.flowStorage.set('expressBuyDraft', JSON.stringify({ version: 7, value: draft }));
  return platform;
}

function open(node: ReactNode, path: string, routes: FakeRoutes = {}, platform = createMemoryPlatform()) {
  const fake = createFakeApi({
    'GET /v1/utils/global-configs': CONFIG,
    'GET /v2/assets': ASSETS,
    'GET /v1/user/whoami': USER,
    'POST /v1/express/buy/receipt': RECEIPT,
    'GET /v1/express/buy/receipt/task-1': RECEIPT,
    'POST /v1/express/tasks/task-1/run': { kind: 'BUY', transaction: DELIVERED },
    'GET /v1/transaction/900': DELIVERED,
    'POST /v1/express/invoice/payment-methods': METHODS,
    ...routes,
  });
  const view = renderWithProviders(<ThemeRoot appearance="light">{node}</ThemeRoot>, {
    api: fake.api,
    path,
    platform,
    session: { language: 'en' },
  });
  return { ...view, ...fake };
}

const CONFIRM_PATH = '/express-buy/confirm?taskId=task-1';
const WITHDRAW_STATUS: WithdrawStatus = {
  level: 'LEVEL_1_IR',
  limits: null,
  blocks: [],
  isTwoFactorRequired: false,
  lockAfterDepositUntil: '2026-12-01T10:00:00.000Z',
};
const posts = (requests: Request[], path: string) =>
  requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === path);
const runs = (requests: Request[]) => posts(requests, '/v1/express/tasks/task-1/run');

describe('/express-buy', () => {
  it('[EXP-01] says what is under the minimum and over the maximum under the field, before pricing', async () => {
    const { platform, requests } = open(<ExpressBuyPage />, '/express-buy');
    const amount = await screen.findByLabelText('Amount to pay');
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Continue'));
    fireEvent.change(amount, { target: { value: '4999' } });
    act(() => platform.mainButton.click());
    expect((await screen.findByRole('alert')).textContent).toBe('The smallest express buy is 5,000 Toman.');
    fireEvent.change(amount, { target: { value: '200000001' } });
    act(() => platform.mainButton.click());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The largest express buy is 200,000,000 Toman.',
    );
    expect(posts(requests, '/v1/express/buy/receipt')).toHaveLength(0);
  });

  it('[EXP-02] takes Persian digits, shows the Toman balance, prices once and opens the confirmation', async () => {
    const { platform, requests, location } = open(<ExpressBuyPage />, '/express-buy?token=usdt');
    await screen.findByText('Balance: 250,000 Toman');
    expect(screen.getByRole('button', { name: /Tether/ })).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Amount to pay'), { target: { value: '۱۰۰٬۰۰۰' } });
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Continue'));
    act(() => {
      platform.mainButton.click();
      platform.mainButton.click();
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe(CONFIRM_PATH));
    const priced = posts(requests, '/v1/express/buy/receipt');
    expect(priced).toHaveLength(1);
    expect(await priced[0]!.clone().json()).toEqual({
      amount: '100000',
      buyingToken: 'USDT',
      useAccountBalance: true,
    });
  });

  it('[EXP-02] without the balance, asks to pay it all another way', async () => {
    const { platform, requests } = open(
      <ExpressBuyPage />,
      '/express-buy',
      {},
      await withDraft({ amount: '50000', useBalance: false }),
    );
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /^By bank card/ }) as HTMLInputElement).checked).toBe(true),
    );
    expect(
      (screen.getByRole('radio', { name: /^From your Toman balance/ }) as HTMLInputElement).checked,
    ).toBe(false);
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Continue'));
    act(() => platform.mainButton.click());
    await waitFor(() => expect(posts(requests, '/v1/express/buy/receipt')).toHaveLength(1));
    expect(await posts(requests, '/v1/express/buy/receipt')[0]!.clone().json()).toMatchObject({
      amount: '50000',
      useAccountBalance: false,
    });
  });

  it('labels each way to pay with what it costs and what the user has, as the amount is typed', async () => {
    open(<ExpressBuyPage />, '/express-buy');
    const fromBalance = () => screen.getByRole('radio', { name: /^From your Toman balance/ });
    const byCard = () => screen.getByRole('radio', { name: /^By bank card/ });
    await waitFor(() =>
      expect(fromBalance().closest('label')?.textContent).toContain('Balance: 250,000 Toman'),
    );
    expect(byCard().closest('label')?.textContent).toContain("The whole amount, plus the payment's fee");
    fireEvent.change(screen.getByLabelText('Amount to pay'), { target: { value: '120000' } });
    expect(fromBalance().closest('label')?.textContent).toContain('120,000 of 250,000 Toman');
    expect(byCard().closest('label')?.textContent).toContain('120,000 Toman + fee');
    fireEvent.change(screen.getByLabelText('Amount to pay'), { target: { value: '300000' } });
    expect(fromBalance().closest('label')?.textContent).toContain(
      'All your 250,000 Toman, and the other 50,000 Toman by card or gateway, plus its fee',
    );
    expect(byCard().closest('label')?.textContent).toContain('300,000 Toman + fee');
    expect((fromBalance() as HTMLInputElement).checked).toBe(true);
    fireEvent.click(byCard());
    await waitFor(() => expect((byCard() as HTMLInputElement).checked).toBe(true));
  });

  it('[WD-08] on the form, tells the lock a payment by bank starts, and from the balance an earlier one', async () => {
    const lockEnd = '2026-12-01T10:00:00.000Z';
    const until = '2026-11-29T08:00:00.000Z';
    open(<ExpressBuyPage />, '/express-buy', {
      'GET /v1/wallet/withdraw/status': {
        ...WITHDRAW_STATUS,
        lockAfterDepositUntil: lockEnd,
        blocks: [{ reason: 'FIAT_DEPOSIT', until }],
      },
    });
    // From the balance (250,000 Toman) and covered by it: the earlier deposit's lock.
    const covered = await screen.findByText(/the coins you get can be sent out of the wallet from/);
    expect(covered.textContent).toContain(formatDateTime(until, 'en'));
    // More than the balance: the rest is paid by bank, a deposit starting its own lock.
    fireEvent.change(screen.getByLabelText('Amount to pay'), { target: { value: '300000' } });
    const deposit = await screen.findByText(/coins cannot be sent out of the wallet for 72 hours/);
    expect(deposit.textContent).toContain(`If you pay now, that is until ${formatDateTime(lockEnd, 'en')}.`);
    fireEvent.change(screen.getByLabelText('Amount to pay'), { target: { value: '100000' } });
    await screen.findByText(/the coins you get can be sent out of the wallet from/);
    fireEvent.click(screen.getByRole('radio', { name: /^By bank card/ }));
    expect(await screen.findByText(/If you pay now, that is until/)).toBeTruthy();
  });

  it('says why the server refused to price it', async () => {
    const { platform } = open(
      <ExpressBuyPage />,
      '/express-buy',
      {
        'POST /v1/express/buy/receipt': failure(
          422,
          'TRADE_NOT_AVAILABLE',
          'Trading this coin is not active for now.',
        ),
      },
      await withDraft({ amount: '50000' }),
    );
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Continue'));
    act(() => platform.mainButton.click());
    await screen.findByText('Trading this coin is not active for now.');
  });

  it('[SWAP-04] says trading with Toman is paused under RIAL_SWAP_LIMIT and offers no Continue', async () => {
    const { platform } = open(<ExpressBuyPage />, '/express-buy', {
      'GET /v1/utils/global-configs': { ...CONFIG, featuresList: ['RIAL_SWAP_LIMIT'] },
    });
    await screen.findByText('Trading with Toman is paused for now. Swaps between coins still work.');
    expect(platform.mainButton.current()).toBeNull();
  });

  it('at level 0 asks for identity verification instead of pricing', async () => {
    const { platform } = open(<ExpressBuyPage />, '/express-buy', {
      'GET /v1/user/whoami': { ...USER, level: 'LEVEL_0' },
    });
    await screen.findByText(/Buying coins with Toman needs identity verification level 1/);
    expect(platform.mainButton.current()).toBeNull();
  });
});

describe('/express-buy/coins', () => {
  it('lists the coins whose trade feature is on and returns with the one chosen', async () => {
    const { location, platform } = open(
      <ExpressBuyCoinsPage />,
      '/express-buy/coins',
      {},
      await withDraft({ amount: '50000' }),
    );
    const coins = await screen.findByRole('region', { name: 'Coins' });
    const names = within(coins)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names.some((name) => name?.includes('Bitcoin'))).toBe(true);
    expect(names.some((name) => name?.includes('Hamster') || name?.includes('Toman'))).toBe(false);
    fireEvent.click(within(coins).getByRole('button', { name: /Bitcoin/ }));
    expect(location.history?.at(-1)).toBe('/express-buy');
    await waitFor(() =>
      expect(platform.flowStorage.values().expressBuyDraft).toEqual({ amount: '50000', token: 'BTC' }),
    );
  });
});

describe('/express-buy/confirm', () => {
  it('[EXP-02] shows the locked price and its breakdown, buys once on a double tap, then the receipt', async () => {
    const { platform, requests } = open(<ExpressBuyConfirmPage />, CONFIRM_PATH);
    const buy = await screen.findByRole('region', { name: 'Your buy' });
    expect(buy.textContent).toContain('You pay100,000 Toman');
    expect(buy.textContent).toContain('You get0.996 USDT');
    expect(buy.textContent).toContain('Fee0.001 USDT');
    expect(buy.textContent).toContain('Price held for');
    expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain('Still to pay0 Toman');
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Buy'));
    act(() => {
      platform.mainButton.click();
      platform.mainButton.click();
    });
    await screen.findByText('Bought');
    expect(runs(requests)).toHaveLength(1);
    expect(runs(requests)[0]!.headers.get('idempotency-key')).toMatch(/.{8,}/);
    expect(runs(requests)[0]!.headers.get('x-2fa-auth')).toBeNull();
    await waitFor(() => expect(platform.storage.values().moneyCallKeys).toEqual({}));
  });

  it('a retry after a failure runs with the same kept key', async () => {
    let answers = 0;
    const { platform, requests } = open(<ExpressBuyConfirmPage />, CONFIRM_PATH, {
      'POST /v1/express/tasks/task-1/run': () =>
        ++answers === 1
          ? failure(422, 'SWAP_LIMITED', 'Trading is paused for now.')
          : { kind: 'BUY', transaction: DELIVERED },
    });
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Buy'));
    act(() => platform.mainButton.click());
    await screen.findByText('Trading is paused for now.');
    await waitFor(() => expect(platform.mainButton.current()?.loading).toBeFalsy());
    act(() => platform.mainButton.click());
    await screen.findByText('Bought');
    const [first, second] = runs(requests);
    expect(second!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'));
  });

  it('when the balance does not cover it, offers the ways to pay the rest', async () => {
    const short = { ...RECEIPT, balance: '0', payFromBalance: '0', dueByOtherMethod: '100000' };
    const { platform, location } = open(<ExpressBuyConfirmPage />, CONFIRM_PATH, {
      'GET /v1/express/buy/receipt/task-1': short,
    });
    const methods = await screen.findByRole('region', { name: 'Pay the rest' });
    expect(methods.textContent).toContain('Your balance is not enough');
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Pay with Card to card'));
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe('/express-buy/card2card?taskId=task-1&method=CARD2CARD');
  });

  it('[WD-08] paying the rest by bank says, before paying, until when coins will wait after it', async () => {
    const short = { ...RECEIPT, balance: '0', payFromBalance: '0', dueByOtherMethod: '100000' };
    const lockEnd = '2026-12-01T10:00:00.000Z';
    open(<ExpressBuyConfirmPage />, CONFIRM_PATH, {
      'GET /v1/express/buy/receipt/task-1': short,
      'GET /v1/wallet/withdraw/status': { ...WITHDRAW_STATUS, lockAfterDepositUntil: lockEnd },
    });
    const notice = await screen.findByText(/coins cannot be sent out of the wallet for 72 hours/);
    expect(notice.textContent).toContain(`If you pay now, that is until ${formatDateTime(lockEnd, 'en')}.`);
  });

  it('[WD-08] a buy from the balance tells the lock of an earlier Rial deposit, and none without one', async () => {
    const until = '2026-11-29T08:00:00.000Z';
    open(<ExpressBuyConfirmPage />, CONFIRM_PATH, {
      'GET /v1/wallet/withdraw/status': { ...WITHDRAW_STATUS, blocks: [{ reason: 'FIAT_DEPOSIT', until }] },
    });
    const notice = await screen.findByText(/the coins you get can be sent out of the wallet from/);
    expect(notice.textContent).toContain(formatDateTime(until, 'en'));
    cleanup();
    const { calls } = open(<ExpressBuyConfirmPage />, CONFIRM_PATH, {
      'GET /v1/wallet/withdraw/status': WITHDRAW_STATUS,
    });
    await screen.findByRole('region', { name: 'Your buy' });
    await waitFor(() => expect(calls).toContain('GET /v1/wallet/withdraw/status'));
    expect(screen.queryByText(/sent out of the wallet/)).toBeNull();
  });

  it('warns before paying when the coin bought is under the smallest network minimum withdrawal', async () => {
    const network = (name: string, minWithdraw: string): CoinNetwork => ({
      network: name,
      networkToken: name,
      contract: null,
      addressRegex: '.*',
      supportMemo: false,
      memoRegex: null,
      withdrawFee: '1',
      minWithdraw,
      minDeposit: '1',
      confirmations: 20,
    });
    const withMinimums = (...minimums: string[]) => ({
      ...CONFIG,
      coins: CONFIG.coins.map((entry) =>
        entry.token === 'USDT'
          ? { ...entry, networks: minimums.map((min, index) => network(`NET${index}`, min)) }
          : entry,
      ),
    });
    open(<ExpressBuyConfirmPage />, CONFIRM_PATH, { 'GET /v1/utils/global-configs': withMinimums('5', '1') });
    const warning = await screen.findByText(/The smallest withdrawal of USDT on any network is 1 USDT\./);
    expect(warning.textContent).toContain('not sent out of the wallet until you hold at least that much');
    expect(screen.getByText('Too little to send out')).toBeTruthy();
    cleanup();
    open(<ExpressBuyConfirmPage />, CONFIRM_PATH, {
      'GET /v1/utils/global-configs': withMinimums('5', '0.5'),
    });
    await screen.findByRole('region', { name: 'Your buy' });
    expect(screen.queryByText('Too little to send out')).toBeNull();
  });

  it('a buy paid by card is delivered at once, once', async () => {
    const { requests } = open(<ExpressBuyConfirmPage />, CONFIRM_PATH, {
      'GET /v1/express/buy/receipt/task-1': { ...RECEIPT, invoiceStatus: 'PAID' },
    });
    await screen.findByText('Bought');
    expect(runs(requests)).toHaveLength(1);
  });

  it('a reload of a delivered buy shows its receipt and runs nothing', async () => {
    const { requests } = open(<ExpressBuyConfirmPage />, CONFIRM_PATH, {
      'GET /v1/express/buy/receipt/task-1': { ...RECEIPT, invoiceStatus: 'DELIVERED', transactionId: '900' },
    });
    const receipt = await screen.findByRole('region', { name: 'Receipt' });
    expect(receipt.textContent).toContain('You paid100,000 Toman');
    expect(runs(requests)).toHaveLength(0);
  });

  it('an unpaid price that ran out offers a new price for the same coin and amount', async () => {
    const { platform, location } = open(<ExpressBuyConfirmPage />, CONFIRM_PATH, {
      'GET /v1/express/buy/receipt/task-1': { ...RECEIPT, invoiceStatus: 'CANCELED' },
    });
    await screen.findByText('This price has expired');
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Get a new price'));
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe('/express-buy');
    await waitFor(() =>
      expect(platform.flowStorage.values().expressBuyDraft).toEqual({ token: 'USDT', amount: '100000' }),
    );
  });
});

describe('the express buy draft', () => {
  it('a reload in the middle comes back to the coin, the Toman typed and the balance choice', async () => {
    const first = open(<ExpressBuyPage />, '/express-buy?token=BTC');
    const platform = first.platform;
    await waitFor(() => expect(first.location.history?.at(-1)).toBe('/express-buy'));
    fireEvent.change(await screen.findByLabelText('Amount to pay'), { target: { value: '75000' } });
    fireEvent.click(screen.getByRole('radio', { name: /^By bank card/ }));
    await waitFor(() =>
      expect(platform.flowStorage.values().expressBuyDraft).toEqual({
        token: 'BTC',
        amount: '75000',
        useBalance: false,
      }),
    );
    cleanup();

    open(<ExpressBuyPage />, '/express-buy', {}, platform);
    await waitFor(() =>
      expect((screen.getByLabelText('Amount to pay') as HTMLInputElement).value).toContain('75'),
    );
    expect(screen.getByRole('button', { name: /Bitcoin/ })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^By bank card/ }) as HTMLInputElement).checked).toBe(true);
    expect(platform.storage.values().expressBuyDraft).toBeUndefined();
  });

  it('is cleared once the coin is delivered', async () => {
    const platform = await withDraft({ token: 'USDT', amount: '100000' });
    open(<ExpressBuyConfirmPage />, CONFIRM_PATH, {}, platform);
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Buy'));
    expect(platform.flowStorage.values().expressBuyDraft).toEqual({ token: 'USDT', amount: '100000' });
    act(() => platform.mainButton.click());
    await screen.findByText('Bought');
    await waitFor(() => expect(platform.flowStorage.values().expressBuyDraft).toBeUndefined());
  });
});
