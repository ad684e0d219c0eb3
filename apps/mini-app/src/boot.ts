import {
  backButton,
  closingBehavior,
  init,
  miniApp,
  retrieveLaunchParams,
  secondaryButton,
  settingsButton,
  mainButton,
  targetOrigin,
  themeParams,
  viewport,
} from '@telegram-apps/sdk-react';
import type { Platform } from '@wallet/platform';
import { createTelegramPlatform } from './telegram-platform';

function hasLaunchParams(): boolean {
  try {
    retrieveLaunchParams();
    return true;
  } catch {
    return false;
  }
}

/** Safe areas as CSS variables, for the shell's padding on phones with notches (Bot API 8.0+). */
function bindSafeAreas() {
  const root = document.documentElement.style;
  const apply = () => {
    const insets = viewport.safeAreaInsets();
    const content = viewport.contentSafeAreaInsets();
    for (const side of ['top', 'bottom', 'left', 'right'] as const) {
      root.setProperty(`--tg-safe-area-${side}`, `${insets[side]}px`);
      root.setProperty(`--tg-content-safe-area-${side}`, `${content[side]}px`);
    }
  };
  apply();
  viewport.state.sub(apply);
}

/**
 * Starts the Telegram SDK and returns the platform, or null when the page was not opened by Telegram.
 * In development and tests the bridge talks to the local host (tools/tg-host) instead of Telegram Web.
 */
export function bootTelegram(): Platform | null {
  const hostOrigin = import.meta.env.VITE_TELEGRAM_HOST_ORIGIN;
  // Must precede init(): init posts its first message at once.
  if (hostOrigin) targetOrigin.set(hostOrigin);
  if (!hasLaunchParams()) return null;
  init();
  miniApp.mountSync.ifAvailable();
  miniApp.bindCssVars.ifAvailable();
  themeParams.mountSync.ifAvailable();
  themeParams.bindCssVars.ifAvailable();
  backButton.mount.ifAvailable();
  mainButton.mount.ifAvailable();
  secondaryButton.mount.ifAvailable();
  settingsButton.mount.ifAvailable();
  closingBehavior.mount.ifAvailable();
  if (viewport.mount.isAvailable()) {
    void viewport
      .mount()
      .then(() => {
        viewport.bindCssVars.ifAvailable();
        viewport.expand.ifAvailable();
        bindSafeAreas();
      })
      .catch(() => {});
  }
  return createTelegramPlatform();
}
