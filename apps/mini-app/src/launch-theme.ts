/**
 * Telegram's colours before the SDK has loaded (it loads after the first paint): the same `--tg-theme-*`
 * variables its `themeParams.bindCssVars()` sets, read from where it reads them. After a reload that is the
 * theme it kept in sessionStorage (the last `theme_changed`); otherwise the launch parameters' theme, from
 * the page's address or, once the address has changed, the copy the bridge kept. Without them, nothing is set
 * and the design tokens' fallbacks apply until the SDK binds the theme.
 */
const STORED_THEME = 'tapps/themeParams';
const STORED_LAUNCH_PARAMS = 'tapps/launchParams';
const COLOR = /^#[0-9a-f]{3,8}$/i;

function readSession(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** `tgWebAppThemeParams` of a launch: the SDK joins an address's query and hash into one parameter list. */
function themeOfLaunch(source: unknown): unknown {
  if (typeof source !== 'string' || !source) return null;
  const query = source.replace(/^[^?#]*[?#]/, '').replace(/[?#]/g, '&');
  const theme = new URLSearchParams(query).get('tgWebAppThemeParams');
  if (!theme) return null;
  try {
    return JSON.parse(theme) as unknown;
  } catch {
    return null;
  }
}

function firstNavigation(): PerformanceNavigationTiming | undefined {
  return performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
}

/** The theme parameters the SDK will bind, or null when the page holds none. */
export function readLaunchTheme(): Record<string, string> | null {
  const navigation = firstNavigation();
  const candidates = [
    navigation?.type === 'reload' ? readSession(STORED_THEME) : null,
    themeOfLaunch(window.location.href),
    themeOfLaunch(navigation?.name),
    themeOfLaunch(readSession(STORED_LAUNCH_PARAMS)),
  ];
  const theme = candidates.find((candidate) => typeof candidate === 'object' && candidate !== null);
  if (!theme) return null;
  const colors = Object.entries(theme).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && COLOR.test(entry[1]),
  );
  return colors.length ? Object.fromEntries(colors) : null;
}

/** Sets Telegram's theme colours on the root, as the SDK will (`bg_color` as `--tg-theme-bg-color`). */
export function applyLaunchTheme(root: HTMLElement = document.documentElement): void {
  const theme = readLaunchTheme();
  if (!theme) return;
  for (const [name, color] of Object.entries(theme)) {
    root.style.setProperty(`--tg-theme-${name.replace(/_/g, '-')}`, color);
  }
}
