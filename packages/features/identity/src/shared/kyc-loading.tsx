import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@wallet/kit';

/** Placeholders while the verification state loads: one status named "Loading". */
export function KycLoading() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading`} aria-busy="true">
      <Skeleton width="60%" />
      <Skeleton height={96} />
      <Skeleton width="40%" />
    </div>
  );
}
