import type { RenderedButton, RenderedVisibilityButton } from './rendered-buttons';

/** Telegram's limit on a button's text (spec 001 §9). */
export const BUTTON_TEXT_MAX = 64;

/**
 * The schema versions a host stores its records under: `state` for the app's client state, `auth` for the
 * auth record (the stored user and session token). A record under another version is migrated or dropped.
 */
export interface StorageVersions {
  state: number;
  auth: number;
}

/** Spec 001 §9 storage versions: messenger v14, web v7; auth messenger v14, web v6. */
export const STORAGE_VERSIONS = {
  messenger: { state: 14, auth: 14 },
  web: { state: 7, auth: 6 },
} as const satisfies Record<string, StorageVersions>;

export interface ButtonState {
  text: string;
  disabled?: boolean;
  loading?: boolean;
  color?: string;
  textColor?: string;
}

export interface ButtonController {
  /** Shows the button with this state; null hides it. */
  set(state: ButtonState | null): void;
  /** Returns the unsubscribe. */
  onClick(handler: () => void): () => void;
}

export interface VisibilityButton {
  setVisible(visible: boolean): void;
  onClick(handler: () => void): () => void;
}

export type ImpactStyle = 'light' | 'medium' | 'heavy' | 'rigid' | 'soft';
export type NotificationType = 'error' | 'success' | 'warning';

export interface Haptics {
  impact(style: ImpactStyle): void;
  notification(type: NotificationType): void;
  selection(): void;
}

/** An asynchronous string store; writes are awaited. */
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/**
 * A store that keeps values on this device only, for secrets such as the session token. It cannot list its
 * keys because Telegram's SecureStorage cannot; `clear` removes everything it holds.
 */
export interface SecureStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
  clear(): Promise<void>;
}

/**
 * A store on this device that can be emptied but need not list its keys (Telegram's DeviceStorage cannot), for
 * the drafts of multi-page flows.
 */
export interface FlowStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
  clear(): Promise<void>;
}

export interface PlatformTheme {
  /** The system's or messenger's light/dark preference, when known. */
  colorScheme(): 'light' | 'dark' | null;
  /** The messenger's background colour, when the host has one. */
  backgroundColor(): string | null;
  onChange(handler: () => void): () => void;
}

export interface LaunchInfo {
  startParam: string | null;
  isMiniApp: boolean;
  /** The host's own name for its platform, e.g. Telegram's `android` or `tdesktop`. */
  platform: string;
  /** Telegram's signed init data, as received, for the messenger login; null outside the messenger. */
  initData: string | null;
}

/** The device's biometric check (Telegram's BiometricManager), where the host has one. */
export interface Biometry {
  /** Whether this device has biometrics set up and the app may ask for them. */
  isAvailable(): Promise<boolean>;
  /** Asks the user to confirm with biometrics (`reason` is shown); true when they did. */
  authenticate(reason: string): Promise<boolean>;
}

/** What `leaveForBank` did: 'stayed' when the app is still showing, 'left' when the tab is going to the bank. */
export type BankLeave = 'stayed' | 'left';

/** The kinds of chat Telegram lets a user pick when the app inserts an inline query (switchInlineQuery). */
export type InlineChatType = 'users' | 'bots' | 'groups' | 'channels';

/** Buttons the shell draws itself because the host has no native ones (the browser). */
export interface RenderedChrome {
  mainButton: RenderedButton;
  secondaryButton: RenderedButton;
  backButton: RenderedVisibilityButton;
}

/**
 * What the shared app may ask of its host. One implementation per host (Telegram, browser, Android web-view),
 * each checked with `satisfies Platform`. An optional capability is `undefined` when the host lacks it.
 */
export interface Platform {
  kind: 'telegram' | 'web' | 'pwa' | 'android';
  os: string;
  mainButton: ButtonController;
  secondaryButton?: ButtonController;
  backButton: VisibilityButton;
  settingsButton?: VisibilityButton;
  haptics: Haptics;
  storage: KeyValueStore;
  /**
   * 'account' when the host copies `storage` to every device of the user's account (Telegram's
   * CloudStorage): secret keys then never go there. Absent means this device only.
   */
  storageScope?: 'device' | 'account';
  /** The device's keychain-backed store (Telegram's SecureStorage, the Android bridge's) where there is one. */
  secureStorage?: SecureStore;
  /**
   * Where this device keeps large copies of server state (the last assets and global config) when `storage`
   * syncs or limits its values (Telegram's CloudStorage: 4096 characters). Absent means `storage` holds them.
   */
  deviceStorage?: KeyValueStore;
  /**
   * Where a multi-page flow keeps its draft, so a reload or (in Telegram) a swipe-close resumes it: Telegram's
   * DeviceStorage, the tab's session storage on the web, memory in tests. Never synced to other devices.
   */
  flowStorage: FlowStore;
  /** Which versions this host's stored records carry (STORAGE_VERSIONS). */
  storageVersions: StorageVersions;
  theme: PlatformTheme;
  openLink(url: string): void;
  /**
   * Sends the user to a bank's page (a payment gateway, a direct-debit contract). Inside Telegram the page opens
   * in the browser and the app stays open ('stayed': the caller shows the page that waits for the result); on
   * the web this tab goes to the bank ('left'), which sends it back to the return URL given to the server.
   */
  leaveForBank(url: string): BankLeave;
  openTelegramLink(url: string): void;
  share?: (data: { text: string; url?: string }) => Promise<void>;
  /**
   * Opens the messenger's dialog that sends a message the bot prepared (savePreparedInlineMessage) to a chat the
   * user picks (Telegram's shareMessage, Mini Apps 8.0). True when it was sent, false when the user closed the
   * dialog or the message was no longer there.
   */
  shareMessage?: (preparedMessageId: string) => Promise<boolean>;
  /**
   * Lets the user pick a chat and opens it with the bot's name and `query` typed in its input, so the bot's inline
   * results show there (Telegram's switchInlineQuery). Telegram allows it only to an app opened in inline mode.
   */
  switchInlineQuery?: (query: string, chatTypes: InlineChatType[]) => void;
  /** Asks the user to let the bot write to them (Telegram's requestWriteAccess): true when allowed. */
  requestWriteAccess?: () => Promise<boolean>;
  scanQr?: (prompt?: string) => Promise<string | null>;
  /**
   * Asks the user to share their number (Telegram's requestContact). `signedContact` is the raw text the
   * messenger signed (`contact=…&auth_date=…&hash=…`), which the server can check instead of a code.
   */
  requestContact?: () => Promise<{ phoneNumber: string; signedContact?: string } | null>;
  biometry?: Biometry;
  /** `readText` where the host lets a page read what the user copied (null when refused or empty). */
  clipboard: { writeText(text: string): Promise<void>; readText?: () => Promise<string | null> };
  closingConfirmation: { enable(): void; disable(): void };
  launch: LaunchInfo;
  /** Present when the shell must draw the main, secondary and back buttons; the host draws its own otherwise. */
  rendered?: RenderedChrome;
  /** Tells the host the first screen can show (Telegram's ready()). */
  ready(): void;
}

/** Refuses a button text the messenger would refuse. */
export function checkButtonText(text: string): string {
  const length = [...text].length;
  if (length < 1 || length > BUTTON_TEXT_MAX) {
    throw new RangeError(`Button text must be 1 to ${BUTTON_TEXT_MAX} characters, got ${length}`);
  }
  return text;
}
