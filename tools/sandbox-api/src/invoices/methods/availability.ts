import { and, eq } from 'drizzle-orm';
import {
  CARD_TO_CARD_MAX_TOMAN,
  CARD_TO_CARD_MIN_TOMAN,
  gatewayFeeToman,
  INSTANT_BANK_MAX_TOMAN,
  isRialBankingLevel,
  PAYMENT_METHODS,
  RIAL_DEPOSIT_MIN_TOMAN,
  type InvoicePaymentMethod,
  type PaymentMethod,
  type PaymentMethodUnavailableReason,
} from '@wallet/api';
import { cmp, isPositive, levelAbilities, min, sub } from '@wallet/core';
import type { Sandbox } from '../../context';
import { isFlagOn } from '../../config/flags';
import type { Db } from '../../db/client';
import { ApiFailure } from '../../errors';
import { bankCards } from '../../rial/tables';
import { settleContracts } from '../../rial/direct-debit/contracts';
import { directDebitContracts } from '../../rial/direct-debit/tables';
import { gatewayLeftToday } from '../../rial/gateway/daily-cap';
import { priceTrade } from '../../trade/pricing';
import type { UserRow } from '../../profile/tables';
import { ledgerBalance } from '../../money/transactions';
import { amountDue } from '../invoices';
import type { InvoiceRow } from '../tables';

// Which methods can pay what is due on an invoice now, and why not (spec 000 §3, §6). The page's advice: paying
// runs each method's own rules again.

/** What the balance pays first when a card pays the rest: the card's part is at least its minimum. */
export function balancePartOf(irtBalance: string, due: string): string {
  return min(irtBalance, sub(due, CARD_TO_CARD_MIN_TOMAN));
}

interface PayingContext {
  user: UserRow;
  due: string;
  isPending: boolean;
  irt: string;
  usdt: string;
  /** The Tether that buys what is due at this instant, or null when Tether cannot be traded. */
  usdtPrice: string | null;
  flags: Record<
    | 'CARD_TO_CARD'
    | 'GATEWAY'
    | 'DIRECT_DEBIT'
    | 'PAYMENT_METHODS'
    | 'RIAL_DEPOSIT_LIMIT'
    | 'ALL_SWAP_LIMIT'
    | 'RIAL_SWAP_LIMIT',
    boolean
  >;
  hasCard: boolean;
  hasActiveContract: boolean;
  gatewayMax: string;
}

async function usdtPriceOf(sb: Sandbox, db: Db, due: string): Promise<string | null> {
  if (!isPositive(due)) return null;
  try {
    const price = await priceTrade(
      sb,
      db,
      { sourceToken: 'USDT', destinationToken: 'IRT', destinationAmount: due },
      sb.clock.now(),
    );
    return price.sourceAmount;
  } catch (error) {
    if (error instanceof ApiFailure) return null;
    throw error;
  }
}

async function payingContext(sb: Sandbox, db: Db, user: UserRow, row: InvoiceRow): Promise<PayingContext> {
  const now = sb.clock.now();
  const due = amountDue(row);
  const flagNames = [
    'CARD_TO_CARD',
    'GATEWAY',
    'DIRECT_DEBIT',
    'PAYMENT_METHODS',
    'RIAL_DEPOSIT_LIMIT',
    'ALL_SWAP_LIMIT',
    'RIAL_SWAP_LIMIT',
  ] as const;
  const flags = Object.fromEntries(
    await Promise.all(flagNames.map(async (flag) => [flag, await isFlagOn(db, flag)] as const)),
  ) as PayingContext['flags'];
  await settleContracts(db, now, user.id);
  const [card] = await db
    .select({ id: bankCards.id })
    .from(bankCards)
    .where(eq(bankCards.userId, user.id))
    .limit(1);
  const [contract] = await db
    .select({ id: directDebitContracts.id })
    .from(directDebitContracts)
    .where(and(eq(directDebitContracts.userId, user.id), eq(directDebitContracts.status, 'ACTIVE')))
    .limit(1);
  const { left } = await gatewayLeftToday(db, user.id, now);
  return {
    user,
    due,
    isPending: row.status === 'PENDING' && row.expiresAt.getTime() > now.getTime(),
    irt: (await ledgerBalance(db, user.id, 'IRT')) ?? '0',
    usdt: (await ledgerBalance(db, user.id, 'USDT')) ?? '0',
    usdtPrice: await usdtPriceOf(sb, db, due),
    flags,
    hasCard: Boolean(card),
    hasActiveContract: Boolean(contract),
    gatewayMax: left,
  };
}

type Reason = PaymentMethodUnavailableReason | null;

/** The first reason an amount is outside a range. */
const rangeProblem = (amount: string, low: string, high: string): Reason =>
  cmp(amount, low) < 0 ? 'AMOUNT_BELOW_MIN' : cmp(amount, high) > 0 ? 'AMOUNT_ABOVE_MAX' : null;

