import '@wallet/kit/fonts.css';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App, MessengerLoginFailed, type AppProps } from '@wallet/app';
import type * as Boot from './boot';
import { applyLaunchTheme } from './launch-theme';
import './not-in-telegram.css';
import './splash.css';

/** Inside Telegram the app logs in through the messenger, and says so when that fails. */
const MINI_APP_SCREENS: AppProps['hostScreens'] = { messengerLoginFailed: MessengerLoginFailed };

function showNotInTelegram(root: Root) {
  document.getElementById('splash')?.remove();
  root.render(
    <main className="not-in-telegram" lang="fa" dir="rtl">
      <h1>این کیف پول را از تلگرام باز کنید</h1>
      <p lang="en" dir="ltr">
        Open this wallet from Telegram.
      </p>
    </main>,
  );
}

/** The SDK's chunk, asked for again until it arrives: a first open on a dropping connection still starts. */
async function loadBoot(): Promise<typeof Boot> {
  for (let delay = 1000; ; delay = Math.min(delay * 2, 8000)) {
    try {
      return await import('./boot');
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * index.html paints the splash before any script runs. The Telegram SDK (the host's adapter) loads after
 * that, as its own chunk; the app renders only once the adapter is ready, so every launch parameter, button,
 * storage and theme call reaches a started SDK. Until then the splash wears Telegram's colours, read from
 * the launch, so nothing changes colour when the SDK binds the theme.
 */
async function start() {
  // Dropped from production builds: only `vite` (dev) opens the app alone with a mocked Telegram.
  if (import.meta.env.DEV) {
    const { mockTelegramWhenAlone } = await import('./mock-env');
    await mockTelegramWhenAlone(import.meta.env.VITE_TELEGRAM_HOST_ORIGIN);
  }
  applyLaunchTheme();
  const root = createRoot(document.getElementById('root')!);
  const { bootTelegram } = await loadBoot();
  const platform = bootTelegram();
  if (!platform) {
    showNotInTelegram(root);
    return;
  }
  root.render(
    <StrictMode>
      <App
        platform={platform}
        apiBaseUrl={import.meta.env.VITE_API_BASE_URL ?? '/api'}
        telegramBotUrl={null}
        hostScreens={MINI_APP_SCREENS}
      />
    </StrictMode>,
  );
}

void start();
