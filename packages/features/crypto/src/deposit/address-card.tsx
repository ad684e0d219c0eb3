import { useLingui } from '@lingui/react/macro';
import type { DepositAddress } from '@wallet/api';
import { networkName } from '@wallet/core';
import { formatDateTime } from '@wallet/i18n';
import { Button, Code, DetailList, MessageBox, Stack } from '@wallet/kit';
import { usePlatform, useStorageValue } from '@wallet/platform';
import { useFormat, useNotify, useSession } from '@wallet/ui';
import { MemoAlert } from './memo-alert';
import { QrCode } from './qr-code';
import { Card, Hint } from '../shared/blocks';
import { CRYPTO_STORAGE_KEYS } from '../shared/storage-keys';

/**
 * The address to send to, as text and QR code, with copy and share; the memo on a memo network, behind an
 * alert the user acknowledges once; then the minimum deposit, the confirmations and how long it is valid.
 */
export function AddressCard({ deposit, coinTitle }: { deposit: DepositAddress; coinTitle: string }) {
  const { t } = useLingui();
  const platform = usePlatform();
  const notify = useNotify();
  const format = useFormat();
  const { language } = useSession();
  const [isMemoAlertSeen, setMemoAlertSeen, { loading: isAlertLoading }] = useStorageValue(
    CRYPTO_STORAGE_KEYS.memoBasedDepositAlert,
  );
  // Copying goes through the host's clipboard, which may refuse; the toast says what happened either way.
  const copy = (text: string, done: string) => {
    platform.clipboard.writeText(text).then(
      () => notify.success(done),
      () => notify.error(t`Copying is not allowed here. Select the text and copy it yourself.`),
    );
  };
  const shareText = deposit.memo
    ? t`My ${deposit.token} deposit address on ${networkName(deposit.network)}: ${deposit.address} (memo: ${deposit.memo})`
    : t`My ${deposit.token} deposit address on ${networkName(deposit.network)}: ${deposit.address}`;
  const share = platform.share;

  return (
    <>
      {deposit.memo && !isAlertLoading && !isMemoAlertSeen && (
        <MemoAlert deposit={deposit} onAcknowledge={() => void setMemoAlertSeen(true)} />
      )}
      <Card label={t`Deposit address`} isCentered>
        <Hint>
          {t`Network`}: <strong>{networkName(deposit.network)}</strong>
        </Hint>
        <QrCode text={deposit.address} label={t`QR code of the ${coinTitle} deposit address`} />
        <Hint as="h2">{t`Address`}</Hint>
        <Code isSelectable>{deposit.address}</Code>
        <Stack isRow gap={2}>
          <Button isStretched onClick={() => copy(deposit.address, t`Address copied`)}>
            {t`Copy address`}
          </Button>
          {share && (
            <Button
              mode="bezeled"
              isStretched
              onClick={() => void share({ text: shareText }).catch(() => undefined)}
            >
              {t`Share`}
            </Button>
          )}
        </Stack>
        {deposit.memo && (
          <Stack gap={2} hasDivider>
            <Hint as="h2">{t`Memo`}</Hint>
            <Code isSelectable>{deposit.memo}</Code>
            <MessageBox tone="warning">
              <p>{t`Always send with this memo, or the coins are lost.`}</p>
            </MessageBox>
            <Button isStretched onClick={() => copy(deposit.memo!, t`Memo copied`)}>
              {t`Copy memo`}
            </Button>
          </Stack>
        )}
      </Card>
      <Card label={t`Terms`}>
        <DetailList
          rows={[
            {
              label: t`Minimum deposit`,
              value: `${format.amount(deposit.minDeposit, 18)} ${deposit.token}`,
              isLtr: true,
            },
            {
              label: t`Network confirmations needed`,
              value: format.digits(String(deposit.requiredConfirmations)),
            },
            deposit.expiresAt
              ? { label: t`Address valid until`, value: formatDateTime(deposit.expiresAt, language) }
              : null,
          ]}
        />
        <Hint>{t`Less than the minimum is not credited.`}</Hint>
        {deposit.expiresAt && (
          <Hint>
            {t`This address is yours for 48 hours; after that you get a new one here. Do not send to it after then.`}
          </Hint>
        )}
      </Card>
    </>
  );
}
