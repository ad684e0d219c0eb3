import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { STARS_PACKS, starsPackId, type ShopProduct } from '@wallet/api';
import { Button, DetailList, EmptyState, MessageBox, Skeleton, Stack } from '@wallet/kit';
import {
  buildPath,
  LoadFailure,
  persistedAtom,
  useErrorText,
  useFormat,
  useNavigate,
  useRouteQuery,
} from '@wallet/ui';
import { SHOP_STORAGE_KEYS } from '../shared/storage-keys';
import { useCreateJetton, useShopProducts } from '../shared/jetton-queries';
import {
  InactiveProduct,
  ProductPicker,
  useJettonRefusalText,
  useMerchantRow,
  UsernameField,
} from './jetton-parts';
import { JettonPage } from './jetton-page';
import { bareUsername, usernameProblem } from './jetton-words';

const STARS_DRAFT = persistedAtom(SHOP_STORAGE_KEYS.starsDraft);

/** A Stars pack bought, on this page: where the invoice page comes back to. */
export const starsPage = (jettonId: string) => buildPath('shopTelegramStars', undefined, { jettonId });

/** The pack chosen first: the middle of the sizes people buy. */
const DEFAULT_STARS = 500;

/**
 * /shop/telegram-stars (SHOP-03): the Stars packs priced in Toman now and the username of who receives them; then
 * the jetton and its invoice, paid on the invoice page, which comes back here with jettonId to show its delivery.
 * A pack paid without a username (bought elsewhere) is sent from its status here.
 */
export function TelegramStarsPage() {
  const { t } = useLingui();
  const { jettonId } = useRouteQuery('shopTelegramStars');
  return (
    <JettonPage
      title={t`Telegram Stars`}
      group="TELEGRAM_STARS"
      jettonId={jettonId}
      draft={STARS_DRAFT}
      defaultQuantity={DEFAULT_STARS}
      pageOf={starsPage}
      again={{ to: buildPath('shopTelegramStars', undefined, {}), label: t`Buy Stars again` }}
      form={(form) => (
        <StarsForm
          stars={form.quantity}
          username={form.username}
          onChange={(next) => form.onChange({ quantity: next.stars, username: next.username })}
          onBought={form.onBought}
        />
      )}
    />
  );
}

function StarsForm({
  stars,
  username,
  onChange,
  onBought,
}: {
  stars: number;
  username: string;
  onChange: (next: { stars?: number; username?: string }) => void;
  onBought: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const merchantRow = useMerchantRow();
  const products = useShopProducts();
  const create = useCreateJetton();
  const refusalText = useJettonRefusalText();
  const [isSubmitted, setIsSubmitted] = useState(false);
  if (products.isPending) {
    return (
      <Stack>
        <Skeleton height={48} />
        <Skeleton height={140} />
      </Stack>
    );
  }
  if (products.isError) {
    return (
      <LoadFailure
        message={t`The Stars packs could not be loaded.`}
        detail={errorText(products.error)}
        onRetry={() => void products.refetch()}
      />
    );
  }
  const packs = STARS_PACKS.map((count) =>
    products.data.find((product) => product.id === starsPackId(count)),
  ).filter((product): product is ShopProduct => product !== undefined);
  if (packs.length === 0) {
    return (
      <EmptyState
        title={t`Stars are not sold now`}
        description={t`Telegram Stars cannot be bought at the moment. Come back later.`}
      />
    );
  }
  const pack =
    packs.find((product) => product.quantity === stars) ??
    packs.find((product) => product.quantity === DEFAULT_STARS) ??
    packs[0]!;
  const price = pack.price === null ? null : t`${format.toman(pack.price)} Toman`;
  const buy = () => {
    setIsSubmitted(true);
    if (!pack.isActive || usernameProblem(username)) return;
    create.send(
      { productId: pack.id, username: bareUsername(username) },
      {
        onSuccess: (jetton) => {
          onBought();
          navigate(buildPath('invoice', undefined, { id: jetton.invoiceId, nextUrl: starsPage(jetton.id) }), {
            replace: true,
          });
        },
      },
    );
  };
  const refusal = create.refusal;
  const isUnknownUser = refusal?.codeString === 'TELEGRAM_USER_NOT_FOUND';
  return (
    <Stack>
      <ProductPicker
        label={t`Pack`}
        products={packs}
        chosenId={pack.id}
        isScrolling
        onChoose={(product) => {
          onChange({ stars: product.quantity ?? DEFAULT_STARS });
          create.reset();
        }}
      />
      {pack.isActive ? null : <InactiveProduct product={pack} />}
      <UsernameField
        value={username}
        onChange={(value) => {
          onChange({ username: value });
          create.reset();
        }}
        isSubmitted={isSubmitted}
        disabled={create.isPending}
        error={isUnknownUser ? t`No Telegram user was found by this username. Check it and try again.` : null}
      />
      <DetailList rows={[price ? { label: t`Price`, value: price } : null, merchantRow(pack.merchant)]} />
      {refusal && !isUnknownUser ? <MessageBox tone="error">{refusalText(refusal)}</MessageBox> : null}
      <Button size="l" isStretched onClick={buy} isBusy={create.isPending} disabled={!pack.isActive}>
        {price ? t`Buy for ${price}` : t`Buy`}
      </Button>
    </Stack>
  );
}
