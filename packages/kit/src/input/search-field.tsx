import { useLingui } from '@lingui/react/macro';
import { useId, useRef, type InputHTMLAttributes, type RefObject } from 'react';
import { CloseIcon } from '../shared/icons';
import { SearchIcon } from '../shared/more-icons';
import { VisuallyHidden } from '../shared/visually-hidden';
import './search-field.css';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'value' | 'onChange' | 'className' | 'dir'
>;

export interface SearchFieldProps extends InputProps {
  /** The field's name for screen readers; the placeholder shows what to type. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The input, for a screen that puts the cursor in it on opening. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * A search box: a magnifier at the start, and a clear button once something is typed, which empties the field
 * and puts the cursor back in it.
 */
export function SearchField({ label, value, onChange, inputRef, ...rest }: SearchFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;
  return (
    <div className="kit-search">
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <SearchIcon className="kit-search__icon" />
      <input
        autoComplete="off"
        {...rest}
        ref={input}
        id={id}
        type="search"
        className="kit-search__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button
          type="button"
          className="kit-search__clear"
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          <CloseIcon />
          <VisuallyHidden>{t`Clear search`}</VisuallyHidden>
        </button>
      ) : null}
    </div>
  );
}
