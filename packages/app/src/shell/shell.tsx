import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { PriceAlertNotifier } from '@wallet/features-market/notifier';
import { usePlatform } from '@wallet/platform';
import { buildPath, resolveLocation, UpgradePrompt, useSession } from '@wallet/ui';
import { isBuilt, SCREENS, type ScreenProps } from '../screens/registry';
import { Splash } from '../screens/splash';
import type { MessengerLoginStatus } from '../session/use-messenger-login';
import { BottomNav } from './bottom-nav';
import { showsBottomNav } from './bottom-nav-tabs';
import { SessionGate, StartupGate } from './gates';
import { RenderedButtonBar, RenderedHeader } from './rendered-chrome';
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
}: {
  screenProps: ScreenProps;
  messengerLogin: { status: MessengerLoginStatus; retry(): void };
  androidMarket: 'MYKET' | 'BAZAR' | null;
  clearSession: () => Promise<void>;
}) {
  const platform = usePlatform();
  const session = useSession();
  const [location, navigate] = useLocation();
  useSettingsButton();
  const resolution = resolveLocation(location, isBuilt);
  const redirectTo = resolution.kind === 'redirect' ? resolution.to : null;
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);
  if (resolution.kind === 'redirect') return <Splash />;

  const Screen = SCREENS[resolution.route.name];
  if (!Screen) return <Splash />;
  const screen = (
    <Suspense fallback={<Splash />}>
      <Screen {...screenProps} />
    </Suspense>
  );
  return (
    <div className="shell">
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
      {session.isAuthenticated && !resolution.skipsStartup && <PriceAlertNotifier />}
      <UpgradePrompt />
      <Toasts />
    </div>
  );
}
