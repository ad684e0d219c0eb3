// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CoinConfig, OtcOrder, OtcPrice, Transaction, UserAssets, WithdrawStatus } from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform, type MemoryPlatform } from '@wallet/platform';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { SwapPage } from './swap-page';

afterEach(() => cleanup());

const coin = (token: string, decimals: number, trade = true): CoinConfig => ({
  token,
  name: { en: token, fa: token },
  icon: '',
  decimals,
  humanReadableDecimals: 2,
  listed: true,
  features: { withdraw: true, deposit: true, trade },
  groups: [],
  networks: [],
});

const config = (featuresList: string[] = []) => ({
  featuresList,
  coins: [coin('IRT', 0), coin('USDT', 6), coin('BTC', 8), coin('HMSTR', 9, false)],
});

const asset = (token: string, amount: string) => ({
  token,
  name: { en: token, fa: token },
  listed: true,
  favorite: false,
  groups: [],
  balance: { amount: { number: amount }, usdValue: { number: '0' }, userCurrencyValue: { number: '0' } },
  marketData: { USD: { lastPrice: '1', change24h: '0' }, IRT: { lastPrice: '100000', change24h: '0' } },
});

const ASSETS: UserAssets = {
  userCurrency: 'USD',
  balance: { usdValue: { number: '100' }, userCurrencyValue: { number: '100' } },
  tokens: [asset('IRT', '10000000'), asset('USDT', '50'), asset('BTC', '0')],
};

const FAR = '2099-01-01T00:00:00.000Z';
const PAST = '2000-01-01T00:00:00.000Z';

/** A quote of IRT → USDT at 100,000 Toman a Tether less 0.5 %: `got` Tether for `paid` Toman. */
const quote = (paid: string, got: string, extra: Partial<OtcPrice> = {}): OtcPrice => ({
  kind: 'SWAP',
  sourceToken: 'IRT',
  destinationToken: 'USDT',
  sourceAmount: paid,
  destinationAmount: got,
  marketPrice: '0.00001',
  rate: '0.00000995',
  spread: '0.03',
  fee: '0.02',
  feeToken: 'USDT',
  swapToken: null,
  expiresAt: null,
  ...extra,
});

const leg = (id: string, extra: Partial<Transaction>): Transaction => ({
  id,
  type: 'DEPOSIT',
  channel: 'TRADE',
  creditReason: null,
  token: 'USDT',
  status: 'SUCCEED',
  hash: null,
  uniqueId: `u-${id}`,
  refId: 'order-1',
  network: null,
  date: '2026-11-24T08:00:00.000Z',
  senderAddress: null,
  receiverAddress: null,
  memo: null,
  amount: '9.97',
  fee: '0.02',
  receivedAmount: '9.95',
  balanceAfter: null,
  supportCode: 'SUPPORT1',
  counterparty: null,
  confirmations: null,
  ...extra,
});

const order = (locked: OtcPrice): OtcOrder => {
  const { swapToken: _token, expiresAt: _expires, ...priced } = locked;
  return {
    orderId: 'order-1',
    ...priced,
    executedAt: '2026-11-24T08:00:00.000Z',
    sent: leg('10', { type: 'WITHDRAW', token: 'IRT', amount: locked.sourceAmount, fee: '0' }),
    received: leg('11', {}),
  };
};

interface PriceCall {
  body: Record<string, unknown>;
  signal: AbortSignal;
}

/** The price call: plain quotes at 0.00000995 a Toman; locks answered from `locks` in turn. */
function priceRoute(calls: PriceCall[], locks: OtcPrice[] = []) {
  let lockCount = 0;
  return async (request: Request) => {
    const body = (await request.clone().json()) as Record<string, string>;
    calls.push({ body, signal: request.signal });
    if (body.createSwapToken) return locks[Math.min(lockCount++, locks.length - 1)];
    const paid = body.sourceAmount ?? String(Math.ceil(Number(body.destinationAmount) / 0.00000995));
    const got = body.destinationAmount ?? (Number(paid) * 0.00000995).toFixed(6).replace(/\.?0+$/, '');
    return quote(paid, got);
  };
}

