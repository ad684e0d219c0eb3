import { useLingui } from '@lingui/react/macro';
import { Button, MessageBox, Skeleton, Spinner } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import {
  buildPath,
  LoadFailure,
  loginRedirect,
  Page,
  useErrorText,
  useFormat,
  useNavigate,
  useRouteQuery,
  useSession,
} from '@wallet/ui';
import { useBankName } from './contract-bits';
import { useDirectDebitContract } from './direct-debit-queries';
import './direct-debit.css';

/**
 * /direct-debit/result?contractId=…: where the bank's page returns (spec 000 §2, it skips start-up). While the
 * bank creates the contract (spec 000 §4: a few seconds) it waits and reads the contract again; then the
 * contract is active, or creation failed and the contract was not added (spec 001 §8).
 */
export function DirectDebitResultPage() {
  const { t } = useLingui();
  const { contractId } = useRouteQuery('directDebitResult');
  const session = useSession();
  return (
    <Page title={t`Direct debit contract`}>
      <div className="direct-debit">
        {session.isAuthenticated ? <ContractResult contractId={contractId} /> : <LogInFirst />}
      </div>
    </Page>
  );
}

function LogInFirst() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const here = `${window.location.pathname}${window.location.search}`;
  useMainButton({ text: t`Log in`, onClick: () => navigate(loginRedirect(here)) });
  return (
    <MessageBox tone="info">
      <p>{t`Log in to see your direct debit contract.`}</p>
    </MessageBox>
  );
}

function ContractResult({ contractId }: { contractId: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const bankName = useBankName();
  const contract = useDirectDebitContract(contractId);
  const status = contract.data?.status;

  useMainButton(
    status === 'ACTIVE'
      ? {
          text: t`Deposit now`,
          onClick: () =>
            navigate(buildPath('rialDepositDirectDebit', undefined, { contractId }), { replace: true }),
        }
      : status === 'FAILED'
        ? { text: t`Try again`, onClick: () => navigate(buildPath('directDebitNew'), { replace: true }) }
        : status === 'CANCELLED'
          ? {
              text: t`My contracts`,
              onClick: () => navigate(buildPath('directDebitContracts'), { replace: true }),
            }
          : null,
  );

  if (!contract.data) {
    if (contract.isError) {
      return (
        <LoadFailure
          message={t`The contract could not be loaded.`}
          detail={errorText(contract.error)}
          onRetry={() => void contract.refetch()}
        />
      );
    }
    return (
      <div role="status" aria-label={t`Loading`} aria-busy="true">
        <Skeleton height={72} />
      </div>
    );
  }
  const { bank, maxDailyDeposit } = contract.data;
  const terms = t`${bankName(bank)}, up to ${format.toman(maxDailyDeposit)} Toman a day`;
  switch (contract.data.status) {
    case 'CREATING':
    case 'PENDING':
      return (
        <div className="direct-debit__waiting" role="status" aria-busy="true">
          <Spinner size={24} />
          <div>
            <p>
              {contract.data.status === 'CREATING'
                ? t`Approve the contract on your bank’s page.`
                : t`Your bank is creating the contract.`}
            </p>
            <p>{t`This takes a few seconds.`}</p>
          </div>
        </div>
      );
    case 'ACTIVE':
      return (
        <MessageBox tone="info" title={t`Your direct debit contract is active`}>
          <p>{terms}</p>
          <p>{t`You can now deposit Toman instantly, with no fee.`}</p>
        </MessageBox>
      );
    case 'FAILED':
      return (
        <MessageBox tone="error" title={t`Contract creation failed`}>
          <p>{t`The contract was not added. You can try again.`}</p>
        </MessageBox>
      );
    case 'CANCELLED':
      return (
        <>
          <MessageBox tone="info" title={t`This contract was cancelled`}>
            <p>{terms}</p>
          </MessageBox>
          <Button mode="bezeled" onClick={() => navigate(buildPath('directDebitNew'))}>
            {t`New contract`}
          </Button>
        </>
      );
  }
}
