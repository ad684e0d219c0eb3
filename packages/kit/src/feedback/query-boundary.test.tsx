// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../testing/render-kit';
import { QueryBoundary, type QueryState } from './query-boundary';

afterEach(cleanup);

const content = (data: string[]) => (
  <ul>
    {data.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryBoundary', () => {
  it('shows the loading state while the first answer is awaited', () => {
    renderKit(<QueryBoundary query={{ status: 'pending', refetch: vi.fn() }}>{content}</QueryBoundary>);
    expect(screen.getByRole('status', { name: 'Loading' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a given loading state instead of the rows', () => {
    renderKit(
      <QueryBoundary query={{ status: 'pending', refetch: vi.fn() }} loading={<p>Waiting for prices</p>}>
        {content}
      </QueryBoundary>,
    );
    expect(screen.getByText('Waiting for prices')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('shows a failure with Try again, which asks again', () => {
    const refetch = vi.fn();
    const query: QueryState<string[]> = { status: 'error', error: new Error('offline'), refetch };
    renderKit(<QueryBoundary query={query}>{content}</QueryBoundary>);
    expect(screen.getByRole('alert').textContent).toContain('This could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says what went wrong in the given words, and Try again is busy while it asks again', () => {
    const refetch = vi.fn();
    renderKit(
      <QueryBoundary
        query={{ status: 'error', error: new Error('offline'), refetch, isFetching: true }}
        failure={(error) => `Prices are out of reach (${(error as Error).message})`}
      >
        {content}
      </QueryBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Prices are out of reach (offline)');
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(retry);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('draws the content from the data once it is there', () => {
    renderKit(
      <QueryBoundary query={{ status: 'success', data: ['USDT', 'TON'], refetch: vi.fn() }}>
        {content}
      </QueryBoundary>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['USDT', 'TON']);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
