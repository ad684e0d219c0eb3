import type { Hono } from 'hono';
import { bannerSvg } from '../config/banner-art';
import { SEED_BANNERS } from '../seed/fixtures';
import type { AppEnv } from './register';

/**
 * Artwork is cached as a content server would let it be: a reopen draws the dashboard's banners from the
 * cache, without a round trip (a new campaign comes with a new file name).
 */
export const BANNER_ART_CACHE_CONTROL = 'public, max-age=86400';

/** GET /banners/:language/:file: the artwork of the seeded banners in a language, as a content server would serve it. */
export function registerBannerArt(app: Hono<AppEnv>): void {
  app.get('/banners/:language/:file', (c) => {
    const language = c.req.param('language');
    const file = c.req.param('file');
    const banner = SEED_BANNERS.find((entry) => entry.src === `/banners/${file}`);
    const svg = banner && (language === 'fa' || language === 'en') ? bannerSvg(banner.name, language) : null;
    if (!svg) return c.notFound();
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', BANNER_ART_CACHE_CONTROL);
    return c.body(svg);
  });
}
