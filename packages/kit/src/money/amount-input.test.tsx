// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { AmountInput } from './amount-input';

afterEach(cleanup);

function Controlled({
  maxDecimals,
  onChange,
  initial = '',
}: {
  maxDecimals: number;
  onChange: (value: string) => void;
  initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <AmountInput
      label="Amount"
      unit="USDT"
      maxDecimals={maxDecimals}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('AmountInput', () => {
  it('turns Persian and Arabic digits and separators into a Latin decimal string', () => {
    const onChange = vi.fn();
    renderKit(<Controlled maxDecimals={6} onChange={onChange} />);
    const input = screen.getByLabelText('Amount');
    fireEvent.change(input, { target: { value: '۱٬۲۳۴٫۵' } });
    expect(onChange).toHaveBeenLastCalledWith('1234.5');
    expect(input).toHaveProperty('value', '1,234.5');
    fireEvent.change(input, { target: { value: '٣٫٧٥' } });
    expect(onChange).toHaveBeenLastCalledWith('3.75');
  });

  it('shows the number grouped in Persian digits in fa as it is typed, and hands back the plain number', () => {
    const onChange = vi.fn();
    renderKit(<Controlled maxDecimals={0} onChange={onChange} />, { locale: 'fa' });
    const input = screen.getByLabelText('Amount');
    fireEvent.change(input, { target: { value: '1234567' } });
    expect(input).toHaveProperty('value', '۱٬۲۳۴٬۵۶۷');
    expect(onChange).toHaveBeenLastCalledWith('1234567');
    fireEvent.change(input, { target: { value: '۱٬۲۳۴٬۵۶۷۸' } });
    expect(input).toHaveProperty('value', '۱۲٬۳۴۵٬۶۷۸');
    expect(onChange).toHaveBeenLastCalledWith('12345678');
  });

  it('shows the number grouped with Latin digits in en, decimals as typed', () => {
    const onChange = vi.fn();
    renderKit(<Controlled maxDecimals={6} onChange={onChange} />);
    const input = screen.getByLabelText('Amount');
    fireEvent.change(input, { target: { value: '1234567' } });
    expect(input).toHaveProperty('value', '1,234,567');
    fireEvent.change(input, { target: { value: '0.' } });
    expect(input).toHaveProperty('value', '0.');
    fireEvent.change(input, { target: { value: '0.5' } });
    expect(input).toHaveProperty('value', '0.5');
    expect(onChange).toHaveBeenLastCalledWith('0.5');
  });

  it('shows a value the page sets, e.g. a balance, grouped', () => {
    renderKit(<AmountInput label="Amount" maxDecimals={0} value="3000000" onChange={() => {}} />, {
      locale: 'fa',
    });
    expect(screen.getByLabelText('Amount')).toHaveProperty('value', '۳٬۰۰۰٬۰۰۰');
  });

  it('keeps the caret after a digit typed in the middle, and Backspace on a separator takes the digit before it', () => {
    const onChange = vi.fn();
    renderKit(<Controlled maxDecimals={0} initial="1234" onChange={onChange} />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    input.focus();
    // "1,2|34" with 9 typed at the caret.
    fireEvent.change(input, { target: { value: '1,2934', selectionStart: 4, selectionEnd: 4 } });
    expect(input.value).toBe('12,934');
    expect(onChange).toHaveBeenLastCalledWith('12934');
    expect([input.selectionStart, input.selectionEnd]).toEqual([4, 4]);
    // "12,|934" with Backspace: the separator goes, so the 2 goes with it.
    fireEvent.change(input, { target: { value: '12934', selectionStart: 2, selectionEnd: 2 } });
    expect(input.value).toBe('1,934');
    expect(onChange).toHaveBeenLastCalledWith('1934');
    expect([input.selectionStart, input.selectionEnd]).toEqual([1, 1]);
  });

  it('drops digits past the coin decimals', () => {
    const onChange = vi.fn();
    renderKit(<Controlled maxDecimals={2} onChange={onChange} />);
    const input = screen.getByLabelText('Amount');
    fireEvent.change(input, { target: { value: '۱۰٫۱۲۹' } });
    expect(onChange).toHaveBeenLastCalledWith('10.12');
    expect(input).toHaveProperty('value', '10.12');
  });

  it('takes no decimal mark when the coin has no decimals (Toman)', () => {
    const onChange = vi.fn();
    renderKit(<Controlled maxDecimals={0} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '۵۰۰۰٫' } });
    expect(onChange).toHaveBeenLastCalledWith('5000');
  });

  it('asks for the decimal keyboard, reads left to right and describes the unit and the error', () => {
    renderKit(
      <AmountInput
        label="Amount"
        unit="USDT"
        maxDecimals={6}
        value=""
        onChange={() => {}}
        error="Too much"
      />,
    );
    const input = screen.getByLabelText('Amount');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['USDT', 'Too much']);
  });
});
