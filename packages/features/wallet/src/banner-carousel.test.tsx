// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BuiltRoutesProvider, type RouteName } from '@wallet/ui';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
import type { Banner } from '@wallet/api';
import { BannerCarousel, shownBanners } from './banner-carousel';

afterEach(() => cleanup());

const UNSAFE_BANNERS = [
  { name: 'SCRIPT', src: '/banners/a.svg', link: 'javascript:alert(1)', linkTarget: 'EXTERNAL' },
  { name: 'SCRIPT_UPPER', src: '/banners/b.svg', link: 'JAVASCRIPT:alert(1)', linkTarget: 'INTERNAL' },
  { name: 'DATA', src: '/banners/c.svg', link: 'data:text/html,<b>hi</b>', linkTarget: 'TELEGRAM' },
  { name: 'OTHER_HOST', src: '/banners/d.svg', link: '//evil.com/market', linkTarget: 'INTERNAL' },
  { name: 'PLAIN_HTTP', src: '/banners/e.svg', link: 'http://example.com', linkTarget: 'EXTERNAL' },
];

function open(banners: unknown[]) {
  const fake = createFakeApi({ 'GET /v1/utils/banners': banners });
  return renderWithProviders(<BannerCarousel />, { api: fake.api, path: '/dashboard' });
}

describe('banner links', () => {
  it.each(UNSAFE_BANNERS)(
    '[DASH-05] a banner linking to $link is not clickable, like one without a link',
    async (banner) => {
      const { platform, location } = open([banner]);
      const carousel = await screen.findByRole('region', { name: 'Banners' });
      const image = within(carousel).getByAltText(banner.name);
      expect(image.closest('button, a')).toBeNull();
      expect(within(carousel).queryByRole('button')).toBeNull();
      expect(within(carousel).queryByRole('link')).toBeNull();
      fireEvent.click(image);
      expect(platform.openedLinks).toEqual([]);
      expect(platform.openedTelegramLinks).toEqual([]);
      expect(location.history).toEqual(['/dashboard']);
    },
  );

  it('follows the safe ones: an https link in the browser, an in-app path in the app', async () => {
    const { platform, location } = open([
      { name: 'SITE', src: '/banners/s.svg', link: 'https://example.com/yalda', linkTarget: 'EXTERNAL' },
      { name: 'MARKET', src: '/banners/m.svg', link: '/market', linkTarget: 'INTERNAL' },
    ]);
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    fireEvent.click(within(carousel).getByAltText('SITE'));
    expect(platform.openedLinks).toEqual(['https://example.com/yalda']);
    fireEvent.click(within(carousel).getByAltText('MARKET'));
    expect(location.history?.at(-1)).toBe('/market');
  });
});

describe('loading the banners', () => {
  const LIST = [
    { name: 'FIRST', src: '/banners/first.svg', link: null, linkTarget: null },
    { name: 'SECOND', src: '/banners/second.svg', link: null, linkTarget: null },
  ];

  it('loads the first banner, the largest picture on the dashboard, at once and first; the others lazily', async () => {
    open(LIST);
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    const first = within(carousel).getByAltText('FIRST');
    const second = within(carousel).getByAltText('SECOND');
    expect([first.getAttribute('loading'), first.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect([second.getAttribute('loading'), second.getAttribute('fetchpriority')]).toEqual(['lazy', 'auto']);
  });

  it("marks its track as moving with time, so the page's kept dashboard shows the first slide (last-screen.ts)", async () => {
    open(LIST);
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    const track = carousel.querySelector('[style*="translateX"]');
    expect(track?.hasAttribute('data-kept-at-start')).toBe(true);
    expect(track?.getAttribute('style')).toContain('translateX');
  });

  it('stores each fresh list, for the next start to draw before the list answers', async () => {
    const { platform } = open(LIST);
    await screen.findByRole('region', { name: 'Banners' });
    await waitFor(() => expect(platform.storage.snapshot().bannersCache).toContain('first.svg'));
  });
});

describe('which banners are shown', () => {
  const banner = (name: string, link: string | null) => ({
    name,
    src: `/banners/${name}.svg`,
    link,
    linkTarget: link ? 'INTERNAL' : null,
  });
  const SERVED = [
    banner('ISWAP', '/referral'),
    banner('KYC_LEVEL_1', '/kyc/level-1'),
    banner('YALDA', '/campaigns/yalda'),
    banner('MARKET', '/market?tab=gainers'),
    { ...banner('CHANNEL', 'https://t.me/wallet_news'), linkTarget: 'TELEGRAM' },
    banner('SECURITY_TIP', null),
  ] as Banner[];
  const names = (banners: Banner[]) => banners.map((shown) => shown.name);
  // The growth area's routes are in the route table before their screens exist.
  const isBuilt = (name: RouteName) => name !== 'campaignYalda';

  it('hides a banner leading to a page the product does not have, and keeps the referral share', () => {
    expect(names(shownBanners(SERVED, 'LEVEL_0', isBuilt))).toEqual([
      'ISWAP',
      'KYC_LEVEL_1',
      'MARKET',
      'CHANNEL',
      'SECURITY_TIP',
    ]);
  });

  it.each([
    ['LEVEL_0', true],
    ['SIGNUP', true],
    ['LEVEL_1_IR', false],
    ['LEVEL_1_GLOBAL', false],
    ['LEVEL_2_IR', false],
    [null, false],
  ] as const)('[DASH-04] the level-1 banner for level %s (as whoami says it now): %s', (level, shows) => {
    expect(names(shownBanners(SERVED, level, isBuilt)).includes('KYC_LEVEL_1')).toBe(shows);
  });

  it('draws no level-1 slide for a verified user', async () => {
    const fake = createFakeApi({
      'GET /v1/utils/banners': SERVED,
      'GET /v1/user/whoami': { id: '1', level: 'LEVEL_2_IR', language: 'fa', currency: 'IRT' },
    });
    renderWithProviders(
      <BuiltRoutesProvider isBuilt={isBuilt}>
        <BannerCarousel />
      </BuiltRoutesProvider>,
      { api: fake.api, path: '/dashboard' },
    );
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    await waitFor(() => expect(within(carousel).getByAltText('SECURITY_TIP')).toBeTruthy());
    expect(within(carousel).queryByAltText('KYC_LEVEL_1')).toBeNull();
    expect(within(carousel).queryByAltText('YALDA')).toBeNull();
  });
});
