import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_ROUTES, createWalletApi, withEarlyAnswers, type CallName, type WalletApi } from '@wallet/api';
import { sendEarlyCalls } from '@wallet/api/early';
import { ROUTE_TABLE, type RouteName } from '@wallet/ui';
import { APP } from '../features';
import { EARLY_ARTWORK, EARLY_CALLS, EARLY_ROUTES, earlyCalls, type EarlyStart } from './early-calls';

const start = (overrides: Partial<EarlyStart> = {}): EarlyStart => ({
  path: '/dashboard',
  apiBaseUrl: '/api',
  origin: 'https://wallet.example.test',
  headers: { timezone: 'Asia/Tehran', platform: 'WEB', os: 'android', token: 'wlt_abc', language: 'fa' },
  ...overrides,
});

/** The names of the calls a route's first queries make. */
async function firstCallsOf(route: RouteName): Promise<string[]> {
  const called: string[] = [];
  const api = new Proxy({} as WalletApi, {
    get: (_target, name) => async () => {
      called.push(String(name));
      return null;
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all((APP.firstQueries[route] ?? []).map((first) => first(client, api)));
  return called;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('early calls of a start', () => {
  it("name, for each path, the first queries of the route drawn there (the modules' firstQueries)", async () => {
    const routes = Object.keys(APP.firstQueries) as RouteName[];
    expect(routes).toContain('dashboard');
    const byPath: Record<string, readonly string[]> = EARLY_CALLS.byPath;
    for (const route of routes) {
      const path = ROUTE_TABLE[route].path;
      expect([...(byPath[path] ?? [])].sort(), route).toEqual((await firstCallsOf(route)).sort());
    }
    expect(Object.keys(byPath).length).toBe(routes.length);
  });

  it("are the requests the app's client makes: it takes every answer and asks the network for none", async () => {
    const holder = {};
    const early = vi.fn(async (request: Request) => {
      const name = new URL(request.url).pathname;
      return new Response(JSON.stringify({ result: { from: 'early', name } }), { status: 200 });
    });
    sendEarlyCalls(
      earlyCalls(start()).map((call) => call.request),
      early as unknown as typeof fetch,
      holder,
    );
    const network = vi.fn(async () => new Response(JSON.stringify({ result: { from: 'network' } })));
    const api = createWalletApi({
      baseUrl: 'https://wallet.example.test/api',
      platform: 'WEB',
      os: 'android',
      getToken: () => 'wlt_abc',
      getLanguage: () => 'fa',
      getTimezone: () => 'Asia/Tehran',
      fetch: withEarlyAnswers(network as unknown as typeof fetch, holder),
    });
    const names: CallName[] = [...EARLY_CALLS.onEveryPath, ...EARLY_CALLS.byPath['/dashboard']];
    expect(early).toHaveBeenCalledTimes(names.length);
    for (const name of names) {
      const call = api[name] as () => Promise<unknown>;
      await expect(call(), name).resolves.toMatchObject({ from: 'early' });
    }
    expect(network).not.toHaveBeenCalled();
  });

  it("are sent by the contract's routes, the early script carrying only theirs", () => {
    const names = [...EARLY_CALLS.onEveryPath, ...Object.values(EARLY_CALLS.byPath).flat()];
    expect(Object.keys(EARLY_ROUTES).sort()).toEqual([...new Set(names)].sort());
    for (const [name, route] of Object.entries(EARLY_ROUTES)) {
      const { method, path, auth } = CALL_ROUTES[name as CallName];
      expect(route, name).toEqual({ method, path, auth });
    }
  });

  it('are only the global config on a path whose screen has no first queries', () => {
    const calls = earlyCalls(start({ path: '/market' }));
    expect(calls.map((call) => new URL(call.request.url).pathname)).toEqual(['/api/v1/utils/global-configs']);
  });

  it('are none without a stored session: the login page asks for nothing before it draws', () => {
    expect(earlyCalls(start({ headers: { ...start().headers, token: null } }))).toEqual([]);
  });

  it("carry the client's headers, resolved against an absolute API base URL too", () => {
    const [{ request }] = earlyCalls(start({ apiBaseUrl: 'https://api.example.test/' })) as [
      { request: Request },
    ];
    expect(request!.url).toBe('https://api.example.test/v1/utils/global-configs');
    expect(request!.method).toBe('GET');
    expect(Object.fromEntries(request!.headers)).toMatchObject({
      'x-timezone': 'Asia/Tehran',
      'x-platform': 'WEB',
      'x-os': 'ANDROID',
      'accept-language': 'fa',
    });
  });

  it("fetch the dashboard's first banner, which the carousel loads eagerly, from the early banner list", () => {
    const banners = earlyCalls(start()).find((call) => call.request.url.endsWith('/v1/utils/banners'));
    expect(banners?.artworkOf).toBe(EARLY_ARTWORK.banners);
    const list = [
      { src: '/banners/first.svg', name: 'FIRST', link: null, linkTarget: null },
      { src: '/banners/second.svg', name: 'SECOND', link: null, linkTarget: null },
    ];
    expect(banners!.artworkOf!(list)).toEqual(['/banners/first.svg']);
    expect(banners!.artworkOf!([])).toEqual([]);
    expect(banners!.artworkOf!({ error: 'not a list' })).toEqual([]);
  });
});
