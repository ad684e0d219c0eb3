import type {
  AdCheque,
  AdChequeStats,
  DeliveryAddress,
  GiftCardOrder,
  Giveaway,
  Invoice,
  Jetton,
  ShopProduct,
} from '@wallet/api';

export const CHEQUE: AdCheque = {
  id: '5',
  creatorId: '11',
  token: 'USDT',
  totalPrize: '3',
  activationPrize: '1',
  firstLayerReferralPrize: '0',
  secondLayerReferralPrize: '0',
  message: 'Happy Nowruz',
  design: 'NOWRUZ',
  status: 'ACTIVE',
  left: '2',
  createdAt: '2026-11-24T08:00:00.000Z',
  activatedAt: '2026-11-24T08:05:00.000Z',
  expiresAt: '2026-12-24T08:05:00.000Z',
  isClaimed: false,
};

export const STATS: AdChequeStats = {
  id: '5',
  token: 'USDT',
  claims: 1,
  referrals: 0,
  paidOut: '1',
  activationPaid: '1',
  referralPaid: '0',
  left: '2',
  returned: '0',
};

export const CHEQUE_INVOICE: Invoice = {
  id: '70',
  code: 'K7QW2MZP4X',
  type: 'AD_CHEQUE',
  status: 'PENDING',
  product: { item: 'AD_CHEQUE', quantity: '1', taskId: null },
  merchant: { name: 'Wallet', isCertified: true },
  amount: '300000',
  paidAmount: '0',
  paidWith: null,
  paidAt: null,
  refundedAt: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  expiresAt: '2026-11-24T08:30:00.000Z',
};

/** An ACTIVE giveaway seen by someone who has not joined it yet, ending well after the tests run. */
export const GIVEAWAY: Giveaway = {
  id: '9',
  creatorId: '2',
  title: 'Win **USDT** at [our channel](https://t.me/shopchan)',
  bannerUrl: '/v1/giveaway/9/banner',
  endsAt: '2099-01-01T00:00:00.000Z',
  token: 'USDT',
  prizes: [
    { count: 1, amount: '10' },
    { count: 2, amount: '5' },
  ],
  totalPrize: '20',
  limitations: [{ chat: '@shopchan', previewName: 'Shop channel', url: 'https://t.me/shopchan' }],
  status: 'ACTIVE',
  participants: 3,
  isParticipating: false,
  participantCode: null,
  isCreator: false,
  draw: { seedHash: 'ab12', seed: null, rule: 'Lowest SHA-256 of seed:code wins.' },
  winners: [],
  prizeWon: null,
  returned: '0',
  createdAt: '2026-11-24T08:00:00.000Z',
  drawnAt: null,
};

const WALLET_MERCHANT = { name: 'Wallet', isCertified: true };

/** A Premium plan or Stars pack, priced from its dollar price at 100,000 Toman per Tether. */
export function product(id: string, overrides: Partial<ShopProduct> = {}): ShopProduct {
  const [, kind, size] = /^TG-(PREMIUM|STARS)-(\d+)/.exec(id) ?? [];
  const quantity = Number(size);
  const usd = kind === 'PREMIUM' ? { 3: '12', 6: '16', 12: '29' }[quantity]! : String(quantity * 0.015);
  return {
    id,
    group: kind === 'PREMIUM' ? 'TELEGRAM_PREMIUM' : 'TELEGRAM_STARS',
    quantity,
    price: String(Math.round(Number(usd) * 100_000)),
    usdPrice: usd,
    usdtRate: '100000',
    isActive: true,
    inactiveReason: null,
    merchant: WALLET_MERCHANT,
    ...overrides,
  };
}

/** A group priced by the amount chosen (gift cards, ad cheques, giveaways). */
export function groupProduct(group: ShopProduct['group'], overrides: Partial<ShopProduct> = {}): ShopProduct {
  return {
    id: group,
    group,
    quantity: null,
    price: null,
    usdPrice: null,
    usdtRate: null,
    isActive: true,
    inactiveReason: null,
    merchant: WALLET_MERCHANT,
    ...overrides,
  };
}

