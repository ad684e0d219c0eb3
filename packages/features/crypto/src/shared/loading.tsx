import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@wallet/kit';
import './loading.css';

/**
 * Placeholders in the shape of what is loading: coin or network rows, or one card. It is one status named
 * "Loading"; the skeletons themselves are hidden from screen readers.
 */
export function Loading({ shape, rows = 3 }: { shape: 'rows' | 'card'; rows?: number }) {
  const { t } = useLingui();
  return (
    <div className="crypto-loading" role="status" aria-label={t`Loading`} aria-busy="true">
      {shape === 'card' ? (
        <>
          <Skeleton width="40%" />
          <Skeleton height={160} />
          <Skeleton width="70%" />
          <Skeleton width="55%" />
        </>
      ) : (
        Array.from({ length: rows }, (_, index) => (
          <div key={index} className="crypto-loading__row">
            <Skeleton width={40} height={40} isCircle />
            <div className="crypto-loading__lines">
              <Skeleton width="55%" />
              <Skeleton width="35%" height={12} />
            </div>
          </div>
        ))
      )}
    </div>
  );
}
