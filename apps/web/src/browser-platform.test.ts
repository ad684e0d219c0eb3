// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserPlatform } from './browser-platform';
import { createBrowserStore } from './browser-storage';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

function fakeMatchMedia(matches: Record<string, boolean>) {
  const listeners: (() => void)[] = [];
  const queries: Record<string, { matches: boolean }> = {};
  window.matchMedia = ((query: string) => {
    const entry = (queries[query] ??= { matches: matches[query] ?? false });
    return {
      get matches() {
        return entry.matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => {},
    };
  }) as unknown as typeof window.matchMedia;
  return {
    set(query: string, value: boolean) {
      (queries[query] ??= { matches: value }).matches = value;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('browser storage', () => {
  it('keeps values in localStorage under a prefix and lists its own keys only', async () => {
    localStorage.setItem('other-app', 'x');
    const store = createBrowserStore(localStorage);
    await store.set('hiddenBalance', 'true');
    expect(localStorage.getItem('wallet:hiddenBalance')).toBe('true');
    expect(await store.get('hiddenBalance')).toBe('true');
    expect(await store.keys()).toEqual(['hiddenBalance']);
    await store.remove('hiddenBalance');
    expect(await store.get('hiddenBalance')).toBeNull();
  });

  it('falls back to memory when localStorage throws', async () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
      key: () => null,
      length: 0,
    } as unknown as Storage;
    const store = createBrowserStore(broken);
    await store.set('language', '"en"');
    expect(await store.get('language')).toBe('"en"');
  });
});

describe('the browser platform', () => {
  it('is a pwa when installed, web otherwise', () => {
    fakeMatchMedia({ '(display-mode: standalone)': true });
    expect(createBrowserPlatform(window).kind).toBe('pwa');
    fakeMatchMedia({});
    expect(createBrowserPlatform(window).kind).toBe('web');
  });

  it('reads and follows prefers-color-scheme', () => {
    const media = fakeMatchMedia({ '(prefers-color-scheme: dark)': false });
    const platform = createBrowserPlatform(window);
    const changed = vi.fn();
    platform.theme.onChange(changed);
    expect(platform.theme.colorScheme()).toBe('light');
    media.set('(prefers-color-scheme: dark)', true);
    expect(changed).toHaveBeenCalled();
    expect(platform.theme.colorScheme()).toBe('dark');
    expect(platform.theme.backgroundColor()).toBeNull();
  });

  it('reads the clipboard where the browser lets it, and answers null when refused', async () => {
    fakeMatchMedia({});
    const readText = vi.fn(async () => 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
    Object.defineProperty(window.navigator, 'clipboard', {
      value: { writeText: vi.fn(), readText },
      configurable: true,
    });
    const platform = createBrowserPlatform(window);
    expect(await platform.clipboard.readText?.()).toBe('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
    readText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    expect(await platform.clipboard.readText?.()).toBeNull();
  });

  it('vibrates for haptics where the browser can', () => {
    fakeMatchMedia({});
    const vibrate = vi.fn();
    Object.defineProperty(window.navigator, 'vibrate', { value: vibrate, configurable: true });
    const platform = createBrowserPlatform(window);
    platform.haptics.notification('error');
    platform.haptics.impact('light');
    expect(vibrate.mock.calls).toEqual([[[30, 50, 30, 50, 30]], [8]]);
  });

  it('draws its own buttons: the shell renders them, clicks reach handlers only when enabled', () => {
    fakeMatchMedia({});
    const platform = createBrowserPlatform(window);
    const clicked = vi.fn();
    platform.mainButton.onClick(clicked);
    platform.mainButton.set({ text: 'Send code', disabled: true });
    platform.rendered?.mainButton.click();
    expect(clicked).not.toHaveBeenCalled();
    platform.mainButton.set({ text: 'Send code' });
    platform.rendered?.mainButton.click();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(platform.rendered?.mainButton.current()?.text).toBe('Send code');
  });

  it('asks before leaving only while closing confirmation is on', () => {
    fakeMatchMedia({});
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const platform = createBrowserPlatform(window);
    platform.closingConfirmation.enable();
    platform.closingConfirmation.disable();
    expect(add.mock.calls.some(([name]) => name === 'beforeunload')).toBe(true);
    expect(remove.mock.calls.some(([name]) => name === 'beforeunload')).toBe(true);
  });

  it("stores under the web's versions, every key in localStorage", () => {
    fakeMatchMedia({});
    const platform = createBrowserPlatform(window);
    expect(platform.storageVersions).toEqual({ state: 7, auth: 6 });
    expect(platform.deviceStorage).toBeUndefined();
  });

  it("keeps flow drafts in the tab's session storage, apart from localStorage", async () => {
    fakeMatchMedia({});
    window.sessionStorage.clear();
    const platform = createBrowserPlatform(window);
    await platform.flowStorage.set('withdrawDraft', 'draft');
    expect(await createBrowserPlatform(window).flowStorage.get('withdrawDraft')).toBe('draft');
    expect(Object.values({ ...window.sessionStorage })).toEqual(['draft']);
    expect(Object.values({ ...window.localStorage })).not.toContain('draft');
    await platform.flowStorage.clear();
    expect(window.sessionStorage.length).toBe(0);
  });

  it("sends this tab to a bank's page, which returns it to the app", () => {
    fakeMatchMedia({});
    const assign = vi.fn();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      expect(createBrowserPlatform(window).leaveForBank('https://bank.test/gateway/7')).toBe('left');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(assign).toHaveBeenCalledWith('https://bank.test/gateway/7');
    expect(open).not.toHaveBeenCalled();
  });

  it('takes the start parameter from ?startapp= and is not a mini-app', () => {
    fakeMatchMedia({});
    window.history.replaceState(null, '', '/dashboard?startapp=ref-42');
    const platform = createBrowserPlatform(window);
    expect(platform.launch).toEqual({
      startParam: 'ref-42',
      isMiniApp: false,
      platform: 'web',
      initData: null,
    });
  });
});
