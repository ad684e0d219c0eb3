export * from './routing';
export * from './modules';
export * from './transactions';
export { CURRENCY_VIEW, FORCED_THEME, useShownCurrency } from './state/preferences';
export { useDraftText } from './state/draft-text';
export {
  KEPT_AFTER_LOGOUT,
  KEPT_AFTER_SESSION_LOSS,
  STORAGE_KEYS,
  type KeptScreen,
  type KeptStyles,
} from './state/storage-keys';
export {
  defineFlowDraft,
  persistedAtom,
  runAtom,
  usePersistedAtom,
  useRunAtom,
  type PersistedAtom,
  type RunAtom,
  type PersistedControls,
  type Update,
} from './state/atoms';
export {
  DEFAULT_SUCCESS_MESSAGE,
  errorFeedback,
  type ErrorFeedback,
  type FeedbackMessageKey,
} from './feedback/errors';
export { FEEDBACK_MESSAGES } from './feedback/messages';
export { useErrorText } from './feedback/error-text';
export { LoadFailure } from './feedback/load-failure';
export { CoinLockNotice, type CoinLockCause } from './feedback/coin-lock-notice';
export {
  NotifyProvider,
  TOAST_DURATION_MS,
  useNotify,
  useToasts,
  useUpgradePrompt,
  type Notify,
  type Toast,
} from './feedback/notify';
export type { UpgradePromptState } from './feedback/upgrade-prompt-state';
export { UpgradeNotice, UpgradePrompt } from './feedback/upgrade-prompt';
export { ApiProvider, useApi } from './data/api-context';
export { DocumentUploadProvider, useDocumentUpload } from './data/document-upload-context';
export { createServerClock, serverClock, withServerClock, type ServerClock } from './data/server-clock';
export {
  BANNERS_CACHE,
  bannersQuery,
  GLOBAL_CONFIG_CACHE,
  isStoredCopy,
  queryKeys,
  seedStoredCopy,
  STORED_COPY_UPDATED_AT,
  useBanners,
  useFeatureFlag,
  useGlobalConfig,
  useWhoami,
  whoamiQuery,
} from './data/queries';
export { useTwoFactorChanged, useTwoFactorStatus } from './data/two-factor';
export { BANK_LISTS_CACHE_MS, useBankCards } from './data/bank-cards';
export { useWithdrawStatus } from './data/withdraw-status';
export { SessionProvider, useSession, type Session } from './session/session-context';
export {
  notificationSettingsKey,
  notificationSettingsQuery,
  useAskWriteAccessOnce,
  useNotificationSettings,
  useSaveNotificationSettings,
  useWriteAccessAsker,
} from './bot-messages/notification-settings';
export { WRITE_ACCESS_ASKED } from './bot-messages/write-access-asked';
export { formattersFor, useFormat, type Formatters } from './format/use-format';
export { Page } from './layout/page';
export { LinkRow } from './layout/link-row';
export { ASSETS_REFRESH_MS, assetsQuery, useAssets } from './assets/use-assets';
export { IDLE_AFTER_MS, useIdle, usePageHidden } from './assets/use-idle';
export { useWatchListToggle } from './assets/use-watch-list-toggle';
export { coinName } from './assets/coin-name';
export { StarButton } from './coins/star-button';
export { PriceChange } from './coins/coin-bits';
export { shareInChat, startAppLink, type ChatShare, type ShareOutcome } from './share/share-in-chat';
