import { createContext, type ComponentType } from 'react';

/** What the messenger-login failure screen is given (screens/messenger-login-failed.tsx). */
export interface MessengerLoginFailedProps {
  reason: 'rejected' | 'unreachable';
  onRetry: () => void;
  isRetrying: boolean;
}

/**
 * Screens only one host shows, given by that host so the other's start-up code does not carry them: a browser
 * never logs in through a messenger, so only the mini-app gives the screen of a failed messenger login.
 */
export interface HostScreens {
  messengerLoginFailed?: ComponentType<MessengerLoginFailedProps>;
}

export const HostScreensContext = createContext<HostScreens>({});
