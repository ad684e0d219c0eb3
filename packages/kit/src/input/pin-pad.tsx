import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { toLatinDigits } from '@wallet/core';
import { BackspaceIcon } from '../shared/more-icons';
import { useLocalDigits } from '../shared/use-local-digits';
import './pin-pad.css';

/** Spec 000 §5: a PIN is exactly 4 digits. */
const PIN_LENGTH = 4;
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

export interface PinPadExtraKey {
  label: string;
  icon: ReactNode;
  onPress: () => void;
}

export interface PinPadProps {
  /** What to enter, e.g. "Enter your PIN"; names the keypad. */
  label: ReactNode;
  /** Called once the PIN has `length` digits; the entry clears when the returned promise settles. */
  onComplete: (pin: string) => void | Promise<void>;
  length?: number;
  /** Why the last PIN was refused; shown under the dots. */
  error?: ReactNode;
  disabled?: boolean;
  /** A key in the free corner left of 0, e.g. biometric unlock: its name, its picture and what it does. */
  extraKey?: PinPadExtraKey;
}

/**
 * The PIN keypad (spec 000 §2): dots for the digits entered, a 3-column keypad laid out like a phone's in
 * every language, and a delete key. Typing digits on a keyboard works too.
 */
export function PinPad({
  label,
  onComplete,
  length = PIN_LENGTH,
  error,
  disabled = false,
  extraKey,
}: PinPadProps) {
  const { t } = useLingui();
  const localDigits = useLocalDigits();
  const labelId = useId();
  const [pin, setPin] = useState('');
  const [isChecking, setIsChecking] = useState(false);
  const isLocked = disabled || isChecking;

  useEffect(() => {
    if (pin.length < length) return;
    let isCurrent = true;
    setIsChecking(true);
    void Promise.resolve()
      .then(() => onComplete(pin))
      .catch(() => undefined)
      .finally(() => {
        if (!isCurrent) return;
        setIsChecking(false);
        setPin('');
      });
    return () => {
      isCurrent = false;
    };
    // onComplete is read when the PIN fills, not a dependency: a new callback must not send the same PIN again.
  }, [pin, length]);

  const press = (digit: string) => {
    if (isLocked) return;
    setPin((current) => (current.length < length ? current + digit : current));
  };
  const erase = () => {
    if (isLocked) return;
    setPin((current) => current.slice(0, -1));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = toLatinDigits(event.key);
    if (/^[0-9]$/.test(key)) press(key);
    else if (event.key === 'Backspace') erase();
    else return;
    event.preventDefault();
  };

  const entered = localDigits(String(pin.length));
  const total = localDigits(String(length));
  return (
    <div className="kit-pin" role="group" aria-labelledby={labelId} onKeyDown={onKeyDown}>
      <p id={labelId} className="kit-pin__label">
        {label}
      </p>
      <div className="kit-pin__dots" role="img" aria-label={t`${entered} of ${total} digits entered`}>
        {Array.from({ length }, (_, index) => (
          <span
            key={index}
            className={index < pin.length ? 'kit-pin__dot kit-pin__dot--filled' : 'kit-pin__dot'}
          />
        ))}
      </div>
      <p className="kit-pin__error" role="alert">
        {error}
      </p>
      <div className="kit-pin__keys" dir="ltr">
        {KEYS.map((digit) => (
          <PinKey key={digit} digit={digit} label={localDigits(digit)} disabled={isLocked} onPress={press} />
        ))}
        <div className="kit-pin__extra">
          {extraKey ? (
            <button
              type="button"
              className="kit-pin__key"
              aria-label={extraKey.label}
              disabled={disabled}
              onClick={extraKey.onPress}
            >
              {extraKey.icon}
            </button>
          ) : null}
        </div>
        <PinKey digit="0" label={localDigits('0')} disabled={isLocked} onPress={press} />
        <button
          type="button"
          className="kit-pin__key kit-pin__key--delete"
          aria-label={t`Delete`}
          disabled={isLocked || pin.length === 0}
          onClick={erase}
        >
          <BackspaceIcon />
        </button>
      </div>
    </div>
  );
}

function PinKey({
  digit,
  label,
  disabled,
  onPress,
}: {
  digit: string;
  label: string;
  disabled: boolean;
  onPress: (digit: string) => void;
}) {
  return (
    <button type="button" className="kit-pin__key" disabled={disabled} onClick={() => onPress(digit)}>
      {label}
    </button>
  );
}
