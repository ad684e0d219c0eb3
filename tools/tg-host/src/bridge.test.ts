import { describe, expect, it } from 'vitest';
import { createHostBridge, type CloudStore } from './bridge';
import type { KeychainStore } from './secure-storage';

function setUp(
  options: { contact?: string | null; isSecureStorageSupported?: boolean; allowsWriting?: boolean } = {},
) {
  const sent: [string, unknown][] = [];
  const data = new Map<string, string>();
  const storage: CloudStore = {
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
    keys: () => [...data.keys()],
  };
  const keychainData = new Map<string, string>();
  const secureStorage: KeychainStore = {
    get: (key) => keychainData.get(key) ?? null,
    set: (key, value) => void keychainData.set(key, value),
    remove: (key) => void keychainData.delete(key),
    clear: () => keychainData.clear(),
    keys: () => [...keychainData.keys()],
  };
  const deviceData = new Map<string, string>();
  const deviceStorage: KeychainStore = {
    get: (key) => deviceData.get(key) ?? null,
    set: (key, value) => void deviceData.set(key, value),
    remove: (key) => void deviceData.delete(key),
    clear: () => deviceData.clear(),
    keys: () => [...deviceData.keys()],
  };
  const bridge = createHostBridge({
    send: (eventType, eventData) => void sent.push([eventType, eventData]),
    storage,
    secureStorage,
    isSecureStorageSupported: () => options.isSecureStorageSupported ?? true,
    deviceStorage,
    theme: () => ({ bg_color: '#ffffff' }),
    viewport: () => ({ width: 390, height: 724 }),
    shareContact: async () => (options.contact === undefined ? 'contact=signed' : options.contact),
    allowWriteAccess: async () => options.allowsWriting ?? true,
    onChange: () => {},
  });
  const invoke = (reqId: string, method: string, params: Record<string, unknown>) =>
    bridge.handle('web_app_invoke_custom_method', { req_id: reqId, method, params });
  return { bridge, sent, data, keychainData, deviceData, invoke };
}

