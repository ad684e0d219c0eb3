/** What the page knows of its host before the app runs: the early-calls script and the platform share it. */

export function osOf(userAgent: string): string {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/windows/i.test(userAgent)) return 'windows';
  if (/mac os/i.test(userAgent)) return 'macos';
  if (/linux/i.test(userAgent)) return 'linux';
  return 'unknown';
}

/** An installed web app (a home-screen icon) rather than a browser tab. */
export function isStandalone(window: Window): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (window.navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** What the app's keys are stored under in localStorage. */
export const STORAGE_PREFIX = 'wallet:';
