// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { CopyText } from './copy-text';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ADDRESS = 'TQ7v9GhN3xP1kY8mZ4bW2cR6dL5sJ0aE9f';

describe('CopyText', () => {
  it('copies through the given callback and says so for a moment', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onCopy = vi.fn(async () => {});
    renderKit(<CopyText text={ADDRESS} display="TQ7v…0aE9f" onCopy={onCopy} />);
    const button = screen.getByRole('button', { name: /Copy/ });
    expect(button.textContent).toContain('TQ7v…0aE9f');
    await act(async () => fireEvent.click(button));
    expect(onCopy).toHaveBeenCalledWith(ADDRESS);
    expect(screen.getByRole('status').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('falls back to navigator.clipboard', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderKit(<CopyText text="123456" />);
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith('123456');
  });

  it('says when the copy failed', async () => {
    renderKit(<CopyText text="123456" onCopy={() => Promise.reject(new Error('denied'))} />);
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Could not copy'));
  });
});
