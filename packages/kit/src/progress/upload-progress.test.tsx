// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { UploadProgress, uploadPercent, type UploadItem } from './upload-progress';

afterEach(cleanup);

describe('uploadPercent', () => {
  it.each([
    [0, 100, false, 0],
    [1, 3, false, 33],
    [2, 3, false, 66],
    [999, 1000, false, 99],
    [1000, 1000, false, 100],
    [5, 0, false, 0],
    [1200, 1000, false, 100],
    [0, 0, true, 100],
  ])('%i of %i bytes (succeed %s) is %i%', (loaded, total, succeed, percent) => {
    expect(uploadPercent({ loaded, total, succeed })).toBe(percent);
  });
});

const ITEMS: UploadItem[] = [
  { id: 'front', label: 'ID card, front', loaded: 2_999, total: 3_000, succeed: false },
  { id: 'back', label: 'ID card, back', loaded: 3_000, total: 3_000, succeed: true },
  { id: 'selfie', label: 'Selfie video', loaded: 10, total: 100, succeed: false, error: 'Network lost' },
];

describe('UploadProgress', () => {
  it('shows each file with its floored percent, done and failed ones marked', () => {
    renderKit(<UploadProgress items={ITEMS} />);
    const [front, back] = screen.getAllByRole('progressbar');
    expect(front?.getAttribute('aria-valuenow')).toBe('99');
    expect(front?.getAttribute('aria-label')).toBe('99% uploaded');
    expect(screen.getByText('99%')).toBeTruthy();
    expect(back?.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Network lost');
  });

  it('offers a retry on a failed file', () => {
    const onRetry = vi.fn();
    renderKit(<UploadProgress items={ITEMS} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledWith('selfie');
  });

  it('writes the percent with Persian digits and sign in fa', () => {
    renderKit(<UploadProgress items={[ITEMS[0]!]} />, { locale: 'fa' });
    expect(screen.getByText('۹۹٪')).toBeTruthy();
  });
});
