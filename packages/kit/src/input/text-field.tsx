import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { VisuallyHidden } from '../shared/visually-hidden';
import './text-field.css';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'dir' | 'className'
>;

export interface TextFieldProps extends InputProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the value: shown under the field as an alert, and marks the field invalid. */
  error?: ReactNode;
  /** Buttons beside the field: paste, scan, find. */
  after?: ReactNode;
  /** Addresses, usernames and codes read left to right in every language. */
  isLtr?: boolean;
  /** The label is for screen readers only (a search field with a placeholder). */
  isLabelHidden?: boolean;
  /**
   * `large` for a page's one input (a phone number), drawn bigger on a grey ground to stand out on its card;
   * `code` for a one-time code, its digits spread and centred so each reads as one place.
   */
  look?: 'regular' | 'large' | 'code';
}

/** A labelled one-line text field, drawn like the kit's amount field. */
export function TextField({
  label,
  value,
  onChange,
  error,
  after,
  isLtr = false,
  isLabelHidden = false,
  look = 'regular',
  ...rest
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="kit-field">
      <label htmlFor={id} className="kit-field__label">
        {isLabelHidden ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      </label>
      <div className="kit-field__row">
        <input
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
          id={id}
          dir={isLtr ? 'ltr' : undefined}
          className={look === 'regular' ? 'kit-field__input' : `kit-field__input kit-field__input--${look}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {after}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'>;

/** A labelled native select: the system's own picker, which also lets an option be disabled. */
export function SelectField({
  label,
  value,
  onChange,
  children,
  isLabelHidden = false,
  ...rest
}: SelectProps & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The label is for screen readers only (a filter whose first option says what it picks). */
  isLabelHidden?: boolean;
}) {
  const id = useId();
  return (
    <div className="kit-field">
      <label htmlFor={id} className="kit-field__label">
        {isLabelHidden ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      </label>
      <select
        {...rest}
        id={id}
        className="kit-field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

/** What is wrong with a field, announced at once; `id` lets the field point to it with aria-describedby. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="kit-field__error" role="alert">
      {children}
    </p>
  );
}
