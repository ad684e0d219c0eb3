// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { Loading } from './loading';

afterEach(cleanup);

describe('Loading', () => {
  it('is one busy status named Loading, with as many placeholder rows as asked', () => {
    const { container } = renderKit(<Loading rows={5} />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('.kit-loading__row')).toHaveLength(5);
    // The placeholders say nothing to screen readers; the status speaks for them.
    expect(status.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThanOrEqual(15);
  });

  it('draws one card of placeholders for the card shape', () => {
    const { container } = renderKit(<Loading shape="card" />);
    expect(container.querySelectorAll('.kit-loading__row')).toHaveLength(0);
    expect(
      screen.getByRole('status', { name: 'Loading' }).querySelectorAll('[aria-hidden="true"]'),
    ).toHaveLength(4);
  });

  it('is named in Persian when the app speaks it', () => {
    renderKit(<Loading />, { locale: 'fa' });
    // No catalog in tests: the source text shows the name comes through Lingui for the active locale.
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe('Loading');
  });
});
