// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { AmountInput } from './amount-input';

afterEach(cleanup);

function Controlled({ maxDecimals, onChange }: { maxDecimals: number; onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
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
    expect(input).toHaveProperty('value', '1234.5');
    fireEvent.change(input, { target: { value: '٣٫٧٥' } });
    expect(onChange).toHaveBeenLastCalledWith('3.75');
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
