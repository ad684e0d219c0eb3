// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HelpPage, SUPPORT_CHANNELS } from './help-page';
import { InfoPage } from './info-page';
import { ProfilePage } from './profile-page';
import { SecurityPage } from './security-page';
import { SettingsPage } from './settings-page';
import { bodyOf, open, USER } from './test-helpers';

afterEach(() => cleanup());

/** The row of one phone in the list: the widest part of the list that holds this number and no other. */
function rowOf(list: HTMLElement, phone: string): HTMLElement {
  let row = within(list).getByText(phone);
  while (row.parentElement && row.parentElement !== list) {
    if ((row.parentElement.textContent?.match(/09\d{9}/g) ?? []).length > 1) break;
    row = row.parentElement;
  }
  return row;
}

const FAILURE = { status: 500, codeString: 'INTERNAL_ERROR', localizedMessage: null };

describe('/profile', () => {
  it('shows loading, then the name, the level and the menu, and logs out at the end', async () => {
    const logOut = vi.fn(async () => {});
    open(<ProfilePage />, '/profile', {}, { logOut });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByText('رضا کریمی')).toBeTruthy();
    expect(screen.getByText('Intermediate')).toBeTruthy();
    for (const name of ['User information', 'Delivery addresses', 'Gift code', 'Security', 'Settings']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: /Cards|Financial/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    expect(logOut).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(logOut).toHaveBeenCalledOnce());
  });

  it('asks before logging out, and Cancel keeps the session', async () => {
    const logOut = vi.fn(async () => {});
    open(<ProfilePage />, '/profile', {}, { logOut });
    await screen.findByText('رضا کریمی');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log out?' })).toBeNull());
    expect(logOut).not.toHaveBeenCalled();
  });

  it('opens a page of the menu', async () => {
    const { location } = open(<ProfilePage />, '/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Security' }));
    expect(location.history?.at(-1)).toBe('/profile/security');
  });

  it('the name and level lead to identity verification', async () => {
    const { location } = open(<ProfilePage />, '/profile');
    fireEvent.click(await screen.findByRole('button', { name: /Intermediate/ }));
    expect(location.history?.at(-1)).toBe('/kyc');
  });

  it('[I18N-05] shows the anonymous user with a localized label', async () => {
    open(<ProfilePage />, '/profile', { 'GET /v1/user/whoami': { ...USER, displayName: 'anonymous' } });
    expect(await screen.findByText('Anonymous user')).toBeTruthy();
    expect(screen.queryByText('anonymous')).toBeNull();
  });

  it('says when the profile cannot be loaded, and retries', async () => {
    let calls = 0;
    open(<ProfilePage />, '/profile', {
      'GET /v1/user/whoami': () => (++calls === 1 ? FAILURE : USER),
    });
    expect(await screen.findByText('Your profile could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('رضا کریمی')).toBeTruthy();
  });
});

