// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TwoFactorStatus } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform } from '@wallet/platform';
import { queryKeys, useToasts } from '@wallet/ui';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { TwoFactorPage } from './two-factor-page';

afterEach(() => cleanup());

/** The shell draws toasts; here a plain list of them. */
function Toasts() {
  const { toasts } = useToasts();
  return (
    <ul aria-label="Toasts">
      {toasts.map((toast) => (
        <li key={toast.id}>{toast.text}</li>
      ))}
    </ul>
  );
}

const ENABLED_AT = '2026-11-23T08:00:00.000Z';
const BLOCKED_UNTIL = '2026-11-24T08:00:00.000Z';
const OFF: TwoFactorStatus = { methods: [], withdrawBlockedUntil: null };
const WHOAMI = {
  phoneNumbers: [{ number: '+989121234567', primary: true }],
  emails: [{ address: 'sara@example.com', primary: true }],
};

function renderPage(routes: FakeRoutes) {
  const platform = createMemoryPlatform();
  const fake = createFakeApi({ 'GET /v1/user/whoami': WHOAMI, ...routes });
  const result = renderWithProviders(
    <ThemeRoot appearance="light">
      <TwoFactorPage />
      <Toasts />
    </ThemeRoot>,
    { platform, api: fake.api, path: '/profile/2FA' },
  );
  return { ...result, fake, platform };
}

const on = (type: TwoFactorStatus['methods'][number]['type'], destination: string | null) => ({
  methods: [{ type, destination, enabledAt: ENABLED_AT }],
  withdrawBlockedUntil: BLOCKED_UNTIL,
});

const bodyOf = async (fake: ReturnType<typeof createFakeApi>, call: string) => {
  const index = fake.calls.lastIndexOf(call);
  return fake.requests[index]!.clone().json();
};

