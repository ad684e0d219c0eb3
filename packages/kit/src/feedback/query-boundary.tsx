import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MessageBox } from '../money/message-box';
import { Button } from '../shared/button';
import { Loading } from './loading';

/**
 * The part of a query the boundary reads. TanStack Query's result fits it as it is; the kit takes the shape, not
 * the library, so it stays free of data fetching.
 */
export interface QueryState<T> {
  status: 'pending' | 'error' | 'success';
  data?: T | undefined;
  error?: unknown;
  /** Asks again; "Try again" calls it. */
  refetch: () => unknown;
  /** A new attempt is under way: "Try again" shows it is busy. */
  isFetching?: boolean;
}

export interface QueryBoundaryProps<T> {
  query: QueryState<T>;
  /** The content, drawn once the data is there. */
  children: (data: T) => ReactNode;
  /** What shows while the first answer is awaited; rows of placeholders unless given. */
  loading?: ReactNode;
  /** What went wrong, in the user's words; a general "could not load" unless given. */
  failure?: (error: unknown) => ReactNode;
}

/** One place for a query's three states: loading, a failure the user can retry, and the content. */
export function QueryBoundary<T>({ query, children, loading, failure }: QueryBoundaryProps<T>) {
  const { t } = useLingui();
  if (query.status === 'pending') return <>{loading ?? <Loading />}</>;
  if (query.status === 'error') {
    return (
      <MessageBox
        tone="error"
        actions={
          <Button
            mode="bezeled"
            size="m"
            isBusy={query.isFetching ?? false}
            onClick={() => void query.refetch()}
          >
            {t`Try again`}
          </Button>
        }
      >
        {failure ? failure(query.error) : t`This could not be loaded. Check your connection and try again.`}
      </MessageBox>
    );
  }
  return <>{children(query.data as T)}</>;
}
