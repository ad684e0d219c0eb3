import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toLatinDigits } from '@wallet/core';
import { MessageBox, TextField, Stack } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { Page, queryKeys, transactionKeys, useApi, useErrorText, useFormat } from '@wallet/ui';
import { useMoneyCall } from '@wallet/ui/money-call';

const CODE_MIN_LENGTH = 4;
const CODE_MAX_LENGTH = 64;

/** /profile/gift-code: claims a gift card code; its amount goes to the user's balance. */
export function GiftCodePage() {
  const { t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One key per code, kept until answered, so a retry after a timeout or a reload claims the card once.
  const claim = useMoneyCall(
    (ready: string, headers) => api.claimGiftCard({ body: { code: ready } }, headers),
    {
      name: 'claimGiftCard',
      request: (ready) => ready,
      invalidates: [queryKeys.assets(), transactionKeys.all()],
      onSuccess: () => setCode(''),
    },
  );
  const submit = () => {
    if (claim.isPending) return;
    const ready = toLatinDigits(code).trim().toUpperCase();
    if (ready.length < CODE_MIN_LENGTH || ready.length > CODE_MAX_LENGTH) {
      setProblem(t`Enter the gift code as it is written on the card.`);
      return;
    }
    setProblem(null);
    claim.send(ready);
  };
  useMainButton({ text: t`Claim`, onClick: submit, loading: claim.isPending, disabled: claim.isPending });
  const inlineError = claim.refusal ? errorText(claim.refusal) : null;

  return (
    <Page title={t`Gift code`}>
      <Stack
        as="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t`Code on the card`}
          value={code}
          onChange={(value) => {
            setCode(value);
            setProblem(null);
          }}
          autoComplete="off"
          isLtr
          maxLength={CODE_MAX_LENGTH}
          error={problem ?? inlineError}
        />
        {claim.data ? (
          <MessageBox tone="info">
            {t`${format.amount(claim.data.amount, 18)} ${claim.data.token} was added to your balance.`}
          </MessageBox>
        ) : null}
      </Stack>
    </Page>
  );
}
