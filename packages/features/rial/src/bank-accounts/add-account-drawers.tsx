import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BankAccountInquiry } from '@wallet/api';
import { BottomDrawer, Button, ConfirmDrawer, Ltr, MessageBox, TextField } from '@wallet/kit';
import { useErrorText, useNotify } from '@wallet/ui';
import { formatAccountNumber, numberProblem, type AccountKind } from './account-kind';
import { BankName } from './bank-name';
import { useAddAccount, useInquiry } from './bank-queries';

/**
 * Adding a card or an IBAN: the number is checked as typed (core's rules), then the bank is asked who owns
 * it, and the user confirms the owner's name before it is added.
 */
export function AddAccountDrawers({
  kind,
  onClose,
  onAdded,
}: {
  kind: AccountKind;
  onClose: () => void;
  /** Called once the account is added, after the form closes. */
  onAdded?: () => void;
}) {
  const { t, i18n } = useLingui();
  const notify = useNotify();
  const errorText = useErrorText();
  const [typed, setTyped] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const [found, setFound] = useState<BankAccountInquiry | null>(null);
  const inquiry = useInquiry(kind);
  const add = useAddAccount(kind);
  const problem = numberProblem(kind, typed);
  // A refusal the rules show no words for (the level) opens the upgrade prompt instead.
  const onRefused = (error: unknown) => {
    if (errorText(error) === null) notify.error(error);
  };

  const ask = () => {
    setIsChecked(true);
    if (problem) return;
    inquiry.mutate(typed, { onSuccess: setFound, onError: onRefused });
  };
  const confirm = () => {
    if (!found) return;
    add.mutate(found.number, {
      onSuccess: () => {
        notify.success(kind === 'card' ? t`The card was added.` : t`The IBAN was added.`);
        onClose();
        onAdded?.();
      },
      onError: onRefused,
    });
  };
  const refusal = inquiry.error ?? add.error;
  const refusalText = refusal ? errorText(refusal) : null;

  if (found) {
    const number = <Ltr>{formatAccountNumber(kind, found.number)}</Ltr>;
    return (
      <ConfirmDrawer
        open
        title={kind === 'card' ? t`Add this card?` : t`Add this IBAN?`}
        body={
          <>
            <p>
              {kind === 'card'
                ? t`This card belongs to ${found.ownerName}.`
                : t`This IBAN belongs to ${found.ownerName}.`}
            </p>
            <p>
              <BankName bank={found.bank} />
            </p>
            <p>{number}</p>
            {add.isError && refusalText ? (
              <MessageBox
                tone="error"
                title={kind === 'card' ? t`The card could not be added.` : t`The IBAN could not be added.`}
              >
                {refusalText}
              </MessageBox>
            ) : null}
          </>
        }
        confirmLabel={t`Add`}
        isBusy={add.isPending}
        onConfirm={confirm}
        onCancel={onClose}
      />
    );
  }

  return (
    <BottomDrawer
      open
      onClose={onClose}
      title={kind === 'card' ? t`New bank card` : t`New IBAN`}
      footer={
        <Button isStretched isBusy={inquiry.isPending} onClick={ask}>
          {t`Continue`}
        </Button>
      }
    >
      <form
        className="rial-form"
        onSubmit={(event) => {
          event.preventDefault();
          ask();
        }}
      >
        <TextField
          label={kind === 'card' ? t`Card number` : t`IBAN`}
          value={typed}
          onChange={(value) => {
            setTyped(value);
            inquiry.reset();
          }}
          isLtr
          inputMode={kind === 'card' ? 'numeric' : 'text'}
          autoComplete="off"
          placeholder={kind === 'card' ? '6037 9900 0000 0000' : 'IR00 0000 0000 0000 0000 0000 00'}
          error={isChecked && problem ? i18n._(problem) : undefined}
        />
        <p className="rial-hint">
          {kind === 'card'
            ? t`Only a card in your own name can be added.`
            : t`Only an IBAN in your own name can be added.`}
        </p>
        {inquiry.isError && refusalText ? <MessageBox tone="error">{refusalText}</MessageBox> : null}
      </form>
    </BottomDrawer>
  );
}
