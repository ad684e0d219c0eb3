import { apiErrorBody } from '../schemas/errors';

/** How a call failed: an error answer from the server, or no usable answer at all. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-response';

export const CONNECTION_ERROR = 'CONNECTION_ERROR';
export const TIMEOUT_ERROR = 'TIMEOUT';
export const INVALID_RESPONSE = 'INVALID_RESPONSE';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  /** The server's codeString, or CONNECTION_ERROR / TIMEOUT / INVALID_RESPONSE. */
  readonly codeString: string;
  /** The server's message in the user's language; null when the server gave none. */
  readonly localizedMessage: string | null;
  readonly call: string;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    codeString: string;
    localizedMessage: string | null;
    call: string;
    cause?: unknown;
  }) {
    super(`${init.call}: ${init.codeString} (${init.status})`, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.codeString = init.codeString;
    this.localizedMessage = init.localizedMessage;
    this.call = init.call;
  }

  get isUnauthorized(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Turns whatever an error answer's body is into an ApiError. */
export function apiErrorFromResponse(call: string, status: number, data: unknown): ApiError {
  const parsed = apiErrorBody.safeParse(data);
  if (parsed.success) {
    return new ApiError({
      kind: 'http',
      status,
      codeString: parsed.data.codeString,
      localizedMessage: parsed.data.localizedMessage || null,
      call,
    });
  }
  return new ApiError({ kind: 'http', status, codeString: `HTTP_${status}`, localizedMessage: null, call });
}
