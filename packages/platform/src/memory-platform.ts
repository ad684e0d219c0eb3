import {
  checkButtonText,
  type ButtonController,
  type ButtonState,
  type Platform,
  type VisibilityButton,
} from './platform';
import { createMemoryStore } from './storage';

export interface MemoryButton extends ButtonController {
  /** Every state set, in order; null when hidden. */
  history: (ButtonState | null)[];
  current(): ButtonState | null;
  click(): void;
}

export interface MemoryVisibilityButton extends VisibilityButton {
  visibility: boolean[];
  isVisible(): boolean;
  click(): void;
}

function memoryButton(): MemoryButton {
  const handlers = new Set<() => void>();
  const history: (ButtonState | null)[] = [];
  return {
    history,
    set(state) {
      if (state) checkButtonText(state.text);
      history.push(state ? { ...state } : null);
    },
    onClick(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    current: () => history.at(-1) ?? null,
    click() {
      const state = history.at(-1);
      if (!state || state.disabled || state.loading) return;
      for (const handler of [...handlers]) handler();
    },
  };
}

function memoryVisibilityButton(): MemoryVisibilityButton {
  const handlers = new Set<() => void>();
  const visibility: boolean[] = [];
  return {
    visibility,
    setVisible: (visible) => void visibility.push(visible),
    onClick(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    isVisible: () => visibility.at(-1) ?? false,
    click() {
      for (const handler of [...handlers]) handler();
    },
  };
}

export type MemoryPlatform = Platform & {
  mainButton: MemoryButton;
  backButton: MemoryVisibilityButton;
  settingsButton: MemoryVisibilityButton;
  storage: ReturnType<typeof createMemoryStore>;
  hapticsLog: string[];
  openedLinks: string[];
  clipboardText: string[];
  closingConfirmationEnabled(): boolean;
};

/** A whole Platform in memory that records what the app did, for unit tests. */
export function createMemoryPlatform(overrides: Partial<Platform> = {}): MemoryPlatform {
  const hapticsLog: string[] = [];
  const openedLinks: string[] = [];
  const clipboardText: string[] = [];
  let closingConfirmation = false;
  const platform: MemoryPlatform = {
    kind: 'web',
    os: 'linux',
    mainButton: memoryButton(),
    backButton: memoryVisibilityButton(),
    settingsButton: memoryVisibilityButton(),
    haptics: {
      impact: (style) => void hapticsLog.push(`impact:${style}`),
      notification: (type) => void hapticsLog.push(`notification:${type}`),
      selection: () => void hapticsLog.push('selection'),
    },
    storage: createMemoryStore(),
    theme: { colorScheme: () => 'light', backgroundColor: () => null, onChange: () => () => undefined },
    openLink: (url) => void openedLinks.push(url),
    openTelegramLink: (url) => void openedLinks.push(url),
    clipboard: { writeText: async (text) => void clipboardText.push(text) },
    closingConfirmation: {
      enable: () => void (closingConfirmation = true),
      disable: () => void (closingConfirmation = false),
    },
    launch: { startParam: null, isMiniApp: false, platform: 'web' },
    ready: () => undefined,
    hapticsLog,
    openedLinks,
    clipboardText,
    closingConfirmationEnabled: () => closingConfirmation,
  };
  return Object.assign(platform, overrides) as MemoryPlatform;
}
