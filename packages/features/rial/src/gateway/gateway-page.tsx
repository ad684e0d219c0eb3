import { useLingui } from '@lingui/react/macro';
import { isolateLtr } from '@wallet/core';
import { useState } from 'react';
import {
  gatewayAmountProblem,
  gatewayFeeToman,
  gatewayTotalToman,
  type BankCard,
  type GatewayAmountProblem,
} from '@wallet/api';
import { AmountInput, DetailList, EmptyState, MessageBox, SelectField, Skeleton } from '@wallet/kit';
import { useMainButton, usePlatform } from '@wallet/platform';
import {
  buildPath,
  CoinLockNotice,
  LoadFailure,
  Page,
  useErrorText,
  useFeatureFlag,
  useFormat,
  useNavigate,
  useDraftText,
  useSession,
  useBankCards,
} from '@wallet/ui';
import { LinkRow, RowList } from '@wallet/ui/row-list';
import { allowanceOf, useDepositAllowance } from '../deposit/allowance-queries';
import { LevelOneGate } from '@wallet/ui/level-one-gate';
import { useRialDepositDraft } from '../deposit/deposit-draft';
import { useGatewayTexts } from './gateway-texts';
import { useStartGatewayPayment } from './gateway-queries';
import { methodsThatFit, OtherMethods } from './other-methods';

// The card form opens at once and comes back to this deposit once a card is added.
const addCardPath = buildPath('profileFinancial', undefined, {
  add: 'card',
  nextUrl: buildPath('rialDepositGateway'),
});

/**
 * /rial-deposit/gateway: a registered card (RIAL-05), an amount of 5,000 to 25,000,000 Toman within what is
 * left of today's gateway limit (RIAL-10), the fee on top (RIAL-08), then the bank's gateway outside the app.
 */
export function GatewayPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Deposit by bank gateway`}>
      <LevelOneGate
        nextUrl={buildPath('rialDepositGateway')}
        kycNeeded={t`Toman deposit needs identity verification level 1.`}
      >
        <GatewayDeposit />
      </LevelOneGate>
    </Page>
  );
}

function GatewayDeposit() {
  const { t } = useLingui();
  const isPaused = useFeatureFlag('RIAL_DEPOSIT_LIMIT');
  const isGatewayOn = useFeatureFlag('GATEWAY');
  const cards = useBankCards();
  const errorText = useErrorText();
  if (isPaused) {
    return (
      <MessageBox tone="warning" title={t`Toman deposits are paused`}>
        <p>{t`Toman deposits are paused for now. Please try again later.`}</p>
      </MessageBox>
    );
  }
  if (!isGatewayOn) {
    return (
      <EmptyState
        title={t`The bank gateway is not available now`}
        description={t`Choose another deposit method.`}
      />
    );
  }
  if (cards.isError && !cards.data) {
    return (
      <LoadFailure
        message={t`Your bank cards could not be loaded.`}
        detail={errorText(cards.error)}
        onRetry={() => void cards.refetch()}
      />
    );
  }
  if (!cards.data) {
    return (
      <div role="status" aria-label={t`Loading`} aria-busy="true">
        <Skeleton height={56} />
        <Skeleton height={72} />
      </div>
    );
  }
  if (cards.data.length === 0) {
    return (
      <>
        <EmptyState
          title={t`Add a bank card first`}
          description={t`The gateway takes payments only from a card registered in your name.`}
        />
        <RowList label={t`Bank cards`}>
          <LinkRow href={addCardPath} title={t`Add a bank card`} />
        </RowList>
      </>
    );
  }
  return <GatewayForm cards={cards.data} />;
}

function GatewayForm({ cards }: { cards: readonly BankCard[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const texts = useGatewayTexts();
  const errorText = useErrorText();
  const platform = usePlatform();
  const navigate = useNavigate();
  const session = useSession();
  const allowance = useDepositAllowance();
  const depositDraft = useRialDepositDraft('gateway');
  const start = useStartGatewayPayment((payment) => {
    void depositDraft.clear();
    // Where the app stays open (Telegram) it waits on the result page while the bank's page is shown.
    if (platform.leaveForBank(payment.gatewayUrl) === 'stayed') {
      navigate(buildPath('paymentResult', undefined, { paymentId: payment.paymentId }));
    }
  });
  const [keptCard, setCardId] = useDraftText(
    undefined,
    depositDraft.draft?.cardId,
    depositDraft.isLoading,
    (chosen) => void depositDraft.keep({ cardId: chosen }),
  );
  // A card removed since the draft was kept falls back to the first.
  const cardId = cards.some((card) => card.id === keptCard) ? keptCard : cards[0]!.id;
  const [amount, setAmount] = useDraftText(
    undefined,
    depositDraft.draft?.amount,
    depositDraft.isLoading,
    (typed) => void depositDraft.keep({ amount: typed }),
  );
  const [problem, setProblem] = useState<GatewayAmountProblem | 'required' | null>(null);
  const gateway = allowanceOf(allowance.data?.methods, 'GATEWAY');
  const leftToday = gateway?.leftToday ?? null;
  const isValidAmount = amount !== '' && gatewayAmountProblem(amount, null) === null;
  const suggestions =
    problem === 'aboveMax' || problem === 'overDailyCap'
      ? methodsThatFit(allowance.data?.methods ?? [], amount)
      : [];

  const goToGateway = () => {
    const found = amount === '' ? 'required' : gatewayAmountProblem(amount, leftToday);
    setProblem(found);
    if (found) return;
    const returnUrl = session.isMiniApp
      ? undefined
      : new URL(buildPath('paymentResult'), window.location.href).href;
    start.send({ cardId, amount, ...(returnUrl ? { returnUrl } : {}) });
  };
  useMainButton({ text: t`Go to the gateway`, onClick: goToGateway, loading: start.isPending });

  return (
    <div className="rial-gateway">
      <SelectField label={t`Card to pay from`} value={cardId} onChange={setCardId}>
        {cards.map((card) => (
          <option key={card.id} value={card.id}>
            {session.language === 'fa' ? card.bank.nameFa : card.bank.name} ·{' '}
            {isolateLtr(`${card.number.slice(0, 4)}…${card.number.slice(12)}`)}
          </option>
        ))}
      </SelectField>
      <RowList label={t`Bank cards`}>
        <LinkRow href={addCardPath} title={t`Add another card`} />
      </RowList>
      <AmountInput
        label={t`Amount to deposit`}
        unit={t`Toman`}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setProblem(null);
        }}
        maxDecimals={0}
        disabled={start.isPending}
        error={problem ? <span role="alert">{texts.amountProblems[problem]}</span> : undefined}
        hint={
          leftToday !== null && gateway
            ? t`Left today: ${format.toman(leftToday)} of ${format.toman(gateway.dailyCap ?? leftToday)} Toman`
            : undefined
        }
      />
      <OtherMethods methods={suggestions} />
      {isValidAmount && (
        <DetailList
          rows={[
            { label: t`Deposited to your wallet`, value: t`${format.toman(amount)} Toman` },
            { label: t`Gateway fee`, value: t`${format.toman(gatewayFeeToman(amount))} Toman` },
            { label: t`You pay`, value: t`${format.toman(gatewayTotalToman(amount))} Toman` },
          ]}
        />
      )}
      <CoinLockNotice cause="DEPOSIT" />
      {Boolean(start.error) && (
        <MessageBox tone="error" title={t`The payment could not be started`}>
          <p>{errorText(start.error)}</p>
        </MessageBox>
      )}
    </div>
  );
}
