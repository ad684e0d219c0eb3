export type ThemeMode = 'LIGHT' | 'DARK';

/** Spec 000 §4: a background brighter than this is a light theme. */
export const LIGHT_LUMINANCE_THRESHOLD = 155;

/** Perceived brightness (0–255) of a `#rgb` or `#rrggbb` colour; null when it is not one. */
export function luminance(color: string): number | null {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  // The Rec. 601 weights in thousandths, summed as integers: 0.299 * 155 + 0.587 * 155 + 0.114 * 155 in
  // floating point is not exactly 155, and the grey #9b9b9b must sit exactly on the threshold.
  return (299 * r + 587 * g + 114 * b) / 1000;
}

/**
 * Spec 000 §4: a forced theme wins; otherwise the messenger's background decides (luminance above 155 is
 * LIGHT); otherwise the system preference; light when nothing is known.
 */
export function resolveTheme(input: {
  forced: ThemeMode | null;
  messengerBackground: string | null;
  systemScheme: 'light' | 'dark' | null;
}): ThemeMode {
  if (input.forced) return input.forced;
  const fromMessenger = input.messengerBackground === null ? null : luminance(input.messengerBackground);
  if (fromMessenger !== null) return fromMessenger > LIGHT_LUMINANCE_THRESHOLD ? 'LIGHT' : 'DARK';
  return input.systemScheme === 'dark' ? 'DARK' : 'LIGHT';
}
