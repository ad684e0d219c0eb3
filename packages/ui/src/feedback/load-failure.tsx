import { useLingui } from '@lingui/react/macro';
import { Button, MessageBox } from '@wallet/kit';

/**
 * What could not be loaded, with the server's own words when it gave some. It blocks the page, so it is an
 * error (announced at once); `onRetry` adds "Try again".
 */
export function LoadFailure({
  message,
  detail,
  onRetry,
}: {
  message: string;
  detail?: string | null;
  onRetry?: () => void;
}) {
  const { t } = useLingui();
  return (
    <MessageBox
      tone="error"
      actions={
        onRetry ? (
          <Button mode="bezeled" size="m" onClick={onRetry}>
            {t`Try again`}
          </Button>
        ) : undefined
      }
    >
      <p>{message}</p>
      {detail ? <p>{detail}</p> : null}
    </MessageBox>
  );
}
