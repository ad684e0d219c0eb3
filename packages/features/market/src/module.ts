import { defineFeature, lazyScreen } from '@wallet/ui';
import { LazyPriceAlertNotifier } from './alerts/lazy-price-alert-notifier';
import { MARKET_STORAGE_KEYS } from './storage-keys';

const screens = () => import('./screens');

/** The market tab, a coin's page and its price alerts; alerts that fire are told on any page. */
export const marketFeature = defineFeature({
  name: 'market',
  screens: {
    market: lazyScreen(screens, (m) => m.MarketPage),
    coin: lazyScreen(screens, (m) => m.CoinPage),
    coinAlerts: lazyScreen(screens, (m) => m.CoinAlertsPage),
    coinNewAlert: lazyScreen(screens, (m) => m.NewAlertPage),
  },
  storageKeys: Object.values(MARKET_STORAGE_KEYS),
  shell: [LazyPriceAlertNotifier],
});
