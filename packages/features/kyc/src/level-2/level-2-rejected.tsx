import { useLingui } from '@lingui/react/macro';
import type { KycLevel2FailureReason } from '@wallet/api';
import { Button, MessageBox } from '@wallet/kit';
import { LEVEL_2_FAILURE_FALLBACK, LEVEL_2_FAILURE_REASONS } from './failure-reasons';

/** A level-2 round the reviewer turned down (FAILED): why, in the user's language, and the way to send again. */
export function Level2Rejected({
  reason,
  onSendAgain,
}: {
  reason: KycLevel2FailureReason | null;
  onSendAgain: () => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <MessageBox
      tone="error"
      title={t`Level 2 verification failed`}
      actions={
        <Button mode="bezeled" size="m" onClick={onSendAgain}>
          {t`Send the documents again`}
        </Button>
      }
    >
      {i18n._(reason ? LEVEL_2_FAILURE_REASONS[reason] : LEVEL_2_FAILURE_FALLBACK)}
    </MessageBox>
  );
}
