import { Button } from '../shared/button';
import './toggle-group.css';

export interface ToggleOption<T> {
  value: T;
  label: string;
}

/** A row of buttons of which one is on (aria-pressed): a filter, a chart's kind. */
export function ToggleGroup<T>({
  label,
  options,
  value,
  onChange,
  isScrolling = false,
}: {
  label: string;
  options: readonly ToggleOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Scrolls sideways instead of wrapping, for a long list of groups. */
  isScrolling?: boolean;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={isScrolling ? 'kit-toggles kit-toggles--scrolling' : 'kit-toggles'}
    >
      {options.map((option) => (
        <Button
          key={option.label}
          mode={option.value === value ? 'filled' : 'bezeled'}
          size="m"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
