// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { PersianDateField, type PartialDay } from './persian-date-field';

afterEach(cleanup);

function renderField(value: PartialDay, locale: 'en' | 'fa' = 'en') {
  const onChange = vi.fn();
  renderKit(
    <PersianDateField
      label="Birth date"
      value={value}
      onChange={onChange}
      fromYear={1300}
      toYear={1387}
      error={value.day === 1 ? 'Too young' : undefined}
    />,
    { locale },
  );
  return onChange;
}

describe('PersianDateField', () => {
  it('offers the Persian months and the given years, newest first', () => {
    renderField({});
    const group = screen.getByRole('group', { name: 'Birth date' });
    expect(group).toBeTruthy();
    const months = screen.getByRole('combobox', { name: 'Month' });
    expect([...months.querySelectorAll('option')].map((o) => o.textContent).slice(1, 4)).toEqual([
      'Farvardin',
      'Ordibehesht',
      'Khordad',
    ]);
    const years = screen.getByRole('combobox', { name: 'Year' }).querySelectorAll('option');
    expect(years[1]?.textContent).toBe('1387');
    expect(years[years.length - 1]?.textContent).toBe('1300');
  });

  it('reports each part as it is chosen', () => {
    const onChange = renderField({ year: 1369 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '6' } });
    expect(onChange).toHaveBeenLastCalledWith({ year: 1369, month: 6 });
  });

  it('has as many days as the month: 31 in the first half of the year, 29 in Esfand of a common year', () => {
    renderField({ year: 1369, month: 1 });
    expect(screen.getByRole('combobox', { name: 'Day' }).querySelectorAll('option')).toHaveLength(32);
    cleanup();
    renderField({ year: 1368, month: 12 });
    expect(screen.getByRole('combobox', { name: 'Day' }).querySelectorAll('option')).toHaveLength(30);
  });

  it('drops a day the newly chosen month does not have', () => {
    const onChange = renderField({ year: 1368, month: 1, day: 31 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '12' } });
    expect(onChange).toHaveBeenLastCalledWith({ year: 1368, month: 12 });
  });

  it('writes Persian digits in fa and shows the error as an alert', () => {
    renderField({ year: 1369, month: 1, day: 1 }, 'fa');
    expect(screen.getByRole('combobox', { name: 'Year' }).querySelectorAll('option')[1]?.textContent).toBe(
      '۱۳۸۷',
    );
    expect(screen.getByRole('alert').textContent).toBe('Too young');
  });
});
