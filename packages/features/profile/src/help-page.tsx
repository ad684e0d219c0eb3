import { useLingui } from '@lingui/react/macro';
import { Button, Cell, CopyText, List, MessageBox, Stack } from '@wallet/kit';
import { usePlatform } from '@wallet/platform';
import { Page } from '@wallet/ui';

/** The support channels the product answers on: the one place to change them. */
export const SUPPORT_CHANNELS = {
  telegram: 'https://t.me/wallet_support',
  email: 'support@wallet.example',
  phone: '021-91000000',
} as const;

/** /profile/help-and-support: how to reach support, and that support never asks for codes or a PIN. */
export function HelpPage() {
  const { t } = useLingui();
  const platform = usePlatform();
  return (
    <Page title={t`Help and support`}>
      <Stack gap={4}>
        <MessageBox tone="warning" title={t`Beware of fraud`}>
          {t`Support will never ask you for a login code, a two-factor code or your PIN. Do not give them to anyone, even someone who says they are from support.`}
        </MessageBox>
        <List title={t`Contact support`}>
          <Cell
            isMultiline
            subtitle={<CopyText text={SUPPORT_CHANNELS.telegram} isLtr />}
            after={
              // Inside Telegram the chat opens in the messenger itself, not in a browser.
              <Button
                mode="plain"
                size="m"
                onClick={() => platform.openTelegramLink(SUPPORT_CHANNELS.telegram)}
              >
                {t`Open`}
              </Button>
            }
          >
            {t`Telegram`}
          </Cell>
          <Cell isMultiline subtitle={<CopyText text={SUPPORT_CHANNELS.email} isLtr />}>
            {t`E-mail`}
          </Cell>
          <Cell isMultiline subtitle={<CopyText text={SUPPORT_CHANNELS.phone} isLtr />}>
            {t`Phone, every day from 9 to 21`}
          </Cell>
        </List>
      </Stack>
    </Page>
  );
}
