import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BankCard, CardToCardMethod } from '@wallet/api';
import { formatCardNumber, isolateLtr } from '@wallet/core';
import { AmountInput, EmptyState, MessageBox, SelectField, Skeleton } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import {
  buildPath,
  CoinLockNotice,
  LoadFailure,
  Page,
  useErrorText,
  useFeatureFlag,
  useFormat,
  useNavigate,
  useRouteQuery,
  useDraftText,
  useSession,
  useBankCards,
} from '@wallet/ui';
import { CardToCardFlow, useCreateCardToCardPayment } from '@wallet/ui/card-to-card';
import { LinkRow, RowList } from '@wallet/ui/row-list';
import { useRialDepositDraft } from '../deposit/deposit-draft';
import { useMethodTexts } from '../deposit/method-texts';
import { LevelOneGate } from '@wallet/ui/level-one-gate';
import { amountRangeOf, readDepositAmount, type CardToCardAmountProblem } from './amount-rules';
import './card-to-card.css';

/** Blu cards carry Saman Bank's prefix: both Saman methods take a Saman card of the user's. */
const SAMAN_BANK_ID = 'SAMAN';

/**
 * /rial-deposit/card: card to card, Blu to Saman or Saman to Saman (the query's method). The user picks one of
 * their registered cards (RIAL-05) and an amount, then follows the card-to-card flow; the payment's id is kept in
 * the query so a reload resumes it, and once paid its BANK deposit transaction is the receipt.
 */
export function CardToCardPage() {
  const { t } = useLingui();
  const query = useRouteQuery('rialDepositCard');
  const method: CardToCardMethod = query.method ?? 'CARD_TO_CARD';
  const texts = useMethodTexts();
  const navigate = useNavigate();
  const startPath = buildPath('rialDepositCard', undefined, query.method ? { method: query.method } : {});
  return (
    <Page title={texts[method].title}>
      <LevelOneGate
        nextUrl={buildPath('rialDepositCard', undefined, query)}
        kycNeeded={t`Toman deposit needs identity verification level 1.`}
      >
        {query.payment ? (
          <CardToCardFlow
            paymentId={query.payment}
            onPaid={(payment) =>
              payment.transactionId &&
              navigate(buildPath('transaction', { id: payment.transactionId }), { replace: true })
            }
            onBack={() => navigate(startPath, { replace: true })}
            onStartAgain={() => navigate(startPath, { replace: true })}
          />
        ) : (
          <DepositForm method={method} />
        )}
      </LevelOneGate>
    </Page>
  );
}

