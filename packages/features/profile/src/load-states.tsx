import { useLingui } from '@lingui/react/macro';
import { Cell, List, Skeleton } from '@wallet/kit';

/** Rows in the shape of what is loading; one status named "Loading", skeletons hidden from screen readers. */
export function Loading({ rows = 4 }: { rows?: number }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading`} aria-busy="true">
      <List>
        {Array.from({ length: rows }, (_, index) => (
          <Cell key={index} subtitle={<Skeleton width={120} height={12} />}>
            <Skeleton width={160} />
          </Cell>
        ))}
      </List>
    </div>
  );
}
