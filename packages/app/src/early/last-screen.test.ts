// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { securityFeature } from '@wallet/features-security';
import { STORAGE_KEYS, type KeptScreen } from '@wallet/ui';
import {
  dropLastScreen,
  INLINE_STYLESHEET,
  KEPT_AT_START,
  KEPT_KEYS,
  keptScreenOf,
  keptPictures,
  keptStylesOf,
  LAST_SCREEN_ID,
  lastScreenFor,
  LAST_SCREEN_MAX_MS,
  pageStyles,
  paintLastScreen,
  PIN_KEY,
  stylesInShadow,
  type LastScreenStart,
} from './last-screen';

const ENTRY = '/assets/index-AbC123.js';
const STYLES = '/assets/index-Css456.css';
/** The stylesheet's text: the tokens on the document's root, and a rule in the reading direction. */
const CSS = ':root{--kit-space-4:16px}[dir=rtl] .dash{text-align:right}';

/**
 * The web page as served: its module script, its stylesheet written in (with the link naming its file), the
 * splash and the app's empty root.
 */
function servePage(entry = ENTRY, styles = STYLES) {
  // Parsed from markup, as the page's are: such a script is never run.
  document.head.innerHTML = `<script type="module" src="${entry}"></script><style ${INLINE_STYLESHEET}="${styles}">${CSS}</style><link rel="stylesheet" href="${styles}" disabled>`;
  document.body.innerHTML = '<div id="splash"></div><div id="root"></div>';
  document.documentElement.lang = 'fa';
  document.documentElement.dir = 'rtl';
}

/** The app's theme root and shell, as the dashboard draws them. */
function drawShell(content: string): HTMLElement {
  const root = document.createElement('div');
  root.className = 'kit-root shell-root';
  root.dataset.theme = 'dark';
  root.innerHTML = `<div class="shell"><main class="dash">${content}</main><div class="shell-toasts"><p>Copied</p></div></div>`;
  document.getElementById('root')!.append(root);
  return root.querySelector<HTMLElement>('.shell')!;
}

/** What the shell knows of the screen it keeps (keep-last-screen.ts). */
const DRAWN = {
  path: '/dashboard',
  styles: STYLES,
  language: 'en',
  dir: 'ltr',
  updating: 'Updating…',
} as const;

const kept = (overrides: Partial<KeptScreen> = {}): KeptScreen => ({
  path: '/dashboard',
  styles: STYLES,
  language: 'en',
  dir: 'ltr',
  appearance: 'dark',
  html: '<div class="kit-root shell-root" data-theme="dark"><div class="shell"><main class="dash"><p class="dash-balance__total">$48.90</p></main></div></div>',
  updating: 'Updating…',
  ...overrides,
});

function startWith(
  stored: Record<string, unknown>,
  overrides: Partial<LastScreenStart> = {},
): LastScreenStart {
  return {
    path: '/dashboard',
    token: 'wlt_abc',
    language: 'en',
    appearance: 'dark',
    stored: (key) => stored[key] ?? null,
    ...overrides,
  };
}

const painted = () => document.getElementById(LAST_SCREEN_ID);

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('keeping the screen', () => {
  it('keeps the theme root and shell as drawn, without toasts, with the styles, language and appearance', () => {
    servePage();
    const shell = drawShell('<p class="dash-balance__total">$48.90</p>');
    const screen = keptScreenOf(shell, DRAWN);
    expect(screen).toEqual({
      ...DRAWN,
      appearance: 'dark',
      html: '<div class="kit-root shell-root" data-theme="dark"><div class="shell"><main class="dash"><p class="dash-balance__total">$48.90</p></main><div class="shell-toasts"></div></div></div>',
    });
  });

  it('keeps an element marked as moving with time (the carousel track) as drawn at start, without its style', () => {
    servePage();
    const shell = drawShell(
      `<div class="dash-banners__track" ${KEPT_AT_START}="" style="transform: translateX(-200%)"></div>`,
    );
    const screen = keptScreenOf(shell, DRAWN);
    expect(screen?.html).toContain(`<div class="dash-banners__track" ${KEPT_AT_START}=""></div>`);
    expect(screen?.html).not.toContain('translateX');
    // The page itself keeps its slide.
    expect(shell.querySelector('.dash-banners__track')?.getAttribute('style')).toContain('-200%');
  });

  it.each([
    ['a skeleton', '<span class="dash-skeleton"></span>'],
    ['a busy region', '<ul aria-busy="true"></ul>'],
    ['an open drawer', '<div role="dialog" aria-modal="true"></div>'],
  ])('keeps nothing while %s is on screen', (_, content) => {
    servePage();
    const shell = drawShell(content);
    expect(keptScreenOf(shell, DRAWN)).toBeNull();
  });
});

