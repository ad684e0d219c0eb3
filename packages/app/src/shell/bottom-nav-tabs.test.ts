import { describe, expect, it } from 'vitest';
import { showsBottomNav, visibleTabs } from './bottom-nav-tabs';

const names = (tabs: ReturnType<typeof visibleTabs>) => tabs.map((tab) => tab.name);

describe('bottom navigation', () => {
  it('[NAV-02] has wallet, market, swap, shop and profile in order', () => {
    expect(names(visibleTabs([], null))).toEqual(['wallet', 'market', 'swap', 'shop', 'profile']);
  });

  it.each([
    ['MYKET', ['HIDE_SHOP_IN_MYKET'], false],
    ['BAZAR', ['HIDE_SHOP_IN_BAZAR'], false],
    ['MYKET', ['HIDE_SHOP_IN_BAZAR'], true],
    ['BAZAR', ['HIDE_SHOP_IN_MYKET'], true],
    [null, ['HIDE_SHOP_IN_MYKET', 'HIDE_SHOP_IN_BAZAR'], true],
  ] as const)('[NAV-03] in the %s build with %j, shop shows: %s', (market, flags, shows) => {
    expect(names(visibleTabs(flags, market)).includes('shop')).toBe(shows);
  });

  it('[NAV-02] shows on the tab pages to a logged-in user only', () => {
    expect(showsBottomNav('dashboard', true)).toBe(true);
    expect(showsBottomNav('profile', true)).toBe(true);
    expect(showsBottomNav('dashboard', false)).toBe(false);
    expect(showsBottomNav('login', true)).toBe(false);
    expect(showsBottomNav('coin', true)).toBe(false);
  });
});
