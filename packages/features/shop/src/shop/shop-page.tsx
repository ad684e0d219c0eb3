import { useLingui } from '@lingui/react/macro';
import { List } from '@wallet/kit';
import { buildPath, LinkRow, Page } from '@wallet/ui';

/**
 * /shop, the bottom navigation's shop tab (spec 000 §2): what the shop sells today. Only built pages are
 * listed; the giveaways, gift cards and Telegram's Premium and Stars join the list when they are built.
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
      </List>
    </Page>
  );
}
