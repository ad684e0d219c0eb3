import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldError } from './text-field';
import './text-field.css';

type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'className'>;

export interface TextAreaFieldProps extends AreaProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the value: shown under the field as an alert, and marks the field invalid. */
  error?: ReactNode;
  /** Shown under the field when there is no error: what may be written, how much is left. */
  hint?: ReactNode;
}

/** A labelled text of several lines (a giveaway's title in markdown), drawn like the kit's one-line field. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
  hint,
  rows = 4,
  ...rest
}: TextAreaFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className="kit-field">
      <label htmlFor={id} className="kit-field__label">
        {label}
      </label>
      <textarea
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? noteId : undefined}
        dir="auto"
        rows={rows}
        {...rest}
        id={id}
        className="kit-field__input kit-field__input--multiline"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <FieldError id={noteId}>{error}</FieldError>
      ) : hint ? (
        <p id={noteId} className="kit-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
