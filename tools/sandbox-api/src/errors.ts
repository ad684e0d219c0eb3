import type { ErrorCode } from '@wallet/api';

/** A 4xx answer in the error shape. Handlers throw it; the app turns it into `{ status, codeString, localizedMessage }`. */
export class ApiFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429,
    readonly codeString: ErrorCode,
    detail?: string,
  ) {
    super(detail ?? codeString);
  }
}

export const badInput = (detail?: string) => new ApiFailure(400, 'BAD_INPUT_VALUES', detail);
export const notFound = (code: ErrorCode = 'NOT_FOUND') => new ApiFailure(404, code);
export const unauthorized = () => new ApiFailure(401, 'UNAUTHORIZED');
