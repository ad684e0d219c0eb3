import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INIT_DATA_MAX_LENGTH } from '../../src/auth/telegram';
import { DEVICE, startTestSandbox, type TestSandbox } from '../harness';
import { authDate, signInitData, type InitDataPairs } from '../telegram-sign';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;

/** A Telegram id per case, so no case meets an account another one made. */
let nextTelegramId = 810_000_000;
const user = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({ id: nextTelegramId++, first_name: 'Test', ...fields });

const telegramLogin = (telegramData: string) =>
  t.raw('/v1/authentication/telegram-webapp', {
    method: 'POST',
    body: JSON.stringify({ telegramData, deviceInformation: DEVICE, loginToInitialUser: true }),
  });

/** A login by code that also links Telegram; the code is asked for per call, so each call has its own. */
async function verifyOtpWith(number: string, telegramData: string) {
  await t.api().requestOtp({ body: { region: 'IR', number, deviceInformation: DEVICE } });
  const [latest] = await t.outbox(number);
  return t.raw('/v1/authentication/otp/verify', {
    method: 'POST',
    body: JSON.stringify({
      region: 'IR',
      number,
      code: latest?.code,
      deviceInformation: DEVICE,
      telegramData,
    }),
  });
}

const now = () => Date.now();
const valid = (...extra: InitDataPairs) =>
  signInitData([['auth_date', authDate(now())], ['user', user()], ...extra]);
const withoutHash = () =>
  new URLSearchParams([
    ['auth_date', authDate(now())],
    ['user', user()],
  ]).toString();

const accepted: Array<[string, () => string]> = [
  ['without signature or query_id', () => valid()],
  [
    'with signature and query_id',
    () => valid(['query_id', 'AAHdF6IQAAAAAN0XohDhrOrc'], ['signature', 'c2ln']),
  ],
  [
    'with photo_url and fields unknown here',
    () =>
      signInitData([
        ['auth_date', authDate(now())],
        ['user', user({ photo_url: 'https://t.me/i/userpic/320/x.jpg', is_premium: true, new_field: 1 })],
        ['chat_instance', '-42'],
        ['start_param', 'ref-1'],
      ]),
  ],
  ['as the library signs it (signature added)', () => t.telegramInitData({ id: nextTelegramId++ })],
];

const refused: Array<[string, () => string, 'INVALID_TELEGRAM_DATA' | 'TELEGRAM_DATA_EXPIRED']> = [
  ['no hash', withoutHash, 'INVALID_TELEGRAM_DATA'],
  [
    'a hash by another bot',
    () =>
      signInitData(
        [
          ['auth_date', authDate(now())],
          ['user', user()],
        ],
        '1:x',
      ),
    'INVALID_TELEGRAM_DATA',
  ],
  [
    'duplicate keys',
    () =>
      signInitData([
        ['auth_date', authDate(now())],
        ['user', user()],
        ['user', user()],
      ]),
    'INVALID_TELEGRAM_DATA',
  ],
  [
    'bad JSON in user',
    () =>
      signInitData([
        ['auth_date', authDate(now())],
        ['user', '{"id":'],
      ]),
    'INVALID_TELEGRAM_DATA',
  ],
  [
    'user without an id',
    () =>
      signInitData([
        ['auth_date', authDate(now())],
        ['user', '{"first_name":"A"}'],
      ]),
    'INVALID_TELEGRAM_DATA',
  ],
  ['no user', () => signInitData([['auth_date', authDate(now())]]), 'INVALID_TELEGRAM_DATA'],
  ['no auth_date', () => signInitData([['user', user()]]), 'INVALID_TELEGRAM_DATA'],
  [
    'auth_date not a number',
    () =>
      signInitData([
        ['auth_date', 'soon'],
        ['user', user()],
      ]),
    'INVALID_TELEGRAM_DATA',
  ],
  [
    'auth_date an hour ahead',
    () =>
      signInitData([
        ['auth_date', authDate(now() + HOUR_MS)],
        ['user', user()],
      ]),
    'INVALID_TELEGRAM_DATA',
  ],
  [
    'auth_date 25 hours old',
    () =>
      signInitData([
        ['auth_date', authDate(now() - 25 * HOUR_MS)],
        ['user', user()],
      ]),
    'TELEGRAM_DATA_EXPIRED',
  ],
  ['not init data at all', () => 'hello', 'INVALID_TELEGRAM_DATA'],
];

describe('POST /v1/authentication/telegram-webapp', () => {
  it.each(accepted)('accepts init data %s', async (_, make) => {
    const response = await telegramLogin(make());
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ isSignup: true, token: expect.any(String) });
  });

  it.each(refused)('refuses %s with 401', async (_, make, code) => {
    const response = await telegramLogin(make());
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ status: 401, codeString: code });
  });

  it('answers input over the contract’s length limit with 400, not 500', async () => {
    const long = signInitData([
      ['auth_date', authDate(now())],
      ['user', user()],
      ['start_param', 'x'.repeat(INIT_DATA_MAX_LENGTH)],
    ]);
    const response = await telegramLogin(long);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ codeString: 'BAD_INPUT_VALUES' });
  });
});

describe('POST /v1/authentication/otp/verify with telegramData', () => {
  it('links Telegram from init data without a signature: a later Telegram login is the same user', async () => {
    const telegramUser = user();
    const data = () =>
      signInitData([
        ['auth_date', authDate(now())],
        ['user', telegramUser],
      ]);
    const verified = await verifyOtpWith('09126660001', data());
    expect(verified.status).toBe(200);
    expect(verified.body.result.isSignup).toBe(true);
    const again = await telegramLogin(data());
    expect(again.status).toBe(200);
    expect(again.body.result.isSignup).toBe(false);
  });

  it.each(refused.map(([name, make, code], index) => [name, make, code, index] as const))(
    'refuses %s with 401',
    async (_, make, code, index) => {
      const response = await verifyOtpWith(`0912667${String(index).padStart(4, '0')}`, make());
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ status: 401, codeString: code });
    },
  );
});
