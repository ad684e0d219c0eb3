import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { UserLevel } from '@wallet/api';
import { levelAbilities } from '@wallet/core';
import { CalloutLink } from '@wallet/kit';
import { buildPath, useWhoami } from '@wallet/ui';

/** The short names LEVEL_1 and LEVEL_2 of spec 000 §6, as core's level table gives them. */
export function isAuthorizedLevel(level: UserLevel): boolean {
  return levelAbilities(level).isAuthorized;
}

/**
 * Spec 000 §2: users below LEVEL_1 see a banner leading to level-1 verification. Only the level the server
 * gives now counts: one stored by an earlier start may predate the user's verification.
 */
export function KycBanner() {
  const { t } = useLingui();
  const level = useWhoami().data?.level ?? null;
  if (!level || isAuthorizedLevel(level)) return null;
  return (
    <Link href={buildPath('kycLevel1')} asChild>
      <CalloutLink title={t`Verify your identity`}>
        <Trans>Verify your identity to deposit and withdraw Toman and raise your limits.</Trans>
      </CalloutLink>
    </Link>
  );
}
