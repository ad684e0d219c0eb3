// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserAssets } from '@wallet/api';
import { createMemoryPlatform, createTypedStorage } from '@wallet/platform';
import { queryKeys, seedStoredCopy, STORAGE_KEYS, useAssets, type KeptStyles } from '@wallet/ui';
import { renderWithProviders } from '@wallet/ui/testing';
import { LAST_SCREEN_ID } from '../early/last-screen';
import { KEEP_AFTER_MS, useDropLastScreen, useKeepLastScreen } from './keep-last-screen';

/** The web page as served, before the app's code runs (which reads its styles then): its stylesheet written in. */
const PAGE_STYLES = vi.hoisted(() => {
  const styles = { name: '/assets/index-Css456.css', text: '.dash-balance__total{font-size:32px}' };
  document.head.innerHTML = `<style data-stylesheet="${styles.name}">${styles.text}</style><link rel="stylesheet" href="${styles.name}" disabled>`;
  return styles;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const assetsWorth = (usd: string): UserAssets => ({
  userCurrency: 'IRT',
  balance: { usdValue: { number: usd }, userCurrencyValue: { number: '0' } },
  tokens: [],
});

let setTotal: (total: string) => void = () => undefined;

/** A dashboard-like screen in a theme root, its shell keeping itself as the app's shell does. */
function KeptShell({ isOn = true, showsAssets = false }: { isOn?: boolean; showsAssets?: boolean }) {
  const shell = useRef<HTMLDivElement>(null);
  const [total, setShown] = useState('$48.90');
  setTotal = setShown;
  useKeepLastScreen(shell, isOn);
  return (
    <div className="kit-root shell-root" data-theme="light">
      <div className="shell" ref={shell}>
        <p className="dash-balance__total">{total}</p>
        {showsAssets && <Assets />}
      </div>
    </div>
  );
}

function Assets() {
  useAssets({ isRefreshPaused: true });
  return null;
}

const keptRecord = (platform: { storage: { snapshot(): Record<string, string> } }) => {
  const raw = platform.storage.snapshot().lastScreen;
  return raw
    ? (JSON.parse(raw) as { value: { html: string; path: string; styles: string; updating: string } }).value
    : null;
};

const keptStylesRecord = (platform: { storage: { snapshot(): Record<string, string> } }) => {
  const raw = platform.storage.snapshot().keptStyles;
  return raw ? (JSON.parse(raw) as { value: KeptStyles }).value : null;
};

describe('keeping the dashboard for the next start', () => {
  it('keeps the screen once it has been still for a while, and again after it changes', async () => {
    vi.useFakeTimers();
    const { platform } = renderWithProviders(<KeptShell />, { path: '/dashboard' });
    expect(keptRecord(platform)).toBeNull();
    await act(async () => vi.advanceTimersByTime(KEEP_AFTER_MS));
    expect(keptRecord(platform)).toMatchObject({ path: '/dashboard', updating: 'Updating…' });
    expect(keptRecord(platform)?.html).toContain('$48.90');

    act(() => setTotal('$51.00'));
    await act(async () => vi.advanceTimersByTime(KEEP_AFTER_MS / 2));
    expect(keptRecord(platform)?.html).toContain('$48.90');
    await act(async () => vi.advanceTimersByTime(KEEP_AFTER_MS));
    expect(keptRecord(platform)?.html).toContain('$51.00');
  });

  it('keeps nothing at another path, for a host that paints nothing, or while the screen shows stored data', async () => {
    vi.useFakeTimers();
    const elsewhere = renderWithProviders(<KeptShell />, { path: '/market' });
    const host = renderWithProviders(<KeptShell isOn={false} />, { path: '/dashboard' });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    seedStoredCopy(queryClient, queryKeys.assets(), assetsWorth('12.5'));
    const updating = renderWithProviders(<KeptShell showsAssets />, { path: '/dashboard', queryClient });
    await act(async () => vi.advanceTimersByTime(KEEP_AFTER_MS * 3));
    expect(keptRecord(elsewhere.platform)).toBeNull();
    expect(keptRecord(host.platform)).toBeNull();
    expect(keptRecord(updating.platform)).toBeNull();
  });
});

describe("keeping the page's styles with the dashboard", () => {
  it('keeps the styles the screen is drawn with (their name and text), which the kept screen names', async () => {
    vi.useFakeTimers();
    const { platform } = renderWithProviders(<KeptShell />, { path: '/dashboard' });
    await act(async () => vi.advanceTimersByTime(KEEP_AFTER_MS));
    expect(keptStylesRecord(platform)).toEqual({ styles: PAGE_STYLES.name, css: PAGE_STYLES.text });
    expect(keptRecord(platform)?.styles).toBe(PAGE_STYLES.name);
  });

  it.each([
    ["keeps them again when the stored ones are another build's", '/assets/index-Before.css', true],
    ['leaves stored ones of the same name as they are', PAGE_STYLES.name, false],
  ])('%s', async (_, storedName, isRewritten) => {
    vi.useFakeTimers();
    const platform = createMemoryPlatform();
    const storage = createTypedStorage(platform.storage, { versions: platform.storageVersions });
    await storage.set(STORAGE_KEYS.keptStyles, { styles: storedName, css: '.before{}' });
    renderWithProviders(<KeptShell />, { path: '/dashboard', platform });
    await act(async () => vi.advanceTimersByTime(KEEP_AFTER_MS));
    expect(keptRecord(platform)?.html).toContain('$48.90');
    expect(keptStylesRecord(platform)).toEqual(
      isRewritten
        ? { styles: PAGE_STYLES.name, css: PAGE_STYLES.text }
        : { styles: storedName, css: '.before{}' },
    );
  });
});

describe('the painted screen', () => {
  it("goes in the commit that draws the app's first screen", () => {
    const painted = document.createElement('div');
    painted.id = LAST_SCREEN_ID;
    document.body.append(painted);
    let wasPaintedWhileDrawing: boolean | null = null;
    function FirstScreen() {
      useDropLastScreen();
      wasPaintedWhileDrawing ??= document.getElementById(LAST_SCREEN_ID) !== null;
      return <h1>Dashboard</h1>;
    }
    renderWithProviders(<FirstScreen />);
    expect(wasPaintedWhileDrawing).toBe(true);
    expect(document.getElementById(LAST_SCREEN_ID)).toBeNull();
  });
});
