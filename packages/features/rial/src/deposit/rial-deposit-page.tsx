import { useLingui } from '@lingui/react/macro';
import { EmptyState, MessageBox, Skeleton } from '@wallet/kit';
import {
  buildPath,
  CoinLockNotice,
  LoadFailure,
  Page,
  useAskWriteAccessOnce,
  useErrorText,
  useGlobalConfig,
  useRouteQuery,
} from '@wallet/ui';
import { LinkRow, RowList } from '@wallet/ui/row-list';
import { LevelOneGate } from '@wallet/ui/level-one-gate';
import { allowanceOf, useDepositAllowance } from './allowance-queries';
import { depositMethodPath, RIAL_DEPOSIT_METHODS } from './deposit-methods';
import { LeftToday } from './left-today';
import { useMethodTexts } from './method-texts';
import './deposit.css';

/**
 * /rial-deposit and /topup: the ways to deposit Toman, each shown only while its feature flag is on (RIAL-07).
 * Below KYC level 1 the page says so and opens the level 1 form, which returns here (RIAL-01, RIAL-02).
 */
export function RialDepositPage() {
  return <DepositHub route="rialDeposit" />;
}

function DepositHub({ route }: { route: 'rialDeposit' | 'topup' }) {
  const { t } = useLingui();
  const query = useRouteQuery(route);
  // A deposit is what leads to the first "deposit credited" bot message: inside Telegram, ask for write access.
  useAskWriteAccessOnce();
  return (
    <Page title={t`Deposit Toman`}>
      <div className="rial-deposit">
        <LevelOneGate
          nextUrl={buildPath(route, undefined, query)}
          kycNeeded={t`Toman deposit needs identity verification level 1.`}
        >
          <DepositMethods />
        </LevelOneGate>
      </div>
    </Page>
  );
}

/** /topup is the same hub under the name payment links use. */
export function TopupPage() {
  return <DepositHub route="topup" />;
}

function DepositMethods() {
  const { t } = useLingui();
  const config = useGlobalConfig();
  const errorText = useErrorText();
  const texts = useMethodTexts();
  const isPaused = config.data?.featuresList.includes('RIAL_DEPOSIT_LIMIT') ?? false;
  const allowance = useDepositAllowance({ isEnabled: Boolean(config.data) && !isPaused });

  if (!config.data) {
    if (config.isError) {
      return (
        <LoadFailure
          message={t`The deposit methods could not be loaded.`}
          detail={errorText(config.error)}
          onRetry={() => void config.refetch()}
        />
      );
    }
    return (
      <div role="status" aria-label={t`Loading`} aria-busy="true">
        <Skeleton height={72} />
        <Skeleton height={72} />
      </div>
    );
  }

  // LIM-05: RIAL_DEPOSIT_LIMIT pauses every method (LIMIT_FLAG_EFFECTS).
  if (isPaused) {
    return (
      <MessageBox tone="warning" title={t`Toman deposits are paused`}>
        <p>{t`Toman deposits are paused for now. Please try again later.`}</p>
      </MessageBox>
    );
  }

  const flags = config.data.featuresList;
  const methods = RIAL_DEPOSIT_METHODS.filter((method) => flags.includes(method));
  if (methods.length === 0) {
    return (
      <EmptyState title={t`Toman deposit is not available now`} description={t`Please try again later.`} />
    );
  }

  return (
    <>
      <CoinLockNotice cause="DEPOSIT" />
      <RowList title={t`Choose how to deposit`} label={t`Deposit methods`}>
        {methods.map((method) => (
          <LinkRow
            key={method}
            href={depositMethodPath(method)}
            title={texts[method].title}
            description={texts[method].description}
            subtitle={<LeftToday allowance={allowanceOf(allowance.data?.methods, method)} />}
          />
        ))}
      </RowList>
    </>
  );
}
