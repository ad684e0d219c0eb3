import { useLingui } from '@lingui/react/macro';
import { Link, Redirect } from 'wouter';
import type { KycDocumentType } from '@wallet/api';
import { documentUploadPercent, documentUploadStatus } from '@wallet/core';
import { Button, MessageBox, UploadProgress, type UploadItem } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { Page, useFormat, useRouteQuery } from '@wallet/ui';
import { DOCUMENT_NAMES, DOCUMENT_ORDER } from './document-names';
import { Level2Gate } from './level-2-gate';
import { level2Path } from './level-2-next';
import { useDocumentUploads } from './use-document-uploads';
import './level-2.css';

/** /kyc/level-2/upload: the documents going up, each with its progress; failed ones can be sent again. */
export function UploadPage() {
  const { t } = useLingui();
  const { nextUrl } = useRouteQuery('kycLevel2Upload');
  return (
    <Page title={t`Sending documents`}>
      <div className="kyc2-stack">
        <Level2Gate nextUrl={nextUrl}>
          <DocumentUploads nextUrl={nextUrl} />
        </Level2Gate>
      </div>
    </Page>
  );
}

function DocumentUploads({ nextUrl }: { nextUrl: string | undefined }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { uploads, errors, missing, isReady, isSent, retry } = useDocumentUploads();
  const status = documentUploadStatus(uploads);
  const percent = format.digits(String(documentUploadPercent(uploads)));

  useMainButton(
    !isReady || isSent
      ? null
      : status === 'exception'
        ? { text: t`Retry`, onClick: retry }
        : status === 'active'
          ? { text: t`Uploading… ${percent}%`, onClick: () => undefined, loading: true, disabled: true }
          : null,
  );

  if (isSent) return <Redirect to={level2Path('kycLevel2', nextUrl)} replace />;
  if (isReady && missing.length > 0 && status !== 'active' && status !== 'exception') {
    return (
      <MessageBox
        tone="warning"
        title={t`Some documents are missing`}
        actions={<Link href={level2Path('kycLevel2', nextUrl)}>{t`Back to level 2 verification`}</Link>}
      >
        {t`Take them again: ${missing.map((type) => i18n._(DOCUMENT_NAMES[type])).join(', ')}`}
      </MessageBox>
    );
  }

  const items: UploadItem[] = DOCUMENT_ORDER.flatMap((type: KycDocumentType) => {
    const state = uploads[type];
    if (!state) return [];
    return [
      {
        id: type,
        label: i18n._(DOCUMENT_NAMES[type]),
        loaded: state.loaded,
        total: state.total,
        error: state.error ? (errors[type] ?? true) : false,
        succeed: state.succeed,
      },
    ];
  });

  return (
    <>
      <p className="kyc2-hint" role="status">
        {t`Uploaded: ${percent}%`}
      </p>
      <UploadProgress items={items} onRetry={retry} />
      {status === 'exception' ? (
        <MessageBox
          tone="error"
          actions={
            <Button mode="bezeled" size="m" onClick={retry}>
              {t`Error uploading documents (click to retry)`}
            </Button>
          }
        >
          {t`Only the documents that failed are sent again.`}
        </MessageBox>
      ) : null}
    </>
  );
}
