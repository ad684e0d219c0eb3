import type { Hono } from 'hono';
import { SEED_BANNERS } from '../seed/fixtures';
import type { AppEnv } from './register';

/** Colours and words for each seeded banner's artwork; the sandbox draws them instead of shipping images. */
const ART: Record<string, { from: string; to: string; title: string; subtitle: string }> = {
  ISWAP: {
    from: '#2481cc',
    to: '#6a5cff',
    title: 'دعوت از دوستان',
    subtitle: 'Invite friends, earn 30% of their fees',
  },
  KYC_LEVEL_1: { from: '#0f9d58', to: '#36c07b', title: 'احراز هویت', subtitle: 'Verify to trade in Toman' },
  YALDA: { from: '#b3261e', to: '#f06b3a', title: 'جشنواره یلدا', subtitle: 'Yalda campaign' },
  CHANNEL: { from: '#229ed9', to: '#47c1f5', title: 'کانال تلگرام', subtitle: 'News on Telegram' },
  SECURITY_TIP: {
    from: '#37474f',
    to: '#607d8b',
    title: 'نکته امنیتی',
    subtitle: 'Never share your login code',
  },
};

function bannerSvg(name: string): string | null {
  const art = ART[name];
  if (!art) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 200" width="600" height="200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="600" height="200" fill="url(#g)"/>
<circle cx="520" cy="40" r="110" fill="#fff" opacity="0.08"/>
<text x="560" y="95" fill="#fff" font-family="Vazirmatn, Tahoma, sans-serif" font-size="40" font-weight="700" text-anchor="end">${art.title}</text>
<text x="560" y="140" fill="#fff" opacity="0.85" font-family="system-ui, sans-serif" font-size="22" text-anchor="end">${art.subtitle}</text>
</svg>`;
}

/**
 * Artwork is cached as a content server would let it be: a reopen draws the dashboard's banners from the
 * cache, without a round trip (a new campaign comes with a new file name).
 */
export const BANNER_ART_CACHE_CONTROL = 'public, max-age=86400';

/** GET /banners/:file: the artwork of the seeded banners, as a content server would serve it. */
export function registerBannerArt(app: Hono<AppEnv>): void {
  app.get('/banners/:file', (c) => {
    const file = c.req.param('file');
    const banner = SEED_BANNERS.find((entry) => entry.src === `/banners/${file}`);
    const svg = banner ? bannerSvg(banner.name) : null;
    if (!svg) return c.notFound();
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', BANNER_ART_CACHE_CONTROL);
    return c.body(svg);
  });
}
