import {
  createWalletApi,
  isApiError,
  type ApiError,
  type DeviceInformation,
  type UploadDocument,
  type WalletApi,
} from '@wallet/api';
import type { Platform, StorageKey, TypedStorage } from '@wallet/platform';
import { KEPT_AFTER_LOGOUT, KEPT_AFTER_SESSION_LOSS, loginRedirect, STORAGE_KEYS } from '@wallet/ui';
import { lazyDocumentUpload } from './lazy-document-upload';

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
  /** Too many wrong PINs ended an earlier session here (STORAGE_KEYS.messengerLoginBlocked). */
  isMessengerLoginBlocked?: boolean;
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
  /** A login by one-time code; it also lifts a PIN lockout's block on the messenger's login. */
  logIn(result: { token: string; isSignup: boolean }): Promise<void>;
  /**
   * Messenger login with the launch's init data; `loginToInitialUser` is true only when the user asked.
   * Refused with MessengerLoginBlockedError after a PIN lockout.
   */
  logInWithTelegram(loginToInitialUser: boolean): Promise<void>;
  /** With `isPinLockout`, the messenger's login stays off on this device until a login by code. */
  logOut(options?: { isPinLockout?: boolean }): Promise<void>;
  isMessengerLoginBlocked(): boolean;
  /** Forgets the pending sign-up once its KYC form is sent. */
  finishSignup(): Promise<void>;
  /** Clears local data except device id and language (spec 000 §4) and becomes anonymous. */
  clearSession(): Promise<void>;
}

/** The messenger's login is off on this device since too many wrong PINs (see logOut). */
export class MessengerLoginBlockedError extends Error {
  constructor() {
    super('Log in with a one-time code: too many wrong PINs ended the last session');
    this.name = 'MessengerLoginBlockedError';
  }
}

const CLIENT_PLATFORM = { telegram: 'TELEGRAM', web: 'WEB', pwa: 'PWA', android: 'ANDROID' } as const;
const ANONYMOUS: SessionState = { token: null, isSignup: false };

/**
 * The session of spec 000 §4 and 001 §8: holds the token, gives the API client its headers, and answers a 401
 * or 403. Outside the messenger it clears local data (keeping device id and language) and goes to
 * /login?nextUrl=…; inside, it logs in again with the messenger's init data and lets the call retry once.
 * TELEGRAM_IS_LOGGED_OUT clears data and goes to login.
 */
export function createSessionController(options: SessionControllerOptions): SessionController {
  const { storage, platform } = options;
  let state: SessionState = options.initialUser ?? ANONYMOUS;
  let isMessengerLoginBlocked = options.isMessengerLoginBlocked ?? false;
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

  const uploadDocument = lazyDocumentUpload({
    baseUrl: options.apiBaseUrl,
    platform: CLIENT_PLATFORM[platform.kind],
    os: platform.os,
    getToken: () => state.token,
    getLanguage: options.getLanguage,
  });

  async function storeSession(result: { token: string; isSignup: boolean }) {
    // A secret key: the platform storage keeps it off storage that syncs (mini-app: SecureStorage or memory).
    await storage.set(STORAGE_KEYS.user, { token: result.token, isSignup: result.isSignup });
    setState({ token: result.token, isSignup: result.isSignup });
  }

  async function setMessengerLoginBlocked(isBlocked: boolean) {
    isMessengerLoginBlocked = isBlocked;
    await storage.set(STORAGE_KEYS.messengerLoginBlocked, isBlocked);
  }

  async function logIn(result: { token: string; isSignup: boolean }) {
    if (isMessengerLoginBlocked) await setMessengerLoginBlocked(false);
    await storeSession(result);
  }

  async function finishSignup() {
    if (!state.token || !state.isSignup) return;
    await storage.set(STORAGE_KEYS.user, { token: state.token, isSignup: false });
    setState({ token: state.token, isSignup: false });
  }

  async function clearSession(kept: readonly StorageKey<unknown>[] = KEPT_AFTER_SESSION_LOSS) {
    await storage.clearExcept(kept);
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
    if (isMessengerLoginBlocked) throw new MessengerLoginBlockedError();
    const result = await api.telegramLogin({
      body: { telegramData, deviceInformation: options.deviceInformation, loginToInitialUser },
    });
    await storeSession(result);
  }

  let relogin: Promise<'retry' | 'fail'> | null = null;
  function reactivateInMessenger(): Promise<'retry' | 'fail'> {
    relogin ??= (async () => {
      try {
        await logInWithTelegram(false);
        return 'retry' as const;
      } catch (error) {
        const isLoggedOut =
          (isApiError(error) && error.codeString === 'TELEGRAM_IS_LOGGED_OUT') ||
          error instanceof MessengerLoginBlockedError;
        if (isLoggedOut) {
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
    // The client asks only about calls that may send the session, never about an anonymous one.
    if (error.codeString === 'INSUFFICIENT_USER_LEVEL') return 'fail';
    if (platform.launch.isMiniApp && platform.launch.initData) return reactivateInMessenger();
    await clearSession();
    goToLogin();
    return 'fail';
  }

  async function logOut({ isPinLockout = false }: { isPinLockout?: boolean } = {}) {
    // Stored before anything else: a crash between the two must not leave the messenger's login open.
    if (isPinLockout) await setMessengerLoginBlocked(true);
    try {
      await api.logout();
    } catch {
      // The server may already have ended the session; the local one ends regardless.
    }
    await clearSession(KEPT_AFTER_LOGOUT);
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
    isMessengerLoginBlocked: () => isMessengerLoginBlocked,
    finishSignup,
    clearSession,
  };
}
