import {
  STORAGE_VERSIONS,
  type Biometry,
  type ImpactStyle,
  type NotificationType,
  type Platform,
  type PlatformTheme,
} from './platform';
import {
  createListeners,
  createRenderedButton,
  createRenderedVisibilityButton,
  type RenderedButton,
  type RenderedVisibilityButton,
} from './rendered-buttons';
import { createMemoryStore, type MemoryStore } from './storage';

export type MemoryButton = RenderedButton;
export type MemoryVisibilityButton = RenderedVisibilityButton;
export const createMemoryButton = createRenderedButton;
export const createMemoryVisibilityButton = createRenderedVisibilityButton;

export interface MemoryTheme extends PlatformTheme {
  /** Changes the theme as the host would, and tells the listeners. */
  change(next: { colorScheme?: 'light' | 'dark' | null; backgroundColor?: string | null }): void;
}

function createMemoryTheme(): MemoryTheme {
  const changes = createListeners();
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

export interface MemoryBiometry extends Biometry {
  /** The reasons the app asked with, in order. */
  prompts: string[];
}

/** Biometrics in memory: available or not, and whether the user confirms when asked. */
export function createMemoryBiometry(
  options: { isAvailable?: boolean; isConfirmed?: boolean } = {},
): MemoryBiometry {
  const prompts: string[] = [];
  return {
    prompts,
    isAvailable: async () => options.isAvailable ?? true,
    async authenticate(reason) {
      prompts.push(reason);
      return options.isConfirmed ?? true;
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
  deviceStorage?: MemoryStore;
  flowStorage: MemoryStore;
  biometry?: MemoryBiometry;
  theme: MemoryTheme;
  hapticsLog: HapticEvent[];
  openedLinks: string[];
  /** The bank pages `leaveForBank` was asked to show, in order. */
  bankVisits: string[];
  openedTelegramLinks: string[];
  copiedTexts: string[];
  isClosingConfirmationEnabled(): boolean;
  isReady(): boolean;
}

type Recorded =
  | 'hapticsLog'
  | 'openedLinks'
  | 'bankVisits'
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
  const bankVisits: string[] = [];
  const openedTelegramLinks: string[] = [];
  const copiedTexts: string[] = [];
  let isClosingConfirmationEnabled = false;
  let isReady = false;
  const platform: MemoryPlatform = {
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
    flowStorage: createMemoryStore(),
    storageVersions: STORAGE_VERSIONS.web,
    theme: createMemoryTheme(),
    openLink: (url) => void openedLinks.push(url),
    // Like the host it stands for: a mini-app stays open, a browser tab leaves.
    leaveForBank: (url) => {
      bankVisits.push(url);
      return platform.launch.isMiniApp ? 'stayed' : 'left';
    },
    openTelegramLink: (url) => void openedTelegramLinks.push(url),
    clipboard: { writeText: async (text) => void copiedTexts.push(text) },
    closingConfirmation: {
      enable: () => void (isClosingConfirmationEnabled = true),
      disable: () => void (isClosingConfirmationEnabled = false),
    },
    launch: { startParam: null, isMiniApp: false, platform: 'web', initData: null },
    ready: () => void (isReady = true),
    ...overrides,
    hapticsLog,
    openedLinks,
    bankVisits,
    openedTelegramLinks,
    copiedTexts,
    isClosingConfirmationEnabled: () => isClosingConfirmationEnabled,
    isReady: () => isReady,
  };
  return platform;
}
