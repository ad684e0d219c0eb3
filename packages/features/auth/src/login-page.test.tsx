// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
import { LoginPage } from './login-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const SENT = { expiresInSeconds: 120, codeLength: 6 };
const WRONG_CODE = { status: 400, codeString: 'WRONG_OTP_CODE', localizedMessage: 'The code is not right.' };

function setUp(
  routes: Parameters<typeof createFakeApi>[0],
  options: { path?: string; telegramBotUrl?: string } = {},
) {
  const fake = createFakeApi(routes);
  const logIn = vi.fn(async () => {});
  const view = renderWithProviders(<LoginPage telegramBotUrl={options.telegramBotUrl ?? null} />, {
    api: fake.api,
    path: options.path ?? '/login?nextUrl=%2Fcoin%2FBTC',
    session: { isAuthenticated: false, logIn },
  });
  return { ...view, ...fake, logIn };
}

const bodies = async (requests: Request[]) => Promise.all(requests.map((request) => request.clone().json()));

async function sendCode(platform: { mainButton: { click(): void } }, number: string) {
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: number } });
  act(() => platform.mainButton.click());
  return screen.findByLabelText('Login code');
}

describe('login by phone code', () => {
  it.each(['09121234567', '9121234567', '+989121234567', '۰۹۱۲۱۲۳۴۵۶۷', '0912 123 4567'])(
    '[AUTH-02] sends %s as +989121234567 with region IR',
    async (typed) => {
      const { platform, requests } = setUp({ 'POST /v1/authentication/otp': SENT });
      await sendCode(platform, typed);
      const [body] = await bodies(requests);
      expect(body).toMatchObject({ region: 'IR', number: '+989121234567' });
      expect(body.deviceInformation.persistentId).toBe('device-test');
    },
  );

  it('[AUTH-01] [AUTH-03] logs in with the code, stores the result and returns to nextUrl', async () => {
    const { platform, logIn, location, calls } = setUp({
      'POST /v1/authentication/otp': SENT,
      'POST /v1/authentication/otp/verify': { token: 'wlt_token', isSignup: true },
    });
    await sendCode(platform, '09121234567');
    fireEvent.change(screen.getByLabelText('Login code'), { target: { value: '۱۲۳۴۵۶' } });
    await waitFor(() => expect(logIn).toHaveBeenCalledWith({ token: 'wlt_token', isSignup: true }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/coin/BTC'));
    expect(calls).toEqual(['POST /v1/authentication/otp', 'POST /v1/authentication/otp/verify']);
  });

  it.each(['https%3A%2F%2Fevil.example', '%2F%2Fevil.example'])(
    'goes to /dashboard for an unsafe nextUrl %s',
    async (next) => {
      const { platform, location } = setUp(
        {
          'POST /v1/authentication/otp': SENT,
          'POST /v1/authentication/otp/verify': { token: 't', isSignup: false },
        },
        { path: `/login?nextUrl=${next}` },
      );
      await sendCode(platform, '09121234567');
      fireEvent.change(screen.getByLabelText('Login code'), { target: { value: '123456' } });
      await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    },
  );

  it('an invalid number shows an error and sends nothing', async () => {
    const { platform, calls } = setUp({ 'POST /v1/authentication/otp': SENT });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0212345678' } });
    act(() => platform.mainButton.click());
    expect(screen.getByRole('alert').textContent).toMatch(/valid Iranian mobile number/);
    expect(calls).toEqual([]);
  });

  it("a wrong code shows the server's message and clears the input", async () => {
    const { platform, logIn } = setUp({
      'POST /v1/authentication/otp': SENT,
      'POST /v1/authentication/otp/verify': WRONG_CODE,
    });
    await sendCode(platform, '09121234567');
    const input = screen.getByLabelText<HTMLInputElement>('Login code');
    fireEvent.change(input, { target: { value: '000000' } });
    expect((await screen.findByRole('alert')).textContent).toBe('The code is not right.');
    expect(input.value).toBe('');
    expect(logIn).not.toHaveBeenCalled();
  });

  it('a short code is refused with the code length in Persian digits for a fa user', async () => {
    const fake = createFakeApi({ 'POST /v1/authentication/otp': SENT });
    const { platform } = renderWithProviders(<LoginPage telegramBotUrl={null} />, {
      api: fake.api,
      path: '/login',
      session: { isAuthenticated: false, language: 'fa' },
    });
    await sendCode(platform, '09121234567');
    fireEvent.change(screen.getByLabelText('Login code'), { target: { value: '۱۲۳' } });
    act(() => platform.mainButton.click());
    expect(screen.getByRole('alert').textContent).toBe('Enter the ۶-digit code');
    expect(fake.calls).toEqual(['POST /v1/authentication/otp']);
  });

  it('the main button shows loading while the code is being sent', async () => {
    let answer: (value: unknown) => void = () => {};
    const { platform } = setUp({
      'POST /v1/authentication/otp': () => new Promise((resolve) => (answer = resolve)),
    });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '09121234567' } });
    act(() => platform.mainButton.click());
    await waitFor(() =>
      expect(platform.mainButton.current()).toMatchObject({ text: 'Send code', loading: true }),
    );
    act(() => answer(SENT));
    expect(await screen.findByLabelText('Login code')).toBeTruthy();
  });

  it('offers a new code only after the countdown, and sends it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { platform, calls } = setUp({
      'POST /v1/authentication/otp': { expiresInSeconds: 3, codeLength: 6 },
    });
    await sendCode(platform, '09121234567');
    // The time left is its own element (a timer), so the sentence is matched as a whole.
    const hint = screen.getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'Send the code again in 0:03',
    );
    expect(within(hint).getByRole('timer').textContent).toBe('0:03');
    expect(screen.queryByRole('button', { name: 'Send the code again' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3500));
    fireEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
    await waitFor(() =>
      expect(calls).toEqual(['POST /v1/authentication/otp', 'POST /v1/authentication/otp']),
    );
  });

  it('"Open in Telegram" opens the bot outside the messenger', () => {
    const { platform } = setUp({}, { telegramBotUrl: 'https://t.me/WalletBot/app' });
    fireEvent.click(screen.getByRole('button', { name: 'Open in Telegram' }));
    expect(platform.openedTelegramLinks).toEqual(['https://t.me/WalletBot/app']);
  });

  it('[AUTH-01] inside the mini-app, "Log in with Telegram" logs in through the messenger', async () => {
    const fake = createFakeApi({});
    const logInWithTelegram = vi.fn(async () => {});
    const { location } = renderWithProviders(<LoginPage telegramBotUrl="https://t.me/WalletBot/app" />, {
      api: fake.api,
      path: '/login?nextUrl=%2Fdashboard',
      session: { isAuthenticated: false, isMiniApp: true, logInWithTelegram },
    });
    expect(screen.queryByRole('button', { name: 'Open in Telegram' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in with Telegram' }));
    await waitFor(() => expect(logInWithTelegram).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
  });

  it('inside the mini-app after a PIN lockout, only the code login is offered, and the page says why', () => {
    renderWithProviders(<LoginPage telegramBotUrl={null} />, {
      api: createFakeApi({}).api,
      path: '/login',
      session: { isAuthenticated: false, isMiniApp: true, isMessengerLoginBlocked: true },
    });
    expect(screen.queryByRole('button', { name: 'Log in with Telegram' })).toBeNull();
    expect(screen.getByText(/Too many wrong PINs ended your session/)).toBeTruthy();
  });
});
