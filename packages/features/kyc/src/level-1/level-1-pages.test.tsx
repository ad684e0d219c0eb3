// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KycInfo } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform } from '@wallet/platform';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { KycHubPage } from '../shared/kyc-hub-page';
import { Level1Page } from './level-1-page';
import { RegisterFormPage } from './register-form-page';
import { CheckingPage, ErrorPage, OkPage, REVIEW_LATE_AFTER_MS } from './review-pages';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const info = (level1Status: KycInfo['level1Status'], extra: Partial<KycInfo> = {}): KycInfo => ({
  level: level1Status === 'SUCCEED' ? 'LEVEL_1_IR' : 'LEVEL_0',
  level1Status,
  steps: [
    { step: 'PHONE_NUMBER', status: 'SUCCEED' },
    { step: 'PERSONAL_INFORMATION', status: level1Status },
  ],
  phoneNumber: '+989121234567',
  reviewDueAt: level1Status === 'CHECKING' ? new Date(Date.now() + 60_000).toISOString() : null,
  level2Status: 'PENDING',
  level2FailureReason: null,
  level2FailedAt: null,
  ...extra,
});

function open(
  node: React.ReactNode,
  path: string,
  routes: FakeRoutes,
  session = {},
  platform = createMemoryPlatform(),
) {
  const fake = createFakeApi(routes);
  const view = renderWithProviders(<ThemeRoot appearance="light">{node}</ThemeRoot>, {
    api: fake.api,
    path,
    session,
    platform,
  });
  return { ...view, fake };
}

const pathOf = (view: { location: { history?: string[] } }) => view.location.history?.at(-1);

async function fillForm(nationalId: string) {
  fireEvent.change(await screen.findByLabelText('National code'), { target: { value: nationalId } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), { target: { value: '1369' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '6' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '15' } });
  fireEvent.click(screen.getByRole('checkbox'));
}

/** KYC info of a user with no phone yet: both level-1 steps pending. */
const WITHOUT_PHONE = info('PENDING', {
  phoneNumber: null,
  level1Status: 'PENDING',
  steps: [
    { step: 'PHONE_NUMBER', status: 'PENDING' },
    { step: 'PERSONAL_INFORMATION', status: 'PENDING' },
  ],
});

