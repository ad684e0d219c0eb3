import { describe, expect, it } from 'vitest';
import {
  createMemoryPlatform,
  createMemoryStore,
  createPlatformStorage,
  STORAGE_VERSIONS,
  type MemoryPlatform,
  type MemoryPlatformOverrides,
} from '@wallet/platform';
import { STORAGE_KEYS } from '@wallet/ui';
import { readBootState } from '../boot/boot';
import {
  createSessionController,
  MessengerLoginBlockedError,
  type SessionControllerOptions,
} from './session-controller';

type Answer = { status?: number; body: unknown };

/** A fetch answering per `METHOD /path` from queues of answers, recording each request's auth header. */
function fakeServer(routes: Record<string, Answer[]>) {
  const seen: { key: string; authorization: string | null; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const text = await request.text();
    seen.push({
      key,
      authorization: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : null,
    });
    const answer = routes[key]?.shift() ?? { status: 404, body: { status: 404, codeString: 'NOT_FOUND' } };
    return Response.json(answer.body, { status: answer.status ?? 200 });
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

const UNAUTHORIZED = {
  status: 401,
  body: { status: 401, codeString: 'UNAUTHORIZED', localizedMessage: 'Server says no' },
};
const WHOAMI = { body: { result: { id: '1' } } };

async function setUp(
  routes: Record<string, Answer[]>,
  overrides: Partial<SessionControllerOptions> & { platform?: MemoryPlatform } = {},
) {
  const platform: MemoryPlatform = overrides.platform ?? createMemoryPlatform();
  // As the app does: one platform storage per run.
  const storage = createPlatformStorage(platform);
  await storage.set(STORAGE_KEYS.deviceId, 'device-1');
  await storage.set(STORAGE_KEYS.language, 'en');
  await storage.set(STORAGE_KEYS.pwaPromptDismissed, true);
  await storage.set(STORAGE_KEYS.user, { token: 'old-token', isSignup: false });
  const server = fakeServer(routes);
  const navigations: string[] = [];
  let endedSessions = 0;
  const controller = createSessionController({
    storage,
    platform,
    apiBaseUrl: 'http://api.test',
    deviceInformation: { persistentId: 'device-1', fingerprint: 'f', spec: {} },
    initialUser: { token: 'old-token', isSignup: false },
    getLanguage: () => 'en',
    currentPath: () => '/coin/BTC?range=ALL',
    navigate: (to) => void navigations.push(to),
    onSessionEnded: () => void endedSessions++,
    fetch: server.fetch,
    ...overrides,
  });
  return { controller, platform, storage, server, navigations, endedSessions: () => endedSessions };
}

describe('the session outside the messenger', () => {
  it('[AUTH-06] a 401 clears local data except device id and language and goes to /login?nextUrl=…', async () => {
    const { controller, platform, navigations, endedSessions } = await setUp({
      'GET /v1/user/whoami': [UNAUTHORIZED],
    });
    await expect(controller.api.whoami()).rejects.toMatchObject({ status: 401 });
    expect(Object.keys(platform.storage.snapshot()).sort()).toEqual(['deviceId', 'language']);
    expect(controller.getState().token).toBeNull();
    expect(navigations).toEqual(['/login?nextUrl=%2Fcoin%2FBTC%3Frange%3DALL']);
    expect(endedSessions()).toBe(1);
  });

  it('[AUTH-06] a 403 does the same', async () => {
    const { controller, navigations } = await setUp({
      'GET /v1/user/whoami': [
        { status: 403, body: { status: 403, codeString: 'FORBIDDEN', localizedMessage: 'Server says no' } },
      ],
    });
    await expect(controller.api.whoami()).rejects.toMatchObject({ status: 403 });
    expect(controller.getState().token).toBeNull();
    expect(navigations).toHaveLength(1);
  });

  it('[ERR-07] INSUFFICIENT_USER_LEVEL keeps the session', async () => {
    const { controller, navigations } = await setUp({
      'GET /v1/user/whoami': [
        {
          status: 403,
          body: { status: 403, codeString: 'INSUFFICIENT_USER_LEVEL', localizedMessage: 'Server says no' },
        },
      ],
    });
    await expect(controller.api.whoami()).rejects.toMatchObject({ codeString: 'INSUFFICIENT_USER_LEVEL' });
    expect(controller.getState().token).toBe('old-token');
    expect(navigations).toEqual([]);
  });

  it('[AUTH-03] [AUTH-10] a login stores the token and isSignup in the user record and sends it as Bearer', async () => {
    const { controller, storage, server } = await setUp({ 'GET /v1/user/whoami': [WHOAMI] });
    await controller.logIn({ token: 'new-token', isSignup: true });
    expect(await storage.get(STORAGE_KEYS.user)).toEqual({ token: 'new-token', isSignup: true });
    await controller.api.whoami();
    expect(server.seen.at(-1)?.authorization).toBe('Bearer new-token');
  });

  it('[AUTH-09] logout calls the server, clears the session and goes to login', async () => {
    const { controller, server, navigations, storage } = await setUp({
      'POST /v1/authentication/logout': [{ body: { result: {} } }],
    });
    await controller.logOut();
    expect(server.seen.map((request) => request.key)).toEqual(['POST /v1/authentication/logout']);
    expect(await storage.get(STORAGE_KEYS.user)).toBeNull();
    expect(controller.getState().token).toBeNull();
    expect(navigations.at(-1)).toMatch(/^\/login/);
  });

  it('logout keeps the theme forced on this device; a lost session does not', async () => {
    const loggingOut = await setUp({ 'POST /v1/authentication/logout': [{ body: { result: {} } }] });
    await loggingOut.storage.set(STORAGE_KEYS.forcedTheme, 'DARK');
    await loggingOut.controller.logOut();
    expect(await loggingOut.storage.get(STORAGE_KEYS.forcedTheme)).toBe('DARK');
    expect(await loggingOut.storage.get(STORAGE_KEYS.pwaPromptDismissed)).toBe(false);

    const losing = await setUp({ 'GET /v1/user/whoami': [UNAUTHORIZED] });
    await losing.storage.set(STORAGE_KEYS.forcedTheme, 'DARK');
    await expect(losing.controller.api.whoami()).rejects.toMatchObject({ status: 401 });
    expect(await losing.storage.get(STORAGE_KEYS.forcedTheme)).toBeNull();
  });
});

/** A mini-app whose storage is CloudStorage: it reaches every device of the Telegram account. */
const miniApp = (overrides: MemoryPlatformOverrides = {}) =>
  createMemoryPlatform({
    kind: 'telegram',
    storageScope: 'account',
    storageVersions: STORAGE_VERSIONS.messenger,
    launch: {
      startParam: null,
      isMiniApp: true,
      platform: 'tdesktop',
      initData: 'query_id=1&user=%7B%7D&hash=x',
    },
    ...overrides,
  });

/** A fresh queue each time: the fake server uses its answers up. */
const telegramLogin = () => ({
  'POST /v1/authentication/telegram-webapp': [
    { body: { result: { token: 'fresh-token', isSignup: false } } },
  ],
});

/** Whether any stored value holds this token, whatever its key. */
const holdsToken = (snapshot: Record<string, string>, token: string) =>
  Object.values(snapshot).some((value) => value.includes(token));

describe('where the session token is kept', () => {
  it('outside the messenger, in the browser storage as before', async () => {
    const { controller, platform } = await setUp({});
    await controller.logIn({ token: 'new-token', isSignup: false });
    // The auth record, under the web's auth version (spec 001 §9).
    expect(JSON.parse(platform.storage.snapshot().user ?? 'null')).toEqual({
      version: 6,
      value: { token: 'new-token', isSignup: false },
    });
  });

  it("in the mini-app, in the client's SecureStorage and never in CloudStorage", async () => {
    const platform = miniApp({ secureStorage: createMemoryStore() });
    const { controller } = await setUp(telegramLogin(), { platform });
    await controller.logInWithTelegram(false);
    expect(holdsToken(platform.storage.snapshot(), 'fresh-token')).toBe(false);
    expect(platform.storage.snapshot().user).toBeUndefined();
    expect(JSON.parse(platform.secureStorage?.snapshot().user ?? 'null')).toEqual({
      version: 14,
      value: { token: 'fresh-token', isSignup: false },
    });
    // The next run finds it there.
    expect(await createPlatformStorage(platform).get(STORAGE_KEYS.user)).toEqual({
      token: 'fresh-token',
      isSignup: false,
    });
  });

  it('in the mini-app without SecureStorage, in memory only: the next run logs in again', async () => {
    const platform = miniApp();
    const { controller, storage } = await setUp(telegramLogin(), { platform });
    await controller.logInWithTelegram(false);
    expect(controller.getState().token).toBe('fresh-token');
    expect(await storage.get(STORAGE_KEYS.user)).toEqual({ token: 'fresh-token', isSignup: false });
    expect(holdsToken(platform.storage.snapshot(), 'fresh-token')).toBe(false);
    expect(await createPlatformStorage(platform).get(STORAGE_KEYS.user)).toBeNull();
  });

  it('in the mini-app, a token an earlier version left in CloudStorage is deleted at start', async () => {
    const platform = miniApp({
      secureStorage: createMemoryStore(),
      storage: createMemoryStore({ user: '{"token":"synced-token","isSignup":false}', language: '"fa"' }),
    });
    // What start-up reads first (boot's readBootState): the old copy is not taken over, and is gone.
    expect(await createPlatformStorage(platform).get(STORAGE_KEYS.user)).toBeNull();
    expect(platform.storage.snapshot()).toEqual({ language: '"fa"' });
  });

  it('in the mini-app, logout clears the SecureStorage copy', async () => {
    const platform = miniApp({ secureStorage: createMemoryStore() });
    const { controller } = await setUp(
      { 'POST /v1/authentication/logout': [{ body: { result: {} } }] },
      { platform },
    );
    expect(platform.secureStorage?.snapshot().user).toBeDefined();
    await controller.logOut();
    expect(platform.secureStorage?.snapshot()).toEqual({});
    expect(Object.keys(platform.storage.snapshot()).sort()).toEqual(['deviceId', 'language']);
  });
});

describe('the session inside the messenger', () => {
  it('[AUTH-07] a 401 logs in again with the init data and retries the call once', async () => {
    const { controller, server, navigations } = await setUp(
      {
        'GET /v1/user/whoami': [UNAUTHORIZED, WHOAMI],
        'POST /v1/authentication/telegram-webapp': [
          { body: { result: { token: 'fresh-token', isSignup: false } } },
        ],
      },
      { platform: miniApp() },
    );
    await expect(controller.api.whoami()).resolves.toEqual({ id: '1' });
    expect(server.seen.map((request) => request.key)).toEqual([
      'GET /v1/user/whoami',
      'POST /v1/authentication/telegram-webapp',
      'GET /v1/user/whoami',
    ]);
    expect(server.seen[1]?.body).toMatchObject({
      telegramData: 'query_id=1&user=%7B%7D&hash=x',
      loginToInitialUser: false,
    });
    expect(server.seen[2]?.authorization).toBe('Bearer fresh-token');
    expect(navigations).toEqual([]);
  });

  it('[AUTH-07] parallel 401s share one re-login', async () => {
    const { controller, server } = await setUp(
      {
        'GET /v1/user/whoami': [UNAUTHORIZED, UNAUTHORIZED, WHOAMI, WHOAMI],
        'POST /v1/authentication/telegram-webapp': [
          { body: { result: { token: 'fresh-token', isSignup: false } } },
        ],
      },
      { platform: miniApp() },
    );
    await Promise.all([controller.api.whoami(), controller.api.whoami()]);
    expect(server.seen.filter((request) => request.key.includes('telegram-webapp'))).toHaveLength(1);
  });

  it('[ERR-05] [AUTH-05] TELEGRAM_IS_LOGGED_OUT clears data, becomes anonymous and goes to login', async () => {
    const { controller, platform, navigations } = await setUp(
      {
        'GET /v1/user/whoami': [UNAUTHORIZED],
        'POST /v1/authentication/telegram-webapp': [
          {
            status: 401,
            body: { status: 401, codeString: 'TELEGRAM_IS_LOGGED_OUT', localizedMessage: 'Server says no' },
          },
        ],
      },
      { platform: miniApp() },
    );
    await expect(controller.api.whoami()).rejects.toMatchObject({ status: 401 });
    expect(controller.getState().token).toBeNull();
    expect(Object.keys(platform.storage.snapshot()).sort()).toEqual(['deviceId', 'language']);
    expect(navigations).toEqual(['/login?nextUrl=%2Fcoin%2FBTC%3Frange%3DALL']);
  });

  it('[AUTH-04] the messenger login sends telegramData, deviceInformation and loginToInitialUser', async () => {
    const { controller, server } = await setUp(
      { 'POST /v1/authentication/telegram-webapp': [{ body: { result: { token: 't', isSignup: true } } }] },
      { platform: miniApp() },
    );
    await controller.logInWithTelegram(true);
    expect(server.seen[0]?.body).toEqual({
      telegramData: 'query_id=1&user=%7B%7D&hash=x',
      deviceInformation: { persistentId: 'device-1', fingerprint: 'f', spec: {} },
      loginToInitialUser: true,
    });
    expect(controller.getState()).toEqual({ token: 't', isSignup: true });
  });
});

describe('after a PIN lockout inside the messenger', () => {
  const LOGOUT = { body: { result: null } };

  it('the messenger login stays off, even after a restart, until a login by one-time code', async () => {
    const platform = miniApp();
    const { controller, server, storage } = await setUp(
      { 'POST /v1/authentication/logout': [LOGOUT] },
      { platform },
    );
    await controller.logOut({ isPinLockout: true });
    expect(controller.getState().token).toBeNull();
    expect(controller.isMessengerLoginBlocked()).toBe(true);
    await expect(controller.logInWithTelegram(true)).rejects.toThrow(MessengerLoginBlockedError);
    expect(server.seen.map((request) => request.key)).toEqual(['POST /v1/authentication/logout']);

    // The next run reads the block from this device's storage, which a lost session keeps.
    expect(await storage.get(STORAGE_KEYS.messengerLoginBlocked)).toBe(true);
    const boot = await readBootState(createPlatformStorage(platform), platform);
    expect(boot.isMessengerLoginBlocked).toBe(true);

    await controller.logIn({ token: 'by-code', isSignup: false });
    expect(controller.isMessengerLoginBlocked()).toBe(false);
    expect(await storage.get(STORAGE_KEYS.messengerLoginBlocked)).toBe(false);
  });

  it('a 401 while blocked does not log in with the init data: it clears the session and goes to login', async () => {
    const { controller, server, navigations } = await setUp(
      { 'GET /v1/user/whoami': [UNAUTHORIZED] },
      { platform: miniApp(), isMessengerLoginBlocked: true },
    );
    await expect(controller.api.whoami()).rejects.toMatchObject({ status: 401 });
    expect(server.seen.map((request) => request.key)).toEqual(['GET /v1/user/whoami']);
    expect(controller.getState().token).toBeNull();
    expect(navigations).toEqual(['/login?nextUrl=%2Fcoin%2FBTC%3Frange%3DALL']);
  });

  it('a plain logout leaves the messenger login on', async () => {
    const { controller } = await setUp(
      { 'POST /v1/authentication/logout': [LOGOUT] },
      { platform: miniApp() },
    );
    await controller.logOut();
    expect(controller.isMessengerLoginBlocked()).toBe(false);
  });
});
