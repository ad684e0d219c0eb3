import {
  checkButtonText,
  type ButtonController,
  type ButtonState,
  type ImpactStyle,
  type NotificationType,
  type Platform,
  type PlatformTheme,
  type VisibilityButton,
} from './platform';
import { createMemoryStore, type MemoryStore } from './storage';

export interface MemoryButton extends ButtonController {
  /** Every state set, in order; null when hidden. */
  history: (ButtonState | null)[];
  current(): ButtonState | null;
  /** Clicks like a user: a hidden, disabled or loading button does not answer. */
  click(): void;
}

export interface MemoryVisibilityButton extends VisibilityButton {
  /** Every visibility set, in order. */
  visibility: boolean[];
  isVisible(): boolean;
  /** Clicks like a user: a hidden button does not answer. */
  click(): void;
}

export interface MemoryTheme extends PlatformTheme {
  /** Changes the theme as the host would, and tells the listeners. */
  change(next: { colorScheme?: 'light' | 'dark' | null; backgroundColor?: string | null }): void;
}

function listeners() {
  const handlers = new Set<() => void>();
  return {
    add(handler: () => void) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    call: () => [...handlers].forEach((handler) => handler()),
  };
}

export function createMemoryButton(): MemoryButton {
  const clicks = listeners();
  const history: (ButtonState | null)[] = [];
  const current = () => history.at(-1) ?? null;
  return {
    history,
    current,
    set(state) {
      if (state) checkButtonText(state.text);
      history.push(state ? { ...state } : null);
    },
    onClick: clicks.add,
    click() {
      const state = current();
      if (!state || state.disabled || state.loading) return;
      clicks.call();
    },
  };
}

export function createMemoryVisibilityButton(): MemoryVisibilityButton {
  const clicks = listeners();
  const visibility: boolean[] = [];
  const isVisible = () => visibility.at(-1) ?? false;
  return {
    visibility,
    isVisible,
    setVisible: (visible) => void visibility.push(visible),
    onClick: clicks.add,
    click() {
      if (isVisible()) clicks.call();
    },
  };
}

function createMemoryTheme(): MemoryTheme {
  const changes = listeners();
  let colorScheme: 'light' | 'dark' | null = 'light';
  let backgroundColor: string | null = null;
  return {
    colorScheme: () => colorScheme,
    backgroundColor: () => backgroundColor,
    onChange: changes.add,
    change(next) {
      if (next.colorScheme !== undefined) colorScheme = next.colorScheme;
      if (next.backgroundColor !== undefined) backgroundColor = next.backgroundColor;
      changes.call();
    },
  };
}

export type HapticEvent = `impact:${ImpactStyle}` | `notification:${NotificationType}` | 'selection';

export interface MemoryPlatform extends Platform {
  mainButton: MemoryButton;
  secondaryButton?: MemoryButton;
  backButton: MemoryVisibilityButton;
  settingsButton?: MemoryVisibilityButton;
  storage: MemoryStore;
  secureStorage?: MemoryStore;
  theme: MemoryTheme;
  hapticsLog: HapticEvent[];
  openedLinks: string[];
  openedTelegramLinks: string[];
  copiedTexts: string[];
  isClosingConfirmationEnabled(): boolean;
  isReady(): boolean;
}

type Recorded =
  | 'hapticsLog'
  | 'openedLinks'
  | 'openedTelegramLinks'
  | 'copiedTexts'
  | 'isClosingConfirmationEnabled'
  | 'isReady';

/**
 * What a test may change. Optional capabilities are absent unless given (`secondaryButton:
 * createMemoryButton()`, `share: async () => {}`); the settings button is present unless set to undefined.
 */
export type MemoryPlatformOverrides = Partial<Omit<MemoryPlatform, Recorded>>;

/** A whole Platform in memory that records what the app did, for unit tests. */
export function createMemoryPlatform(overrides: MemoryPlatformOverrides = {}): MemoryPlatform {
  const hapticsLog: HapticEvent[] = [];
  const openedLinks: string[] = [];
  const openedTelegramLinks: string[] = [];
  const copiedTexts: string[] = [];
  let isClosingConfirmationEnabled = false;
  let isReady = false;
  const platform = {
    kind: 'web',
    os: 'linux',
    mainButton: createMemoryButton(),
    backButton: createMemoryVisibilityButton(),
    settingsButton: createMemoryVisibilityButton(),
    haptics: {
      impact: (style) => void hapticsLog.push(`impact:${style}`),
      notification: (type) => void hapticsLog.push(`notification:${type}`),
      selection: () => void hapticsLog.push('selection'),
    },
    storage: createMemoryStore(),
    theme: createMemoryTheme(),
    openLink: (url) => void openedLinks.push(url),
    openTelegramLink: (url) => void openedTelegramLinks.push(url),
    clipboard: { writeText: async (text) => void copiedTexts.push(text) },
    closingConfirmation: {
      enable: () => void (isClosingConfirmationEnabled = true),
      disable: () => void (isClosingConfirmationEnabled = false),
    },
    launch: { startParam: null, isMiniApp: false, platform: 'web' },
    ready: () => void (isReady = true),
    ...overrides,
    hapticsLog,
    openedLinks,
    openedTelegramLinks,
    copiedTexts,
    isClosingConfirmationEnabled: () => isClosingConfirmationEnabled,
    isReady: () => isReady,
  } satisfies MemoryPlatform;
  return platform;
}
