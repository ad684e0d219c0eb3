import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { usePlatform } from '@wallet/platform';
import {
  buildPath,
  BuiltRoutesProvider,
  DashboardSectionsProvider,
  resolveLocation,
  startLinkEntry,
  UpgradePrompt,
  useSession,
  type Resolution,
  type ScreenProps,
} from '@wallet/ui';
import { ConfirmOutProvider } from '@wallet/ui/money-call';
import { APP, isBuilt } from '../features';
import { Splash } from '../screens/splash';
import type { MessengerLoginStatus } from '../session/use-messenger-login';
import { BottomNav } from './bottom-nav';
import { useFirstQueries } from './first-queries';
import { showsBottomNav } from './bottom-nav-tabs';
import { SessionGate, StartupGate } from './gates';
import { useDropLastScreen, useKeepLastScreen } from './keep-last-screen';
import { RenderedButtonBar, RenderedHeader } from './rendered-chrome';
import { ScreenBoundary } from './screen-boundary';
import { Toasts } from './toasts';

/** Tells the host the first screen is up (Telegram's ready()), once. */
function ReadySignal() {
  const platform = usePlatform();
  const isSent = useRef(false);
  useEffect(() => {
    if (isSent.current) return;
    isSent.current = true;
    platform.ready();
  }, [platform]);
  return null;
}

/** Telegram's Settings button opens the settings page. */
function useSettingsButton() {
  const platform = usePlatform();
  const [, navigate] = useLocation();
  useEffect(() => {
    const button = platform.settingsButton;
    if (!button) return;
    button.setVisible(true);
    const unsubscribe = button.onClick(() => navigate(buildPath('profileSettings')));
    return () => {
      unsubscribe();
      button.setVisible(false);
    };
  }, [platform, navigate]);
}

export function Shell({
  screenProps,
  messengerLogin,
  androidMarket,
  clearSession,
  keepsLastScreen,
}: {
  screenProps: ScreenProps;
  messengerLogin: { status: MessengerLoginStatus; retry(): void };
  androidMarket: 'MYKET' | 'BAZAR' | null;
  clearSession: () => Promise<void>;
  /** The host paints the dashboard as last drawn at its next start (packages/app/src/early/last-screen.ts). */
  keepsLastScreen: boolean;
}) {
  const platform = usePlatform();
  const shellRef = useRef<HTMLDivElement>(null);
  useDropLastScreen();
  useKeepLastScreen(shellRef, keepsLastScreen);
  const session = useSession();
  const [location, navigate] = useLocation();
  const search = useSearch();
  useSettingsButton();
  // A launch with a start parameter enters by its router, not the dashboard the root opens, and only once: the
  // root reached later in the same run is the dashboard again.
  const startEntry = useRef(startLinkEntry(location, platform.launch));
  useEffect(() => {
    if (location !== '/') startEntry.current = null;
  }, [location]);
  const resolution: Resolution =
    startEntry.current && location === '/'
      ? { kind: 'redirect', to: startEntry.current }
      : resolveLocation(location, isBuilt, search);
  const redirectTo = resolution.kind === 'redirect' ? resolution.to : null;
  useFirstQueries(resolution.kind === 'render' && !resolution.skipsStartup ? resolution.route.name : null);
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);
  if (resolution.kind === 'redirect') return <Splash />;

  const Screen = APP.screens[resolution.route.name];
  if (!Screen) return <Splash />;
  const screen = (
    <DashboardSectionsProvider sections={APP.dashboard}>
      <BuiltRoutesProvider isBuilt={isBuilt}>
        <ConfirmOutProvider step={APP.confirmOut}>
          <ScreenBoundary>
            <Suspense fallback={<Splash />}>
              <Screen {...screenProps} />
            </Suspense>
          </ScreenBoundary>
        </ConfirmOutProvider>
      </BuiltRoutesProvider>
    </DashboardSectionsProvider>
  );
  return (
    <div className="shell" ref={shellRef}>
      <ReadySignal />
      {platform.rendered && <RenderedHeader chrome={platform.rendered} />}
      <div className="shell-content">
        {resolution.skipsStartup ? (
          screen
        ) : (
          <SessionGate messengerLogin={messengerLogin}>
            <StartupGate clearSession={clearSession}>{screen}</StartupGate>
          </SessionGate>
        )}
      </div>
      {showsBottomNav(resolution.route.name, session.isAuthenticated) && (
        <BottomNav currentRoute={resolution.route.name} androidMarket={androidMarket} />
      )}
      {platform.rendered && <RenderedButtonBar chrome={platform.rendered} />}
      {session.isAuthenticated &&
        !resolution.skipsStartup &&
        APP.shell.map((Mounted, index) => <Mounted key={index} />)}
      <UpgradePrompt />
      <Toasts />
    </div>
  );
}
