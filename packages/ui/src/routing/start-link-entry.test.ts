import { describe, expect, it } from 'vitest';
import { parseRouteQuery } from './query';
import { startLinkEntry } from './start-link-entry';

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
