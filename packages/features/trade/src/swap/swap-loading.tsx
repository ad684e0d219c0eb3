import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@wallet/kit';

/** The swap card's shape while the coins load; one status named "Loading". */
export function SwapLoading() {
  const { t } = useLingui();
  return (
    <div className="swap-card" role="status" aria-label={t`Loading`} aria-busy="true">
      <Skeleton width="30%" />
      <Skeleton height={56} />
      <Skeleton width="30%" />
      <Skeleton height={56} />
    </div>
  );
}
