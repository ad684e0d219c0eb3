// @vitest-environment happy-dom
import { emitEvent, mockTelegramEnv } from '@telegram-apps/sdk-react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Platform } from '@wallet/platform';
import { bootTelegram } from './boot';

const INIT_DATA = `user=${encodeURIComponent(JSON.stringify({ id: 700000001, first_name: 'Demo' }))}&auth_date=1700000000&signature=abc&hash=def`;
const calls: [string, unknown][] = [];
let isHostSilent = false;
let platform: Platform;

beforeAll(() => {
  mockTelegramEnv({
    launchParams: new URLSearchParams({
      tgWebAppData: INIT_DATA,
      tgWebAppVersion: '9.0',
      tgWebAppPlatform: 'android',
      tgWebAppStartParam: 'ref-7',
      tgWebAppThemeParams: JSON.stringify({ bg_color: '#ffffff', text_color: '#000000' }),
    }),
    onEvent(event) {
      const [name, params] = event as [string, Record<string, unknown> | undefined];
      calls.push([name, params]);
      if (name === 'web_app_invoke_custom_method' && !isHostSilent) {
        const { req_id: reqId, method } = params as { req_id: string; method: string };
        const result = method === 'getStorageValues' ? { hiddenBalance: 'true' } : true;
        setTimeout(() => emitEvent('custom_method_invoked', { req_id: reqId, result }));
      }
    },
  });
  platform = bootTelegram()!;
});

beforeEach(() => {
  calls.length = 0;
  isHostSilent = false;
});

const posted = (name: string) => calls.filter(([method]) => method === name).map(([, params]) => params);

describe('the Telegram platform', () => {
  it('reads the launch: raw init data, start parameter, host platform', () => {
    expect(platform.kind).toBe('telegram');
    expect(platform.os).toBe('android');
    expect(platform.launch).toEqual({
      startParam: 'ref-7',
      isMiniApp: true,
      platform: 'android',
      initData: INIT_DATA,
    });
  });

  it('sets up the native MainButton and hears its presses', () => {
    const pressed = vi.fn();
    const unsubscribe = platform.mainButton.onClick(pressed);
    platform.mainButton.set({ text: 'Send code', loading: true, disabled: true });
    expect(posted('web_app_setup_main_button').at(-1)).toMatchObject({
      is_visible: true,
      is_active: false,
      is_progress_visible: true,
      text: 'Send code',
    });
    emitEvent('main_button_pressed');
    expect(pressed).toHaveBeenCalledTimes(1);
    unsubscribe();
    platform.mainButton.set(null);
    expect(posted('web_app_setup_main_button').at(-1)).toMatchObject({ is_visible: false });
  });

  it('shows the BackButton and the SettingsButton and hears them', () => {
    const back = vi.fn();
    const settings = vi.fn();
    platform.backButton.onClick(back);
    platform.settingsButton?.onClick(settings);
    platform.backButton.setVisible(true);
    platform.settingsButton?.setVisible(true);
    expect(posted('web_app_setup_back_button').at(-1)).toEqual({ is_visible: true });
    expect(posted('web_app_setup_settings_button').at(-1)).toEqual({ is_visible: true });
    emitEvent('back_button_pressed');
    emitEvent('settings_button_pressed');
    expect(back).toHaveBeenCalledTimes(1);
    expect(settings).toHaveBeenCalledTimes(1);
  });

  it('plays haptics through HapticFeedback', () => {
    platform.haptics.notification('error');
    platform.haptics.impact('light');
    expect(posted('web_app_trigger_haptic_feedback')).toEqual([
      { type: 'notification', notification_type: 'error' },
      { type: 'impact', impact_style: 'light' },
    ]);
  });

  it('writes to CloudStorage and resolves only when the client has answered', async () => {
    let isDone = false;
    const write = platform.storage.set('hiddenBalance', 'true').then(() => (isDone = true));
    expect(isDone).toBe(false);
    await vi.waitFor(() => expect(posted('web_app_invoke_custom_method').length).toBeGreaterThan(0));
    expect(posted('web_app_invoke_custom_method').at(-1)).toMatchObject({
      method: 'saveStorageValue',
      params: { key: 'hiddenBalance', value: 'true' },
    });
    await write;
    expect(isDone).toBe(true);
    expect(await platform.storage.get('hiddenBalance')).toBe('true');
  });

  it('falls back to the device when CloudStorage does not answer in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    isHostSilent = true;
    const write = platform.storage.set('language', '"en"');
    await vi.advanceTimersByTimeAsync(3100);
    await write;
    vi.useRealTimers();
    expect(localStorage.getItem('wallet-tg:language')).toBe('"en"');
  });

  it("stores under the messenger's versions, large copies in this device's storage for this account only", async () => {
    expect(platform.storageVersions).toEqual({ state: 14, auth: 14 });
    await platform.deviceStorage?.set('assetsCache', '{}');
    expect(localStorage.getItem('wallet-tg-device:700000001:assetsCache')).toBe('{}');
    expect(await platform.deviceStorage?.keys()).toEqual(['assetsCache']);
  });

  it("opens a bank's page in the browser and stays open, waiting for the payment's result", () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    expect(platform.leaveForBank('https://bank.test/gateway/7')).toBe('stayed');
    expect(posted('web_app_open_link')).toEqual([
      expect.objectContaining({ url: 'https://bank.test/gateway/7' }),
    ]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("removes index.html's splash and tells Telegram the app is ready", () => {
    document.body.insertAdjacentHTML('afterbegin', '<div id="splash"></div>');
    platform.ready();
    expect(document.getElementById('splash')).toBeNull();
    expect(posted('web_app_ready')).toHaveLength(1);
  });

  it("shares the bot's prepared message through Telegram's dialog, and hears whether it was sent", async () => {
    const sent = platform.shareMessage!('prep-1');
    expect(posted('web_app_send_prepared_message')).toEqual([{ id: 'prep-1' }]);
    emitEvent('prepared_message_sent');
    await expect(sent).resolves.toBe(true);

    const closed = platform.shareMessage!('prep-2');
    emitEvent('prepared_message_failed', { error: 'USER_DECLINED' });
    await expect(closed).resolves.toBe(false);
  });

  it('asks for write access and hears the answer', async () => {
    const allowed = platform.requestWriteAccess!();
    expect(posted('web_app_request_write_access')).toHaveLength(1);
    emitEvent('write_access_requested', { status: 'allowed' });
    await expect(allowed).resolves.toBe(true);

    const refused = platform.requestWriteAccess!();
    emitEvent('write_access_requested', { status: 'cancelled' });
    await expect(refused).resolves.toBe(false);
  });

  it('offers no inline query to an app not opened in inline mode, as Telegram refuses it', () => {
    expect(platform.switchInlineQuery).toBeUndefined();
  });

  it('follows theme changes of the messenger', async () => {
    const changed = vi.fn();
    platform.theme.onChange(changed);
    expect(platform.theme.backgroundColor()).toBe('#ffffff');
    emitEvent('theme_changed', { theme_params: { bg_color: '#17212b', text_color: '#ffffff' } });
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(platform.theme.backgroundColor()).toBe('#17212b');
    expect(platform.theme.colorScheme()).toBe('dark');
  });
});
