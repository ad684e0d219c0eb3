import { useLingui } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { buildPath, Page } from '@wallet/ui';
import './transfer.css';

/** /withdraw/types: send to a crypto address on a network, or to another user of the wallet; `token` carries a chosen coin. */
export function WithdrawTypesPage() {
  const { t } = useLingui();
  // From a coin's page: the coin is already chosen.
  const token = new URLSearchParams(useSearch()).get('token')?.toUpperCase() || null;
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
      <ul className="transfer-list" aria-label={t`Ways to send`}>
        {types.map((type) => (
          <li key={type.key}>
            <Link href={type.href} className="transfer-row">
              <span className="transfer-row__name">
                <span className="transfer-row__title">{type.title}</span>
                <span className="transfer-row__hint">{type.hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
