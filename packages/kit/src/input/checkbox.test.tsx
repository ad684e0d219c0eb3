// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { Checkbox } from './checkbox';

afterEach(cleanup);

function Controlled({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="I have read the rules"
      description="Deposits from another person's card are returned."
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
    />
  );
}

describe('Checkbox', () => {
  it('is a checkbox named by its label, described by its description, toggled from the label', () => {
    const onChange = vi.fn();
    renderKit(<Controlled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I have read the rules' });
    expect(box).toHaveProperty('checked', false);
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      "Deposits from another person's card are returned.",
    );
    fireEvent.click(screen.getByText('I have read the rules'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box).toHaveProperty('checked', true);
    fireEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(box).toHaveProperty('checked', false);
  });

  it('cannot be toggled when disabled', () => {
    const onChange = vi.fn();
    renderKit(<Checkbox label="Save" checked={false} onChange={onChange} disabled />);
    const box = screen.getByRole('checkbox', { name: 'Save' });
    expect(box).toHaveProperty('disabled', true);
    fireEvent.click(box);
    expect(onChange).not.toHaveBeenCalled();
  });
});
