import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { isRialBankingLevel } from '@wallet/api';
import { MessageBox, Skeleton } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { useWhoami } from '../data/queries';
import { useErrorText } from '../feedback/error-text';
import { LoadFailure } from '../feedback/load-failure';
import { useNavigate } from '../routing/navigation';
import { buildPath } from '../routing/paths';

/** Spec 001 §9 "KYC redirect delay": how long kycNeeded shows before the level 1 register form opens. */
export const KYC_REDIRECT_DELAY_MS = 3_000;

/**
 * Spec 000 §6: Rial deposit, withdraw and card payment need KYC level 1; these levels have it. LEVEL_1_GLOBAL
 * is left out: it has no Iranian national code and phone for a bank to match, so the sandbox refuses its cards.
 */

export type LevelOneGateState = 'checking' | 'failed' | 'kycNeeded' | 'passed';

/**
 * RIAL-01/RIAL-02: whether the user may use Rial banking. Below level 1 the state is kycNeeded, and after
 * KYC_REDIRECT_DELAY_MS the page is replaced by the level 1 register form, which returns to `nextUrl`.
 */
export function useLevelOneGate(nextUrl: string): { state: LevelOneGateState; verifyPath: string } {
  const whoami = useWhoami();
  const navigate = useNavigate();
  const level = whoami.data?.level;
  const verifyPath = buildPath('kycLevel1RegisterForm', undefined, { nextUrl });
  const state: LevelOneGateState =
    level !== undefined
      ? isRialBankingLevel(level)
        ? 'passed'
        : 'kycNeeded'
      : whoami.isError
        ? 'failed'
        : 'checking';

  useEffect(() => {
    if (state !== 'kycNeeded') return;
    const timer = setTimeout(() => navigate(verifyPath, { replace: true }), KYC_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, verifyPath, navigate]);

  return { state, verifyPath };
}

/**
 * Shows `children` only at KYC level 1 or above. Below it, the kycNeeded notice, with the main button to
 * verify at once; the register form opens by itself after KYC_REDIRECT_DELAY_MS.
 */
export function LevelOneGate({
  nextUrl,
  kycNeeded,
  children,
}: {
  nextUrl: string;
  /** What needs level 1, e.g. "Toman deposit needs identity verification level 1." */
  kycNeeded: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const whoami = useWhoami();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { state, verifyPath } = useLevelOneGate(nextUrl);

  useMainButton(
    state === 'kycNeeded'
      ? { text: t`Verify identity`, onClick: () => navigate(verifyPath, { replace: true }) }
      : null,
  );

  if (state === 'passed') return <>{children}</>;
  if (state === 'kycNeeded') {
    return (
      <MessageBox tone="warning" title={t`Identity verification needed`}>
        <p>{kycNeeded}</p>
        <p>{t`Opening the verification form…`}</p>
      </MessageBox>
    );
  }
  if (state === 'failed') {
    return (
      <LoadFailure
        message={t`Your account could not be loaded.`}
        detail={errorText(whoami.error)}
        onRetry={() => void whoami.refetch()}
      />
    );
  }
  return (
    <div role="status" aria-label={t`Loading`} aria-busy="true">
      <Skeleton height={72} />
    </div>
  );
}
