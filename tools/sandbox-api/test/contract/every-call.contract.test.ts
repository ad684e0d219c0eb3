import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CallName, Jetton, WalletApi } from '@wallet/api';
import { totp } from '../../src/auth/totp';
import { DEVICE, startTestSandbox, type TestSandbox } from '../harness';
import { authDate, signInitData } from '../telegram-sign';
import { activeContract } from '../direct-debit-support';

let t: TestSandbox;
beforeAll(async () => {
  // Telegram's Bot API as the bot: the calls that ask it get an answer of Telegram's shape.
  t = await startTestSandbox({
    telegram: {
      async call<T>(method: string): Promise<T> {
        if (method !== 'savePreparedInlineMessage') throw new Error(`every-call: no ${method} here`);
        return { id: 'prepared-every-call', expiration_date: 1_900_000_000 } as T;
      },
    },
  });
});
afterAll(() => t.close());

const TRX_WITHDRAW = {
  amount: '10',
  token: 'TRX',
  network: 'TRX',
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  useAccountBalance: true,
} as const;
/** demo_level1: a level that may withdraw, with TRX to withdraw. */
const levelOne = async () => t.api((await t.login('09120000001')).token);
/** A level-1 user of its own for the bank calls (cards and IBANs must belong to a level-1 user). */
let bankApi: WalletApi | null = null;
const bankUser = async () => (bankApi ??= (await t.userWith('09125550077', { level: 'LEVEL_1_IR' })).api);
/** A level-1 user of its own with Toman to swap. */
let traderApi: WalletApi | null = null;
const trader = async () =>
  (traderApi ??= (
    await t.userWith('09125550066', { level: 'LEVEL_1_IR', credit: [{ token: 'IRT', amount: '1000000' }] })
  ).api);

/** A shop invoice of the trader's, made by the sandbox's stand-in for the shop. */
const traderInvoice = async (): Promise<string> => {
  await trader();
  const { status, body } = await t.raw('/__sandbox/invoices', {
    method: 'POST',
    body: JSON.stringify({ phone: '09125550066', type: 'JETTON', item: 'TG-PREMIUM-3M', amount: '20000' }),
  });
  if (status !== 200) throw new Error(`invoice: ${status}`);
  return (body as { result: { id: string } }).result.id;
};

/** The trader's Toman cheque, paid from the balance so it is ACTIVE. */
let traderCheque: string | null = null;
const activeCheque = async (): Promise<string> => {
  if (traderCheque) return traderCheque;
  const api = await trader();
  const prizes = { activationPrize: '1000', firstLayerReferralPrize: '0', secondLayerReferralPrize: '0' };
  const cheque = await api.createAdCheque(
    { body: { token: 'IRT', totalPrize: '10000', ...prizes } },
    { idempotencyKey: 'every-call-cheque-1' },
  );
  const invoice = await api.payAdCheque(
    { params: { id: cheque.id } },
    { idempotencyKey: 'every-call-cheque-2' },
  );
  await api.payPaymentInvoice(
    { params: { id: invoice.id }, body: { method: 'IRT_BALANCE' } },
    { idempotencyKey: 'every-call-cheque-3' },
  );
  return (traderCheque = cheque.id);
};
/** A captcha for the test's user to claim the trader's cheque, with the token that solves it. */
const chequeCaptcha = async (api: WalletApi) => {
  const chequeId = await activeCheque();
  const ask = { chequeId, referredById: null, deviceInformation: DEVICE };
  const { captchaId } = await api.adChequeCaptcha({ body: ask });
  const { body } = await t.raw(`/__sandbox/captcha/${captchaId}`);
  return { ask, captchaToken: (body as { result: { captchaToken: string } }).result.captchaToken };
};

