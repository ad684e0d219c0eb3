export { LIGHT_LUMINANCE_THRESHOLD, luminance, resolveTheme, type ThemeMode } from '@wallet/core';
