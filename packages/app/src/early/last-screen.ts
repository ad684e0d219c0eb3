import type { KeptScreen, KeptStyles } from '@wallet/ui';

/**
 * The last screen: a returning user's dashboard as the app last drew it from fresh data. The shell keeps it
 * (STORAGE_KEYS.lastScreen); at the next start the web page's early script paints it over the app's root,
 * marked "Updating…", before the app's code has run, and the app's first screen takes its place. Nothing here
 * may import runtime code from the app's packages: it runs in the early script.
 */

/** The paths whose screen is kept and painted. */
export const KEPT_PATHS: readonly string[] = ['/dashboard'];

/** The element the painted screen lives in, until the app's first screen replaces it. */
export const LAST_SCREEN_ID = 'last-screen';

/**
 * The stored PIN (the security feature's `pin` key, a test keeps the two in step): with one, the app may
 * open behind its lock, so nothing of the account is painted before it has decided.
 */
export const PIN_KEY = 'pin';

/** The keys the shell keeps the screen and its styles under (STORAGE_KEYS; a test keeps them in step). */
export const KEPT_KEYS = { screen: 'lastScreen', styles: 'keptStyles' } as const;

/** How long a painted screen may stay if the app never draws (its code failed to load). */
export const LAST_SCREEN_MAX_MS = 15_000;

/**
 * The page's own stylesheets, as served: kept markup is painted only under the styles it was drawn with. A web
 * build writes its stylesheet into the page and keeps a link naming its file, whose name carries a hash of its
 * content, so another build with the same styles (a release that changed only code) still paints it. Read at
 * start, before a lazy screen adds its own stylesheet.
 */
export function pageStyles(document: Document): string {
  return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]'))
    .map((link) => new URL(link.href, document.baseURI).pathname)
    .join(' ');
}

/**
 * The attribute of the `<style>` a web build writes its stylesheet into, naming the file it holds (the page's
 * disabled link names it too).
 */
export const INLINE_STYLESHEET = 'data-stylesheet';

/**
 * The styles a screen kept now is drawn with (named as pageStyles names them, and their text), for the next
 * start to paint it under after a release whose styles changed; null when the page has no stylesheet of its
 * own written in (a development server, the mini-app).
 */
export function keptStylesOf(document: Document, styles: string): KeptStyles | null {
  const css = Array.from(document.querySelectorAll<HTMLStyleElement>(`style[${INLINE_STYLESHEET}]`))
    .map((style) => style.textContent ?? '')
    .join('\n');
  return styles && css ? { styles, css } : null;
}

/**
 * Kept styles as they apply inside the painted screen's shadow root, apart from the page's: the document's
 * root is the shadow's host there (the tokens' `:root` rules). Fonts stay the page's: a shadow root's
 * `@font-face` rules do not apply, and the page's own declare the same families.
 */
export function stylesInShadow(css: string): string {
  return css.replace(/:root(?![\w-])/g, ':host');
}

/**
 * Marks an element whose inline style moves with time (the banner carousel's track, at the slide it has
 * rotated to): the kept copy has no inline style, so it is painted as the app draws it at start.
 */
export const KEPT_AT_START = 'data-kept-at-start';

/**
 * What the shell keeps of the screen in `shell` (its element inside the theme root): the root and shell as
 * drawn, without toasts; null while part of it is still loading (a skeleton, a busy region) or a dialog or
 * drawer is open over it.
 */
export function keptScreenOf(
  shell: HTMLElement,
  screen: Omit<KeptScreen, 'html' | 'appearance'>,
): KeptScreen | null {
  const root = shell.parentElement;
  if (!root) return null;
  const unsettled = '[class*="skeleton"], [aria-busy="true"], [role="dialog"], [aria-modal="true"]';
  if (root.querySelector(unsettled)) return null;
  const copy = root.cloneNode(false) as HTMLElement;
  const shellCopy = shell.cloneNode(true) as HTMLElement;
  shellCopy.querySelector('.shell-toasts')?.replaceChildren();
  for (const moving of shellCopy.querySelectorAll(`[${KEPT_AT_START}]`)) moving.removeAttribute('style');
  copy.append(shellCopy);
  return {
    ...screen,
    appearance: root.dataset.theme === 'dark' ? 'dark' : 'light',
    html: copy.outerHTML,
  };
}

/** The shell's "Updating…" notice (LastStateNotice, a test keeps the two alike), built without React. */
export function appendUpdatingNotice(parent: HTMLElement, text: string): void {
  const document = parent.ownerDocument;
  // Attributes in the order React writes them, so the markup is the same.
  const element = (tag: string, attributes: Record<string, string>) => {
    const created = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
    return created;
  };
  const notice = element('div', { class: 'last-state' });
  const status = element('p', { role: 'status', class: 'last-state__text' });
  status.append(element('span', { class: 'last-state__dot', 'aria-hidden': 'true' }), text);
  notice.append(status);
  parent.append(notice, element('div', { class: 'last-state-room', 'aria-hidden': 'true' }));
}

