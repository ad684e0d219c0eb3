import { useLingui } from '@lingui/react/macro';
import { startParamFor } from '@wallet/core';
import { useApi } from '@wallet/ui';
import { itemLink, ShareButton } from '../shared/share-button';

/** Share a giveaway into a chat (see ShareButton): its start link g-<id> opens its page. */
export function GiveawayShare({
  giveawayId,
  telegramBotUrl,
  text,
}: {
  giveawayId: string;
  telegramBotUrl: string | null;
  text: string;
}) {
  const { t } = useLingui();
  const api = useApi();
  const code = startParamFor({ kind: 'giveaway', giveawayId });
  return (
    <ShareButton
      code={code}
      link={itemLink(code, telegramBotUrl, window.location.origin)}
      text={text}
      prepare={async () =>
        (await api.giveawayPreparedMessage({ params: { id: giveawayId } })).preparedMessageId
      }
      sent={t`The giveaway was sent.`}
      inlineQuery={t`Pick a chat to send the giveaway to.`}
    />
  );
}
