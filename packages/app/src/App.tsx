import { I18nProvider } from '@lingui/react';
import { useEffect, useState } from 'react';
import { activateLanguage, i18n } from '@wallet/i18n';
import { PlatformProvider, useTypedStorage, type Platform } from '@wallet/platform';
import { readBootState, type BootResult } from './boot/boot';
import { AppRuntime } from './app-runtime';
import { BootSplash } from './screens/splash';
import { HostScreensContext, type HostScreens } from './shell/host-screens';
// telegram-ui's stylesheet and the design tokens, through the kit that wraps telegram-ui.
import '@wallet/kit/styles.css';
import './shell/shell.css';

export interface AppProps {
  platform: Platform;
  /** Where the API lives: `/api` behind the dev server's proxy, or the real backend's address. */
  apiBaseUrl: string;
  /** The bot's mini-app link (t.me/…), for "open in Telegram"; null hides it. */
  telegramBotUrl?: string | null;
  /** The fetch the API client uses; tests give a fake one. */
  fetch?: typeof globalThis.fetch;
  /**
   * The host paints the dashboard as the app last drew it at its next start, before the app's code runs (the
   * web page's early script): the shell keeps it. See packages/app/src/early/last-screen.ts.
   */
  keepsLastScreen?: boolean;
  /** Screens only this host shows (the mini-app's failed messenger login). */
  hostScreens?: HostScreens;
}

const NO_HOST_SCREENS: HostScreens = {};

/** The whole wallet; each host renders it with its own Platform. */
export function App(props: AppProps) {
  return (
    <PlatformProvider platform={props.platform}>
      <HostScreensContext value={props.hostScreens ?? NO_HOST_SCREENS}>
        <Booted {...props} />
      </HostScreensContext>
    </PlatformProvider>
  );
}

function Booted({ telegramBotUrl = null, keepsLastScreen = false, ...props }: AppProps) {
  const { platform } = props;
  const storage = useTypedStorage();
  const [boot, setBoot] = useState<BootResult | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void readBootState(storage, platform).then(async (result) => {
      await activateLanguage(result.language);
      if (isCurrent) setBoot(result);
    });
    return () => {
      isCurrent = false;
    };
  }, [storage, platform]);
  if (!boot) return <BootSplash />;
  return (
    <I18nProvider i18n={i18n}>
      <AppRuntime {...props} boot={boot} telegramBotUrl={telegramBotUrl} keepsLastScreen={keepsLastScreen} />
    </I18nProvider>
  );
}
