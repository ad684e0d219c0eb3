import { useLingui } from '@lingui/react/macro';
import type { InvoiceStatus, InvoiceType, PaymentMethod, PaymentMethodUnavailableReason } from '@wallet/api';
import { useFormat } from '@wallet/ui';

/** Spec 000 §3 Telegram Premium plans: TG-PREMIUM-3M, 6M, 12M. */
const PREMIUM_PLAN = /^TG-PREMIUM-(\d{1,2})M$/;
const STARS_PACK = /^TG-STARS-(\d{1,6})$/;

/** The words of invoices and their payment methods, in the user's language. */
export function useInvoiceTexts() {
  const { t } = useLingui();
  const format = useFormat();
  const statuses: Record<InvoiceStatus, string> = {
    PENDING: t`Waiting for payment`,
    PAID: t`Paid`,
    DELIVERED: t`Paid and delivered`,
    CANCELED: t`Canceled`,
  };
  const types: Record<InvoiceType, string> = {
    GIVEAWAY: t`Giveaway`,
    AD_CHEQUE: t`Ad cheque`,
    AD_CHEQUE_TOP_UP: t`Ad cheque top-up`,
    JETTON: t`Shop`,
    GIFT_CARD: t`Gift card`,
    EXPRESS_BUY: t`Express buy`,
    EXPRESS_WITHDRAW: t`Express withdraw`,
  };
  const methods: Record<PaymentMethod, string> = {
    IRT_BALANCE: t`Toman balance`,
    USDT_BALANCE: t`Tether balance`,
    CARD2CARD: t`Card to card`,
    CARD2CARD_WITH_BALANCE: t`Balance and card to card`,
    GATEWAY: t`Bank gateway`,
    DIRECT: t`Direct debit`,
  };
  const reasons: Record<PaymentMethodUnavailableReason, string> = {
    KYC_LEVEL_1_REQUIRED: t`Needs identity verification level 1`,
    METHOD_DISABLED: t`Not available right now`,
    DEPOSITS_PAUSED: t`Toman deposits are paused for now`,
    TRADES_PAUSED: t`Trading is paused for now`,
    BALANCE_INSUFFICIENT: t`Your balance is not enough`,
    BALANCE_COVERS_DUE: t`Your Toman balance covers it all`,
    AMOUNT_BELOW_MIN: t`The amount is below this method's minimum`,
    AMOUNT_ABOVE_MAX: t`The amount is above this method's maximum`,
    NO_CARD: t`Add a bank card first`,
    NO_ACTIVE_CONTRACT: t`Needs an active direct-debit contract`,
    INVOICE_NOT_PENDING: t`This invoice is no longer waiting for payment`,
  };
  /** A shop item's name: a Telegram Premium plan by its months, a Stars pack by its Stars, else its code. */
  const item = (code: string): string => {
    const plan = PREMIUM_PLAN.exec(code);
    if (plan) return t`Telegram Premium, ${format.digits(plan[1]!)} months`;
    const stars = STARS_PACK.exec(code);
    return stars ? t`${format.digits(stars[1]!)} Telegram Stars` : code;
  };
  return { statuses, types, methods, reasons, item };
}
