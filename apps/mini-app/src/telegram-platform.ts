import {
  backButton,
  closingBehavior,
  cloudStorage,
  hapticFeedback,
  mainButton,
  miniApp,
  on,
  openLink,
  openTelegramLink,
  qrScanner,
  requestContactComplete,
  requestWriteAccess,
  retrieveLaunchParams,
  retrieveRawInitData,
  secondaryButton,
  settingsButton,
  shareMessage,
  shareURL,
  supports,
  switchInlineQuery,
  themeParams,
} from '@telegram-apps/sdk-react';
import {
  asFlowStore,
  createMemoryStore,
  STORAGE_VERSIONS,
  withTimeout,
  type Biometry,
  type ButtonController,
  type InlineChatType,
  type KeyValueStore,
  type Platform,
  type VisibilityButton,
} from '@wallet/platform';
import { createCloudStore, createLocalStore } from './cloud-store';
import { telegramFlowStorage } from './device-store';
import { telegramSecureStorage } from './secure-store';

/** A CloudStorage call that takes longer than this falls back to the device's own storage. */
export const CLOUD_STORAGE_TIMEOUT_MS = 3000;

const OS_BY_PLATFORM: Record<string, string> = {
  android: 'android',
  android_x: 'android',
  ios: 'ios',
  macos: 'desktop',
  tdesktop: 'desktop',
  unigram: 'desktop',
  web: 'web',
  weba: 'web',
  webk: 'web',
};

type SdkButton = typeof mainButton | typeof secondaryButton;

function buttonController(button: SdkButton): ButtonController {
  return {
    set(state) {
      if (!button.setParams.isAvailable()) return;
      if (!state) return button.setParams({ isVisible: false });
      button.setParams({
        text: state.text,
        isVisible: true,
        isEnabled: !state.disabled,
        isLoaderVisible: Boolean(state.loading),
        ...(state.color ? { backgroundColor: state.color as `#${string}` } : {}),
        ...(state.textColor ? { textColor: state.textColor as `#${string}` } : {}),
      });
    },
    onClick(handler) {
      if (!button.onClick.isAvailable()) return () => {};
      return button.onClick(handler);
    },
  };
}

function visibilityButton(button: typeof backButton | typeof settingsButton): VisibilityButton {
  return {
    setVisible(visible) {
      if (visible) button.show.ifAvailable();
      else button.hide.ifAvailable();
    },
    onClick(handler) {
      if (!button.onClick.isAvailable()) return () => {};
      return button.onClick(handler);
    },
  };
}

/**
 * Telegram's BiometricManager (Bot API 7.2+). The SDK's biometry loads on first use, so it adds nothing to
 * the start-up code.
 */
function telegramBiometry(): Biometry {
  return {
    async isAvailable() {
      const { isBiometryAvailable } = await import('./telegram-biometry');
      return isBiometryAvailable();
    },
    async authenticate(reason) {
      const { authenticateWithBiometry } = await import('./telegram-biometry');
      try {
        return await authenticateWithBiometry(reason);
      } catch {
        return false;
      }
    },
  };
}

/**
 * The Telegram host: native buttons, haptics, CloudStorage, SecureStorage where the client has it, the
 * messenger's theme and init data.
 */
