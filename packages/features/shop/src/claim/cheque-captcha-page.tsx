import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isApiError, type AdCheque, type AdChequeClaim } from '@wallet/api';
import { Button, MessageBox, Skeleton, Stack, TextField } from '@wallet/kit';
import {
  LoadFailure,
  Page,
  useErrorText,
  useRouteQuery,
  useSession,
  useWhoami,
  type ScreenProps,
} from '@wallet/ui';
import { ChequeShare } from '../ad-cheque/cheque-share';
import { DesignPreview } from '../ad-cheque/design-preview';
import { useAdCheque } from '../shared/ad-cheque-queries';
import { useChequeFormat } from '../shared/use-cheque-format';
import { NEW_PICTURE_CODES, useClaimRefusalText } from './claim-refusal';
import { useChequeCaptcha, useClaimCheque } from './use-claim';
import '../shared/cheque.css';

/**
 * /cheque/captcha?chequeId=&referredById=: a shared cheque's claim. The cheque, a captcha picture, the answer;
 * a wrong answer draws a new picture; a claim shows the prize and the claimer's own link to share on.
 */
export function ChequeCaptchaPage({ telegramBotUrl }: ScreenProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { chequeId, referredById } = useRouteQuery('chequeCaptcha');
  const cheque = useAdCheque(chequeId);
  let body;
  if (cheque.isPending) body = <Skeleton height={160} />;
  else if (cheque.isError)
    body = (
      <LoadFailure
        message={t`The cheque could not be loaded.`}
        detail={errorText(cheque.error)}
        onRetry={() => void cheque.refetch()}
      />
    );
  else
    body = (
      <ChequeClaim cheque={cheque.data} referredById={referredById ?? null} telegramBotUrl={telegramBotUrl} />
    );
  return <Page title={t`Ad cheque`}>{body}</Page>;
}

function ChequeClaim({
  cheque,
  referredById,
  telegramBotUrl,
}: {
  cheque: AdCheque;
  referredById: string | null;
  telegramBotUrl: string | null;
}) {
  const { t } = useLingui();
  const format = useChequeFormat();
  const refusalText = useClaimRefusalText();
  const { deviceInformation } = useSession();
  const errorText = useErrorText();
  const [answer, setAnswer] = useState('');
  const [claimed, setClaimed] = useState<AdChequeClaim | null>(null);
  const isClaimable = cheque.status === 'ACTIVE' && !cheque.isClaimed && claimed === null;
  const captcha = useChequeCaptcha(cheque.id, referredById, isClaimable);
  const claim = useClaimCheque(cheque.id, (error) => {
    // A spent picture is replaced at once, for the next answer.
    if (isApiError(error) && NEW_PICTURE_CODES.includes(error.codeString)) {
      setAnswer('');
      void captcha.refetch();
    }
  });
  const prize = format.amount(cheque.activationPrize, cheque.token);

  if (claimed) return <Claimed cheque={cheque} claim={claimed} telegramBotUrl={telegramBotUrl} />;
  // A refusal of the picture itself (claimed already, own cheque, not active) ends the page there.
  const stop =
    refusalText(cheque, captcha.error) ??
    (isClaimable ? null : refusalText(cheque, null)) ??
    (captcha.isError ? (errorText(captcha.error) ?? t`The captcha could not be loaded.`) : null);
  const claimRefusal = claim.error ? refusalText(cheque, claim.error) : null;
  const send = () => {
    if (!captcha.data || answer.trim() === '') return;
    claim.send(
      {
        chequeId: cheque.id,
        referredById,
        captchaToken: `${captcha.data.captchaId}.${answer.trim()}`,
        deviceInformation,
      },
      { onSuccess: setClaimed },
    );
  };
  return (
    <Stack>
      <DesignPreview design={cheque.design} prize={prize} message={cheque.message} />
      {stop ? (
        <MessageBox tone="warning">
          <p>{stop}</p>
        </MessageBox>
      ) : (
        <Stack>
          <p>{t`Type the characters in the picture to claim ${prize}.`}</p>
          {captcha.data ? (
            <img className="shop-captcha" src={captcha.data.image} alt={t`Captcha picture`} />
          ) : (
            <Skeleton height={80} />
          )}
          <Button mode="plain" onClick={() => void captcha.refetch()} disabled={captcha.isFetching}>
            {t`New picture`}
          </Button>
          <TextField
            label={t`The characters in the picture`}
            value={answer}
            onChange={setAnswer}
            isLtr
            autoComplete="off"
            error={claimRefusal ?? undefined}
          />
          <Button
            size="l"
            isStretched
            isBusy={claim.isPending}
            disabled={!captcha.data || answer.trim() === ''}
            onClick={send}
          >
            {t`Claim`}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** The prize, and the claimer's own link: whoever claims through it pays them the referral prize. */
function Claimed({
  cheque,
  claim,
  telegramBotUrl,
}: {
  cheque: AdCheque;
  claim: AdChequeClaim;
  telegramBotUrl: string | null;
}) {
  const { t } = useLingui();
  const format = useChequeFormat();
  const me = useWhoami();
  const amount = format.amount(claim.amount, claim.token);
  return (
    <Stack>
      <MessageBox tone="info">
        <p role="status">{t`You got ${amount}. It is in your balance.`}</p>
      </MessageBox>
      {me.data ? (
        <>
          <p>{t`Share the cheque: when someone claims it through your link, you get a referral prize.`}</p>
          <ChequeShare
            chequeId={cheque.id}
            referredById={me.data.id}
            telegramBotUrl={telegramBotUrl}
            text={t`Claim a prize from this cheque!`}
          />
        </>
      ) : null}
    </Stack>
  );
}
