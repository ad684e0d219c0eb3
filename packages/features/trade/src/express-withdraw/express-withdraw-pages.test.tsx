// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CoinConfig, CoinNetwork, Transaction, UserInformation, WithdrawReceipt } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform, type MemoryPlatform } from '@wallet/platform';
import { ConfirmOutProvider } from '@wallet/ui/money-call';
import { ConfirmOutTestStep, createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { ExpressWithdrawConfirmPage } from './confirm-page';
import { ExpressWithdrawPage } from './express-withdraw-page';

afterEach(cleanup);

const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const TON_ADDRESS = 'UQAtl_RPTNAsaqDQdtvZA4nNvJ_j8vhyrj_aexf_jiYM9P3c';

const net = (network: string, extra: Partial<CoinNetwork> = {}): CoinNetwork => ({
  network,
  networkToken: network,
  contract: null,
  addressRegex: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
  supportMemo: false,
  memoRegex: null,
  withdrawFee: '1',
  minWithdraw: '10',
  minDeposit: '1',
  confirmations: 20,
  ...extra,
});
const coin = (token: string, networks: CoinNetwork[], trade = true): CoinConfig => ({
  token,
  name: { en: token, fa: token },
  icon: '',
  decimals: token === 'IRT' ? 0 : 6,
  humanReadableDecimals: 2,
  listed: true,
  features: { withdraw: true, deposit: true, trade },
  groups: [],
  networks,
});
const CONFIG = {
  featuresList: [],
  coins: [
    coin('IRT', []),
    coin('USDT', [net('TRX', { contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })]),
    coin('TON', [
      net('TON', {
        addressRegex: '^[EU]Q[A-D][A-Za-z0-9_-]{45}$',
        supportMemo: true,
        memoRegex: '^.{1,120}$',
        withdrawFee: '0.05',
        minWithdraw: '0.5',
      }),
    ]),
    coin('HMSTR', [net('TON')], false),
  ],
};
const USER = { id: '42', displayName: 'Reza', level: 'LEVEL_1_IR' } as UserInformation;

const RECEIPT: WithdrawReceipt = {
  taskId: 'task-1',
  token: 'USDT',
  network: 'TRX',
  contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  address: TRON_ADDRESS,
  memo: null,
  amount: '12',
  fee: '1',
  totalAmount: '13',
  totalUsd: '13',
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  isTwoFactorRequired: false,
  purchase: {
    invoiceId: '31',
    tomanAmount: '1500000',
    coinAmount: '13',
    marketPrice: '0.0000087',
    rate: '0.00000867',
    spread: '0.04',
    fee: '0.03',
    balance: '2000000',
    payFromBalance: '1500000',
    dueByOtherMethod: '0',
  },
};
const WITHDRAWAL = { id: '700', type: 'WITHDRAW', status: 'TRANSACTION_CREATED' } as Transaction;

/** What /express-withdraw chose for the confirmation, as its draft keeps it. */
const CHOICE = {
  token: 'USDT',
  network: 'TRX',
  contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  amount: '12',
  address: TRON_ADDRESS,
};

/** A device whose express withdraw draft holds `draft`, as a page of the flow left it. */
async function withDraft(draft: object, platform = createMemoryPlatform()) {
  await platform.flowStorage.set('expressWithdrawDraft', JSON.stringify({ version: 7, value: draft }));
  return platform;
}

function open(node: ReactNode, path: string, routes: FakeRoutes = {}, platform?: MemoryPlatform) {
  const fake = createFakeApi({
    'GET /v1/utils/global-configs': CONFIG,
    'GET /v1/user/whoami': USER,
    'POST /v1/express/withdraw/receipt': RECEIPT,
    'GET /v1/invoice/31': { status: 'PENDING' },
    'POST /v1/express/tasks/task-1/run': { kind: 'EXPRESS_WITHDRAW', transaction: WITHDRAWAL },
    ...routes,
  });
  const view = renderWithProviders(<ThemeRoot appearance="light">{node}</ThemeRoot>, {
    api: fake.api,
    path,
    platform,
  });
  return { ...view, ...fake };
}

const CONFIRM = '/express-withdraw/confirm';

describe('/express-withdraw', () => {
  it('[WD-01] [WD-02] checks the amount against the minimum and the address against the network, Persian digits read', async () => {
    const { platform, location } = open(<ExpressWithdrawPage />, '/express-withdraw');
    const amount = await screen.findByLabelText('Amount the address receives');
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Continue'));
    fireEvent.change(amount, { target: { value: '۹' } });
    fireEvent.change(screen.getByLabelText('Receiving address'), { target: { value: TON_ADDRESS } });
    act(() => platform.mainButton.click());
    expect(screen.getByText('The smallest amount to send on this network is 10 USDT.')).toBeTruthy();
    expect(screen.getByText('This is not a Tron (TRC20) address. Check it and the network.')).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/express-withdraw');

    fireEvent.change(amount, { target: { value: '۱۲' } });
    fireEvent.change(screen.getByLabelText('Receiving address'), { target: { value: TRON_ADDRESS } });
    act(() => platform.mainButton.click());
    await waitFor(() => expect(location.history?.at(-1)).toBe(CONFIRM));
    expect(platform.flowStorage.values().expressWithdrawDraft).toEqual(CHOICE);
  });

  it('[WD-03] a memo network needs the memo and the tick that it is right', async () => {
    const { platform, location } = open(
      <ExpressWithdrawPage />,
      '/express-withdraw',
      {},
      await withDraft({ token: 'TON' }),
    );
    fireEvent.change(await screen.findByLabelText('Amount the address receives'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Receiving address'), { target: { value: TON_ADDRESS } });
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    act(() => platform.mainButton.click());
    expect(screen.getByRole('alert').textContent).toContain('This network needs a memo.');
    fireEvent.change(screen.getByLabelText('Memo (tag)'), { target: { value: 'exchange-7' } });
    act(() => platform.mainButton.click());
    expect(screen.getByRole('alert').textContent).toContain('Tick the box to confirm the memo.');
    fireEvent.click(screen.getByRole('checkbox'));
    act(() => platform.mainButton.click());
    await waitFor(() => expect(location.history?.at(-1)).toBe(CONFIRM));
    expect(platform.flowStorage.values().expressWithdrawDraft).toEqual({
      token: 'TON',
      network: 'TON',
      amount: '1',
      address: TON_ADDRESS,
      memo: 'exchange-7',
      isMemoConfirmed: true,
    });
  });

  it('offers only coins that can both trade and leave the wallet, and no Continue at LEVEL_0', async () => {
    const { platform } = open(<ExpressWithdrawPage />, '/express-withdraw', {
      'GET /v1/user/whoami': { ...USER, level: 'LEVEL_0' },
    });
    const coins = (await screen.findByLabelText('Coin')) as HTMLSelectElement;
    expect([...coins.options].map((option) => option.value)).toEqual(['USDT', 'TON']);
    await screen.findByText(/needs identity verification level 1/);
    expect(platform.mainButton.current()).toBeNull();
  });
});

describe('/express-withdraw/confirm', () => {
  it('[EXP-03] prices it with useAccountBalance false and shows the Toman price apart from the market price', async () => {
    const { requests } = open(<ExpressWithdrawConfirmPage />, CONFIRM, {}, await withDraft(CHOICE));
    expect(await screen.findByText('Price in Toman')).toBeTruthy();
    expect(screen.getByText('Market price')).toBeTruthy();
    expect(screen.getByText('Spread')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left at this price' })).toBeTruthy();
    const priced = requests.find((request) => request.url.endsWith('/v1/express/withdraw/receipt'))!;
    expect(await priced.json()).toEqual({
      amount: '12',
      token: 'USDT',
      network: 'TRX',
      contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      address: TRON_ADDRESS,
      memo: null,
      useAccountBalance: false,
    });
  });

  it('a double tap on Buy and send runs the task once, with one Idempotency-Key, then shows the progress', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { platform, calls, requests, location } = open(
      <ExpressWithdrawConfirmPage />,
      CONFIRM,
      {
        'POST /v1/express/tasks/task-1/run': async () => {
          await answered;
          return { kind: 'EXPRESS_WITHDRAW', transaction: WITHDRAWAL };
        },
      },
      await withDraft(CHOICE),
    );
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Buy and send'));
    act(() => {
      platform.mainButton.click();
      platform.mainButton.click();
    });
    release();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/withdraw/external-transfer/receipt?id=700'));
    expect(calls.filter((call) => call === 'POST /v1/express/tasks/task-1/run')).toHaveLength(1);
    const runs = requests.filter((request) => request.url.endsWith('/run'));
    expect(runs[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // Sent: the flow's draft and the run's key are gone.
    await waitFor(() => expect(platform.flowStorage.values().expressWithdrawDraft).toBeUndefined());
    await waitFor(() => expect(platform.storage.values().moneyCallKeys).toEqual({}));
  });

  it('asks the user to confirm before Buy and send runs, and runs nothing when they cancel', async () => {
    const { platform, calls, location } = open(
      <ConfirmOutProvider step={ConfirmOutTestStep}>
        <ExpressWithdrawConfirmPage />
      </ConfirmOutProvider>,
      CONFIRM,
      {},
      await withDraft(CHOICE),
    );
    const runs = () => calls.filter((call) => call === 'POST /v1/express/tasks/task-1/run');
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Buy and send'));
    act(() => platform.mainButton.click());
    await screen.findByRole('dialog', { name: 'Confirm the money out' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs()).toHaveLength(0);
    act(() => platform.mainButton.click());
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/withdraw/external-transfer/receipt?id=700'));
    expect(runs()).toHaveLength(1);
  });

  it('a reload reuses the stored receipt and its key: no second price, the same key on the retry', async () => {
    const platform = await withDraft(CHOICE);
    const first = open(
      <ExpressWithdrawConfirmPage />,
      CONFIRM,
      {
        'POST /v1/express/tasks/task-1/run': {
          status: 503,
          codeString: 'UNAVAILABLE',
          localizedMessage: null,
        },
      },
      platform,
    );
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Buy and send'));
    act(() => platform.mainButton.click());
    await waitFor(() => expect(first.calls).toContain('POST /v1/express/tasks/task-1/run'));
    const firstKey = first.requests
      .find((request) => request.url.endsWith('/run'))!
      .headers.get('idempotency-key');
    cleanup();

    const second = open(<ExpressWithdrawConfirmPage />, CONFIRM, {}, platform);
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Buy and send'));
    act(() => platform.mainButton.click());
    await waitFor(() => expect(second.calls).toContain('POST /v1/express/tasks/task-1/run'));
    expect(second.calls).not.toContain('POST /v1/express/withdraw/receipt');
    const secondKey = second.requests
      .find((request) => request.url.endsWith('/run'))!
      .headers.get('idempotency-key');
    expect(secondKey).toBe(firstKey);
  });

  it('when the Toman balance does not cover it, the main button pays the rest by card first', async () => {
    const short = {
      ...RECEIPT,
      purchase: {
        ...RECEIPT.purchase!,
        balance: '500000',
        payFromBalance: '500000',
        dueByOtherMethod: '1000000',
      },
    };
    const { platform, location, calls } = open(
      <ExpressWithdrawConfirmPage />,
      CONFIRM,
      { 'POST /v1/express/withdraw/receipt': short },
      await withDraft(CHOICE),
    );
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Pay by card'));
    expect(screen.getByText('To pay by card')).toBeTruthy();
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe('/express-withdraw/card2card?invoiceId=31');
    expect(calls).not.toContain('POST /v1/express/tasks/task-1/run');
  });

  it('a refusal of the run is told in place', async () => {
    const { platform } = open(
      <ExpressWithdrawConfirmPage />,
      CONFIRM,
      {
        'POST /v1/express/tasks/task-1/run': {
          status: 422,
          codeString: 'CRYPTO_WITHDRAW_LIMITED',
          localizedMessage: 'Sending coins is paused for now.',
        },
      },
      await withDraft(CHOICE),
    );
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Buy and send'));
    act(() => platform.mainButton.click());
    expect((await screen.findByText('Sending coins is paused for now.')).textContent).toBeTruthy();
  });
});

describe('the express withdraw draft', () => {
  it('a reload in the middle of the form comes back to the coin, network, amount and address', async () => {
    const { platform } = open(<ExpressWithdrawPage />, '/express-withdraw');
    fireEvent.change(await screen.findByLabelText('Coin'), { target: { value: 'TON' } });
    fireEvent.change(screen.getByLabelText('Amount the address receives'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Receiving address'), { target: { value: TON_ADDRESS } });
    await waitFor(() =>
      expect(platform.flowStorage.values().expressWithdrawDraft).toMatchObject({
        token: 'TON',
        amount: '3',
        address: TON_ADDRESS,
      }),
    );
    cleanup();

    open(<ExpressWithdrawPage />, '/express-withdraw', {}, platform);
    await waitFor(() => expect((screen.getByLabelText('Coin') as HTMLSelectElement).value).toBe('TON'));
    expect((screen.getByLabelText('Amount the address receives') as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText('Receiving address') as HTMLInputElement).value).toBe(TON_ADDRESS);
    expect(platform.storage.values().expressWithdrawDraft).toBeUndefined();
  });

  it('a reload comes back to the memo typed and its tick', async () => {
    const { platform } = open(
      <ExpressWithdrawPage />,
      '/express-withdraw',
      {},
      await withDraft({ token: 'TON' }),
    );
    fireEvent.change(await screen.findByLabelText('Memo (tag)'), { target: { value: 'exchange-7' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() =>
      expect(platform.flowStorage.values().expressWithdrawDraft).toMatchObject({
        memo: 'exchange-7',
        isMemoConfirmed: true,
      }),
    );
    cleanup();

    open(<ExpressWithdrawPage />, '/express-withdraw', {}, platform);
    await waitFor(() =>
      expect((screen.getByLabelText('Memo (tag)') as HTMLInputElement).value).toBe('exchange-7'),
    );
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('another coin drops the memo and its tick', async () => {
    const { platform } = open(
      <ExpressWithdrawPage />,
      '/express-withdraw',
      {},
      await withDraft({ token: 'TON' }),
    );
    fireEvent.change(await screen.findByLabelText('Memo (tag)'), { target: { value: 'exchange-7' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.change(screen.getByLabelText('Coin'), { target: { value: 'USDT' } });
    await waitFor(() =>
      expect(platform.flowStorage.values().expressWithdrawDraft).toMatchObject({ token: 'USDT' }),
    );
    expect(platform.flowStorage.values().expressWithdrawDraft).not.toHaveProperty('isMemoConfirmed');
    expect(platform.flowStorage.values().expressWithdrawDraft).not.toHaveProperty('memo');
  });

  it('a confirmation with nothing chosen goes back to the form', async () => {
    const { location, calls } = open(<ExpressWithdrawConfirmPage />, CONFIRM);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/express-withdraw'));
    expect(calls).not.toContain('POST /v1/express/withdraw/receipt');
  });
});
