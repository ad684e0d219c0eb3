import type { CallDefinition, CallInput, CallResult, HasNoInput } from '../define';
import type { ApiError } from './api-error';
import type { ClientPlatform } from './call-headers';
import { createCaller, loadOnce, type AnyCall, type CallFunction } from './call-sender';
import type { CallRoute } from './call-routes';

export type { ClientPlatform } from './call-headers';

export interface ApiClientConfig {
  /** From the environment's configuration (development, staging, production). */
  baseUrl: string;
  platform: ClientPlatform;
  /** Operating system, sent upper-cased as X-OS. */
  os: string;
  getToken?: () => string | null | undefined;
  getTimezone?: () => string;
  getLanguage?: () => string | null | undefined;
  /**
   * Called when a call that may send the session (not an anonymous one, whose refusal says nothing about the
   * session) answers 401 or 403. Answer `'retry'` to send the call once more (the messenger re-activates its
   * session first); anything else lets the error through.
   */
  onUnauthorized?: (error: ApiError) => Promise<'retry' | 'fail'>;
  /** Check every answer against the contract (development and tests). */
  validateResponses?: boolean;
  fetch?: typeof fetch;
}

export interface CallOptions {
  /** Money calls: the same key replays the first answer instead of moving money twice. */
  idempotencyKey?: string;
  /** Two-factor code for protected actions, sent as X-2FA-AUTH. */
  twoFactorCode?: string;
  signal?: AbortSignal;
  /** Upload calls: bytes sent so far. */
  onUploadProgress?: (progress: { percent: number; transferredBytes: number; totalBytes: number }) => void;
}

/** A money call is refused without an Idempotency-Key, so its options (and the key in them) are required. */
export type MoneyCallOptions = CallOptions & { idempotencyKey: string };

export type ClientFunction<D> = D extends { idempotent: true }
  ? (input: CallInput<D>, options: MoneyCallOptions) => Promise<CallResult<D>>
  : HasNoInput<D> extends true
    ? (input?: CallInput<D>, options?: CallOptions) => Promise<CallResult<D>>
    : (input: CallInput<D>, options?: CallOptions) => Promise<CallResult<D>>;

export type ApiClient<Defs extends Record<string, CallDefinition>> = {
  readonly [K in keyof Defs]: ClientFunction<Defs[K]>;
};

/**
 * Builds one typed function per definition; no call is written by hand. From routes alone it sends the same
 * calls, and cannot check answers.
 */
export function createApiClient<Defs extends Record<string, CallDefinition>>(
  definitions: Defs,
  config: ApiClientConfig,
): ApiClient<Defs>;
export function createApiClient<Defs extends Record<string, CallDefinition>>(
  routes: { readonly [K in keyof Defs]: CallRoute },
  config: ApiClientConfig,
): ApiClient<Defs>;
export function createApiClient(
  definitions: Record<string, AnyCall>,
  config: ApiClientConfig,
): Record<string, unknown> {
  const { callFor } = createCaller(config, (name) => definitions[name]);
  return Object.fromEntries(Object.keys(definitions).map((name) => [name, callFor(name)]));
}

/**
 * Never call names: with `then` the client would look like a promise to `await`, with `toJSON`
 * `JSON.stringify` would send a call.
 */
const NOT_CALLS = new Set(['then', 'toJSON']);

/**
 * A client whose route table and ky load apart from the app's start-up code, which so carries neither and
 * does not grow as the contract does. They start loading when the client is made, while the first screen
 * renders, and every call waits for them. It has a function for any name; a name that is not a call of the
 * contract fails when called. Names that objects already have (`toString`…) keep their meaning.
 */
export function createLazyApiClient<Defs extends Record<string, CallDefinition>>(
  loadRoutes: () => Promise<{ readonly [K in keyof Defs]: CallRoute }>,
  config: ApiClientConfig,
): ApiClient<Defs> {
  const routes = loadOnce(loadRoutes);
  const { callFor, prepare } = createCaller(config, async (name) => {
    const table: Record<string, CallRoute> = await routes();
    return Object.hasOwn(table, name) ? table[name] : undefined;
  });
  // A load that fails here is tried again by the first call.
  routes().catch(() => undefined);
  prepare();
  const functions = new Map<string, CallFunction>();
  const client = new Proxy(
    {},
    {
      get(target, name, receiver) {
        if (typeof name !== 'string' || name in target) return Reflect.get(target, name, receiver);
        if (NOT_CALLS.has(name)) return undefined;
        let callFunction = functions.get(name);
        if (!callFunction) {
          callFunction = callFor(name);
          functions.set(name, callFunction);
        }
        return callFunction;
      },
    },
  );
  // Typed by the contract's names: the Proxy answers each of them with that call's function.
  return client as ApiClient<Defs>;
}
