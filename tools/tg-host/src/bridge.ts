import { answerDeviceStorage, isDeviceStorageMethod } from './device-storage';
import { answerSecureStorage, isSecureStorageMethod, type KeychainStore } from './secure-storage';

/**
 * The host side of the Mini Apps bridge, without the DOM: it turns each method the app posts into host state
 * and the events Telegram would answer with. The page (host.ts) draws the state and delivers the events.
 */
export interface ButtonView {
  isVisible: boolean;
  isActive: boolean;
  isProgressVisible: boolean;
  text: string;
  color: string | null;
  textColor: string | null;
}

export interface PopupView {
  title: string;
  message: string;
  buttons: { id: string; type: string; text: string }[];
}

export interface HostState {
  isReady: boolean;
  isBackVisible: boolean;
  isSettingsVisible: boolean;
  mainButton: ButtonView;
  secondaryButton: ButtonView;
  popup: PopupView | null;
  /** The QR scanner the app opened, with the text it shows over the camera. */
  qrScanner: { text: string } | null;
  needsClosingConfirmation: boolean;
  /** The bot's prepared message the app asked to share (shareMessage), waiting for the user to send or close. */
  shareRequest: { preparedMessageId: string } | null;
  /** The inline query the app asked to type into a chat the user picks (switchInlineQuery). */
  inlineQuery: { query: string; chatTypes: string[] } | null;
  haptics: string[];
  log: string[];
  links: string[];
}

export interface CloudStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
}

export interface BridgeDeps {
  send(eventType: string, eventData?: unknown): void;
  storage: CloudStore;
  /** SecureStorage, answered with UNSUPPORTED while `isSecureStorageSupported` says no (Telegram Desktop). */
  secureStorage: KeychainStore;
  isSecureStorageSupported(): boolean;
  /** DeviceStorage: this device's plain store, apart from CloudStorage and the keychain. */
  deviceStorage: KeychainStore;
  theme(): Record<string, string>;
  viewport(): { width: number; height: number };
  /** The contact string to share, or null when the user declines. */
  shareContact(): Promise<string | null>;
  /** Whether the user lets the bot write to them when the app asks (requestWriteAccess). */
  allowWriteAccess(): Promise<boolean>;
  onChange(state: HostState): void;
}

/** Telegram's CloudStorage limits. */
export const CLOUD_KEY = /^[A-Za-z0-9_-]{1,128}$/;
export const CLOUD_VALUE_MAX = 4096;

const hiddenButton = (): ButtonView => ({
  isVisible: false,
  isActive: true,
  isProgressVisible: false,
  text: '',
  color: null,
  textColor: null,
});

type Params = Record<string, unknown>;

/** What a freshly loaded app page has set up: nothing yet. */
const freshPage = () => ({
  isReady: false,
  isBackVisible: false,
  isSettingsVisible: false,
  mainButton: hiddenButton(),
  secondaryButton: hiddenButton(),
  popup: null,
  qrScanner: null,
  needsClosingConfirmation: false,
});

