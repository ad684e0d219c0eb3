import { useId, type ReactNode } from 'react';
import { CheckIcon } from '../shared/icons';
import './checkbox.css';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A quieter line under the label: what ticking it means. */
  description?: ReactNode;
  disabled?: boolean;
  name?: string;
}

/**
 * A native checkbox with its label beside it: the whole row toggles it, and screen readers get the box's own
 * checked state. The tick is drawn over the hidden native box so the look follows the kit in both directions.
 */
export function Checkbox({ label, checked, onChange, description, disabled = false, name }: CheckboxProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  return (
    <label htmlFor={id} className="kit-checkbox" data-disabled={disabled || undefined}>
      <span className="kit-checkbox__box">
        <input
          id={id}
          type="checkbox"
          name={name}
          className="kit-checkbox__input"
          checked={checked}
          disabled={disabled}
          // The row's label holds the description too; the name is the label line alone.
          aria-labelledby={labelId}
          aria-describedby={description ? descriptionId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <CheckIcon className="kit-checkbox__tick" />
      </span>
      <span className="kit-checkbox__text">
        <span id={labelId}>{label}</span>
        {description ? (
          <span id={descriptionId} className="kit-checkbox__description">
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}
