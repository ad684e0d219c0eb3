import { useLingui } from '@lingui/react/macro';
import { Button, MessageBox } from '@wallet/kit';
import { usePlatform } from '@wallet/platform';
import type { SelfieProblem } from './use-selfie-recorder';

/** Why the selfie cannot be recorded, in the host's words (spec 001 §8: Android and web wording). */
export function SelfieProblemMessage({ problem, onRetry }: { problem: SelfieProblem; onRetry: () => void }) {
  const { t } = useLingui();
  const isAndroid = usePlatform().kind === 'android';
  const retry = (
    <Button mode="bezeled" size="m" onClick={onRetry}>
      {t`Try again`}
    </Button>
  );
  switch (problem) {
    case 'unsupported':
      return (
        <MessageBox tone="error" title={t`Video not supported`}>
          {t`This browser cannot record video. Open the wallet in an up-to-date browser such as Chrome.`}
        </MessageBox>
      );
    case 'permission':
      return (
        <MessageBox tone="error" title={t`No access to the camera and microphone`} actions={retry}>
          {isAndroid
            ? t`The app is not allowed to use the camera and microphone. Allow them in your phone's Settings, under Apps, then Permissions, and try again.`
            : t`Your browser blocked the camera and microphone for this site. Allow them in the site settings next to the address bar, then try again.`}
        </MessageBox>
      );
    case 'no-camera':
      return (
        <MessageBox tone="error" title={t`No camera found`} actions={retry}>
          {t`Recording the selfie needs a front camera and a microphone.`}
        </MessageBox>
      );
    case 'too-large':
      return (
        <MessageBox tone="error" title={t`The video is too large`} actions={retry}>
          {t`The selfie video must be at most 30 MB. Record it again.`}
        </MessageBox>
      );
    case 'failed':
      return (
        <MessageBox tone="error" title={t`Recording failed`} actions={retry}>
          {t`The video could not be recorded. Try again.`}
        </MessageBox>
      );
  }
}
