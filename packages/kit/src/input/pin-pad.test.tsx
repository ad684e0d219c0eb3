// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { PinPad } from './pin-pad';

afterEach(cleanup);

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const dots = () => screen.getByRole('img').getAttribute('aria-label');

describe('PinPad', () => {
  it('has ten labelled digit keys and a delete key', () => {
    renderKit(<PinPad label="Enter your PIN" onComplete={() => {}} />);
    for (const digit of '0123456789') expect(screen.getByRole('button', { name: digit })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Enter your PIN' })).toBeTruthy();
  });

  it('draws the extra key in the free corner as a named key that calls back, off when the pad is', () => {
    const onPress = vi.fn();
    const extraKey = { label: 'Unlock with biometrics', icon: <svg />, onPress };
    const { rerender } = renderKit(<PinPad label="PIN" onComplete={() => {}} extraKey={extraKey} />);
    press('Unlock with biometrics');
    expect(onPress).toHaveBeenCalledTimes(1);
    rerender(<PinPad label="PIN" onComplete={() => {}} extraKey={extraKey} disabled />);
    expect(screen.getByRole('button', { name: 'Unlock with biometrics' })).toHaveProperty('disabled', true);
  });

  it('deletes the last digit and calls back once with the PIN when it has `length` digits', async () => {
    const onComplete = vi.fn();
    renderKit(<PinPad label="Enter your PIN" length={4} onComplete={onComplete} />);
    press('1');
    press('2');
    press('3');
    expect(dots()).toBe('3 of 4 digits entered');
    press('Delete');
    expect(dots()).toBe('2 of 4 digits entered');
    press('7');
    expect(onComplete).not.toHaveBeenCalled();
    press('9');
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(onComplete).toHaveBeenCalledWith('1279');
    await waitFor(() => expect(dots()).toBe('0 of 4 digits entered'));
  });

  it('holds the keys while the PIN is checked, then clears for the next try', async () => {
    let finish = () => {};
    const onComplete = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderKit(<PinPad label="PIN" length={2} onComplete={onComplete} />);
    press('4');
    press('2');
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith('42'));
    expect(screen.getByRole('button', { name: '5' }).hasAttribute('disabled')).toBe(true);
    await act(async () => finish());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '5' }).hasAttribute('disabled')).toBe(false),
    );
    expect(dots()).toBe('0 of 2 digits entered');
  });

  it('takes digits typed on a keyboard, Persian ones included', async () => {
    const onComplete = vi.fn();
    renderKit(<PinPad label="PIN" onComplete={onComplete} />);
    const pad = screen.getByRole('group', { name: 'PIN' });
    for (const key of ['۱', '٢', '3', 'Backspace', '۴', '۵']) fireEvent.keyDown(pad, { key });
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith('1245'));
  });

  it('shows the keys in Persian digits in fa, still named by their digit', () => {
    renderKit(<PinPad label="PIN" onComplete={() => {}} />, { locale: 'fa' });
    expect(screen.getByRole('button', { name: '۷' })).toBeTruthy();
  });
});
