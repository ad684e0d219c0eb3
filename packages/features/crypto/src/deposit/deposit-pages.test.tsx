// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoinConfig, CoinNetwork, DepositAddress, Transaction } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform, type MemoryPlatform } from '@wallet/platform';
import {
  createFakeApi,
  NOTIFICATION_SETTINGS,
  renderWithProviders,
  type FakeRoutes,
} from '@wallet/ui/testing';
import { DepositCoinListPage } from './deposit-coin-list-page';
import { DepositNetworkPage } from './deposit-network-page';
import { DepositPage } from './deposit-page';

afterEach(() => cleanup());

const net = (network: string, extra: Partial<CoinNetwork> = {}): CoinNetwork => ({
  network,
  networkToken: network,
  contract: null,
  addressRegex: '^.+$',
  supportMemo: false,
  memoRegex: null,
  withdrawFee: '1',
  minWithdraw: '10',
  minDeposit: '1',
  confirmations: 20,
  ...extra,
});

const coin = (
  token: string,
  name: CoinConfig['name'],
  networks: CoinNetwork[],
  deposit = true,
): CoinConfig => ({
  token,
  name,
  icon: '',
  decimals: 8,
  humanReadableDecimals: 4,
  listed: true,
  features: { withdraw: true, deposit, trade: true },
  groups: [],
  networks,
});

