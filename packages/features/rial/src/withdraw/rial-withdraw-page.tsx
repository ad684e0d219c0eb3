import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BankIban } from '@wallet/api';
import { cmp, formatIban, isolateLtr, min } from '@wallet/core';
import { AmountInput, EmptyState, MessageBox, SelectField, Skeleton } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import {
  buildPath,
  LoadFailure,
  Page,
  useAssets,
  useDraftText,
  useErrorText,
  useFormat,
  useNavigate,
  useSession,
} from '@wallet/ui';
import { LinkRow, RowList } from '@wallet/ui/row-list';
import { useBankIbans } from '../bank-accounts/bank-queries';
import { LevelOneGate } from '@wallet/ui/level-one-gate';
import { useRialWithdrawStatus } from './withdraw-queries';
import { amountProblemOf, type AmountProblem } from './amount-rules';
import { RialWithdrawPauseNotice } from './pause-notice';
import { useRialWithdrawDraft } from './withdraw-draft';
import './withdraw.css';

const TOMAN = 'IRT';
const TOLD_AS_TYPED: ReadonlySet<AmountProblem> = new Set(['aboveMax', 'overBalance', 'overLimit']);
// The IBAN form opens at once and comes back here once an IBAN is added.
const addIbanPath = buildPath('profileFinancial', undefined, {
  add: 'iban',
  nextUrl: buildPath('rialWithdraw'),
});

/**
 * /rial-withdraw: Toman to one of the user's registered IBANs (RIAL-05). Below KYC level 1 the page says so and
 * opens the level 1 form (RIAL-01). The amount is whole Toman from 15,000 to 200,000,000 (RIAL-11), within the
 * balance and what is left of the day's limit (LIM-01); the confirm page prices it.
 */
