// @vitest-environment happy-dom
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createMemoryPlatform, type MemoryPlatform } from './memory-platform';
import { checkButtonText } from './platform';
import {
  PlatformProvider,
  useBackButton,
  useMainButton,
  usePlatform,
  useSecondaryButton,
  useStorageValue,
} from './react';
import { defineStorageKey } from './storage';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wrapper = (platform: MemoryPlatform) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <PlatformProvider platform={platform}>{children}</PlatformProvider>;
  };

describe('main button', () => {
  it('is set while mounted, follows its state, calls the latest handler and hides on unmount', () => {
    const platform = createMemoryPlatform();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ onClick, loading }: { onClick: () => void; loading: boolean }) =>
        useMainButton({ text: 'ادامه', onClick, loading }),
      { wrapper: wrapper(platform), initialProps: { onClick: first, loading: false } },
    );
    expect(platform.mainButton.current()).toMatchObject({ text: 'ادامه', loading: false });
    rerender({ onClick: second, loading: false });
    platform.mainButton.click();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    rerender({ onClick: second, loading: true });
    expect(platform.mainButton.current()).toMatchObject({ loading: true });
    platform.mainButton.click();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    expect(platform.mainButton.current()).toBeNull();
  });

  it('does nothing for a secondary button the host does not have', () => {
    const platform = createMemoryPlatform();
    expect(platform.secondaryButton).toBeUndefined();
    expect(() =>
      renderHook(() => useSecondaryButton({ text: 'Later', onClick: () => undefined }), {
        wrapper: wrapper(platform),
      }),
    ).not.toThrow();
  });

  it.each([
    ['', false],
    ['a', true],
    ['x'.repeat(64), true],
    ['x'.repeat(65), false],
  ])('[PLAT-07] button text of %j characters is accepted: %s', (text, accepted) => {
    if (accepted) expect(checkButtonText(text)).toBe(text);
    else expect(() => checkButtonText(text)).toThrow(RangeError);
  });
});

describe('back button', () => {
  function Screen({ name, calls, children }: { name: string; calls: string[]; children?: ReactNode }) {
    useBackButton(() => calls.push(name));
    return <>{children}</>;
  }

  it('lets the innermost screen handle Back and hides the button when none is mounted', () => {
    vi.useFakeTimers();
    const platform = createMemoryPlatform();
    const calls: string[] = [];
    function App() {
      const [drawer, setDrawer] = useState(true);
      return (
        <Screen name="page" calls={calls}>
          {drawer && <Screen name="drawer" calls={calls} />}
          <button onClick={() => setDrawer(false)}>close</button>
        </Screen>
      );
    }
    const view = render(<App />, { wrapper: wrapper(platform) });
    act(() => void vi.advanceTimersByTime(60));
    expect(platform.backButton.isVisible()).toBe(true);
    platform.backButton.click();
    act(() => view.getByText('close').click());
    platform.backButton.click();
    expect(calls).toEqual(['drawer', 'page']);
    view.unmount();
    act(() => void vi.advanceTimersByTime(60));
    expect(platform.backButton.isVisible()).toBe(false);
  });
});

describe('provider and storage', () => {
  it('usePlatform outside a provider says what is missing', () => {
    expect(() => renderHook(() => usePlatform())).toThrow(/PlatformProvider/);
  });

  it('reads a stored value, and writes it awaited', async () => {
    const hiddenBalance = defineStorageKey('hiddenBalance', z.boolean(), false);
    const platform = createMemoryPlatform();
    await platform.storage.set('hiddenBalance', 'true');
    const { result } = renderHook(() => useStorageValue(hiddenBalance), { wrapper: wrapper(platform) });
    expect(result.current[2].loading).toBe(true);
    await waitFor(() => expect(result.current[2].loading).toBe(false));
    expect(result.current[0]).toBe(true);
    await act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
    expect(await platform.storage.get('hiddenBalance')).toBe('false');
  });
});
