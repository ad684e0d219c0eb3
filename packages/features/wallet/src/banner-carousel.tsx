import { lazy, Suspense } from 'react';
import { CarouselPlaceholder } from '@wallet/kit';
import { useBanners } from '@wallet/ui';

/** Spec 001 §9: banners rotate every 10 s. */
export const BANNER_ROTATION_MS = 10_000;
/** The banner that starts a referral share instead of following a link (spec 000 §2). */
export const REFERRAL_BANNER = 'ISWAP';

// The slides' code (the kit's carousel, links and the referral share) comes while the banner list and its
// pictures load, not with the start-up code.
const BannerSlides = lazy(() =>
  import('./banner-slides').then((module) => ({ default: module.BannerSlides })),
);

export function BannerCarousel() {
  const query = useBanners();
  const banners = query.data ?? [];
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
