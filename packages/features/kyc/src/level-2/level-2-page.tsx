import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Cell, List, MessageBox, Skeleton } from '@wallet/kit';
import { useMainButton, useStorageValue } from '@wallet/platform';
import { buildPath, Page, queryKeys, useNavigate } from '@wallet/ui';
import { KycLoadState } from '../shared/kyc-loading';
import { useKycInfo } from '../shared/kyc-queries';
import { forgetCapturedDocuments } from './captured-documents';
import { DOCUMENT_NAMES } from './document-names';
import { Level2Gate } from './level-2-gate';
import { Level2Rejected } from './level-2-rejected';
import { useDocumentReadiness } from './ready-documents';
import { LEVEL_2_STORAGE_KEYS } from './storage-keys';
import './level-2.css';

/**
 * /kyc/level-2: the national ID card and the selfie video, what is done, and the way to send them; then the
 * round's review as GET /v1/kyc gives it: under review, or turned down with the reason and a way to send again.
 */
export function Level2Page() {
  const { t } = useLingui();
  const kyc = useKycInfo({ isPolling: true });
  const isChecking = kyc.data?.level2Status === 'CHECKING';
  return (
    <Page title={t`Identity verification, level 2`}>
      <div className="kyc2-stack">
        <Level2Gate isPolling={isChecking}>
          <Level2Round kyc={kyc} />
        </Level2Gate>
      </div>
    </Page>
  );
}

function Level2Round({ kyc }: { kyc: ReturnType<typeof useKycInfo> }) {
  const [sentAt, setSentAt] = useStorageValue(LEVEL_2_STORAGE_KEYS.kycLevel2SentAt);
  const [resending, setResending] = useStorageValue(LEVEL_2_STORAGE_KEYS.kycLevel2Resending);
  const [, setUploads] = useStorageValue(LEVEL_2_STORAGE_KEYS.kycLevel2Uploads);
  const status = kyc.data?.level2Status;
  const failedAt = kyc.data?.level2FailedAt ?? null;
  // A decided round, or a new one under way, ends what the stored marks were waiting for.
  useEffect(() => {
    if (status !== undefined && status !== 'CHECKING' && sentAt !== null) void setSentAt(null);
    if (status !== undefined && status !== 'FAILED' && resending !== null) void setResending(null);
  }, [status, sentAt, setSentAt, resending, setResending]);
  // Accepted while whoami still says level 1 (its polling stops with the review): ask for the new level.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status === 'SUCCEED') void queryClient.invalidateQueries({ queryKey: queryKeys.whoami() });
  }, [status, queryClient]);
  const sendAgain = useCallback(() => {
    forgetCapturedDocuments();
    void setUploads({});
    void setSentAt(null);
    void setResending(failedAt);
  }, [failedAt, setUploads, setSentAt, setResending]);

  // Just sent: the review is shown while the new state loads.
  if (kyc.isPending && sentAt !== null) return <UnderReview />;
  if (!kyc.data) return <KycLoadState kyc={kyc} />;
  if (status === 'CHECKING') return <UnderReview />;
  if (status === 'SUCCEED') return <Skeleton height={96} />;
  if (status === 'FAILED' && resending !== failedAt) {
    return <Level2Rejected reason={kyc.data.level2FailureReason} onSendAgain={sendAgain} />;
  }
  return <Level2Steps />;
}

function UnderReview() {
  const { t } = useLingui();
  return (
    <MessageBox tone="info" title={t`Your documents are being checked`}>
      {t`Checking level 2 takes about 3 minutes. This page updates when it is done.`}
    </MessageBox>
  );
}

function Level2Steps() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { isReady } = useDocumentReadiness();
  const hasIdCard = isReady('NATIONAL_ID_FRONT') && isReady('NATIONAL_ID_BACK');
  const hasSelfie = isReady('SELFIE_VIDEO');
  const status = (isDone: boolean) => (isDone ? t`Ready` : t`To do`);

  useMainButton(
    hasIdCard && hasSelfie
      ? { text: t`Send documents`, onClick: () => navigate(buildPath('kycLevel2Upload')) }
      : null,
  );

  return (
    <>
      <p className="kyc2-hint">
        {t`Take photos of both sides of your national ID card and record a short selfie video. Checking takes about 3 minutes.`}
      </p>
      <List title={t`Documents`}>
        <Cell
          onClick={() => navigate(buildPath('kycLevel2Documents'))}
          subtitle={`${i18n._(DOCUMENT_NAMES.NATIONAL_ID_FRONT)} · ${i18n._(DOCUMENT_NAMES.NATIONAL_ID_BACK)}`}
          after={status(hasIdCard)}
        >
          {t`National ID card`}
        </Cell>
        <Cell onClick={() => navigate(buildPath('kycLevel2Selfie'))} after={status(hasSelfie)}>
          {i18n._(DOCUMENT_NAMES.SELFIE_VIDEO)}
        </Cell>
      </List>
    </>
  );
}
