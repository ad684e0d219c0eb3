import type { ReactNode } from 'react';
import { ErrorIcon, InfoIcon, WarningIcon } from '../shared/icons';
import './message-box.css';

export type MessageTone = 'info' | 'warning' | 'error';

export interface MessageBoxProps {
  tone: MessageTone;
  title?: ReactNode;
  children: ReactNode;
  /** Buttons or links inside the box. */
  actions?: ReactNode;
}

const ICONS = { info: InfoIcon, warning: WarningIcon, error: ErrorIcon } as const;

/**
 * A boxed message: info and warning are announced politely (role status), an error at once (role alert).
 * Replaces ui's Notice; a refusal or block is an error.
 */
export function MessageBox({ tone, title, children, actions }: MessageBoxProps) {
  const Icon = ICONS[tone];
  return (
    <div className={`kit-message kit-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon className="kit-message__icon" />
      <div className="kit-message__body">
        {title ? <p className="kit-message__title">{title}</p> : null}
        <div className="kit-message__text">{children}</div>
        {actions ? <div className="kit-message__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
