import { isApiError, type ApiError } from '@wallet/api';
import { isTwoFactorRefusal } from '../security/two-factor-field';

/**
 * No answer, an unreadable one, or the server's own fault: whether the money moved is not known, so the key
 * is kept. Only a 4xx is a refusal.
 */
export const isOutcomeUnknown = (error: unknown) =>
  !isApiError(error) || error.kind !== 'http' || error.status < 400 || error.status >= 500;

/** A refusal of the request itself (4xx): the server moved nothing and will not for this request. */
export const isRefusal = (error: unknown): error is ApiError => !isOutcomeUnknown(error);

/**
 * Where a failure is told: a refusal of what the page sends in the page, next to it; a failure to reach the
 * server, the server's own, and the refusals the call names (`toastCodes`) as a toast, as the shell does. A
 * two-factor refusal is told at the code field.
 */
export function refusalPlace(
  error: unknown,
  toastCodes: readonly string[] = [],
): 'page' | 'toast' | 'code-field' {
  if (isOutcomeUnknown(error)) return 'toast';
  if (isTwoFactorRefusal(error)) return 'code-field';
  return isApiError(error) && toastCodes.includes(error.codeString) ? 'toast' : 'page';
}

/** The key can never be used again, whatever the call. */
const ALWAYS_FINAL = ['IDEMPOTENCY_KEY_REUSED'];

/** A refusal after which the request is over, so its key is forgotten: the key's own, or one the call names. */
export const isFinalRefusal = (error: unknown, finalCodes: readonly string[] = []) =>
  isRefusal(error) && (ALWAYS_FINAL.includes(error.codeString) || finalCodes.includes(error.codeString));