describe('register form', () => {
  it('[KYC-02] [NAV-06] sends nationalId, birthDate as an ISO Gregorian date, phoneNumber and accept, then shows the review, keeping the nextUrl it was given', async () => {
    const finishSignup = vi.fn(async () => {});
    let body: unknown;
    const view = open(
      <RegisterFormPage />,
      '/kyc/level-1/register-form?isSignedUp=true&nextUrl=%2Fwithdraw',
      {
        'GET /v1/kyc': info('PENDING'),
        'POST /v2/kyc/personal-information': async (request: Request) => {
          body = await request.json();
          return info('CHECKING');
        },
      },
      { finishSignup },
    );
    await fillForm('۰۴۹۹۳۷۰۸۹۹');
    await act(async () => view.platform.mainButton.click());
    await waitFor(() => expect(pathOf(view)).toBe('/kyc/level-1/checking?nextUrl=%2Fwithdraw'));
    expect(body).toEqual({
      nationalId: '0499370899',
      birthDate: '1990-09-06',
      phoneNumber: '+989121234567',
      accept: true,
    });
    expect(finishSignup).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(view.platform.flowStorage.snapshot()).toEqual({}));
  });

  it('a reload in the middle of the form comes back to the national code, birth date and terms given', async () => {
    const routes = { 'GET /v1/kyc': info('PENDING') };
    const view = open(<RegisterFormPage />, '/kyc/level-1/register-form', routes);
    await fillForm('0499370899');
    await waitFor(() =>
      expect(view.platform.flowStorage.values().kycLevel1Draft).toEqual({
        nationalId: '0499370899',
        birthDay: { year: 1369, month: 6, day: 15 },
        isAccepted: true,
      }),
    );
    cleanup();

    open(<RegisterFormPage />, '/kyc/level-1/register-form', routes, {}, view.platform);
    await waitFor(async () =>
      expect(((await screen.findByLabelText('National code')) as HTMLInputElement).value).toBe('0499370899'),
    );
    expect((screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement).value).toBe('1369');
    expect((screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement).value).toBe('6');
    expect((screen.getByRole('combobox', { name: 'Day' }) as HTMLSelectElement).value).toBe('15');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(view.platform.storage.values().kycLevel1Draft).toBeUndefined();
  });

  it('[KYC-03] refuses a national code with a wrong check digit, a missing birth date and unaccepted terms without calling the server', async () => {
    const view = open(<RegisterFormPage />, '/kyc/level-1/register-form', { 'GET /v1/kyc': info('PENDING') });
    fireEvent.change(await screen.findByLabelText('National code'), { target: { value: '0499370898' } });
    await act(async () => view.platform.mainButton.click());
    expect(screen.getByText(/This national code is not valid/)).toBeTruthy();
    expect(screen.getByText('Choose your birth date.')).toBeTruthy();
    expect(screen.getByText('Accept the terms to continue.')).toBeTruthy();
    expect(view.fake.calls).not.toContain('POST /v2/kyc/personal-information');
  });

  it('writes the minimum age and the SMS code length in Persian digits for a fa user', async () => {
    const view = open(
      <RegisterFormPage />,
      '/kyc/level-1/register-form',
      {
        'GET /v1/kyc': WITHOUT_PHONE,
        'POST /v1/user/new-phone/otp': { expiresInSeconds: 120, codeLength: 6 },
      },
      { language: 'fa' },
      createMemoryPlatform({ requestContact: async () => ({ phoneNumber: '989351234567' }) }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Share my number from Telegram' }));
    fireEvent.change(await screen.findByLabelText('Code sent by SMS'), { target: { value: '۱۲۳' } });
    await act(async () => view.platform.mainButton.click());
    expect(screen.getByText('Enter the ۶-digit code.')).toBeTruthy();
    cleanup();
    // Only the Date is fixed, so the newest year offered (1405 − 18) is known.
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00.000Z'), toFake: ['Date'] });
    const form = open(
      <RegisterFormPage />,
      '/kyc/level-1/register-form',
      { 'GET /v1/kyc': info('PENDING') },
      {
        language: 'fa',
      },
    );
    await fillForm('0499370899');
    // 29 Esfand 1387 is 19 March 2009: 17 years before the fixed date.
    fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), { target: { value: '1387' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '12' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '29' } });
    await act(async () => form.platform.mainButton.click());
    expect(screen.getByText('You must be ۱۸ or older to verify your identity.')).toBeTruthy();
    expect(form.fake.calls).not.toContain('POST /v2/kyc/personal-information');
  });

  it('[ERR-09] NATIONAL_ID_ALREADY_EXISTS offers to sign in with the other account: log out, then login', async () => {
    const logOut = vi.fn(async () => {});
    const view = open(
      <RegisterFormPage />,
      '/kyc/level-1/register-form',
      {
        'GET /v1/kyc': info('PENDING'),
        'POST /v2/kyc/personal-information': {
          status: 409,
          codeString: 'NATIONAL_ID_ALREADY_EXISTS',
          localizedMessage: 'taken',
        },
      },
      { logOut },
    );
    await fillForm('0499370899');
    await act(async () => view.platform.mainButton.click());
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with another account' }));
    await waitFor(() => expect(pathOf(view)).toBe('/login'));
    expect(logOut).toHaveBeenCalledTimes(1);
  });

  it('[KYC-04] a number the messenger shared with its signature needs no SMS code: the server checks the signature', async () => {
    let hasPhone = false;
    const signedContact = 'contact=%7B%7D&auth_date=1&hash=ab';
    const platform = createMemoryPlatform({
      requestContact: async () => ({ phoneNumber: '989351234567', signedContact }),
    });
    const view = open(
      <RegisterFormPage />,
      '/kyc/level-1/register-form',
      {
        'GET /v1/kyc': () => (hasPhone ? info('PENDING') : WITHOUT_PHONE),
        'POST /v1/user/new-phone/telegram-contact': () => {
          hasPhone = true;
          return {};
        },
      },
      {},
      platform,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Share my number from Telegram' }));
    expect(await screen.findByLabelText('National code')).toBeTruthy();
    const confirm = view.fake.requests.find((r) => r.url.endsWith('/telegram-contact'));
    expect(await confirm?.json()).toEqual({ contact: signedContact });
    expect(view.fake.calls).not.toContain('POST /v1/user/new-phone/otp');
  });

  it('[KYC-04] a user without a phone confirms one by SMS code, the number shared from the messenger', async () => {
    let hasPhone = false;
    const platform = createMemoryPlatform({ requestContact: async () => ({ phoneNumber: '989351234567' }) });
    const view = open(
      <RegisterFormPage />,
      '/kyc/level-1/register-form',
      {
        'GET /v1/kyc': () => (hasPhone ? info('PENDING') : WITHOUT_PHONE),
        'POST /v1/user/new-phone/otp': { expiresInSeconds: 120, codeLength: 6 },
        'POST /v1/user/new-phone/otp/verify': () => {
          hasPhone = true;
          return {};
        },
      },
      {},
      platform,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Share my number from Telegram' }));
    fireEvent.change(await screen.findByLabelText('Code sent by SMS'), { target: { value: '۱۲۳۴۵۶' } });
    await act(async () => view.platform.mainButton.click());
    expect(await screen.findByLabelText('National code')).toBeTruthy();
    const verify = view.fake.requests.find((r) => r.url.endsWith('/otp/verify'));
    expect(await verify?.json()).toMatchObject({ number: '+989351234567', code: '123456' });
  });
});

describe('the phone step draft', () => {
  it('a reload on the phone step comes back to the mobile number typed', async () => {
    const routes = { 'GET /v1/kyc': WITHOUT_PHONE };
    const view = open(<RegisterFormPage />, '/kyc/level-1/register-form', routes);
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '09351234567' } });
    await waitFor(() =>
      expect(view.platform.flowStorage.values().kycLevel1Draft).toEqual({ mobileNumber: '09351234567' }),
    );
    cleanup();

    open(<RegisterFormPage />, '/kyc/level-1/register-form', routes, {}, view.platform);
    await waitFor(async () =>
      expect(((await screen.findByLabelText('Mobile number')) as HTMLInputElement).value).toBe('09351234567'),
    );
    expect(view.platform.storage.values().kycLevel1Draft).toBeUndefined();
  });

  it('is cleared once the number is confirmed by its SMS code', async () => {
    let hasPhone = false;
    const view = open(<RegisterFormPage />, '/kyc/level-1/register-form', {
      'GET /v1/kyc': () => (hasPhone ? info('PENDING') : WITHOUT_PHONE),
      'POST /v1/user/new-phone/otp': { expiresInSeconds: 120, codeLength: 6 },
      'POST /v1/user/new-phone/otp/verify': () => {
        hasPhone = true;
        return {};
      },
    });
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '09351234567' } });
    await waitFor(() => expect(view.platform.flowStorage.values().kycLevel1Draft).toBeTruthy());
    await act(async () => view.platform.mainButton.click());
    fireEvent.change(await screen.findByLabelText('Code sent by SMS'), { target: { value: '123456' } });
    await act(async () => view.platform.mainButton.click());
    expect(await screen.findByLabelText('National code')).toBeTruthy();
    await waitFor(() => expect(view.platform.flowStorage.snapshot()).toEqual({}));
  });
});

