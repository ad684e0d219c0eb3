import type { AdCheque, AdChequeStats, Invoice } from '@wallet/api';

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
  amount: '300000',
  paidAmount: '0',
  paidWith: null,
  paidAt: null,
  refundedAt: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  expiresAt: '2026-11-24T08:30:00.000Z',
};
