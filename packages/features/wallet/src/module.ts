import { assetsQuery, bannersQuery, defineFeature, firstQuery, whoamiQuery } from '@wallet/ui';
import { DashboardPage } from './dashboard-page';
import { WALLET_STORAGE_KEYS } from './storage-keys';

/**
 * The wallet tab: the dashboard. It is what most opens show, so it is the one screen in the first bundle;
 * other features add sections to it through their modules.
 */
export const walletFeature = defineFeature({
  name: 'wallet',
  screens: { dashboard: DashboardPage },
  storageKeys: Object.values(WALLET_STORAGE_KEYS),
  // What the dashboard asks for at once: balances, the user's level (the KYC banner) and the banners.
  firstQueries: {
    dashboard: [firstQuery(assetsQuery), firstQuery(whoamiQuery), firstQuery(bannersQuery)],
  },
});