describe('review pages', () => {
  it('[KYC-05] checking moves to ok when the review SUCCEEDs, and ok returns to nextUrl', async () => {
    let status: KycInfo['level1Status'] = 'CHECKING';
    const view = open(<CheckingPage />, '/kyc/level-1/checking?nextUrl=%2Fwithdraw', {
      'GET /v1/kyc': () => info(status),
    });
    expect(await screen.findByText(/This takes about a minute/)).toBeTruthy();
    status = 'SUCCEED';
    await act(async () => view.queryClient.invalidateQueries());
    await waitFor(() => expect(pathOf(view)).toBe('/kyc/level-1/ok?nextUrl=%2Fwithdraw'));
    cleanup();
    const ok = open(<OkPage />, '/kyc/level-1/ok?nextUrl=%2Fwithdraw', {});
    await act(async () => ok.platform.mainButton.click());
    expect(pathOf(ok)).toBe('/withdraw');
  });

  it('ok never follows a nextUrl to another site', async () => {
    const ok = open(<OkPage />, '/kyc/level-1/ok?nextUrl=%2F%2Fevil.example', {});
    await act(async () => ok.platform.mainButton.click());
    expect(pathOf(ok)).toBe('/dashboard');
  });

  it('[KYC-05] checking moves to late when the review is overdue', async () => {
    const overdue = new Date(Date.now() - REVIEW_LATE_AFTER_MS - 1000).toISOString();
    const view = open(<CheckingPage />, '/kyc/level-1/checking', {
      'GET /v1/kyc': info('CHECKING', { reviewDueAt: overdue }),
    });
    await waitFor(() => expect(pathOf(view)).toBe('/kyc/level-1/late'));
  });

  it('[KYC-05] checking moves to error when the review FAILED', async () => {
    const view = open(<CheckingPage />, '/kyc/level-1/checking', { 'GET /v1/kyc': info('FAILED') });
    await waitFor(() => expect(pathOf(view)).toBe('/kyc/level-1/error'));
  });

  it('[KYC-10] error shows the failure reason and Try again opens the form with nextUrl', async () => {
    const view = open(<ErrorPage />, '/kyc/level-1/error?nextUrl=%2Fwithdraw', {
      'GET /v1/user/personal-information/failure-reason': {
        failureReason: 'NATIONAL_ID_PHONE_MISMATCH',
        localizedMessage: 'The mobile number is not registered to the owner of this national code.',
        failedAt: '2026-11-23T10:00:00.000Z',
      },
    });
    expect(await screen.findByText(/not registered to the owner/)).toBeTruthy();
    await act(async () => view.platform.mainButton.click());
    expect(pathOf(view)).toBe('/kyc/level-1/register-form?nextUrl=%2Fwithdraw');
  });
});

