import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { RIAL_DEPOSIT_MIN_TOMAN, type DirectDebitContract } from '@wallet/api';
import { AmountInput, Button, Cell, EmptyState, List, MessageBox, SelectDrawer, Skeleton } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import {
  buildPath,
  CoinLockNotice,
  LoadFailure,
  Page,
  useDraftText,
  useErrorText,
  useFormat,
  useNavigate,
  useRouteQuery,
} from '@wallet/ui';
import { LinkRow, RowList } from '@wallet/ui/row-list';
import { LevelOneGate } from '@wallet/ui/level-one-gate';
import { useRialDepositDraft } from '../deposit/deposit-draft';
import { depositCeiling, readDeposit, type DepositProblem } from './amounts';
import { useBankName } from './contract-bits';
import { useDirectDebitContracts, useDirectDebitDeposit } from './direct-debit-queries';
import './direct-debit.css';

/**
 * /rial-deposit/direct-debit: Toman through an ACTIVE contract, instant and with no fee (RIAL-13), within what
 * is left today of the contract's max; with no contract, what direct debit is and the way to make one.
 */
export function DirectDebitDepositPage() {
  const { t } = useLingui();
  const query = useRouteQuery('rialDepositDirectDebit');
  return (
    <Page title={t`Deposit by direct debit`}>
      <div className="direct-debit">
        <LevelOneGate
          nextUrl={buildPath('rialDepositDirectDebit', undefined, query)}
          kycNeeded={t`Toman deposit needs identity verification level 1.`}
        >
          <DepositThroughContract chosenId={query.contractId ?? null} />
        </LevelOneGate>
      </div>
    </Page>
  );
}

function DepositThroughContract({ chosenId }: { chosenId: string | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const contracts = useDirectDebitContracts();
  const active = (contracts.data ?? []).filter((contract) => contract.status === 'ACTIVE');
  const isWaiting = (contracts.data ?? []).some(
    (contract) => contract.status === 'CREATING' || contract.status === 'PENDING',
  );
  const newContract = () => navigate(NEW_CONTRACT_PATH);
  useMainButton(
    contracts.data && active.length === 0 ? { text: t`New contract`, onClick: newContract } : null,
  );

  if (!contracts.data) {
    if (contracts.isError) {
      return (
        <LoadFailure
          message={t`Your direct debit contracts could not be loaded.`}
          detail={errorText(contracts.error)}
          onRetry={() => void contracts.refetch()}
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
  if (active.length === 0) {
    return (
      <>
        <EmptyState
          title={t`You have no active direct debit contract`}
          description={t`With a contract your bank sends Toman to your wallet at once, with no fee, up to 200 million Toman a day. You choose the bank and the daily maximum.`}
        />
        {isWaiting && (
          <MessageBox tone="info">
            <p>{t`A contract is being created. This takes a few seconds.`}</p>
          </MessageBox>
        )}
        <ContractLinks isNeeded />
      </>
    );
  }
  const chosen = active.find((contract) => contract.id === chosenId);
  const initial = chosen ?? active[0]!;
  return (
    <DepositForm key={initial.id} contracts={active} initial={initial} isChosen={chosen !== undefined} />
  );
}

/** Making a contract, which comes back here (its back, and Deposit now once the bank made it). */
const NEW_CONTRACT_PATH = buildPath('directDebitNew', undefined, {
  nextUrl: buildPath('rialDepositDirectDebit'),
});

/** The user's contracts; with none active, first of all the way to make one. */
function ContractLinks({ isNeeded = false }: { isNeeded?: boolean }) {
  const { t } = useLingui();
  return (
    <RowList label={t`Direct debit contracts`}>
      {isNeeded ? <LinkRow href={NEW_CONTRACT_PATH} title={t`Make a direct debit contract`} /> : null}
      <LinkRow href={buildPath('directDebitContracts')} title={t`My contracts`} />
    </RowList>
  );
}

function DepositForm({
  contracts,
  initial,
  isChosen,
}: {
  contracts: DirectDebitContract[];
  initial: DirectDebitContract;
  /** The address named the contract (Deposit now after a new one): it wins over the one kept in the draft. */
  isChosen: boolean;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const bankName = useBankName();
  const depositDraft = useRialDepositDraft('directDebit');
  const deposit = useDirectDebitDeposit((id) => {
    void depositDraft.clear();
    navigate(buildPath('transaction', { id }), { replace: true });
  });
  const [contractId, setContractId] = useDraftText(
    isChosen ? initial.id : undefined,
    depositDraft.draft?.contractId,
    depositDraft.isLoading,
    (chosen) => void depositDraft.keep({ contractId: chosen }),
  );
  const [isPicking, setPicking] = useState(false);
  const [text, setText] = useDraftText(
    undefined,
    depositDraft.draft?.amount,
    depositDraft.isLoading,
    (typed) => void depositDraft.keep({ amount: typed }),
  );
  const [problem, setProblem] = useState<DepositProblem | null>(null);
  // A contract cancelled or used up since the draft was kept falls back to the first active one.
  const contract = contracts.find((entry) => entry.id === contractId) ?? initial;
  const left = format.toman(depositCeiling(contract.leftToday));
  const messages: Record<DepositProblem, string> = {
    required: t`Enter an amount.`,
    notWhole: t`Enter a whole number of Toman.`,
    belowMin: t`The amount must be at least ${format.toman(RIAL_DEPOSIT_MIN_TOMAN)} Toman.`,
    overLeftToday: t`You can deposit up to ${left} Toman through this contract today.`,
  };

  const submit = () => {
    if (deposit.isPending) return;
    const read = readDeposit(text, contract.leftToday);
    if (read.problem !== null) return setProblem(read.problem);
    setProblem(null);
    deposit.send({ contractId: contract.id, amount: read.amount });
  };
  useMainButton({
    text: t`Deposit`,
    onClick: submit,
    loading: deposit.isPending,
    disabled: deposit.isPending,
  });

  const refusal = deposit.refusal ? errorText(deposit.refusal) : null;
  return (
    <>
      <List title={t`Contract`}>
        <Cell
          onClick={contracts.length > 1 ? () => setPicking(true) : undefined}
          description={t`Left today: ${left} of ${format.toman(contract.maxDailyDeposit)} Toman`}
          isMultiline
        >
          {bankName(contract.bank)}
        </Cell>
      </List>
      <AmountInput
        label={t`Amount`}
        unit={t`Toman`}
        value={text}
        onChange={setText}
        maxDecimals={0}
        disabled={deposit.isPending}
        error={problem ? <span role="alert">{messages[problem]}</span> : undefined}
        hint={t`Instant, with no fee.`}
      />
      <CoinLockNotice cause="DEPOSIT" />
      {refusal && (
        <MessageBox tone="error">
          <p>{refusal}</p>
        </MessageBox>
      )}
      <Button mode="bezeled" onClick={() => navigate(NEW_CONTRACT_PATH)}>
        {t`New contract`}
      </Button>
      <ContractLinks />
      <SelectDrawer
        open={isPicking}
        title={t`Choose a contract`}
        options={contracts.map((entry) => ({
          value: entry.id,
          label: bankName(entry.bank),
          description: t`Left today: ${format.toman(depositCeiling(entry.leftToday))} Toman`,
        }))}
        value={contract.id}
        onSelect={(id) => {
          setContractId(id);
          setProblem(null);
        }}
        onClose={() => setPicking(false)}
      />
    </>
  );
}
