import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { Cell, ChevronIcon, EmptyState, List, Skeleton } from '@wallet/kit';
import {
  buildPath,
  LoadFailure,
  Page,
  useErrorText,
  useGlobalConfig,
  useNavigate,
  useRouteQuery,
} from '@wallet/ui';
import { LevelOneGate } from '../shared/level-one-gate';
import { depositMethodPath, RIAL_DEPOSIT_METHODS, type RialDepositMethod } from './deposit-methods';
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
  const navigate = useNavigate();

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

  const flags = config.data.featuresList;
  const methods = RIAL_DEPOSIT_METHODS.filter((method) => flags.includes(method));
  if (methods.length === 0) {
    return (
      <EmptyState title={t`Toman deposit is not available now`} description={t`Please try again later.`} />
    );
  }

  const open = (method: RialDepositMethod) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(depositMethodPath(method));
  };

  return (
    <List title={t`Choose how to deposit`}>
      <ul className="rial-deposit__methods" aria-label={t`Deposit methods`}>
        {methods.map((method) => (
          <li key={method}>
            <a href={depositMethodPath(method)} onClick={open(method)} className="rial-deposit__method">
              <Cell
                isMultiline
                description={texts[method].description}
                after={<ChevronIcon className="rial-deposit__chevron" />}
              >
                {texts[method].title}
              </Cell>
            </a>
          </li>
        ))}
      </ul>
    </List>
  );
}