function open(routes: FakeRoutes = {}, options: { platform?: MemoryPlatform; path?: string } = {}) {
  const fake = createFakeApi({
    'GET /v1/utils/global-configs': config(),
    'GET /v2/assets': ASSETS,
    ...routes,
  });
  const view = renderWithProviders(
    <ThemeRoot appearance="light">
      <SwapPage />
    </ThemeRoot>,
    { api: fake.api, path: options.path ?? '/swap', platform: options.platform },
  );
  return { ...view, ...fake };
}

const payField = () => screen.findByLabelText<HTMLInputElement>('You pay');
const getField = () => screen.findByLabelText<HTMLInputElement>('You get');
const locksOf = (calls: PriceCall[]) => calls.filter((call) => call.body.createSwapToken);
const orders = (requests: Request[]) => requests.filter((r) => r.url.endsWith('/v1/market/otc/order'));

/** Types an amount to pay and waits for its quote and an enabled Review. */
async function typeAndReview(platform: MemoryPlatform, amount = '1000000') {
  fireEvent.change(await payField(), { target: { value: amount } });
  await waitFor(() => expect(platform.mainButton.current()?.disabled).toBe(false), { timeout: 3000 });
  act(() => platform.mainButton.click());
  await screen.findByRole('region', { name: 'Swap details' });
}

