import { useLingui } from '@lingui/react/macro';
import { Redirect } from 'wouter';
import { Page, buildPath, useRouteQuery } from '@wallet/ui';
import { LinkRow, RowList } from '@wallet/ui/row-list';
import { TOMAN_TOKEN } from '../shared/withdraw-status';

/**
 * /withdraw/types: Toman to the user's IBAN first, then a coin to a crypto address on a network or to another
 * user of the wallet, and last a coin bought with Toman and sent to an address in one step (express withdraw);
 * `token` carries a chosen coin (the Toman, chosen on its page, goes straight to its withdrawal).
 */
export function WithdrawTypesPage() {
  const { t } = useLingui();
  // From a coin's page: the coin is already chosen.
  const token = useRouteQuery('withdrawTypes').token ?? null;
  const toman = {
    key: 'toman',
    title: t`Toman to a bank account`,
    hint: t`To one of your IBANs.`,
    href: buildPath('rialWithdraw'),
  };
  // Express withdraw chooses its coin on its own form, so it is offered before a coin is chosen.
  const express = {
    key: 'express',
    title: t`Buy with Toman and send`,
    hint: t`A coin bought with your Toman goes straight to a crypto address.`,
    href: buildPath('expressWithdraw'),
  };
  const types = [
    ...(token ? [] : [toman]),
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
    ...(token ? [] : [express]),
  ];
  if (token === TOMAN_TOKEN) return <Redirect to={buildPath('rialWithdraw')} replace />;
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
