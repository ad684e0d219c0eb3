import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type WalletApi } from '@wallet/api';
import { DEVICE, startTestSandbox, type TestSandbox } from '../harness';
import { authDate, signInitData } from '../telegram-sign';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

/** A Telegram id per case, so no case meets an account another one made. */
let nextTelegramId = 820_000_000;

async function telegramUser(): Promise<{ api: WalletApi; telegramId: number }> {
  const telegramId = nextTelegramId++;
  const { token } = await t.api().telegramLogin({
    body: {
      telegramData: t.telegramInitData({ id: telegramId }),
      deviceInformation: DEVICE,
      loginToInitialUser: true,
    },
  });
  return { api: t.api(token), telegramId };
}

/** The contact Telegram hands the mini-app after requestContact, signed with `botToken`. */
const contactOf = (telegramId: number, phone: string, options: { atMs?: number; botToken?: string } = {}) =>
  signInitData(
    [
      ['contact', JSON.stringify({ user_id: telegramId, phone_number: phone, first_name: 'Test' })],
      ['auth_date', authDate(options.atMs ?? Date.now())],
    ],
    options.botToken,
  );

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      const { status, codeString } = error as ApiError;
      return { status, codeString };
    },
  );

describe('POST /v1/user/new-phone/telegram-contact', () => {
  it("[KYC-04] Telegram's signed contact of the logged-in account adds its number, with no code", async () => {
    const { api, telegramId } = await telegramUser();
    const user = await api.confirmPhoneWithTelegramContact({
      body: { contact: contactOf(telegramId, '989357770001') },
    });
    expect(user.phoneNumbers).toEqual([{ number: '+989357770001', primary: true }]);
    // Sharing it again changes nothing.
    const again = await api.confirmPhoneWithTelegramContact({
      body: { contact: contactOf(telegramId, '+989357770001') },
    });
    expect(again.phoneNumbers).toHaveLength(1);
  });

  it('refuses a forged, a foreign and an old contact, and a number someone else has', async () => {
    const { api, telegramId } = await telegramUser();
    const forged = contactOf(telegramId, '989357770002', { botToken: '123:another-bot' });
    expect(await refusal(api.confirmPhoneWithTelegramContact({ body: { contact: forged } }))).toEqual({
      status: 400,
      codeString: 'INVALID_TELEGRAM_DATA',
    });
    const foreign = contactOf(telegramId + 1000, '989357770002');
    expect(await refusal(api.confirmPhoneWithTelegramContact({ body: { contact: foreign } }))).toEqual({
      status: 400,
      codeString: 'INVALID_TELEGRAM_DATA',
    });
    const old = contactOf(telegramId, '989357770002', { atMs: Date.now() - 2 * 86_400_000 });
    expect(await refusal(api.confirmPhoneWithTelegramContact({ body: { contact: old } }))).toEqual({
      status: 400,
      codeString: 'TELEGRAM_DATA_EXPIRED',
    });
    const taken = contactOf(telegramId, '09120000001');
    expect(await refusal(api.confirmPhoneWithTelegramContact({ body: { contact: taken } }))).toEqual({
      status: 409,
      codeString: 'PHONE_NUMBER_ALREADY_EXISTS',
    });
    const landline = contactOf(telegramId, '982188776655');
    expect(await refusal(api.confirmPhoneWithTelegramContact({ body: { contact: landline } }))).toEqual({
      status: 400,
      codeString: 'BAD_INPUT_VALUES',
    });
    expect((await api.whoami()).phoneNumbers).toEqual([]);
  });

  it('refuses a user who did not log in with Telegram', async () => {
    const { token } = await t.login('09357770009');
    const contact = contactOf(nextTelegramId++, '09357770009');
    expect(await refusal(t.api(token).confirmPhoneWithTelegramContact({ body: { contact } }))).toEqual({
      status: 400,
      codeString: 'INVALID_TELEGRAM_DATA',
    });
  });
});