describe('level 1 and the hub', () => {
  it('[KYC-02] level 1 lists its steps with their state and starts the form', async () => {
    const view = open(<Level1Page />, '/kyc/level-1?nextUrl=%2Fwithdraw', { 'GET /v1/kyc': info('PENDING') });
    const steps = await screen.findByRole('region', { name: 'Steps' });
    expect(within(steps).getByText('Verified')).toBeTruthy();
    expect(within(steps).getByText('Personal information')).toBeTruthy();
    expect(within(steps).getByText('To do')).toBeTruthy();
    expect(within(steps).queryByText('Being checked')).toBeNull();
    await act(async () => view.platform.mainButton.click());
    expect(pathOf(view)).toBe('/kyc/level-1/register-form?nextUrl=%2Fwithdraw');
  });

  it('the hub says the level, what each level allows and the next step', async () => {
    const view = open(<KycHubPage />, '/kyc', { 'GET /v1/kyc': info('SUCCEED') });
    expect(await screen.findByText('Your level: Level 1 (intermediate)')).toBeTruthy();
    expect(screen.getByText('Withdraw up to 200 million Toman a day')).toBeTruthy();
    expect(screen.getByText(/Next step: verify level 2/)).toBeTruthy();
    await act(async () => view.platform.mainButton.click());
    expect(pathOf(view)).toBe('/kyc/level-2');
  });

  it('[KYC-01] the hub leads a LEVEL_1_GLOBAL user to level 1 with a national code, not to level 2', async () => {
    const view = open(<KycHubPage />, '/kyc', {
      'GET /v1/kyc': info('PENDING', { level: 'LEVEL_1_GLOBAL' }),
    });
    expect(await screen.findByText('Your level: Level 1 (intermediate)')).toBeTruthy();
    expect(screen.getByText(/Next step: verify level 1 with an Iranian national code/)).toBeTruthy();
    expect(screen.queryByText(/Next step: verify level 2/)).toBeNull();
    expect(view.platform.mainButton.current()?.text).toBe('Verify level 1');
    await act(async () => view.platform.mainButton.click());
    expect(pathOf(view)).toBe('/kyc/level-1');
  });
});
