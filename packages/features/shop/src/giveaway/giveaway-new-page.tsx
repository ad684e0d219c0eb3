import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import {
  GIVEAWAY_BANNER_MAX_BYTES,
  GIVEAWAY_MAX_LIMITATIONS,
  GIVEAWAY_MAX_PRIZE_TIERS,
  GIVEAWAY_TITLE_MAX_LENGTH,
} from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import {
  AmountInput,
  Button,
  Card,
  FieldError,
  Hint,
  ImageField,
  MessageBox,
  Section,
  Skeleton,
  Stack,
  TextAreaField,
  TextField,
  ToggleGroup,
} from '@wallet/kit';
import {
  buildPath,
  Page,
  serverClock,
  useErrorText,
  usePersistedAtom,
  persistedAtom,
  useAskWriteAccessOnce,
  useSession,
} from '@wallet/ui';
import { SHOP_STORAGE_KEYS } from '../shared/storage-keys';
import { useCreateGiveaway, usePayGiveaway } from '../shared/use-giveaway-calls';
import { usePayOnceMade } from '../shared/use-pay-once-made';
import { PrizeCoinField } from '../shared/prize-coin-field';
import { TOMAN_TOKEN, useChequeFormat } from '../shared/use-cheque-format';
import { readBannerFile, type BannerProblem } from './banner-file';
import {
  canAddChat,
  canAddTier,
  checkGiveawayDraft,
  draftTotal,
  GIVEAWAY_DURATION_KEYS,
  GIVEAWAY_DURATIONS,
  giveawayDataOf,
  hasGiveawayProblems,
  type GiveawayDraft,
  type GiveawayDuration,
} from './giveaway-form';
import { useGiveawayProblemText } from './giveaway-problem-text';
import { SafeMarkdown } from './safe-markdown';

const GIVEAWAY_DRAFT = persistedAtom(SHOP_STORAGE_KEYS.giveawayDraft);

/** A giveaway's own page, where its invoice is paid later if it could not be now. */
const giveawayPage = (id: string) => buildPath('shopGiveaway', undefined, { id });

const EMPTY: GiveawayDraft = {
  title: '',
  token: TOMAN_TOKEN,
  duration: '1d',
  prizes: [{ count: '1', amount: '' }],
  limitations: [],
};

/** The banner picked on this visit: its bytes as they will be sent, a preview address, and a name for the request. */
interface PickedBanner {
  blob: Blob;
  previewUrl: string;
  id: number;
}

/**
 * /shop/giveaway/new: a giveaway's title (markdown, previewed as readers will see it), banner, duration, coin,
 * prize tiers and the chats to be a member of, checked as typed and kept on the device until it is created. Create
 * makes it PENDING and asks for its GIVEAWAY invoice at once; the invoice page takes any payment and comes back to
 * the giveaway's page.
 */
export function GiveawayNewPage() {
  const { t } = useLingui();
  const [kept, keep, { loading, clear }] = usePersistedAtom(GIVEAWAY_DRAFT);
  // What a giveaway's creator hears from the bot comes after this page: its leave to write is asked once here.
  useAskWriteAccessOnce();
  return (
    <Page title={t`New giveaway`}>
      {loading ? (
        <Stack>
          <Skeleton height={120} />
          <Skeleton height={220} />
        </Stack>
      ) : (
        <GiveawayForm
          draft={kept ?? EMPTY}
          onChange={(next) => void keep(next)}
          onCreated={() => void clear()}
        />
      )}
    </Page>
  );
}

