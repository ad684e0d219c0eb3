import { useLingui } from '@lingui/react/macro';
import { Button, Cell, List, MessageBox, Skeleton } from '@wallet/kit';

/** What could not be loaded blocks the page, so it is an error (announced at once), with "Try again". */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <MessageBox
      tone="error"
      actions={
        <Button mode="bezeled" size="m" onClick={onRetry}>
          {t`Try again`}
        </Button>
      }
    >
      <p>{message}</p>
    </MessageBox>
  );
}

/**
 * Placeholder rows while a list loads, in the shape of its rows (a round icon and two lines). One status
 * named "Loading"; the skeletons themselves are hidden from screen readers.
 */
export function LoadingRows({ rows = 5, hasIcon = true }: { rows?: number; hasIcon?: boolean }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading`} aria-busy="true">
      <List>
        {Array.from({ length: rows }, (_, index) => (
          <Cell
            key={index}
            before={hasIcon ? <Skeleton width={40} height={40} isCircle /> : undefined}
            subtitle={<Skeleton width={64} height={12} />}
          >
            <Skeleton width={140} />
          </Cell>
        ))}
      </List>
    </div>
  );
}
