import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Giveaway } from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import {
  Button,
  ConfirmDrawer,
  DetailList,
  MessageBox,
  Picture,
  Section,
  Skeleton,
  Stack,
} from '@wallet/kit';
import {
  buildPath,
  LoadFailure,
  Page,
  serverClock,
  useErrorText,
  useNavigate,
  useSession,
  useWriteAccessAsker,
  type ScreenProps,
} from '@wallet/ui';
import { useGiveaway } from '../shared/giveaway-queries';
import { GIVEAWAY_STATUS_WORDS } from '../shared/giveaway-words';
import { useDeleteGiveaway, useParticipateGiveaway, usePayGiveaway } from '../shared/use-giveaway-calls';
import { useChequeFormat } from '../shared/use-cheque-format';
import { GiveawayShare } from './giveaway-share';
import { SafeMarkdown } from './safe-markdown';

const pagePath = (id: string) => buildPath('shopGiveaway', undefined, { id });

/** /shop/giveaway?id=: a giveaway as anyone signed in sees it, with what the caller may do by their part in it. */
export function GiveawayPage({ id, telegramBotUrl }: ScreenProps & { id: string }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const giveaway = useGiveaway(id);
  let body;
  if (giveaway.isPending) {
    body = (
      <Stack>
        <Skeleton height={120} />
        <Skeleton height={220} />
      </Stack>
    );
  } else if (giveaway.isError) {
    body = (
      <LoadFailure
        message={t`The giveaway could not be loaded.`}
        detail={errorText(giveaway.error)}
        onRetry={() => void giveaway.refetch()}
      />
    );
  } else {
    body = <GiveawayInfo giveaway={giveaway.data} telegramBotUrl={telegramBotUrl} />;
  }
  return <Page title={t`Giveaway`}>{body}</Page>;
}

function GiveawayInfo({ giveaway, telegramBotUrl }: { giveaway: Giveaway; telegramBotUrl: string | null }) {
  const { t, i18n } = useLingui();
  const { language, apiUrl } = useSession();
  const format = useChequeFormat();
  const money = (value: string) => format.amount(value, giveaway.token);
  const isDrawn = giveaway.status === 'DRAWN';
  const isOpen = giveaway.status === 'ACTIVE' && Date.parse(giveaway.endsAt) > serverClock.now();
  return (
    <Stack>
      <Picture src={apiUrl(giveaway.bannerUrl)} alt={t`The giveaway's banner`} />
      <SafeMarkdown>{giveaway.title}</SafeMarkdown>
      <DetailList
        rows={[
          { label: t`Status`, value: i18n._(GIVEAWAY_STATUS_WORDS[giveaway.status]) },
          { label: t`Ends`, value: formatDateTime(giveaway.endsAt, language) },
          giveaway.status === 'ACTIVE'
            ? { label: t`Time left`, value: <Countdown endsAt={giveaway.endsAt} /> }
            : null,
          { label: t`Total prize`, value: money(giveaway.totalPrize) },
          { label: t`Participants`, value: format.digits(String(giveaway.participants)) },
        ]}
      />
      <Section title={t`Prizes`}>
        <DetailList
          rows={giveaway.prizes.map((prize, index) => ({
            label: t`Tier ${format.digits(String(index + 1))}`,
            value: t`${format.digits(String(prize.count))} × ${money(prize.amount)}`,
          }))}
        />
      </Section>
      {giveaway.limitations.length > 0 ? (
        <Section title={t`To join, be a member of`}>
          <ChatLinks giveaway={giveaway} />
        </Section>
      ) : null}
      {giveaway.isParticipating && giveaway.participantCode ? (
        <MessageBox tone="info" title={t`You joined`}>
          {t`Your participant code: ${giveaway.participantCode}`}
        </MessageBox>
      ) : null}
      {giveaway.status === 'ACTIVE' && !giveaway.isCreator && !giveaway.isParticipating ? (
        <JoinGiveaway giveaway={giveaway} />
      ) : null}
      {giveaway.isCreator && giveaway.status === 'PENDING' ? (
        <>
          <PayGiveaway giveaway={giveaway} />
          <CancelGiveaway giveaway={giveaway} />
        </>
      ) : null}
      {isOpen && (giveaway.isCreator || giveaway.isParticipating) ? (
        <GiveawayShare
          giveawayId={giveaway.id}
          telegramBotUrl={telegramBotUrl}
          text={t`Join this giveaway: ${money(giveaway.totalPrize)} in prizes.`}
        />
      ) : null}
      {isDrawn ? <DrawResult giveaway={giveaway} /> : null}
    </Stack>
  );
}

/** The chats a participant must be in, each by its preview name, a link when Telegram gave one. */
function ChatLinks({ giveaway }: { giveaway: Giveaway }) {
  return (
    <ul>
      {giveaway.limitations.map((limitation) => (
        <li key={limitation.chat}>
          {limitation.url ? (
            <a href={limitation.url} target="_blank" rel="noopener noreferrer">
              {limitation.previewName}
            </a>
          ) : (
            limitation.previewName
          )}{' '}
          <span dir="ltr">({limitation.chat})</span>
        </li>
      ))}
    </ul>
  );
}

