import { describe, expect, it } from 'vitest';
import { cacheName, isOtherBuildsCache, strategyFor } from './strategy';

const ORIGIN = 'https://wallet.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', mode, url: `${ORIGIN}${path}` });

describe('what the service worker answers', () => {
  it('answers every page of the app with the cached HTML', () => {
    for (const path of ['/', '/dashboard', '/coin/BTC?tab=about', '/login?nextUrl=%2Fswap']) {
      expect(strategyFor(get(path, 'navigate'), ORIGIN)).toBe('shell');
    }
  });

  it('takes build files from the cache first', () => {
    expect(strategyFor(get('/assets/index-a1b2c3.js'), ORIGIN)).toBe('cache-first');
    expect(strategyFor(get('/assets/vazirmatn-arabic-400-normal-x.woff2'), ORIGIN)).toBe('cache-first');
  });

  it('leaves API calls, banner artwork, other sites and anything but GET to the network', () => {
    expect(strategyFor(get('/api/v2/assets'), ORIGIN)).toBe('network');
    expect(strategyFor(get('/api/gateway/1', 'navigate'), ORIGIN)).toBe('network');
    expect(strategyFor(get('/banners/yalda.svg'), ORIGIN)).toBe('network');
    expect(strategyFor({ ...get('/dashboard', 'navigate'), url: 'https://bank.example/pay' }, ORIGIN)).toBe(
      'network',
    );
    expect(strategyFor({ ...get('/assets/index.js'), method: 'POST' }, ORIGIN)).toBe('network');
    expect(strategyFor(get('/manifest.webmanifest'), ORIGIN)).toBe('network');
  });

  it("takes the other files the build's HTML names (its icon, its manifest) from the cache first", () => {
    const files = ['/index.html', '/icon.svg', '/manifest.webmanifest', '/assets/index-a1b2c3.js'];
    expect(strategyFor(get('/icon.svg'), ORIGIN, files)).toBe('cache-first');
    expect(strategyFor(get('/manifest.webmanifest'), ORIGIN, files)).toBe('cache-first');
    expect(strategyFor(get('/icon.svg?v=2'), ORIGIN, files)).toBe('network');
    expect(strategyFor(get('/robots.txt'), ORIGIN, files)).toBe('network');
  });

  it("keeps one cache per build and removes only other builds' caches", () => {
    const current = cacheName('abc123');
    expect(isOtherBuildsCache(cacheName('old999'), current)).toBe(true);
    expect(isOtherBuildsCache(current, current)).toBe(false);
    expect(isOtherBuildsCache('someone-elses-cache', current)).toBe(false);
  });
});