/** Everything the shop sells, all active. */
export const PRODUCTS: ShopProduct[] = [
  groupProduct('GIVEAWAY'),
  ...['TG-PREMIUM-3M', 'TG-PREMIUM-6M', 'TG-PREMIUM-12M'].map((id) => product(id)),
  ...[50, 100, 250, 500, 1000, 2500, 5000, 10000].map((stars) => product(`TG-STARS-${stars}`)),
  groupProduct('GIFT_CARD'),
  groupProduct('AD_CHEQUE'),
];

/** A 12-month Premium plan bought for @durov, waiting for its invoice to be paid. */
export const JETTON: Jetton = {
  id: '41',
  productId: 'TG-PREMIUM-12M',
  group: 'TELEGRAM_PREMIUM',
  quantity: 12,
  status: 'PENDING',
  invoiceId: '80',
  price: '2900000',
  recipient: { username: 'durov', name: 'Pavel Durov' },
  fragmentOrderId: null,
  failureReason: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  paidAt: null,
  redeemedAt: null,
  deliveredAt: null,
  refundedAt: null,
};

export const JETTON_INVOICE: Invoice = {
  ...CHEQUE_INVOICE,
  id: '80',
  type: 'JETTON',
  product: { item: 'TG-PREMIUM-12M', quantity: '1', taskId: null },
  amount: '2900000',
};

/** A digital card paid and issued: its activation code shown. */
export const GIFT_CARD_ORDER: GiftCardOrder = {
  id: '31',
  type: 'DIGITAL',
  design: 'nowruz',
  currency: 'toman',
  token: 'IRT',
  amount: '200000',
  cardPrice: '200000',
  shippingCost: '0',
  issueFee: '10000',
  total: '210000',
  message: 'Happy Nowruz',
  recipientName: 'Sara',
  phone: null,
  province: null,
  city: null,
  address: null,
  postalCode: null,
  trackingNumber: null,
  activationCode: 'GC-7Q2M-ZP4X',
  supportCode: 'S-GC31',
  status: 'ISSUED',
  invoiceId: '71',
  shipsBy: null,
  paidAt: '2026-11-24T08:05:00.000Z',
  issuedAt: '2026-11-24T08:05:00.000Z',
  shippedAt: null,
  deliveredAt: null,
  refundedAt: null,
  createdAt: '2026-11-24T08:00:00.000Z',
};

/** A printed card of bitcoin, posted and not yet delivered. */
export const PHYSICAL_GIFT_CARD_ORDER: GiftCardOrder = {
  ...GIFT_CARD_ORDER,
  id: '32',
  type: 'PHYSICAL',
  design: 'birthday',
  currency: 'bitcoin',
  token: 'BTC',
  amount: '0.001',
  cardPrice: '9000000',
  shippingCost: '150000',
  issueFee: '50000',
  total: '9200000',
  message: '',
  recipientName: 'Ali',
  phone: '09121234567',
  province: 'تهران',
  city: 'تهران',
  address: 'Valiasr 12',
  postalCode: '1234567890',
  trackingNumber: 'TRK-55120',
  activationCode: 'GC-9K3L-AB12',
  supportCode: 'S-GC32',
  status: 'SHIPPED',
  invoiceId: '72',
  shipsBy: '2026-12-04T08:05:00.000Z',
  issuedAt: '2026-11-25T08:05:00.000Z',
  shippedAt: '2026-11-26T08:05:00.000Z',
};

export const HOME_ADDRESS: DeliveryAddress = {
  id: '5',
  title: 'Home',
  province: 'تهران',
  city: 'تهران',
  address: 'Valiasr 12',
  recipient: 'Ali',
  recipientMobile: '09121234567',
  postalCode: '1234567890',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