function isKeptStyles(value: unknown): value is KeptStyles {
  if (typeof value !== 'object' || value === null) return false;
  const { styles, css } = value as Record<string, unknown>;
  return typeof styles === 'string' && typeof css === 'string';
}

function isKeptScreen(value: unknown): value is KeptScreen {
  if (typeof value !== 'object' || value === null) return false;
  const fields = ['path', 'styles', 'language', 'dir', 'appearance', 'html', 'updating'] as const;
  return fields.every((field) => typeof (value as Record<string, unknown>)[field] === 'string');
}

export interface LastScreenStart {
  path: string;
  /** The stored session's token: no session, nothing painted. */
  token: string | null;
  /** The language the app will choose. */
  language: string;
  /** The appearance the app will choose (the stored forced theme, else the device's). */
  appearance: 'light' | 'dark';
  /** A stored value as the app's storage reads it (null when absent). */
  stored(key: string): unknown;
}

/**
 * The styles the kept screen is painted under, when it can be: none of its own when the page has the styles it
 * was drawn with; else the kept ones, if they are those (a release changed the page's styles); else it cannot.
 */
function stylesFor(screen: KeptScreen, document: Document, start: LastScreenStart): string | null | false {
  if (screen.styles === pageStyles(document)) return null;
  const kept = start.stored(KEPT_KEYS.styles);
  return isKeptStyles(kept) && kept.styles === screen.styles ? kept.css : false;
}

/**
 * The kept screen that is this start's, its styles aside (paintLastScreen checks them, once the page's are
 * parsed): a session, no PIN, and a screen kept at the same path, in the same language and appearance.
 */
export function lastScreenFor(start: LastScreenStart): KeptScreen | null {
  const screen = start.stored(KEPT_KEYS.screen);
  if (!start.token || start.stored(PIN_KEY) !== null || !isKeptScreen(screen)) return null;
  const isThisStart =
    screen.path === start.path &&
    screen.language === start.language &&
    screen.appearance === start.appearance;
  return isThisStart ? screen : null;
}

/** The pictures the kept screen draws at once (its images not loaded lazily), as their markup names them. */
export function keptPictures(screen: KeptScreen, document: Document): string[] {
  const markup = document.createElement('template');
  markup.innerHTML = screen.html;
  return Array.from(markup.content.querySelectorAll('img[src]:not([loading="lazy"])'), (picture) =>
    picture.getAttribute('src')!,
  );
}

/**
 * Paints the kept screen when it is this start's: a session, no PIN, the same path, language and appearance,
 * and the styles it was drawn with, the page's or kept ones (painted then in a shadow root, apart from the
 * page's). It lies over the app's root, inert to taps and hidden from assistive technology, until the app draws
 * its first screen (dropLastScreen). Returns whether it painted.
 */
export function paintLastScreen(window: Window, start: LastScreenStart): boolean {
  const { document } = window;
  const screen = lastScreenFor(start);
  const appRoot = document.getElementById('root');
  if (!screen || !appRoot || appRoot.childElementCount > 0) return false;
  const styles = stylesFor(screen, document, start);
  if (styles === false) return false;
  const layer = document.createElement('div');
  layer.id = LAST_SCREEN_ID;
  layer.inert = true;
  layer.setAttribute('aria-hidden', 'true');
  Object.assign(layer.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '10',
    overflow: 'hidden',
    pointerEvents: 'none',
  });
  const content: HTMLElement | ShadowRoot = styles === null ? layer : layer.attachShadow({ mode: 'open' });
  // Parsed apart (a template's content fetches nothing), its pictures made lazy: they are fetched and decoded
  // once the frame that shows the balances has been laid out, not before it (an SVG's decoding builds a
  // document of its own: about 60 ms on a slow phone).
  const markup = document.createElement('template');
  markup.innerHTML = screen.html;
  for (const picture of markup.content.querySelectorAll('img')) picture.loading = 'lazy';
  content.append(markup.content);
  if (styles !== null) {
    const style = document.createElement('style');
    style.textContent = stylesInShadow(styles);
    content.prepend(style);
  }
  const shell = content.querySelector<HTMLElement>('.shell');
  if (!shell) return false;
  // The page's direction does not reach into a shadow root: its rules read it from the theme root.
  if (styles !== null) shell.parentElement?.setAttribute('dir', screen.dir);
  appendUpdatingNotice(shell, screen.updating);
  const html = document.documentElement;
  html.lang = screen.language;
  html.dir = screen.dir;
  html.dataset.theme = screen.appearance;
  html.style.colorScheme = screen.appearance;
  appRoot.before(layer);
  window.setTimeout(() => layer.remove(), LAST_SCREEN_MAX_MS);
  return true;
}

/** The app's first screen is drawn: the painted one goes. */
export function dropLastScreen(document: Document): void {
  document.getElementById(LAST_SCREEN_ID)?.remove();
}
