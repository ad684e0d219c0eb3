// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GlobalConfig, UserAssets } from '@wallet/api';
import { createMemoryPlatform } from '@wallet/platform';
import { queryKeys, seedStoredCopy, useAssets } from '@wallet/ui';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { appendUpdatingNotice } from '../early/last-screen';
import { StartupGate } from './gates';
import { START_PATIENCE_MS } from './use-startup-config';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const STORED_CONFIG: GlobalConfig = { coins: [], featuresList: ['PIN_CODE'] };
const FRESH_CONFIG: GlobalConfig = { coins: [], featuresList: ['PIN_CODE', 'COIN_ALERTS'] };
const assetsWorth = (usd: string): UserAssets => ({
  userCurrency: 'IRT',
  balance: { usdValue: { number: usd }, userCurrencyValue: { number: '0' } },
  tokens: [],
});
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

/** The balance as a page shows it, through the shared assets hook. */
function Balance() {
  const { data } = useAssets({ isRefreshPaused: false });
  return <p>{data ? `$${data.balance.usdValue.number}` : 'no balance'}</p>;
}

function start(
  routes: FakeRoutes,
  stored: { config?: GlobalConfig; assets?: UserAssets } = {},
  clearSession = async () => undefined,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedStoredCopy(queryClient, queryKeys.globalConfig(), stored.config ?? null);
  seedStoredCopy(queryClient, queryKeys.assets(), stored.assets ?? null);
  const fake = createFakeApi(routes);
  const platform = createMemoryPlatform();
  renderWithProviders(
    <StartupGate clearSession={clearSession}>
      <h1>Dashboard page</h1>
      <Balance />
    </StartupGate>,
    { api: fake.api, platform, queryClient },
  );
  const configCalls = () => fake.calls.filter((call) => call === 'GET /v1/utils/global-configs').length;
  return { fake, platform, queryClient, configCalls };
}

describe('start-up from the last stored state', () => {
  it('shows the page at once from the stored config and assets, marked Updating…, until fresh ones arrive', async () => {
    let answerConfig: (config: GlobalConfig) => void = () => undefined;
    let answerAssets: (assets: UserAssets) => void = () => undefined;
    const { platform, queryClient, configCalls } = start(
      {
        'GET /v1/utils/global-configs': () => new Promise((resolve) => (answerConfig = resolve)),
        'GET /v2/assets': () => new Promise((resolve) => (answerAssets = resolve)),
      },
      { config: STORED_CONFIG, assets: assetsWorth('12.5') },
    );
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(screen.getByText('$12.5')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Updating…');
    expect(screen.queryByRole('status', { name: 'Loading the wallet' })).toBeNull();

    await waitFor(() => expect(configCalls()).toBe(1));
    await act(async () => answerConfig(FRESH_CONFIG));
    expect(screen.getByRole('status').textContent).toBe('Updating…');
    await act(async () => answerAssets(assetsWorth('13')));
    await screen.findByText('$13');
    expect(screen.queryByRole('status')).toBeNull();
    expect(queryClient.getQueryData(queryKeys.globalConfig())).toEqual(FRESH_CONFIG);
    // Stored for the next start.
    await waitFor(() =>
      expect(JSON.parse(platform.storage.snapshot().globalConfigCache ?? 'null')).toEqual({
        version: 7,
        value: FRESH_CONFIG,
      }),
    );
  });

  it('draws the "Updating…" notice exactly as the web page paints it over the screen it kept', () => {
    const pending = () => new Promise<never>(() => undefined);
    start(
      { 'GET /v1/utils/global-configs': pending, 'GET /v2/assets': pending },
      { config: STORED_CONFIG, assets: assetsWorth('12.5') },
    );
    const notice = document.querySelector('.last-state')!;
    const painted = document.createElement('div');
    appendUpdatingNotice(painted, 'Updating…');
    expect(`${notice.outerHTML}${notice.nextElementSibling!.outerHTML}`).toBe(painted.innerHTML);
  });

  it('keeps the stored balances on screen with an offline notice when the API cannot be reached', async () => {
    const { configCalls } = start(
      { 'GET /v1/utils/global-configs': unreachable, 'GET /v2/assets': unreachable },
      { config: STORED_CONFIG, assets: assetsWorth('12.5') },
    );
    const notice = await screen.findByText('Showing your last saved balances.');
    expect(notice.closest('[role="status"]')?.textContent).toBe(
      'No connection Showing your last saved balances.',
    );
    expect(screen.getByText('$12.5')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(configCalls()).toBe(1);
  });

  it('says "No connection" for the stored config alone when no page shows balances', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    seedStoredCopy(queryClient, queryKeys.globalConfig(), STORED_CONFIG);
    renderWithProviders(
      <StartupGate clearSession={async () => undefined}>
        <h1>Profile page</h1>
      </StartupGate>,
      { api: createFakeApi({ 'GET /v1/utils/global-configs': unreachable }).api, queryClient },
    );
    expect(await screen.findByText('Some information may be out of date.')).toBeTruthy();
  });
});

describe('a first start with nothing stored', () => {
  it('shows a clear offline screen instead of a spinner, retries at once on "Try again", and opens when the API answers', async () => {
    let isReachable = false;
    const { configCalls } = start({
      'GET /v1/utils/global-configs': () => (isReachable ? FRESH_CONFIG : unreachable()),
      'GET /v2/assets': assetsWorth('1'),
    });
    expect(await screen.findByRole('heading', { name: 'No connection' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the wallet' })).toBeNull();
    expect(configCalls()).toBe(1);

    isReachable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(configCalls()).toBe(2);
  });

  it('says the server cannot be reached when it stays silent, while it keeps waiting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    start({ 'GET /v1/utils/global-configs': () => new Promise(() => undefined) });
    expect(screen.getByRole('status', { name: 'Loading the wallet' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(START_PATIENCE_MS));
    expect(screen.getByRole('heading', { name: 'No connection' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Trying again…' })).toHaveProperty('disabled', true);
  });

  it('keeps retrying behind the offline screen (spec 000 §4)', async () => {
    const { configCalls } = start({ 'GET /v1/utils/global-configs': unreachable });
    await screen.findByRole('heading', { name: 'No connection' });
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveProperty('disabled', false);
    await waitFor(() => expect(configCalls()).toBe(2), { timeout: 2500 });
    expect(screen.getByRole('heading', { name: 'No connection' })).toBeTruthy();
  });
});
