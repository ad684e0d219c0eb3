import {
  asFlowStore,
  createRenderedButton,
  createRenderedVisibilityButton,
  type Haptics,
  type Platform,
  type PlatformTheme,
  STORAGE_VERSIONS,
} from '@wallet/platform';
import { createBrowserStore } from './browser-storage';
import { isStandalone, osOf } from './host';

/** Vibration patterns (ms) standing in for Telegram's haptic styles. */
const PATTERNS = {
  light: 8,
  soft: 8,
  medium: 14,
  rigid: 18,
  heavy: 24,
  success: [10, 40, 10],
  warning: [20, 60, 20],
  error: [30, 50, 30, 50, 30],
  selection: 5,
} as const;

// Haptics is not optional in the Platform: without navigator.vibrate (iOS Safari, desktops) it stays silent.
function createHaptics(navigator: Navigator): Haptics {
  const vibrate = (pattern: number | readonly number[]) => {
    if (typeof navigator.vibrate === 'function') navigator.vibrate(pattern as number | number[]);
  };
  return {
    impact: (style) => vibrate(PATTERNS[style]),
    notification: (type) => vibrate(PATTERNS[type]),
    selection: () => vibrate(PATTERNS.selection),
  };
}

function createTheme(window: Window): PlatformTheme {
  const query = window.matchMedia?.('(prefers-color-scheme: dark)');
  return {
    colorScheme: () => (query ? (query.matches ? 'dark' : 'light') : null),
    backgroundColor: () => null,
    onChange(handler) {
      query?.addEventListener('change', handler);
      return () => query?.removeEventListener('change', handler);
    },
  };
}

async function copyText(window: Window, text: string): Promise<void> {
  if (window.navigator.clipboard?.writeText) return window.navigator.clipboard.writeText(text);
  // Older web-views without the Clipboard API.
  const area = window.document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  window.document.body.append(area);
  area.select();
  window.document.execCommand('copy');
  area.remove();
}

const confirmLeaving = (event: BeforeUnloadEvent) => {
  event.preventDefault();
};

/** Reading sessionStorage throws where the page may not store anything; memory then holds the drafts. */
function sessionStorageOf(window: Window): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The browser host: buttons the shell draws, localStorage, the system theme, navigator.vibrate. */
export function createBrowserPlatform(window: Window = globalThis.window): Platform {
  const mainButton = createRenderedButton();
  const secondaryButton = createRenderedButton();
  const backButton = createRenderedVisibilityButton();
  const share = window.navigator.share?.bind(window.navigator);
  const platform = {
    kind: isStandalone(window) ? 'pwa' : 'web',
    os: osOf(window.navigator.userAgent),
    mainButton,
    secondaryButton,
    backButton,
    rendered: { mainButton, secondaryButton, backButton },
    haptics: createHaptics(window.navigator),
    storage: createBrowserStore(window.localStorage),
    // The tab's own: a reload resumes a flow, a new tab or a closed browser starts it over.
    flowStorage: asFlowStore(createBrowserStore(sessionStorageOf(window))),
    storageVersions: STORAGE_VERSIONS.web,
    theme: createTheme(window),
    openLink: (url) => void window.open(url, '_blank', 'noopener'),
    // The bank sends this tab back to the return URL the server was given.
    leaveForBank: (url) => {
      window.location.assign(url);
      return 'left';
    },
    openTelegramLink: (url) => void window.open(url, '_blank', 'noopener'),
    ...(share ? { share: (data: { text: string; url?: string }) => share(data) } : {}),
    clipboard: {
      writeText: (text) => copyText(window, text),
      ...(window.navigator.clipboard?.readText
        ? {
            readText: async () => {
              try {
                return (await window.navigator.clipboard.readText()) || null;
              } catch {
                return null;
              }
            },
          }
        : {}),
    },
    closingConfirmation: {
      enable: () => window.addEventListener('beforeunload', confirmLeaving),
      disable: () => window.removeEventListener('beforeunload', confirmLeaving),
    },
    launch: {
      startParam: new URLSearchParams(window.location.search).get('startapp'),
      isMiniApp: false,
      platform: 'web',
      initData: null,
    },
    ready: () => window.document.getElementById('splash')?.remove(),
  } satisfies Platform;
  return platform;
}