/** The time left until the draw, ticking each second. */
function Countdown({ endsAt }: { endsAt: string }) {
  const { t } = useLingui();
  const format = useChequeFormat();
  const [now, setNow] = useState(() => serverClock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverClock.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.floor((Date.parse(endsAt) - now) / 1000));
  if (left === 0) return <>{t`Drawing the winners…`}</>;
  const days = Math.floor(left / 86_400);
  const clock = [Math.floor((left % 86_400) / 3600), Math.floor((left % 3600) / 60), left % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  const shown = format.digits(clock);
  return <>{days > 0 ? t`${format.digits(String(days))} days ${shown}` : shown}</>;
}

/** Join: the server checks each limitation with Telegram; a refusal says why and which chats to join. */
function JoinGiveaway({ giveaway }: { giveaway: Giveaway }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const join = useParticipateGiveaway(giveaway.id);
  const askWriteAccess = useWriteAccessAsker();
  const refusal = join.refusal;
  let told = null;
  if (refusal?.codeString === 'GIVEAWAY_LIMITATION_NOT_MET') {
    told = (
      <MessageBox tone="error" title={t`Join these chats first`}>
        {refusal.localizedMessage ? <p>{refusal.localizedMessage}</p> : null}
        <ChatLinks giveaway={giveaway} />
      </MessageBox>
    );
  } else if (refusal?.codeString === 'TELEGRAM_ACCOUNT_NEEDED') {
    told = (
      <MessageBox tone="error" title={t`A Telegram account is needed`}>
        {t`Joining this giveaway needs membership of Telegram chats, which is checked on your Telegram account. Open the wallet in Telegram to join.`}
      </MessageBox>
    );
  } else if (refusal) {
    told = <MessageBox tone="error">{errorText(refusal)}</MessageBox>;
  }
  return (
    <Stack>
      {told}
      <Button
        size="l"
        isStretched
        isBusy={join.isPending}
        onClick={() =>
          // A winner is told by the bot: once joined, its leave to write is asked (once per device).
          join.send(undefined, { onSuccess: () => void askWriteAccess().catch(() => {}) })
        }
      >
        {t`Join`}
      </Button>
    </Stack>
  );
}

/** Pay a PENDING giveaway: its GIVEAWAY invoice, on the invoice page, back here once paid. */
function PayGiveaway({ giveaway }: { giveaway: Giveaway }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const pay = usePayGiveaway();
  return (
    <Button
      size="l"
      isStretched
      isBusy={pay.isPending}
      onClick={() =>
        pay.send(giveaway.id, {
          onSuccess: (invoice) =>
            navigate(buildPath('invoice', undefined, { id: invoice.id, nextUrl: pagePath(giveaway.id) })),
        })
      }
    >
      {t`Pay`}
    </Button>
  );
}

/** Cancel a giveaway that was never paid, after asking. */
function CancelGiveaway({ giveaway }: { giveaway: Giveaway }) {
  const { t } = useLingui();
  const remove = useDeleteGiveaway(giveaway.id);
  const [isAsking, setIsAsking] = useState(false);
  return (
    <>
      <Button mode="plain" size="l" isStretched onClick={() => setIsAsking(true)} disabled={remove.isPending}>
        {t`Cancel the giveaway`}
      </Button>
      <ConfirmDrawer
        open={isAsking}
        title={t`Cancel this giveaway?`}
        body={t`It was never paid: nothing comes back, and its unpaid invoice is canceled.`}
        confirmLabel={t`Cancel it`}
        isDestructive
        isBusy={remove.isPending}
        onConfirm={() => remove.send(undefined, { onSuccess: () => setIsAsking(false) })}
        onCancel={() => setIsAsking(false)}
      />
    </>
  );
}

/** Once drawn: the winners, what the caller won, what went back to the creator, and how to check the draw. */
function DrawResult({ giveaway }: { giveaway: Giveaway }) {
  const { t } = useLingui();
  const format = useChequeFormat();
  const money = (value: string) => format.amount(value, giveaway.token);
  return (
    <Stack>
      <Section title={t`Winners`}>
        {giveaway.winners.length === 0 ? (
          <p>{t`No one joined, so no one won.`}</p>
        ) : (
          <DetailList
            rows={giveaway.winners.map((winner) => ({
              label: t`${format.digits(String(winner.rank))}. ${winner.displayName} (${winner.participantCode})`,
              value: money(winner.amount),
            }))}
          />
        )}
      </Section>
      <DetailList
        rows={[
          giveaway.prizeWon !== null && !giveaway.isCreator
            ? { label: t`You won`, value: money(giveaway.prizeWon) }
            : null,
          { label: t`Returned to the creator`, value: money(giveaway.returned) },
        ]}
      />
      {giveaway.draw ? (
        <Section title={t`Check the draw`}>
          <p>
            {t`Before anyone joined, the seed's SHA-256 was published. Now the seed is shown: hash it to see it is the same, then follow the rule to find the same winners.`}
          </p>
          <DetailList
            rows={[
              { label: t`Seed hash`, value: <code dir="ltr">{giveaway.draw.seedHash}</code> },
              giveaway.draw.seed
                ? { label: t`Seed`, value: <code dir="ltr">{giveaway.draw.seed}</code> }
                : null,
            ]}
          />
          <p dir="auto">{giveaway.draw.rule}</p>
        </Section>
      ) : null}
    </Stack>
  );
}
