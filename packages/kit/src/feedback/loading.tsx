import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../lists/skeleton';
import './loading.css';

export interface LoadingProps {
  /** Rows of a list (coins, networks, transactions) or one card of content. */
  shape?: 'rows' | 'card';
  rows?: number;
}

/**
 * Placeholders in the shape of what is loading. It is one status named "Loading"; the skeletons themselves are
 * hidden from screen readers.
 */
export function Loading({ shape = 'rows', rows = 3 }: LoadingProps) {
  const { t } = useLingui();
  return (
    <div className="kit-loading" role="status" aria-label={t`Loading`} aria-busy="true">
      {shape === 'card' ? (
        <>
          <Skeleton width="40%" />
          <Skeleton height={160} />
          <Skeleton width="70%" />
          <Skeleton width="55%" />
        </>
      ) : (
        Array.from({ length: rows }, (_, index) => (
          <div key={index} className="kit-loading__row">
            <Skeleton width={40} height={40} isCircle />
            <div className="kit-loading__lines">
              <Skeleton width="55%" />
              <Skeleton width="35%" height={12} />
            </div>
          </div>
        ))
      )}
    </div>
  );
}
