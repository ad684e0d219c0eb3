import { useLingui } from '@lingui/react/macro';
import { Card, Cell, List, Skeleton } from '@wallet/kit';

/**
 * Placeholders in the shape of what is loading: transaction rows, or one receipt. One status named
 * "Loading"; the skeletons themselves are hidden from screen readers.
 */
export function Loading({ shape }: { shape: 'rows' | 'receipt' }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading`} aria-busy="true">
      {shape === 'receipt' ? (
        <Card gap={4} isCentered>
          <Skeleton width={56} height={56} isCircle />
          <Skeleton width="45%" height={28} />
          <Skeleton height={220} />
        </Card>
      ) : (
        <List>
          {Array.from({ length: 5 }, (_, index) => (
            <Cell
              key={index}
              before={<Skeleton width={36} height={36} isCircle />}
              subtitle={<Skeleton width={110} height={12} />}
            >
              <Skeleton width={90} />
            </Cell>
          ))}
        </List>
      )}
    </div>
  );
}
