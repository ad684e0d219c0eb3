import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackButtonStack } from './back-button';
import { createMemoryPlatform } from './memory-platform';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('back-button stack', () => {
  it('gives clicks to the newest handler only, then to the one below after it is removed', () => {
    const { backButton } = createMemoryPlatform();
    const stack = createBackButtonStack(backButton);
    const calls: string[] = [];
    stack.push(() => calls.push('page'));
    const popDrawer = stack.push(() => calls.push('drawer'));
    backButton.click();
    popDrawer();
    backButton.click();
    expect(calls).toEqual(['drawer', 'page']);
  });

  it('shows the button while a handler is there and hides it after, once each', () => {
    const { backButton } = createMemoryPlatform();
    const stack = createBackButtonStack(backButton);
    const pop = stack.push(() => undefined);
    vi.advanceTimersByTime(60);
    pop();
    vi.advanceTimersByTime(60);
    expect(backButton.visibility).toEqual([true, false]);
  });

  it('does not flicker when one screen replaces another', () => {
    const { backButton } = createMemoryPlatform();
    const stack = createBackButtonStack(backButton);
    const popFirst = stack.push(() => undefined);
    vi.advanceTimersByTime(60);
    popFirst();
    stack.push(() => undefined);
    vi.advanceTimersByTime(60);
    expect(backButton.visibility).toEqual([true]);
  });

  it('removes a handler that is not on top without disturbing the top one', () => {
    const { backButton } = createMemoryPlatform();
    const stack = createBackButtonStack(backButton);
    const calls: string[] = [];
    const popBottom = stack.push(() => calls.push('bottom'));
    stack.push(() => calls.push('top'));
    popBottom();
    popBottom();
    backButton.click();
    expect(calls).toEqual(['top']);
    expect(stack.size()).toBe(1);
  });

  it('keeps the screen that rendered last on top even when its handler was added first', () => {
    const { backButton } = createMemoryPlatform();
    const stack = createBackButtonStack(backButton);
    const pageOrder = stack.nextOrder();
    const drawerOrder = stack.nextOrder();
    const calls: string[] = [];
    stack.push(() => calls.push('drawer'), drawerOrder);
    stack.push(() => calls.push('page'), pageOrder);
    backButton.click();
    expect(calls).toEqual(['drawer']);
  });
});
