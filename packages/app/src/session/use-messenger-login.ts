import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@wallet/api';
import { MessengerLoginBlockedError, type SessionController } from './session-controller';

export type MessengerLoginStatus =
  'notNeeded' | 'pending' | 'done' | 'loggedOut' | 'rejected' | 'unreachable';

/**
 * Inside the mini-app, a user without a stored token is logged in with the messenger's init data at start.
 * TELEGRAM_IS_LOGGED_OUT (the user logged out explicitly) and a PIN lockout's block on this device leave
 * them anonymous for the login page; refused
 * init data (tampered, expired) and an unreachable server each get their own screen.
 */
export function useMessengerLogin(controller: SessionController, isMiniApp: boolean) {
  const needsLogin = isMiniApp && !controller.getState().token;
  const [status, setStatus] = useState<MessengerLoginStatus>(needsLogin ? 'pending' : 'notNeeded');
  const attempt = useRef(0);

  const run = useCallback(() => {
    const current = ++attempt.current;
    setStatus('pending');
    controller.logInWithTelegram(false).then(
      () => current === attempt.current && setStatus('done'),
      (error: unknown) => {
        if (current !== attempt.current) return;
        const isLoggedOut =
          (isApiError(error) && error.codeString === 'TELEGRAM_IS_LOGGED_OUT') ||
          error instanceof MessengerLoginBlockedError;
        if (isLoggedOut) setStatus('loggedOut');
        else if (isApiError(error) && error.status >= 400 && error.status < 500) setStatus('rejected');
        else setStatus('unreachable');
      },
    );
  }, [controller]);

  useEffect(() => {
    if (needsLogin && attempt.current === 0) run();
  }, [needsLogin, run]);

  return { status, retry: run };
}
