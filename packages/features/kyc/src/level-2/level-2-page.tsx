import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Cell, List, MessageBox } from '@wallet/kit';
import { useMainButton, useStorageValue } from '@wallet/platform';
import { Page, queryKeys, useNavigate, useRouteQuery } from '@wallet/ui';
import { KycLoadState } from '../shared/kyc-loading';
import { useKycInfo } from '../shared/kyc-queries';
import { forgetCapturedDocuments } from './captured-documents';
import { DOCUMENT_NAMES } from './document-names';
import { Level2Gate } from './level-2-gate';
import { level2Path } from './level-2-next';
import { Level2Verified } from './level-2-verified';
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
  const { nextUrl } = useRouteQuery('kycLevel2');
  const kyc = useKycInfo({ isPolling: true });
  const isChecking = kyc.data?.level2Status === 'CHECKING';
  return (
    <Page title={t`Identity verification, level 2`}>
      <div className="kyc2-stack">
        <Level2Gate isPolling={isChecking} nextUrl={nextUrl}>
          <Level2Round kyc={kyc} nextUrl={nextUrl} />
        </Level2Gate>
      </div>
    </Page>
  );
}

function Level2Round({ kyc, nextUrl }: { kyc: ReturnType<typeof useKycInfo>; nextUrl: string | undefined }) {
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
  // Accepted: told at once, though whoami may still say level 1 for a moment.
  if (status === 'SUCCEED') return <Level2Verified nextUrl={nextUrl} />;
  if (status === 'FAILED' && resending !== failedAt) {
    return <Level2Rejected reason={kyc.data.level2FailureReason} onSendAgain={sendAgain} />;
  }
  return <Level2Steps nextUrl={nextUrl} />;
}

/** The round under review: what is checked, about how long it takes, and what comes after. */
function UnderReview() {
  const { t } = useLingui();
  return (
    <MessageBox tone="info" title={t`Your documents are being checked`}>
      <p>{t`What we check:`}</p>
      <ul className="kyc2-checks" aria-label={t`What we check`}>
        <li>{t`Your national ID card: both sides readable, with the national code you gave at level 1.`}</li>
        <li>{t`Your selfie video: your face matches the photo on the card.`}</li>
      </ul>
      <p>{t`It takes about 3 minutes. This page updates by itself; you can also leave it and keep using the wallet.`}</p>
      <p>{t`What comes next: once accepted, your level 2 limits apply at once. If something is not accepted, you will see why here and can send the documents again.`}</p>
    </MessageBox>
  );
}

function Level2Steps({ nextUrl }: { nextUrl: string | undefined }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { isReady } = useDocumentReadiness();
  const hasIdCard = isReady('NATIONAL_ID_FRONT') && isReady('NATIONAL_ID_BACK');
  const hasSelfie = isReady('SELFIE_VIDEO');
  const status = (isDone: boolean) => (isDone ? t`Ready` : t`To do`);

  useMainButton(
    hasIdCard && hasSelfie
      ? { text: t`Send documents`, onClick: () => navigate(level2Path('kycLevel2Upload', nextUrl)) }
      : null,
  );

  return (
    <>
      <p className="kyc2-hint">
        {t`Take photos of both sides of your national ID card and record a short selfie video. Checking takes about 3 minutes.`}
      </p>
      <List title={t`Documents`}>
        <Cell
          onClick={() => navigate(level2Path('kycLevel2Documents', nextUrl))}
          subtitle={`${i18n._(DOCUMENT_NAMES.NATIONAL_ID_FRONT)} · ${i18n._(DOCUMENT_NAMES.NATIONAL_ID_BACK)}`}
          after={status(hasIdCard)}
        >
          {t`National ID card`}
        </Cell>
        <Cell onClick={() => navigate(level2Path('kycLevel2Selfie', nextUrl))} after={status(hasSelfie)}>
          {i18n._(DOCUMENT_NAMES.SELFIE_VIDEO)}
        </Cell>
      </List>
    </>
  );
}
