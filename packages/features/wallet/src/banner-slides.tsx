import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Banner } from '@wallet/api';
import { safeBannerLink, type SafeBannerLink } from '@wallet/core';
import { Carousel } from '@wallet/kit';
import { usePlatform } from '@wallet/platform';
import { useNavigate } from '@wallet/ui';
import { BANNER_ROTATION_MS, REFERRAL_BANNER } from './banner-carousel';
import { useReferralShare } from './use-referral-share';

/** Banner artwork is 3:1 (the kit Carousel's slide); the image's own size says so too. */
const BANNER_WIDTH = 600;
const BANNER_HEIGHT = 200;

function useRotation(count: number, isPaused: boolean): [number, (index: number) => void] {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2 || isPaused) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), BANNER_ROTATION_MS);
    return () => clearInterval(timer);
  }, [count, isPaused]);
  return [count ? index % count : 0, setIndex];
}

/** The banners, one shown at a time, turning every BANNER_ROTATION_MS unless a pointer or focus is on them. */
export function BannerSlides({ banners }: { banners: Banner[] }) {
  const { t } = useLingui();
  const [isPaused, setPaused] = useState(false);
  const [index, setIndex] = useRotation(banners.length, isPaused);
  const open = useOpenBanner();
  const slides = banners.map((banner, position) => {
    const image = (
      <img
        src={banner.src}
        alt={banner.name}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        // The first banner is the dashboard's largest picture: it loads at once, ahead of the rest.
        loading={position === 0 ? 'eager' : 'lazy'}
        fetchPriority={position === 0 ? 'high' : 'auto'}
      />
    );
    const action = bannerAction(banner);
    return {
      key: `${banner.name}-${position}`,
      content: action ? (
        <button type="button" tabIndex={position === index ? 0 : -1} onClick={() => open(banner, action)}>
          {image}
        </button>
      ) : (
        image
      ),
    };
  });
  return (
    <Carousel
      label={t`Banners`}
      slides={slides}
      index={index}
      onSelect={setIndex}
      dotLabel={(position) => t`Banner ${position + 1}`}
      onPause={setPaused}
      // The page's kept dashboard (packages/app/src/early/last-screen.ts) shows the first slide, as the
      // carousel starts there, whatever slide it had rotated to.
      trackAttributes={{ 'data-kept-at-start': '' }}
    />
  );
}

type BannerAction = { kind: 'share' } | SafeBannerLink;

/**
 * What tapping a banner does: ISWAP shares, a safe link is followed, and anything else (no link, or one
 * safeBannerLink refuses, like javascript:) makes the banner not clickable. The client does not check
 * answers against the contract, so it applies the rule itself.
 */
function bannerAction(banner: Banner): BannerAction | null {
  if (banner.name === REFERRAL_BANNER) return { kind: 'share' };
  return safeBannerLink(banner.link);
}

/** In-app paths stay in the app; https links open in the messenger (TELEGRAM) or the browser. */
function useOpenBanner() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const share = useReferralShare();
  return (banner: Banner, action: BannerAction) => {
    if (action.kind === 'share') return void share();
    if (action.kind === 'internal') return navigate(action.path);
    if (banner.linkTarget === 'TELEGRAM') return platform.openTelegramLink(action.url);
    platform.openLink(action.url);
  };
}
