// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserAssets } from '@wallet/api';
import { cmp } from '@wallet/core';
import { createMemoryPlatform, createMemoryStore, encodeRecord, STORAGE_VERSIONS } from '@wallet/platform';
import { createFakeApi, renderWithProviders } from '../testing';
import { ASSETS_CACHE_WRITE_MS, ASSETS_REFRESH_MS, useAssets } from './use-assets';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const assetsWorth = (usd: number): UserAssets => ({
  userCurrency: 'IRT',
  balance: { usdValue: { number: String(usd) }, userCurrencyValue: { number: String(usd * 60_000) } },
  tokens: [],
});

function Balance() {
  const { data, isFromCache } = useAssets({ isRefreshPaused: false });
  return (
    <p>
      {data ? `worth ${data.balance.usdValue.number}` : 'loading'}
      {isFromCache && ' (stored)'}
    </p>
  );
}

/** The record the app stores its last assets as, on the web. */
const storedAssets = (usd: number) => encodeRecord(assetsWorth(usd), STORAGE_VERSIONS.web.state);

describe('useAssets', () => {
  it('stores the first answer at once, then at most one answer every 30 s, while showing every answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let usd = 100;
    const fake = createFakeApi({ 'GET /v2/assets': () => assetsWorth(usd++) });
    const { platform } = renderWithProviders(<Balance />, { api: fake.api });
    const stored = () => platform.storage.snapshot().assetsCache ?? '';

    await screen.findByText('worth 100');
    await vi.waitFor(() => expect(stored()).toContain('"100"'));

    await act(() => vi.advanceTimersByTimeAsync(ASSETS_REFRESH_MS));
    await screen.findByText('worth 101');
    await act(() => vi.advanceTimersByTimeAsync(ASSETS_REFRESH_MS));
    await screen.findByText('worth 102');
    expect(stored()).toContain('"100"');

    const storedUsd = () => (JSON.parse(stored()) as { value: UserAssets }).value.balance.usdValue.number;
    await act(() => vi.advanceTimersByTimeAsync(ASSETS_CACHE_WRITE_MS));
    await vi.waitFor(() => expect(cmp(storedUsd(), '102')).toBe(1));
    const written = storedUsd();
    await act(() => vi.advanceTimersByTimeAsync(ASSETS_REFRESH_MS * 2));
    expect(storedUsd()).toBe(written);
  });

  it('shows the stored assets until a fresh answer replaces them', async () => {
    let answer: (assets: UserAssets) => void = () => undefined;
    const fake = createFakeApi({
      'GET /v2/assets': () => new Promise<UserAssets>((resolve) => (answer = resolve)),
    });
    const platform = createMemoryPlatform({ storage: createMemoryStore({ assetsCache: storedAssets(40) }) });
    renderWithProviders(<Balance />, { api: fake.api, platform });
    await screen.findByText('worth 40 (stored)');
    act(() => answer(assetsWorth(41)));
    await screen.findByText('worth 41');
  });

  it('keeps the stored assets on screen when the refresh fails (the API unreachable)', async () => {
    const fake = createFakeApi({
      'GET /v2/assets': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const platform = createMemoryPlatform({ storage: createMemoryStore({ assetsCache: storedAssets(40) }) });
    renderWithProviders(<Balance />, { api: fake.api, platform });
    await screen.findByText('worth 40 (stored)');
    await vi.waitFor(() => expect(fake.calls).toContain('GET /v2/assets'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('worth 40 (stored)')).toBeTruthy();
  });
});
