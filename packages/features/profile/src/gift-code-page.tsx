import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '@wallet/api';
import { toLatinDigits } from '@wallet/core';
import { MessageBox, TextField } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { Page, queryKeys, transactionKeys, useApi, useErrorText, useFormat, useNotify } from '@wallet/ui';
import './profile.css';

const CODE_MIN_LENGTH = 4;
const CODE_MAX_LENGTH = 64;

/** /profile/gift-code: claims a gift card code; its amount goes to the user's balance. */
export function GiftCodePage() {
  const { t } = useLingui();
  const api = useApi();
  const notify = useNotify();
  const format = useFormat();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One key per code, so a retry after a timeout claims the card once.
  const claimKey = useRef<{ code: string; key: string } | null>(null);
  const keyFor = (ready: string) => {
    if (claimKey.current?.code !== ready) claimKey.current = { code: ready, key: crypto.randomUUID() };
    return claimKey.current.key;
  };
  const claim = useMutation({
    mutationFn: (ready: string) =>
      api.claimGiftCard({ body: { code: ready } }, { idempotencyKey: keyFor(ready) }),
    onSuccess: () => {
      setCode('');
      void queryClient.invalidateQueries({ queryKey: queryKeys.assets() });
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all() });
    },
    onError: (error) => {
      if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) notify.error(error);
    },
  });
  const submit = () => {
    if (claim.isPending) return;
    const ready = toLatinDigits(code).trim().toUpperCase();
    if (ready.length < CODE_MIN_LENGTH || ready.length > CODE_MAX_LENGTH) {
      setProblem(t`Enter the gift code as it is written on the card.`);
      return;
    }
    setProblem(null);
    claim.mutate(ready);
  };
  useMainButton({ text: t`Claim`, onClick: submit, loading: claim.isPending, disabled: claim.isPending });
  const inlineError =
    isApiError(claim.error) && claim.error.kind === 'http' && claim.error.status < 500
      ? errorText(claim.error)
      : null;

  return (
    <Page title={t`Gift code`}>
      <form
        className="profile-form"
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
      </form>
    </Page>
  );
}
