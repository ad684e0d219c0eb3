import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { levelAbilities } from '@wallet/core';
import { MessageBox, Skeleton } from '@wallet/kit';
import { buildPath, LoadFailure, useErrorText, useWhoami } from '@wallet/ui';
import { level2Path } from './level-2-next';
import { Level2Verified } from './level-2-verified';

/** How often the level is asked again while the documents are checked. */
export const REVIEW_POLL_MS = 5000;

/**
 * Level 2 needs level 1 with a national code first (core's level table: level2Eligible, LEVEL_1_IR alone):
 * other users are sent to level 1, which comes back here; a level 2 user is told they are done, with the way
 * back to where they were sent from. `children` shows only to an eligible user.
 */
export function Level2Gate({
  isPolling = false,
  nextUrl,
  children,
}: {
  isPolling?: boolean;
  /** Where the user returns once level 2 is verified (and after level 1, back through level 2). */
  nextUrl?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const whoami = useWhoami();
  // The level may have changed since it was cached (a review decided elsewhere): ask once on entering.
  const { refetch } = whoami;
  useEffect(() => {
    void refetch();
  }, [refetch]);
  // The review's outcome shows as the user's level.
  useWhoamiPolling(isPolling, refetch);
  if (whoami.isPending) return <Skeleton height={96} />;
  if (whoami.isError) {
    return (
      <LoadFailure
        message={t`Could not load your account`}
        detail={errorText(whoami.error)}
        onRetry={() => void whoami.refetch()}
      />
    );
  }
  const abilities = levelAbilities(whoami.data.level);
  if (abilities.tier === 'LEVEL_2') {
    return <Level2Verified nextUrl={nextUrl} />;
  }
  if (!abilities.level2Eligible) {
    return (
      <MessageBox
        tone="warning"
        title={t`Verify level 1 first`}
        actions={
          <Link href={buildPath('kycLevel1', undefined, { nextUrl: level2Path('kycLevel2', nextUrl) })}>
            {t`Go to level 1 verification`}
          </Link>
        }
      >
        {t`Level 2 needs your phone number and personal information checked first.`}
      </MessageBox>
    );
  }
  return <>{children}</>;
}

function useWhoamiPolling(isPolling: boolean, refetch: () => unknown) {
  useEffect(() => {
    if (!isPolling) return;
    const timer = setInterval(() => void refetch(), REVIEW_POLL_MS);
    return () => clearInterval(timer);
  }, [isPolling, refetch]);
}
