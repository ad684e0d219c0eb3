import { useLingui } from '@lingui/react/macro';
import type { ApiError, Jetton, Merchant, ShopProduct } from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import {
  Button,
  DetailList,
  EmptyState,
  List,
  MessageBox,
  Section,
  Skeleton,
  Stack,
  TextField,
  ToggleGroup,
  type Detail,
} from '@wallet/kit';
import {
  buildPath,
  LinkRow,
  LoadFailure,
  useErrorText,
  useFormat,
  useNavigate,
  useSession,
} from '@wallet/ui';
import { useJettons } from '../shared/jetton-queries';
import { JETTON_STATUS_WORDS, usernameProblem } from './jetton-words';

/** A Premium plan's or a Stars pack's name: "12 months", "500 Stars". */
export function useQuantityWords() {
  const { t } = useLingui();
  const format = useFormat();
  return (group: Jetton['group'], quantity: number) => {
    // Grouped like every other number (10,000 Stars), in the user's digits.
    const count = format.amount(String(quantity), 0);
    return group === 'TELEGRAM_PREMIUM' ? t`${count} months of Premium` : t`${count} Stars`;
  };
}

/** The merchant an invoice is paid to, as certified or not verified (SHOP-12). */
export function useMerchantRow() {
  const { t } = useLingui();
  return (merchant: Merchant): Detail => ({
    label: t`Merchant`,
    value: merchant.name,
    note: merchant.isCertified ? t`Certified merchant` : t`Not verified merchant`,
  });
}

/**
 * A refusal of a buy or a send, in the server's words when it gave some, else in ours by its code; anything else as
 * the app tells failures.
 */
export function useJettonRefusalText() {
  const { t } = useLingui();
  const errorText = useErrorText();
  return (refusal: ApiError): string | null => {
    if (refusal.localizedMessage) return refusal.localizedMessage;
    switch (refusal.codeString) {
      case 'PRODUCT_NOT_ACTIVE':
        return t`This is not active for you. Support can tell you why.`;
      case 'PRODUCT_NOT_FOUND':
        return t`This is no longer sold. Choose another one.`;
      case 'TELEGRAM_USER_NOT_FOUND':
        return t`No Telegram user was found by this username. Check it and try again.`;
      case 'JETTON_NOT_PAID':
        return t`It is not paid yet: pay its invoice first.`;
      default:
        return errorText(refusal);
    }
  };
}

/** A button that opens another page of the app. */
export function GoButton({
  to,
  children,
  isStretched = false,
}: {
  to: string;
  children: string;
  isStretched?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Button mode="bezeled" size="m" isStretched={isStretched} onClick={() => navigate(to)}>
      {children}
    </Button>
  );
}

/** The way to ask support why a product is turned off for this user (SHOP-13): the help page's channels. */
export function ContactSupport() {
  const { t } = useLingui();
  return <GoButton to={buildPath('profileHelp')}>{t`Contact support`}</GoButton>;
}

/** Why the chosen product cannot be bought, with support when it is turned off for this user. */
export function InactiveProduct({ product }: { product: ShopProduct }) {
  const { t } = useLingui();
  return product.inactiveReason === 'UNAVAILABLE' ? (
    <MessageBox tone="warning">{t`This is not available at the moment. Try again later.`}</MessageBox>
  ) : (
    <MessageBox tone="warning" actions={<ContactSupport />}>
      {t`This is not active for you. Support can tell you why.`}
    </MessageBox>
  );
}

/**
 * The plans or packs to choose from, each with its Toman price now and the dollar price and Tether rate it is
 * made from; the chosen one is pressed.
 */
export function ProductPicker({
  label,
  products,
  chosenId,
  onChoose,
  isScrolling = false,
}: {
  label: string;
  products: readonly ShopProduct[];
  chosenId: string;
  onChoose: (product: ShopProduct) => void;
  isScrolling?: boolean;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useQuantityWords();
  const rateNote = (usdPrice: string, usdtRate: string) => {
    const usd = format.usd(usdPrice);
    const rate = format.toman(usdtRate);
    return t`$${usd} at ${rate} Toman per Tether`;
  };
  const nameOf = (product: ShopProduct) =>
    words(
      product.group === 'TELEGRAM_PREMIUM' ? 'TELEGRAM_PREMIUM' : 'TELEGRAM_STARS',
      product.quantity ?? 0,
    );
  return (
    <Stack>
      <ToggleGroup<string>
        label={label}
        isScrolling={isScrolling}
        options={products.map((product) => ({ value: product.id, label: nameOf(product) }))}
        value={chosenId}
        onChange={(id) => {
          const product = products.find((candidate) => candidate.id === id);
          if (product) onChoose(product);
        }}
      />
      <DetailList
        rows={products.map((product) => ({
          label: nameOf(product),
          value: !product.isActive
            ? t`Not active for you`
            : product.price === null
              ? '—'
              : t`${format.toman(product.price)} Toman`,
          note:
            product.isActive && product.usdPrice !== null && product.usdtRate !== null
              ? rateNote(product.usdPrice, product.usdtRate)
              : undefined,
        }))}
      />
    </Stack>
  );
}

/** The username of who receives the plan or pack, checked as typed (the @ may be left out). */
export function UsernameField({
  value,
  onChange,
  isSubmitted,
  disabled,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The user tried to go on: an empty field is pointed out too. */
  isSubmitted: boolean;
  disabled?: boolean;
  /** The server's refusal of this username, when there is one. */
  error?: string | null;
}) {
  const { t } = useLingui();
  const problem = usernameProblem(value);
  const problemText =
    problem === 'malformed'
      ? t`A Telegram username has 5 to 32 English letters, digits and underscores, and starts with a letter.`
      : problem === 'required' && isSubmitted
        ? t`Enter the Telegram username of who receives it.`
        : null;
  return (
    <TextField
      label={t`Telegram username`}
      placeholder="@username"
      value={value}
      onChange={onChange}
      error={problemText ?? error ?? undefined}
      isLtr
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      disabled={disabled}
    />
  );
}

/** The user's own purchases of one group, newest first, each opening its status on the page at `pageOf`. */
export function Purchases({ group, pageOf }: { group: Jetton['group']; pageOf: (id: string) => string }) {
  const { t, i18n } = useLingui();
  const { language } = useSession();
  const errorText = useErrorText();
  const words = useQuantityWords();
  const jettons = useJettons();
  let body;
  if (jettons.isPending) {
    body = <Skeleton height={56} />;
  } else if (jettons.isError) {
    body = (
      <LoadFailure
        message={t`Your purchases could not be loaded.`}
        detail={errorText(jettons.error)}
        onRetry={() => void jettons.refetch()}
      />
    );
  } else {
    const mine = jettons.data
      .filter((jetton) => jetton.group === group)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    body =
      mine.length === 0 ? (
        <EmptyState title={t`No purchases yet`} description={t`What you buy here is listed here.`} />
      ) : (
        <List>
          {mine.map((jetton) => {
            const status = i18n._(JETTON_STATUS_WORDS[jetton.status]);
            const when = formatDateTime(jetton.createdAt, language);
            const recipient = jetton.recipient ? `@${jetton.recipient.username}` : t`no username yet`;
            return (
              <LinkRow
                key={jetton.id}
                href={pageOf(jetton.id)}
                subtitle={t`${status} · ${recipient} · ${when}`}
              >
                {words(jetton.group, jetton.quantity)}
              </LinkRow>
            );
          })}
        </List>
      );
  }
  return <Section title={t`Your purchases`}>{body}</Section>;
}
