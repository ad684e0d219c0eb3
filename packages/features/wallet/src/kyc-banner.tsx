import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { UserLevel } from '@wallet/api';
import { buildPath } from '@wallet/ui';
import { useLevel } from './use-level';

/** The short names LEVEL_1 and LEVEL_2 of spec 000 §6 cover these levels. */
const AUTHORIZED_LEVELS: readonly UserLevel[] = ['LEVEL_1_IR', 'LEVEL_1_GLOBAL', 'LEVEL_2_IR'];

export function isAuthorizedLevel(level: UserLevel): boolean {
  return AUTHORIZED_LEVELS.includes(level);
}

/** Spec 000 §2: users below LEVEL_1 see a banner leading to level-1 verification. */
export function KycBanner() {
  const { t } = useLingui();
  const { level } = useLevel();
  if (!level || isAuthorizedLevel(level)) return null;
  return (
    <Link href={buildPath('kycLevel1')} className="dash-kyc">
      <strong>{t`Verify your identity`}</strong>
      <span>
        <Trans>Verify your identity to deposit and withdraw Toman and raise your limits.</Trans>
      </span>
    </Link>
  );
}