export function RialWithdrawPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Withdraw Toman`}>
      <div className="rial-withdraw">
        <LevelOneGate
          nextUrl={buildPath('rialWithdraw')}
          kycNeeded={t`Toman withdrawal needs identity verification level 1.`}
        >
          <WithdrawForm />
        </LevelOneGate>
      </div>
    </Page>
  );
}

function WithdrawForm() {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const ibans = useBankIbans();
  const status = useRialWithdrawStatus();
  const assets = useAssets({ isRefreshPaused: false });
  const rialDraft = useRialWithdrawDraft();
  const [chosenText, setChosenIban] = useDraftText(
    undefined,
    rialDraft.draft?.iban,
    rialDraft.isLoading,
    (iban) => void rialDraft.keep({ iban }),
  );
  const chosenIban = chosenText || null;
  const [amount, setAmount] = useDraftText(
    undefined,
    rialDraft.draft?.amount,
    rialDraft.isLoading,
    (typed) => void rialDraft.keep({ amount: typed }),
  );
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const balance =
    assets.data?.tokens.find((entry) => entry.token === TOMAN)?.balance.amount.number ??
    (assets.data ? '0' : null);
  const ibanId = chosenIban ?? ibans.data?.[0]?.id ?? null;
  const isPaused = Boolean(status.data?.isPaused || status.data?.isRestricted);
  const hasNoIban = ibans.data?.length === 0;
  // Too much only grows with more digits, so it is told as it is typed; too little waits for Continue.
  const typedProblem = status.data ? amountProblemOf(amount, status.data, balance) : null;
  const shownProblem = problem ?? (typedProblem && TOLD_AS_TYPED.has(typedProblem) ? typedProblem : null);

  const next = () => {
    if (!status.data || !ibanId) return;
    const found = amountProblemOf(amount, status.data, balance);
    setProblem(found);
    if (found) return;
    // The confirmation reads the choice from the draft: the first IBAN counts as chosen when none was picked.
    void rialDraft.keep({ iban: ibanId, amount });
    navigate(buildPath('rialWithdrawConfirm'));
  };
  useMainButton(
    hasNoIban
      ? { text: t`Add an IBAN`, onClick: () => navigate(addIbanPath) }
      : ibans.data && status.data && !isPaused
        ? {
            text: t`Continue`,
            onClick: next,
            disabled: amount === '' || !ibanId || shownProblem !== null,
          }
        : null,
  );

  if (ibans.isError || status.isError) {
    return (
      <LoadFailure
        message={t`The withdrawal could not be prepared.`}
        detail={errorText(ibans.error ?? status.error)}
        onRetry={() => {
          void ibans.refetch();
          void status.refetch();
        }}
      />
    );
  }
  if (!ibans.data || !status.data) {
    return (
      <div role="status" aria-label={t`Loading`} aria-busy="true">
        <Skeleton height={72} />
        <Skeleton height={120} />
      </div>
    );
  }
  if (isPaused) return <RialWithdrawPauseNotice status={status.data} />;
  if (hasNoIban) {
    return (
      <>
        <EmptyState
          title={t`No IBAN yet`}
          description={t`Toman is withdrawn only to an IBAN of your own that you have registered.`}
        />
        <RowList label={t`Bank accounts`}>
          <LinkRow href={addIbanPath} title={t`Add an IBAN`} />
        </RowList>
      </>
    );
  }

  const limitLeft = status.data.dailyLimitLeft;
  const minutes = format.digits(String(status.data.settlementMinutes));
  const toman = (value: string) => t`${format.amount(value, 0)} Toman`;
  const problemText: Record<AmountProblem, string> = {
    required: t`Enter an amount.`,
    notWhole: t`The amount must be whole Toman.`,
    belowMin: t`The smallest withdrawal is ${toman(status.data.minAmount)}.`,
    aboveMax: t`The largest withdrawal is ${toman(status.data.maxAmount)}.`,
    overBalance: t`This is more than your Toman balance.`,
    overLimit: t`This is more than is left of your daily limit (${toman(limitLeft ?? '0')}).`,
  };
  const allValue = balance && limitLeft ? min(balance, min(limitLeft, status.data.maxAmount)) : null;

  return (
    <div className="rial-withdraw__form">
      <IbanField ibans={ibans.data} value={ibanId ?? ''} onChange={setChosenIban} />
      <AmountInput
        label={t`Amount`}
        unit={t`Toman`}
        value={amount}
        maxDecimals={0}
        onChange={(value) => {
          setAmount(value);
          setProblem(null);
        }}
        error={shownProblem ? <span role="alert">{problemText[shownProblem]}</span> : undefined}
        hint={balance !== null ? t`Balance: ${toman(balance)}` : undefined}
      />
      <dl className="rial-withdraw__facts" aria-label={t`Withdrawal limits`}>
        <div>
          <dt>{t`Each withdrawal`}</dt>
          <dd>{t`${toman(status.data.minAmount)} to ${toman(status.data.maxAmount)}`}</dd>
        </div>
        {limitLeft !== null && (
          <div>
            <dt>{t`Left of today's limit`}</dt>
            <dd>{toman(limitLeft)}</dd>
          </div>
        )}
        <div>
          <dt>{t`Reaches the IBAN`}</dt>
          <dd>{t`within ${minutes} minutes`}</dd>
        </div>
      </dl>
      {allValue !== null && cmp(allValue, status.data.minAmount) < 0 && (
        <MessageBox tone="info">
          <p>{t`Your balance or today's limit is below the smallest withdrawal.`}</p>
        </MessageBox>
      )}
      {status.data.isDelayWarned && (
        <MessageBox tone="warning">
          <p>{t`Toman withdrawals may take longer than usual to reach the bank today.`}</p>
        </MessageBox>
      )}
    </div>
  );
}

function IbanField({
  ibans,
  value,
  onChange,
}: {
  ibans: BankIban[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useLingui();
  const { language } = useSession();
  return (
    <SelectField label={t`To IBAN`} value={value} onChange={onChange}>
      {ibans.map((iban) => (
        <option key={iban.id} value={iban.id}>
          {`${language === 'fa' ? iban.bank.nameFa : iban.bank.name} · ${isolateLtr(formatIban(iban.number))}`}
        </option>
      ))}
    </SelectField>
  );
}
