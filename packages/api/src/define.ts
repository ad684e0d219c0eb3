import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * anonymous: no token needed; a token is ignored.
 * optional: works without a token, and uses it when one is sent (global configuration).
 * user: a valid bearer token is required.
 */
export type CallAuth = 'anonymous' | 'optional' | 'user';

/** Spec 001 §7: 30 s for every call, 10 min for document upload. */
export const DEFAULT_TIMEOUT_MS = 30_000;
export const UPLOAD_TIMEOUT_MS = 600_000;

export interface CallDefinition {
  readonly method: HttpMethod;
  /** Path with `{name}` placeholders, as spec 001 writes it. */
  readonly path: string;
  readonly summary: string;
  readonly auth: CallAuth;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  readonly timeoutMs: number;
  /** A money call: accepts an `Idempotency-Key` header and replays the first answer. */
  readonly idempotent?: boolean;
  /**
   * Two-factor protected: with two-factor authentication on, the call needs an `X-2FA-AUTH` code. Says which
   * authenticationId an SMS or e-mail code must have been requested for.
   */
  readonly twoFactor?: string;
  /** Multipart upload with progress. */
  readonly upload?: boolean;
  /** Designed here because spec 001 shows no such call or no path for it. */
  readonly notInSpec?: string;
  readonly tags: readonly string[];
}

type WithTimeout<D> = D & { readonly timeoutMs: number };

/** One typed definition per call; the client and the sandbox are both generated from these. */
export function defineCall<const D extends Omit<CallDefinition, 'timeoutMs'> & { timeoutMs?: number }>(
  definition: D,
): WithTimeout<D> {
  return {
    ...definition,
    timeoutMs: definition.timeoutMs ?? (definition.upload ? UPLOAD_TIMEOUT_MS : DEFAULT_TIMEOUT_MS),
  };
}

type InputPart<D, K extends 'params' | 'query' | 'body'> = D extends { [P in K]: infer S extends z.ZodType }
  ? Record<string, never> extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a client passes to a call: path params, query and body, each only where the call has it. */
export type CallInput<D> = InputPart<D, 'params'> & InputPart<D, 'query'> & InputPart<D, 'body'>;
/** What the server receives after validation. */
export type CallParsedInput<D> = {
  params: D extends { params: infer S extends z.ZodType } ? z.output<S> : Record<string, never>;
  query: D extends { query: infer S extends z.ZodType } ? z.output<S> : Record<string, never>;
  body: D extends { body: infer S extends z.ZodType } ? z.output<S> : undefined;
};
export type CallResult<D> = D extends { response: infer S extends z.ZodType } ? z.output<S> : never;
export type CallResultInput<D> = D extends { response: infer S extends z.ZodType } ? z.input<S> : never;

/** True when every part of the call's input is optional, so the client may omit the argument. */
export type HasNoInput<D> = Record<string, never> extends CallInput<D> ? true : false;

/** `/v1/x/{id}` → `/v1/x/:id` (Hono's syntax). */
export function toColonPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
