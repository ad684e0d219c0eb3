import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_NAMES, calls, fillPath, type CallDefinition } from '@wallet/api';
import { startTestSandbox, type TestSandbox } from '../harness';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = (await t.login('09126660001')).token;
});
afterAll(() => t.close());

const SAMPLE_PARAMS: Record<string, string> = {
  id: '1',
  code: 'yalda-1405',
  number: '09126660001',
  token: 'BTC',
  taskId: 'task-1',
  type: 'SMS',
};

function pathOf(definition: CallDefinition): string {
  const params = Object.fromEntries(
    [...definition.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [
      name!,
      definition.path.includes('action-link') ? 'a'.repeat(24) : SAMPLE_PARAMS[name!]!,
    ]),
  );
  return fillPath(definition.path, params);
}

// Upload calls take multipart bodies; kyc-documents.contract.test.ts checks theirs.
const withBody = CALL_NAMES.filter(
  (name) => (calls[name] as CallDefinition).body && !(calls[name] as CallDefinition).upload,
).map((name) => [name, calls[name] as CallDefinition] as const);
const userCalls = CALL_NAMES.filter((name) => calls[name].auth === 'user').map(
  (name) => [name, calls[name] as CallDefinition] as const,
);

function expectErrorShape(body: unknown, status: number, code: string) {
  expect(body).toEqual({ status, codeString: code, localizedMessage: expect.any(String) });
  expect((body as { localizedMessage: string }).localizedMessage.length).toBeGreaterThan(0);
}

describe('bad input on every call with a body', () => {
  it.each(withBody)('%s: malformed JSON is 400 MALFORMED_JSON', async (_, definition) => {
    const { status, body } = await t.raw(pathOf(definition), {
      method: definition.method,
      token,
      body: '{"oops": ',
    });
    expect(status).toBe(400);
    expectErrorShape(body, 400, 'MALFORMED_JSON');
  });

  it.each(withBody)('%s: wrong types are 400 BAD_INPUT_VALUES', async (_, definition) => {
    const { status, body } = await t.raw(pathOf(definition), {
      method: definition.method,
      token,
      body: '[1, 2, 3]',
    });
    expect(status).toBe(400);
    expectErrorShape(body, 400, 'BAD_INPUT_VALUES');
    const numbers = await t.raw(pathOf(definition), {
      method: definition.method,
      token,
      body: JSON.stringify({ amount: 1, code: 7, number: 9 }),
    });
    expect(numbers.status).toBe(400);
  });

  it.each(withBody)('%s: an unknown field is 400 BAD_INPUT_VALUES', async (name, definition) => {
    const valid = VALID_BODIES[name];
    const { status, body } = await t.raw(pathOf(definition), {
      method: definition.method,
      token,
      body: JSON.stringify({ ...(valid as object), unexpectedField: true }),
    });
    expect(status).toBe(400);
    expectErrorShape(body, 400, 'BAD_INPUT_VALUES');
  });

  it.each(withBody)('%s: an oversize body is 400 BODY_TOO_LARGE', async (_, definition) => {
    const { status, body } = await t.raw(pathOf(definition), {
      method: definition.method,
      token,
      body: JSON.stringify({ padding: 'x'.repeat(70 * 1024) }),
    });
    expect(status).toBe(400);
    expectErrorShape(body, 400, 'BODY_TOO_LARGE');
  });
});

describe('authentication', () => {
  it.each(userCalls)('[API-05] %s without a token is 401 in the error shape', async (_, definition) => {
    const { status, body } = await t.raw(pathOf(definition), {
      method: definition.method,
      ...(definition.body ? { body: '{}' } : {}),
    });
    expect(status).toBe(401);
    expectErrorShape(body, 401, 'UNAUTHORIZED');
  });

  it.each(userCalls)('%s with a forged token is 401', async (_, definition) => {
    const { status } = await t.raw(pathOf(definition), {
      method: definition.method,
      token: 'wlt_forged',
      ...(definition.body ? { body: '{}' } : {}),
    });
    expect(status).toBe(401);
  });
});

describe('[API-04] the error shape everywhere', () => {
  it('an unknown route is 404 in the error shape', async () => {
    const { status, body } = await t.raw('/v9/nothing/here');
    expect(status).toBe(404);
    expectErrorShape(body, 404, 'NOT_FOUND');
  });

  it('anonymous errors follow Accept-Language, fa by default', async () => {
    const bad = {
      method: 'POST',
      body: JSON.stringify({ region: 'IR', number: 'x', deviceInformation: {} }),
    };
    const fa = await t.raw('/v1/authentication/otp', bad);
    const en = await t.raw('/v1/authentication/otp', {
      ...bad,
      headers: { 'Accept-Language': 'en-US,en;q=0.9' },
    });
    expect(fa.body.localizedMessage).toMatch(/^مقادیر ورودی نادرست است/);
    expect(en.body.localizedMessage).toMatch(/^Some of the values are not valid/);
  });
});

