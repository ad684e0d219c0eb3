import { useLingui } from '@lingui/react';
import { useId, useLayoutEffect, useReducer, useRef, type ChangeEvent, type ReactNode } from 'react';
import { amountText, editAmountText } from './amount-text';
import './amount-input.css';

export interface AmountInputProps {
  label: ReactNode;
  /** The amount as a Latin decimal string ("12.5"), or "" when empty. */
  value: string;
  onChange: (value: string) => void;
  /** Places the coin allows; more typed digits are dropped. 0 for Toman. */
  maxDecimals: number;
  /** The unit after the number: "USDT", "تومان". */
  unit?: ReactNode;
  /** Shown under the field; marks it invalid. */
  error?: ReactNode;
  /** Shown under the field when there is no error, e.g. the balance. */
  hint?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
}

/**
 * An amount field that takes Persian, Arabic or Latin digits and separators and hands back a Latin decimal
 * string with at most `maxDecimals` places. It shows the number as it is typed with thousands grouped, in the
 * language's digits (۱٬۲۳۴٬۵۶۷ in fa, 1,234,567 otherwise), the caret kept after the digit just typed. The
 * number reads left to right in either language.
 */
export function AmountInput({
  label,
  value,
  onChange,
  maxDecimals,
  unit,
  error,
  hint,
  placeholder,
  disabled,
  name,
}: AmountInputProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const unitId = `${id}-unit`;
  const { i18n } = useLingui();
  const locale = i18n.locale === 'fa' ? 'fa' : 'en';
  const text = amountText(value, locale);
  const inputRef = useRef<HTMLInputElement>(null);
  // Where the caret belongs after the text is rewritten (digits swapped, thousands regrouped).
  const caretRef = useRef<number | null>(null);
  // An edit that leaves the value as it was (a letter, a separator deleted) still renders, to place the caret.
  const [, rendered] = useReducer((count: number) => count + 1, 0);

  useLayoutEffect(() => {
    const caret = caretRef.current;
    const input = inputRef.current;
    caretRef.current = null;
    if (caret === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret, caret);
  });

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType ?? '';
    const edit = editAmountText({
      previous: text,
      raw,
      caret: event.target.selectionStart ?? raw.length,
      maxDecimals,
      locale,
      deleting: inputType.startsWith('deleteContentForward') ? 'forward' : 'backward',
    });
    caretRef.current = edit.caret;
    rendered();
    onChange(edit.value);
  };

  const note = error ?? hint;
  const describedBy = [unit ? unitId : '', note ? noteId : ''].filter(Boolean).join(' ');
  return (
    <div className={error ? 'kit-amount kit-amount--invalid' : 'kit-amount'}>
      <label htmlFor={id} className="kit-amount__label">
        {label}
      </label>
      <div className="kit-amount__field">
        <input
          ref={inputRef}
          id={id}
          name={name}
          className="kit-amount__input"
          type="text"
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={onInput}
        />
        {unit ? (
          <span id={unitId} className="kit-amount__unit">
            {unit}
          </span>
        ) : null}
      </div>
      {note ? (
        <p id={noteId} className="kit-amount__note">
          {note}
        </p>
      ) : null}
    </div>
  );
}
