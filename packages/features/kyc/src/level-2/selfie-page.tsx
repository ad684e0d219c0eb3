import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Button } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { Page, useFormat, useNavigate, useRouteQuery } from '@wallet/ui';
import { Level2Gate } from './level-2-gate';
import { level2Path } from './level-2-next';
import { useDocumentReadiness } from './ready-documents';
import { SelfieProblemMessage } from './selfie-problem';
import { SELFIE_SECONDS, useSelfieRecorder } from './use-selfie-recorder';
import './level-2.css';

/** /kyc/level-2/selfie: a short selfie video recorded in the page (MediaRecorder), with a preview. */
export function SelfiePage() {
  const { t } = useLingui();
  const { nextUrl } = useRouteQuery('kycLevel2Selfie');
  return (
    <Page title={t`Selfie video`}>
      <div className="kyc2-stack">
        <Level2Gate nextUrl={nextUrl}>
          <SelfieRecorder />
        </Level2Gate>
      </div>
    </Page>
  );
}

function SelfieRecorder() {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const { nextUrl } = useRouteQuery('kycLevel2Selfie');
  const { state, openCamera, record } = useSelfieRecorder();
  const { captured, isReady, isSent, take } = useDocumentReadiness();
  const recorded = captured.SELFIE_VIDEO;
  const hasSelfie = isReady('SELFIE_VIDEO');
  const keep = useEffectEvent((video: Blob) => take('SELFIE_VIDEO', video));
  const live = useRef<HTMLVideoElement>(null);
  const stream = state.step === 'live' || state.step === 'recording' ? state.stream : null;

  useEffect(() => {
    if (live.current) live.current.srcObject = stream;
  }, [stream]);
  useEffect(() => {
    if (state.step === 'recorded') keep(state.video);
  }, [state]);

  useMainButton(
    hasSelfie && state.step !== 'recording' && state.step !== 'live'
      ? { text: t`Continue`, onClick: () => navigate(level2Path('kycLevel2Upload', nextUrl)) }
      : null,
  );

  if (state.step === 'problem') {
    return <SelfieProblemMessage problem={state.problem} onRetry={() => void openCamera()} />;
  }
  const seconds = format.digits(String(SELFIE_SECONDS));
  return (
    <>
      <p className="kyc2-hint">
        {t`Look at the camera and say your full name. The video runs for ${seconds} seconds.`}
      </p>
      {stream ? (
        <video ref={live} className="kyc2-preview" autoPlay muted playsInline aria-label={t`Camera`} />
      ) : recorded ? (
        <video
          className="kyc2-preview"
          src={recorded.previewUrl}
          controls
          playsInline
          aria-label={t`Recorded selfie video`}
        />
      ) : isSent('SELFIE_VIDEO') ? (
        <p className="kyc2-hint">{t`Already sent. Record again only to replace it.`}</p>
      ) : null}
      {state.step === 'recording' ? (
        <p role="status">{t`Recording… ${format.digits(String(state.secondsLeft))}`}</p>
      ) : null}
      <div className="kyc2-actions">
        {state.step === 'live' ? (
          <Button onClick={record}>{t`Start recording`}</Button>
        ) : state.step === 'recording' ? null : (
          <Button
            mode={hasSelfie ? 'bezeled' : 'filled'}
            isBusy={state.step === 'starting'}
            onClick={() => void openCamera()}
          >
            {hasSelfie ? t`Record again` : t`Open the camera`}
          </Button>
        )}
      </div>
    </>
  );
}
