import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { EmptyState, Skeleton } from '@wallet/kit';
import { useStorageValue } from '@wallet/platform';
import { Page, STORAGE_KEYS, useGlobalConfig, type ScreenProps } from '@wallet/ui';

/**
 * Whether the shop is hidden in this build (spec 000 §2): the Myket or Bazaar app with that store's hide-shop flag
 * on. Undefined while the store the app was installed from is being read.
 */
export function useIsShopHidden(): boolean | undefined {
  const [androidMarket, , { loading }] = useStorageValue(STORAGE_KEYS.androidMarket);
  const config = useGlobalConfig();
  if (loading) return undefined;
  if (androidMarket === null) return false;
  // In a store's app the flags decide, so the shop waits for them rather than flash; without them (the config
  // could not be loaded) it shows, as the bottom navigation's tab does.
  if (config.isPending) return undefined;
  const flags = config.data?.featuresList ?? [];
  return androidMarket === 'MYKET'
    ? flags.includes('HIDE_SHOP_IN_MYKET')
    : flags.includes('HIDE_SHOP_IN_BAZAR');
}

/**
 * A shop page behind the same rule as the bottom navigation's tab: where the tab is hidden, a link or a typed
 * address that reaches the shop says it is not offered in this app instead.
 */
export function withShopGate(Screen: ComponentType<ScreenProps>) {
  return function ShopGated(props: ScreenProps) {
    const isHidden = useIsShopHidden();
    if (isHidden === false) return <Screen {...props} />;
    return <ShopNotOffered isLoading={isHidden === undefined} />;
  };
}

function ShopNotOffered({ isLoading }: { isLoading: boolean }) {
  const { t } = useLingui();
  return (
    <Page title={t`Shop`}>
      {isLoading ? (
        <Skeleton height={120} />
      ) : (
        <EmptyState
          title={t`The shop is not offered in this app`}
          description={t`Use the shop in our Telegram mini-app or on the website.`}
        />
      )}
    </Page>
  );
}
