import { isApiError } from '@wallet/api';

/** Message keys of the shell's catalog (spec 001 §8). */
export type FeedbackMessageKey = 'tooManyRequests' | 'connectionError' | 'successfullyDone';

/** Spec 001 §8: the success message when a call names none. */
export const DEFAULT_SUCCESS_MESSAGE: FeedbackMessageKey = 'successfullyDone';

export type ErrorFeedback = {
  /** What to show: the server's own words, a catalog text, or nothing. */
  message: { kind: 'server'; text: string } | { kind: 'catalog'; key: FeedbackMessageKey } | null;
  hapticError: boolean;
  /** What the shell does besides: the session flow, the level-upgrade prompt, or a logout to /login. */
  action: 'sessionFlow' | 'upgradePrompt' | 'telegramLoggedOut' | null;
};

/** Spec 001 §8's handling rules, for any failure of a call. */
export function errorFeedback(error: unknown): ErrorFeedback {
  const status = isApiError(error) ? error.status : 0;
  if (isApiError(error) && error.codeString === 'TELEGRAM_IS_LOGGED_OUT') {
    return { message: null, hapticError: false, action: 'telegramLoggedOut' };
  }
  const isSessionStatus = status === 401 || status === 403;
  // A level check may answer 403: it is the upgrade prompt, not a lost session.
  if (isApiError(error) && error.codeString === 'INSUFFICIENT_USER_LEVEL') {
    return { message: null, hapticError: !isSessionStatus, action: 'upgradePrompt' };
  }
  if (isSessionStatus) return { message: null, hapticError: false, action: 'sessionFlow' };
  const serverText = isApiError(error) ? error.localizedMessage : null;
  if (serverText) return { message: { kind: 'server', text: serverText }, hapticError: true, action: null };
  const key: FeedbackMessageKey = status === 429 ? 'tooManyRequests' : 'connectionError';
  return { message: { kind: 'catalog', key }, hapticError: true, action: null };
}
