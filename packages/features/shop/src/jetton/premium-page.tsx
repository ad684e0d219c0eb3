import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DEFAULT_PREMIUM_MONTHS,
  isApiError,
  PREMIUM_MONTHS,
  premiumPlanId,
  type PremiumRecipient,
  type ShopProduct,
} from '@wallet/api';
import { Button, DetailList, EmptyState, MessageBox, Picture, Section, Skeleton, Stack } from '@wallet/kit';
import {
  buildPath,
  LoadFailure,
  persistedAtom,
  useApi,
  useErrorText,
  useFormat,
  useNavigate,
  useRouteQuery,
} from '@wallet/ui';
import { SHOP_STORAGE_KEYS } from '../shared/storage-keys';
import { shopKeys, useCreateJetton, useShopProducts } from '../shared/jetton-queries';
import {
  InactiveProduct,
  ProductPicker,
  useJettonRefusalText,
  useMerchantRow,
  useQuantityWords,
  UsernameField,
} from './jetton-parts';
import { JettonPage } from './jetton-page';
import { bareUsername, usernameProblem } from './jetton-words';

const PREMIUM_DRAFT = persistedAtom(SHOP_STORAGE_KEYS.premiumDraft);

/** A Premium plan bought, on this page: where the invoice page comes back to. */
export const premiumPage = (jettonId: string) => buildPath('shopTelegramPremium', undefined, { jettonId });

/** How long Fragment's answer about a username is trusted while the user decides. */
const RECIPIENT_STALE_MS = 5 * 60_000;

/**
 * /shop/telegram-premium (SHOP-02): the three plans, 12 months chosen first, priced in Toman now; the username of
 * who receives it, found on Fragment (name and picture) before paying; then the jetton and its invoice, paid on
 * the invoice page, which comes back here with jettonId to show its delivery.
 */
export function TelegramPremiumPage() {
  const { t } = useLingui();
  const { jettonId } = useRouteQuery('shopTelegramPremium');
  return (
    <JettonPage
      title={t`Telegram Premium`}
      group="TELEGRAM_PREMIUM"
      jettonId={jettonId}
      draft={PREMIUM_DRAFT}
      defaultQuantity={DEFAULT_PREMIUM_MONTHS}
      pageOf={premiumPage}
      again={{ to: buildPath('shopTelegramPremium', undefined, {}), label: t`Buy Premium again` }}
      form={(form) => (
        <PremiumForm
          months={form.quantity}
          username={form.username}
          onChange={(next) => form.onChange({ quantity: next.months, username: next.username })}
          onBought={form.onBought}
        />
      )}
    />
  );
}

function PremiumForm({
  months,
  username,
  onChange,
  onBought,
}: {
  months: number;
  username: string;
  onChange: (next: { months?: number; username?: string }) => void;
  onBought: () => void;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const products = useShopProducts();
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
        message={t`The Premium plans could not be loaded.`}
        detail={errorText(products.error)}
        onRetry={() => void products.refetch()}
      />
    );
  }
  const plans = PREMIUM_MONTHS.map((count) =>
    products.data.find((product) => product.id === premiumPlanId(count)),
  ).filter((product): product is ShopProduct => product !== undefined);
  if (plans.length === 0) {
    return (
      <EmptyState
        title={t`Premium is not sold now`}
        description={t`Telegram Premium cannot be bought at the moment. Come back later.`}
      />
    );
  }
  const plan =
    plans.find((product) => product.quantity === months) ??
    plans.find((product) => product.quantity === DEFAULT_PREMIUM_MONTHS) ??
    plans[0]!;
  return (
    <PlanAndRecipient plans={plans} plan={plan} username={username} onChange={onChange} onBought={onBought} />
  );
}

