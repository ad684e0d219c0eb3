import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './button.css';

export type ButtonMode = 'filled' | 'bezeled' | 'plain' | 'destructive';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  mode?: ButtonMode;
  size?: 'm' | 'l';
  /** Takes the whole width of its row. */
  isStretched?: boolean;
  /** Waiting for an answer: shows a spinner and cannot be pressed again. */
  isBusy?: boolean;
  type?: 'button' | 'submit';
  before?: ReactNode;
  children: ReactNode;
}

/** A button in the wallet's modes; a busy button is disabled so a money action cannot be sent twice. */
export function Button({
  mode = 'filled',
  size = 'l',
  isStretched = false,
  isBusy = false,
  type = 'button',
  before,
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    'kit-button',
    `kit-button--${mode}`,
    `kit-button--${size}`,
    isStretched ? 'kit-button--stretched' : '',
    className ?? '',
  ].filter(Boolean);
  return (
    <button
      {...rest}
      type={type}
      className={classes.join(' ')}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
    >
      {isBusy ? <Spinner /> : before}
      <span className="kit-button__label">{children}</span>
    </button>
  );
}

/** A small ring that turns; it is decorative, the busy control says what is happening. */
export function Spinner({ size = 18 }: { size?: number }) {
  return <span className="kit-spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}