/** A valid body per call, so that the unknown-field test fails only because of the extra field. */
const DEVICE = { persistentId: 'p', fingerprint: 'f', spec: {} };
const VALID_BODIES: Record<string, unknown> = {
  startGatewayPayment: { cardId: '1', amount: '50000' },
  setWebPushSubscription: { endpoint: 'https://push.example/x', p256dh: 'k', auth: 'a' },
  setFcmToken: { token: 't', version: 'V1' },
  storeAdtrace: { attribution: {} },
  setGaClientId: { clientId: 'c' },
  createLead: { campaign: 'c', data: 'd' },
  sendFeedback: { score: 3, caption: 'Good' },
  updateNotificationSettings: { kinds: { PRICE_ALERT: false } },
  sendPersonalInformation: {
    nationalId: '0499370899',
    birthDate: '1990-01-01',
    phoneNumber: '09126660002',
    accept: true,
  },
  requestOtp: { region: 'IR', number: '09126660002', deviceInformation: DEVICE },
  verifyOtp: { region: 'IR', number: '09126660002', code: '123456', deviceInformation: DEVICE },
  telegramLogin: { telegramData: 'x', deviceInformation: DEVICE, loginToInitialUser: false },
  updateUser: { language: 'fa' },
  requestNewPhoneOtp: { region: 'IR', number: '09126660003', deviceInformation: DEVICE },
  verifyNewPhoneOtp: { region: 'IR', number: '09126660003', code: '123456', deviceInformation: DEVICE },
  confirmPhoneWithTelegramContact: { contact: 'contact=%7B%7D&auth_date=1&hash=00' },
  requestEmailOtp: { email: 'a@example.com', deviceInformation: DEVICE },
  verifyEmailOtp: { email: 'a@example.com', code: '123456', deviceInformation: DEVICE },
  setPrimaryNumber: { number: '09126660001', deviceInformation: DEVICE },
  setPrimaryEmail: { email: 'a@example.com', deviceInformation: DEVICE },
  setReferrer: { code: 'DEMO1111', source: 's' },
  setUtm: { campaignCode: 'yalda-1405' },
  claimGiftCard: { code: 'GIFT-DEMO-TON-2' },
  createAddress: {
    title: 't',
    province: 'p',
    city: 'c',
    address: 'a',
    recipient: 'r',
    recipientMobile: '09121234567',
  },
  updateAddress: {
    title: 't',
    province: 'p',
    city: 'c',
    address: 'a',
    recipient: 'r',
    recipientMobile: '09121234567',
  },
  addToWatchList: { tokens: ['BTC'] },
  removeFromWatchList: { tokens: ['BTC'] },
  createPriceAlert: { token: 'BTC', condition: 'ABOVE', price: '99999999' },
  internalTransfer: { recipient: '@demo_level2', token: 'TRX', amount: '1' },
  createAddressBookEntry: { name: 'x', network: 'TRX', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
  updateAddressBookEntry: { name: 'x' },
  markNotificationsRead: { ids: ['1'] },
  withdrawReceipt: {
    amount: '10',
    token: 'TRX',
    network: 'TRX',
    address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    useAccountBalance: true,
  },
  runExpressTask: {},
  expressBuyReceipt: { amount: '100000', buyingToken: 'USDT', useAccountBalance: true },
  otcPrice: { sourceToken: 'IRT', destinationToken: 'USDT', sourceAmount: '100000' },
  otcOrder: { swapToken: 'a'.repeat(32) },
  payInvoice: { id: '1', amount: '10000' },
  payPaymentInvoice: { method: 'IRT_BALANCE' },
  invoicePaymentMethods: { invoiceId: '1' },
  lockAccount: {},
  setUpSmsTwoFactor: { phone: '09126660001' },
  setUpEmailTwoFactor: { address: 'a@example.com' },
  setUpGoogleAuth: {},
  verifyGoogleAuth: { code: '123456' },
  sendTwoFactorCode: { authenticationId: 'x' },
  verifyTwoFactor: { codes: { SMS: '123456' }, authenticationId: 'x' },
  addBankCard: { number: '6037991234567828' },
  addBankIban: { number: 'IR110170000000100000000002' },
  createDirectDebitContract: { bankId: 'MELLI', maxDailyDeposit: '500000' },
  directDebitDeposit: { contractId: '1', amount: '50000' },
  createCardToCardPayment: { method: 'CARD_TO_CARD', sourceCardId: '1', amount: '10000' },
  rialWithdraw: { iban: '1', amount: '20000', fee: '1000' },
  createAdCheque: {
    token: 'USDT',
    totalPrize: '30',
    activationPrize: '1',
    firstLayerReferralPrize: '0.3',
    secondLayerReferralPrize: '0.1',
  },
  topUpAdCheque: { amount: '10' },
  adChequeCaptcha: { referredById: null, chequeId: '1', deviceInformation: DEVICE },
  claimAdCheque: { referredById: null, chequeId: '1', captchaToken: 'c1.ABCD', deviceInformation: DEVICE },
  createGiftCardOrder: {
    type: 'DIGITAL',
    design: 'classic',
    currency: 'toman',
    amount: '200000',
    recipientName: 'Sara',
  },
  createJetton: { productId: 'TG-PREMIUM-12M', username: 'durov' },
  redeemJetton: { data: 'durov' },
};

it('every call with a body has a valid sample above', () => {
  expect(Object.keys(VALID_BODIES).sort()).toEqual(withBody.map(([name]) => name).sort());
});