/** The trader's Stars jetton, bought without a username and paid from the balance, so it can be redeemed. */
let traderJetton: { created: Jetton } | null = null;
const paidJetton = async (): Promise<{ created: Jetton }> => {
  if (traderJetton) return traderJetton;
  const api = await trader();
  const created = await api.createJetton(
    { body: { productId: 'TG-STARS-100' } },
    { idempotencyKey: 'every-call-jetton-1' },
  );
  await api.payPaymentInvoice(
    { params: { id: created.invoiceId }, body: { method: 'IRT_BALANCE' } },
    { idempotencyKey: 'every-call-jetton-2' },
  );
  return (traderJetton = { created });
};

/** The trader's Toman giveaway with no limitations, made and paid from the balance so it is ACTIVE. */
let traderGiveaway: string | null = null;
const newGiveaway = async (key: string) =>
  (await trader()).createGiveaway(
    {
      body: {
        dataString: JSON.stringify({
          title: '**Every call**',
          endsAt: new Date(t.running.sandbox.clock.nowMs() + 3_600_000).toISOString(),
          token: 'IRT',
          prizes: [{ count: 2, amount: '1000' }],
          limitations: [],
        }),
        banner: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])]),
      },
    },
    { idempotencyKey: key },
  );
const activeGiveaway = async (): Promise<string> => {
  if (traderGiveaway) return traderGiveaway;
  const api = await trader();
  const giveaway = await newGiveaway('every-call-giveaway-1');
  const invoice = await api.payGiveaway(
    { params: { id: giveaway.id } },
    { idempotencyKey: 'every-call-giveaway-2' },
  );
  await api.payPaymentInvoice(
    { params: { id: invoice.id }, body: { method: 'IRT_BALANCE' } },
    { idempotencyKey: 'every-call-giveaway-3' },
  );
  return (traderGiveaway = giveaway.id);
};

interface Ctx {
  api: WalletApi;
  anonymous: WalletApi;
  token: string;
}

/**
 * One valid call per definition; the client checks every answer against the contract. The Record type
 * makes the compiler refuse a definition that has no entry here.
 */