function GiveawayForm({
  draft,
  onChange,
  onCreated,
}: {
  draft: GiveawayDraft;
  onChange: (draft: GiveawayDraft) => void;
  onCreated: () => void;
}) {
  const { t } = useLingui();
  const { language } = useSession();
  const format = useChequeFormat();
  const errorText = useErrorText();
  const problemText = useGiveawayProblemText();
  const [banner, setBanner] = useState<PickedBanner | null>(null);
  const [bannerProblem, setBannerProblem] = useState<BannerProblem | null>(null);
  const [isReadingBanner, setIsReadingBanner] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [isSubmitted, setIsSubmitted] = useState(false);
  // The end time is fixed at the first tap on Create for what was typed, so a retry sends the same request.
  const endsAtFor = useRef<{ draft: string; nowMs: number } | null>(null);
  const nextBannerId = useRef(0);
  const create = useCreateGiveaway();
  const pay = usePayGiveaway();

  useEffect(() => () => (banner ? URL.revokeObjectURL(banner.previewUrl) : undefined), [banner]);

  const decimals = format.decimalsOf(draft.token);
  const problems = checkGiveawayDraft(draft, banner !== null, decimals);
  const shown = (field: string, problem: Parameters<typeof problemText>[0]) =>
    isSubmitted || touched.has(field) ? problemText(problem) : undefined;
  const change = (field: string, next: Partial<GiveawayDraft>) => {
    onChange({ ...draft, ...next });
    setTouched((old) => new Set(old).add(field));
  };
  const setTier = (index: number, part: 'count' | 'amount', value: string) =>
    change(`prizes.${index}.${part}`, {
      prizes: draft.prizes.map((tier, i) => (i === index ? { ...tier, [part]: value } : tier)),
    });
  const setChat = (index: number, value: string) =>
    change(`limitations.${index}`, {
      limitations: draft.limitations.map((chat, i) => (i === index ? value : chat)),
    });

  const pickBanner = async (file: File | undefined) => {
    if (!file) return;
    setIsReadingBanner(true);
    try {
      const read = await readBannerFile(file);
      setBannerProblem(read.problem);
      setBanner(
        read.banner
          ? { blob: read.banner, previewUrl: URL.createObjectURL(read.banner), id: ++nextBannerId.current }
          : null,
      );
    } finally {
      setIsReadingBanner(false);
    }
  };

  const isBusy = create.isPending || pay.isPending;
  const payOnceMade = usePayOnceMade(pay, giveawayPage);

  const submit = () => {
    setIsSubmitted(true);
    if (hasGiveawayProblems(problems) || !banner || isReadingBanner) return;
    const typed = JSON.stringify(draft);
    if (endsAtFor.current?.draft !== typed) endsAtFor.current = { draft: typed, nowMs: serverClock.now() };
    const dataString = JSON.stringify(giveawayDataOf(draft, endsAtFor.current.nowMs));
    create.send(
      { dataString, banner: banner.blob, bannerId: banner.id },
      {
        onSuccess: (giveaway) => {
          onCreated();
          payOnceMade(giveaway.id);
        },
      },
    );
  };

  const refusal = create.refusal;
  const chatRefusal = refusal?.codeString === 'GIVEAWAY_CHAT_NOT_FOUND' ? refusal : null;
  const bannerRefusal = refusal?.codeString === 'GIVEAWAY_BANNER_INVALID' ? refusal : null;
  const otherRefusal = refusal && !chatRefusal && !bannerRefusal ? refusal : null;
  const total = draftTotal(draft, decimals);
  const endsAt = new Date(serverClock.now() + GIVEAWAY_DURATIONS[draft.duration]);
  const maxBanner = format.digits(String(GIVEAWAY_BANNER_MAX_BYTES / 1024 / 1024));
  const durationWords: Record<GiveawayDuration, string> = {
    '1h': t`1 hour`,
    '1d': t`1 day`,
    '3d': t`3 days`,
    '7d': t`1 week`,
    '30d': t`30 days`,
  };

  return (
    <Stack>
      <TextAreaField
        label={t`Title`}
        value={draft.title}
        onChange={(title) => change('title', { title })}
        error={shown('title', problems.title)}
        hint={t`Markdown: **bold**, _italic_, [link](https://…). ${format.digits(String(draft.title.trim().length))} of ${format.digits(String(GIVEAWAY_TITLE_MAX_LENGTH))} characters.`}
        maxLength={GIVEAWAY_TITLE_MAX_LENGTH + 50}
        disabled={isBusy}
      />
      {draft.title.trim() ? (
        <Section title={t`How the title reads`}>
          <Card>
            <SafeMarkdown>{draft.title}</SafeMarkdown>
          </Card>
        </Section>
      ) : null}

      <ImageField
        label={t`Banner`}
        buttonLabel={banner ? t`Choose another image` : t`Choose an image`}
        accept="image/jpeg,image/png,image/webp"
        onPick={(file) => void pickBanner(file)}
        preview={banner ? { src: banner.previewUrl, alt: t`The banner` } : null}
        error={
          bannerProblem === 'notAnImage'
            ? t`Choose a JPEG, PNG or WebP image.`
            : bannerProblem === 'tooLarge'
              ? t`This image cannot be made smaller than ${maxBanner} MB. Choose another one.`
              : bannerRefusal
                ? errorText(bannerRefusal)
                : isSubmitted
                  ? problemText(problems.banner)
                  : undefined
        }
        hint={t`A JPEG, PNG or WebP image; a larger one is made smaller to ${maxBanner} MB.`}
        isBusy={isReadingBanner}
        disabled={isBusy}
      />

      <ToggleGroup<GiveawayDuration>
        label={t`Open for`}
        options={GIVEAWAY_DURATION_KEYS.map((duration) => ({
          value: duration,
          label: durationWords[duration],
        }))}
        value={draft.duration}
        onChange={(duration) => change('duration', { duration })}
      />
      <Hint>{t`Winners are drawn at ${formatDateTime(endsAt.toISOString(), language)}.`}</Hint>

      <PrizeCoinField
        value={draft.token}
        onChange={(token) => change('token', { token })}
        disabled={isBusy}
      />

      <Section title={t`Prizes`}>
        <Stack>
          {draft.prizes.map((tier, index) => {
            const place = format.digits(String(index + 1));
            return (
              <Card key={index} label={t`Tier ${place}`} gap={2}>
                <Hint as="h2">{t`Tier ${place}`}</Hint>
                <AmountInput
                  label={t`Winners`}
                  name={`prizes.${index}.count`}
                  value={tier.count}
                  onChange={(count) => setTier(index, 'count', count)}
                  maxDecimals={0}
                  error={shown(`prizes.${index}.count`, problems.prizes[index]?.count)}
                  disabled={isBusy}
                />
                <AmountInput
                  label={t`Prize for each`}
                  name={`prizes.${index}.amount`}
                  value={tier.amount}
                  onChange={(amount) => setTier(index, 'amount', amount)}
                  maxDecimals={decimals}
                  unit={format.unitOf(draft.token)}
                  error={shown(`prizes.${index}.amount`, problems.prizes[index]?.amount)}
                  disabled={isBusy}
                />
                {draft.prizes.length > 1 ? (
                  <Button
                    mode="plain"
                    size="m"
                    disabled={isBusy}
                    onClick={() => change('prizes', { prizes: draft.prizes.filter((_, i) => i !== index) })}
                  >
                    {t`Remove tier ${place}`}
                  </Button>
                ) : null}
              </Card>
            );
          })}
          {problems.winners ? <FieldError>{problemText(problems.winners)}</FieldError> : null}
          {canAddTier(draft) ? (
            <Button
              mode="bezeled"
              size="m"
              disabled={isBusy}
              onClick={() => change('prizes', { prizes: [...draft.prizes, { count: '1', amount: '' }] })}
            >
              {t`Add a prize tier (up to ${format.digits(String(GIVEAWAY_MAX_PRIZE_TIERS))})`}
            </Button>
          ) : null}
          {total !== null ? (
            <p>
              <strong>{t`Total prize: ${format.amount(total, draft.token)}`}</strong>
            </p>
          ) : null}
        </Stack>
      </Section>

      <Section title={t`Who may join`}>
        <Stack>
          <Hint>
            {draft.limitations.length === 0
              ? t`Anyone with the link may join. To ask for membership of a channel or group, add it: the bot must be able to see it (a member or admin of a private one).`
              : t`Participants must be members of each chat below; Telegram is asked when they join.`}
          </Hint>
          {draft.limitations.map((chat, index) => (
            <TextField
              key={index}
              label={t`Channel or group ${format.digits(String(index + 1))}`}
              placeholder="@channel"
              value={chat}
              onChange={(value) => setChat(index, value)}
              error={shown(`limitations.${index}`, problems.limitations[index])}
              isLtr
              disabled={isBusy}
              after={
                <Button
                  mode="plain"
                  size="m"
                  disabled={isBusy}
                  aria-label={t`Remove ${chat || t`this chat`}`}
                  onClick={() =>
                    change('limitations', { limitations: draft.limitations.filter((_, i) => i !== index) })
                  }
                >
                  {t`Remove`}
                </Button>
              }
            />
          ))}
          {chatRefusal ? <FieldError>{errorText(chatRefusal)}</FieldError> : null}
          {canAddChat(draft) ? (
            <Button
              mode="bezeled"
              size="m"
              disabled={isBusy}
              onClick={() => change('limitations', { limitations: [...draft.limitations, ''] })}
            >
              {t`Add a channel or group (up to ${format.digits(String(GIVEAWAY_MAX_LIMITATIONS))})`}
            </Button>
          ) : null}
        </Stack>
      </Section>

      {otherRefusal ? <MessageBox tone="error">{errorText(otherRefusal)}</MessageBox> : null}
      <Button size="l" isStretched onClick={submit} isBusy={isBusy} disabled={isReadingBanner}>
        {t`Create and pay`}
      </Button>
    </Stack>
  );
}
