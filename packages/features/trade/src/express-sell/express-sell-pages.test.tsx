// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CoinConfig, OtcOrder, OtcPrice, Transaction, UserAssets, UserInformation } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform, type MemoryPlatform } from '@wallet/platform';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { ExpressSellCoinsPage } from './coins-page';
import { ExpressSellPage } from './express-sell-page';

afterEach(cleanup);

const coin = (token: string, trade = true): CoinConfig => ({
  token,
  name: { en: token, fa: token },
  icon: '',
  decimals: token === 'IRT' ? 0 : 6,
  humanReadableDecimals: 2,
  listed: true,
  features: { withdraw: true, deposit: true, trade },
  groups: [],
  networks: [],
});
const CONFIG = { featuresList: [], coins: [coin('IRT'), coin('USDT'), coin('TRX'), coin('HMSTR', false)] };
const asset = (token: string, amount: string) => ({
  token,
  name: { en: token, fa: token },
  listed: true,
  favorite: false,
  groups: [],
  balance: { amount: { number: amount }, usdValue: { number: '0' }, userCurrencyValue: { number: '0' } },
  marketData: { USD: { lastPrice: '1', change24h: '0' }, IRT: { lastPrice: '1', change24h: '0' } },
});
const ASSETS = {
  userCurrency: 'USD',
  balance: { usdValue: { number: '100' }, userCurrencyValue: { number: '100' } },
  tokens: [asset('IRT', '1000'), asset('USDT', '25.5'), asset('TRX', '0'), asset('HMSTR', '50')],
} as unknown as UserAssets;
const USER = { id: '42', displayName: 'Reza', level: 'LEVEL_1_IR' } as UserInformation;

const quote = (sourceAmount: string, extra: Partial<OtcPrice> = {}): OtcPrice => ({
  kind: 'EXPRESS_SELL',
  sourceToken: 'USDT',
  destinationToken: 'IRT',
  sourceAmount,
  destinationAmount: String(Number(sourceAmount) * 99000),
  marketPrice: '100000',
  rate: '99500',
  spread: '300',
  fee: '200',
  feeToken: 'IRT',
  swapToken: null,
  expiresAt: null,
  ...extra,
});
const leg = { id: '900', type: 'DEPOSIT', supportCode: 'SUPPORT42' } as Transaction;
const ORDER: OtcOrder = {
  orderId: 'order-1',
  ...quote('10'),
  executedAt: '2026-11-24T08:00:00.000Z',
  sent: { ...leg, id: '899', type: 'WITHDRAW' },
  received: leg,
};

function open(node: ReactNode, path: string, routes: FakeRoutes = {}, platform?: MemoryPlatform) {
  const fake = createFakeApi({
    'GET /v1/utils/global-configs': CONFIG,
    'GET /v2/assets': ASSETS,
    'GET /v1/user/whoami': USER,
    'POST /v1/market/otc/price': async (request: Request) => {
      const body = (await request.json()) as { sourceAmount: string; createSwapToken?: boolean };
      return body.createSwapToken
        ? quote(body.sourceAmount, {
            swapToken: 'swap-token-0123456789',
            expiresAt: new Date(Date.now() + 20_000).toISOString(),
          })
        : quote(body.sourceAmount);
    },
    'POST /v1/market/otc/order': ORDER,
    ...routes,
  });
  const view = renderWithProviders(<ThemeRoot appearance="light">{node}</ThemeRoot>, {
    api: fake.api,
    path,
    platform,
  });
  return { ...view, ...fake };
}

const bodies = async (requests: Request[], path: string) =>
  Promise.all(requests.filter((r) => r.url.endsWith(path)).map((r) => r.clone().json()));

