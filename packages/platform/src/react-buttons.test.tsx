// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryButton, createMemoryPlatform, type MemoryPlatform } from './memory-platform';
import { BUTTON_TEXT_MAX, checkButtonText } from './platform';
import {
  PlatformProvider,
  useBackButton,
  useHostControlsHeld,
  useMainButton,
  useSecondaryButton,
  type ButtonOptions,
} from './react';

afterEach(cleanup);

const inProvider = (platform: MemoryPlatform) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <PlatformProvider platform={platform}>{children}</PlatformProvider>;
  };

function renderMainButton(initialProps: ButtonOptions | null, platform = createMemoryPlatform()) {
  const view = renderHook((options: ButtonOptions | null) => useMainButton(options), {
    wrapper: inProvider(platform),
    initialProps,
  });
  return { platform, ...view };
}

describe('useMainButton', () => {
  it.each([
    { options: { text: 'ادامه' }, shown: { text: 'ادامه' } },
    { options: { text: 'Withdraw', disabled: true }, shown: { text: 'Withdraw', disabled: true } },
    { options: { text: 'Pay', loading: true }, shown: { text: 'Pay', loading: true } },
    {
      options: { text: 'Buy', color: '#2481cc', textColor: '#ffffff' },
      shown: { text: 'Buy', color: '#2481cc', textColor: '#ffffff' },
    },
  ])('shows $options.text on mount with what the screen asked', ({ options, shown }) => {
    const { platform } = renderMainButton({ ...options, onClick: () => undefined });
    expect(platform.mainButton.current()).toMatchObject(shown);
  });

  it('calls the latest onClick without subscribing again on every render', () => {
    const platform = createMemoryPlatform();
    const subscribe = vi.spyOn(platform.mainButton, 'onClick');
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderMainButton({ text: 'Continue', onClick: first }, platform);
    rerender({ text: 'Continue', onClick: second });
    rerender({ text: 'Confirm', onClick: second });
    platform.mainButton.click();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it.each([{ disabled: true }, { loading: true }])(
    'ignores a click that reaches the button while %o',
    (state) => {
      const onClick = vi.fn();
      const platform = createMemoryPlatform();
      let deliver: () => void = () => undefined;
      // The host may deliver a click made just before it drew the new state.
      vi.spyOn(platform.mainButton, 'onClick').mockImplementation((handler) => {
        deliver = handler;
        return () => undefined;
      });
      renderMainButton({ text: 'Send', onClick, ...state }, platform);
      deliver();
      expect(onClick).not.toHaveBeenCalled();
    },
  );

  it('follows loading and disabled as they change', () => {
    const { platform, rerender } = renderMainButton({ text: 'Send', onClick: () => undefined });
    rerender({ text: 'Send', onClick: () => undefined, loading: true });
    expect(platform.mainButton.current()).toMatchObject({ loading: true });
    rerender({ text: 'Send', onClick: () => undefined, disabled: true });
    expect(platform.mainButton.current()).toMatchObject({ disabled: true, loading: undefined });
  });

  it('hides the button when the screen passes null and when it unmounts', () => {
    const { platform, rerender, unmount } = renderMainButton({ text: 'Send', onClick: () => undefined });
    rerender(null);
    expect(platform.mainButton.current()).toBeNull();
    rerender({ text: 'Send', onClick: () => undefined });
    expect(platform.mainButton.current()).toMatchObject({ text: 'Send' });
    unmount();
    expect(platform.mainButton.current()).toBeNull();
  });
});

describe('useSecondaryButton', () => {
  it('does nothing on a host without a secondary button', () => {
    const platform = createMemoryPlatform();
    expect(platform.secondaryButton).toBeUndefined();
    const view = renderHook(() => useSecondaryButton({ text: 'Later', onClick: () => undefined }), {
      wrapper: inProvider(platform),
    });
    expect(() => view.unmount()).not.toThrow();
  });

  it('shows and clicks the secondary button where the host has one', () => {
    const platform = createMemoryPlatform({ secondaryButton: createMemoryButton() });
    const onClick = vi.fn();
    const view = renderHook(() => useSecondaryButton({ text: 'Later', onClick }), {
      wrapper: inProvider(platform),
    });
    platform.secondaryButton?.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(platform.secondaryButton?.current()).toBeNull();
  });
});

describe('useHostControlsHeld', () => {
  it('takes the main, secondary and back buttons from the page under it, and gives them back', async () => {
    vi.useFakeTimers();
    try {
      const platform = createMemoryPlatform({ secondaryButton: createMemoryButton() });
      const onMain = vi.fn();
      const onBack = vi.fn();
      const view = renderHook(
        ({ isHeld }: { isHeld: boolean }) => {
          useMainButton({ text: 'Withdraw', onClick: onMain });
          useSecondaryButton({ text: 'Later', onClick: () => undefined });
          useBackButton(onBack);
          useHostControlsHeld(isHeld);
        },
        { wrapper: inProvider(platform), initialProps: { isHeld: false } },
      );
      await vi.advanceTimersByTimeAsync(100);
      expect(platform.backButton.isVisible()).toBe(true);

      view.rerender({ isHeld: true });
      await vi.advanceTimersByTimeAsync(100);
      expect(platform.mainButton.current()).toBeNull();
      expect(platform.secondaryButton?.current()).toBeNull();
      expect(platform.backButton.isVisible()).toBe(false);
      platform.mainButton.click();
      expect(onMain).not.toHaveBeenCalled();

      view.rerender({ isHeld: false });
      await vi.advanceTimersByTimeAsync(100);
      expect(platform.mainButton.current()).toMatchObject({ text: 'Withdraw' });
      expect(platform.secondaryButton?.current()).toMatchObject({ text: 'Later' });
      expect(platform.backButton.isVisible()).toBe(true);
      platform.mainButton.click();
      platform.backButton.click();
      expect(onMain).toHaveBeenCalledTimes(1);
      expect(onBack).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('button text', () => {
  it.each([
    { text: '', isAccepted: false },
    { text: 'a', isAccepted: true },
    { text: 'ت'.repeat(BUTTON_TEXT_MAX), isAccepted: true },
    { text: 'x'.repeat(BUTTON_TEXT_MAX), isAccepted: true },
    { text: 'x'.repeat(BUTTON_TEXT_MAX + 1), isAccepted: false },
  ])(
    '[PLAT-07] a text of $text.length characters is accepted: $isAccepted (checker, host, hook)',
    ({ text, isAccepted }) => {
      const platform = createMemoryPlatform();
      const attempts = [
        () => checkButtonText(text),
        () => platform.mainButton.set({ text }),
        () => renderMainButton({ text, onClick: () => undefined }),
      ];
      for (const attempt of attempts) {
        if (isAccepted) expect(attempt).not.toThrow();
        else expect(attempt).toThrow(RangeError);
      }
    },
  );
});
