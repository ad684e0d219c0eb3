// @vitest-environment happy-dom
import { mockTelegramEnv } from '@telegram-apps/sdk-react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLaunchTheme, readLaunchTheme } from './launch-theme';

const THEME = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  text_color: '#f5f5f5',
  button_color: '#5288c1',
};
const launchHash = (theme: object) =>
  `#tgWebAppData=${encodeURIComponent('user=%7B%22id%22%3A1%2C%22first_name%22%3A%22A%22%7D&auth_date=1&signature=s&hash=h')}` +
  `&tgWebAppVersion=9.0&tgWebAppPlatform=tdesktop&tgWebAppThemeParams=${encodeURIComponent(JSON.stringify(theme))}`;

/** The `--tg-*` variables set on the root, by name. */
function themeVariables(): Record<string, string> {
  const style = document.documentElement.style;
  const names = Array.from({ length: style.length }, (_, index) => style.item(index));
  return Object.fromEntries(
    names
      .filter((name) => name.startsWith('--tg-theme-'))
      .map((name) => [name, style.getPropertyValue(name)]),
  );
}

afterEach(() => {
  document.documentElement.removeAttribute('style');
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe("Telegram's colours before the SDK", () => {
  it("come from the launch's theme in the address, as the SDK's variables", () => {
    window.history.replaceState(null, '', `/${launchHash(THEME)}`);
    applyLaunchTheme();
    expect(themeVariables()).toEqual({
      '--tg-theme-bg-color': '#17212b',
      '--tg-theme-secondary-bg-color': '#232e3c',
      '--tg-theme-text-color': '#f5f5f5',
      '--tg-theme-button-color': '#5288c1',
    });
  });

  it("come from the bridge's copy of the launch once the address has changed", () => {
    sessionStorage.setItem('tapps/launchParams', JSON.stringify(launchHash(THEME).slice(1)));
    window.history.replaceState(null, '', '/dashboard');
    expect(readLaunchTheme()).toEqual(THEME);
  });

  it('are not set without a launch, and only colours are ever set', () => {
    applyLaunchTheme();
    expect(themeVariables()).toEqual({});
    window.history.replaceState(null, '', `/${launchHash({ bg_color: 'red;x', text_color: '#000' })}`);
    applyLaunchTheme();
    expect(themeVariables()).toEqual({ '--tg-theme-text-color': '#000' });
  });

  it('are the ones the SDK binds once it has loaded, so nothing changes colour', async () => {
    window.history.replaceState(null, '', `/${launchHash(THEME)}`);
    applyLaunchTheme();
    const before = themeVariables();
    mockTelegramEnv({ launchParams: launchHash(THEME).slice(1) });
    const { bootTelegram } = await import('./boot');
    document.documentElement.removeAttribute('style');
    expect(bootTelegram()).not.toBeNull();
    expect(themeVariables()).toEqual(before);
  });
});
