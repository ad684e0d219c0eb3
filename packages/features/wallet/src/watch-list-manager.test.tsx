// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '@wallet/ui';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { DashboardPage } from './dashboard-page';
import { ASSETS, CONFIG, WHOAMI } from './test-fixtures';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function open(routes: FakeRoutes = {}) {
  const fake = createFakeApi({
    'GET /v2/assets': ASSETS,
    'GET /v1/utils/global-configs': CONFIG(),
    'GET /v1/utils/banners': [],
    'GET /v1/user/whoami': WHOAMI('LEVEL_0', 'USD'),
    ...routes,
  });
  const view = renderWithProviders(
    <>
      <DashboardPage />
      <Toasts />
    </>,
    { api: fake.api },
  );
  return { ...view, ...fake };
}

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

async function openManager() {
  await screen.findByRole('list', { name: 'Favourite coins' });
  fireEvent.click(screen.getByRole('button', { name: 'Manage watch list' }));
  // The manager's code loads on demand, on the first tap.
  return screen.findByRole('dialog', { name: 'Watch list' });
}

const rows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Coins' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.kit-row__subtitle')?.textContent);

describe('the watch-list manager', () => {
  it('[DASH-07] is a full-screen searchable list with tabs all and assets', async () => {
    open();
    const dialog = await openManager();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(rows(dialog)).toEqual(['BTC', 'USDT', 'SNX']);
    fireEvent.change(within(dialog).getByLabelText('Search coins'), { target: { value: 'teth' } });
    expect(rows(dialog)).toEqual(['USDT']);
    fireEvent.change(within(dialog).getByLabelText('Search coins'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Assets' }));
    expect(rows(dialog)).toEqual(['BTC', 'USDT']);
    fireEvent.change(within(dialog).getByLabelText('Search coins'), { target: { value: 'doge' } });
    expect(within(dialog).getByText('No coin matches your search.')).toBeTruthy();
  });

  it("closes with the host's Back button", async () => {
    const { platform } = open();
    await openManager();
    await waitFor(() => expect(platform.backButton.isVisible()).toBe(true));
    act(() => platform.backButton.click());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[ASSETS-03] starring is optimistic and every toggle waits while one is in flight', async () => {
    let answer: (value: unknown) => void = () => {};
    const { requests } = open({ 'POST /v1/watch-list': () => new Promise((resolve) => (answer = resolve)) });
    const dialog = await openManager();
    const star = within(dialog).getByRole('button', { name: 'Add USDT to favourites' });
    fireEvent.click(star);
    const starred = await within(dialog).findByRole('button', { name: 'Remove USDT from favourites' });
    expect(starred.getAttribute('aria-pressed')).toBe('true');
    expect(
      within(dialog)
        .getAllByRole('button', { pressed: true })
        .concat(within(dialog).getAllByRole('button', { pressed: false }))
        .every((button) => (button as HTMLButtonElement).disabled),
    ).toBe(true);
    expect(await requests.at(-1)!.clone().json()).toEqual({ tokens: ['USDT'] });
    await act(async () => answer({ tokens: ['BTC', 'USDT'] }));
    await waitFor(() =>
      expect((within(dialog).getByRole('button', { name: /USDT/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
  });

  it('[ERR-15] [ASSETS-03] a failed toggle rolls back and shows the server message', async () => {
    let answer: (value: unknown) => void = () => {};
    const { platform } = open({
      'DELETE /v1/watch-list': () => new Promise((resolve) => (answer = resolve)),
    });
    const dialog = await openManager();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove BTC from favourites' }));
    const optimistic = await within(dialog).findByRole('button', { name: 'Add BTC to favourites' });
    expect(optimistic.getAttribute('aria-pressed')).toBe('false');
    await act(async () =>
      answer({ status: 400, codeString: 'BAD_INPUT_VALUES', localizedMessage: 'Not in your list.' }),
    );
    const toasts = screen.getByRole('list', { name: 'Toasts' });
    expect(await within(toasts).findByText('Not in your list.')).toBeTruthy();
    const star = within(dialog).getByRole('button', { name: 'Remove BTC from favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(platform.hapticsLog).toContain('notification:error');
  });
});

describe('refreshing the assets', () => {
  const assetCalls = (calls: string[]) => calls.filter((call) => call === 'GET /v2/assets').length;

  it('[ASSETS-01] refresh every 5 s while the user is active, and stop once idle for 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { calls } = open();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(assetCalls(calls)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(assetCalls(calls)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const whenIdle = assetCalls(calls);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(assetCalls(calls)).toBe(whenIdle);
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(assetCalls(calls)).toBe(whenIdle + 1);
  });

  it('[ASSETS-01] never starts a refresh while one is running', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    let inFlight = 0;
    let most = 0;
    const { calls } = open({
      'GET /v2/assets': async () => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 12_000));
        inFlight--;
        return ASSETS;
      },
    });
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    expect(assetCalls(calls)).toBeGreaterThan(1);
    expect(most).toBe(1);
  });

  it('[ASSETS-02] pauses while the watch-list manager is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = open();
    await openManager();
    const before = assetCalls(calls);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(assetCalls(calls)).toBe(before);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(assetCalls(calls)).toBeGreaterThan(before);
  });
});

describe('the last known assets', () => {
  it('are saved, and a reopen shows them at once until the fresh ones arrive', async () => {
    const first = open();
    await screen.findByText('$1,234.50');
    await waitFor(() => expect(first.platform.storage.snapshot().assetsCache).toContain('"BTC"'));
    const saved = first.platform.storage.snapshot();
    cleanup();

    const { createMemoryPlatform } = await import('@wallet/platform');
    const platform = createMemoryPlatform({});
    for (const [key, value] of Object.entries(saved)) await platform.storage.set(key, value);
    let answer: (value: unknown) => void = () => {};
    const fake = createFakeApi({
      'GET /v2/assets': () => new Promise((resolve) => (answer = resolve)),
      'GET /v1/utils/global-configs': CONFIG(),
      'GET /v1/user/whoami': WHOAMI('LEVEL_0', 'USD'),
    });
    renderWithProviders(<DashboardPage />, { api: fake.api, platform });
    expect(await screen.findByText('$1,234.50')).toBeTruthy();
    await act(async () =>
      answer({ ...ASSETS, balance: { ...ASSETS.balance, usdValue: { number: '2000' } } }),
    );
    expect(await screen.findByText('$2,000.00')).toBeTruthy();
  });

  it('without a cache, a failed first load offers to try again', async () => {
    open({ 'GET /v2/assets': { status: 500, codeString: 'HTTP_500', localizedMessage: 'Server error' } });
    expect(await screen.findByText('Your balances could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
