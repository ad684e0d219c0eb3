import type { FeatureFlag } from '@wallet/api';
import { buildPath, type RouteName } from '@wallet/ui';

export type TabName = 'wallet' | 'market' | 'swap' | 'shop' | 'profile';

/** Spec 000 §2's bottom navigation, in order. */
export const TABS: readonly { name: TabName; route: RouteName; path: string }[] = [
  { name: 'wallet', route: 'dashboard', path: buildPath('dashboard') },
  { name: 'market', route: 'market', path: buildPath('market') },
  { name: 'swap', route: 'swap', path: buildPath('swap') },
  { name: 'shop', route: 'shop', path: buildPath('shop') },
  { name: 'profile', route: 'profile', path: buildPath('profile') },
];

/** Shop is hidden in the Myket or Bazaar build when that store's hide-shop flag is on (spec 000 §2). */
export function visibleTabs(flags: readonly FeatureFlag[], androidMarket: 'MYKET' | 'BAZAR' | null) {
  const hidesShop =
    (androidMarket === 'MYKET' && flags.includes('HIDE_SHOP_IN_MYKET')) ||
    (androidMarket === 'BAZAR' && flags.includes('HIDE_SHOP_IN_BAZAR'));
  return TABS.filter((tab) => !(tab.name === 'shop' && hidesShop));
}

/** The nav shows on the tab pages themselves, to a logged-in user. */
export function showsBottomNav(route: RouteName, isAuthenticated: boolean): boolean {
  return isAuthenticated && TABS.some((tab) => tab.route === route);
}
