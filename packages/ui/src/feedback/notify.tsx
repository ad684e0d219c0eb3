import { useLingui } from '@lingui/react';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHaptics } from '@wallet/platform';
import { DEFAULT_SUCCESS_MESSAGE, errorFeedback } from './errors';
import { FEEDBACK_MESSAGES } from './messages';
import { useUpgradePromptState, type UpgradePromptState } from './upgrade-prompt-state';

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 4000;

export interface Toast {
  id: number;
  tone: 'success' | 'error' | 'info';
  text: string;
}

export interface Notify {
  /** Shows a success toast; without a text, spec 001 §8's successfullyDone. */
  success(text?: string): void;
  /** Shows news the user did not ask for just now (a fired price alert), with a light haptic. */
  info(text: string): void;
  /**
   * Applies spec 001 §8 to a failed call: the server's message, else the 429 text, else the connection
   * error; an error haptic except on 401 and 403, which show nothing (the session flow takes over).
   * INSUFFICIENT_USER_LEVEL shows no message and opens the upgrade prompt.
   */
  error(error: unknown): void;
}

interface NotifyContextValue {
  notify: Notify;
  toasts: Toast[];
  dismiss(id: number): void;
  upgradePrompt: UpgradePromptState;
}

const NotifyContext = createContext<NotifyContextValue | null>(null);

export function NotifyProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const haptics = useHaptics();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const upgradePrompt = useUpgradePromptState();
  const openUpgradePrompt = upgradePrompt.open;

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (tone: Toast['tone'], text: string) => {
      const id = nextId.current++;
      setToasts((all) => [...all.slice(-2), { id, tone, text }]);
      setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );

  const notify = useMemo<Notify>(
    () => ({
      success: (text) => show('success', text ?? i18n._(FEEDBACK_MESSAGES[DEFAULT_SUCCESS_MESSAGE])),
      info: (text) => {
        haptics.notification('success');
        show('info', text);
      },
      error: (error) => {
        const feedback = errorFeedback(error);
        if (feedback.hapticError) haptics.notification('error');
        if (feedback.action === 'upgradePrompt') openUpgradePrompt();
        if (!feedback.message) return;
        const text =
          feedback.message.kind === 'server'
            ? feedback.message.text
            : i18n._(FEEDBACK_MESSAGES[feedback.message.key]);
        show('error', text);
      },
    }),
    [show, haptics, i18n, openUpgradePrompt],
  );

  const value = useMemo(
    () => ({ notify, toasts, dismiss, upgradePrompt }),
    [notify, toasts, dismiss, upgradePrompt],
  );
  return <NotifyContext.Provider value={value}>{children}</NotifyContext.Provider>;
}

function useNotifyContext() {
  const value = useContext(NotifyContext);
  if (!value) throw new Error('useNotify needs a <NotifyProvider> above it');
  return value;
}

export function useNotify(): Notify {
  return useNotifyContext().notify;
}

/** The toasts on screen; the shell draws them. */
export function useToasts(): { toasts: Toast[]; dismiss(id: number): void } {
  const { toasts, dismiss } = useNotifyContext();
  return { toasts, dismiss };
}

/** The level-upgrade prompt: the shell draws it, and a screen may open it itself. */
export function useUpgradePrompt(): UpgradePromptState {
  return useNotifyContext().upgradePrompt;
}
