import { createContext, useContext, type ReactNode } from 'react';
import type { DeviceInformation } from '@wallet/api';
import type { SupportedLanguage } from '@wallet/i18n';

export interface Session {
  isAuthenticated: boolean;
  /** Inside the Telegram mini-app, where the messenger logs the user in. */
  isMiniApp: boolean;
  language: SupportedLanguage;
  /** The stored user record says a sign-up happened and its KYC form is not done yet. */
  isSignupPending: boolean;
  /** Sent with every login call. */
  deviceInformation: DeviceInformation;
  /**
   * The address of a path the API serves without the client (a giveaway's banner in an <img>): the path under
   * the API's base address.
   */
  apiUrl(path: string): string;
  /** Stores the token of a successful login (spec 001 §4) and makes the client authenticated. */
  logIn(result: { token: string; isSignup: boolean }): Promise<void>;
  /**
   * Inside the mini-app only: logs in with the messenger's init data, also after an explicit logout
   * (`loginToInitialUser: true`).
   */
  logInWithTelegram?: () => Promise<void>;
  /**
   * Too many wrong PINs ended the last session on this device: the messenger's login is off (and
   * logInWithTelegram absent) until the user logs in with a one-time code.
   */
  isMessengerLoginBlocked: boolean;
  /** The sign-up's KYC form is sent: the dashboard no longer sends the user to it. */
  finishSignup(): Promise<void>;
  /**
   * Calls logout on the server, then clears the session as a lost session does. `isPinLockout` (too many
   * wrong PINs) also turns the messenger's login off on this device until a login by code.
   */
  logOut(options?: { isPinLockout?: boolean }): Promise<void>;
  /** Switches and remembers the language. */
  setLanguage(language: SupportedLanguage): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** The shell provides the session; features read it. */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  return session;
}
