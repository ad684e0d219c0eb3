import type { z } from 'zod';
import type { ErrorCode } from './schemas/errors';
import type { LimitFlag } from './schemas/rial';

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

/**
 * Which authenticationId an SMS or e-mail code of a two-factor protected call must have been requested for:
 * a path parameter (a task id), the request's Idempotency-Key (one code opens that one request), or a fixed
 * name. An authenticator app's code needs none.
 */
export type TwoFactorBinding =
  { readonly param: string } | { readonly idempotencyKey: true } | { readonly fixed: string };

/**
 * Tries a user may make of a call in a window. `counts: 'every'` counts every call (a rate limit); a list of
 * codes counts only answers with one of them (wrong guesses). Each try is counted before the call runs, so
 * parallel tries cannot pass the limit; past it the call answers 429 with `refusal`.
 */
export interface AttemptLimit {
  /** Calls sharing a scope share a count (every two-factor code check shares TWO_FACTOR). */
  readonly scope: string;
  readonly max: number;
  readonly windowSeconds: number;
  readonly counts: 'every' | readonly ErrorCode[];
  readonly refusal: ErrorCode;
}

export interface CallDefinition {
  readonly method: HttpMethod;
  /** Path with `{name}` placeholders, as spec 001 writes it. */
  readonly path: string;
  readonly summary: string;
  readonly auth: CallAuth;
  readonly params?: z.core.$ZodType;
  readonly query?: z.core.$ZodType;
  readonly body?: z.core.$ZodType;
  readonly response: z.core.$ZodType;
  readonly timeoutMs: number;
  /** A money call: needs an `Idempotency-Key` header and replays the first answer. */
  readonly idempotent?: boolean;
  /**
   * Takes money out of the user's balance. Such a call passes the one spend guard (account lock, two-factor
   * blocks, the Rial-deposit lock, level and limits, coin features, two-factor), so it must also be
   * idempotent and two-factor protected.
   */
  readonly spends?: true;
  /**
   * A trade: the user's balance goes down in exchange for another token or an invoice's product (the swap's
   * order, express sell, paying an invoice, running an express buy or withdraw). Such a call passes the trade
   * guard (level, account lock, the swap pauses), so it must also be idempotent; nothing leaves the wallet, so no
   * two-factor code unless it also spends.
   */
  readonly trades?: true;
  /** Two-factor protected: with two-factor authentication on, the call needs an `X-2FA-AUTH` code. */
  readonly twoFactor?: TwoFactorBinding;
  readonly attemptLimit?: AttemptLimit;
  /** Multipart upload with progress. */
  readonly upload?: boolean;
  /** Designed here because spec 001 shows no such call or no path for it. */
  readonly notInSpec?: string;
  /** The limit flags that act on this call; the OpenAPI text gives each one's effect (LIMIT_FLAG_EFFECTS). */
  readonly limitFlags?: readonly LimitFlag[];
  readonly tags: readonly string[];
}

/** A spending call without idempotency or two-factor, a trading call without idempotency, or a code bound to a path parameter it lacks, does not compile. */
type DefinitionRules<D> = (D extends { spends: true }
  ? { idempotent: true; twoFactor: TwoFactorBinding }
  : unknown) &
  (D extends { trades: true } ? { idempotent: true } : unknown) &
  (D extends { twoFactor: { param: infer P extends string } }
    ? D extends { params: infer S extends z.core.$ZodType }
      ? P extends keyof z.output<S>
        ? unknown
        : { twoFactor: never }
      : { twoFactor: never }
    : unknown);

type WithTimeout<D> = D & { readonly timeoutMs: number };

/** One typed definition per call; the client and the sandbox are both generated from these. */
export function defineCall<const D extends Omit<CallDefinition, 'timeoutMs'> & { timeoutMs?: number }>(
  definition: D & DefinitionRules<D>,
): WithTimeout<D> {
  return {
    ...definition,
    timeoutMs: definition.timeoutMs ?? (definition.upload ? UPLOAD_TIMEOUT_MS : DEFAULT_TIMEOUT_MS),
  };
}

type InputPart<D, K extends 'params' | 'query' | 'body'> = D extends {
  [P in K]: infer S extends z.core.$ZodType;
}
  ? Record<string, never> extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a client passes to a call: path params, query and body, each only where the call has it. */
export type CallInput<D> = InputPart<D, 'params'> & InputPart<D, 'query'> & InputPart<D, 'body'>;
/** What the server receives after validation. */
export type CallParsedInput<D> = {
  params: D extends { params: infer S extends z.core.$ZodType } ? z.output<S> : Record<string, never>;
  query: D extends { query: infer S extends z.core.$ZodType } ? z.output<S> : Record<string, never>;
  body: D extends { body: infer S extends z.core.$ZodType } ? z.output<S> : undefined;
};
export type CallResult<D> = D extends { response: infer S extends z.core.$ZodType } ? z.output<S> : never;
export type CallResultInput<D> = D extends { response: infer S extends z.core.$ZodType } ? z.input<S> : never;

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
