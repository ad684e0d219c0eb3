import { useLingui } from '@lingui/react/macro';
import { List } from '@wallet/kit';
import { buildPath, LinkRow, Page } from '@wallet/ui';

/**
 * /shop, the bottom navigation's shop tab (spec 000 §2): what the shop sells today. Only built pages are
 * listed; gift cards and Telegram's Premium and Stars join the list when they are built.
 */
export function ShopPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Shop`} back={false}>
      <List>
        <LinkRow
          href={buildPath('shopAdCheque')}
          subtitle={t`A prize in a coin or Toman for everyone who opens your link`}
        >
          {t`Ad cheques`}
        </LinkRow>
        <LinkRow
          href={buildPath('shopGiveaway', undefined, {})}
          subtitle={t`Prizes drawn among those who join, by a rule anyone can check`}
        >
          {t`Giveaways`}
        </LinkRow>
      </List>
    </Page>
  );
}
