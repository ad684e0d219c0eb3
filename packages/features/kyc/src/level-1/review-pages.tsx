import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { KycInfo } from '@wallet/api';
import { MessageBox, Spinner } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import {
  buildPath,
  LoadFailure,
  Page,
  safeNextUrl,
  useErrorText,
  useNavigate,
  useRouteQuery,
} from '@wallet/ui';
import { KycLoading } from '../shared/kyc-loading';
import './level-1.css';
import { useFailureReason, useForgetKyc, useKycInfo } from '../shared/kyc-queries';

/** A review not decided this long after it was due is late: the user is told they will be notified. */
export const REVIEW_LATE_AFTER_MS = 30_000;

type ReviewRoute = 'kycLevel1Checking' | 'kycLevel1Late';

/** Where a decided (or not yet sent) review sends the user from the waiting pages; null while it waits. */
function reviewTarget(info: KycInfo, withNext: { nextUrl?: string }, nowMs: number, from: ReviewRoute) {
  if (info.level1Status === 'SUCCEED') return buildPath('kycLevel1Ok', undefined, withNext);
  if (info.level1Status === 'FAILED') return buildPath('kycLevel1Error', undefined, withNext);
  if (info.level1Status === 'PENDING') return buildPath('kycLevel1RegisterForm', undefined, withNext);
  const dueMs = info.reviewDueAt ? Date.parse(info.reviewDueAt) : nowMs;
  const isLate = nowMs > dueMs + REVIEW_LATE_AFTER_MS;
  return from === 'kycLevel1Checking' && isLate ? buildPath('kycLevel1Late', undefined, withNext) : null;
}

function useReviewWatch(from: ReviewRoute) {
  const navigate = useNavigate();
  const { nextUrl } = useRouteQuery(from);
  const kyc = useKycInfo({ isPolling: true });
  const target = kyc.data ? reviewTarget(kyc.data, nextUrl ? { nextUrl } : {}, Date.now(), from) : null;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  return kyc;
}

/**
 * /kyc/level-1/checking: the personal information is under review (about a minute): what is checked and what
 * comes next, rather than placeholders, while the page waits for the decision.
 */
export function CheckingPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const kyc = useReviewWatch('kycLevel1Checking');
  useMainButton(null);
  return (
    <Page title={t`Checking your information`}>
      {kyc.isError ? (
        <LoadFailure
          message={t`Your verification state could not be loaded.`}
          detail={errorText(kyc.error)}
          onRetry={() => void kyc.refetch()}
        />
      ) : (
        <div role="status" aria-live="polite" className="kyc-review">
          <Spinner />
          <p>{t`We are checking your national code with your mobile number. This takes about a minute.`}</p>
          <ul className="kyc-review__checks" aria-label={t`What we check`}>
            <li>{t`Your national code and birth date, in the national registry.`}</li>
            <li>{t`Your mobile number, registered to the owner of that national code.`}</li>
          </ul>
          <p>{t`What comes next: once accepted, you can deposit and withdraw Toman. If something does not match, you will see why and can correct it. This page moves on by itself.`}</p>
        </div>
      )}
    </Page>
  );
}

/** /kyc/level-1/late: the review takes longer than usual; the user is notified when it is done. */
export function LatePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  useReviewWatch('kycLevel1Late');
  useMainButton({ text: t`Back to the wallet`, onClick: () => navigate(buildPath('dashboard')) });
  return (
    <Page title={t`It is taking longer`}>
      <MessageBox tone="info" title={t`Your information is still being checked`}>
        {t`This is taking longer than usual. We will notify you as soon as it is done; you can keep using the wallet.`}
      </MessageBox>
    </Page>
  );
}

/** /kyc/level-1/ok: level 1 is verified; Continue returns to where the user came from. */
export function OkPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const forgetKyc = useForgetKyc();
  const { nextUrl } = useRouteQuery('kycLevel1Ok');
  // The level changed: whoami and the KYC info are read again.
  useEffect(() => {
    void forgetKyc();
  }, [forgetKyc]);
  useMainButton({ text: t`Continue`, onClick: () => navigate(safeNextUrl(nextUrl), { replace: true }) });
  return (
    <Page title={t`Identity verified`}>
      <MessageBox tone="info" title={t`Level 1 is verified`}>
        {t`You can now deposit and withdraw Toman and withdraw crypto worth up to 20 dollars a day.`}
      </MessageBox>
    </Page>
  );
}

/** /kyc/level-1/error: the check failed; the reason from the server, and Try again. */
export function ErrorPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { nextUrl } = useRouteQuery('kycLevel1Error');
  const reason = useFailureReason();
  useMainButton({
    text: t`Try again`,
    onClick: () =>
      navigate(buildPath('kycLevel1RegisterForm', undefined, nextUrl ? { nextUrl } : {}), { replace: true }),
  });
  return (
    <Page title={t`Verification not accepted`}>
      {reason.isPending ? <KycLoading /> : null}
      {reason.isError ? (
        <LoadFailure
          message={t`The reason could not be loaded.`}
          detail={errorText(reason.error)}
          onRetry={() => void reason.refetch()}
        />
      ) : null}
      {reason.data ? (
        <MessageBox tone="error" title={t`Your information was not accepted`}>
          <p>{reason.data.localizedMessage ?? t`The information did not match the national registry.`}</p>
          <p>{t`Check it and send it again.`}</p>
        </MessageBox>
      ) : null}
    </Page>
  );
}