describe('the host bridge', () => {
  it("opens the share dialog for the bot's prepared message and answers as the user chose", async () => {
    const { bridge, sent } = setUp();
    await bridge.handle('web_app_send_prepared_message', { id: 'prep-1' });
    expect(bridge.state.shareRequest).toEqual({ preparedMessageId: 'prep-1' });
    // A second share while one is open is refused at once, as Telegram does.
    await bridge.handle('web_app_send_prepared_message', { id: 'prep-2' });
    bridge.answerShare(true);
    await bridge.handle('web_app_send_prepared_message', { id: 'prep-3' });
    bridge.answerShare(false);
    expect(bridge.state.shareRequest).toBeNull();
    expect(sent).toEqual([
      ['prepared_message_failed', { error: 'UNKNOWN_ERROR' }],
      ['prepared_message_sent', undefined],
      ['prepared_message_failed', { error: 'USER_DECLINED' }],
    ]);
  });

  it('keeps the inline query the app asked to type into a chat', async () => {
    const { bridge } = setUp();
    await bridge.handle('web_app_switch_inline_query', { query: 'c-42', chat_types: ['users', 'groups'] });
    expect(bridge.state.inlineQuery).toEqual({ query: 'c-42', chatTypes: ['users', 'groups'] });
    bridge.clearInlineQuery();
    expect(bridge.state.inlineQuery).toBeNull();
  });

  it('answers a write access request as the user chose', async () => {
    const allowing = setUp();
    await allowing.bridge.handle('web_app_request_write_access');
    const declining = setUp({ allowsWriting: false });
    await declining.bridge.handle('web_app_request_write_access');
    expect(allowing.sent).toEqual([['write_access_requested', { status: 'allowed' }]]);
    expect(declining.sent).toEqual([['write_access_requested', { status: 'cancelled' }]]);
  });

  it('keeps CloudStorage values and answers each request by its id', async () => {
    const { sent, invoke } = setUp();
    await invoke('1', 'saveStorageValue', { key: 'hiddenBalance', value: 'true' });
    await invoke('2', 'getStorageValues', { keys: ['hiddenBalance', 'missing'] });
    await invoke('3', 'getStorageKeys', {});
    await invoke('4', 'deleteStorageValues', { keys: ['hiddenBalance'] });
    await invoke('5', 'getStorageKeys', {});
    expect(sent).toEqual([
      ['custom_method_invoked', { req_id: '1', result: true }],
      ['custom_method_invoked', { req_id: '2', result: { hiddenBalance: 'true', missing: '' } }],
      ['custom_method_invoked', { req_id: '3', result: ['hiddenBalance'] }],
      ['custom_method_invoked', { req_id: '4', result: true }],
      ['custom_method_invoked', { req_id: '5', result: [] }],
    ]);
  });

  it.each([
    [{ key: '', value: 'x' }, 'KEY_INVALID'],
    [{ key: 'has space', value: 'x' }, 'KEY_INVALID'],
    [{ key: 'k'.repeat(129), value: 'x' }, 'KEY_INVALID'],
    [{ key: 'ok', value: 'v'.repeat(4097) }, 'VALUE_TOO_LONG'],
  ])("refuses what Telegram's CloudStorage refuses: %#", async (params, error) => {
    const { sent, data, invoke } = setUp();
    await invoke('9', 'saveStorageValue', params);
    expect(sent).toEqual([['custom_method_invoked', { req_id: '9', error }]]);
    expect(data.size).toBe(0);
  });

  it('keeps SecureStorage apart from CloudStorage and answers each call by its req_id', async () => {
    const { bridge, sent, data, keychainData } = setUp();
    await bridge.handle('web_app_secure_storage_save_key', { req_id: 's1', key: 'user', value: 'secret' });
    await bridge.handle('web_app_secure_storage_get_key', { req_id: 's2', key: 'user' });
    await bridge.handle('web_app_secure_storage_save_key', { req_id: 's3', key: 'user', value: null });
    await bridge.handle('web_app_secure_storage_get_key', { req_id: 's4', key: 'user' });
    await bridge.handle('web_app_secure_storage_save_key', { req_id: 's5', key: 'other', value: 'x' });
    await bridge.handle('web_app_secure_storage_clear', { req_id: 's6' });
    expect(sent).toEqual([
      ['secure_storage_key_saved', { req_id: 's1' }],
      ['secure_storage_key_received', { req_id: 's2', value: 'secret', can_restore: false }],
      ['secure_storage_key_saved', { req_id: 's3' }],
      ['secure_storage_key_received', { req_id: 's4', value: null, can_restore: false }],
      ['secure_storage_key_saved', { req_id: 's5' }],
      ['secure_storage_cleared', { req_id: 's6' }],
    ]);
    expect(keychainData.size).toBe(0);
    expect(data.size).toBe(0);
  });

  it('keeps DeviceStorage apart from CloudStorage and the keychain, answering each call by its req_id', async () => {
    const { bridge, sent, data, keychainData, deviceData } = setUp({ isSecureStorageSupported: false });
    await bridge.handle('web_app_device_storage_save_key', {
      req_id: 'd1',
      key: 'withdrawDraft',
      value: '{"a":1}',
    });
    await bridge.handle('web_app_device_storage_get_key', { req_id: 'd2', key: 'withdrawDraft' });
    expect(deviceData.get('withdrawDraft')).toBe('{"a":1}');
    await bridge.handle('web_app_device_storage_save_key', {
      req_id: 'd3',
      key: 'withdrawDraft',
      value: null,
    });
    await bridge.handle('web_app_device_storage_get_key', { req_id: 'd4', key: 'withdrawDraft' });
    await bridge.handle('web_app_device_storage_save_key', { req_id: 'd5', key: 'other', value: 'x' });
    await bridge.handle('web_app_device_storage_clear', { req_id: 'd6' });
    await bridge.handle('web_app_device_storage_get_key', { req_id: 'd7' });
    expect(sent).toEqual([
      ['device_storage_key_saved', { req_id: 'd1' }],
      ['device_storage_key_received', { req_id: 'd2', value: '{"a":1}' }],
      ['device_storage_key_saved', { req_id: 'd3' }],
      ['device_storage_key_received', { req_id: 'd4', value: null }],
      ['device_storage_key_saved', { req_id: 'd5' }],
      ['device_storage_cleared', { req_id: 'd6' }],
      ['device_storage_failed', { req_id: 'd7', error: 'KEY_INVALID' }],
    ]);
    expect(deviceData.size).toBe(0);
    expect(keychainData.size).toBe(0);
    expect(data.size).toBe(0);
  });

  it('answers every SecureStorage call with UNSUPPORTED when switched off, as Telegram Desktop does', async () => {
    const { bridge, sent, keychainData } = setUp({ isSecureStorageSupported: false });
    await bridge.handle('web_app_secure_storage_save_key', { req_id: 's1', key: 'user', value: 'secret' });
    await bridge.handle('web_app_secure_storage_get_key', { req_id: 's2', key: 'user' });
    await bridge.handle('web_app_secure_storage_clear', { req_id: 's3' });
    expect(sent).toEqual([
      ['secure_storage_failed', { req_id: 's1', error: 'UNSUPPORTED' }],
      ['secure_storage_failed', { req_id: 's2', error: 'UNSUPPORTED' }],
      ['secure_storage_failed', { req_id: 's3', error: 'UNSUPPORTED' }],
    ]);
    expect(keychainData.size).toBe(0);
  });

  it('plays the requestContact sequence: nothing shared, request, sent, then the signed contact', async () => {
    const { bridge, sent, invoke } = setUp();
    await invoke('1', 'getRequestedContact', {});
    await bridge.handle('web_app_request_phone');
    await invoke('2', 'getRequestedContact', {});
    expect(sent).toEqual([
      ['custom_method_invoked', { req_id: '1', error: 'NO_CONTACT' }],
      ['phone_requested', { status: 'sent' }],
      ['custom_method_invoked', { req_id: '2', result: 'contact=signed' }],
    ]);
  });

  it('answers a declined contact request as cancelled', async () => {
    const { bridge, sent } = setUp({ contact: null });
    await bridge.handle('web_app_request_phone');
    expect(sent).toEqual([['phone_requested', { status: 'cancelled' }]]);
  });

  it('shows the main button as the app sets it, and presses only an active, visible one', async () => {
    const { bridge, sent } = setUp();
    bridge.press('main');
    await bridge.handle('web_app_setup_main_button', {
      is_visible: true,
      is_active: false,
      is_progress_visible: true,
      text: 'Send code',
      color: '#2481cc',
    });
    expect(bridge.state.mainButton).toMatchObject({
      isVisible: true,
      isActive: false,
      isProgressVisible: true,
      text: 'Send code',
      color: '#2481cc',
    });
    bridge.press('main');
    await bridge.handle('web_app_setup_main_button', {
      is_visible: true,
      is_active: true,
      text: 'Send code',
    });
    bridge.press('main');
    expect(sent).toEqual([['main_button_pressed', undefined]]);
  });

  it('tracks Back and Settings, haptics, links and readiness', async () => {
    const { bridge, sent } = setUp();
    await bridge.handle('web_app_setup_back_button', { is_visible: true });
    await bridge.handle('web_app_setup_settings_button', { is_visible: true });
    await bridge.handle('web_app_trigger_haptic_feedback', {
      type: 'notification',
      notification_type: 'error',
    });
    await bridge.handle('web_app_trigger_haptic_feedback', { type: 'selection_change' });
    await bridge.handle('web_app_open_link', { url: 'https://example.org' });
    await bridge.handle('web_app_ready');
    bridge.press('back');
    bridge.press('settings');
    expect(bridge.state.haptics).toEqual(['notification: error', 'selection_change']);
    expect(bridge.state.links).toEqual(['https://example.org']);
    expect(bridge.state.isReady).toBe(true);
    expect(sent.map(([name]) => name)).toEqual(['back_button_pressed', 'settings_button_pressed']);
  });

  it('answers theme, viewport and safe-area requests', async () => {
    const { bridge, sent } = setUp();
    await bridge.handle('web_app_request_theme');
    await bridge.handle('web_app_request_viewport');
    await bridge.handle('web_app_request_safe_area');
    expect(sent).toEqual([
      ['theme_changed', { theme_params: { bg_color: '#ffffff' } }],
      ['viewport_changed', { width: 390, height: 724, is_expanded: true, is_state_stable: true }],
      ['safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }],
    ]);
  });

  it('opens popups and reports the pressed button', async () => {
    const { bridge, sent } = setUp();
    await bridge.handle('web_app_open_popup', {
      title: 'Sure?',
      message: 'Really',
      buttons: [{ id: 'ok', type: 'ok' }],
    });
    expect(bridge.state.popup).toEqual({
      title: 'Sure?',
      message: 'Really',
      buttons: [{ id: 'ok', type: 'ok', text: 'ok' }],
    });
    bridge.closePopup('ok');
    expect(bridge.state.popup).toBeNull();
    expect(sent).toEqual([['popup_closed', { button_id: 'ok' }]]);
  });

  it('opens the QR scanner, hands the app what the camera read, and closes', async () => {
    const { bridge, sent } = setUp();
    bridge.scanQr('ignored while closed');
    await bridge.handle('web_app_open_scan_qr_popup', { text: 'Scan the address' });
    expect(bridge.state.qrScanner).toEqual({ text: 'Scan the address' });
    bridge.scanQr('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
    await bridge.handle('web_app_close_scan_qr_popup');
    expect(bridge.state.qrScanner).toBeNull();
    await bridge.handle('web_app_open_scan_qr_popup', {});
    bridge.closeQrScanner();
    expect(sent).toEqual([
      ['qr_text_received', { data: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' }],
      ['scan_qr_popup_closed', undefined],
    ]);
  });
});
