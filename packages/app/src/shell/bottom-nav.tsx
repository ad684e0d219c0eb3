import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useFeatureFlag } from '@wallet/ui';
import { visibleTabs, type TabName } from './bottom-nav-tabs';

const ICONS: Record<TabName, ReactNode> = {
  wallet: <path d="M3 7h15a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 0 12-3v3m1 7h.01" />,
  market: <path d="M4 19V5m0 14h16M8 15l3-4 3 2 5-6" />,
  swap: <path d="M7 4 3 8l4 4M3 8h14m0 12 4-4-4-4m4 4H7" />,
  shop: <path d="M5 8h14l-1 12H6L5 8Zm4 0V6a3 3 0 0 1 6 0v2" />,
  profile: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0" />,
};

export function BottomNav({
  currentRoute,
  androidMarket,
}: {
  currentRoute: string;
  androidMarket: 'MYKET' | 'BAZAR' | null;
}) {
  const { t } = useLingui();
  const hideInMyket = useFeatureFlag('HIDE_SHOP_IN_MYKET');
  const hideInBazar = useFeatureFlag('HIDE_SHOP_IN_BAZAR');
  const flags = [
    ...(hideInMyket ? ['HIDE_SHOP_IN_MYKET' as const] : []),
    ...(hideInBazar ? ['HIDE_SHOP_IN_BAZAR' as const] : []),
  ];
  const labels: Record<TabName, string> = {
    wallet: t`Wallet`,
    market: t`Market`,
    swap: t`Swap`,
    shop: t`Shop`,
    profile: t`Profile`,
  };
  return (
    <nav className="shell-nav" aria-label={t`Main`}>
      {visibleTabs(flags, androidMarket).map((tab) => {
        const isCurrent = tab.route === currentRoute;
        return (
          <Link
            key={tab.name}
            href={tab.path}
            className="shell-nav__tab"
            aria-current={isCurrent ? 'page' : undefined}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="shell-nav__icon">
              {ICONS[tab.name]}
            </svg>
            <span>{labels[tab.name]}</span>
          </Link>
        );
      })}
    </nav>
  );
}
