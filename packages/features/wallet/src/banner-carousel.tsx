import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Banner } from '@wallet/api';
import { usePlatform } from '@wallet/platform';
import { useBanners, useNavigate } from '@wallet/ui';
import { useReferralShare } from './use-referral-share';

/** Spec 001 §9: banners rotate every 10 s. */
export const BANNER_ROTATION_MS = 10_000;
/** The banner that starts a referral share instead of following a link (spec 000 §2). */
export const REFERRAL_BANNER = 'ISWAP';

function useRotation(count: number, isPaused: boolean): [number, (index: number) => void] {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2 || isPaused) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), BANNER_ROTATION_MS);
    return () => clearInterval(timer);
  }, [count, isPaused]);
  return [count ? index % count : 0, setIndex];
}

export function BannerCarousel() {
  const { t } = useLingui();
  const banners = useBanners().data ?? [];
  const [isPaused, setPaused] = useState(false);
  const [index, setIndex] = useRotation(banners.length, isPaused);
  const open = useOpenBanner();
  if (!banners.length) return null;
  return (
    <section
      className="dash-banners"
      aria-roledescription="carousel"
      aria-label={t`Banners`}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="dash-banners__track"
        style={{ transform: `translateX(calc(${index} * -100% * var(--dash-dir, 1)))` }}
      >
        {banners.map((banner, position) => {
          const image = (
            <img src={banner.src} alt={banner.name} loading="lazy" className="dash-banners__image" />
          );
          const isClickable = banner.name === REFERRAL_BANNER || Boolean(banner.link);
          return (
            <div
              key={`${banner.name}-${position}`}
              className="dash-banners__slide"
              aria-hidden={position !== index}
              aria-roledescription="slide"
            >
              {isClickable ? (
                <button
                  type="button"
                  className="dash-banners__button"
                  tabIndex={position === index ? 0 : -1}
                  onClick={() => open(banner)}
                >
                  {image}
                </button>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {banners.length > 1 && (
        <div className="dash-banners__dots">
          {banners.map((banner, position) => (
            <button
              key={`${banner.name}-${position}`}
              type="button"
              className="dash-banners__dot"
              aria-label={t`Banner ${position + 1}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => setIndex(position)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/** INTERNAL links stay in the app, EXTERNAL open in the browser, TELEGRAM in the messenger; ISWAP shares. */
function useOpenBanner() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const share = useReferralShare();
  return (banner: Banner) => {
    if (banner.name === REFERRAL_BANNER) return void share();
    if (!banner.link) return;
    if (banner.linkTarget === 'INTERNAL') return navigate(banner.link);
    if (banner.linkTarget === 'TELEGRAM') return platform.openTelegramLink(banner.link);
    platform.openLink(banner.link);
  };
}
