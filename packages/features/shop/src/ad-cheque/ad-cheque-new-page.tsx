import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AD_CHEQUE_DESIGNS, AD_CHEQUE_MESSAGE_MAX_LENGTH, type AdChequeDesign } from '@wallet/api';
import { AmountInput, Button, Stack, TextField, ToggleGroup } from '@wallet/kit';
import { buildPath, Page, useAskWriteAccessOnce } from '@wallet/ui';
import { DESIGN_WORDS } from '../shared/cheque-words';
import { usePayAdCheque, useCreateAdCheque } from '../shared/use-cheque-calls';
import { usePayOnceMade } from '../shared/use-pay-once-made';
import { PrizeCoinField } from '../shared/prize-coin-field';
import { TOMAN_TOKEN, useChequeFormat } from '../shared/use-cheque-format';
import { checkChequeDraft, hasProblems, type AmountField, type ChequeDraft } from './cheque-form';
import { useChequeProblemText } from './cheque-problem-text';
import { DesignPreview } from './design-preview';
import '../shared/cheque.css';

/** A cheque's own page, where its invoice is paid later if it could not be now. */
const chequePage = (id: string) => buildPath('shopAdChequeInfo', undefined, { id });

const EMPTY: ChequeDraft = {
  token: TOMAN_TOKEN,
  totalPrize: '',
  activationPrize: '',
  firstLayerReferralPrize: '',
  secondLayerReferralPrize: '',
  message: '',
  design: 'DEFAULT',
};

/**
 * /shop/ad-cheque/new: a cheque's token, pot, prizes, message and design, checked as typed. Create makes it
 * PENDING and asks for its invoice at once; the invoice page takes any payment and comes back to the cheque.
 */
export function AdChequeNewPage() {
  const { t, i18n } = useLingui();
  const format = useChequeFormat();
  const problemText = useChequeProblemText();
  const [draft, setDraft] = useState(EMPTY);
  // Problems show once a field was typed in, or after a tap on Create.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [isSubmitted, setIsSubmitted] = useState(false);
  const create = useCreateAdCheque();
  const pay = usePayAdCheque();
  // The bot tells the creator of each claim: inside Telegram, its leave to write is asked once before the first.
  useAskWriteAccessOnce();

  const decimals = format.decimalsOf(draft.token);
  const problems = checkChequeDraft(draft, decimals);
  const shown = (field: AmountField | 'message') =>
    isSubmitted || touched.has(field) ? problemText(problems[field]) : undefined;
  const set = (field: keyof ChequeDraft, value: string) => {
    setDraft((old) => ({ ...old, [field]: value }));
    setTouched((old) => new Set(old).add(field));
  };

  const isBusy = create.isPending || pay.isPending;
  const payOnceMade = usePayOnceMade(pay, chequePage);
  const submit = () => {
    setIsSubmitted(true);
    if (hasProblems(problems)) return;
    create.send(
      {
        token: draft.token,
        totalPrize: draft.totalPrize,
        activationPrize: draft.activationPrize,
        firstLayerReferralPrize: draft.firstLayerReferralPrize || '0',
        secondLayerReferralPrize: draft.secondLayerReferralPrize || '0',
        ...(draft.message.trim() ? { message: draft.message.trim() } : {}),
        design: draft.design,
      },
      { onSuccess: (cheque) => payOnceMade(cheque.id) },
    );
  };

  const amountField = (field: AmountField, label: string, hint?: string) => (
    <AmountInput
      label={label}
      name={field}
      value={draft[field]}
      onChange={(value) => set(field, value)}
      maxDecimals={decimals}
      unit={format.unitOf(draft.token)}
      error={shown(field)}
      hint={hint}
      disabled={isBusy}
    />
  );
  const prize = draft.activationPrize ? format.amount(draft.activationPrize, draft.token) : '';
  return (
    <Page title={t`New ad cheque`}>
      <Stack>
        <PrizeCoinField value={draft.token} onChange={(token) => set('token', token)} disabled={isBusy} />
        {amountField('totalPrize', t`Total prize`, t`Everything the cheque can pay out`)}
        {amountField('activationPrize', t`Prize per claim`)}
        {amountField('firstLayerReferralPrize', t`Referral prize`, t`For whoever shared the link; may be 0`)}
        {amountField(
          'secondLayerReferralPrize',
          t`Second-layer referral prize`,
          t`For whoever shared the link with them; may be 0`,
        )}
        <TextField
          label={t`Message (optional)`}
          value={draft.message}
          onChange={(message) => set('message', message)}
          error={shown('message')}
          maxLength={AD_CHEQUE_MESSAGE_MAX_LENGTH + 1}
          disabled={isBusy}
        />
        <ToggleGroup<AdChequeDesign>
          label={t`Design`}
          options={AD_CHEQUE_DESIGNS.map((design) => ({
            value: design,
            label: i18n._(DESIGN_WORDS[design]),
          }))}
          value={draft.design}
          onChange={(design) => set('design', design)}
        />
        <DesignPreview design={draft.design} prize={prize} message={draft.message.trim() || null} />
        <Button size="l" isStretched onClick={submit} isBusy={isBusy}>
          {t`Create and pay`}
        </Button>
      </Stack>
    </Page>
  );
}
