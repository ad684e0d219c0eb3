// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Banner, GlobalConfig, UserAssets } from '@wallet/api';
import { createMemoryPlatform, createMemoryStore, encodeRecord, type MemoryPlatform } from '@wallet/platform';
import { App } from './App';

afterEach(cleanup);

const CONFIG: GlobalConfig = { coins: [], featuresList: [] };
const ASSETS: UserAssets = {
  userCurrency: 'IRT',
  balance: { usdValue: { number: '1234.5' }, userCurrencyValue: { number: '74070000' } },
  tokens: [],
};
/** The total as the dashboard opens it: in Toman, the user's currency. */
const TOTAL = '74,070,000 Toman';

const BANNERS: Banner[] = [{ name: 'YALDA', src: '/banners/yalda.svg', link: null, linkTarget: null }];

/** A browser where this user used the wallet before: session, language and the last stored state. */
function returningUser(): MemoryPlatform {
  return createMemoryPlatform({
    storage: createMemoryStore({
      deviceId: encodeRecord('device-1', 7),
      language: encodeRecord('en', 7),
      user: encodeRecord({ token: 'token-1', isSignup: false }, 6),
      globalConfigCache: encodeRecord(CONFIG, 7),
      assetsCache: encodeRecord(ASSETS, 7),
      bannersCache: encodeRecord(BANNERS, 7),
    }),
  });
}

/** Logged in on this browser, but nothing of the server's state stored yet (a first start of this build). */
function loggedInWithoutLastState(): MemoryPlatform {
  return createMemoryPlatform({
    storage: createMemoryStore({
      deviceId: encodeRecord('device-1', 7),
      language: encodeRecord('en', 7),
      user: encodeRecord({ token: 'token-1', isSignup: false }, 6),
    }),
  });
}

function open(platform: MemoryPlatform, answer: (path: string) => Promise<Response>) {
  window.history.replaceState(null, '', '/dashboard');
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    answer(new URL(new Request(input, init).url).pathname);
  render(<App platform={platform} apiBaseUrl="http://api.test" fetch={fetch as typeof globalThis.fetch} />);
}

describe('a logged-in user opens the dashboard with nothing stored', () => {
  it("asks for the dashboard's balances, level and banners with the global config, not after it", async () => {
    const asked: string[] = [];
    let answerConfig = () => {};
    const config = new Promise<void>((resolve) => (answerConfig = resolve));
    open(loggedInWithoutLastState(), async (path) => {
      asked.push(path);
      if (path === '/v1/utils/global-configs') {
        await config;
        return Response.json({ result: CONFIG });
      }
      if (path === '/v2/assets') return Response.json({ result: ASSETS });
      if (path === '/v1/utils/banners') return Response.json({ result: BANNERS });
      return Response.json({ status: 404, codeString: 'NOT_FOUND', localizedMessage: null }, { status: 404 });
    });
    await waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining([
          '/v1/utils/global-configs',
          '/v2/assets',
          '/v1/user/whoami',
          '/v1/utils/banners',
        ]),
      ),
    );
    expect(screen.getByRole('status', { name: 'Loading the wallet' })).toBeTruthy();
    answerConfig();
    const balance = await screen.findByRole('region', { name: 'Total balance' });
    await waitFor(() => expect(balance.textContent).toContain(TOTAL));
    // The dashboard reads the answers already on their way: it does not ask for them again.
    expect(asked.filter((path) => path === '/v2/assets')).toHaveLength(1);
    expect(asked.filter((path) => path === '/v1/utils/banners')).toHaveLength(1);
  });
});

describe('a returning user opens the wallet', () => {
  it('with the API unreachable: the stored balance stays on screen with an offline notice, no spinner', async () => {
    open(returningUser(), () => Promise.reject(new TypeError('Failed to fetch')));
    const balance = await screen.findByRole('region', { name: 'Total balance' });
    await waitFor(() => expect(balance.textContent).toContain(TOTAL));
    expect(screen.queryByRole('status', { name: 'Loading the wallet' })).toBeNull();
    expect(await screen.findByText('Showing your last saved balances.')).toBeTruthy();
    expect(balance.textContent).toContain(TOTAL);
  });

  it('with the API unreachable: the stored banners are drawn too, the first one loading at once', async () => {
    open(returningUser(), () => Promise.reject(new TypeError('Failed to fetch')));
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    const image = carousel.querySelector('img');
    expect([image?.getAttribute('src'), image?.getAttribute('loading')]).toEqual([
      '/banners/yalda.svg',
      'eager',
    ]);
  });

  it('with a token the server rejects: to the login page as before, the stored state cleared', async () => {
    const platform = returningUser();
    open(platform, async (path) =>
      path === '/v1/utils/global-configs'
        ? Response.json({ result: CONFIG })
        : Response.json({ status: 401, codeString: 'UNAUTHORIZED', localizedMessage: null }, { status: 401 }),
    );
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/login?nextUrl=%2Fdashboard'),
    );
    await waitFor(() =>
      expect(Object.keys(platform.storage.snapshot()).sort()).toEqual(['deviceId', 'language']),
    );
  });
});
