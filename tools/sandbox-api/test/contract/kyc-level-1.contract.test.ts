import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KYC_LEVEL_1_REVIEW_SECONDS, type WalletApi } from '@wallet/api';
import { withNationalCodeCheckDigit } from '@wallet/core';
import { startTestSandbox, type TestSandbox } from '../harness';
import { failure } from './failure';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

let serial = 0;
/** A new user logged in by phone, and a national code no one has used. */
async function newApplicant(): Promise<{ api: WalletApi; token: string; phone: string; nationalId: string }> {
  serial++;
  const phone = `0912771${String(serial).padStart(4, '0')}`;
  const { token } = await t.login(phone);
  return {
    api: t.api(token),
    token,
    phone,
    nationalId: withNationalCodeCheckDigit(`27${String(serial).padStart(7, '0')}`),
  };
}

const formOf = (a: { phone: string; nationalId: string }) =>
  ({ nationalId: a.nationalId, birthDate: '1990-09-06', phoneNumber: a.phone, accept: true }) as const;

async function post(token: string, body: unknown) {
  return t.raw('/v2/kyc/personal-information', { method: 'POST', token, body: JSON.stringify(body) });
}

const control = (path: string, body: unknown = {}) =>
  t.raw(`/__sandbox/${path}`, { method: 'POST', body: JSON.stringify(body) });

describe('GET /v1/kyc', () => {
  it('[KYC-02] a new user has level 1 to do: the phone step done by the login, personal information PENDING', async () => {
    const a = await newApplicant();
    expect(await a.api.kycInfo()).toEqual({
      level: 'LEVEL_0',
      level1Status: 'PENDING',
      steps: [
        { step: 'PHONE_NUMBER', status: 'SUCCEED' },
        { step: 'PERSONAL_INFORMATION', status: 'PENDING' },
      ],
      phoneNumber: `+98${a.phone.slice(1)}`,
      reviewDueAt: null,
      level2Status: 'PENDING',
      level2FailureReason: null,
      level2FailedAt: null,
    });
  });

  it('[KYC-02] a messenger user without a phone has the PHONE_NUMBER step PENDING', async () => {
    const { token } = await t.api().telegramLogin({
      body: {
        telegramData: t.telegramInitData({ id: 9_770_001 }),
        deviceInformation: { persistentId: 'd', fingerprint: 'f', spec: {} },
        loginToInitialUser: true,
      },
    });
    const info = await t.api(token).kycInfo();
    expect(info.steps[0]).toEqual({ step: 'PHONE_NUMBER', status: 'PENDING' });
    expect(info.level1Status).toBe('PENDING');
    expect(info.phoneNumber).toBeNull();
  });
});

