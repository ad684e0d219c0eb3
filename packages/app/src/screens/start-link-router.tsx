import { useEffect } from 'react';
import { usePlatform } from '@wallet/platform';
import { startLinkPath, useNavigate, useRouteQuery } from '@wallet/ui';
import { Splash } from './splash';

/** Replaces the router's place in history with the page a start code names (the dashboard when it names none). */
function useReplaceWith(to: string) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
}

/**
 * /telegram-router and /twa-router: where a mini-app launch with a start parameter enters (Telegram's
 * `startapp`, a button of the bot); they go on to the page it names.
 */
export function TelegramRouterPage() {
  const platform = usePlatform();
  useReplaceWith(startLinkPath(platform.launch.startParam));
  return <Splash />;
}

/** /redirect?to=: the web app's start links, read by the same rules as the mini-app's start parameter. */
export function RedirectPage() {
  const { to } = useRouteQuery('redirect');
  useReplaceWith(startLinkPath(to));
  return <Splash />;
}
