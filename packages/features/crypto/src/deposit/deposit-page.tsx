import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import { chosenNetwork } from '@wallet/core';
import { MessageBox } from '@wallet/kit';
import {
  buildPath,
  coinName,
  LoadFailure,
  Page,
  useApi,
  useAskWriteAccessOnce,
  useErrorText,
  useFeatureFlag,
  useGlobalConfig,
  useRouteQuery,
  useSession,
} from '@wallet/ui';
import { AddressCard } from './address-card';
import { RecentDeposits } from './recent-deposits';
import { Stack } from '../shared/blocks';
import { Loading } from '../shared/loading';

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
  const choice = useRouteQuery('deposit');
  // A deposit is what leads to the first "deposit credited" bot message: inside Telegram, ask for write access.
  useAskWriteAccessOnce();
  // CRYPTO_DEPOSIT_LIMIT (api's LIMIT_FLAG_EFFECTS): no address is handed out while coin deposits are paused.
  const isPaused = useFeatureFlag('CRYPTO_DEPOSIT_LIMIT');
  const coin = config.data?.coins.find((entry) => entry.token === choice.token);
  // A coin on one network needs no choosing: the coin page links here with the token alone.
  const network = coin
    ? (chosenNetwork(coin.networks, choice) ??
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
    enabled: Boolean(network && coin?.features.deposit && !isPaused),
    refetchInterval: ADDRESS_REFRESH_MS,
  });

  if (config.data && (!coin || !coin.features.deposit)) {
    return <Redirect to={buildPath('depositCoinList')} replace />;
  }
  if (config.data && coin && !network) {
    return <Redirect to={buildPath('depositSelectNetwork', undefined, { token: coin.token })} replace />;
  }
  const title = coin ? coinName(coin.name, language) : choice.token;

  return (
    <Page title={t`Deposit ${title}`}>
      <Stack>
        {isPaused ? (
          <MessageBox tone="error">{t`Coin deposits are limited for now. Please try again later.`}</MessageBox>
        ) : address.data ? (
          <>
            <AddressCard deposit={address.data} coinTitle={title} />
            <RecentDeposits token={address.data.token} />
          </>
        ) : address.isError ? (
          <LoadFailure
            message={t`The deposit address could not be loaded.`}
            detail={errorText(address.error)}
            onRetry={() => void address.refetch()}
          />
        ) : (
          <Loading shape="card" />
        )}
      </Stack>
    </Page>
  );
}
