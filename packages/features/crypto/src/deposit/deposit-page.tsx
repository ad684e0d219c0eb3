import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import type { DepositAddress } from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import { usePlatform, useStorageValue } from '@wallet/platform';
import {
  buildPath,
  coinName,
  Page,
  STORAGE_KEYS,
  useApi,
  useErrorText,
  useFormat,
  useGlobalConfig,
  useNotify,
  useSession,
} from '@wallet/ui';
import { chosenNetwork, networkName, useFlowChoice } from './networks';
import { QrCode } from './qr-code';
import { RecentDeposits } from './recent-deposits';
import './deposit.css';

export const depositKeys = {
  address: (token: string, network: string, contract: string | null) =>
    ['deposit-address', token, network, contract] as const,
};

/** A temporary address is asked for again this often, so an expired one is replaced while the page is open. */
const ADDRESS_REFRESH_MS = 60_000;

/**
 * /deposit?token=…&network=…: the address to send to, as text and QR code, with copy and share; the memo on a
 * memo network, behind an alert the user acknowledges once; the minimum deposit and the confirmations it
 * waits for; and, for a temporary address, until when it is the user's.
 */
export function DepositPage() {
  const { t } = useLingui();
  const api = useApi();
  const { language } = useSession();
  const config = useGlobalConfig();
  const errorText = useErrorText();
  const choice = useFlowChoice();
  const coin = choice.token ? config.data?.coins.find((entry) => entry.token === choice.token) : undefined;
  // A coin on one network needs no choosing: the coin page links here with the token alone.
  const network = coin
    ? (chosenNetwork(coin, choice) ??
      (!choice.network && coin.networks.length === 1 ? coin.networks[0]! : null))
    : null;
  const address = useQuery({
    queryKey: depositKeys.address(coin?.token ?? '', network?.network ?? '', network?.contract ?? null),
    queryFn: ({ signal }) =>
      api.depositAddress(
        {
          query: {
            token: coin!.token,
            network: network!.network,
            ...(network!.contract ? { contract: network!.contract } : {}),
          },
        },
        { signal },
      ),
    enabled: Boolean(network && coin?.features.deposit),
    refetchInterval: ADDRESS_REFRESH_MS,
  });

  if (!choice.token) return <Redirect to={buildPath('depositCoinList')} replace />;
  if (config.data && (!coin || !coin.features.deposit)) {
    return <Redirect to={buildPath('depositCoinList')} replace />;
  }
  if (config.data && coin && !network) {
    return <Redirect to={buildPath('depositSelectNetwork', undefined, { token: coin.token })} replace />;
  }
  const title = coin ? coinName(coin.name, language) : choice.token;

  return (
    <Page title={t`Deposit ${title}`}>
      <div className="deposit">
        {address.data ? (
          <>
            <AddressCard deposit={address.data} coinTitle={title} />
            <RecentDeposits token={address.data.token} />
          </>
        ) : address.isError ? (
          <div className="deposit-message" role="alert">
            <p>{t`The deposit address could not be loaded.`}</p>
            {errorText(address.error) && <p>{errorText(address.error)}</p>}
            <button type="button" className="deposit-link" onClick={() => void address.refetch()}>
              {t`Try again`}
            </button>
          </div>
        ) : (
          <div className="deposit-skeleton deposit-skeleton--tall" role="status" aria-label={t`Loading`} />
        )}
      </div>
    </Page>
  );
}

function AddressCard({ deposit, coinTitle }: { deposit: DepositAddress; coinTitle: string }) {
  const { t } = useLingui();
  const platform = usePlatform();
  const notify = useNotify();
  const format = useFormat();
  const { language } = useSession();
  const [isMemoAlertSeen, setMemoAlertSeen, { loading: isAlertLoading }] = useStorageValue(
    STORAGE_KEYS.memoBasedDepositAlert,
  );
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
        <div
          className="deposit-alert"
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="memo-alert-title"
        >
          <div className="deposit-alert__box">
            <h2 id="memo-alert-title">{t`This deposit needs a memo`}</h2>
            <p>
              {t`Send ${deposit.token} with both the address and the memo. Without the memo the coins cannot reach your wallet and are lost.`}
            </p>
            <button type="button" className="deposit-button" onClick={() => void setMemoAlertSeen(true)}>
              {t`I understand`}
            </button>
          </div>
        </div>
      )}
      <section className="deposit-card" aria-label={t`Deposit address`}>
        <p className="deposit-network">
          {t`Network`}: <strong>{networkName(deposit.network)}</strong>
        </p>
        <QrCode text={deposit.address} label={t`QR code of the ${coinTitle} deposit address`} />
        <h2 className="deposit-label">{t`Address`}</h2>
        <p className="deposit-value" dir="ltr">
          {deposit.address}
        </p>
        <div className="deposit-actions">
          <button
            type="button"
            className="deposit-button"
            onClick={() => copy(deposit.address, t`Address copied`)}
          >
            {t`Copy address`}
          </button>
          {share && (
            <button
              type="button"
              className="deposit-button deposit-button--plain"
              onClick={() => void share({ text: shareText }).catch(() => undefined)}
            >
              {t`Share`}
            </button>
          )}
        </div>
        {deposit.memo && (
          <div className="deposit-memo">
            <h2 className="deposit-label">{t`Memo`}</h2>
            <p className="deposit-value" dir="ltr">
              {deposit.memo}
            </p>
            <p className="deposit-warning">{t`Always send with this memo, or the coins are lost.`}</p>
            <button
              type="button"
              className="deposit-button"
              onClick={() => copy(deposit.memo!, t`Memo copied`)}
            >
              {t`Copy memo`}
            </button>
          </div>
        )}
      </section>
      <section className="deposit-card" aria-label={t`Terms`}>
        <dl className="deposit-terms">
          <dt>{t`Minimum deposit`}</dt>
          <dd>
            {format.amount(deposit.minDeposit, 18)} {deposit.token}
          </dd>
          <dt>{t`Network confirmations needed`}</dt>
          <dd>{format.digits(String(deposit.requiredConfirmations))}</dd>
          {deposit.expiresAt && (
            <>
              <dt>{t`Address valid until`}</dt>
              <dd>{formatDateTime(deposit.expiresAt, language)}</dd>
            </>
          )}
        </dl>
        <p className="deposit-note">{t`Less than the minimum is not credited.`}</p>
        {deposit.expiresAt && (
          <p className="deposit-note">
            {t`This address is yours for 48 hours; after that you get a new one here. Do not send to it after then.`}
          </p>
        )}
      </section>
    </>
  );
}
