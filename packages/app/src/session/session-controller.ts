import {
  CALL_ROUTES,
  createDocumentUpload,
  createWalletApi,
  isApiError,
  type ApiError,
  type DeviceInformation,
  type UploadDocument,
  type WalletApi,
} from '@wallet/api';
import type { Platform, TypedStorage } from '@wallet/platform';
import { KEPT_AFTER_SESSION_LOSS, loginRedirect, STORAGE_KEYS } from '@wallet/ui';

export interface SessionState {
  token: string | null;
  isSignup: boolean;
}

export interface SessionControllerOptions {
  storage: TypedStorage;
  platform: Platform;
  apiBaseUrl: string;
  deviceInformation: DeviceInformation;
  initialUser: SessionState | null;
  getLanguage: () => string;
  /** The current path with its query, for nextUrl. */
  currentPath: () => string;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Forgets cached server state of the user who is gone. */
  onSessionEnded: () => void;
  fetch?: typeof globalThis.fetch;
}

export interface SessionController {
  api: WalletApi;
  /** Level-2 documents, with progress, sent with the same headers as the client's calls. */
  uploadDocument: UploadDocument;
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  logIn(result: { token: string; isSignup: boolean }): Promise<void>;
  /** Messenger login with the launch's init data; `loginToInitialUser` is true only when the user asked. */
  logInWithTelegram(loginToInitialUser: boolean): Promise<void>;
  logOut(): Promise<void>;
  /** Forgets the pending sign-up once its KYC form is sent. */
  finishSignup(): Promise<void>;
  /** Clears local data except device id and language (spec 000 §4) and becomes anonymous. */
  clearSession(): Promise<void>;
}

const CLIENT_PLATFORM = { telegram: 'TELEGRAM', web: 'WEB', pwa: 'PWA', android: 'ANDROID' } as const;
const ANONYMOUS: SessionState = { token: null, isSignup: false };

const isAnonymousCall = (name: string) =>
  name in CALL_ROUTES && CALL_ROUTES[name as keyof typeof CALL_ROUTES].auth === 'anonymous';

/**
 * The session of spec 000 §4 and 001 §8: holds the token, gives the API client its headers, and answers a 401
 * or 403. Outside the messenger it clears local data (keeping device id and language) and goes to
 * /login?nextUrl=…; inside, it logs in again with the messenger's init data and lets the call retry once.
 * TELEGRAM_IS_LOGGED_OUT clears data and goes to login.
 */
export function createSessionController(options: SessionControllerOptions): SessionController {
  const { storage, platform } = options;
  let state: SessionState = options.initialUser ?? ANONYMOUS;
  const listeners = new Set<() => void>();
  const setState = (next: SessionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const api = createWalletApi({
    baseUrl: options.apiBaseUrl,
    platform: CLIENT_PLATFORM[platform.kind],
    os: platform.os,
    getToken: () => state.token,
    getLanguage: options.getLanguage,
    onUnauthorized,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const uploadDocument = createDocumentUpload({
    baseUrl: options.apiBaseUrl,
    platform: CLIENT_PLATFORM[platform.kind],
    os: platform.os,
    getToken: () => state.token,
    getLanguage: options.getLanguage,
  });

  async function logIn(result: { token: string; isSignup: boolean }) {
    // A secret key: the platform storage keeps it off storage that syncs (mini-app: SecureStorage or memory).
    await storage.set(STORAGE_KEYS.user, { token: result.token, isSignup: result.isSignup });
    setState({ token: result.token, isSignup: result.isSignup });
  }

  async function finishSignup() {
    if (!state.token || !state.isSignup) return;
    await storage.set(STORAGE_KEYS.user, { token: state.token, isSignup: false });
    setState({ token: state.token, isSignup: false });
  }

  async function clearSession() {
    await storage.clearExcept(KEPT_AFTER_SESSION_LOSS);
    setState(ANONYMOUS);
    options.onSessionEnded();
  }

  function goToLogin() {
    const path = options.currentPath();
    if (path.startsWith('/login')) return;
    options.navigate(loginRedirect(path), { replace: true });
  }

  async function logInWithTelegram(loginToInitialUser: boolean) {
    const telegramData = platform.launch.initData;
    if (!telegramData) throw new Error('The messenger gave no init data');
    const result = await api.telegramLogin({
      body: { telegramData, deviceInformation: options.deviceInformation, loginToInitialUser },
    });
    await logIn(result);
  }

  let relogin: Promise<'retry' | 'fail'> | null = null;
  function reactivateInMessenger(): Promise<'retry' | 'fail'> {
    relogin ??= (async () => {
      try {
        await logInWithTelegram(false);
        return 'retry' as const;
      } catch (error) {
        if (isApiError(error) && error.codeString === 'TELEGRAM_IS_LOGGED_OUT') {
          await clearSession();
          goToLogin();
        }
        return 'fail' as const;
      } finally {
        relogin = null;
      }
    })();
    return relogin;
  }

  async function onUnauthorized(error: ApiError): Promise<'retry' | 'fail'> {
    if (isAnonymousCall(error.call) || error.codeString === 'INSUFFICIENT_USER_LEVEL') return 'fail';
    if (platform.launch.isMiniApp && platform.launch.initData) return reactivateInMessenger();
    await clearSession();
    goToLogin();
    return 'fail';
  }

  async function logOut() {
    try {
      await api.logout();
    } catch {
      // The server may already have ended the session; the local one ends regardless.
    }
    await clearSession();
    options.navigate(loginRedirect('/dashboard'), { replace: true });
  }

  return {
    api,
    uploadDocument,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    logIn,
    logInWithTelegram,
    logOut,
    finishSignup,
    clearSession,
  };
}
