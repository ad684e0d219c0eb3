import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_ART_CACHE_CONTROL } from '../src/http/banner-art';
import { DEVICE, startTestSandbox, type TestSandbox } from './harness';

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

  it('answers 404 for a banner that does not exist, or in a language it is not drawn in', async () => {
    expect((await sandbox.raw('/banners/fa/nothing.svg')).status).toBe(404);
    expect((await sandbox.raw('/banners/xx/kyc.svg')).status).toBe(404);
  });

  const PERSIAN = /[\u0600-\u06ff]/;
  const LATIN_WORD = />[^<]*[A-Za-z]{2,}[^<]*</;

  it.each([
    ['fa', 'fa'],
    ['en', 'en'],
    ['ru', 'en'],
  ])(
    'draws the artwork of a page in %s in one language only (%s): no English line in Persian art, no Persian in English',
    async (pageLanguage, artLanguage) => {
      // A new user logging in from a page in that language: it is the user's language from then on.
      const number = `0912555000${pageLanguage === 'fa' ? 1 : pageLanguage === 'en' ? 2 : 3}`;
      const client = sandbox.api(undefined, pageLanguage);
      await client.requestOtp({ body: { region: 'IR', number, deviceInformation: DEVICE } });
      const [sms] = await sandbox.outbox(number);
      const { token } = await client.verifyOtp({
        body: { region: 'IR', number, code: sms!.code!, deviceInformation: DEVICE },
      });
      const banners = await sandbox.api(token, pageLanguage).banners();
      expect(banners.length).toBeGreaterThan(0);
      for (const banner of banners) {
        expect(banner.src.startsWith(`/banners/${artLanguage}/`)).toBe(true);
        const art = String((await sandbox.raw(banner.src)).body);
        const words = art.match(/<text[^>]*>[^<]*<\/text>/g) ?? [];
        expect(words.length).toBe(2);
        for (const line of words) {
          if (artLanguage === 'fa') expect(line).not.toMatch(LATIN_WORD);
          else expect(line).not.toMatch(PERSIAN);
        }
      }
    },
  );
});
