import '@wallet/kit/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@wallet/app';
import { bootTelegram } from './boot';
import './not-in-telegram.css';

async function start() {
  // Dropped from production builds: only `vite` (dev) opens the app alone with a mocked Telegram.
  if (import.meta.env.DEV) {
    const { mockTelegramWhenAlone } = await import('./mock-env');
    await mockTelegramWhenAlone(import.meta.env.VITE_TELEGRAM_HOST_ORIGIN);
  }
  const root = createRoot(document.getElementById('root')!);
  const platform = bootTelegram();
  if (!platform) {
    root.render(
      <main className="not-in-telegram" lang="fa" dir="rtl">
        <h1>این کیف پول را از تلگرام باز کنید</h1>
        <p lang="en" dir="ltr">
          Open this wallet from Telegram.
        </p>
      </main>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <App
        platform={platform}
        apiBaseUrl={import.meta.env.VITE_API_BASE_URL ?? '/api'}
        telegramBotUrl={null}
      />
    </StrictMode>,
  );
}

void start();
