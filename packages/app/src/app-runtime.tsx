import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Router } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { isApiError, withEarlyAnswers } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { activateLanguage, directionOf, type SupportedLanguage } from '@wallet/i18n';
import { useTypedStorage, type Platform } from '@wallet/platform';
import {
  ApiProvider,
  DocumentUploadProvider,
  NotifyProvider,
  queryKeys,
  seedStoredCopy,
  SessionProvider,
  STORAGE_KEYS,
  type Session,
  withServerClock,
} from '@wallet/ui';
import type { BootResult, LastState } from './boot/boot';
import { createSessionController } from './session/session-controller';
import { useMessengerLogin } from './session/use-messenger-login';
import { Shell } from './shell/shell';
import { useTheme } from './shell/use-theme';

/** The query client, holding what the last run stored until fresh answers replace it. */
function createQueryClient(lastState: LastState) {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will answer the same again; a lost connection may not.
        retry: (count, error) =>
          count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  seedStoredCopy(client, queryKeys.globalConfig(), lastState.globalConfig);
  seedStoredCopy(client, queryKeys.assets(), lastState.assets);
  seedStoredCopy(client, queryKeys.banners(), lastState.banners);
  return client;
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;

export function AppRuntime({
  boot,
  platform,
  apiBaseUrl,
  telegramBotUrl,
  fetch,
  keepsLastScreen,
}: {
  boot: BootResult;
  platform: Platform;
  apiBaseUrl: string;
  telegramBotUrl: string | null;
  fetch?: typeof globalThis.fetch | undefined;
  keepsLastScreen: boolean;
}) {
  const storage = useTypedStorage();
  const [queryClient] = useState(() => createQueryClient(boot.lastState));
  const [language, setLanguageState] = useState<SupportedLanguage>(boot.language);
  const languageRef = useRef(language);
  languageRef.current = language;
  const [controller] = useState(() =>
    createSessionController({
      storage,
      platform,
      apiBaseUrl,
      deviceInformation: boot.deviceInformation,
      initialUser: boot.user,
      isMessengerLoginBlocked: boot.isMessengerLoginBlocked,
      getLanguage: () => languageRef.current,
      currentPath,
      navigate: (to, options) => browserNavigate(to, options),
      onSessionEnded: () => queryClient.clear(),
      // Every answer's Date header keeps the server clock (the PIN lock's 60 s) current. The first calls take
      // the answers the page's early-calls script asked for while this code was loading (web host).
      fetch: withServerClock(withEarlyAnswers(fetch ?? ((input, init) => globalThis.fetch(input, init)))),
    }),
  );
  const sessionState = useSyncExternalStore(controller.subscribe, controller.getState);
  const messengerLogin = useMessengerLogin(controller, platform.launch.isMiniApp);
  // Read at start, then followed: the settings page's choice applies at once.
  const [forcedTheme, setForcedTheme] = useState(boot.forcedTheme);
  useEffect(() => storage.subscribe(STORAGE_KEYS.forcedTheme, setForcedTheme), [storage]);
  const theme = useTheme(platform, forcedTheme);

  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }, [language]);

  const session = useMemo<Session>(
    () => ({
      isAuthenticated: sessionState.token !== null,
      isMiniApp: platform.launch.isMiniApp,
      language,
      isSignupPending: sessionState.isSignup,
      deviceInformation: boot.deviceInformation,
      apiUrl: (path) => `${apiBaseUrl.replace(/\/$/, '')}${path}`,
      logIn: controller.logIn,
      logOut: controller.logOut,
      finishSignup: controller.finishSignup,
      isMessengerLoginBlocked: controller.isMessengerLoginBlocked(),
      ...(platform.launch.isMiniApp && platform.launch.initData && !controller.isMessengerLoginBlocked()
        ? { logInWithTelegram: () => controller.logInWithTelegram(true) }
        : {}),
      setLanguage: async (next) => {
        await activateLanguage(next);
        setLanguageState(next);
        await storage.set(STORAGE_KEYS.language, next);
      },
    }),
    [sessionState, platform, language, boot.deviceInformation, controller, storage, apiBaseUrl],
  );

  return (
    <ThemeRoot appearance={theme === 'DARK' ? 'dark' : 'light'} className="shell-root">
      <QueryClientProvider client={queryClient}>
        <ApiProvider api={controller.api}>
          <DocumentUploadProvider upload={controller.uploadDocument}>
            <SessionProvider session={session}>
              <NotifyProvider>
                <Router>
                  <Shell
                    screenProps={{ telegramBotUrl }}
                    messengerLogin={messengerLogin}
                    androidMarket={boot.androidMarket}
                    clearSession={controller.clearSession}
                    keepsLastScreen={keepsLastScreen}
                  />
                </Router>
              </NotifyProvider>
            </SessionProvider>
          </DocumentUploadProvider>
        </ApiProvider>
      </QueryClientProvider>
    </ThemeRoot>
  );
}
