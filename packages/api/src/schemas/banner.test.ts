import { describe, expect, it } from 'vitest';
import { calls } from '../calls';
import { createWalletApi } from '../client/wallet-api';
import { banner } from './coins';

const art = { src: '/banners/yalda.svg', name: 'YALDA' };

describe('Banner schema', () => {
  it.each([
    { link: '/campaigns/yalda', linkTarget: 'INTERNAL' },
    { link: 'https://example.com/yalda', linkTarget: 'EXTERNAL' },
    { link: 'https://t.me/wallet_news', linkTarget: 'TELEGRAM' },
    { link: null, linkTarget: null },
  ] as const)('accepts $link ($linkTarget)', (links) => {
    expect(banner.safeParse({ ...art, ...links }).success).toBe(true);
  });

  it.each([
    { link: 'javascript:alert(1)', linkTarget: 'EXTERNAL' },
    { link: 'JAVASCRIPT:alert(1)', linkTarget: 'INTERNAL' },
    { link: 'data:text/html,<script>alert(1)</script>', linkTarget: 'EXTERNAL' },
    { link: 'http://example.com', linkTarget: 'EXTERNAL' },
    { link: '//evil.com', linkTarget: 'INTERNAL' },
    { link: '/\\evil.com', linkTarget: 'INTERNAL' },
    { link: ' /market', linkTarget: 'INTERNAL' },
    { link: 'tg://resolve?domain=wallet', linkTarget: 'TELEGRAM' },
    { link: 'https://example.com', linkTarget: 'INTERNAL' },
    { link: '/market', linkTarget: 'EXTERNAL' },
    { link: '/market', linkTarget: 'TELEGRAM' },
  ] as const)('refuses $link ($linkTarget)', (links) => {
    expect(banner.safeParse({ ...art, ...links }).success).toBe(false);
  });

  it('a client that checks answers refuses a banner list with a javascript: link', async () => {
    const fetch = async () =>
      Response.json({ result: [{ ...art, link: 'javascript:alert(1)', linkTarget: 'EXTERNAL' }] });
    const api = createWalletApi(
      { baseUrl: 'http://api.test', platform: 'WEB', os: 'LINUX', fetch, validateResponses: true },
      calls,
    );
    await expect(api.banners()).rejects.toMatchObject({ codeString: 'INVALID_RESPONSE' });
  });
});
