import ky, { HTTPError, TimeoutError, type Options as KyOptions } from 'ky';
import { z } from 'zod/mini';
import { fillPath, type CallDefinition, type CallInput, type CallResult, type HasNoInput } from '../define';
import type { CallRoute } from './call-routes';
import {
  ApiError,
  apiErrorFromResponse,
  CONNECTION_ERROR,
  INVALID_RESPONSE,
  TIMEOUT_ERROR,
} from './api-error';

/** The host the app runs in, sent as X-Platform. */
export type ClientPlatform = 'TELEGRAM' | 'WEB' | 'PWA' | 'ANDROID';

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
   * Called when a call answers 401 or 403. Answer `'retry'` to send the call once more (the messenger
   * re-activates its session first); anything else lets the error through.
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

interface RawInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

function searchParamsOf(query: Record<string, unknown> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

function formDataOf(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

function defaultTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

type AnyCall = CallDefinition | CallRoute;
const hasBody = (definition: AnyCall) =>
  'hasBody' in definition ? definition.hasBody : 'body' in definition && definition.body;

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
export function createApiClient(definitions: Record<string, AnyCall>, config: ApiClientConfig) {
  const http = ky.create({
    baseUrl: config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`,
    retry: 0,
    throwHttpErrors: true,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });

  function headersFor(definition: AnyCall, options: CallOptions | undefined): Record<string, string> {
    const headers: Record<string, string> = {
      'X-Timezone': (config.getTimezone ?? defaultTimezone)(),
      'X-Platform': config.platform.toUpperCase(),
      'X-OS': config.os.toUpperCase(),
    };
    const token = definition.auth === 'anonymous' ? null : config.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const language = config.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    if (options?.twoFactorCode) headers['X-2FA-AUTH'] = options.twoFactorCode;
    if (options?.idempotencyKey) {
      if (!definition.idempotent) throw new TypeError('Idempotency-Key is only for money calls');
      headers['Idempotency-Key'] = options.idempotencyKey;
    }
    return headers;
  }

  async function send(name: string, definition: AnyCall, input: RawInput, options?: CallOptions) {
    const kyOptions: KyOptions = {
      method: definition.method,
      headers: headersFor(definition, options),
      timeout: definition.timeoutMs,
      searchParams: searchParamsOf(input.query),
      ...(options?.signal ? { signal: options.signal } : {}),
    };
    if (hasBody(definition)) {
      if (definition.upload) {
        kyOptions.body = formDataOf(input.body);
        if (options?.onUploadProgress) kyOptions.onUploadProgress = options.onUploadProgress;
      } else {
        kyOptions.json = input.body ?? {};
      }
    }
    const url = fillPath(definition.path, input.params).replace(/^\//, '');
    try {
      const envelope = await http(url, kyOptions).json<{ result: unknown }>();
      return readResult(name, definition, envelope);
    } catch (error) {
      throw await toApiError(name, error);
    }
  }

  function readResult(name: string, definition: AnyCall, envelope: unknown): unknown {
    const invalid = (cause?: unknown) =>
      new ApiError({
        kind: 'invalid-response',
        status: 200,
        codeString: INVALID_RESPONSE,
        localizedMessage: null,
        call: name,
        cause,
      });
    if (typeof envelope !== 'object' || envelope === null || !('result' in envelope)) throw invalid();
    if (!config.validateResponses || !('response' in definition)) return envelope.result;
    const parsed = z.safeParse(definition.response, envelope.result);
    if (!parsed.success) throw invalid(parsed.error);
    return parsed.data;
  }

  async function call(name: string, definition: AnyCall, input: RawInput = {}, options?: CallOptions) {
    try {
      return await send(name, definition, input, options);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.isUnauthorized || !config.onUnauthorized) throw error;
      if ((await config.onUnauthorized(error)) !== 'retry') throw error;
      return send(name, definition, input, options);
    }
  }

  const client: Record<string, unknown> = {};
  for (const [name, definition] of Object.entries(definitions)) {
    client[name] = (input?: RawInput, options?: CallOptions) => call(name, definition, input, options);
  }
  return client;
}

async function toApiError(call: string, error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) return apiErrorFromResponse(call, error.response.status, error.data);
  if (error instanceof TimeoutError) {
    return new ApiError({
      kind: 'timeout',
      status: 0,
      codeString: TIMEOUT_ERROR,
      localizedMessage: null,
      call,
      cause: error,
    });
  }
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  return new ApiError({
    kind: 'network',
    status: 0,
    codeString: CONNECTION_ERROR,
    localizedMessage: null,
    call,
    cause: error,
  });
}
