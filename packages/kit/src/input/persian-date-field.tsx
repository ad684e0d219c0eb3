import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { jalaliMonthDays, type CalendarDay } from '@wallet/core';
import { useLocalDigits } from '../shared/use-local-digits';
import { FieldError } from './text-field';
import './persian-date-field.css';

/** A day being picked: each part is set once the user chooses it. */
export type PartialDay = Partial<CalendarDay>;

export interface PersianDateFieldProps {
  label: ReactNode;
  /** The Persian (Jalali) day picked so far. */
  value: PartialDay;
  onChange: (value: PartialDay) => void;
  /** The years offered, newest first: from `toYear` down to `fromYear` (Persian years). */
  fromYear: number;
  toYear: number;
  error?: ReactNode;
  disabled?: boolean;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A Persian-calendar day picked as day, month and year with the system's own pickers. */
export function PersianDateField({
  label,
  value,
  onChange,
  fromYear,
  toYear,
  error,
  disabled,
}: PersianDateFieldProps) {
  const { t } = useLingui();
  const local = useLocalDigits();
  const id = useId();
  const errorId = `${id}-error`;
  const monthNames = [
    t`Farvardin`,
    t`Ordibehesht`,
    t`Khordad`,
    t`Tir`,
    t`Mordad`,
    t`Shahrivar`,
    t`Mehr`,
    t`Aban`,
    t`Azar`,
    t`Dey`,
    t`Bahman`,
    t`Esfand`,
  ];
  const daysInMonth = value.year && value.month ? jalaliMonthDays(value.year, value.month) : 31;

  const change = (part: keyof CalendarDay, text: string) => {
    const next: PartialDay = { ...value, [part]: text === '' ? undefined : Number(text) };
    // A day the newly chosen month does not have is picked again.
    if (next.day && next.year && next.month && next.day > jalaliMonthDays(next.year, next.month))
      delete next.day;
    onChange(next);
  };

  const select = (part: keyof CalendarDay, name: string, options: { value: number; text: string }[]) => (
    <select
      aria-label={name}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className="kit-field__input kit-date-field__part"
      value={value[part] ?? ''}
      disabled={disabled}
      onChange={(event) => change(part, event.target.value)}
    >
      <option value="">{name}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.text}
        </option>
      ))}
    </select>
  );

  return (
    <fieldset className="kit-field kit-date-field">
      <legend className="kit-field__label">{label}</legend>
      <div className="kit-field__row">
        {select(
          'day',
          t`Day`,
          range(1, daysInMonth).map((day) => ({ value: day, text: local(String(day)) })),
        )}
        {select(
          'month',
          t`Month`,
          monthNames.map((text, i) => ({ value: i + 1, text })),
        )}
        {select(
          'year',
          t`Year`,
          range(fromYear, toYear)
            .reverse()
            .map((year) => ({ value: year, text: local(String(year)) })),
        )}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
