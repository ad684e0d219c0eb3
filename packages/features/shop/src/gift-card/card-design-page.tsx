import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import {
  GIFT_CARD_DESIGNS,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH,
} from '@wallet/api';
import { readTypedAmount } from '@wallet/core';
import {
  Button,
  Card,
  Cell,
  CheckIcon,
  List,
  Section,
  Skeleton,
  Stack,
  TextAreaField,
  TextField,
  VisuallyHidden,
} from '@wallet/kit';
import { buildPath, Page, useNavigate } from '@wallet/ui';
import { GIFT_CARD_DESIGN_WORDS } from '../shared/gift-card-words';
import { GiftCardArt } from './card-art';
import { designProblems, isReadyFor } from './gift-card-form';
import { useGiftCardProblemText } from './gift-card-problem-text';
import { useGiftCardCurrencies, useGiftCardDraft } from './use-gift-card-flow';

/**
 * /shop/gift-card/card-design: the second step: the card's design, previewed with its amount and the recipient's
 * name, and a message. Opened without an amount (a link, a cleared draft), it goes back to the first step.
 */
export function GiftCardDesignPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { draft, change, isLoading } = useGiftCardDraft();
  const currencies = useGiftCardCurrencies();
  const problemText = useGiftCardProblemText();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [isSubmitted, setIsSubmitted] = useState(false);
  const decimals = currencies.decimalsOf(draft.currency);
  const isReady = isReadyFor('design', draft, decimals);

  useEffect(() => {
    if (!isLoading && !isReady) navigate(buildPath('shopGiftCardCurrency'), { replace: true });
  }, [isLoading, isReady, navigate]);

  if (isLoading || !isReady) {
    return (
      <Page title={t`Card design`}>
        <Stack>
          <Skeleton height={200} />
          <Skeleton height={160} />
        </Stack>
      </Page>
    );
  }

  const problems = designProblems(draft);
  const shown = (field: 'recipientName' | 'message') =>
    isSubmitted || touched.has(field) ? problemText(problems[field]) : undefined;
  const amount = currencies.amountOf(readTypedAmount(draft.amount, decimals).amount ?? '0', draft.currency);
  const messageLength = currencies.digits(String(draft.message.trim().length));
  const messageMax = currencies.digits(String(GIFT_CARD_MESSAGE_MAX_LENGTH));

  const next = () => {
    setIsSubmitted(true);
    if (problems.recipientName || problems.message) return;
    navigate(buildPath('shopGiftCardConfirmation'));
  };

  return (
    <Page title={t`Card design`}>
      <Stack>
        <Card isCentered>
          <GiftCardArt
            design={draft.design}
            amount={amount}
            recipientName={draft.recipientName.trim()}
            label={t`Card preview`}
          />
        </Card>
        <Section title={t`Design`}>
          <List>
            {GIFT_CARD_DESIGNS.map((design) => (
              <Cell
                key={design}
                before={<GiftCardArt design={design} width={56} />}
                after={
                  design === draft.design ? (
                    <>
                      <CheckIcon />
                      <VisuallyHidden>{t`(chosen)`}</VisuallyHidden>
                    </>
                  ) : null
                }
                onClick={() => change({ design })}
              >
                {i18n._(GIFT_CARD_DESIGN_WORDS[design])}
              </Cell>
            ))}
          </List>
        </Section>
        <TextField
          label={t`Recipient's name`}
          value={draft.recipientName}
          onChange={(recipientName) => {
            change({ recipientName });
            setTouched((old) => new Set(old).add('recipientName'));
          }}
          maxLength={GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH + 20}
          error={shown('recipientName')}
        />
        <TextAreaField
          label={t`Message (optional)`}
          value={draft.message}
          onChange={(message) => {
            change({ message });
            setTouched((old) => new Set(old).add('message'));
          }}
          maxLength={GIFT_CARD_MESSAGE_MAX_LENGTH + 50}
          error={shown('message')}
          hint={t`${messageLength} of ${messageMax} characters.`}
        />
        <Button size="l" isStretched onClick={next}>
          {t`Next`}
        </Button>
      </Stack>
    </Page>
  );
}
