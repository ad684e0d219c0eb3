import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { startParamFor } from '@wallet/core';
import { Button, CopyText, MessageBox } from '@wallet/kit';
import { usePlatform } from '@wallet/platform';
import { buildPath, shareInChat, startAppLink, useNotify, type ShareOutcome } from '@wallet/ui';

/**
 * A cheque's link: the mini-app's start link when the bot's link is known, else this site's /redirect with the
 * same code. `referredById` names who shares it (null: nobody, as for the creator).
 */
export function chequeLink(
  chequeId: string,
  referredById: string | null,
  telegramBotUrl: string | null,
  origin: string,
) {
  const code = startParamFor({ kind: 'cheque', chequeId, referredById });
  const link = telegramBotUrl
    ? startAppLink(telegramBotUrl, code)
    : new URL(buildPath('redirect', undefined, { to: code }), origin).toString();
  return { code, link };
}

/** Share into a chat the best way the host allows, then say what happened, with the link to copy. */
export function ChequeShare({
  chequeId,
  referredById,
  telegramBotUrl,
  text,
}: {
  chequeId: string;
  referredById: string | null;
  telegramBotUrl: string | null;
  text: string;
}) {
  const { t } = useLingui();
  const platform = usePlatform();
  const notify = useNotify();
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const { code, link } = chequeLink(chequeId, referredById, telegramBotUrl, window.location.origin);
  const share = async () => {
    try {
      // The bot prepares no message for a cheque yet: its inline results and the link carry it.
      setOutcome(await shareInChat(platform, { preparedMessageId: null, inlineQuery: code, link, text }));
    } catch (failure) {
      notify.error(failure);
    }
  };
  const said: Record<ShareOutcome, string> = {
    sent: t`The cheque was sent.`,
    notSent: t`Nothing was sent.`,
    inlineQuery: t`Pick a chat to send the cheque to.`,
    sharedLink: t`The link was shared.`,
    copied: t`The link was copied: paste it in a chat.`,
  };
  return (
    <>
      <Button size="l" isStretched onClick={() => void share()}>
        {t`Share`}
      </Button>
      {outcome ? (
        <MessageBox tone={outcome === 'notSent' ? 'warning' : 'info'}>
          <p role="status">{said[outcome]}</p>
        </MessageBox>
      ) : null}
      <CopyText text={link} isLtr />
    </>
  );
}
