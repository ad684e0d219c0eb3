import { useLingui } from '@lingui/react/macro';
import { Page, buildPath, useRouteQuery } from '@wallet/ui';
import { LinkRow, RowList } from '@wallet/ui/row-list';

/** /withdraw/types: send to a crypto address on a network, or to another user of the wallet; `token` carries a chosen coin. */
export function WithdrawTypesPage() {
  const { t } = useLingui();
  // From a coin's page: the coin is already chosen.
  const token = useRouteQuery('withdrawTypes').token ?? null;
  const types = [
    {
      key: 'internal',
      title: t`To a wallet user`,
      hint: t`By Telegram username or phone number. Free and instant.`,
      href: buildPath('internalTransferAmount', undefined, token ? { token } : {}),
    },
    {
      key: 'external',
      title: t`To a crypto address`,
      hint: t`On a blockchain network, with the network’s fee.`,
      href: token
        ? buildPath('externalTransferNetwork', undefined, { token })
        : buildPath('withdrawCoinList'),
    },
  ];
  return (
    <Page title={t`Send`}>
      <RowList label={t`Ways to send`}>
        {types.map((type) => (
          <LinkRow key={type.key} href={type.href} title={type.title} subtitle={type.hint} />
        ))}
      </RowList>
    </Page>
  );
}
