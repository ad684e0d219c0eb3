export { LIGHT_LUMINANCE_THRESHOLD, luminance, resolveTheme, type ThemeMode } from './theme';
export { CONFIG_RETRY_STEP_MS, configRetryDelay, loadUntilLoaded } from './startup';
