import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_ART_CACHE_CONTROL } from '../src/http/banner-art';
import { startTestSandbox, type TestSandbox } from './harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

describe('banner artwork', () => {
  it('serves an image for every seeded banner the banners call names, cacheable for a day', async () => {
    const { token } = await sandbox.login('09120000001');
    const banners = await sandbox.api(token).banners();
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners) {
      const { status, body, headers } = await sandbox.raw(banner.src);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(String(body)).toContain('<svg');
      expect(headers.get('cache-control')).toBe(BANNER_ART_CACHE_CONTROL);
    }
  });

  it('leaves API answers uncached, the banner list included', async () => {
    const { headers } = await sandbox.raw('/v1/utils/banners');
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('answers 404 for a banner that does not exist', async () => {
    expect((await sandbox.raw('/banners/nothing.svg')).status).toBe(404);
  });
});