describe('/profile/profile-info', () => {
  it('[PROF-01] shows the user information, the primary +98 phone with a leading 0', async () => {
    open(<InfoPage />, '/profile/profile-info');
    await screen.findByText('First name');
    const details = screen.getAllByRole('definition').map((cell) => cell.textContent);
    expect(details).toContain('09121234567');
    expect(details).toContain('رضا');
    expect(details).toContain('کریمی');
    expect(details).toContain('reza');
    expect(details).toContain('Intermediate');
    expect(screen.getByRole('region', { name: 'Phone numbers' }).textContent).toContain('09351112233');
    expect(screen.getByRole('region', { name: 'E-mail addresses' }).textContent).toContain(
      'reza@example.com',
    );
  });

  it('labels country, language and currency and shows them as words', async () => {
    open(<InfoPage />, '/profile/profile-info');
    await screen.findByText('First name');
    const valueOf = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(valueOf('Country')).toBe('Iran');
    expect(valueOf('Language')).toBe('English');
    expect(valueOf('Currency')).toBe('Toman');
  });

  it('shows a skeleton while loading and a failure with retry', async () => {
    open(<InfoPage />, '/profile/profile-info', { 'GET /v1/user/whoami': FAILURE });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByText('Your information could not be loaded.')).toBeTruthy();
  });

  it('[PROF-03] adds a phone by code typed in Persian digits', async () => {
    const { requests } = open(<InfoPage />, '/profile/profile-info', {
      'POST /v1/user/new-phone/otp': { expiresInSeconds: 120, codeLength: 6 },
      'POST /v1/user/new-phone/otp/verify': {
        ...USER,
        phoneNumbers: [...USER.phoneNumbers, { number: '+989127654321', primary: false }],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a phone number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a phone number' });
    fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: '0912' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Enter an Iranian mobile number');
    fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: '۰۹۱۲۷۶۵۴۳۲۱' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    fireEvent.change(await within(dialog).findByLabelText('Code'), { target: { value: '۱۲۳۴۵۶' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Phone numbers' }).textContent).toContain('09127654321'),
    );
    expect(await bodyOf(requests, 'POST /v1/user/new-phone/otp')).toMatchObject({
      region: 'IR',
      number: '+989127654321',
    });
    expect(await bodyOf(requests, 'POST /v1/user/new-phone/otp/verify')).toMatchObject({ code: '123456' });
  });

  it('[ERR-08] offers to log out when the number belongs to another account (PHONE_NUMBER_ALREADY_EXISTS)', async () => {
    const logOut = vi.fn(async () => {});
    open(
      <InfoPage />,
      '/profile/profile-info',
      {
        'POST /v1/user/new-phone/otp': {
          status: 409,
          codeString: 'PHONE_NUMBER_ALREADY_EXISTS',
          localizedMessage: 'This number is registered.',
        },
      },
      { logOut },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add a phone number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a phone number' });
    fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: '09120000002' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText(/belongs to another account/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(logOut).toHaveBeenCalledOnce());
  });

  it('[PROF-03] makes the chosen phone primary and shows the user the server answers', async () => {
    const swapped = {
      ...USER,
      phoneNumbers: [
        { number: '+989121234567', primary: false },
        { number: '+989351112233', primary: true },
      ],
    };
    const { requests } = open(<InfoPage />, '/profile/profile-info', {
      'PATCH /v1/user/number/primary': swapped,
    });
    const phones = await screen.findByRole('region', { name: 'Phone numbers' });
    // Only the phone that is not primary offers it.
    expect(within(phones).getAllByRole('button', { name: 'Make primary' })).toHaveLength(1);
    fireEvent.click(within(phones).getByRole('button', { name: 'Make primary' }));
    const body = await waitFor(() => bodyOf(requests, 'PATCH /v1/user/number/primary'));
    expect(body.number).toBe('+989351112233');
    // The row marked Primary is now the other number, and the first one offers Make primary in turn.
    await waitFor(() => expect(rowOf(phones, '09351112233').textContent).toContain('Primary'));
    expect(within(rowOf(phones, '09351112233')).queryByRole('button', { name: 'Make primary' })).toBeNull();
    expect(within(rowOf(phones, '09121234567')).getByRole('button', { name: 'Make primary' })).toBeTruthy();
  });

  it('[PROF-03] deletes a phone that is not primary after confirming', async () => {
    const { requests } = open(<InfoPage />, '/profile/profile-info', {
      'DELETE /v1/user/phone/%2B989351112233': { ...USER, phoneNumbers: [USER.phoneNumbers[0]!] },
    });
    const phones = await screen.findByRole('region', { name: 'Phone numbers' });
    fireEvent.click(within(phones).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this phone number?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Phone numbers' }).textContent).not.toContain('09351112233'),
    );
    expect(requests.map((request) => request.method)).toContain('DELETE');
  });

  it('[PROF-03] refuses a malformed e-mail and adds one by code', async () => {
    const { requests } = open(<InfoPage />, '/profile/profile-info', {
      'POST /v1/user/email/otp': { expiresInSeconds: 600, codeLength: 6 },
      'POST /v1/user/email/otp/verify': {
        ...USER,
        emails: [...USER.emails, { address: 'new@example.com', primary: false }],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add an e-mail address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an e-mail address' });
    fireEvent.change(within(dialog).getByLabelText('E-mail address'), { target: { value: 'new@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter a valid e-mail address.');
    fireEvent.change(within(dialog).getByLabelText('E-mail address'), {
      target: { value: 'New@Example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    fireEvent.change(await within(dialog).findByLabelText('Code'), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'E-mail addresses' }).textContent).toContain(
        'new@example.com',
      ),
    );
    expect(await bodyOf(requests, 'POST /v1/user/email/otp')).toMatchObject({ email: 'new@example.com' });
  });
});

describe('/profile/settings', () => {
  it('[PROF-02] changes the language through PATCH /v1/user and switches the app at once', async () => {
    const setLanguage = vi.fn(async () => {});
    const { requests } = open(
      <SettingsPage telegramBotUrl={null} />,
      '/profile/settings',
      { 'PATCH /v1/user': { ...USER, language: 'fa' } },
      { setLanguage },
    );
    await screen.findByRole('option', { name: 'Toman' });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fa' } });
    await waitFor(() => expect(setLanguage).toHaveBeenCalledWith('fa'));
    expect(await bodyOf(requests, 'PATCH /v1/user')).toEqual({ language: 'fa' });
  });

  it('[I18N-01] lists the five languages of the language table, each in its own name and language', async () => {
    open(<SettingsPage telegramBotUrl={null} />, '/profile/settings');
    const select = (await screen.findByLabelText('Language')) as HTMLSelectElement;
    expect([...select.options].map((option) => [option.value, option.lang, option.textContent])).toEqual([
      ['fa', 'fa', 'فارسی'],
      ['en', 'en', 'English'],
      ['fr', 'fr', 'Français'],
      ['ru', 'ru', 'Русский'],
      ['zh', 'zh', '中文'],
    ]);
  });

  it('[PROF-02] changes the currency through PATCH /v1/user', async () => {
    const { requests } = open(<SettingsPage telegramBotUrl={null} />, '/profile/settings', {
      'PATCH /v1/user': { ...USER, currency: 'USD' },
    });
    await waitFor(() =>
      expect((screen.getByLabelText('Currency') as HTMLSelectElement).disabled).toBe(false),
    );
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    await waitFor(() => expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('USD'));
    expect(await bodyOf(requests, 'PATCH /v1/user')).toEqual({ currency: 'USD' });
  });

  it('a newly chosen currency replaces the last toggle on the pages that show amounts', async () => {
    const { platform } = open(<SettingsPage telegramBotUrl={null} />, '/profile/settings', {
      'PATCH /v1/user': { ...USER, currency: 'USD' },
    });
    await platform.storage.set('currencyView', '"IRT"');
    expect(platform.storage.values().currencyView).toBe('IRT');
    await waitFor(() =>
      expect((screen.getByLabelText('Currency') as HTMLSelectElement).disabled).toBe(false),
    );
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    await waitFor(() => expect(platform.storage.values().currencyView).toBeUndefined());
  });

  it('stores a forced theme, and clears it to follow the system', async () => {
    const { platform } = open(<SettingsPage telegramBotUrl={null} />, '/profile/settings');
    const theme = screen.getByLabelText('Theme') as HTMLSelectElement;
    await waitFor(() => expect(theme.disabled).toBe(false));
    expect(theme.value).toBe('AUTO');
    fireEvent.change(theme, { target: { value: 'DARK' } });
    await waitFor(async () => expect(await platform.storage.get('forcedTheme')).toContain('DARK'));
    fireEvent.change(theme, { target: { value: 'AUTO' } });
    await waitFor(async () => expect(await platform.storage.get('forcedTheme')).not.toContain('DARK'));
  });
});

describe('/profile/security', () => {
  it('locks the account only after a confirmation that says it cannot be undone for 72 hours', async () => {
    const { calls } = open(<SecurityPage />, '/profile/security', {
      'GET /v1/wallet/withdraw/status': { blocks: [] },
      'POST /v1/wallet/account-lock': { lockedUntil: '2026-11-26T10:00:00.000Z' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lock my account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Lock your account?' });
    expect(confirm.textContent).toContain('72 hours');
    expect(confirm.textContent).toContain('cannot be undone');
    expect(calls).not.toContain('POST /v1/wallet/account-lock');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Lock' }));
    expect(await screen.findByText(/Withdrawals are locked until/)).toBeTruthy();
    expect(calls).toContain('POST /v1/wallet/account-lock');
    // The withdraw status every spend page reads is loaded again, now with the lock.
    await waitFor(() =>
      expect(calls.filter((call) => call === 'GET /v1/wallet/withdraw/status')).toHaveLength(2),
    );
  });

  it('writes the 72 hours in Persian digits for a fa user', async () => {
    open(
      <SecurityPage />,
      '/profile/security',
      { 'GET /v1/wallet/withdraw/status': { blocks: [] } },
      { language: 'fa' },
    );
    expect(screen.getByText(/nothing can be withdrawn for ۷۲ hours/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lock my account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Lock your account?' });
    expect(confirm.textContent).toContain('before the ۷۲ hours are over');
    expect(confirm.textContent).not.toMatch(/[0-9]/);
  });

  it('links to the PIN, two-factor, sessions and login history', async () => {
    const { location } = open(<SecurityPage />, '/profile/security');
    for (const [name, path] of [
      ['PIN', '/profile/pin'],
      ['Two-factor authentication', '/profile/2FA'],
      ['Active sessions', '/profile/sessions'],
      ['Login history', '/profile/login-history'],
    ] as const) {
      act(() => screen.getByRole('button', { name }).click());
      expect(location.history?.at(-1)).toBe(path);
    }
  });
});

describe('/profile/help-and-support', () => {
  it('[PROF-07] lists the support channels and warns that support never asks for codes or a PIN', () => {
    const { platform } = open(<HelpPage />, '/profile/help-and-support');
    expect(screen.getByRole('region', { name: 'Contact support' }).textContent).toContain('support@');
    expect(screen.getByText(/never ask you for a login code, a two-factor code or your PIN/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(platform.openedTelegramLinks).toEqual([SUPPORT_CHANNELS.telegram]);
  });
});
