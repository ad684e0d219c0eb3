export { LIGHT_LUMINANCE_THRESHOLD, luminance, resolveTheme, type ThemeMode } from './theme';
export { CONFIG_RETRY_STEP_MS, configRetryDelay, loadUntilLoaded } from './startup';
export {
  DEFAULT_SUCCESS_MESSAGE,
  errorFeedback,
  type ErrorFeedback,
  type FeedbackMessageKey,
} from './errors';
