import type { AdCheque, AdChequeStats, Giveaway, Invoice } from '@wallet/api';

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
