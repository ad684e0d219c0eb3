import '@wallet/kit/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@wallet/app';
import { createBrowserPlatform } from './browser-platform';
import { registerServiceWorker } from './service-worker/register';

const root = createRoot(document.getElementById('root')!);

// The component kit page, development only: the production build drops this branch and its chunk.
if (import.meta.env.DEV && window.location.pathname === '/__kit') {
  void import('./kit-page/mount').then(({ renderKitPage }) => renderKitPage(root));
} else {
  root.render(
    <StrictMode>
      <App
        platform={createBrowserPlatform()}
        apiBaseUrl={import.meta.env.VITE_API_BASE_URL ?? '/api'}
        telegramBotUrl={import.meta.env.VITE_TELEGRAM_BOT_URL ?? null}
        keepsLastScreen
      />
    </StrictMode>,
  );
  // Production builds only: the worker caches the build, which the dev server rebuilds on every change.
  if (import.meta.env.PROD) registerServiceWorker(navigator.serviceWorker, window);
}
