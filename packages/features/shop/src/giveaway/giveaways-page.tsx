import { useLingui } from '@lingui/react/macro';
import type { Giveaway } from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import { EmptyState, List, Section, Skeleton, Stack } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import {
  buildPath,
  LinkRow,
  LoadFailure,
  Page,
  useErrorText,
  useNavigate,
  useRouteQuery,
  useSession,
  type ScreenProps,
} from '@wallet/ui';
import { useGiveaways } from '../shared/giveaway-queries';
import { GIVEAWAY_STATUS_WORDS } from '../shared/giveaway-words';
import { useChequeFormat } from '../shared/use-cheque-format';
import { GiveawayPage } from './giveaway-page';

/** /shop/giveaway: with an id (a shared start link) the giveaway's page, without one the user's giveaways. */
export function GiveawaysScreen(props: ScreenProps) {
  const { id } = useRouteQuery('shopGiveaway');
  return id ? <GiveawayPage id={id} {...props} /> : <GiveawaysPage />;
}

/** The giveaways the user created and the ones they joined, each opening its page, and the way to create one. */
export function GiveawaysPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const giveaways = useGiveaways();
  const navigate = useNavigate();
  // Creating a giveaway is the page's primary action: the host's main button.
  useMainButton({ text: t`Create a giveaway`, onClick: () => navigate(buildPath('shopGiveawayNew')) });
  let body;
  if (giveaways.isPending) {
    body = (
      <Stack>
        <Skeleton height={64} />
        <Skeleton height={64} />
      </Stack>
    );
  } else if (giveaways.isError) {
    body = (
      <LoadFailure
        message={t`Your giveaways could not be loaded.`}
        detail={errorText(giveaways.error)}
        onRetry={() => void giveaways.refetch()}
      />
    );
  } else if (giveaways.data.created.length === 0 && giveaways.data.joined.length === 0) {
    body = (
      <EmptyState
        title={t`No giveaways yet`}
        description={t`Put prizes in a giveaway and share it: at its end, winners are drawn among those who joined. Giveaways you create or join are listed here.`}
      />
    );
  } else {
    body = (
      <Stack>
        {giveaways.data.created.length > 0 ? (
          <Section title={t`Created by you`}>
            <List>
              {giveaways.data.created.map((giveaway) => (
                <GiveawayRow key={giveaway.id} giveaway={giveaway} />
              ))}
            </List>
          </Section>
        ) : null}
        {giveaways.data.joined.length > 0 ? (
          <Section title={t`Joined`}>
            <List>
              {giveaways.data.joined.map((giveaway) => (
                <GiveawayRow key={giveaway.id} giveaway={giveaway} />
              ))}
            </List>
          </Section>
        ) : null}
      </Stack>
    );
  }
  return <Page title={t`Giveaways`}>{body}</Page>;
}

/** A giveaway's row: its title as plain text (the markdown is for its page), its pot, status and end. */
function GiveawayRow({ giveaway }: { giveaway: Giveaway }) {
  const { t, i18n } = useLingui();
  const { language } = useSession();
  const format = useChequeFormat();
  const total = format.amount(giveaway.totalPrize, giveaway.token);
  const status = i18n._(GIVEAWAY_STATUS_WORDS[giveaway.status]);
  const ends = formatDateTime(giveaway.endsAt, language);
  return (
    <LinkRow
      href={buildPath('shopGiveaway', undefined, { id: giveaway.id })}
      subtitle={t`${status} · ${total} · ends ${ends}`}
    >
      {plainTitle(giveaway.title)}
    </LinkRow>
  );
}

/** The title's first line without markdown's marks, short enough for a row. */
export function plainTitle(markdown: string) {
  const line = markdown.split('\n').find((part) => part.trim() !== '') ?? '';
  const plain = line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>~]/g, '')
    .trim();
  return plain.length > 80 ? `${plain.slice(0, 79)}…` : plain;
}