describe('/express-sell', () => {
  it('[EXP-04] shows the Toman the typed amount gives, priced as an express sell, Persian digits read', async () => {
    const { requests } = open(<ExpressSellPage />, '/express-sell?token=USDT');
    fireEvent.change(await screen.findByLabelText('Amount to sell'), { target: { value: '۱۰' } });
    expect(await screen.findByText('You get about 990,000 Toman')).toBeTruthy();
    expect(await bodies(requests, '/v1/market/otc/price')).toEqual([
      { sourceToken: 'USDT', destinationToken: 'IRT', sourceAmount: '10', kind: 'EXPRESS_SELL' },
    ]);
  });

  it('[EXP-04] Sell all takes the whole balance; more than the balance is said at once', async () => {
    open(<ExpressSellPage />, '/express-sell?token=USDT');
    const amount = (await screen.findByLabelText('Amount to sell')) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Sell all' }));
    expect(amount.value).toBe('25.5');
    fireEvent.change(amount, { target: { value: '26' } });
    expect(screen.getByRole('alert').textContent).toBe('You do not have enough balance to sell this amount.');
  });

  it('[EXP-04] locks the price, shows its breakdown and time, and a double tap on Sell orders once with one key', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { platform, requests } = open(<ExpressSellPage />, '/express-sell?token=USDT', {
      'POST /v1/market/otc/order': async () => {
        await answered;
        return ORDER;
      },
    });
    fireEvent.change(await screen.findByLabelText('Amount to sell'), { target: { value: '10' } });
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBe(false));
    act(() => platform.mainButton.click());
    const details = await screen.findByRole('region', { name: 'Sale details' });
    expect(within(details).getByText('Market price')).toBeTruthy();
    expect(within(details).getByRole('timer', { name: 'Time left on this price' })).toBeTruthy();
    const locks = await bodies(requests, '/v1/market/otc/price');
    expect(locks.at(-1)).toEqual({
      sourceToken: 'USDT',
      destinationToken: 'IRT',
      sourceAmount: '10',
      createSwapToken: true,
      kind: 'EXPRESS_SELL',
    });
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Sell'));
    act(() => {
      platform.mainButton.click();
      platform.mainButton.click();
    });
    release();
    expect(await screen.findByRole('region', { name: 'Sale receipt' })).toBeTruthy();
    const orders = requests.filter((r) => r.url.endsWith('/v1/market/otc/order'));
    expect(orders).toHaveLength(1);
    expect(await orders[0]!.clone().json()).toEqual({ swapToken: 'swap-token-0123456789' });
    await waitFor(() => expect(platform.storage.values().moneyCallKeys).toEqual({}));
    await waitFor(() => expect(platform.flowStorage.values().expressSellDraft).toBeUndefined());
  });

  it('an order whose answer was lost is sent again with the same key after a reload', async () => {
    const platform = createMemoryPlatform();
    const first = open(
      <ExpressSellPage />,
      '/express-sell?token=USDT',
      {
        'POST /v1/market/otc/order': {
          status: 503,
          codeString: 'UNAVAILABLE',
          localizedMessage: 'Try again.',
        },
      },
      platform,
    );
    fireEvent.change(await screen.findByLabelText('Amount to sell'), { target: { value: '10' } });
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBe(false));
    act(() => platform.mainButton.click());
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Sell'));
    act(() => platform.mainButton.click());
    await waitFor(() => expect(first.calls).toContain('POST /v1/market/otc/order'));
    const key = first.requests.find((r) => r.url.endsWith('/order'))!.headers.get('idempotency-key');
    cleanup();

    const second = open(<ExpressSellPage />, '/express-sell?token=USDT', {}, platform);
    await screen.findByRole('region', { name: 'Sale details' });
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Sell'));
    act(() => platform.mainButton.click());
    await screen.findByRole('region', { name: 'Sale receipt' });
    expect(second.requests.find((r) => r.url.endsWith('/order'))!.headers.get('idempotency-key')).toBe(key);
  });

  it('a refused lock is told under the form', async () => {
    const fake = open(<ExpressSellPage />, '/express-sell?token=USDT', {
      'POST /v1/market/otc/price': async (request: Request) => {
        const body = (await request.json()) as { sourceAmount: string; createSwapToken?: boolean };
        return body.createSwapToken
          ? { status: 422, codeString: 'SWAP_LIMITED', localizedMessage: 'Trades are paused.' }
          : quote(body.sourceAmount);
      },
    });
    const platform = fake.platform;
    fireEvent.change(await screen.findByLabelText('Amount to sell'), { target: { value: '10' } });
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBe(false));
    act(() => platform.mainButton.click());
    expect(await screen.findByText('Trades are paused.')).toBeTruthy();
    expect(platform.flowStorage.values().expressSellDraft).toEqual({ token: 'USDT', amount: '10' });
  });
});

describe('the express sell draft', () => {
  it('a reload in the middle comes back to the coin and the amount typed; the address keeps no choice', async () => {
    const { platform, location } = open(<ExpressSellPage />, '/express-sell?token=USDT');
    fireEvent.change(await screen.findByLabelText('Amount to sell'), { target: { value: '12.5' } });
    await waitFor(() =>
      expect(platform.flowStorage.values().expressSellDraft).toEqual({ token: 'USDT', amount: '12.5' }),
    );
    expect(location.history?.at(-1)).toBe('/express-sell');
    cleanup();

    open(<ExpressSellPage />, '/express-sell', {}, platform);
    expect(((await screen.findByLabelText('Amount to sell')) as HTMLInputElement).value).toBe('12.5');
    expect(await screen.findByText('You get about 1,237,500 Toman')).toBeTruthy();
    expect(platform.storage.values().expressSellDraft).toBeUndefined();
  });

  it('a coin page with another coin starts a new sale', async () => {
    const platform = createMemoryPlatform();
    await platform.flowStorage.set(
      'expressSellDraft',
      JSON.stringify({ version: 7, value: { token: 'TRX', amount: '400' } }),
    );
    open(<ExpressSellPage />, '/express-sell?token=USDT', {}, platform);
    expect(((await screen.findByLabelText('Amount to sell')) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(platform.flowStorage.values().expressSellDraft).toEqual({ token: 'USDT' }));
  });
});

describe('/express-sell/coins', () => {
  it('[EXP-04] lists the coins held whose trade feature is on, and opens the sale with the one chosen', async () => {
    const { location, platform } = open(<ExpressSellCoinsPage />, '/express-sell/coins');
    const list = await screen.findByRole('region', { name: 'Your coins' });
    const rows = within(list).getAllByRole('button');
    // The coin's icon letter, its name and the balance held: TRX (none held) and HMSTR (trade off) are left out.
    expect(rows.map((row) => row.textContent)).toEqual(['UUSDT25.5 USDT']);
    fireEvent.click(rows[0]!);
    expect(location.history?.at(-1)).toBe('/express-sell');
    await waitFor(() => expect(platform.flowStorage.values().expressSellDraft).toEqual({ token: 'USDT' }));
  });
});