export function createHostBridge(deps: BridgeDeps) {
  const state: HostState = {
    ...freshPage(),
    shareRequest: null,
    inlineQuery: null,
    haptics: [],
    log: [],
    links: [],
  };
  let sharedContact: string | null = null;
  const changed = () => deps.onChange(state);

  const setupButton = (params: Params): ButtonView => ({
    isVisible: Boolean(params.is_visible),
    isActive: params.is_active !== false,
    isProgressVisible: Boolean(params.is_progress_visible),
    text: String(params.text ?? ''),
    color: typeof params.color === 'string' ? params.color : null,
    textColor: typeof params.text_color === 'string' ? params.text_color : null,
  });

  function customMethod(reqId: unknown, method: string, params: Params) {
    const answer = (body: { result?: unknown; error?: string }) =>
      deps.send('custom_method_invoked', { req_id: reqId, ...body });
    const keys = Array.isArray(params.keys) ? params.keys.map(String) : [];
    switch (method) {
      case 'saveStorageValue': {
        const key = String(params.key ?? '');
        const value = String(params.value ?? '');
        if (!CLOUD_KEY.test(key)) return answer({ error: 'KEY_INVALID' });
        if (value.length > CLOUD_VALUE_MAX) return answer({ error: 'VALUE_TOO_LONG' });
        deps.storage.set(key, value);
        return answer({ result: true });
      }
      case 'getStorageValues':
        if (keys.some((key) => !CLOUD_KEY.test(key))) return answer({ error: 'KEY_INVALID' });
        return answer({ result: Object.fromEntries(keys.map((key) => [key, deps.storage.get(key) ?? ''])) });
      case 'deleteStorageValues':
        keys.forEach((key) => deps.storage.remove(key));
        return answer({ result: true });
      case 'getStorageKeys':
        return answer({ result: deps.storage.keys() });
      case 'getRequestedContact':
        return sharedContact ? answer({ result: sharedContact }) : answer({ error: 'NO_CONTACT' });
      default:
        return answer({ error: 'UNKNOWN_METHOD' });
    }
  }

  async function handle(method: string, params: Params = {}): Promise<void> {
    state.log = [...state.log.slice(-199), method];
    if (isSecureStorageMethod(method)) {
      const host = { store: deps.secureStorage, isSupported: deps.isSecureStorageSupported, send: deps.send };
      answerSecureStorage(host, method, params);
      return changed();
    }
    if (isDeviceStorageMethod(method)) {
      answerDeviceStorage({ store: deps.deviceStorage, send: deps.send }, method, params);
      return changed();
    }
    switch (method) {
      case 'web_app_ready':
        state.isReady = true;
        break;
      case 'web_app_setup_back_button':
        state.isBackVisible = Boolean(params.is_visible);
        break;
      case 'web_app_setup_settings_button':
        state.isSettingsVisible = Boolean(params.is_visible);
        break;
      case 'web_app_setup_main_button':
        state.mainButton = setupButton(params);
        break;
      case 'web_app_setup_secondary_button':
        state.secondaryButton = setupButton(params);
        break;
      case 'web_app_setup_closing_behavior':
        state.needsClosingConfirmation = Boolean(params.need_confirmation);
        break;
      case 'web_app_trigger_haptic_feedback': {
        const detail = params.impact_style ?? params.notification_type;
        state.haptics = [
          ...state.haptics,
          detail ? `${String(params.type)}: ${String(detail)}` : String(params.type),
        ];
        break;
      }
      case 'web_app_open_popup':
        state.popup = {
          title: String(params.title ?? ''),
          message: String(params.message ?? ''),
          buttons: (Array.isArray(params.buttons) ? params.buttons : []).map((button: Params) => ({
            id: String(button.id ?? ''),
            type: String(button.type ?? 'default'),
            text: String(button.text ?? button.type ?? ''),
          })),
        };
        break;
      case 'web_app_open_scan_qr_popup':
        state.qrScanner = { text: String(params.text ?? '') };
        break;
      case 'web_app_close_scan_qr_popup':
        state.qrScanner = null;
        break;
      case 'web_app_open_link':
      case 'web_app_open_tg_link':
        state.links = [...state.links, String(params.url ?? params.path_full ?? '')];
        break;
      case 'web_app_request_theme':
        deps.send('theme_changed', { theme_params: deps.theme() });
        break;
      case 'web_app_request_viewport':
        deps.send('viewport_changed', { ...deps.viewport(), is_expanded: true, is_state_stable: true });
        break;
      case 'web_app_request_safe_area':
        deps.send('safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
        break;
      case 'web_app_request_content_safe_area':
        deps.send('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
        break;
      case 'web_app_invoke_custom_method':
        customMethod(params.req_id, String(params.method), (params.params ?? {}) as Params);
        break;
      case 'web_app_send_prepared_message': {
        const id = String(params.id ?? '');
        // Telegram answers at once when another share is open or the id is empty.
        if (!id || state.shareRequest) deps.send('prepared_message_failed', { error: 'UNKNOWN_ERROR' });
        else state.shareRequest = { preparedMessageId: id };
        break;
      }
      case 'web_app_switch_inline_query':
        state.inlineQuery = {
          query: String(params.query ?? ''),
          chatTypes: Array.isArray(params.chat_types) ? params.chat_types.map(String) : [],
        };
        break;
      case 'web_app_request_write_access': {
        const isAllowed = await deps.allowWriteAccess();
        deps.send('write_access_requested', { status: isAllowed ? 'allowed' : 'cancelled' });
        break;
      }
      case 'web_app_request_phone': {
        sharedContact = await deps.shareContact();
        deps.send('phone_requested', { status: sharedContact ? 'sent' : 'cancelled' });
        break;
      }
    }
    changed();
  }

  return {
    state,
    handle,
    closePopup(buttonId: string) {
      state.popup = null;
      deps.send('popup_closed', { button_id: buttonId });
      changed();
    },
    press(button: 'main' | 'secondary' | 'back' | 'settings') {
      if (button === 'main' && state.mainButton.isVisible && state.mainButton.isActive)
        deps.send('main_button_pressed');
      if (button === 'secondary' && state.secondaryButton.isVisible && state.secondaryButton.isActive) {
        deps.send('secondary_button_pressed');
      }
      if (button === 'back' && state.isBackVisible) deps.send('back_button_pressed');
      if (button === 'settings' && state.isSettingsVisible) deps.send('settings_button_pressed');
    },
    /** The user sent the shared message to a chat (true), or closed the share dialog (false). */
    answerShare(isSent: boolean) {
      if (!state.shareRequest) return;
      state.shareRequest = null;
      if (isSent) deps.send('prepared_message_sent');
      else deps.send('prepared_message_failed', { error: 'USER_DECLINED' });
      changed();
    },
    /** The inline query was typed into the chat the user picked. */
    clearInlineQuery() {
      state.inlineQuery = null;
      changed();
    },
    /** The camera read a QR code while the scanner is open. */
    scanQr(data: string) {
      if (state.qrScanner) deps.send('qr_text_received', { data });
    },
    /** The user closed the scanner without a code. */
    closeQrScanner() {
      if (!state.qrScanner) return;
      state.qrScanner = null;
      deps.send('scan_qr_popup_closed');
      changed();
    },
    /** A fresh app page: the app sets its buttons up again. */
    reset() {
      Object.assign(state, freshPage());
      sharedContact = null;
      changed();
    },
  };
}

export type HostBridge = ReturnType<typeof createHostBridge>;
