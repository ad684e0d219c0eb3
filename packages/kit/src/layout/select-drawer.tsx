import { Cell as TelegramCell } from '@telegram-apps/telegram-ui';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { CheckIcon } from '../shared/icons';
import { BottomDrawer } from './bottom-drawer';
import './select-drawer.css';

export interface SelectOption<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
  /** At the start of the row: a coin icon, a flag. */
  before?: ReactNode;
}

export interface SelectDrawerProps<T extends string> {
  open: boolean;
  title: ReactNode;
  options: readonly SelectOption<T>[];
  /** The chosen option, or null when none is chosen yet. */
  value: T | null;
  /** Called with the picked option; the drawer then asks to close. */
  onSelect: (value: T) => void;
  onClose: () => void;
}

/**
 * A list of options in a bottom drawer, one of them chosen (a listbox). Picking one reports it and closes;
 * arrow keys move between options, Enter or Space picks.
 */
export function SelectDrawer<T extends string>({
  open,
  title,
  options,
  value,
  onSelect,
  onClose,
}: SelectDrawerProps<T>) {
  const titleId = useId();
  const focusable =
    value !== null && options.some((option) => option.value === value) ? value : options[0]?.value;

  const pick = (picked: T) => {
    onSelect(picked);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const target: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: options.length - 1,
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const option = options[index];
      if (option) pick(option.value);
      return;
    }
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const items = event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="option"]');
    items?.[Math.max(0, Math.min(options.length - 1, next))]?.focus();
  };

  return (
    <BottomDrawer open={open} onClose={onClose} title={title} titleId={titleId}>
      <ul role="listbox" aria-labelledby={titleId} className="kit-select">
        {options.map((option, index) => {
          const isSelected = option.value === value;
          return (
            <TelegramCell
              key={option.value}
              Component="li"
              role="option"
              aria-selected={isSelected}
              tabIndex={option.value === focusable ? 0 : -1}
              data-autofocus={option.value === focusable ? '' : undefined}
              className="kit-cell kit-select__option"
              before={option.before}
              description={option.description}
              after={isSelected ? <CheckIcon className="kit-select__check" /> : undefined}
              onClick={() => pick(option.value)}
              onKeyDown={(event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index)}
            >
              {option.label}
            </TelegramCell>
          );
        })}
      </ul>
    </BottomDrawer>
  );
}
