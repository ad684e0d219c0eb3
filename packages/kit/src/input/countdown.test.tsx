// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { Countdown, formatSecondsLeft } from './countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-01T10:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('counts down each second and calls back once when the deadline passes', () => {
    const onEnd = vi.fn();
    renderKit(<Countdown deadline={Date.now() + 3_000} onEnd={onEnd} label="Code expires in" />);
    const timer = screen.getByRole('timer', { name: 'Code expires in' });
    expect(timer.textContent).toBe('0:03');
    act(() => vi.advanceTimersByTime(1_000));
    expect(timer.textContent).toBe('0:02');
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2_000));
    expect(timer.textContent).toBe('0:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('ends at once for a deadline already past', () => {
    const onEnd = vi.fn();
    renderKit(<Countdown deadline={Date.now() - 1} onEnd={onEnd} />);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('starts over, without ending, when given a later deadline', () => {
    const onEnd = vi.fn();
    const { rerender } = renderKit(<Countdown deadline={Date.now() + 1_000} onEnd={onEnd} />);
    act(() => vi.advanceTimersByTime(1_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    rerender(<Countdown deadline={Date.now() + 120_000} onEnd={onEnd} />);
    expect(screen.getByRole('timer').textContent).toBe('2:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('writes Persian digits in fa', () => {
    renderKit(<Countdown deadline={Date.now() + 125_000} />, { locale: 'fa' });
    expect(screen.getByRole('timer').textContent).toBe('۲:۰۵');
  });

  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [125, '2:05'],
    [3_725, '1:02:05'],
  ])('formats %i seconds as %s', (seconds, text) => {
    expect(formatSecondsLeft(seconds)).toBe(text);
  });
});