function PlanAndRecipient({
  plans,
  plan,
  username,
  onChange,
  onBought,
}: {
  plans: readonly ShopProduct[];
  plan: ShopProduct;
  username: string;
  onChange: (next: { months?: number; username?: string }) => void;
  onBought: () => void;
}) {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const create = useCreateJetton();
  const refusalText = useJettonRefusalText();
  const months = plan.quantity ?? DEFAULT_PREMIUM_MONTHS;
  const [isSubmitted, setIsSubmitted] = useState(false);
  // The username Find was tapped for: the answer shown is for it, and typing another one asks again.
  const [looked, setLooked] = useState<string | null>(null);
  const bare = bareUsername(username);
  const isLookedUp = looked !== null && looked.toLowerCase() === bare.toLowerCase();
  const recipient = useQuery({
    queryKey: shopKeys.premiumRecipient(months, bare),
    queryFn: ({ signal }) =>
      api.premiumRecipient(
        { query: { months: String(months) as '3' | '6' | '12', username: bare } },
        { signal },
      ),
    enabled: isLookedUp,
    staleTime: RECIPIENT_STALE_MS,
  });
  const isNotFound = isApiError(recipient.error) && recipient.error.codeString === 'TELEGRAM_USER_NOT_FOUND';

  const find = () => {
    setIsSubmitted(true);
    if (usernameProblem(username)) return;
    setLooked(bare);
  };
  const pay = () => {
    if (!plan.isActive || usernameProblem(username)) return;
    create.send(
      { productId: plan.id, username: bare },
      {
        onSuccess: (jetton) => {
          onBought();
          navigate(
            buildPath('invoice', undefined, { id: jetton.invoiceId, nextUrl: premiumPage(jetton.id) }),
            { replace: true },
          );
        },
      },
    );
  };

  const refusal = create.refusal;
  return (
    <Stack>
      <ProductPicker
        label={t`Plan`}
        products={plans}
        chosenId={plan.id}
        onChoose={(product) => {
          onChange({ months: product.quantity ?? DEFAULT_PREMIUM_MONTHS });
          create.reset();
        }}
      />
      {plan.isActive ? null : <InactiveProduct product={plan} />}
      <UsernameField
        value={username}
        onChange={(value) => {
          onChange({ username: value });
          create.reset();
        }}
        isSubmitted={isSubmitted}
        disabled={create.isPending}
      />
      {!isLookedUp ? (
        <Button size="l" mode="bezeled" isStretched onClick={find} disabled={!plan.isActive}>
          {t`Find`}
        </Button>
      ) : recipient.isPending ? (
        <Skeleton height={96} />
      ) : isNotFound ? (
        <MessageBox tone="warning" title={t`No Telegram user found`}>
          {t`Fragment found no Telegram user by @${bare}. Check the username.`}
        </MessageBox>
      ) : recipient.isError ? (
        <LoadFailure
          message={t`The username could not be looked up.`}
          detail={errorText(recipient.error)}
          onRetry={() => void recipient.refetch()}
        />
      ) : (
        <Recipient
          recipient={recipient.data}
          plan={plan}
          onPay={pay}
          isBusy={create.isPending}
          refusal={refusal ? refusalText(refusal) : null}
        />
      )}
    </Stack>
  );
}

/** Who receives the plan, as Fragment knows them, and what they get for what price: the last look before paying. */
function Recipient({
  recipient,
  plan,
  onPay,
  isBusy,
  refusal,
}: {
  recipient: PremiumRecipient;
  plan: ShopProduct;
  onPay: () => void;
  isBusy: boolean;
  refusal: string | null;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const merchantRow = useMerchantRow();
  const words = useQuantityWords();
  const name = recipient.name;
  const price = plan.price === null ? null : t`${format.toman(plan.price)} Toman`;
  return (
    <Section title={t`Recipient`}>
      <Stack>
        {recipient.photo?.startsWith('data:image/') ? (
          <Picture src={recipient.photo} alt={t`${name}'s picture`} />
        ) : null}
        <DetailList
          rows={[
            { label: t`Name`, value: recipient.name, note: `@${recipient.username}` },
            { label: t`Plan`, value: words('TELEGRAM_PREMIUM', recipient.months) },
            price ? { label: t`Price`, value: price } : null,
            merchantRow(plan.merchant),
          ]}
        />
        {refusal ? <MessageBox tone="error">{refusal}</MessageBox> : null}
        <Button size="l" isStretched onClick={onPay} isBusy={isBusy} disabled={!plan.isActive}>
          {price ? t`Pay ${price}` : t`Pay`}
        </Button>
      </Stack>
    </Section>
  );
}
