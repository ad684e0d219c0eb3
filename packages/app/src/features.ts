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

/** The start links' routers, opened only from outside: kept out of the first bundle. */
const startLinkRouter = () => import('./screens/start-link-router');

/** The app put together; throws at start if two features claim one route or storage key. */
export const APP = composeFeatures(FEATURES, {
  screens: {
    // A page of what is not built yet: rare, so out of the first bundle too.
    underConstruction: lazyScreen(
      () => import('./screens/under-construction'),
      (m) => m.UnderConstructionPage,
    ),
    telegramRouter: lazyScreen(startLinkRouter, (m) => m.TelegramRouterPage),
    twaRouter: lazyScreen(startLinkRouter, (m) => m.TelegramRouterPage),
    redirect: lazyScreen(startLinkRouter, (m) => m.RedirectPage),
  },
  storageKeys: Object.values(STORAGE_KEYS),
});

/** A route missing from every module goes to /under-construction. */
export const isBuilt = (name: RouteName) => name in APP.screens;
