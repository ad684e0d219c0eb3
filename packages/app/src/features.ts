import { authFeature } from '@wallet/features-auth';
import { cryptoFeature } from '@wallet/features-crypto';
import { historyFeature } from '@wallet/features-history';
import { kycFeature } from '@wallet/features-kyc';
import { marketFeature } from '@wallet/features-market';
import { profileFeature } from '@wallet/features-profile';
import { rialFeature } from '@wallet/features-rial';
import { securityFeature } from '@wallet/features-security';
import { shopFeature } from '@wallet/features-shop';
import { tradeFeature } from '@wallet/features-trade';
import { walletFeature } from '@wallet/features-wallet';
import { composeFeatures, lazyScreen, STORAGE_KEYS, type RouteName } from '@wallet/ui';
import { UnderConstructionPage } from './screens/under-construction';

/** The product's areas. Adding one is its package plus one line here. */
export const FEATURES = [
  walletFeature,
  authFeature,
  marketFeature,
  cryptoFeature,
  historyFeature,
  kycFeature,
  securityFeature,
  profileFeature,
  rialFeature,
  tradeFeature,
  shopFeature,
];

/** The app put together; throws at start if two features claim one route or storage key. */
export const APP = composeFeatures(FEATURES, {
  screens: {
    underConstruction: UnderConstructionPage,
    // The entries of start links, opened only from outside: kept out of the first bundle.
    telegramRouter: lazyScreen(
      () => import('./screens/start-link-router'),
      (m) => m.TelegramRouterPage,
    ),
    twaRouter: lazyScreen(
      () => import('./screens/start-link-router'),
      (m) => m.TelegramRouterPage,
    ),
    redirect: lazyScreen(
      () => import('./screens/start-link-router'),
      (m) => m.RedirectPage,
    ),
  },
  storageKeys: Object.values(STORAGE_KEYS),
});

/** A route missing from every module goes to /under-construction. */
export const isBuilt = (name: RouteName) => name in APP.screens;