const EVERY_CALL: Record<CallName, (ctx: Ctx) => Promise<unknown>> = {
  setWebPushSubscription: ({ api }) =>
    api.setWebPushSubscription({ body: { endpoint: 'https://push.example/e', p256dh: 'p', auth: 'a' } }),
  setFcmToken: ({ api }) => api.setFcmToken({ body: { token: 'fcm', version: 'V1' } }),
  storeAdtrace: ({ api }) => api.storeAdtrace({ body: { attribution: { network: 'organic' } } }),
  setGaClientId: ({ api }) => api.setGaClientId({ body: { clientId: 'GA1.1.1.1' } }),
  globalConfigs: ({ anonymous }) => anonymous.globalConfigs(),
  banners: ({ api }) => api.banners(),
  requestMirror: ({ anonymous }) => anonymous.requestMirror(),
  createLead: ({ api }) =>
    api.createLead({ body: { campaign: 'box', type: 'EMAIL', data: 'a@example.com' } }),
  utm: ({ api }) => api.utm({ params: { code: 'tg-channel-1405' } }),
  sendFeedback: ({ api }) => api.sendFeedback({ body: { score: 4, caption: 'ok' } }),
  notificationSettings: ({ api }) => api.notificationSettings(),
  updateNotificationSettings: ({ api }) =>
    api.updateNotificationSettings({ body: { kinds: { PRICE_ALERT: true } } }),
  feeFreeCampaignStatus: ({ api }) => api.feeFreeCampaignStatus(),
  requestOtp: ({ anonymous }) =>
    anonymous.requestOtp({ body: { region: 'IR', number: '09125550009', deviceInformation: DEVICE } }),
  verifyOtp: async ({ anonymous }) => {
    const [message] = await t.outbox('09125550009');
    return anonymous.verifyOtp({
      body: { region: 'IR', number: '09125550009', code: message!.code!, deviceInformation: DEVICE },
    });
  },
  telegramLogin: ({ anonymous }) =>
    anonymous.telegramLogin({
      body: {
        telegramData: t.telegramInitData({ id: 8880001 }),
        deviceInformation: DEVICE,
        loginToInitialUser: true,
      },
    }),
  sessions: ({ api }) => api.sessions(),
  revokeSession: async ({ api }) => {
    const other = await t.login('09125550000');
    const id = (await t.api(other.token).whoami()).sessionId;
    return api.revokeSession({ params: { id } });
  },
  revokeAllSessions: ({ api }) => api.revokeAllSessions(),
  loginHistory: ({ api }) => api.loginHistory({ query: { limit: 10 } }),
  whoami: ({ api }) => api.whoami(),
  updateUser: ({ api }) => api.updateUser({ body: { language: 'en', currency: 'USD' } }),
  requestNewPhoneOtp: ({ api }) =>
    api.requestNewPhoneOtp({ body: { region: 'IR', number: '09125550002', deviceInformation: DEVICE } }),
  verifyNewPhoneOtp: async ({ api }) => {
    const [message] = await t.outbox('09125550002');
    return api.verifyNewPhoneOtp({
      body: { region: 'IR', number: '09125550002', code: message!.code!, deviceInformation: DEVICE },
    });
  },
  confirmPhoneWithTelegramContact: async ({ anonymous }) => {
    const { token } = await anonymous.telegramLogin({
      body: {
        telegramData: t.telegramInitData({ id: 8880002 }),
        deviceInformation: DEVICE,
        loginToInitialUser: true,
      },
    });
    const contact = signInitData([
      ['contact', JSON.stringify({ user_id: 8880002, phone_number: '989128880002' })],
      ['auth_date', authDate(Date.now())],
    ]);
    return t.api(token).confirmPhoneWithTelegramContact({ body: { contact } });
  },
  requestEmailOtp: ({ api }) =>
    api.requestEmailOtp({ body: { email: 'every@example.com', deviceInformation: DEVICE } }),
  verifyEmailOtp: async ({ api }) => {
    const [message] = await t.outbox('every@example.com');
    return api.verifyEmailOtp({
      body: { email: 'every@example.com', code: message!.code!, deviceInformation: DEVICE },
    });
  },
  setPrimaryNumber: ({ api }) =>
    api.setPrimaryNumber({ body: { number: '09125550002', deviceInformation: DEVICE } }),
  setPrimaryEmail: ({ api }) =>
    api.setPrimaryEmail({ body: { email: 'every@example.com', deviceInformation: DEVICE } }),
  deletePhone: ({ api }) => api.deletePhone({ params: { number: '09125550000' } }),
  setReferrer: ({ api }) => api.setReferrer({ body: { code: 'DEMO1111', source: 'banner' } }),
  setUtm: ({ api }) => api.setUtm({ body: { campaignCode: 'yalda-1405' } }),
  personalInformationFailureReason: ({ api }) => api.personalInformationFailureReason(),
  kycInfo: ({ api }) => api.kycInfo(),
  uploadKycDocument: async () => {
    const { api } = await t.userWith('09125550009', { level: 'LEVEL_1_IR' });
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], { type: 'image/jpeg' });
    return api.uploadKycDocument({ body: { type: 'NATIONAL_ID_FRONT', data: jpeg } });
  },
  sendPersonalInformation: async ({ api }) => {
    const { phoneNumber } = await api.kycInfo();
    return api.sendPersonalInformation({
      body: { nationalId: '0499370899', birthDate: '1990-01-01', phoneNumber: phoneNumber!, accept: true },
    });
  },
  redeemActionLink: async ({ api }) => {
    await api.requestEmailOtp({ body: { email: 'link@example.com', deviceInformation: DEVICE } });
    const [message] = await t.outbox('link@example.com');
    const token = /action-link\/([A-Za-z0-9_-]+)/.exec(message!.text)![1]!;
    return api.redeemActionLink({ params: { token } });
  },
  claimGiftCard: ({ api }) =>
    api.claimGiftCard({ body: { code: 'GIFT-DEMO-BTC-TINY' } }, { idempotencyKey: 'every-call-gift-1' }),
  referralDetails: ({ api }) => api.referralDetails(),
  claimReferralReward: async () => {
    const inviter = await t.login('09120000002');
    return t.api(inviter.token).claimReferralReward({}, { idempotencyKey: 'every-call-referral-1' });
  },
  addresses: ({ api }) => api.addresses(),
  createAddress: ({ api }) =>
    api.createAddress({
      body: {
        title: 'Home',
        province: 'Tehran',
        city: 'Tehran',
        address: 'Valiasr 12',
        recipient: 'R',
        recipientMobile: '09121234567',
      },
    }),
  updateAddress: async ({ api }) => {
    const [first] = await api.addresses();
    return api.updateAddress({
      params: { id: first!.id },
      body: {
        title: 'Work',
        province: 'Tehran',
        city: 'Tehran',
        address: 'Enghelab 3',
        recipient: 'R',
        recipientMobile: '09121234567',
        postalCode: '1234567890',
      },
    });
  },
  deleteAddress: async ({ api }) => {
    const [first] = await api.addresses();
    return api.deleteAddress({ params: { id: first!.id } });
  },
  assets: ({ api }) => api.assets(),
  asset: ({ api }) => api.asset({ params: { token: 'BTC' } }),
  addToWatchList: ({ api }) => api.addToWatchList({ body: { tokens: ['SOL'] } }),
  removeFromWatchList: ({ api }) => api.removeFromWatchList({ body: { tokens: ['SOL'] } }),
  priceChart: ({ api }) => api.priceChart({ query: { token: 'BTC' } }),
  priceChartAllRanges: ({ api }) => api.priceChartAllRanges({ query: { token: 'ETH', currency: 'IRT' } }),
  klines: ({ api }) => api.klines({ query: { token: 'TON', dataRange: '1W' } }),
  marketStats: ({ api }) => api.marketStats({ params: { token: 'BTC' } }),
  pnl: ({ api }) => api.pnl({ params: { token: 'BTC' } }),
  pnlTransactions: ({ api }) =>
    api.pnlTransactions({ params: { token: 'USDT' }, query: { dataRange: '1M' } }),
  pnlTransactionsAllRanges: ({ api }) => api.pnlTransactionsAllRanges({ params: { token: 'TON' } }),
  priceAlerts: ({ api }) => api.priceAlerts({ query: {} }),
  createPriceAlert: ({ api }) =>
    api.createPriceAlert({ body: { token: 'BTC', condition: 'ABOVE', price: '10000000' } }),
  deletePriceAlert: async ({ api }) => {
    const alert = await api.createPriceAlert({ body: { token: 'ETH', condition: 'BELOW', price: '0.01' } });
    return api.deletePriceAlert({ params: { id: alert.id } });
  },
  notifications: ({ api }) => api.notifications({ query: { unread: 'true' } }),
  markNotificationsRead: ({ api }) => api.markNotificationsRead({ body: { ids: ['1'] } }),
  transactions: ({ api }) => api.transactions({ query: { limit: 5 } }),
  transactionsV1: ({ api }) => api.transactionsV1({ query: { token: 'BTC' } }),
  transaction: async ({ api }) => {
    // claimGiftCard (above) left a transaction.
    const { transactions } = await api.transactions({ query: { limit: 1 } });
    return api.transaction({ params: { id: transactions[0]!.id } });
  },
  depositAddress: ({ api }) => api.depositAddress({ query: { token: 'BTC', network: 'BTC' } }),
  findTransferRecipient: ({ api }) => api.findTransferRecipient({ query: { query: '@demo_level1' } }),
  recentTransferRecipients: ({ api }) => api.recentTransferRecipients(),
  // claimGiftCard (above) gave this user some BTC; a level that may send it is set here.
  internalTransfer: async ({ api, token }) => {
    const level = await t.raw('/__sandbox/user/level', {
      method: 'PUT',
      token,
      body: JSON.stringify({ level: 'LEVEL_1_IR' }),
    });
    expect(level.status).toBe(200);
    return api.internalTransfer(
      { body: { recipient: '@demo_level1', token: 'BTC', amount: '0.00000001' } },
      { idempotencyKey: 'every-call-transfer-1' },
    );
  },
  addressBook: ({ api }) => api.addressBook({ query: {} }),
  createAddressBookEntry: ({ api }) =>
    api.createAddressBookEntry({
      body: { name: 'Exchange', network: 'TRX', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
    }),
  updateAddressBookEntry: async ({ api }) => {
    const entry = await api.createAddressBookEntry({
      body: { name: 'Old', network: 'ETH', address: '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe' },
    });
    return api.updateAddressBookEntry({ params: { id: entry.id }, body: { name: 'New' } });
  },
  deleteAddressBookEntry: async ({ api }) => {
    const entry = await api.createAddressBookEntry({
      body: { name: 'Gone', network: 'BSC', address: '0x55d398326f99059fF775485246999027B3197955' },
    });
    return api.deleteAddressBookEntry({ params: { id: entry.id } });
  },
  bankCards: async () => (await bankUser()).bankCards(),
  bankCardInquiry: async () => (await bankUser()).bankCardInquiry({ query: { number: '6104330000001241' } }),
  addBankCard: async () => (await bankUser()).addBankCard({ body: { number: '6037991234567828' } }),
  deleteBankCard: async () => {
    const api = await bankUser();
    const card = await api.addBankCard({ body: { number: '6219865555666783' } });
    return api.deleteBankCard({ params: { id: card.id } });
  },
  bankIbans: async () => (await bankUser()).bankIbans(),
  bankIbanInquiry: async () =>
    (await bankUser()).bankIbanInquiry({ query: { number: 'IR270560000000400000000006' } }),
  addBankIban: async () => (await bankUser()).addBankIban({ body: { number: 'IR110170000000100000000002' } }),
  deleteBankIban: async () => {
    const api = await bankUser();
    const iban = await api.addBankIban({ body: { number: 'IR420120000000300000000004' } });
    return api.deleteBankIban({ params: { id: iban.id } });
  },
  cashInCode: async () => (await bankUser()).cashInCode(),
  identifiedDeposits: async () => (await bankUser()).identifiedDeposits(),
  // The bank user's card from addBankCard above.
  createCardToCardPayment: async () => {
    const api = await bankUser();
    const { cards } = await api.bankCards();
    return api.createCardToCardPayment({
      body: { method: 'CARD_TO_CARD', sourceCardId: cards[0]!.id, amount: '10000' },
    });
  },
  cardToCardPayment: async () => {
    const api = await bankUser();
    const { cards } = await api.bankCards();
    const payment = await api.createCardToCardPayment({
      body: { method: 'CARD_TO_CARD', sourceCardId: cards[0]!.id, amount: '10000' },
    });
    return api.cardToCardPayment({ params: { id: payment.paymentId } });
  },
  confirmCardToCardPayment: async () => {
    const api = await bankUser();
    const { cards } = await api.bankCards();
    const payment = await api.createCardToCardPayment({
      body: { method: 'CARD_TO_CARD', sourceCardId: cards[0]!.id, amount: '10000' },
    });
    return api.confirmCardToCardPayment({ params: { id: payment.paymentId } });
  },
  cancelCardToCardPayment: async () => {
    const api = await bankUser();
    const { cards } = await api.bankCards();
    const payment = await api.createCardToCardPayment({
      body: { method: 'CARD_TO_CARD', sourceCardId: cards[0]!.id, amount: '10000' },
    });
    return api.cancelCardToCardPayment({ params: { id: payment.paymentId } });
  },
  directDebitBanks: async () => (await bankUser()).directDebitBanks(),
  directDebitContracts: async () => (await bankUser()).directDebitContracts(),
  directDebitContract: async () => {
    const api = await bankUser();
    const { contractId } = await api.createDirectDebitContract({
      body: { bankId: 'MELLAT', maxDailyDeposit: '500000' },
    });
    return api.directDebitContract({ params: { id: contractId } });
  },
  createDirectDebitContract: async () =>
    (await bankUser()).createDirectDebitContract({ body: { bankId: 'SAMAN', maxDailyDeposit: '500000' } }),
  cancelDirectDebitContract: async () => {
    const api = await bankUser();
    const { contractId } = await api.createDirectDebitContract({
      body: { bankId: 'MELLI', maxDailyDeposit: '500000' },
    });
    return api.cancelDirectDebitContract({ params: { id: contractId } });
  },
  directDebitDeposit: async () => {
    const api = await bankUser();
    const contractId = await activeContract(t, api);
    return api.directDebitDeposit(
      { body: { contractId, amount: '50000' } },
      { idempotencyKey: 'every-call-direct-debit-1' },
    );
  },
  withdrawStatus: ({ api }) => api.withdrawStatus(),
  rialWithdrawStatus: async () => (await bankUser()).rialWithdrawStatus(),
  rialWithdrawPreview: async () => {
    const { api } = await t.userWith('09125550088', {
      level: 'LEVEL_1_IR',
      credit: [{ token: 'IRT', amount: '1000000' }],
    });
    const iban = await api.addBankIban({ body: { number: 'IR420120000000300000000004' } });
    return api.rialWithdrawPreview({ query: { iban: iban.id, amount: '20000' } });
  },
  rialWithdraw: async () => {
    const { api } = await t.userWith('09125550089', {
      level: 'LEVEL_1_IR',
      credit: [{ token: 'IRT', amount: '1000000' }],
    });
    const iban = await api.addBankIban({ body: { number: 'IR110170000000100000000002' } });
    const preview = await api.rialWithdrawPreview({ query: { iban: iban.id, amount: '20000' } });
    return api.rialWithdraw(
      { body: { iban: iban.id, amount: '20000', fee: preview.fee } },
      { idempotencyKey: 'every-call-rial-withdraw-1' },
    );
  },
  startGatewayPayment: async () => {
    const api = await bankUser();
    const card = await api.addBankCard({ body: { number: '6104330000001241' } });
    return api.startGatewayPayment(
      { body: { cardId: card.id, amount: '50000', returnUrl: 'http://127.0.0.1:5173/payment/result' } },
      { idempotencyKey: 'every-call-gateway-1' },
    );
  },
  gatewayPayment: async () => {
    const api = await bankUser();
    const { cards } = await api.bankCards();
    const started = await api.startGatewayPayment(
      { body: { cardId: cards[0]!.id, amount: '60000' } },
      { idempotencyKey: 'every-call-gateway-2' },
    );
    return api.gatewayPayment({ params: { id: started.paymentId } });
  },
  depositAllowance: async () => (await bankUser()).depositAllowance(),
  otcPrice: async () =>
    (await trader()).otcPrice({
      body: { sourceToken: 'IRT', destinationToken: 'USDT', sourceAmount: '100000' },
    }),
  otcOrder: async () => {
    const api = await trader();
    const quote = await api.otcPrice({
      body: { sourceToken: 'IRT', destinationToken: 'USDT', sourceAmount: '100000', createSwapToken: true },
    });
    return api.otcOrder({ body: { swapToken: quote.swapToken! } }, { idempotencyKey: 'every-call-otc-1' });
  },
  invoice: async () => (await trader()).invoice({ params: { id: await traderInvoice() } }),
  payInvoice: async () =>
    (await trader()).payInvoice(
      { body: { id: await traderInvoice(), amount: '5000' } },
      { idempotencyKey: 'every-call-invoice-1' },
    ),
  paymentInvoice: async () => (await trader()).paymentInvoice({ params: { id: await traderInvoice() } }),
  payPaymentInvoice: async () =>
    (await trader()).payPaymentInvoice(
      { params: { id: await traderInvoice() }, body: { method: 'IRT_BALANCE' } },
      { idempotencyKey: 'every-call-invoice-2' },
    ),
  invoicePaymentMethods: async () =>
    (await trader()).invoicePaymentMethods({ body: { invoiceId: await traderInvoice() } }),
  createAdCheque: async () => ({ id: await activeCheque() }),
  createGiftCardOrder: async () => {
    const order = await (
      await trader()
    ).createGiftCardOrder(
      {
        body: {
          type: 'DIGITAL',
          design: 'nowruz',
          currency: 'toman',
          amount: '200000',
          recipientName: 'Sara',
        },
      },
      { idempotencyKey: 'every-call-gift-card-1' },
    );
    return order;
  },
  giftCardOrders: async () => (await trader()).giftCardOrders(),
  giftCardOrder: async () => {
    const api = await trader();
    const order = await api.createGiftCardOrder(
      { body: { type: 'DIGITAL', design: 'classic', currency: 'tether', amount: '5', recipientName: 'Ali' } },
      { idempotencyKey: 'every-call-gift-card-2' },
    );
    return api.giftCardOrder({ params: { id: order.id } });
  },
  payAdCheque: async () => {
    const api = await trader();
    const body = {
      token: 'USDT',
      totalPrize: '3',
      activationPrize: '1',
      firstLayerReferralPrize: '0',
      secondLayerReferralPrize: '0',
    };
    const cheque = await api.createAdCheque({ body }, { idempotencyKey: 'every-call-cheque-4' });
    return api.payAdCheque({ params: { id: cheque.id } }, { idempotencyKey: 'every-call-cheque-5' });
  },
  adCheques: async () => (await trader()).adCheques(),
  adCheque: async ({ api }) => api.adCheque({ params: { id: await activeCheque() } }),
  adChequeStats: async () => (await trader()).adChequeStats({ params: { id: await activeCheque() } }),
  topUpAdCheque: async () =>
    (await trader()).topUpAdCheque(
      { params: { id: await activeCheque() }, body: { amount: '5000' } },
      { idempotencyKey: 'every-call-cheque-6' },
    ),
  adChequeCaptcha: async ({ api }) => api.adChequeCaptcha({ body: (await chequeCaptcha(api)).ask }),
  claimAdCheque: async ({ api }) => {
    const { ask, captchaToken } = await chequeCaptcha(api);
    return api.claimAdCheque({ body: { ...ask, captchaToken } }, { idempotencyKey: 'every-call-cheque-7' });
  },
  adChequePreparedMessage: async ({ anonymous }) => {
    // A Telegram user (the call prepares the message for a Telegram account) sharing the trader's cheque.
    const { token } = await anonymous.telegramLogin({
      body: {
        telegramData: t.telegramInitData({ id: 8880003 }),
        deviceInformation: DEVICE,
        loginToInitialUser: true,
      },
    });
    return t.api(token).adChequePreparedMessage({ params: { id: await activeCheque() } });
  },
  deleteAdCheque: async () =>
    (await trader()).deleteAdCheque(
      { params: { id: await activeCheque() } },
      { idempotencyKey: 'every-call-cheque-8' },
    ),
  giveawayPreparedMessage: async ({ anonymous }) => {
    // A Telegram user sharing the trader's giveaway.
    const { token } = await anonymous.telegramLogin({
      body: {
        telegramData: t.telegramInitData({ id: 8880004 }),
        deviceInformation: DEVICE,
        loginToInitialUser: true,
      },
    });
    return t.api(token).giveawayPreparedMessage({ params: { id: await activeGiveaway() } });
  },
  createGiveaway: async () => (await trader()).giveaway({ params: { id: await activeGiveaway() } }),
  payGiveaway: async () => {
    const giveaway = await newGiveaway('every-call-giveaway-4');
    return (await trader()).payGiveaway(
      { params: { id: giveaway.id } },
      { idempotencyKey: 'every-call-giveaway-5' },
    );
  },
  giveaways: async () => (await trader()).giveaways(),
  giveaway: async ({ api }) => api.giveaway({ params: { id: await activeGiveaway() } }),
  participateGiveaway: async ({ api }) =>
    api.participateGiveaway(
      { params: { id: await activeGiveaway() } },
      { idempotencyKey: 'every-call-giveaway-6' },
    ),
  deleteGiveaway: async () => {
    const giveaway = await newGiveaway('every-call-giveaway-7');
    return (await trader()).deleteGiveaway(
      { params: { id: giveaway.id } },
      { idempotencyKey: 'every-call-giveaway-8' },
    );
  },
  shopProducts: ({ api }) => api.shopProducts(),
  premiumRecipient: ({ api }) => api.premiumRecipient({ query: { username: '@durov', months: '6' } }),
  createJetton: async () => (await paidJetton()).created,
  jetton: async () => (await trader()).jetton({ params: { id: (await paidJetton()).created.id } }),
  jettons: async () => (await trader()).jettons(),
  redeemJetton: async () =>
    (await trader()).redeemJetton(
      { params: { id: (await paidJetton()).created.id }, body: { data: 'durov' } },
      { idempotencyKey: 'every-call-jetton-3' },
    ),
  withdrawReceipt: async () => (await levelOne()).withdrawReceipt({ body: TRX_WITHDRAW }),
  runExpressTask: async () => {
    const api = await levelOne();
    const receipt = await api.withdrawReceipt({ body: TRX_WITHDRAW });
    return api.runExpressTask({ params: { taskId: receipt.taskId } }, { idempotencyKey: 'every-call-run-1' });
  },
  expressBuyReceipt: async () =>
    (await trader()).expressBuyReceipt({
      body: { amount: '100000', buyingToken: 'USDT', useAccountBalance: true },
    }),
  expressBuy: async () => {
    const api = await trader();
    const receipt = await api.expressBuyReceipt({
      body: { amount: '50000', buyingToken: 'USDT', useAccountBalance: true },
    });
    return api.expressBuy({ params: { taskId: receipt.taskId } });
  },
  lockAccount: ({ api }) => api.lockAccount(),
  twoFactorStatus: ({ api }) => api.twoFactorStatus(),
  setUpSmsTwoFactor: ({ api }) => api.setUpSmsTwoFactor({ body: { phone: '09125550002' } }),
  verifyTwoFactor: async ({ api }) => {
    const setup = await api.setUpSmsTwoFactor({ body: { phone: '09125550002' } });
    const [message] = await t.outbox('09125550002');
    return api.verifyTwoFactor({
      body: { codes: { SMS: message!.code! }, authenticationId: setup.authenticationId },
    });
  },
  sendTwoFactorCode: ({ api }) =>
    api.sendTwoFactorCode({ params: { type: 'SMS' }, body: { authenticationId: 'DISABLE_2FA' } }),
  disableTwoFactor: async ({ api }) => {
    const [message] = await t.outbox('09125550002');
    return api.disableTwoFactor({ params: { type: 'SMS' } }, { twoFactorCode: message!.code! });
  },
  setUpEmailTwoFactor: ({ api }) => api.setUpEmailTwoFactor({ body: { address: 'every@example.com' } }),
  setUpGoogleAuth: ({ api }) => api.setUpGoogleAuth(),
  verifyGoogleAuth: async ({ api }) => {
    const { activationCode } = await api.setUpGoogleAuth();
    return api.verifyGoogleAuth({ body: { code: totp(activationCode, t.running.sandbox.clock.nowMs()) } });
  },
  logout: ({ api }) => api.logout(),
};

it('every definition of the contract answers a valid request with a result that matches its schema', async () => {
  const { token } = await t.login('09125550000');
  const ctx: Ctx = { api: t.api(token), anonymous: t.api(), token };
  const failures: string[] = [];
  // logout last: it ends the session the other calls use.
  const names = (Object.keys(EVERY_CALL) as CallName[]).sort(
    (a, b) => Number(a === 'logout') - Number(b === 'logout'),
  );
  for (const name of names) {
    try {
      const result = await EVERY_CALL[name](ctx);
      expect(result).toBeDefined();
    } catch (error) {
      failures.push(`${name}: ${String(error)}`);
    }
  }
  expect(failures).toEqual([]);
  // Every call of the contract, one after another: on a busy machine that takes longer than the default time.
}, 60_000);
