import { useLingui } from '@lingui/react/macro';
import { Cell, List, Skeleton } from '@wallet/kit';

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
