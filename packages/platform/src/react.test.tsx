// @vitest-environment happy-dom
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BACK_BUTTON_SETTLE_MS } from './back-button';
import { createMemoryPlatform, type MemoryPlatform } from './memory-platform';
import { PlatformProvider, useBackButton, useHaptics, usePlatform, useStorageValue } from './react';
import { createMemoryStore, defineStorageKey } from './storage';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const inProvider = (platform: MemoryPlatform) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <PlatformProvider platform={platform}>{children}</PlatformProvider>;
  };

const settle = () => act(() => void vi.advanceTimersByTime(BACK_BUTTON_SETTLE_MS));

describe('usePlatform', () => {
  it('gives the provided platform', () => {
    const platform = createMemoryPlatform({ kind: 'telegram' });
    const { result } = renderHook(() => usePlatform(), { wrapper: inProvider(platform) });
    expect(result.current).toBe(platform);
  });

  it('says what is missing when used outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePlatform())).toThrow(/PlatformProvider/);
  });
});

describe('useBackButton', () => {
  function Screen({ name, calls, children }: { name: string; calls: string[]; children?: ReactNode }) {
    useBackButton(() => calls.push(name));
    return <>{children}</>;
  }

  it('lets the innermost of nested screens handle Back, then the outer one, and hides when none is left', () => {
    vi.useFakeTimers();
    const platform = createMemoryPlatform();
    const calls: string[] = [];
    function CoinPage() {
      const [isDrawerOpen, setDrawerOpen] = useState(true);
      return (
        <Screen name="coin" calls={calls}>
          {isDrawerOpen && <Screen name="deposit drawer" calls={calls} />}
          <button onClick={() => setDrawerOpen(false)}>close</button>
        </Screen>
      );
    }
    const view = render(<CoinPage />, { wrapper: inProvider(platform) });
    settle();
    expect(platform.backButton.visibility).toEqual([true]);
    platform.backButton.click();
    act(() => view.getByText('close').click());
    settle();
    platform.backButton.click();
    expect(calls).toEqual(['deposit drawer', 'coin']);
    view.unmount();
    settle();
    expect(platform.backButton.visibility).toEqual([true, false]);
  });

  it('does not show the button for a screen that passes null, and calls the latest handler', () => {
    vi.useFakeTimers();
    const platform = createMemoryPlatform();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook((handler: (() => void) | null) => useBackButton(handler), {
      wrapper: inProvider(platform),
      initialProps: null as (() => void) | null,
    });
    settle();
    expect(platform.backButton.isVisible()).toBe(false);
    rerender(first);
    rerender(second);
    settle();
    platform.backButton.click();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('still answers Back under StrictMode, which mounts, unmounts and remounts everything', () => {
    vi.useFakeTimers();
    const platform = createMemoryPlatform();
    const calls: string[] = [];
    render(
      <StrictMode>
        <PlatformProvider platform={platform}>
          <Screen name="settings" calls={calls} />
        </PlatformProvider>
      </StrictMode>,
    );
    settle();
    platform.backButton.click();
    expect(calls).toEqual(['settings']);
  });
});

describe('useHaptics', () => {
  it('reaches the host haptics', () => {
    const platform = createMemoryPlatform();
    const { result } = renderHook(() => useHaptics(), { wrapper: inProvider(platform) });
    result.current.impact('light');
    result.current.notification('success');
    result.current.selection();
    expect(platform.hapticsLog).toEqual(['impact:light', 'notification:success', 'selection']);
  });
});

describe('useStorageValue', () => {
  const hiddenBalance = defineStorageKey('hiddenBalance', z.boolean(), false);

  it('reads the stored value, then writes awaited', async () => {
    const platform = createMemoryPlatform({ storage: createMemoryStore({ hiddenBalance: 'true' }) });
    const { result } = renderHook(() => useStorageValue(hiddenBalance), { wrapper: inProvider(platform) });
    expect(result.current[0]).toBe(false);
    expect(result.current[2].loading).toBe(true);
    await waitFor(() => expect(result.current[2].loading).toBe(false));
    expect(result.current[0]).toBe(true);
    await act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
    expect(platform.storage.snapshot()).toEqual({ hiddenBalance: '{"version":7,"value":false}' });
  });

  it.each([
    { situation: 'unreadable stored data', get: async () => '{oops' },
    { situation: 'a store that fails', get: () => Promise.reject(new Error('CloudStorage down')) },
  ])('gives the default for $situation', async ({ get }) => {
    const platform = createMemoryPlatform({ storage: { ...createMemoryStore(), get } });
    const { result } = renderHook(() => useStorageValue(hiddenBalance), { wrapper: inProvider(platform) });
    await waitFor(() => expect(result.current[2].loading).toBe(false));
    expect(result.current[0]).toBe(false);
  });

  it('keeps a value written while the first read was still in flight', async () => {
    let answerRead: (value: string) => void = () => undefined;
    const store = createMemoryStore();
    const platform = createMemoryPlatform({
      storage: { ...store, get: () => new Promise<string>((resolve) => (answerRead = resolve)) },
    });
    const { result } = renderHook(() => useStorageValue(hiddenBalance), { wrapper: inProvider(platform) });
    await act(() => result.current[1](true));
    await act(async () => answerRead('false'));
    expect(result.current[0]).toBe(true);
    expect(store.snapshot()).toEqual({ hiddenBalance: '{"version":7,"value":true}' });
  });

  it('rejects a value its schema refuses and keeps the old one', async () => {
    const platform = createMemoryPlatform();
    const { result } = renderHook(() => useStorageValue(hiddenBalance), { wrapper: inProvider(platform) });
    await waitFor(() => expect(result.current[2].loading).toBe(false));
    await expect(act(() => result.current[1]('yes' as never))).rejects.toThrow();
    expect(result.current[0]).toBe(false);
    expect(platform.storage.snapshot()).toEqual({});
  });
});
