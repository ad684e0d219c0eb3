import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { loginRedirect, queryKeys, useApi, useSession } from '@wallet/ui';
import { MessengerLoginFailed } from '../screens/messenger-login-failed';
import { Splash } from '../screens/splash';
import type { MessengerLoginStatus } from '../session/use-messenger-login';
import { loadUntilLoaded } from './startup';

/** The session check: an anonymous user goes to /login with the current page as nextUrl. */
export function SessionGate({
  messengerLogin,
  children,
}: {
  messengerLogin: { status: MessengerLoginStatus; retry(): void };
  children: ReactNode;
}) {
  const { t } = useLingui();
  const session = useSession();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const mustLogIn =
    !session.isAuthenticated && !['pending', 'rejected', 'unreachable'].includes(messengerLogin.status);
  useEffect(() => {
    if (mustLogIn) navigate(loginRedirect(`${location}${search ? `?${search}` : ''}`), { replace: true });
  }, [mustLogIn, location, search, navigate]);

  if (session.isAuthenticated) return children;
  if (messengerLogin.status === 'rejected' || messengerLogin.status === 'unreachable') {
    return (
      <MessengerLoginFailed
        reason={messengerLogin.status}
        onRetry={messengerLogin.retry}
        isRetrying={false}
      />
    );
  }
  return <Splash label={t`Logging in with Telegram`} />;
}

/** Start-up: global config, retried without end with a growing delay (spec 000 §4); a 401 clears the session. */
export function StartupGate({
  clearSession,
  children,
}: {
  clearSession: () => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const api = useApi();
  const config = useQuery({
    queryKey: queryKeys.globalConfig(),
    queryFn: ({ signal }) =>
      loadUntilLoaded(() => api.globalConfigs(undefined, { signal }), { clearSession, signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (!config.data) return <Splash label={t`Loading the wallet`} />;
  return children;
}
