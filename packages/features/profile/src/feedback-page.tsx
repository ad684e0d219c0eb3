import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  FEEDBACK_CAPTION_MAX_LENGTH,
  FEEDBACK_MEDIA_MAX_COUNT,
  FEEDBACK_SCORE_MAX,
  type FeedbackMedia,
} from '@wallet/api';
import { Button, FieldError, MessageBox, TextField, Stack } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { Page, useApi, useErrorText, useFormat, useNotify } from '@wallet/ui';
import { readScreenshot } from './screenshot';

const SCORES = Array.from({ length: FEEDBACK_SCORE_MAX }, (_, index) => index + 1);

/** /profile/feedback: a score from 1 to 5, a caption and up to three screenshots (POST /v1/feedback). */
export function FeedbackPage() {
  const { t } = useLingui();
  const api = useApi();
  const notify = useNotify();
  const errorText = useErrorText();
  const format = useFormat();
  const maxLength = format.digits(String(FEEDBACK_CAPTION_MAX_LENGTH));
  const [score, setScore] = useState<number | null>(null);
  const [caption, setCaption] = useState('');
  const [medias, setMedias] = useState<FeedbackMedia[]>([]);
  const [problems, setProblems] = useState<{ score?: string; caption?: string; media?: string }>({});
  const send = useMutation({
    mutationFn: (body: { score: number; caption: string; medias: FeedbackMedia[] }) =>
      api.sendFeedback({ body }),
    onSuccess: () => {
      notify.success(t`Thank you. Your feedback was sent.`);
      setScore(null);
      setCaption('');
      setMedias([]);
    },
  });

  const addFiles = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, FEEDBACK_MEDIA_MAX_COUNT - medias.length);
    const read = await Promise.all(chosen.map(readScreenshot));
    const ready = read.filter((media): media is FeedbackMedia => media !== null);
    setMedias((current) => [...current, ...ready].slice(0, FEEDBACK_MEDIA_MAX_COUNT));
    setProblems((current) => ({
      ...current,
      media: ready.length < read.length ? t`Only images can be sent, and this one is too large.` : undefined,
    }));
  };

  const submit = () => {
    if (send.isPending) return;
    const text = caption.trim();
    const found = {
      score: score === null ? t`Choose a score.` : undefined,
      caption:
        text === ''
          ? t`Write a few words.`
          : text.length > FEEDBACK_CAPTION_MAX_LENGTH
            ? t`Write at most ${maxLength} characters.`
            : undefined,
    };
    setProblems(found);
    if (found.score || found.caption || score === null) return;
    send.mutate({ score, caption: text, medias });
  };
  useMainButton({ text: t`Send`, onClick: submit, loading: send.isPending, disabled: send.isPending });
  const maxCount = format.digits(String(FEEDBACK_MEDIA_MAX_COUNT));
  const attached = format.digits(String(medias.length));

  return (
    <Page title={t`Feedback`}>
      <Stack
        as="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack isRow gap={2} role="group" aria-label={t`Score`}>
          {SCORES.map((value) => (
            <Button
              key={value}
              mode={score === value ? 'filled' : 'bezeled'}
              size="m"
              aria-pressed={score === value}
              aria-label={t`${value} out of 5`}
              onClick={() => setScore(value)}
            >
              {'★'.repeat(value)}
            </Button>
          ))}
        </Stack>
        {problems.score ? <FieldError>{problems.score}</FieldError> : null}
        <TextField
          label={t`What would you tell us?`}
          value={caption}
          onChange={setCaption}
          maxLength={FEEDBACK_CAPTION_MAX_LENGTH}
          error={problems.caption}
        />
        <label>
          {t`Screenshots (up to ${maxCount})`}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            multiple
            disabled={medias.length >= FEEDBACK_MEDIA_MAX_COUNT}
            onChange={(event) => void addFiles(event.target.files)}
          />
        </label>
        {medias.length > 0 ? (
          <Stack isRow gap={2}>
            <span>{t`${attached} attached`}</span>
            <Button mode="plain" size="m" onClick={() => setMedias([])}>
              {t`Remove screenshots`}
            </Button>
          </Stack>
        ) : null}
        {problems.media ? <FieldError>{problems.media}</FieldError> : null}
        {send.isError ? (
          <MessageBox tone="error">{errorText(send.error) ?? t`Something went wrong.`}</MessageBox>
        ) : null}
      </Stack>
    </Page>
  );
}
