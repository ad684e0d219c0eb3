import { describe, expect, it } from 'vitest';
import { safeBannerLink } from './banner-link';

describe('safeBannerLink', () => {
  it.each([
    ['/market', '/market'],
    ['/referral', '/referral'],
    ['/kyc/level-1', '/kyc/level-1'],
    ['/campaigns/yalda?from=banner#top', '/campaigns/yalda?from=banner#top'],
    ['/', '/'],
  ])('%j is an in-app path', (link, path) => {
    expect(safeBannerLink(link)).toEqual({ kind: 'internal', path });
  });

  it.each([
    ['https://t.me/wallet_news', 'https://t.me/wallet_news'],
    ['https://example.com/yalda?x=1', 'https://example.com/yalda?x=1'],
    ['HTTPS://Example.com', 'https://example.com/'],
  ])('%j is an https address', (link, url) => {
    expect(safeBannerLink(link)).toEqual({ kind: 'external', url });
  });

  it.each([
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    [' javascript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['DATA:text/html;base64,PHNjcmlwdD4='],
    ['blob:https://example.com/1234'],
    ['file:///etc/passwd'],
    ['tg://resolve?domain=wallet'],
    ['http://example.com'],
    ['//evil.com'],
    ['//evil.com/market'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['https:\\\\evil.com'],
    ['/market '],
    [' /market'],
    ['/mar ket'],
    ['https://example.com/\u202Eexe'],
    ['/market\u200B'],
    ['https://user:secret@example.com'],
    ['https:'],
    ['https://'],
    ['market'],
    ['example.com'],
    [''],
    [null],
    [undefined],
  ])('%j is refused', (link) => {
    expect(safeBannerLink(link)).toBeNull();
  });
});
