import { callHeaders, type CallHeaderValues, type CallName, type CallRoute } from '@wallet/api/early';

/**
 * The calls a logged-in start makes before its first screen can draw: the shell's global config, on every
 * path, and the first queries of the screen at the path (its module's `firstQueries`; a test keeps the two in
 * step). Each is a GET without input.
 */
export const EARLY_CALLS = {
  onEveryPath: ['globalConfigs'],
  byPath: { '/dashboard': ['assets', 'whoami', 'banners'] },
} as const satisfies {
  onEveryPath: readonly CallName[];
  byPath: Readonly<Record<string, readonly CallName[]>>;
};

/** The calls a start may send early. */
type EarlyCallName =
  | (typeof EARLY_CALLS.onEveryPath)[number]
  | (typeof EARLY_CALLS.byPath)[keyof typeof EARLY_CALLS.byPath][number];

/**
 * What the early calls are sent with, as the contract's route table has them (CALL_ROUTES; a test keeps the
 * two the same): the page's early script carries these few, not the whole table.
 */
export const EARLY_ROUTES: Record<EarlyCallName, Pick<CallRoute, 'method' | 'path' | 'auth'>> = {
  globalConfigs: { method: 'GET', path: '/v1/utils/global-configs', auth: 'optional' },
  assets: { method: 'GET', path: '/v2/assets', auth: 'user' },
  whoami: { method: 'GET', path: '/v1/user/whoami', auth: 'user' },
  banners: { method: 'GET', path: '/v1/utils/banners', auth: 'user' },
};

/**
 * The pictures a first screen draws from an early call's answer, fetched as soon as it arrives rather than
 * once the app has drawn: the dashboard's first banner, its largest picture (the carousel loads it eagerly).
 */
export const EARLY_ARTWORK: Partial<Record<CallName, (result: unknown) => string[]>> = {
  banners: (result) => {
    const first: unknown = Array.isArray(result) ? result[0] : null;
    if (typeof first !== 'object' || first === null || !('src' in first)) return [];
    return typeof first.src === 'string' && first.src ? [first.src] : [];
  },
};

/** An early call: its request, and the pictures its answer names, if the first screen draws them. */
export interface EarlyCall {
  request: Request;
  artworkOf?: (result: unknown) => string[];
}

export interface EarlyStart {
  /** The path the page opened at. */
  path: string;
  /** The API's base URL as the app's client has it (`/api`, or absolute). */
  apiBaseUrl: string;
  /** The page's origin, which a relative base URL is resolved against. */
  origin: string;
  /** The values of the client's headers: the stored session's token, the language the app will choose. */
  headers: CallHeaderValues;
}

/**
 * The calls a start sends early, as the app's client would send them (same URL and headers, so the client
 * takes their answers): none without a session, whose login page makes no call before it draws.
 */
export function earlyCalls(start: EarlyStart): EarlyCall[] {
  if (!start.headers.token) return [];
  const byPath: Readonly<Record<string, readonly EarlyCallName[]>> = EARLY_CALLS.byPath;
  const names = [...EARLY_CALLS.onEveryPath, ...(byPath[start.path] ?? [])];
  const base = new URL(
    start.apiBaseUrl.endsWith('/') ? start.apiBaseUrl : `${start.apiBaseUrl}/`,
    start.origin,
  );
  return names.map((name) => {
    const route = EARLY_ROUTES[name];
    const headers = callHeaders({
      ...start.headers,
      token: route.auth === 'anonymous' ? null : start.headers.token,
    });
    const request = new Request(new URL(route.path.replace(/^\//, ''), base), {
      method: route.method,
      headers: { ...headers, Accept: 'application/json' },
    });
    const artworkOf = EARLY_ARTWORK[name];
    return artworkOf ? { request, artworkOf } : { request };
  });
}
