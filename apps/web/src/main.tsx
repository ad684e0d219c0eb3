import '@fontsource/vazirmatn/arabic-400.css';
import '@fontsource/vazirmatn/arabic-700.css';
import '@fontsource/vazirmatn/latin-400.css';
import '@fontsource/vazirmatn/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@wallet/app';
import { createBrowserPlatform } from './browser-platform';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App
      platform={createBrowserPlatform()}
      apiBaseUrl={import.meta.env.VITE_API_BASE_URL ?? '/api'}
      telegramBotUrl={import.meta.env.VITE_TELEGRAM_BOT_URL ?? null}
    />
  </StrictMode>,
);
