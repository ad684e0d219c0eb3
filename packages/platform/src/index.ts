export {
  type BankLeave,
  BUTTON_TEXT_MAX,
  checkButtonText,
  type Biometry,
  type FlowStore,
  type ButtonController,
  type ButtonState,
  type Haptics,
  type ImpactStyle,
  type KeyValueStore,
  type LaunchInfo,
  type NotificationType,
  type Platform,
  type PlatformTheme,
  type RenderedChrome,
  type SecureStore,
  STORAGE_VERSIONS,
  type StorageVersions,
  type VisibilityButton,
} from './platform';
export {
  createPlatformStorage,
  secretStoreFor,
  StoreUnavailableError,
  untilUnavailable,
} from './secure-storage';
export {
  asFlowStore,
  createMemoryStore,
  type MemoryStore,
  createTypedStorage,
  defineStorageKey,
  withTimeout,
  type StorageKey,
  type StorageSchema,
  type StorageKeyOptions,
  type StorageMigration,
  type TypedStorage,
  type TypedStorageOptions,
} from './storage';
export { decodeRecord, encodeRecord, UNVERSIONED } from './stored-record';
export { BACK_BUTTON_SETTLE_MS, createBackButtonStack, type BackButtonStack } from './back-button';
export {
  createMemoryBiometry,
  createMemoryButton,
  createMemoryPlatform,
  createMemoryVisibilityButton,
  type HapticEvent,
  type MemoryBiometry,
  type MemoryButton,
  type MemoryPlatform,
  type MemoryPlatformOverrides,
  type MemoryTheme,
  type MemoryVisibilityButton,
} from './memory-platform';
export {
  PlatformProvider,
  useBackButton,
  useHaptics,
  useHostControlsHeld,
  useMainButton,
  usePlatform,
  useSecondaryButton,
  useStorageValue,
  useTypedStorage,
  type ButtonOptions,
} from './react';
export {
  createRenderedButton,
  createRenderedVisibilityButton,
  type RenderedButton,
  type RenderedVisibilityButton,
} from './rendered-buttons';
