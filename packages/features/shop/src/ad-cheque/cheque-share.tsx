import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { startParamFor } from '@wallet/core';
import { Button, CopyText, MessageBox } from '@wallet/kit';
import { usePlatform } from '@wallet/platform';
import { buildPath, shareInChat, startAppLink, useApi, useNotify, type ShareOutcome } from '@wallet/ui';

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

/**
 * Share into a chat the best way the host allows, then say what happened, with the link to copy. Inside Telegram
 * with shareMessage, the bot prepares the cheque's message for this user (the same message its inline mode
 * posts), and Telegram's dialog sends it to the chat they pick; without it, the bot's name and the cheque's code
 * go into a chat's input (switchInlineQuery), whose results offer the same message; outside Telegram the link is
 * shared or copied.
 */
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
  const api = useApi();
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const { code, link } = chequeLink(chequeId, referredById, telegramBotUrl, window.location.origin);
  const share = async () => {
    setOutcome(null);
    setIsAsking(true);
    try {
      // Telegram keeps a prepared message for a few hours only, so each share asks for a fresh one; the server
      // names the sharer as the referrer when they claimed the cheque, as `referredById` here does.
      const preparedMessageId = platform.shareMessage
        ? (await api.adChequePreparedMessage({ params: { id: chequeId } })).preparedMessageId
        : null;
      setOutcome(await shareInChat(platform, { preparedMessageId, inlineQuery: code, link, text }));
    } catch (failure) {
      notify.error(failure);
    } finally {
      setIsAsking(false);
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
      <Button size="l" isStretched isBusy={isAsking} onClick={() => void share()}>
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
