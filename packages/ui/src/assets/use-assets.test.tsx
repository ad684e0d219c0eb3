// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserAssets } from '@wallet/api';
import { cmp } from '@wallet/core';
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
  const { data } = useAssets({ isRefreshPaused: false });
  return <p>{data ? `worth ${data.balance.usdValue.number}` : 'loading'}</p>;
}

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

    const storedUsd = () => (JSON.parse(stored()) as UserAssets).balance.usdValue.number;
    await act(() => vi.advanceTimersByTimeAsync(ASSETS_CACHE_WRITE_MS));
    await vi.waitFor(() => expect(cmp(storedUsd(), '102')).toBe(1));
    const written = storedUsd();
    await act(() => vi.advanceTimersByTimeAsync(ASSETS_REFRESH_MS * 2));
    expect(storedUsd()).toBe(written);
  });
});
