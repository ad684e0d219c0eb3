import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { INSTANT_BANK_MAX_TOMAN, isApiError, RIAL_DEPOSIT_MIN_TOMAN, type BankInfo } from '@wallet/api';
import { AmountInput, Cell, ChevronIcon, List, MessageBox, SelectDrawer, Skeleton } from '@wallet/kit';
import { useMainButton, usePlatform } from '@wallet/platform';
import {
  buildPath,
  LoadFailure,
  Page,
  ROUTE_TABLE,
  useErrorText,
  useFormat,
  safeNextUrl,
  useNavigate,
  useNotify,
  useDraftText,
  useRouteQuery,
  useSession,
} from '@wallet/ui';
import { LevelOneGate } from '@wallet/ui/level-one-gate';
import { readMaxDailyDeposit, type MaxDailyProblem } from './amounts';
import { useRialDepositDraft } from '../deposit/deposit-draft';
import { useBankName } from './contract-bits';
import { useCreateContract, useDirectDebitBanks } from './direct-debit-queries';
import './direct-debit.css';

/**
 * /direct-debit/new: a bank and a max daily deposit, then the bank's page to approve the contract. Sent here by
 * a page that needs a contract (nextUrl), the page's back returns there.
 */
export function DirectDebitNewPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { nextUrl } = useRouteQuery('directDebitNew');
  const back = nextUrl ? () => navigate(safeNextUrl(nextUrl), { replace: true }) : true;
  return (
    <Page title={t`New direct debit contract`} back={back}>
      <div className="direct-debit">
        <LevelOneGate
          nextUrl={buildPath('directDebitNew', undefined, nextUrl ? { nextUrl } : {})}
          kycNeeded={t`Direct debit needs identity verification level 1.`}
        >
          <NewContractForm />
        </LevelOneGate>
      </div>
    </Page>
  );
}

function NewContractForm() {
  const { t } = useLingui();
  const format = useFormat();
  const platform = usePlatform();
  const session = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const errorText = useErrorText();
  const bankName = useBankName();
  const banks = useDirectDebitBanks();
  const create = useCreateContract();
  const depositDraft = useRialDepositDraft('directDebitNew');
  const [bankId, setBankId] = useDraftText(
    undefined,
    depositDraft.draft?.bankId,
    depositDraft.isLoading,
    (chosen) => void depositDraft.keep({ bankId: chosen }),
  );
  const bank: BankInfo | null = banks.data?.find((entry) => entry.id === bankId) ?? null;
  const [isPicking, setPicking] = useState(false);
  const [text, setText] = useDraftText(
    undefined,
    depositDraft.draft?.maxDailyDeposit,
    depositDraft.isLoading,
    (typed) => void depositDraft.keep({ maxDailyDeposit: typed }),
  );
  const [problem, setProblem] = useState<MaxDailyProblem | 'noBank' | null>(null);
  const min = format.toman(RIAL_DEPOSIT_MIN_TOMAN);
  const max = format.toman(INSTANT_BANK_MAX_TOMAN);
  const messages: Record<MaxDailyProblem | 'noBank', string> = {
    noBank: t`Choose a bank.`,
    required: t`Enter the max daily deposit.`,
    notWhole: t`Enter a whole number of Toman.`,
    belowMin: t`The max daily deposit must be at least ${min} Toman.`,
    aboveMax: t`The max daily deposit can be at most ${max} Toman.`,
  };

  const submit = () => {
    if (create.isPending) return;
    if (!bank) return setProblem('noBank');
    const read = readMaxDailyDeposit(text);
    if (read.problem !== null) return setProblem(read.problem);
    setProblem(null);
    // In the browser the bank sends the user back to the result page; the mini-app stays open and waits there.
    const returnUrl = session.isMiniApp
      ? undefined
      : new URL(ROUTE_TABLE.directDebitResult.path, window.location.href).href;
    create.mutate(
      { bankId: bank.id, maxDailyDeposit: read.amount, ...(returnUrl ? { returnUrl } : {}) },
      {
        onSuccess: ({ contractId, bankUrl }) => {
          void depositDraft.clear();
          if (platform.leaveForBank(bankUrl) === 'stayed') {
            navigate(buildPath('directDebitResult', undefined, { contractId }), { replace: true });
          }
        },
        onError: (error) => {
          if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) notify.error(error);
        },
      },
    );
  };
  useMainButton(
    banks.data
      ? {
          text: t`Continue to the bank`,
          onClick: submit,
          loading: create.isPending,
          disabled: create.isPending,
        }
      : null,
  );

  if (!banks.data) {
    if (banks.isError) {
      return (
        <LoadFailure
          message={t`The banks could not be loaded.`}
          detail={errorText(banks.error)}
          onRetry={() => void banks.refetch()}
        />
      );
    }
    return (
      <div role="status" aria-label={t`Loading`} aria-busy="true">
        <Skeleton height={56} />
        <Skeleton height={72} />
      </div>
    );
  }

  const refusal =
    isApiError(create.error) && create.error.kind === 'http' && create.error.status < 500
      ? errorText(create.error)
      : null;
  return (
    <>
      <p>
        {t`With a direct debit contract your bank sends Toman to your wallet at once and with no fee, up to the daily maximum you choose.`}
      </p>
      <List title={t`Bank`}>
        <Cell
          onClick={() => setPicking(true)}
          subtitle={problem === 'noBank' ? <span role="alert">{messages.noBank}</span> : undefined}
          after={<ChevronIcon className="direct-debit__chevron" />}
        >
          {bank ? bankName(bank) : t`Choose a bank`}
        </Cell>
      </List>
      <AmountInput
        label={t`Max daily deposit`}
        unit={t`Toman`}
        value={text}
        onChange={setText}
        maxDecimals={0}
        disabled={create.isPending}
        error={problem && problem !== 'noBank' ? <span role="alert">{messages[problem]}</span> : undefined}
        hint={t`From ${min} to ${max} Toman a day.`}
      />
      {refusal && (
        <MessageBox tone="error" title={t`The contract was not added.`}>
          <p>{refusal}</p>
        </MessageBox>
      )}
      <p>{t`You will approve the contract on your bank’s page. Creating it takes a few seconds.`}</p>
      <SelectDrawer
        open={isPicking}
        title={t`Choose a bank`}
        options={banks.data.map((entry) => ({ value: entry.id, label: bankName(entry) }))}
        value={bank?.id ?? null}
        onSelect={(id) => {
          setBankId(id ?? '');
          if (problem === 'noBank') setProblem(null);
        }}
        onClose={() => setPicking(false)}
      />
    </>
  );
}
