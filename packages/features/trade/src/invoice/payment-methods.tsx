import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Invoice, InvoicePaymentMethod, PaymentInvoice, PaymentMethod } from '@wallet/api';
import { formatCardNumber, isPositive } from '@wallet/core';
import { Cell, CheckIcon, List, MessageBox, SelectField, VisuallyHidden } from '@wallet/kit';
import { useMainButton, usePlatform } from '@wallet/platform';
import { buildPath, useBankCards, useErrorText, useFormat, useNavigate, useSession } from '@wallet/ui';
import { LinkRow, RowList } from '@wallet/ui/row-list';
import { useActiveContracts, usePayInvoice } from './invoice-queries';
import { useInvoiceTexts } from './invoice-texts';
import { usdtCeiling } from './usdt-ceiling';

const CARD_TO_CARD: readonly PaymentMethod[] = ['CARD2CARD', 'CARD2CARD_WITH_BALANCE'];

/**
 * Spec 000 §3 payment methods for what is due on an invoice: each with what it takes and, when it cannot pay,
 * why. The chosen one pays through the main button: the balances and direct debit at once, the gateway on the
 * bank's page, card to card on its own page (/invoice/card2card). Card methods need KYC level 1: the main
 * button then opens the verification form, which returns here.
 */
export function PaymentMethods({
  page,
  here,
  nextUrl,
  onPaid,
}: {
  page: PaymentInvoice;
  /** A payment made here paid the invoice at once (the balances, direct debit). */
  onPaid: (invoice: Invoice) => void;
  /** This page's own address, to come back to after the level 1 form or the card form. */
  here: string;
  nextUrl: string | undefined;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const texts = useInvoiceTexts();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const invoiceId = page.invoice.id;
  const firstAvailable = page.methods.find((entry) => entry.isAvailable)?.method ?? null;
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const method = page.methods.find((entry) => entry.method === (chosen ?? firstAvailable)) ?? null;
  const payment = usePayInvoice(invoiceId);
  const platform = usePlatform();
  const session = useSession();
  const cards = useBankCards();
  const contracts = useActiveContracts(method?.method === 'DIRECT' && method.isAvailable);
  const [cardId, setCardId] = useState('');
  const [contractId, setContractId] = useState('');
  const card = cardId || cards.data?.[0]?.id || '';
  const contract = contractId || contracts.data?.[0]?.id || '';

  const amountOf = (entry: InvoicePaymentMethod) =>
    entry.token === 'USDT'
      ? t`at most ${format.amount(usdtCeiling(entry.amount), 6)} Tether`
      : t`${format.toman(entry.amount)} Toman`;
  const detailOf = (entry: InvoicePaymentMethod) => {
    if (entry.method === 'CARD2CARD_WITH_BALANCE' && isPositive(entry.fromBalance)) {
      return t`${format.toman(entry.fromBalance)} Toman from the balance, ${format.toman(entry.amount)} Toman by card`;
    }
    if (entry.method === 'GATEWAY') return t`${amountOf(entry)} and a ${format.toman(entry.fee)} Toman fee`;
    return amountOf(entry);
  };

  const payChosen = () => {
    if (!method) return;
    if (method.unavailableReason === 'KYC_LEVEL_1_REQUIRED') {
      navigate(buildPath('kycLevel1RegisterForm', undefined, { nextUrl: here }));
      return;
    }
    if (CARD_TO_CARD.includes(method.method)) {
      const choice = method.method as 'CARD2CARD' | 'CARD2CARD_WITH_BALANCE';
      navigate(buildPath('invoiceCard2card', undefined, { id: invoiceId, method: choice, nextUrl }));
      return;
    }
    if (method.method === 'GATEWAY') {
      // The gateway returns the browser to the result page, which links back to the invoice; Telegram opens the
      // bank's page outside the app, and this page follows the payment meanwhile.
      const returnUrl = session.isMiniApp
        ? undefined
        : new URL(buildPath('paymentResult', undefined, { invoiceId }), window.location.href).href;
      payment.pay(
        { method: 'GATEWAY', cardId: card, ...(returnUrl ? { returnUrl } : {}) },
        {
          onSuccess: ({ gateway }) => {
            if (gateway) platform.leaveForBank(gateway.gatewayUrl);
          },
        },
      );
      return;
    }
    const paid = {
      onSuccess: ({ invoice }: { invoice: Invoice }) => {
        if (invoice.status === 'PAID' || invoice.status === 'DELIVERED') onPaid(invoice);
      },
    };
    if (method.method === 'DIRECT') payment.pay({ method: 'DIRECT', contractId: contract }, paid);
    else if (method.method === 'USDT_BALANCE') {
      // The price may move a little before the tap lands: the ceiling shown is what the server may take.
      payment.pay({ method: 'USDT_BALANCE', maxUsdtAmount: usdtCeiling(method.amount) }, paid);
    } else payment.pay({ method: 'IRT_BALANCE' }, paid);
  };
  const needsChoice = (method?.method === 'GATEWAY' && !card) || (method?.method === 'DIRECT' && !contract);
  const isPaidHere =
    method !== null &&
    method.unavailableReason !== 'KYC_LEVEL_1_REQUIRED' &&
    !CARD_TO_CARD.includes(method.method);
  const isUsable =
    method !== null && (method.isAvailable || method.unavailableReason === 'KYC_LEVEL_1_REQUIRED');
  const buttonText =
    method?.unavailableReason === 'KYC_LEVEL_1_REQUIRED'
      ? t`Verify identity`
      : method && CARD_TO_CARD.includes(method.method)
        ? t`Continue`
        : method?.method === 'GATEWAY'
          ? t`Go to the gateway`
          : t`Pay`;
  useMainButton(
    isUsable
      ? {
          text: buttonText,
          onClick: payChosen,
          loading: payment.mutation.isPending,
          // Only a payment made here waits for its kept key; card to card and verification only open a page.
          disabled: needsChoice || (isPaidHere && payment.isBusy),
        }
      : null,
  );

  return (
    <>
      <List title={t`Pay ${format.toman(page.due)} Toman with`}>
        {page.methods.map((entry) => {
          const isChosen = entry.method === method?.method;
          const canChoose = entry.isAvailable || entry.unavailableReason === 'KYC_LEVEL_1_REQUIRED';
          return (
            <Cell
              key={entry.method}
              onClick={canChoose ? () => setChosen(entry.method) : undefined}
              subtitle={entry.isAvailable ? detailOf(entry) : texts.reasons[entry.unavailableReason!]}
              after={
                isChosen && canChoose ? (
                  <>
                    <CheckIcon />
                    <VisuallyHidden>{t`Chosen`}</VisuallyHidden>
                  </>
                ) : null
              }
            >
              {texts.methods[entry.method]}
            </Cell>
          );
        })}
      </List>
      {page.methods.some((entry) => entry.unavailableReason === 'NO_CARD') ? (
        <RowList label={t`Bank cards`}>
          <LinkRow
            href={buildPath('profileFinancial', undefined, { add: 'card', nextUrl: here })}
            title={t`Add a bank card`}
          />
        </RowList>
      ) : null}
      {method?.method === 'GATEWAY' && method.isAvailable ? (
        <SelectField label={t`Card to pay from`} value={card} onChange={setCardId}>
          {(cards.data ?? []).map((entry) => (
            <option key={entry.id} value={entry.id}>
              {formatCardNumber(entry.number)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {method?.method === 'DIRECT' && method.isAvailable ? (
        <SelectField label={t`Direct-debit contract`} value={contract} onChange={setContractId}>
          {(contracts.data ?? []).map((entry) => (
            <option key={entry.id} value={entry.id}>
              {session.language === 'fa' ? entry.bank.nameFa : entry.bank.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {!firstAvailable ? (
        <MessageBox tone="warning">
          <p>{t`None of the payment methods can pay this invoice right now.`}</p>
        </MessageBox>
      ) : null}
      {payment.mutation.error ? (
        <MessageBox tone="error">
          <p>{errorText(payment.mutation.error) ?? t`Something went wrong. Please try again.`}</p>
        </MessageBox>
      ) : null}
    </>
  );
}