const CONFIG = {
  featuresList: [],
  coins: [
    coin('IRT', { en: 'Toman', fa: 'تومان' }, []),
    coin('BTC', { en: 'Bitcoin', fa: 'بیت‌کوین' }, [net('BTC', { minDeposit: '0.0001', confirmations: 2 })]),
    coin('USDT', { en: 'Tether', fa: 'تتر' }, [
      net('TRX', { contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', minDeposit: '1' }),
      net('ETH', {
        contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        minDeposit: '10',
        confirmations: 12,
      }),
    ]),
    coin('TON', { en: 'Toncoin', fa: 'تون‌کوین' }, [
      net('TON', { supportMemo: true, memoRegex: '^.{1,120}$' }),
    ]),
    coin('SNX', { en: 'Synthetix', fa: 'سینتتیکس' }, [net('ETH')], false),
  ],
};

const ADDRESS: DepositAddress = {
  token: 'BTC',
  network: 'BTC',
  contract: null,
  address: 'bc1qexampleexampleexampleexampleexample00',
  memo: null,
  minDeposit: '0.0001',
  requiredConfirmations: 2,
  expiresAt: '2026-11-25T08:00:00.000Z',
};

function open(
  page: 'list' | 'network' | 'deposit',
  path: string,
  routes: FakeRoutes = {},
  platform?: MemoryPlatform,
) {
  const fake = createFakeApi({
    'GET /v1/utils/global-configs': CONFIG,
    'GET /v1/wallet/deposit/addresses': (request: Request) => {
      const query = new URL(request.url).searchParams;
      const token = query.get('token')!;
      return token === 'TON'
        ? { ...ADDRESS, token, network: 'TON', address: 'UQAshared', memo: 'W100042', expiresAt: null }
        : { ...ADDRESS, token, network: query.get('network')!, contract: query.get('contract') };
    },
    ...routes,
  });
  const Page = { list: DepositCoinListPage, network: DepositNetworkPage, deposit: DepositPage }[page];
  // The shell draws every screen inside a ThemeRoot, which the kit's telegram-ui parts need.
  const view = renderWithProviders(
    <ThemeRoot appearance="light">
      <Page />
    </ThemeRoot>,
    { api: fake.api, path, platform },
  );
  return { ...view, ...fake };
}

describe('/deposit/coin-list', () => {
  it('[CFG-05] lists the coins on a network; one with deposits off is greyed and cannot be chosen', async () => {
    open('list', '/deposit/coin-list');
    const list = await screen.findByRole('list', { name: 'Coins' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ITomanFrom a bank card or account',
      'BBitcoinBTC',
      'UTetherUSDT',
      'TToncoinTON',
      'SSynthetixSNXDeposits paused',
    ]);
    expect(within(rows[4]!).queryByRole('link')).toBeNull();
    expect(within(rows[4]!).getByText('Synthetix').closest('[aria-disabled]')).not.toBeNull();
    // A coin on one network goes straight to its address; one on several asks for the network.
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/deposit?token=BTC&network=BTC');
    expect(within(rows[2]!).getByRole('link').getAttribute('href')).toBe(
      '/deposit/select-network?token=USDT',
    );
  });

  it('lists the Toman first, opening the Toman deposit methods, and finds it as «تومان» or "toman"', async () => {
    open('list', '/deposit/coin-list');
    const list = await screen.findByRole('list', { name: 'Coins' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/rial-deposit');
    expect(first.textContent).toContain('Toman');
    for (const query of ['تومان', 'toman']) {
      fireEvent.change(screen.getByLabelText('Search coins'), { target: { value: query } });
      const found = within(screen.getByRole('list', { name: 'Coins' })).getAllByRole('link');
      expect(found.map((link) => link.getAttribute('href'))).toEqual(['/rial-deposit']);
    }
  });

  it('[MKT-01] finds a coin by its Persian name typed without the ZWNJ', async () => {
    open('list', '/deposit/coin-list');
    await screen.findByRole('list', { name: 'Coins' });
    fireEvent.change(screen.getByLabelText('Search coins'), { target: { value: 'تون کوین' } });
    expect(within(screen.getByRole('list', { name: 'Coins' })).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Search coins'), { target: { value: 'doge' } });
    expect(screen.getByText('No coin matches your search.')).toBeTruthy();
  });
});

describe('/deposit/select-network', () => {
  it('[DEP-04] lists the coin’s networks with their minimum deposit; the choice carries the contract', async () => {
    open('network', '/deposit/select-network?token=USDT');
    const list = await screen.findByRole('list', { name: 'Networks' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Tron (TRC20)Minimum 1 USDT · confirmations: 20',
      'Ethereum (ERC20)Minimum 10 USDT · confirmations: 12',
    ]);
    expect(links[1]!.getAttribute('href')).toBe(
      '/deposit?token=USDT&network=ETH&contract=0xdAC17F958D2ee523a2206206994597C13D831ec7',
    );
  });

  it('sends a coin with deposits off back to the coin list', async () => {
    const { location } = open('network', '/deposit/select-network?token=SNX');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/deposit/coin-list'));
  });
});

describe('/deposit', () => {
  it('[DEP-01] asks for the address with the network and the contract apart, and shows it with a QR code', async () => {
    const { requests } = open(
      'deposit',
      '/deposit?token=USDT&network=ETH&contract=0xdAC17F958D2ee523a2206206994597C13D831ec7',
    );
    await screen.findByRole('img', { name: 'QR code of the Tether deposit address' });
    const asked = new URL(requests.find((r) => r.url.includes('/deposit/addresses'))!.url).searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      token: 'USDT',
      network: 'ETH',
      contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    });
    expect(screen.getByText(ADDRESS.address).getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('Ethereum (ERC20)')).toBeTruthy();
  });

  it('inside Telegram, asks once for the bot’s leave to write, as a deposit leads to a “credited” message', async () => {
    const requestWriteAccess = vi.fn(async () => true);
    const platform = createMemoryPlatform({ requestWriteAccess });
    const settings = NOTIFICATION_SETTINGS;
    const { requests } = open(
      'deposit',
      '/deposit?token=TON',
      {
        'GET /v1/profile/notification-settings': settings,
        'PUT /v1/profile/notification-settings': { ...settings, writeAccess: 'GRANTED' },
      },
      platform,
    );
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requestWriteAccess).toHaveBeenCalledTimes(1);
    expect(
      await requests
        .find((r) => r.method === 'PUT')!
        .clone()
        .json(),
    ).toEqual({ writeAccess: 'GRANTED' });
  });

  it('[DEP-04] [DEP-02] shows the minimum deposit, the confirmations and until when a temporary address is valid', async () => {
    open('deposit', '/deposit?token=BTC&network=BTC');
    const terms = await screen.findByRole('region', { name: 'Terms' });
    expect(terms.textContent).toContain('Minimum deposit0.0001 BTC');
    expect(terms.textContent).toContain('Network confirmations needed2');
    expect(terms.textContent).toContain('Address valid until25 Nov 2026');
    expect(terms.textContent).toContain('This address is yours for 48 hours');
  });

  it('copies the address, and shares it where the host can share', async () => {
    const shared: string[] = [];
    const platform = createMemoryPlatform({ share: async ({ text }) => void shared.push(text) });
    open('deposit', '/deposit?token=BTC&network=BTC', {}, platform);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(platform.copiedTexts).toEqual([ADDRESS.address]));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(shared[0]).toContain(ADDRESS.address));
  });

  it('offers no share button where the host cannot share', async () => {
    open('deposit', '/deposit?token=BTC&network=BTC');
    await screen.findByRole('button', { name: 'Copy address' });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('[DEP-03] a memo deposit shows an alert once; after “I understand” it is remembered', async () => {
    const platform = createMemoryPlatform();
    open('deposit', '/deposit?token=TON&network=TON', {}, platform);
    const alert = await screen.findByRole('alertdialog', { name: 'This deposit needs a memo' });
    fireEvent.click(within(alert).getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(platform.storage.values().memoBasedDepositAlert).toBe(true);
    expect(screen.getByText('W100042')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy memo' }));
    await waitFor(() => expect(platform.copiedTexts).toEqual(['W100042']));

    cleanup();
    open('deposit', '/deposit?token=TON&network=TON', {}, platform);
    await screen.findByText('W100042');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('takes a coin on one network without a network in the query', async () => {
    const { requests } = open('deposit', '/deposit?token=BTC');
    await screen.findByText(ADDRESS.address);
    expect(requests.some((r) => r.url.includes('network=BTC'))).toBe(true);
  });

  it('sends a coin on several networks to choose one, and no coin to the coin list', async () => {
    const several = open('deposit', '/deposit?token=USDT');
    await waitFor(() => expect(several.location.history?.at(-1)).toBe('/deposit/select-network?token=USDT'));
    cleanup();
    const none = open('deposit', '/deposit');
    await waitFor(() => expect(none.location.history?.at(-1)).toBe('/deposit/coin-list'));
  });

  it('shows the server’s message and a retry when the address cannot be had', async () => {
    let fail = true;
    open('deposit', '/deposit?token=BTC&network=BTC', {
      'GET /v1/wallet/deposit/addresses': () =>
        fail
          ? {
              status: 400,
              codeString: 'DEPOSIT_NOT_AVAILABLE',
              localizedMessage: 'Deposits of this coin are paused.',
            }
          : ADDRESS,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The deposit address could not be loaded.');
    expect(alert.textContent).toContain('Deposits of this coin are paused.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText(ADDRESS.address);
  });
});

const deposit = (id: string, status: Transaction['status'], amount: string, seen: number): Transaction => ({
  id,
  type: 'DEPOSIT',
  channel: 'NETWORK',
  creditReason: null,
  token: 'BTC',
  status,
  hash: 'ab'.repeat(32),
  uniqueId: `u-${id}`,
  refId: null,
  network: 'BTC',
  date: '2026-11-23T08:00:00.000Z',
  senderAddress: 'bc1qsender',
  receiverAddress: ADDRESS.address,
  memo: null,
  amount,
  fee: '0',
  receivedAmount: amount,
  balanceAfter: null,
  supportCode: `CODE${id}`,
  counterparty: null,
  confirmations: { seen, required: 2 },
});

describe('recent deposits on /deposit', () => {
  it('[DEP-04] follow a deposit from confirming to credited; one under the minimum is not credited', async () => {
    let pending = deposit('3', 'PENDING', '0.5', 1);
    const { requests } = open('deposit', '/deposit?token=BTC&network=BTC', {
      'GET /v2/transaction': () => ({
        transactions: [pending, deposit('2', 'FAILED', '0.00001', 0), deposit('1', 'SUCCEED', '0.2', 2)],
        hasMore: false,
      }),
    });
    const recent = await screen.findByRole('region', { name: 'Recent deposits' });
    const rows = () =>
      within(recent)
        .getAllByRole('listitem')
        .map((row) => row.textContent);
    expect(rows()[0]).toContain('0.5 BTCConfirming: 1 of 2');
    expect(rows()[1]).toContain('Not credited: under the minimum');
    expect(rows()[2]).toContain('0.2 BTCCredited');
    const asked = new URL(requests.find((r) => r.url.includes('/v2/transaction'))!.url).searchParams;
    expect(asked.getAll('tokens')).toEqual(['BTC']);
    expect(asked.getAll('types')).toEqual(['DEPOSIT']);

    pending = { ...pending, status: 'SUCCEED', confirmations: { seen: 2, required: 2 } };
    await waitFor(() => expect(rows()[0]).toContain('0.5 BTCCredited'), { timeout: 8000 });
  });
});