describe('/swap', () => {
  it('[SWAP-01] opens on Toman → Tether, and on the coin a coin page chose', async () => {
    open();
    expect((await screen.findByRole('button', { name: 'Coin you pay with: IRT' })).textContent).toContain(
      'IRT',
    );
    expect(screen.getByRole('button', { name: 'Coin you get: USDT' })).toBeTruthy();
    cleanup();
    open({}, { path: '/swap?destination=BTC' });
    await screen.findByRole('button', { name: 'Coin you get: BTC' });
    expect(screen.getByRole('button', { name: 'Coin you pay with: IRT' })).toBeTruthy();
  });

  it('asks for a quote once the typing settles, and cancels one still loading for an older amount', async () => {
    const calls: PriceCall[] = [];
    const base = priceRoute(calls);
    const held: Promise<unknown>[] = [];
    open({
      'POST /v1/market/otc/price': (request: Request) => {
        const answer = base(request);
        // The first quote hangs until its request is aborted.
        if (calls.length <= 1 && held.length === 0) {
          const hanging = new Promise((resolve) => request.signal.addEventListener('abort', resolve));
          held.push(hanging);
          return hanging.then(() => answer);
        }
        return answer;
      },
    });
    const pay = await payField();
    for (const typed of ['1', '10', '100', '1000', '10000', '100000']) {
      fireEvent.change(pay, { target: { value: typed } });
    }
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 3000 });
    expect(calls[0]!.body).toEqual({ sourceToken: 'IRT', destinationToken: 'USDT', sourceAmount: '100000' });
    fireEvent.change(pay, { target: { value: '1000000' } });
    await waitFor(() => expect(calls).toHaveLength(2), { timeout: 3000 });
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.body.sourceAmount).toBe('1000000');
    await waitFor(() => expect((screen.getByLabelText('You get') as HTMLInputElement).value).toBe('9.95'));
  });

  it('reads Persian digits, and prices from the side the user typed', async () => {
    const calls: PriceCall[] = [];
    open({ 'POST /v1/market/otc/price': priceRoute(calls) });
    fireEvent.change(await getField(), { target: { value: '۱۲٫۵' } });
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 3000 });
    expect(calls[0]!.body).toEqual({
      sourceToken: 'IRT',
      destinationToken: 'USDT',
      destinationAmount: '12.5',
    });
    await waitFor(() =>
      expect((screen.getByLabelText('You pay') as HTMLInputElement).value).toBe('1,256,282'),
    );
  });

  it('in fa shows a decimal being typed in Persian digits, prices the plain number and shows the price grouped', async () => {
    const calls: PriceCall[] = [];
    open({ 'POST /v1/market/otc/price': priceRoute(calls) });
    act(() => i18n.loadAndActivate({ locale: 'fa', messages: {} }));
    const get = await getField();
    fireEvent.change(get, { target: { value: '12.' } });
    expect(get.value).toBe('۱۲٫');
    fireEvent.change(get, { target: { value: '۱۲٫۵' } });
    expect(get.value).toBe('۱۲٫۵');
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 3000 });
    expect(calls[0]!.body).toMatchObject({ destinationAmount: '12.5' });
    await waitFor(() =>
      expect((screen.getByLabelText('You pay') as HTMLInputElement).value).toBe('۱٬۲۵۶٬۲۸۲'),
    );
  });

  it('switches the direction, keeping the typed amount with its coin', async () => {
    const calls: PriceCall[] = [];
    open({ 'POST /v1/market/otc/price': priceRoute(calls) });
    fireEvent.change(await payField(), { target: { value: '500000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Switch direction' }));
    await screen.findByRole('button', { name: 'Coin you pay with: USDT' });
    expect((await getField()).value).toBe('500,000');
    await waitFor(
      () => expect(calls.at(-1)?.body).toMatchObject({ sourceToken: 'USDT', destinationToken: 'IRT' }),
      {
        timeout: 3000,
      },
    );
    expect(calls.at(-1)!.body.destinationAmount).toBe('500000');
  });

  it('[SWAP-03] says "You do not have enough balance to swap" before asking the server to lock a price', async () => {
    const calls: PriceCall[] = [];
    const { platform } = open({ 'POST /v1/market/otc/price': priceRoute(calls) });
    fireEvent.change(await payField(), { target: { value: '20000000' } });
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have enough balance to swap.');
    await waitFor(() => expect(calls.length).toBeGreaterThan(0), { timeout: 3000 });
    expect(platform.mainButton.current()?.disabled).toBe(true);
    act(() => platform.mainButton.click());
    expect(locksOf(calls)).toHaveLength(0);
  });

  it('[SWAP-04] a pause flag replaces the form; the warn flag is said before confirming', async () => {
    const { platform } = open({ 'GET /v1/utils/global-configs': config(['ALL_SWAP_LIMIT']) });
    await screen.findByText('Swaps and express trades are paused for now. Please try again later.');
    expect(screen.queryByLabelText('You pay')).toBeNull();
    expect(platform.mainButton.current()).toBeNull();
    cleanup();
    open({ 'GET /v1/utils/global-configs': config(['RIAL_SWAP_LIMIT']) });
    await screen.findByText('Trading with Toman is paused for now. Swaps between coins still work.');
    cleanup();
    open({ 'GET /v1/utils/global-configs': config(['ALL_SWAP_WARN_LIMIT']) });
    await screen.findByText(
      'Prices are moving more than usual right now. Check the amounts before you confirm.',
    );
    expect(await payField()).toBeTruthy();
  });

  it('[WD-08] before confirming, says from when the coins bought can be sent out after a Rial deposit', async () => {
    const until = '2026-11-29T08:00:00.000Z';
    const status = (blocks: WithdrawStatus['blocks']): WithdrawStatus => ({
      level: 'LEVEL_1_IR',
      limits: null,
      blocks,
      isTwoFactorRequired: false,
      lockAfterDepositUntil: '2026-12-01T10:00:00.000Z',
    });
    const locked = quote('1000000', '9.95', { swapToken: 'token-1', expiresAt: FAR });
    const { platform } = open({
      'POST /v1/market/otc/price': priceRoute([], [locked]),
      'GET /v1/wallet/withdraw/status': status([{ reason: 'FIAT_DEPOSIT', until }]),
    });
    await typeAndReview(platform);
    const notice = await screen.findByText(/the coins you get can be sent out of the wallet from/);
    expect(notice.textContent).toContain(formatDateTime(until, 'en'));
    expect(platform.mainButton.current()?.text).toBe('Confirm swap');
    cleanup();

    // No Rial deposit lately: nothing to tell.
    const quiet = open({
      'POST /v1/market/otc/price': priceRoute([], [locked]),
      'GET /v1/wallet/withdraw/status': status([]),
    });
    await typeAndReview(quiet.platform);
    await waitFor(() => expect(quiet.calls).toContain('GET /v1/wallet/withdraw/status'));
    expect(screen.queryByText(/can be sent out of the wallet/)).toBeNull();
  });

  it('warns before confirming when the coin got is under the smallest network minimum withdrawal', async () => {
    const network = (name: string, minWithdraw: string) => ({
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
    const withMinimum = (minWithdraw: string) => ({
      ...config(),
      coins: config().coins.map((entry) =>
        entry.token === 'USDT'
          ? { ...entry, networks: [network('TRX', '20'), network('BSC', minWithdraw)] }
          : entry,
      ),
    });
    const locked = quote('1000000', '9.95', { swapToken: 'token-1', expiresAt: FAR });
    const { platform } = open({
      'GET /v1/utils/global-configs': withMinimum('10'),
      'POST /v1/market/otc/price': priceRoute([], [locked]),
    });
    await typeAndReview(platform);
    expect(
      await screen.findByText(/The smallest withdrawal of USDT on any network is 10 USDT\./),
    ).toBeTruthy();
    expect(platform.mainButton.current()?.text).toBe('Confirm swap');
    cleanup();
    const enough = open({
      'GET /v1/utils/global-configs': withMinimum('9.95'),
      'POST /v1/market/otc/price': priceRoute([], [locked]),
    });
    await typeAndReview(enough.platform);
    expect(screen.queryByText('Too little to send out')).toBeNull();
  });

  it('locks the price and shows the breakdown and a countdown, then a double tap orders once', async () => {
    const calls: PriceCall[] = [];
    const locked = quote('1000000', '9.95', { swapToken: 'token-1', expiresAt: FAR });
    const { platform, requests } = open({
      'POST /v1/market/otc/price': priceRoute(calls, [locked]),
      'POST /v1/market/otc/order': order(locked),
    });
    await typeAndReview(platform);
    const details = screen.getByRole('region', { name: 'Swap details' });
    expect(details.textContent).toContain('Market price1 USDT = 100,000 Toman');
    expect(details.textContent).toContain('Spread0.03 USDT');
    expect(details.textContent).toContain('Fee0.02 USDT');
    expect(details.textContent).toContain('You get9.95 USDT');
    expect(within(details).getByRole('timer', { name: 'Time left on this price' })).toBeTruthy();
    expect(platform.mainButton.current()?.text).toBe('Confirm swap');
    act(() => {
      platform.mainButton.click();
      platform.mainButton.click();
    });
    const receipt = await screen.findByRole('region', { name: 'Swap receipt' });
    expect(receipt.textContent).toContain('Swap done');
    expect(receipt.textContent).toContain('You paid 1,000,000 Toman');
    expect(within(receipt).getByRole('link', { name: 'View the transaction' }).getAttribute('href')).toBe(
      '/transactions/11',
    );
    expect(orders(requests)).toHaveLength(1);
    expect(await orders(requests)[0]!.clone().json()).toEqual({ swapToken: 'token-1' });
    expect(orders(requests)[0]!.headers.get('idempotency-key')).toBeTruthy();
    await waitFor(() => expect(platform.storage.values().moneyCallKeys).toEqual({}));
  });

  it('re-quotes a price that ran out without fuss when it got worse by no more than 0.5 %', async () => {
    const calls: PriceCall[] = [];
    const first = quote('1000000', '9.95', { swapToken: 'token-1', expiresAt: PAST });
    const second = quote('1000000', '9.93', { swapToken: 'token-2', expiresAt: FAR });
    const { platform } = open({
      'POST /v1/market/otc/price': priceRoute(calls, [first, second]),
      'POST /v1/market/otc/order': order(second),
    });
    await typeAndReview(platform);
    await waitFor(() => expect(locksOf(calls)).toHaveLength(2));
    const details = screen.getByRole('region', { name: 'Swap details' });
    await waitFor(() => expect(details.textContent).toContain('You get9.93 USDT'));
    expect(screen.queryByText(/The price changed/)).toBeNull();
    expect(platform.mainButton.current()?.text).toBe('Confirm swap');
  });

  it('asks for confirmation again when the new price is worse by more than 0.5 %', async () => {
    const calls: PriceCall[] = [];
    const first = quote('1000000', '9.95', { swapToken: 'token-1', expiresAt: PAST });
    const second = quote('1000000', '9.85', { swapToken: 'token-2', expiresAt: FAR });
    const { platform, requests } = open({
      'POST /v1/market/otc/price': priceRoute(calls, [first, second]),
      'POST /v1/market/otc/order': order(second),
    });
    await typeAndReview(platform);
    await screen.findByText('The price changed by more than 0.5%. Check the new amounts and confirm again.');
    expect(platform.mainButton.current()?.text).toBe('Confirm the new price');
    expect(orders(requests)).toHaveLength(0);
    act(() => platform.mainButton.click());
    await screen.findByRole('region', { name: 'Swap receipt' });
    expect(await orders(requests)[0]!.clone().json()).toEqual({ swapToken: 'token-2' });
  });

  it('an order whose price ran out on the way is priced again and made once the new price is close', async () => {
    const calls: PriceCall[] = [];
    const first = quote('1000000', '9.95', { swapToken: 'token-1', expiresAt: FAR });
    const second = quote('1000000', '9.94', { swapToken: 'token-2', expiresAt: FAR });
    const { platform, requests } = open({
      'POST /v1/market/otc/price': priceRoute(calls, [first, second]),
      'POST /v1/market/otc/order': async (request: Request) =>
        ((await request.clone().json()) as { swapToken: string }).swapToken === 'token-1'
          ? { status: 422, codeString: 'SWAP_TOKEN_EXPIRED', localizedMessage: 'Expired.' }
          : order(second),
    });
    await typeAndReview(platform);
    act(() => platform.mainButton.click());
    await screen.findByRole('region', { name: 'Swap receipt' });
    const sent = await Promise.all(orders(requests).map((r) => r.clone().json()));
    expect(sent).toEqual([{ swapToken: 'token-1' }, { swapToken: 'token-2' }]);
    const keys = orders(requests).map((r) => r.headers.get('idempotency-key'));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('a retry after a lost answer and a reload send the order with the same Idempotency-Key', async () => {
    const platform = createMemoryPlatform();
    const calls: PriceCall[] = [];
    const locked = quote('1000000', '9.95', { swapToken: 'token-1', expiresAt: FAR });
    let isLost = true;
    const routes = {
      'POST /v1/market/otc/price': priceRoute(calls, [locked]),
      'POST /v1/market/otc/order': () => {
        if (isLost) throw new TypeError('network down');
        return order(locked);
      },
    };
    const first = open(routes, { platform });
    await typeAndReview(platform);
    act(() => platform.mainButton.click());
    await waitFor(() => expect(orders(first.requests)).toHaveLength(1));
    await waitFor(() => expect(platform.mainButton.current()?.loading).toBeFalsy());
    act(() => platform.mainButton.click());
    await waitFor(() => expect(orders(first.requests)).toHaveLength(2));
    const keys = orders(first.requests).map((r) => r.headers.get('idempotency-key'));
    expect(keys[1]).toBe(keys[0]);
    expect(platform.storage.values().moneyCallKeys).toEqual({
      swapOrder: { request: 'token-1', key: keys[0] },
    });

    cleanup();
    isLost = false;
    const reloaded = open(routes, { platform });
    // The order under way is finished with its key; no tap, no new price.
    await screen.findByRole('region', { name: 'Swap receipt' });
    expect(orders(reloaded.requests).map((r) => r.headers.get('idempotency-key'))).toEqual([keys[0]]);
    expect(reloaded.requests.filter((r) => r.url.endsWith('/otc/price'))).toHaveLength(0);
    await waitFor(() => expect(platform.storage.values().moneyCallKeys).toEqual({}));
  });

  it('says why a lock was refused, and offers the level upgrade to a level 0 user', async () => {
    const { platform } = open({
      'POST /v1/market/otc/price': async (request: Request) =>
        ((await request.clone().json()) as { createSwapToken?: boolean }).createSwapToken
          ? { status: 403, codeString: 'INSUFFICIENT_USER_LEVEL', localizedMessage: 'Upgrade.' }
          : quote('1000000', '9.95'),
    });
    fireEvent.change(await payField(), { target: { value: '1000000' } });
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBe(false), { timeout: 3000 });
    act(() => platform.mainButton.click());
    await screen.findByText(/Swapping needs level 1/);
  });

  it('offers a retry when the price cannot be loaded (offline)', async () => {
    let isOffline = true;
    const calls: PriceCall[] = [];
    const online = priceRoute(calls);
    open({
      'POST /v1/market/otc/price': (request: Request) => {
        if (isOffline) throw new TypeError('offline');
        return online(request);
      },
    });
    fireEvent.change(await payField(), { target: { value: '1000000' } });
    const failure = await screen.findByText('The price could not be loaded.', undefined, { timeout: 3000 });
    isOffline = false;
    fireEvent.click(within(failure.closest('[role="alert"]')!).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect((screen.getByLabelText('You get') as HTMLInputElement).value).toBe('9.95'));
  });

  it('a reload in the middle comes back to the coins chosen and the amount typed, from the draft alone', async () => {
    const calls: PriceCall[] = [];
    const { platform, location } = open(
      { 'POST /v1/market/otc/price': priceRoute(calls) },
      {
        path: '/swap?destination=BTC',
      },
    );
    await screen.findByRole('button', { name: 'Coin you get: BTC' });
    // The coin page's coin went into the draft: the address keeps no choice.
    await waitFor(() => expect(location.history?.at(-1)).toBe('/swap'));
    fireEvent.change(await payField(), { target: { value: '2500000' } });
    await waitFor(() =>
      expect(platform.flowStorage.values().swapDraft).toEqual({
        source: 'IRT',
        destination: 'BTC',
        side: 'source',
        text: '2500000',
      }),
    );
    cleanup();

    open({ 'POST /v1/market/otc/price': priceRoute(calls) }, { platform });
    await screen.findByRole('button', { name: 'Coin you get: BTC' });
    await waitFor(() =>
      expect((screen.getByLabelText('You pay') as HTMLInputElement).value).toBe('2,500,000'),
    );
    expect(platform.storage.values().swapDraft).toBeUndefined();
  });

  it('the order made clears the draft', async () => {
    const calls: PriceCall[] = [];
    const locked = quote('1000000', '9.95', { swapToken: 'token-1', expiresAt: FAR });
    const { platform } = open({
      'POST /v1/market/otc/price': priceRoute(calls, [locked]),
      'POST /v1/market/otc/order': order(locked),
    });
    await typeAndReview(platform);
    expect(platform.flowStorage.values().swapDraft).toMatchObject({ text: '1000000' });
    act(() => platform.mainButton.click());
    await screen.findByRole('region', { name: 'Swap receipt' });
    await waitFor(() => expect(platform.flowStorage.values().swapDraft).toBeUndefined());
  });
});
