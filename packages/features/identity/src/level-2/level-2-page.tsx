import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Cell, List, MessageBox } from '@wallet/kit';
import { useMainButton, useStorageValue } from '@wallet/platform';
import { buildPath, Page, useNavigate, useWhoami } from '@wallet/ui';
import { useCapturedDocuments } from './captured-documents';
import { DOCUMENT_NAMES } from './document-names';
import { Level2Gate } from './level-2-gate';
import { LEVEL_2_STORAGE_KEYS } from './storage-keys';
import './level-2.css';

/** /kyc/level-2: the national ID card and the selfie video, what is done, and the way to send them. */
export function Level2Page() {
  const { t } = useLingui();
  const [sentAt, setSentAt] = useStorageValue(LEVEL_2_STORAGE_KEYS.kycLevel2SentAt);
  const level = useWhoami().data?.level;
  useEffect(() => {
    if (level === 'LEVEL_2_IR' && sentAt !== null) void setSentAt(null);
  }, [level, sentAt, setSentAt]);

  return (
    <Page title={t`Identity verification, level 2`}>
      <div className="kyc2-stack">
        <Level2Gate isPolling={sentAt !== null}>
          {sentAt !== null ? <UnderReview /> : <Level2Steps />}
        </Level2Gate>
      </div>
    </Page>
  );
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
  const captured = useCapturedDocuments();
  const [uploads] = useStorageValue(LEVEL_2_STORAGE_KEYS.kycLevel2Uploads);
  const isReady = (type: keyof typeof uploads) => Boolean(captured[type]) || Boolean(uploads[type]?.succeed);
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
