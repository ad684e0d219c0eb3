import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@wallet/kit';
import { LoadFailure, useErrorText } from '@wallet/ui';

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

/** The verification state's loading placeholders, or its failure with Try again; nothing once it is loaded. */
export function KycLoadState({
  kyc,
}: {
  kyc: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  if (kyc.isPending) return <KycLoading />;
  if (!kyc.isError) return null;
  return (
    <LoadFailure
      message={t`Your verification state could not be loaded.`}
      detail={errorText(kyc.error)}
      onRetry={() => void kyc.refetch()}
    />
  );
}
