import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { errorFeedback } from './errors';
import { FEEDBACK_MESSAGES } from './messages';

/**
 * The words spec 001 §8 shows for a failed call, for a page that shows them in place rather than as a toast:
 * the server's message, else too-many-requests or the connection error. Null when the rules show nothing
 * (the session flow or the upgrade prompt takes over).
 */
export function useErrorText(): (error: unknown) => string | null {
  const { i18n } = useLingui();
  return useCallback(
    (error: unknown) => {
      const { message } = errorFeedback(error);
      if (!message) return null;
      return message.kind === 'server' ? message.text : i18n._(FEEDBACK_MESSAGES[message.key]);
    },
    [i18n],
  );
}
