// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as I18n from '@wallet/i18n';
import { CHUNK_LOAD_TIMEOUT_MS, lazyScreen, type Screen } from '@wallet/ui';
import { renderWithProviders } from '@wallet/ui/testing';
import { ScreenBoundary } from './screen-boundary';

/** The rest of the catalog (the messages of screens loaded on demand), arriving when a test says. */
const catalogRest = vi.hoisted(() => ({ load: vi.fn(() => Promise.resolve()) }));
vi.mock('@wallet/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof I18n>()),
  loadRestOfCatalog: catalogRest.load,
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  catalogRest.load.mockReset().mockImplementation(() => Promise.resolve());
});

const Market: Screen = () => <h1>Market</h1>;

/** A screen module whose code arrives when the test says, or fails. */
function screenModule() {
  const loads: { resolve: (module: { Market: Screen }) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () => new Promise<{ Market: Screen }>((resolve, reject) => loads.push({ resolve, reject })),
  );
  return { load, loads, LazyMarket: lazyScreen(load, (module) => module.Market) };
}

function drawn(LazyMarket: Screen, path = '/market') {
  return renderWithProviders(
    <ScreenBoundary>
      <Suspense fallback={<p>Loading</p>}>
        <LazyMarket telegramBotUrl={null} />
      </Suspense>
    </ScreenBoundary>,
    { path },
  );
}

describe('a screen whose code is loaded on demand', () => {
  it('[PLAT-08] fails once its code has not arrived within 120 s, and says so with a way to load it again', async () => {
    vi.useFakeTimers();
    const { LazyMarket, load, loads } = screenModule();
    const { platform } = drawn(LazyMarket);
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByText('Check your connection and try again.')).toBeTruthy();
    // Market is a tab: no Back, as it has none when drawn.
    expect(platform.backButton.isVisible()).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => loads[1]!.resolve({ Market }));
    expect(screen.getByRole('heading', { name: 'Market' })).toBeTruthy();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('asks for its code again after a failed load, and draws once it arrives', async () => {
    const { LazyMarket, load, loads } = screenModule();
    drawn(LazyMarket);
    await act(async () => loads[0]!.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => loads[1]!.resolve({ Market }));
    expect(await screen.findByRole('heading', { name: 'Market' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('draws the screen at another path afresh after a failure', async () => {
    const { LazyMarket, loads } = screenModule();
    const { location } = drawn(LazyMarket);
    await act(async () => loads[0]!.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();

    act(() => location.navigate('/coin/BTC'));
    await act(async () => loads[1]!.resolve({ Market }));
    expect(await screen.findByRole('heading', { name: 'Market' })).toBeTruthy();
  });

  it('draws only once the messages of screens loaded on demand are there too', async () => {
    let restArrives = () => {};
    catalogRest.load.mockImplementation(() => new Promise<void>((resolve) => (restArrives = resolve)));
    const { LazyMarket, loads } = screenModule();
    drawn(LazyMarket);
    await act(async () => loads[0]!.resolve({ Market }));
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(catalogRest.load).toHaveBeenCalledTimes(1);
    await act(async () => restArrives());
    expect(screen.getByRole('heading', { name: 'Market' })).toBeTruthy();
  });

  it('says it could not be loaded when those messages do not arrive, and asks for them again', async () => {
    catalogRest.load.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    const { LazyMarket, loads } = screenModule();
    drawn(LazyMarket);
    await act(async () => loads[0]!.resolve({ Market }));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => loads[1]!.resolve({ Market }));
    expect(await screen.findByRole('heading', { name: 'Market' })).toBeTruthy();
    expect(catalogRest.load).toHaveBeenCalledTimes(2);
  });

  it('on a sub-page, the failure page keeps Back', async () => {
    const { LazyMarket, loads } = screenModule();
    const { platform } = drawn(LazyMarket, '/coin/BTC');
    await act(async () => loads[0]!.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(platform.backButton.isVisible()).toBe(true);
  });
});

describe('a screen that fails while drawing', () => {
  it('says something went wrong, not to check the connection, and draws it again on Try again', async () => {
    let fails = true;
    const Broken: Screen = () => {
      if (fails) throw new RangeError('Invalid time value');
      return <h1>Market</h1>;
    };
    drawn(Broken);
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Check your connection and try again.')).toBeNull();

    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Market' })).toBeTruthy();
  });
});
