import type { QueryState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { STORED_COPY_UPDATED_AT } from '@wallet/ui';
import { lastStateStatus, type LastStateStatus, type WatchedQuery } from './last-state';

function state(overrides: Partial<QueryState> = {}): QueryState {
  return {
    data: { any: 'data' },
    dataUpdateCount: 1,
    dataUpdatedAt: 1_700_000_000_000,
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success',
    fetchStatus: 'idle',
    ...overrides,
  };
}

const shown = (overrides: Partial<QueryState> = {}): WatchedQuery => ({
  state: state(overrides),
  isShown: true,
});
const stored = { dataUpdatedAt: STORED_COPY_UPDATED_AT };

describe('what the shell says about the data on screen', () => {
  it.each<[string, LastStateStatus, WatchedQuery[]]>([
    ['fresh answers', 'fresh', [shown(), shown()]],
    ['nothing loaded yet', 'fresh', [{ state: undefined, isShown: true }]],
    [
      'a stored copy while the fresh one loads',
      'updating',
      [shown({ ...stored, fetchStatus: 'fetching' }), shown()],
    ],
    ['a stored copy whose first refresh failed', 'offline', [shown({ ...stored, fetchFailureCount: 1 })]],
    ['a stored copy that no page shows', 'fresh', [{ state: state(stored), isShown: false }, shown()]],
    ['a query paused while the device is offline', 'offline', [shown({ fetchStatus: 'paused' })]],
    ['fresh data whose refresh failed for good', 'offline', [shown({ status: 'error' })]],
    ['fresh data on its first failed try (it retries)', 'fresh', [shown({ fetchFailureCount: 1 })]],
    ['a failure of a query that has no data', 'fresh', [shown({ data: undefined, status: 'error' })]],
  ])('%s: %s', (_, expected, queries) => {
    expect(lastStateStatus(queries)).toBe(expected);
  });
});
