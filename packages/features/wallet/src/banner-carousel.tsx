import { lazy, Suspense } from 'react';
import type { Banner, UserLevel } from '@wallet/api';
import { CarouselPlaceholder } from '@wallet/kit';
import { matchRoute, useBanners, useIsBuiltRoute, useWhoami, type RouteName } from '@wallet/ui';
import { isAuthorizedLevel } from './kyc-banner';

/** Spec 001 §9: banners rotate every 10 s. */
export const BANNER_ROTATION_MS = 10_000;
/** The banner that starts a referral share instead of following a link (spec 000 §2). */
export const REFERRAL_BANNER = 'ISWAP';

// The slides' code (the kit's carousel, links and the referral share) comes while the banner list and its
// pictures load, not with the start-up code.
const BannerSlides = lazy(() =>
  import('./banner-slides').then((module) => ({ default: module.BannerSlides })),
);

/**
 * The banners a user is shown: one leading inside the app only when the product has that page, and the one
 * leading to level-1 verification only to a user whose level, as the server says it now, is below level 1 (a
 * level stored by an earlier start may be stale: a verified user never sees it). A banner without a link, or
 * leading outside, is shown as the server lists it.
 */
export function shownBanners(
  banners: readonly Banner[],
  freshLevel: UserLevel | null,
  isBuilt: (name: RouteName) => boolean,
): Banner[] {
  return banners.filter((banner) => {
    if (banner.name === REFERRAL_BANNER) return true;
    // A path of this site (what safeBannerLink, in the lazy slides, follows in the app); anything else is left
    // to the slides to follow outside or not at all.
    const link = banner.link ?? '';
    if (!link.startsWith('/') || link.startsWith('//')) return true;
    const route = matchRoute(link.split(/[?#]/)[0] ?? '');
    if (!route || !isBuilt(route.name)) return false;
    if (route.name !== 'kycLevel1') return true;
    return freshLevel !== null && !isAuthorizedLevel(freshLevel);
  });
}

export function BannerCarousel() {
  const query = useBanners();
  const whoami = useWhoami();
  const isBuilt = useIsBuiltRoute();
  const banners = shownBanners(query.data ?? [], whoami.data?.level ?? null, isBuilt);
  // The banner's room is kept while the list (or the slides' code) loads, so its arrival does not push the
  // coins down.
  if (query.isPending) return <CarouselPlaceholder />;
  if (!banners.length) return null;
  return (
    <Suspense fallback={<CarouselPlaceholder />}>
      <BannerSlides banners={banners} />
    </Suspense>
  );
}
