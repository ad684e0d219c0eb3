import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { KYC_IMAGE_MAX_BYTES, type KycDocumentType } from '@wallet/api';
import { Button, FieldError } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { Page, useNavigate, useRouteQuery } from '@wallet/ui';
import { DOCUMENT_NAMES } from './document-names';
import { Level2Gate } from './level-2-gate';
import { level2Path } from './level-2-next';
import { useDocumentReadiness } from './ready-documents';
import './level-2.css';

const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const ID_SIDES = ['NATIONAL_ID_FRONT', 'NATIONAL_ID_BACK'] as const;

/** /kyc/level-2/documents: both sides of the national ID card, from the camera or a file, with a preview. */
export function DocumentsPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { nextUrl } = useRouteQuery('kycLevel2Documents');
  const { captured, isReady, isSent, take } = useDocumentReadiness();
  const hasBothSides = ID_SIDES.every(isReady);
  // A selfie already taken or sent is not asked for again: the next step is then sending.
  const next = level2Path(isReady('SELFIE_VIDEO') ? 'kycLevel2Upload' : 'kycLevel2Selfie', nextUrl);
  useMainButton(hasBothSides ? { text: t`Continue`, onClick: () => navigate(next) } : null);
  return (
    <Page title={t`National ID card`}>
      <div className="kyc2-stack">
        <Level2Gate nextUrl={nextUrl}>
          <p className="kyc2-hint">
            {t`Photograph each side of your card on a plain surface, in good light, with every corner in the picture. JPEG or PNG, up to 5 MB.`}
          </p>
          {ID_SIDES.map((side) => (
            <IdSidePicker
              key={side}
              side={side}
              previewUrl={captured[side]?.previewUrl ?? null}
              isSent={isSent(side)}
              onTaken={(file) => take(side, file)}
            />
          ))}
        </Level2Gate>
      </div>
    </Page>
  );
}

function IdSidePicker({
  side,
  previewUrl,
  isSent,
  onTaken,
}: {
  side: KycDocumentType;
  previewUrl: string | null;
  isSent: boolean;
  onTaken: (file: File) => void;
}) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const name = i18n._(DOCUMENT_NAMES[side]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      setError(t`Choose a JPEG or PNG photo.`);
      return;
    }
    if (file.size > KYC_IMAGE_MAX_BYTES) {
      setError(t`The photo is larger than 5 MB.`);
      return;
    }
    setError(null);
    onTaken(file);
  };

  return (
    <section className="kyc2-card" aria-label={name}>
      <h2>{name}</h2>
      {previewUrl ? <img className="kyc2-preview" src={previewUrl} alt={t`Preview: ${name}`} /> : null}
      {isSent ? <p className="kyc2-hint">{t`Already sent. Take another photo only to replace it.`}</p> : null}
      <label htmlFor={inputId} className="kyc2-hint">
        {t`Photo: ${name}`}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div className="kyc2-actions">
        <Button mode="bezeled" size="m" onClick={() => input.current?.click()}>
          {previewUrl || isSent ? t`Take another photo` : t`Take a photo or choose a file`}
        </Button>
      </div>
      {error ? <FieldError>{error}</FieldError> : null}
    </section>
  );
}
