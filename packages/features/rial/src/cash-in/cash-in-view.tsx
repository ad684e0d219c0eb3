import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { isApiError, type CashInMethod } from '@wallet/api';
import { MessageBox, Skeleton } from '@wallet/kit';
import { useMainButton, usePlatform } from '@wallet/platform';
import { CoinLockNotice, LoadFailure, Page, useErrorText, useNotify } from '@wallet/ui';
import { LevelOneGate } from '@wallet/ui/level-one-gate';
import { ArrivalDetails } from './arrival-details';
import { useCashInInstructions } from './cash-in-queries';
import { CashInRules } from './cash-in-rules';
import { IdentifiedDeposits } from './identified-deposits';
import { PayToDetails } from './pay-to-details';
import './cash-in.css';

/** Refusals that say the method cannot be used now, rather than that loading failed. */
const UNAVAILABLE_CODES = new Set(['IDENTIFIED_DEPOSIT_UNAVAILABLE', 'RIAL_DEPOSIT_LIMITED']);

/**
 * A page that deposits by bank transfer with the user's cash-in code (the code page, Pol, PAYA/SATNA):
 * behind the level 1 gate (RIAL-01), where and how to pay, the rules (RIAL-09), when it arrives, until when
 * coins would wait after it, and the transfers that came in.
 */
export function CashInView({
  method,
  title,
  nextUrl,
  kycNeeded,
  intro,
}: {
  method: CashInMethod;
  title: string;
  nextUrl: string;
  kycNeeded: string;
  intro: ReactNode;
}) {
  return (
    <Page title={title}>
      <div className="cash-in">
        <LevelOneGate nextUrl={nextUrl} kycNeeded={kycNeeded}>
          <CashInInstructionsView method={method} intro={intro} />
        </LevelOneGate>
      </div>
    </Page>
  );
}

function CashInInstructionsView({ method, intro }: { method: CashInMethod; intro: ReactNode }) {
  const { t } = useLingui();
  const platform = usePlatform();
  const notify = useNotify();
  const errorText = useErrorText();
  const instructions = useCashInInstructions(method);
  const code = instructions.data?.code;

  useMainButton(
    code
      ? {
          text: t`Copy deposit code`,
          onClick: () =>
            platform.clipboard.writeText(code).then(
              () => notify.success(t`Deposit code copied`),
              () => notify.error(t`Copying is not allowed here. Select the text and copy it yourself.`),
            ),
        }
      : null,
  );

  if (!instructions.data) {
    if (instructions.isError) {
      const error = instructions.error;
      if (isApiError(error) && UNAVAILABLE_CODES.has(error.codeString)) {
        return (
          <MessageBox tone="warning" title={t`Not available now`}>
            <p>{errorText(error)}</p>
          </MessageBox>
        );
      }
      return (
        <LoadFailure
          message={t`Your deposit code could not be loaded.`}
          detail={errorText(error)}
          onRetry={() => void instructions.refetch()}
        />
      );
    }
    return (
      <div role="status" aria-label={t`Loading`} aria-busy="true">
        <Skeleton height={160} />
        <Skeleton height={96} />
      </div>
    );
  }

  return (
    <>
      <p className="cash-in__intro">{intro}</p>
      <PayToDetails instructions={instructions.data} />
      <CashInRules rules={instructions.data.rules} />
      <ArrivalDetails instructions={instructions.data} method={method} />
      <CoinLockNotice cause="DEPOSIT" />
      <IdentifiedDeposits />
    </>
  );
}
