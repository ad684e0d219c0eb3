import { useLingui } from '@lingui/react/macro';
import { startParamFor } from '@wallet/core';
import { useApi } from '@wallet/ui';
import { itemLink, ShareButton } from '../shared/share-button';

/** A cheque's start code and link; `referredById` names who shares it (null: nobody, as for the creator). */
export function chequeLink(
  chequeId: string,
  referredById: string | null,
  telegramBotUrl: string | null,
  origin: string,
) {
  const code = startParamFor({ kind: 'cheque', chequeId, referredById });
  return { code, link: itemLink(code, telegramBotUrl, origin) };
}

/**
 * Share a cheque into a chat (see ShareButton). The server names the sharer as the referrer in the prepared message
 * when they claimed the cheque, as `referredById` does in the link.
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
  const api = useApi();
  const { code, link } = chequeLink(chequeId, referredById, telegramBotUrl, window.location.origin);
  return (
    <ShareButton
      code={code}
      link={link}
      text={text}
      prepare={async () =>
        (await api.adChequePreparedMessage({ params: { id: chequeId } })).preparedMessageId
      }
      sent={t`The cheque was sent.`}
      inlineQuery={t`Pick a chat to send the cheque to.`}
    />
  );
}
