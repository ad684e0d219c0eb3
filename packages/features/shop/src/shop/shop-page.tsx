import { useLingui } from '@lingui/react/macro';
import { SHOP_GROUPS, type ShopGroup, type ShopProduct } from '@wallet/api';
import { cmp } from '@wallet/core';
import { Cell, EmptyState, List, Skeleton, Stack } from '@wallet/kit';
import { buildPath, LinkRow, LoadFailure, Page, useErrorText, useFormat } from '@wallet/ui';
import { ContactSupport } from '../jetton/jetton-parts';
import { useShopProducts } from '../shared/jetton-queries';

/**
 * /shop, the bottom navigation's shop tab (spec 000 §2, SHOP-01): the groups of GET /v1/shop/product in the
 * shop's order, each opening its pages. A group turned off for this user says so and offers support instead of
 * its link (SHOP-13).
 */
export function ShopPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const products = useShopProducts();
  let body;
  if (products.isPending) {
    body = (
      <Stack>
        {SHOP_GROUPS.map((group) => (
          <Skeleton key={group} height={56} />
        ))}
      </Stack>
    );
  } else if (products.isError) {
    body = (
      <LoadFailure
        message={t`The shop could not be loaded.`}
        detail={errorText(products.error)}
        onRetry={() => void products.refetch()}
      />
    );
  } else {
    const groups = SHOP_GROUPS.map((group) => ({
      group,
      products: products.data.filter((product) => product.group === group),
    })).filter((entry) => entry.products.length > 0);
    body =
      groups.length === 0 ? (
        <EmptyState
          title={t`Nothing for sale now`}
          description={t`The shop has nothing to offer you at the moment. Come back later.`}
        />
      ) : (
        <List>
          {groups.map((entry) => (
            <GroupRow key={entry.group} group={entry.group} products={entry.products} />
          ))}
        </List>
      );
  }
  return (
    <Page title={t`Shop`} back={false}>
      {body}
    </Page>
  );
}

/** The lowest Toman price among a group's products this user may buy, or null when none is priced. */
export function lowestPrice(products: readonly ShopProduct[]): string | null {
  let lowest: string | null = null;
  for (const product of products) {
    if (!product.isActive || product.price === null) continue;
    if (lowest === null || cmp(product.price, lowest) < 0) lowest = product.price;
  }
  return lowest;
}

function GroupRow({ group, products }: { group: ShopGroup; products: readonly ShopProduct[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const titles: Record<ShopGroup, string> = {
    TELEGRAM_PREMIUM: t`Telegram Premium`,
    TELEGRAM_STARS: t`Telegram Stars`,
    GIFT_CARD: t`Gift cards`,
    AD_CHEQUE: t`Ad cheques`,
    GIVEAWAY: t`Giveaways`,
  };
  const title = titles[group];
  const active = products.filter((product) => product.isActive);
  if (active.length === 0) {
    const isForUser = products.some((product) => product.inactiveReason === 'DISABLED_FOR_USER');
    return (
      <Cell
        isMultiline
        subtitle={
          isForUser
            ? t`Not active for you. Support can tell you why.`
            : t`Not available at the moment. Try again later.`
        }
        after={isForUser ? <ContactSupport /> : undefined}
      >
        {title}
      </Cell>
    );
  }
  const lowest = lowestPrice(active);
  const lowestToman = lowest === null ? null : format.toman(lowest);
  const from = lowestToman === null ? null : t`From ${lowestToman} Toman`;
  const links: Record<ShopGroup, { href: string; subtitle: string }> = {
    TELEGRAM_PREMIUM: {
      href: buildPath('shopTelegramPremium', undefined, {}),
      subtitle: from ?? t`Premium for you or a friend, by username`,
    },
    TELEGRAM_STARS: {
      href: buildPath('shopTelegramStars', undefined, {}),
      subtitle: from ?? t`Stars for you or a friend, by username`,
    },
    GIFT_CARD: {
      href: buildPath('shopGiftCardCurrency'),
      subtitle: t`A card of crypto or Toman to give, printed or digital`,
    },
    AD_CHEQUE: {
      href: buildPath('shopAdCheque'),
      subtitle: t`A prize in a coin or Toman for everyone who opens your link`,
    },
    GIVEAWAY: {
      href: buildPath('shopGiveaway', undefined, {}),
      subtitle: t`Prizes drawn among those who join, by a rule anyone can check`,
    },
  };
  return (
    <LinkRow href={links[group].href} subtitle={links[group].subtitle}>
      {title}
    </LinkRow>
  );
}