/** What stops a balance payment: the trade guard's level and pauses, then the balance. */
function balanceProblem(c: PayingContext, balance: string, amount: string | null): Reason {
  if (!levelAbilities(c.user.level).trade) return 'KYC_LEVEL_1_REQUIRED';
  if (c.flags.ALL_SWAP_LIMIT || c.flags.RIAL_SWAP_LIMIT) return 'TRADES_PAUSED';
  if (amount === null) return 'METHOD_DISABLED';
  return cmp(balance, amount) < 0 ? 'BALANCE_INSUFFICIENT' : null;
}

/** What stops a card, gateway or direct payment before its own rules: the level, the flags, the pause. */
function bankProblem(c: PayingContext, flag: 'CARD_TO_CARD' | 'GATEWAY' | 'DIRECT_DEBIT'): Reason {
  if (!isRialBankingLevel(c.user.level)) return 'KYC_LEVEL_1_REQUIRED';
  if (!c.flags.PAYMENT_METHODS || !c.flags[flag]) return 'METHOD_DISABLED';
  if (c.flags.RIAL_DEPOSIT_LIMIT) return 'DEPOSITS_PAUSED';
  return null;
}

function methodOption(c: PayingContext, method: PaymentMethod): InvoicePaymentMethod {
  const option = (
    reason: Reason,
    parts: Partial<Omit<InvoicePaymentMethod, 'method' | 'isAvailable' | 'unavailableReason'>> = {},
  ): InvoicePaymentMethod => {
    const unavailableReason = c.isPending ? reason : 'INVOICE_NOT_PENDING';
    return {
      method,
      isAvailable: unavailableReason === null,
      unavailableReason,
      token: 'IRT',
      amount: c.due,
      fromBalance: '0',
      fee: '0',
      minAmount: null,
      maxAmount: null,
      ...parts,
    };
  };
  switch (method) {
    case 'IRT_BALANCE':
      return option(balanceProblem(c, c.irt, c.due));
    case 'USDT_BALANCE':
      return option(balanceProblem(c, c.usdt, c.usdtPrice), { token: 'USDT', amount: c.usdtPrice ?? '0' });
    case 'CARD2CARD': {
      const range = { minAmount: CARD_TO_CARD_MIN_TOMAN, maxAmount: CARD_TO_CARD_MAX_TOMAN };
      const reason =
        bankProblem(c, 'CARD_TO_CARD') ??
        (c.hasCard ? null : 'NO_CARD') ??
        rangeProblem(c.due, CARD_TO_CARD_MIN_TOMAN, CARD_TO_CARD_MAX_TOMAN);
      return option(reason, range);
    }
    case 'CARD2CARD_WITH_BALANCE': {
      const fromBalance = isPositive(c.irt) ? balancePartOf(c.irt, c.due) : '0';
      const cardPart = sub(c.due, isPositive(fromBalance) ? fromBalance : '0');
      const range = { minAmount: CARD_TO_CARD_MIN_TOMAN, maxAmount: CARD_TO_CARD_MAX_TOMAN };
      const reason =
        bankProblem(c, 'CARD_TO_CARD') ??
        (c.hasCard ? null : 'NO_CARD') ??
        (c.flags.ALL_SWAP_LIMIT || c.flags.RIAL_SWAP_LIMIT ? 'TRADES_PAUSED' : null) ??
        (isPositive(c.irt) ? null : 'BALANCE_INSUFFICIENT') ??
        (cmp(c.irt, c.due) >= 0 ? 'BALANCE_COVERS_DUE' : null) ??
        (isPositive(fromBalance) ? null : 'AMOUNT_BELOW_MIN') ??
        rangeProblem(cardPart, CARD_TO_CARD_MIN_TOMAN, CARD_TO_CARD_MAX_TOMAN);
      return option(reason, {
        amount: cardPart,
        fromBalance: isPositive(fromBalance) ? fromBalance : '0',
        ...range,
      });
    }
    case 'GATEWAY': {
      const reason =
        bankProblem(c, 'GATEWAY') ??
        (c.hasCard ? null : 'NO_CARD') ??
        rangeProblem(c.due, RIAL_DEPOSIT_MIN_TOMAN, c.gatewayMax);
      return option(reason, {
        fee: gatewayFeeToman(c.due),
        minAmount: RIAL_DEPOSIT_MIN_TOMAN,
        maxAmount: c.gatewayMax,
      });
    }
    case 'DIRECT': {
      const reason =
        bankProblem(c, 'DIRECT_DEBIT') ??
        (c.hasActiveContract ? null : 'NO_ACTIVE_CONTRACT') ??
        rangeProblem(c.due, RIAL_DEPOSIT_MIN_TOMAN, INSTANT_BANK_MAX_TOMAN);
      return option(reason, { minAmount: RIAL_DEPOSIT_MIN_TOMAN, maxAmount: INSTANT_BANK_MAX_TOMAN });
    }
  }
}

/** Every payment method for the invoice, in PAYMENT_METHODS' order, with the balances that can pay it. */
export async function paymentMethodsOf(sb: Sandbox, db: Db, user: UserRow, row: InvoiceRow) {
  const context = await payingContext(sb, db, user, row);
  return {
    due: context.due,
    balances: { irt: context.irt, usdt: context.usdt },
    methods: PAYMENT_METHODS.map((method) => methodOption(context, method)),
  };
}