function DepositForm({ method }: { method: CardToCardMethod }) {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const isOn = useFeatureFlag(method);
  const cards = useBankCards();
  const create = useCreateCardToCardPayment();
  const depositDraft = useRialDepositDraft('cardToCard');
  const [chosenCard, setChosenCard] = useDraftText(
    undefined,
    depositDraft.draft?.cardId,
    depositDraft.isLoading,
    (chosen) => void depositDraft.keep({ cardId: chosen }),
  );
  const [amount, setAmount] = useDraftText(
    undefined,
    depositDraft.draft?.amount,
    depositDraft.isLoading,
    (typed) => void depositDraft.keep({ amount: typed }),
  );
  const [problem, setProblem] = useState<CardToCardAmountProblem | null>(null);
  // The card form opens at once and comes back to this deposit, on the same method, once a card is added.
  const addCardPath = buildPath('profileFinancial', undefined, {
    add: 'card',
    nextUrl: buildPath('rialDepositCard', undefined, method === 'CARD_TO_CARD' ? {} : { method }),
  });
  const usable = cards.data?.filter((card) => method === 'CARD_TO_CARD' || card.bank.id === SAMAN_BANK_ID);
  // A card removed since the draft was kept (or not usable for this method) falls back to the first.
  const cardId = usable?.some((card) => card.id === chosenCard) ? chosenCard : (usable?.[0]?.id ?? null);
  const hasNoCard = usable?.length === 0;

  const start = () => {
    if (!cardId) return;
    const read = readDepositAmount(amount, method);
    setProblem(read.problem);
    if (read.problem) return;
    create.mutate(
      { method, sourceCardId: cardId, amount: read.amount },
      {
        onSuccess: (payment) => {
          // The payment's own page resumes it from here on.
          void depositDraft.clear();
          navigate(
            buildPath('rialDepositCard', undefined, {
              ...(method === 'CARD_TO_CARD' ? {} : { method }),
              payment: payment.paymentId,
            }),
            { replace: true },
          );
        },
      },
    );
  };
  useMainButton(
    !isOn || !usable
      ? null
      : hasNoCard
        ? { text: t`Add a card`, onClick: () => navigate(addCardPath) }
        : {
            text: t`Continue`,
            onClick: start,
            loading: create.isPending,
            disabled: create.isPending || !cardId,
          },
  );

  if (!isOn) {
    return (
      <EmptyState
        title={t`This deposit method is not available now`}
        description={t`Please try again later or choose another way to deposit.`}
      />
    );
  }
  if (cards.isError) {
    return (
      <LoadFailure
        message={t`Your bank cards could not be loaded.`}
        detail={errorText(cards.error)}
        onRetry={() => void cards.refetch()}
      />
    );
  }
  if (!usable) {
    return (
      <div role="status" aria-label={t`Loading`} aria-busy="true">
        <Skeleton height={72} />
        <Skeleton height={120} />
      </div>
    );
  }
  if (hasNoCard) {
    return (
      <>
        <EmptyState
          title={t`No card to pay from yet`}
          description={
            method === 'CARD_TO_CARD'
              ? t`You can pay only from a bank card of your own that you have registered.`
              : t`This method needs a Saman Bank card of your own that you have registered.`
          }
        />
        <RowList label={t`Bank accounts`}>
          <LinkRow href={addCardPath} title={t`Add a card`} />
        </RowList>
      </>
    );
  }

  const { min, max } = amountRangeOf(method);
  const toman = (value: string) => t`${format.amount(value, 0)} Toman`;
  const problemText: Record<CardToCardAmountProblem, string> = {
    required: t`Enter an amount.`,
    notWhole: t`The amount must be whole Toman.`,
    belowMin: t`The smallest deposit is ${toman(min)}.`,
    aboveMax: t`The largest deposit is ${toman(max)}.`,
  };
  return (
    <div className="card-to-card-deposit">
      <SourceCardField cards={usable} value={cardId ?? ''} onChange={setChosenCard} />
      <AmountInput
        label={t`Amount`}
        unit={t`Toman`}
        value={amount}
        maxDecimals={0}
        disabled={create.isPending}
        onChange={(value) => {
          setAmount(value);
          setProblem(null);
        }}
        error={problem ? <span role="alert">{problemText[problem]}</span> : undefined}
        hint={t`${toman(min)} to ${toman(max)}, no fee`}
      />
      {create.error ? (
        <MessageBox tone="error">
          <p>{errorText(create.error) ?? t`The payment could not be started. Please try again.`}</p>
        </MessageBox>
      ) : null}
      <MessageBox tone="info">
        <p>
          {method === 'CARD_TO_CARD'
            ? t`You will transfer from this card in your bank’s app. Your balance is credited within about a minute of the bank confirming it.`
            : t`You will transfer from this Saman account in your bank’s app. It is credited at once.`}
        </p>
      </MessageBox>
      <CoinLockNotice cause="DEPOSIT" />
      <RowList label={t`Bank accounts`}>
        <LinkRow href={addCardPath} title={t`Add another card`} />
      </RowList>
    </div>
  );
}

function SourceCardField({
  cards,
  value,
  onChange,
}: {
  cards: BankCard[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useLingui();
  const { language } = useSession();
  return (
    <SelectField label={t`From card`} value={value} onChange={onChange}>
      {cards.map((card) => (
        <option key={card.id} value={card.id}>
          {`${language === 'fa' ? card.bank.nameFa : card.bank.name} · ${isolateLtr(formatCardNumber(card.number))}`}
        </option>
      ))}
    </SelectField>
  );
}
