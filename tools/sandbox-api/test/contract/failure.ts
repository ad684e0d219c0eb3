import { isApiError, type ApiError } from '@wallet/api';

/** The ApiError a call fails with; fails the test if the call succeeds. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