export function createTelegramPlatform(): Platform {
  const launch = retrieveLaunchParams();
  const hostPlatform = String(launch.tgWebAppPlatform ?? 'unknown');
  const secureStorage = telegramSecureStorage(launch.tgWebAppVersion);
  const platform = {
    kind: 'telegram',
    os: OS_BY_PLATFORM[hostPlatform] ?? 'unknown',
    mainButton: buttonController(mainButton),
    ...(secondaryButton.setParams.isAvailable()
      ? { secondaryButton: buttonController(secondaryButton) }
      : {}),
    backButton: visibilityButton(backButton),
    ...(settingsButton.show.isAvailable() ? { settingsButton: visibilityButton(settingsButton) } : {}),
    // Haptics is not optional in the Platform; on a client without it the calls do nothing.
    haptics: {
      impact: (style) => void hapticFeedback.impactOccurred.ifAvailable(style),
      notification: (type) => void hapticFeedback.notificationOccurred.ifAvailable(type),
      selection: () => void hapticFeedback.selectionChanged.ifAvailable(),
    },
    storage: cloudStorageOrLocal(),
    // CloudStorage reaches every device of the Telegram account: no secret may go there.
    storageScope: 'account',
    deviceStorage: deviceStorageOf(launch.tgWebAppData?.user?.id),
    flowStorage: telegramFlowStorage(
      launch.tgWebAppVersion,
      asFlowStore(deviceStorageOf(launch.tgWebAppData?.user?.id, 'wallet-tg-flow')),
    ),
    storageVersions: STORAGE_VERSIONS.messenger,
    ...(secureStorage ? { secureStorage } : {}),
    ...(supports('web_app_biometry_get_info', launch.tgWebAppVersion)
      ? { biometry: telegramBiometry() }
      : {}),
    theme: {
      colorScheme: () => (themeParams.isDark() ? 'dark' : 'light'),
      backgroundColor: () => themeParams.backgroundColor() ?? null,
      onChange(handler) {
        // After the SDK's own listener has stored the new parameters.
        return on('theme_changed', () => void setTimeout(handler));
      },
    },
    openLink: (url) => void openLink.ifAvailable(url),
    // A bank page inside the web-view would replace the app; the browser shows it while the app waits.
    leaveForBank: (url) => {
      openLink.ifAvailable(url);
      return 'stayed';
    },
    openTelegramLink: (url) => void openTelegramLink.ifAvailable(url),
    ...(shareURL.isAvailable()
      ? { share: async (data: { text: string; url?: string }) => shareURL(data.url ?? '', data.text) }
      : {}),
    ...(shareMessage.isAvailable()
      ? {
          shareMessage: async (id: string) => {
            try {
              await shareMessage(id);
              return true;
            } catch {
              // The user closed the dialog, or the prepared message expired: nothing was sent.
              return false;
            }
          },
        }
      : {}),
    ...(switchInlineQuery.isAvailable()
      ? {
          switchInlineQuery: (query: string, chatTypes: InlineChatType[]) =>
            switchInlineQuery(query, chatTypes),
        }
      : {}),
    ...(requestWriteAccess.isAvailable()
      ? {
          requestWriteAccess: async () => {
            try {
              return (await requestWriteAccess()) === 'allowed';
            } catch {
              return false;
            }
          },
        }
      : {}),
    ...(qrScanner.open.isAvailable()
      ? {
          scanQr: async (prompt?: string) => {
            try {
              return (await qrScanner.open({ text: prompt })) ?? null;
            } catch {
              return null;
            }
          },
        }
      : {}),
    ...(requestContactComplete.isAvailable()
      ? {
          requestContact: async () => {
            try {
              // The raw text is what Telegram signed; the server checks it instead of sending a code.
              const { raw, parsed } = await requestContactComplete();
              return { phoneNumber: parsed.contact.phone_number, signedContact: raw };
            } catch {
              return null;
            }
          },
        }
      : {}),
    clipboard: { writeText: (text) => navigator.clipboard.writeText(text) },
    closingConfirmation: {
      enable: () => void closingBehavior.enableConfirmation.ifAvailable(),
      disable: () => void closingBehavior.disableConfirmation.ifAvailable(),
    },
    launch: {
      startParam: launch.tgWebAppStartParam ?? null,
      isMiniApp: true,
      platform: hostPlatform,
      initData: retrieveRawInitData() ?? null,
    },
    ready() {
      // index.html's splash covered the page until now; Telegram shows the app from here too.
      document.getElementById('splash')?.remove();
      miniApp.ready.ifAvailable();
    },
  } satisfies Platform;
  return platform;
}

/** CloudStorage (Bot API 6.9+) with a timeout and the device's storage as the fallback. */
function cloudStorageOrLocal() {
  const local = createLocalStore();
  return cloudStorage.isSupported()
    ? withTimeout(createCloudStore(), CLOUD_STORAGE_TIMEOUT_MS, local)
    : local;
}

/**
 * This device's localStorage, apart for each Telegram account: the accounts of one Telegram client share the
 * page's localStorage, and one must not see another's last balances. Without a user, memory for the run.
 */
function deviceStorageOf(telegramUserId: number | undefined, area = 'wallet-tg-device'): KeyValueStore {
  if (telegramUserId === undefined) return createMemoryStore();
  return createLocalStore(globalThis.localStorage, `${area}:${telegramUserId}:`);
}
