import type * as KyModule from 'ky';
import type { KyInstance, Options as KyOptions } from 'ky';
import { z } from 'zod/mini';
import { fillPath, type CallDefinition } from '../define';
import {
  ApiError,
  apiErrorFromResponse,
  CONNECTION_ERROR,
  INVALID_RESPONSE,
  TIMEOUT_ERROR,
} from './api-error';
import { callHeaders, deviceTimezone } from './call-headers';
import type { CallRoute } from './call-routes';
import type { ApiClientConfig, CallOptions } from './create-client';

export interface RawInput {
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

export type AnyCall = CallDefinition | CallRoute;
const hasBody = (definition: AnyCall) =>
  'hasBody' in definition ? definition.hasBody : 'body' in definition && definition.body;

type Ky = typeof KyModule;
interface Transport {
  ky: Ky;
  http: KyInstance;
}

/** The client's functions by call name; each looks its call up when it is made. */
export type CallFunction = (input?: RawInput, options?: CallOptions) => Promise<unknown>;
export type CallLookup = (name: string) => AnyCall | undefined | Promise<AnyCall | undefined>;

/**
 * Loads once, when first asked; a load that failed (the chunk did not arrive) is tried again on the next ask.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (loading) return loading;
    const current = load();
    loading = current;
    current.catch(() => {
      if (loading === current) loading = null;
    });
    return current;
  };
}

export interface Caller {
  /** The function that makes the named call. */
  callFor(name: string): CallFunction;
  /** Starts loading ky now rather than with the first call; a load that fails is tried again by that call. */
  prepare(): void;
}

/**
 * What every client shares: headers, the envelope, errors and the retry after onUnauthorized. ky is not part
 * of the app's start-up code (the first screen paints from stored state and needs no request): it loads with
 * the first call, or when `prepare` asks.
 */
export function createCaller(config: ApiClientConfig, lookup: CallLookup): Caller {
  const loadTransport = loadOnce(async (): Promise<Transport> => {
    const ky = await import('ky');
    const http = ky.default.create({
      baseUrl: config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`,
      retry: 0,
      throwHttpErrors: true,
      ...(config.fetch ? { fetch: config.fetch } : {}),
    });
    return { ky, http };
  });

  function headersFor(definition: AnyCall, options: CallOptions | undefined): Record<string, string> {
    const headers = callHeaders({
      timezone: (config.getTimezone ?? deviceTimezone)(),
      platform: config.platform,
      os: config.os,
      token: definition.auth === 'anonymous' ? null : config.getToken?.(),
      language: config.getLanguage?.(),
    });
    if (options?.twoFactorCode) headers['X-2FA-AUTH'] = options.twoFactorCode;
    if (options?.idempotencyKey) {
      if (!definition.idempotent) throw new TypeError('Idempotency-Key is only for money calls');
      headers['Idempotency-Key'] = options.idempotencyKey;
    }
    return headers;
  }

  async function send(
    { ky, http }: Transport,
    name: string,
    definition: AnyCall,
    input: RawInput,
    options?: CallOptions,
  ) {
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
      throw toApiError(name, error, ky);
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

  async function call(name: string, input: RawInput = {}, options?: CallOptions) {
    let found: [AnyCall | undefined, Transport];
    try {
      found = await Promise.all([lookup(name), loadTransport()]);
    } catch (error) {
      // The client's code did not arrive: to the user, the same as a lost connection.
      throw toApiError(name, error);
    }
    const [definition, transport] = found;
    if (!definition) throw new TypeError(`${name} is not a call of the contract`);
    try {
      return await send(transport, name, definition, input, options);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.isUnauthorized || !config.onUnauthorized) throw error;
      if (definition.auth === 'anonymous') throw error;
      if ((await config.onUnauthorized(error)) !== 'retry') throw error;
      return send(transport, name, definition, input, options);
    }
  }

  return {
    callFor: (name) => (input, options) => call(name, input, options),
    prepare: () => void loadTransport().catch(() => undefined),
  };
}

/** ky's errors as ApiError; without ky (its chunk did not arrive) every failure is a lost connection. */
function toApiError(call: string, error: unknown, ky?: Ky): ApiError {
  if (error instanceof ApiError) return error;
  if (ky && error instanceof ky.HTTPError)
    return apiErrorFromResponse(call, error.response.status, error.data);
  if (ky && error instanceof ky.TimeoutError) {
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
