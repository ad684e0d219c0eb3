import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACK_BUTTON_SETTLE_MS, createBackButtonStack } from './back-button';
import type { VisibilityButton } from './platform';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A native back button that records what the stack asked of it and clicks even when hidden. */
function fakeBackButton() {
  const handlers = new Set<() => void>();
  const visibility: boolean[] = [];
  const button: VisibilityButton = {
    setVisible: (visible) => void visibility.push(visible),
    onClick(handler) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
  };
  return {
    button,
    visibility,
    listenerCount: () => handlers.size,
    click: () => [...handlers].forEach((handler) => handler()),
  };
}

const settle = () => vi.advanceTimersByTime(BACK_BUTTON_SETTLE_MS);

describe('back-button stack', () => {
  it('gives each click to the top handler only, then to the one below once the top is removed', () => {
    const back = fakeBackButton();
    const stack = createBackButtonStack(back.button);
    const calls: string[] = [];
    stack.push(() => calls.push('wallet'));
    const popCoin = stack.push(() => calls.push('coin'));
    const popDrawer = stack.push(() => calls.push('withdraw drawer'));
    back.click();
    popDrawer();
    back.click();
    popCoin();
    back.click();
    expect(calls).toEqual(['withdraw drawer', 'coin', 'wallet']);
  });

  it('shows the button at once, with the screen, and hides it once, after the settle time, when the stack empties', () => {
    const back = fakeBackButton();
    const stack = createBackButtonStack(back.button);
    const pop = stack.push(() => undefined);
    expect(back.visibility).toEqual([true]);
    pop();
    vi.advanceTimersByTime(BACK_BUTTON_SETTLE_MS - 1);
    expect(back.visibility).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(back.visibility).toEqual([true, false]);
  });

  it.each([
    {
      journey: 'one screen replaced by the next a moment later',
      steps: (stack: ReturnType<typeof createBackButtonStack>) => {
        const popFirst = stack.push(() => undefined);
        settle();
        popFirst();
        vi.advanceTimersByTime(BACK_BUTTON_SETTLE_MS / 2);
        stack.push(() => undefined);
        settle();
      },
      visibility: [true],
    },
    {
      journey: 'a screen replaced at once by another (React runs the old cleanup, then the new effect)',
      steps: (stack: ReturnType<typeof createBackButtonStack>) => {
        const popFirst = stack.push(() => undefined);
        popFirst();
        stack.push(() => undefined);
        settle();
      },
      visibility: [true],
    },
    {
      journey: 'a drawer opened and closed over a screen',
      steps: (stack: ReturnType<typeof createBackButtonStack>) => {
        stack.push(() => undefined);
        settle();
        const popDrawer = stack.push(() => undefined);
        settle();
        popDrawer();
        settle();
      },
      visibility: [true],
    },
  ])('does not flicker: $journey', ({ steps, visibility }) => {
    const back = fakeBackButton();
    steps(createBackButtonStack(back.button));
    expect(back.visibility).toEqual(visibility);
  });

  it('removes a handler below the top without disturbing the top one, and a second removal does nothing', () => {
    const back = fakeBackButton();
    const stack = createBackButtonStack(back.button);
    const calls: string[] = [];
    const popBottom = stack.push(() => calls.push('bottom'));
    stack.push(() => calls.push('top'));
    popBottom();
    popBottom();
    back.click();
    expect(calls).toEqual(['top']);
    expect(stack.size()).toBe(1);
  });

  it('keeps the screen that rendered last on top even when its handler was added first', () => {
    const back = fakeBackButton();
    const stack = createBackButtonStack(back.button);
    const pageOrder = stack.nextOrder();
    const drawerOrder = stack.nextOrder();
    const calls: string[] = [];
    stack.push(() => calls.push('drawer'), drawerOrder);
    stack.push(() => calls.push('page'), pageOrder);
    back.click();
    expect(calls).toEqual(['drawer']);
  });

  it('listens to the native button only while it has handlers', () => {
    const back = fakeBackButton();
    const stack = createBackButtonStack(back.button);
    expect(back.listenerCount()).toBe(0);
    const popPage = stack.push(() => undefined);
    const popDrawer = stack.push(() => undefined);
    expect(back.listenerCount()).toBe(1);
    popDrawer();
    popPage();
    expect(back.listenerCount()).toBe(0);
  });
});
