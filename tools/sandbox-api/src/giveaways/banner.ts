import { eq } from 'drizzle-orm';
import type { SandboxPage } from '../context';
import { giveaways } from './tables';

/**
 * GET /v1/giveaway/{id}/banner: the banner's bytes with the content type found by them, readable without a session
 * (the app's <img> and Telegram's shared message fetch it). A banner never changes once its giveaway is made.
 */
export const giveawayBannerPages: readonly SandboxPage[] = [
  {
    method: 'GET',
    path: '/v1/giveaway/:id/banner',
    async serve(sb, _request, params) {
      const id = params.id ?? '';
      const [row] = /^\d{1,18}$/.test(id)
        ? await sb.db
            .select({ base64: giveaways.bannerBase64, type: giveaways.bannerType })
            .from(giveaways)
            .where(eq(giveaways.id, Number(id)))
        : [];
      if (!row) {
        return new Response('Not found', {
          status: 404,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        });
      }
      return new Response(Buffer.from(row.base64, 'base64'), {
        status: 200,
        headers: {
          'content-type': row.type,
          'x-content-type-options': 'nosniff',
          'cache-control': 'public, max-age=86400, immutable',
        },
      });
    },
  },
];