describe('/profile/2FA', () => {
  it('[SEC-05] shows each method off, and nothing about withdrawals', async () => {
    renderPage({ 'GET /v2/2fa/status': OFF });
    expect(await screen.findByRole('button', { name: /SMS code.*Off/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /E-mail code.*Off/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Authenticator app.*Off/ })).toBeTruthy();
    expect(screen.queryByText('Withdrawals are paused')).toBeNull();
  });

  it('[SEC-05] [SEC-06] turns SMS codes on with the code sent, and loads the status again', async () => {
    let status = OFF;
    const { fake, platform } = renderPage({
      'GET /v2/2fa/status': () => status,
      'POST /v2/2fa/sms': { authenticationId: 'SETUP_SMS_1', expiresAt: ENABLED_AT },
      'POST /v2/2fa/verify': () => {
        status = on('SMS', '0912***4567');
        return status;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /SMS code/ }));
    const phone = await screen.findByLabelText('Mobile number');
    await waitFor(() => expect((phone as HTMLInputElement).value).toBe('+989121234567'));
    // The main button takes the filled number in an effect after the field shows it.
    await waitFor(() =>
      expect(platform.mainButton.current()).toMatchObject({ text: 'Send the code', disabled: false }),
    );
    platform.mainButton.click();
    await waitFor(() => expect(fake.calls).toContain('POST /v2/2fa/sms'));
    expect(await bodyOf(fake, 'POST /v2/2fa/sms')).toEqual({ phone: '+989121234567' });
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '۱۲۳۴۵۶' } });
    const statusCalls = fake.calls.filter((call) => call === 'GET /v2/2fa/status').length;
    platform.mainButton.click();
    expect(await screen.findByText('SMS code is on.')).toBeTruthy();
    expect(await bodyOf(fake, 'POST /v2/2fa/verify')).toEqual({
      codes: { SMS: '123456' },
      authenticationId: 'SETUP_SMS_1',
    });
    await waitFor(() =>
      expect(fake.calls.filter((call) => call === 'GET /v2/2fa/status').length).toBe(statusCalls + 1),
    );
    expect(await screen.findByRole('button', { name: /SMS code.*On: 0912\*\*\*4567/ })).toBeTruthy();
  });

  it('[SEC-05] turns e-mail codes on', async () => {
    const { fake, platform } = renderPage({
      'GET /v2/2fa/status': OFF,
      'POST /v2/2fa/email': { authenticationId: 'SETUP_EMAIL_1', expiresAt: ENABLED_AT },
      'POST /v2/2fa/verify': on('EMAIL', 's***@example.com'),
    });
    fireEvent.click(await screen.findByRole('button', { name: /E-mail code/ }));
    const address = await screen.findByLabelText('E-mail address');
    await waitFor(() => expect((address as HTMLInputElement).value).toBe('sara@example.com'));
    await waitFor(() =>
      expect(platform.mainButton.current()).toMatchObject({ text: 'Send the code', disabled: false }),
    );
    platform.mainButton.click();
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '654321' } });
    platform.mainButton.click();
    expect(await screen.findByText('E-mail code is on.')).toBeTruthy();
    expect(await bodyOf(fake, 'POST /v2/2fa/verify')).toEqual({
      codes: { EMAIL: '654321' },
      authenticationId: 'SETUP_EMAIL_1',
    });
  });

  it('[SEC-05] turns an authenticator app on: QR code, activation code to copy, then a code', async () => {
    const { fake, platform } = renderPage({
      'GET /v2/2fa/status': OFF,
      'POST /v2/2fa/google-auth': {
        activationCode: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Wallet:sara?secret=JBSWY3DPEHPK3PXP&issuer=Wallet',
      },
      'POST /v2/2fa/google-auth/verify': on('GOOGLE_AUTH', null),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Authenticator app/ }));
    expect(await screen.findByRole('img', { name: 'QR code for the authenticator app' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /JBSWY3DPEHPK3PXP/ }));
    await waitFor(() => expect(platform.copiedTexts).toEqual(['JBSWY3DPEHPK3PXP']));
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '112233' } });
    platform.mainButton.click();
    expect(await screen.findByText('Authenticator app is on.')).toBeTruthy();
    expect(await bodyOf(fake, 'POST /v2/2fa/google-auth/verify')).toEqual({ code: '112233' });
  });

  it('shows a wrong code where it was typed, and stays', async () => {
    const { platform } = renderPage({
      'GET /v2/2fa/status': OFF,
      'POST /v2/2fa/google-auth': { activationCode: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x' },
      'POST /v2/2fa/google-auth/verify': {
        status: 400,
        codeString: 'WRONG_TWO_FACTOR_CODE',
        localizedMessage: 'The two-factor code is wrong.',
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Authenticator app/ }));
    fireEvent.change(await screen.findByLabelText('Code from the app'), { target: { value: '000000' } });
    platform.mainButton.click();
    expect(await screen.findByText('The two-factor code is wrong.')).toBeTruthy();
    expect(screen.getByLabelText('Code from the app')).toBeTruthy();
  });

  it('[SEC-05] turns a method off with a code sent for DISABLE_2FA, in X-2FA-AUTH', async () => {
    let status: TwoFactorStatus = on('SMS', '0912***4567');
    const { fake, platform, queryClient } = renderPage({
      'GET /v2/2fa/status': () => status,
      'POST /v2/2fa/SMS/code': { sentTo: '0912***4567', expiresAt: ENABLED_AT },
      'DELETE /v2/2fa/SMS': () => {
        status = { methods: [], withdrawBlockedUntil: BLOCKED_UNTIL };
        return status;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /SMS code.*On/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send the code by SMS' }));
    expect(await screen.findByText('A code was sent to 0912***4567.')).toBeTruthy();
    expect(await bodyOf(fake, 'POST /v2/2fa/SMS/code')).toEqual({ authenticationId: 'DISABLE_2FA' });
    fireEvent.change(screen.getByLabelText('Two-factor code'), { target: { value: '246810' } });
    platform.mainButton.click();
    expect(await screen.findByText('SMS code is off.')).toBeTruthy();
    const request = fake.requests[fake.calls.lastIndexOf('DELETE /v2/2fa/SMS')]!;
    expect(request.headers.get('X-2FA-AUTH')).toBe('246810');
    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.twoFactorStatus())).toEqual({
        methods: [],
        withdrawBlockedUntil: BLOCKED_UNTIL,
      }),
    );
    expect(await screen.findByRole('button', { name: /SMS code.*Off/ })).toBeTruthy();
  });

  it('[SEC-06] a change marks the shared status copy and the withdraw status stale, for every page reading them', async () => {
    let status: TwoFactorStatus = on('SMS', '0912***4567');
    const { platform, queryClient } = renderPage({
      'GET /v2/2fa/status': () => status,
      'POST /v2/2fa/SMS/code': { sentTo: '0912***4567', expiresAt: ENABLED_AT },
      'DELETE /v2/2fa/SMS': () => {
        status = { methods: [], withdrawBlockedUntil: BLOCKED_UNTIL };
        return status;
      },
    });
    // A withdraw page loaded its status before the change; it has no observer now, as when it is closed.
    queryClient.setQueryData(queryKeys.withdrawStatus(), { blocks: [] });
    fireEvent.click(await screen.findByRole('button', { name: /SMS code.*On/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send the code by SMS' }));
    await screen.findByText('A code was sent to 0912***4567.');
    fireEvent.change(screen.getByLabelText('Two-factor code'), { target: { value: '246810' } });
    platform.mainButton.click();
    await screen.findByText('SMS code is off.');
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.withdrawStatus())?.isInvalidated).toBe(true),
    );
  });

  it('explains the 24 h withdrawal block with its end time', async () => {
    renderPage({ 'GET /v2/2fa/status': on('GOOGLE_AUTH', null) });
    expect(await screen.findByText('Withdrawals are paused')).toBeTruthy();
    expect(screen.getByText(/withdrawals wait 24 hours, until .*2026/)).toBeTruthy();
  });
});
