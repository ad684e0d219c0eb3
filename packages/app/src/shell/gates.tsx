import { useLingui } from '@lingui/react/macro';
import { use, useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { loginRedirect, useSession } from '@wallet/ui';
import { Splash } from '../screens/splash';
import type { MessengerLoginStatus } from '../session/use-messenger-login';
import { HostScreensContext } from './host-screens';
import { LastStateNotice } from './last-state-notice';
import { StartOffline } from './start-offline';
import { useIsUnreachable, useStartupConfig } from './use-startup-config';

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
  const { messengerLoginFailed: MessengerLoginFailed } = use(HostScreensContext);
  const mustLogIn =
    !session.isAuthenticated && !['pending', 'rejected', 'unreachable'].includes(messengerLogin.status);
  useEffect(() => {
    if (mustLogIn) navigate(loginRedirect(`${location}${search ? `?${search}` : ''}`), { replace: true });
  }, [mustLogIn, location, search, navigate]);

  if (session.isAuthenticated) return children;
  if (
    MessengerLoginFailed &&
    (messengerLogin.status === 'rejected' || messengerLogin.status === 'unreachable')
  ) {
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

/**
 * Start-up: global config, retried without end with a growing delay (spec 000 §4); a 401 clears the session.
 * A returning user's stored config lets the page show at once, marked while it updates; a first start waits
 * for the config, and says so when the server cannot be reached rather than spinning.
 */
export function StartupGate({
  clearSession,
  children,
}: {
  clearSession: () => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const config = useStartupConfig(clearSession);
  const isUnreachable = useIsUnreachable(config);
  if (config.data === undefined) {
    if (!isUnreachable) return <Splash label={t`Loading the wallet`} />;
    const isRetrying = config.fetchStatus === 'fetching' && config.failureCount === 0;
    return <StartOffline onRetry={() => void config.refetch()} isRetrying={isRetrying} />;
  }
  return (
    <>
      {children}
      <LastStateNotice />
    </>
  );
}
