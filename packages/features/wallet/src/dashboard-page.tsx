import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  buildPath,
  LoadFailure,
  useAssets,
  useDashboardSections,
  useIdle,
  useNavigate,
  usePageHidden,
  useSession,
  useShownCurrency,
} from '@wallet/ui';
import { Stack } from '@wallet/kit';
import { ActionButtons } from './action-buttons';
import { BalanceCard, type DisplayCurrency } from './balance-card';
import { BannerCarousel } from './banner-carousel';
import { FavouriteCoins } from './favourite-coins';
import { KycBanner } from './kyc-banner';
import { useDashboardQueryParams } from './use-dashboard-query-params';
import { useIsKycBannerPossible } from './use-level';
import './dashboard.css';

// What the user holds sits below the total, the actions and the banners: its code comes after the first paint,
// keeping the start-up code within its budget.
const Holdings = lazy(() => import('./holdings').then((module) => ({ default: module.Holdings })));

// The watch-list manager opens on a tap: its code (and the kit's search field) comes then, not at start.
const WatchListManager = lazy(() =>
  import('./watch-list-manager').then((module) => ({ default: module.WatchListManager })),
);

/**
 * /dashboard (spec 000 §2): total balance, actions, KYC banner, banners, what the user holds and the favourite
 * coins.
 */
export function DashboardPage() {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const [isManagerOpen, setManagerOpen] = useState(false);
  const isIdle = useIdle();
  const isHidden = usePageHidden();
  // Spec 000 §4: no refresh while idle or while the watch-list manager is open; none while hidden either.
  const assets = useAssets({ isRefreshPaused: isIdle || isHidden || isManagerOpen });
  // The currency chosen in settings until the user toggles; the toggle is kept for the next open.
  const [shownCurrency, setShownCurrency] = useShownCurrency(assets.data?.userCurrency);
  const currency: DisplayCurrency = shownCurrency === 'USD' ? 'USD' : 'USER';
  const setCurrency = (next: DisplayCurrency) => setShownCurrency(next === 'USD' ? 'USD' : 'IRT');
  useDashboardQueryParams();
  const sections = useDashboardSections();
  // Until whoami answers, the KYC banner (drawn from its level only) may still appear above what follows it,
  // unless the level stored by the last run is an authorized one: that part stays hidden (dashboard.css, at
  // most a few seconds), so the banner's arrival moves nothing on screen.
  const isLevelPending = useIsKycBannerPossible();

  const mustFinishSignup = session.isSignupPending && !session.isMiniApp;
  useEffect(() => {
    if (mustFinishSignup)
      navigate(buildPath('kycLevel1RegisterForm', {}, { isSignedUp: true }), { replace: true });
  }, [mustFinishSignup, navigate]);

  const data = assets.data;
  return (
    <Stack as="main" isPage gap={4} aria-label={t`Wallet`}>
      <BalanceCard assets={data} currency={currency} onCurrencyChange={setCurrency} />
      <ActionButtons />
      <KycBanner />
      <Stack gap={4} data-wallet-level-pending={isLevelPending || undefined}>
        <BannerCarousel />
        {sections.map((Section, index) => (
          <Section key={index} />
        ))}
        {assets.isError && !data ? (
          <LoadFailure
            message={t`Your balances could not be loaded.`}
            onRetry={() => void assets.refetch()}
          />
        ) : (
          <>
            <Suspense>
              <Holdings assets={data} currency={currency} />
            </Suspense>
            <FavouriteCoins assets={data} currency={currency} onManage={() => setManagerOpen(true)} />
          </>
        )}
      </Stack>
      {isManagerOpen && data && (
        <Suspense>
          <WatchListManager assets={data} onClose={() => setManagerOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
