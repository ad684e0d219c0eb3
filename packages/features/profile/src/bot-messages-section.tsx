import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BOT_MESSAGE_KINDS,
  type BotMessageKind,
  type NotificationSettings,
  type NotificationSettingsChange,
  type WriteAccessState,
} from '@wallet/api';
import { Button, Checkbox, Hint, MessageBox, Section, Stack } from '@wallet/kit';
import { usePlatform } from '@wallet/platform';
import { LoadFailure, useErrorText, useNotificationSettings, useSaveNotificationSettings } from '@wallet/ui';
import { Loading } from './load-states';

/**
 * The bot's messages in settings (issue 12): push does not reach most users in Iran, so the wallet's bot writes to
 * them in Telegram. One switch per kind, each saved as it changes. Inside Telegram, where the bot needs the user's
 * leave (requestWriteAccess), a button asks for it, and turning a kind on asks first; on the web the section says
 * the messages come through the bot and links to it.
 */
export function BotMessagesSection({ telegramBotUrl }: { telegramBotUrl: string | null }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const platform = usePlatform();
  const settings = useNotificationSettings();
  const canAsk = platform.requestWriteAccess !== undefined;

  let body;
  if (settings.isPending) body = <Loading rows={BOT_MESSAGE_KINDS.length} />;
  else if (settings.isError)
    body = (
      <LoadFailure
        message={t`The bot messages' settings could not be loaded.`}
        detail={errorText(settings.error)}
        onRetry={() => void settings.refetch()}
      />
    );
  else if (!settings.data.hasTelegram)
    body = (
      <MessageBox tone="info">
        {t`These messages come through our Telegram bot, and your wallet has no Telegram account. Log in to the wallet from Telegram to get them.`}
      </MessageBox>
    );
  else
    body = (
      <Stack>
        {canAsk ? (
          <WriteAccessRequest writeAccess={settings.data.writeAccess} />
        ) : (
          <BotLink telegramBotUrl={telegramBotUrl} writeAccess={settings.data.writeAccess} />
        )}
        {BOT_MESSAGE_KINDS.map((kind) => (
          <KindSwitch key={kind} kind={kind} settings={settings.data} canAsk={canAsk} />
        ))}
      </Stack>
    );
  return <Section title={t`Bot messages`}>{body}</Section>;
}

/** Asks Telegram to let the bot write, and records the answer: the change to send with it. */
function useAskWriteAccess() {
  const platform = usePlatform();
  return async (): Promise<Pick<NotificationSettingsChange, 'writeAccess'>> => {
    const request = platform.requestWriteAccess;
    if (!request) return {};
    return { writeAccess: (await request()) ? 'GRANTED' : 'DENIED' };
  };
}

function WriteAccessRequest({ writeAccess }: { writeAccess: WriteAccessState }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const save = useSaveNotificationSettings();
  const askWriteAccess = useAskWriteAccess();
  const ask = useMutation({ mutationFn: async () => save(await askWriteAccess()) });
  if (writeAccess === 'GRANTED') return <Hint>{t`The bot may message you in Telegram.`}</Hint>;
  return (
    <Stack>
      {writeAccess === 'DENIED' ? (
        <MessageBox tone="warning">
          {t`No bot messages will come: you did not let the bot message you, or you blocked it. You can let it now.`}
        </MessageBox>
      ) : (
        <Hint>{t`Telegram asks you once to let the bot message you; without that, these messages may not come.`}</Hint>
      )}
      <Button mode="bezeled" isBusy={ask.isPending} onClick={() => ask.mutate()}>
        {t`Let the bot message me`}
      </Button>
      {ask.isError ? <SaveFailure error={errorText(ask.error)} onRetry={() => ask.mutate()} /> : null}
    </Stack>
  );
}

function BotLink({
  telegramBotUrl,
  writeAccess,
}: {
  telegramBotUrl: string | null;
  writeAccess: WriteAccessState;
}) {
  const { t } = useLingui();
  const platform = usePlatform();
  return (
    <Stack>
      <Hint>{t`These messages come through our Telegram bot, to the Telegram account of your wallet.`}</Hint>
      {writeAccess === 'DENIED' ? (
        <MessageBox tone="warning">
          {t`No bot messages will come: you did not let the bot message you, or you blocked it. Open the wallet in Telegram to let it.`}
        </MessageBox>
      ) : null}
      {telegramBotUrl ? (
        <Button mode="plain" onClick={() => platform.openTelegramLink(telegramBotUrl)}>
          {t`Open the bot in Telegram`}
        </Button>
      ) : null}
    </Stack>
  );
}

function KindSwitch({
  kind,
  settings,
  canAsk,
}: {
  kind: BotMessageKind;
  settings: NotificationSettings;
  canAsk: boolean;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const save = useSaveNotificationSettings();
  const askWriteAccess = useAskWriteAccess();
  const labels: Record<BotMessageKind, string> = {
    DEPOSIT_CREDITED: t`A deposit credited`,
    WITHDRAWAL_CONFIRMED: t`A withdrawal confirmed`,
    PRICE_ALERT: t`A price alert reached`,
    CHEQUE_CLAIMED: t`One of your cheques claimed`,
    GIVEAWAY_WON: t`A giveaway prize won`,
  };
  const change = useMutation({
    mutationFn: async (isOn: boolean) => {
      const kinds = { [kind]: isOn } as NotificationSettingsChange['kinds'];
      // A kind turned on is useless while the bot may not write: inside Telegram, ask first, in the same save.
      const access = isOn && canAsk && settings.writeAccess !== 'GRANTED' ? await askWriteAccess() : {};
      return save({ kinds, ...access });
    },
  });
  // While a change is saving, the switch shows where the user put it, from the tap on (set in the same event, so
  // the controlled box never flicks back before the mutation's state arrives); a failed save puts it back.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const isOn = wanted ?? settings.kinds[kind];
  const flip = (checked: boolean) => {
    setWanted(checked);
    change.mutate(checked, { onSettled: () => setWanted(null) });
  };
  return (
    <Stack gap={1}>
      <Checkbox label={labels[kind]} checked={isOn} disabled={change.isPending} onChange={flip} />
      {change.isError ? (
        <SaveFailure
          error={errorText(change.error)}
          onRetry={() => flip(change.variables ?? !settings.kinds[kind])}
        />
      ) : null}
    </Stack>
  );
}

function SaveFailure({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <MessageBox
      tone="error"
      actions={
        <Button mode="bezeled" size="m" onClick={onRetry}>
          {t`Try again`}
        </Button>
      }
    >
      <p>{t`Your change was not saved.`}</p>
      {error ? <p>{error}</p> : null}
    </MessageBox>
  );
}
