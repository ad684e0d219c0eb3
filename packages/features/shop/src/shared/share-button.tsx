import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button, CopyText, MessageBox } from '@wallet/kit';
import { usePlatform } from '@wallet/platform';
import { buildPath, shareInChat, startAppLink, useNotify, type ShareOutcome } from '@wallet/ui';

/**
 * An item's link: the mini-app's start link when the bot's link is known, else this site's /redirect with the same
 * code.
 */
export function itemLink(code: string, telegramBotUrl: string | null, origin: string): string {
  return telegramBotUrl
    ? startAppLink(telegramBotUrl, code)
    : new URL(buildPath('redirect', undefined, { to: code }), origin).toString();
}

/**
 * Share into a chat the best way the host allows, then say what happened, with the link to copy. Inside Telegram
 * with shareMessage, the bot prepares the item's message for this user (`prepare`, the same message its inline mode
 * posts), and Telegram's dialog sends it to the chat they pick; without it, the bot's name and the item's code go
 * into a chat's input (switchInlineQuery), whose results offer the same message; outside Telegram the link is shared
 * or copied. `sent` and `inlineQuery` say it in the item's words.
 */
export function ShareButton({
  code,
  link,
  text,
  prepare,
  sent,
  inlineQuery,
}: {
  code: string;
  link: string;
  text: string;
  prepare: () => Promise<string>;
  sent: string;
  inlineQuery: string;
}) {
  const { t } = useLingui();
  const platform = usePlatform();
  const notify = useNotify();
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const share = async () => {
    setOutcome(null);
    setIsAsking(true);
    try {
      // Telegram keeps a prepared message for a few hours only, so each share asks for a fresh one.
      const preparedMessageId = platform.shareMessage ? await prepare() : null;
      setOutcome(await shareInChat(platform, { preparedMessageId, inlineQuery: code, link, text }));
    } catch (failure) {
      notify.error(failure);
    } finally {
      setIsAsking(false);
    }
  };
  const said: Record<ShareOutcome, string> = {
    sent,
    notSent: t`Nothing was sent.`,
    inlineQuery,
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