describe('POST /v2/kyc/personal-information refusals', () => {
  it.each([
    ['[KYC-03] a national code with a wrong check digit', { nationalId: '0499370898' }, 'body.nationalId'],
    ['[KYC-03] a national code of 9 digits', { nationalId: '049937089' }, 'body.nationalId'],
    ['[KYC-03] a missing national code', { nationalId: undefined }, 'body.nationalId'],
    ['[KYC-03] a missing birth date', { birthDate: undefined }, 'body.birthDate'],
    ['[KYC-03] a birth date that does not exist', { birthDate: '1990-02-30' }, 'body.birthDate'],
    ['[KYC-03] a birth date under 18', { birthDate: '2015-01-01' }, 'body.birthDate'],
    ['[KYC-03] a phone that is not a mobile', { phoneNumber: '02112345678' }, 'body.phoneNumber'],
    ['[KYC-03] terms not accepted', { accept: false }, 'body.accept'],
  ])('%s is 400 BAD_INPUT_VALUES', async (_, change, field) => {
    const a = await newApplicant();
    const answer = await post(a.token, { ...formOf(a), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.codeString).toBe('BAD_INPUT_VALUES');
    expect(answer.body.localizedMessage).toContain(field);
    expect((await a.api.kycInfo()).level1Status).toBe('PENDING');
  });

  it('accepts Persian digits in the national code', async () => {
    const a = await newApplicant();
    const persian = a.nationalId.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    const answer = await post(a.token, { ...formOf(a), nationalId: persian });
    expect(answer.status).toBe(200);
    expect(answer.body.result.level1Status).toBe('CHECKING');
  });

  it("[KYC-03] a phone that is not the user's own is 404 PHONE_NUMBER_NOT_FOUND", async () => {
    const a = await newApplicant();
    const error = await failure(
      a.api.sendPersonalInformation({ body: { ...formOf(a), phoneNumber: '09127719999' } }),
    );
    expect([error.status, error.codeString]).toEqual([404, 'PHONE_NUMBER_NOT_FOUND']);
  });

  it('a national code another user holds is 409 NATIONAL_ID_ALREADY_EXISTS', async () => {
    const first = await newApplicant();
    await first.api.sendPersonalInformation({ body: formOf(first) });
    const second = await newApplicant();
    const error = await failure(
      second.api.sendPersonalInformation({ body: { ...formOf(second), nationalId: first.nationalId } }),
    );
    expect([error.status, error.codeString]).toEqual([409, 'NATIONAL_ID_ALREADY_EXISTS']);
  });

  it('sending again while under review is 409 KYC_ALREADY_SUBMITTED', async () => {
    const a = await newApplicant();
    await a.api.sendPersonalInformation({ body: formOf(a) });
    const error = await failure(a.api.sendPersonalInformation({ body: formOf(a) }));
    expect([error.status, error.codeString]).toEqual([409, 'KYC_ALREADY_SUBMITTED']);
  });
});

describe('the level 1 review', () => {
  it('[KYC-05] [KYC-06] is CHECKING for one minute on the sandbox clock, then SUCCEED and the user is LEVEL_1_IR', async () => {
    const a = await newApplicant();
    const sent = await a.api.sendPersonalInformation({ body: formOf(a) });
    expect(sent.level1Status).toBe('CHECKING');
    expect(sent.steps[1]).toEqual({ step: 'PERSONAL_INFORMATION', status: 'CHECKING' });
    expect(sent.reviewDueAt).not.toBeNull();
    await t.advanceClock(KYC_LEVEL_1_REVIEW_SECONDS - 5);
    expect((await a.api.kycInfo()).level1Status).toBe('CHECKING');
    await t.advanceClock(6);
    const done = await a.api.kycInfo();
    expect(done).toMatchObject({ level: 'LEVEL_1_IR', level1Status: 'SUCCEED', reviewDueAt: null });
    expect((await a.api.whoami()).level).toBe('LEVEL_1_IR');
    expect(await a.api.personalInformationFailureReason()).toEqual({
      failureReason: null,
      localizedMessage: null,
      failedAt: null,
    });
  });

  it('[KYC-03] [KYC-10] a pair the registry marks as not matching FAILS with its reason, and the user may send again', async () => {
    const a = await newApplicant();
    const marked = await control('kyc/registry/mismatch', { nationalId: a.nationalId, phoneNumber: a.phone });
    expect(marked.status).toBe(200);
    await a.api.sendPersonalInformation({ body: formOf(a) });
    await t.advanceClock(KYC_LEVEL_1_REVIEW_SECONDS);
    const failed = await a.api.kycInfo();
    expect(failed).toMatchObject({ level: 'LEVEL_0', level1Status: 'FAILED' });
    const reason = await a.api.personalInformationFailureReason();
    expect(reason.failureReason).toBe('NATIONAL_ID_PHONE_MISMATCH');
    // In the user's language (fa for a new user).
    expect(reason.localizedMessage).toBe('شمارهٔ موبایل به نام صاحب این کد ملی نیست.');
    expect(reason.failedAt).not.toBeNull();
    // FAILED lets the user act: a corrected national code goes under review again.
    const retry = await a.api.sendPersonalInformation({
      body: { ...formOf(a), nationalId: withNationalCodeCheckDigit('281234567') },
    });
    expect(retry.level1Status).toBe('CHECKING');
  });

  it('[KYC-06] the accept control decides at once', async () => {
    const a = await newApplicant();
    await a.api.sendPersonalInformation({ body: formOf(a) });
    const accepted = await control(`kyc/personal-information/${a.nationalId}/accept`);
    expect(accepted.body.result).toEqual({ nationalId: a.nationalId, status: 'SUCCEED' });
    expect(await a.api.kycInfo()).toMatchObject({ level: 'LEVEL_1_IR', level1Status: 'SUCCEED' });
    const again = await control(`kyc/personal-information/${a.nationalId}/accept`);
    expect(again.status).toBe(404);
  });

  it('[KYC-10] the reject control decides at once with the reason given', async () => {
    const a = await newApplicant();
    await a.api.sendPersonalInformation({ body: formOf(a) });
    const rejected = await control(`kyc/personal-information/${a.nationalId}/reject`, {
      reason: 'BIRTH_DATE_MISMATCH',
    });
    expect(rejected.body.result.status).toBe('FAILED');
    expect((await a.api.kycInfo()).level1Status).toBe('FAILED');
    expect((await a.api.personalInformationFailureReason()).failureReason).toBe('BIRTH_DATE_MISMATCH');
    // A rejected national code is free again.
    const other = await newApplicant();
    const sent = await other.api.sendPersonalInformation({
      body: { ...formOf(other), nationalId: a.nationalId },
    });
    expect(sent.level1Status).toBe('CHECKING');
  });

  it('controls refuse a bad national code or reason with 400', async () => {
    expect((await control('kyc/personal-information/123/accept')).status).toBe(400);
    expect(
      (await control('kyc/personal-information/0499370899/reject', { reason: 'SOMETHING' })).status,
    ).toBe(400);
    expect(
      (await control('kyc/registry/mismatch', { nationalId: '0499370898', phoneNumber: '09120000000' }))
        .status,
    ).toBe(400);
  });
});