describe("keeping the page's styles", () => {
  it('names the styles as pageStyles does and holds the text the page has them in', () => {
    servePage();
    expect(keptStylesOf(document, pageStyles(document))).toEqual({ styles: STYLES, css: CSS });
  });

  it('keeps none for a page without its stylesheet written in (a development server, the mini-app)', () => {
    document.head.innerHTML = `<link rel="stylesheet" href="${STYLES}">`;
    expect(keptStylesOf(document, pageStyles(document))).toBeNull();
  });

  it("moves the rules on the document's root to the shadow root's host, and no other", () => {
    expect(stylesInShadow(':root{--a:1px}:root,[data-theme=light]{--b:2px}.root-x{}:root-x{}')).toBe(
      ':host{--a:1px}:host,[data-theme=light]{--b:2px}.root-x{}:root-x{}',
    );
  });

  it('reads the keys the shell keeps the screen and its styles under', () => {
    expect(KEPT_KEYS).toEqual({ screen: STORAGE_KEYS.lastScreen.name, styles: STORAGE_KEYS.keptStyles.name });
  });
});

describe('painting the kept screen at the next start', () => {
  it("paints it over the app's root, inert and hidden from assistive technology, marked as updating, in its language and appearance", () => {
    servePage();
    expect(paintLastScreen(window, startWith({ lastScreen: kept() }))).toBe(true);
    const layer = painted()!;
    expect(layer.nextElementSibling?.id).toBe('root');
    expect(layer.inert).toBe(true);
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    expect(layer.style.position).toBe('fixed');
    expect(layer.style.pointerEvents).toBe('none');
    expect(layer.querySelector('.dash-balance__total')?.textContent).toBe('$48.90');
    expect(layer.querySelector('.shell .last-state [role="status"]')?.textContent).toBe('Updating…');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it.each<[string, Record<string, unknown>, Partial<LastScreenStart>]>([
    ['without a session', { lastScreen: kept() }, { token: null }],
    ['with a PIN set (the app may open locked)', { lastScreen: kept(), [PIN_KEY]: { hash: 'x' } }, {}],
    ['at another path', { lastScreen: kept() }, { path: '/market' }],
    ['in another language', { lastScreen: kept() }, { language: 'fa' }],
    ['in another appearance', { lastScreen: kept() }, { appearance: 'light' }],
    ['drawn under other styles', { lastScreen: kept({ styles: '/assets/index-Old000.css' }) }, {}],
    ['when nothing is kept', {}, {}],
    ['when the kept record is not a screen', { lastScreen: { path: '/dashboard', html: 3 } }, {}],
  ])('paints nothing %s', (_, stored, overrides) => {
    servePage();
    expect(paintLastScreen(window, startWith(stored, overrides))).toBe(false);
    expect(painted()).toBeNull();
    expect(document.documentElement.lang).toBe('fa');
  });

  it("finds the screen that is this start's before the page is parsed, whatever its styles (checked when painting)", () => {
    document.head.innerHTML = '';
    const screen = kept({ styles: '/assets/index-Old000.css' });
    expect(lastScreenFor(startWith({ lastScreen: screen }))).toEqual(screen);
    for (const [stored, overrides] of [
      [{ lastScreen: screen }, { token: null }],
      [{ lastScreen: screen, [PIN_KEY]: { hash: 'x' } }, {}],
      [{ lastScreen: screen }, { path: '/market' }],
      [{ lastScreen: screen }, { language: 'fa' }],
      [{ lastScreen: screen }, { appearance: 'light' }],
      [{}, {}],
      [{ lastScreen: { path: '/dashboard', html: 3 } }, {}],
    ] satisfies [Record<string, unknown>, Partial<LastScreenStart>][]) {
      expect(lastScreenFor(startWith(stored, overrides))).toBeNull();
    }
  });

  it('paints it for another build whose styles are the same (a release that changed only code)', () => {
    servePage('/assets/index-New789.js');
    expect(paintLastScreen(window, startWith({ lastScreen: kept() }))).toBe(true);
    expect(painted()?.querySelector('.dash-balance__total')?.textContent).toBe('$48.90');
  });

  it('paints it under the styles it was drawn with, kept, in a shadow root apart from the page, after a release that changed the styles', () => {
    servePage(ENTRY, '/assets/index-Changed.css');
    const stored = { lastScreen: kept(), keptStyles: { styles: STYLES, css: CSS } };
    expect(paintLastScreen(window, startWith(stored))).toBe(true);
    const layer = painted()!;
    expect(layer.querySelector('.shell')).toBeNull();
    const shadow = layer.shadowRoot!;
    expect(shadow.querySelector('style')?.textContent).toBe(stylesInShadow(CSS));
    expect(shadow.querySelector('.dash-balance__total')?.textContent).toBe('$48.90');
    expect(shadow.querySelector('.shell .last-state [role="status"]')?.textContent).toBe('Updating…');
    // Its rules read the direction from the theme root: the page's does not reach into a shadow root.
    expect(shadow.querySelector('.kit-root')?.getAttribute('dir')).toBe('ltr');
    expect(layer.inert).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it("paints nothing under other styles when the kept ones are another build's", () => {
    servePage(ENTRY, '/assets/index-Changed.css');
    const stored = { lastScreen: kept(), keptStyles: { styles: '/assets/index-Other.css', css: CSS } };
    expect(paintLastScreen(window, startWith(stored))).toBe(false);
    expect(painted()).toBeNull();
  });

  it("reads the page's stylesheet links, in order, as paths", () => {
    servePage();
    document.head.insertAdjacentHTML('beforeend', '<link rel="preload stylesheet" href="/assets/more.css">');
    expect(pageStyles(document)).toBe(`${STYLES} /assets/more.css`);
  });

  it('paints its pictures lazily, after the frame that shows the balances, and names those it draws at once', () => {
    servePage();
    const html = kept().html.replace(
      '</main>',
      '<img class="banner" src="/banners/a.svg" loading="eager"><img class="later" src="/banners/b.svg" loading="lazy"><img class="plain" src="/banners/c.svg"></main>',
    );
    const screen = kept({ html });
    expect(keptPictures(screen, document)).toEqual(['/banners/a.svg', '/banners/c.svg']);
    expect(paintLastScreen(window, startWith({ lastScreen: screen }))).toBe(true);
    const pictures = [...painted()!.querySelectorAll('img')];
    expect(pictures.map((picture) => [picture.getAttribute('src'), picture.loading])).toEqual([
      ['/banners/a.svg', 'lazy'],
      ['/banners/b.svg', 'lazy'],
      ['/banners/c.svg', 'lazy'],
    ]);
  });

  it('paints nothing once the app has drawn into its root', () => {
    servePage();
    drawShell('<p>drawn</p>');
    expect(paintLastScreen(window, startWith({ lastScreen: kept() }))).toBe(false);
    expect(painted()).toBeNull();
  });

  it("goes when the app's first screen is drawn, or after a while if the app never draws", () => {
    vi.useFakeTimers();
    servePage();
    paintLastScreen(window, startWith({ lastScreen: kept() }));
    dropLastScreen(document);
    expect(painted()).toBeNull();

    paintLastScreen(window, startWith({ lastScreen: kept() }));
    vi.advanceTimersByTime(LAST_SCREEN_MAX_MS - 1);
    expect(painted()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(painted()).toBeNull();
  });

  it("checks the key the security feature stores the web's PIN under", () => {
    // The browser has no secure store: the PIN record (none by default) is the feature's key that is not a
    // secret; its other plain keys are choices, such as having skipped the offer of a PIN.
    const pinKeys = (securityFeature.storageKeys ?? []).filter(
      (key) => !key.isSecret && key.defaultValue === null,
    );
    expect(pinKeys.map((key) => key.name)).toEqual([PIN_KEY]);
  });
});
