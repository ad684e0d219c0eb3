import { useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { directionOf } from '@wallet/i18n';
import { useTypedStorage } from '@wallet/platform';
import { STORAGE_KEYS, useSession } from '@wallet/ui';
import { dropLastScreen, KEPT_PATHS, keptScreenOf, keptStylesOf, pageStyles } from '../early/last-screen';
import { useLastStateStatus } from './last-state';

/**
 * The page's own stylesheets, read as the app's start-up code runs: before a lazy screen (the coin page's chart)
 * adds its own, which the next start's page does not have.
 */
const STYLES_AT_START = typeof document === 'undefined' ? '' : pageStyles(document);

/** How long the screen must stay unchanged before it is kept: a burst of renders is kept once. */
export const KEEP_AFTER_MS = 1000;

/**
 * Keeps the screen at a kept path (the dashboard) each time it settles on fresh data, for the host to paint
 * at its next start (`isOn`: the web page, whose early script paints it), with the styles it is drawn with
 * when the stored ones are others (written before the screen, which names them). It follows the screen's text
 * and elements, not attributes, so the banner carousel turning does not rewrite it.
 */
export function useKeepLastScreen(shell: RefObject<HTMLElement | null>, isOn: boolean): void {
  const { t } = useLingui();
  const storage = useTypedStorage();
  const session = useSession();
  const [location] = useLocation();
  const { status } = useLastStateStatus();
  const isKept = isOn && session.isAuthenticated && status === 'fresh' && KEPT_PATHS.includes(location);
  const updating = t`Updating…`;
  const { language } = session;

  useEffect(() => {
    const element = shell.current;
    if (!isKept || !element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let kept = '';
    let hasStyles = false;
    const keepStyles = async () => {
      if (hasStyles) return;
      const styles = keptStylesOf(document, STYLES_AT_START);
      if (!styles) return;
      const stored = await storage.get(STORAGE_KEYS.keptStyles);
      if (stored?.styles !== styles.styles) await storage.set(STORAGE_KEYS.keptStyles, styles);
      hasStyles = true;
    };
    const keep = () => {
      const screen = keptScreenOf(element, {
        path: location,
        styles: STYLES_AT_START,
        language,
        dir: directionOf(language),
        updating,
      });
      if (!screen || screen.html === kept) return;
      kept = screen.html;
      // Without room for the styles, the screen is still kept for a start under the same.
      void keepStyles()
        .catch(() => undefined)
        .then(() => storage.set(STORAGE_KEYS.lastScreen, screen))
        .catch(() => undefined);
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(keep, KEEP_AFTER_MS);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(element, { subtree: true, childList: true, characterData: true });
    schedule();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [shell, isKept, location, language, updating, storage]);
}

/**
 * The app's first screen is drawn: the screen the page painted before the app ran goes, in the same commit,
 * so the two are never on screen (or in the page) together.
 */
export function useDropLastScreen(): void {
  useLayoutEffect(() => dropLastScreen(document), []);
}
