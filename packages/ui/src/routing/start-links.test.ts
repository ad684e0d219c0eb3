import { describe, expect, it } from 'vitest';
import { START_PAGES } from '@wallet/core';
import { matchRoute } from './paths';
import { parseRouteQuery } from './query';
import { START_PAGE_ROUTES, startLinkEntry, startLinkPath } from './start-links';

describe('startLinkPath', () => {
  it.each([
    ['c-42', '/cheque/captcha?chequeId=42'],
    ['c-42-r7', '/cheque/captcha?chequeId=42&referredById=7'],
    ['g-9', '/shop/giveaway?id=9'],
    ['r-DEMO2222', '/dashboard?referralCode=DEMO2222'],
    ['i-310', '/invoice?id=310'],
    ['p-market', '/market'],
    ['p-history', '/transactions'],
    ['p-receive', '/deposit/coin-list'],
    ['p-send', '/withdraw/types'],
  ])('%j opens %s', (code, path) => {
    expect(startLinkPath(code)).toBe(path);
  });

  it.each([[null], [''], ['x-1'], ['c-abc'], ['p-wallet'], ['i-1 '], [`p-${'a'.repeat(600)}`]])(
    '%j opens the dashboard',
    (code) => {
      expect(startLinkPath(code)).toBe('/dashboard');
    },
  );

  it("opens every page key at its route, with a query that fits the route's schema", () => {
    for (const page of START_PAGES) {
      const path = startLinkPath(`p-${page}`);
      const matched = matchRoute(path);
      expect(matched?.name, page).toBe(START_PAGE_ROUTES[page]);
      expect(parseRouteQuery(matched!.name, '')).not.toBeNull();
    }
  });

  it("writes the targets' queries as their routes read them", () => {
    expect(parseRouteQuery('chequeCaptcha', 'chequeId=42&referredById=7')).toMatchObject({
      chequeId: '42',
      referredById: '7',
    });
    expect(parseRouteQuery('invoice', 'id=310')).toMatchObject({ id: '310' });
    expect(parseRouteQuery('shopGiveaway', 'id=9')).toMatchObject({ id: '9' });
    expect(parseRouteQuery('dashboard', 'referralCode=DEMO2222')).toMatchObject({ referralCode: 'DEMO2222' });
  });
});

describe('startLinkEntry', () => {
  it('sends a mini-app launch at the root with a start parameter to the router', () => {
    expect(startLinkEntry('/', { startParam: 'i-310', isMiniApp: true })).toBe('/telegram-router');
  });

  it('sends a web launch at the root with ?startapp= to /redirect with the code', () => {
    expect(startLinkEntry('/', { startParam: 'p-market', isMiniApp: false })).toBe('/redirect?to=p-market');
    expect(parseRouteQuery('redirect', 'to=p-market')).toMatchObject({ to: 'p-market' });
  });

  it('leaves a launch without a start parameter, or opened at another page, where it is', () => {
    expect(startLinkEntry('/', { startParam: null, isMiniApp: true })).toBeNull();
    expect(startLinkEntry('/', { startParam: '', isMiniApp: false })).toBeNull();
    expect(startLinkEntry('/market', { startParam: 'i-310', isMiniApp: true })).toBeNull();
  });
});
