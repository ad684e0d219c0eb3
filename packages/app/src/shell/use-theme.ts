import { useEffect, useState } from 'react';
import type { Platform } from '@wallet/platform';
import { resolveTheme, type ThemeMode } from './theme';

const themeOf = (platform: Platform, forced: ThemeMode | null) =>
  resolveTheme({
    forced,
    messengerBackground: platform.theme.backgroundColor(),
    systemScheme: platform.theme.colorScheme(),
  });

/** Spec 000 §4's theme, kept current as the host's theme changes; marks the document with it. */
export function useTheme(platform: Platform, forced: ThemeMode | null): ThemeMode {
  const [theme, setTheme] = useState<ThemeMode>(() => themeOf(platform, forced));
  useEffect(() => {
    setTheme(themeOf(platform, forced));
    return platform.theme.onChange(() => setTheme(themeOf(platform, forced)));
  }, [platform, forced]);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme === 'DARK' ? 'dark' : 'light';
    root.style.colorScheme = theme === 'DARK' ? 'dark' : 'light';
    // A forced theme sets aside the messenger's colours too, not only its light or dark (kit tokens.css).
    if (forced) root.dataset.themeForced = '';
    else delete root.dataset.themeForced;
  }, [theme, forced]);
  return theme;
}
