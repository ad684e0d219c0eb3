// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryAddress } from '@wallet/api';
import { ActionLinkPage } from './action-link-page';
import { AddressesPage } from './addresses-page';
import { FeedbackPage } from './feedback-page';
import { GiftCodePage } from './gift-code-page';
import { bodyOf, open, USER } from './test-helpers';

afterEach(() => cleanup());

const FAILURE = { status: 500, codeString: 'INTERNAL_ERROR', localizedMessage: null };

const HOME: DeliveryAddress = {
  id: '5',
  title: 'Home',
  province: 'تهران',
  city: 'تهران',
  address: 'Valiasr 12',
  recipient: 'Reza',
  recipientMobile: '09121234567',
  postalCode: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

describe('/profile/gift-code', () => {
  it('[PROF-04] claims a code with the main button and says what was added', async () => {
    const { platform, requests } = open(<GiftCodePage />, '/profile/gift-code', {
      'POST /v1/user/gift-card/claim': { token: 'USDT', amount: '10', transactionId: '9' },
    });
    fireEvent.change(screen.getByLabelText('Code on the card'), { target: { value: 'gift-demo-usdt-10' } });
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Claim'));
    act(() => platform.mainButton.click());
    expect(await screen.findByText('10 USDT was added to your balance.')).toBeTruthy();
    expect(await bodyOf(requests, 'POST /v1/user/gift-card/claim')).toEqual({ code: 'GIFT-DEMO-USDT-10' });
    expect(requests[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('refuses a too short code without a request, and shows the server refusal in place', async () => {
    const { platform, calls } = open(<GiftCodePage />, '/profile/gift-code', {
      'POST /v1/user/gift-card/claim': {
        status: 404,
        codeString: 'GIFT_CARD_NOT_FOUND',
        localizedMessage: 'No gift card has this code.',
      },
    });
    fireEvent.change(screen.getByLabelText('Code on the card'), { target: { value: '۱۲' } });
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    act(() => platform.mainButton.click());
    expect(screen.getByRole('alert').textContent).toContain('as it is written on the card');
    expect(calls).toEqual([]);
    fireEvent.change(screen.getByLabelText('Code on the card'), { target: { value: 'WRONG-CODE' } });
    act(() => platform.mainButton.click());
    expect(await screen.findByText('No gift card has this code.')).toBeTruthy();
  });
});

describe('/profile/addresses', () => {
  it('says when there is no address yet, and when the list cannot be loaded', async () => {
    open(<AddressesPage />, '/profile/addresses', { 'GET /v1/user/address': [] });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByText('You have no delivery address yet.')).toBeTruthy();
    cleanup();
    open(<AddressesPage />, '/profile/addresses', { 'GET /v1/user/address': FAILURE });
    expect(await screen.findByText('The addresses could not be loaded.')).toBeTruthy();
  });

  it('[PROF-05] checks the fields, then creates an address typed with Persian digits', async () => {
    let list: DeliveryAddress[] = [];
    const { requests } = open(<AddressesPage />, '/profile/addresses', {
      'GET /v1/user/address': () => list,
      'POST /v1/user/address': async (request: Request) => {
        const created = { ...HOME, ...(await request.json()), id: '6' };
        list = [created];
        return created;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = await screen.findByRole('dialog', { name: 'New address' });
    const field = (label: string) => within(form).getByLabelText(label);
    fireEvent.change(field("Recipient's mobile"), { target: { value: '۰۹۱۲۱۲۳' } });
    fireEvent.change(field('Postal code (optional)'), { target: { value: '۱۲۳' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    const alerts = within(form)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toContain('Enter an 11-digit mobile number starting with 09.');
    expect(alerts).toContain('Enter a 10-digit postal code, or leave it empty.');
    expect(alerts).toContain('This is required.');

    fireEvent.change(field('Title'), { target: { value: 'Home' } });
    fireEvent.change(field('Province'), { target: { value: 'فارس' } });
    fireEvent.change(field('City'), { target: { value: 'شیراز' } });
    fireEvent.change(field('Address'), { target: { value: 'Zand 4' } });
    fireEvent.change(field('Recipient'), { target: { value: 'Sara' } });
    fireEvent.change(field("Recipient's mobile"), { target: { value: '۰۹۱۲۱۲۳۴۵۶۷' } });
    fireEvent.change(field('Postal code (optional)'), { target: { value: '۱۲۳۴۵۶۷۸۹۰' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Zand 4', { exact: false })).toBeTruthy();
    expect(await bodyOf(requests, 'POST /v1/user/address')).toEqual({
      title: 'Home',
      province: 'فارس',
      city: 'شیراز',
      address: 'Zand 4',
      recipient: 'Sara',
      recipientMobile: '09121234567',
      postalCode: '1234567890',
    });
  });

  it('lists the cities of the chosen province only', async () => {
    open(<AddressesPage />, '/profile/addresses', { 'GET /v1/user/address': [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = await screen.findByRole('dialog', { name: 'New address' });
    const city = within(form).getByLabelText('City') as HTMLSelectElement;
    expect(city.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Province'), { target: { value: 'گیلان' } });
    const cities = within(city)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(cities).toContain('Rasht');
    expect(cities).not.toContain('Shiraz');
  });

  it('[PROF-05] edits and deletes an address', async () => {
    let list = [HOME];
    const { requests, calls } = open(<AddressesPage />, '/profile/addresses', {
      'GET /v1/user/address': () => list,
      'PUT /v1/user/address/5': async (request: Request) => {
        list = [{ ...HOME, ...(await request.json()) }];
        return list[0];
      },
      'DELETE /v1/user/address/5': () => {
        list = [];
        return {};
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit address' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Work' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Work')).toBeTruthy();
    expect(await bodyOf(requests, 'PUT /v1/user/address/5')).toMatchObject({
      title: 'Work',
      province: 'تهران',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this address?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no delivery address yet.')).toBeTruthy();
    expect(calls).toContain('DELETE /v1/user/address/5');
  });
});

describe('/profile/feedback', () => {
  it('[PROF-06] needs a score and a caption, then sends them', async () => {
    const { platform, requests, calls } = open(<FeedbackPage />, '/profile/feedback', {
      'POST /v1/feedback': { id: '1', createdAt: '2026-11-23T10:00:00.000Z' },
    });
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Send'));
    act(() => platform.mainButton.click());
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['Choose a score.', 'Write a few words.']);
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '4 out of 5' }));
    fireEvent.change(screen.getByLabelText('What would you tell us?'), { target: { value: ' Fast ' } });
    act(() => platform.mainButton.click());
    await waitFor(() => expect(calls).toContain('POST /v1/feedback'));
    expect(await bodyOf(requests, 'POST /v1/feedback')).toEqual({ score: 4, caption: 'Fast', medias: [] });
  });

  it('[PROF-06] attaches a small screenshot as base64 and refuses a file that is not an image', async () => {
    const { platform, requests } = open(<FeedbackPage />, '/profile/feedback', {
      'POST /v1/feedback': { id: '1', createdAt: '2026-11-23T10:00:00.000Z' },
    });
    const input = screen.getByLabelText('Screenshots (up to 3)') as HTMLInputElement;
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])], 'a.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [png] } });
    expect(await screen.findByText('1 attached')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['hello'], 'a.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText(/Only images can be sent/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '5 out of 5' }));
    fireEvent.change(screen.getByLabelText('What would you tell us?'), { target: { value: 'Nice' } });
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    act(() => platform.mainButton.click());
    await waitFor(() => expect(requests.length).toBe(1));
    const body = await bodyOf(requests, 'POST /v1/feedback');
    expect(body.medias).toEqual([{ contentType: 'image/png', data: 'iVBORw0KGgoBAg==' }]);
  });

  it('writes its counts and limits in Persian digits for a fa user', async () => {
    const { platform } = open(<FeedbackPage />, '/profile/feedback', {}, { language: 'fa' });
    const input = screen.getByLabelText('Screenshots (up to ۳)') as HTMLInputElement;
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'a.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [png] } });
    expect(await screen.findByText('۱ attached')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '4 out of 5' }));
    fireEvent.change(screen.getByLabelText('What would you tell us?'), {
      target: { value: 'x'.repeat(1001) },
    });
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    act(() => platform.mainButton.click());
    expect(screen.getByRole('alert').textContent).toBe('Write at most ۱۰۰۰ characters.');
  });
});

describe('/profile/action-link/:token', () => {
  it('redeems the e-mail link once and says the e-mail is verified', async () => {
    const token = 'a'.repeat(32);
    const { calls } = open(<ActionLinkPage />, `/profile/action-link/${token}`, {
      [`POST /v1/user/action-link/${token}`]: { action: 'EMAIL_VERIFIED', user: USER },
    });
    expect(await screen.findByText('Your e-mail address is verified.')).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
  });

  it('says when the link cannot be used', async () => {
    open(<ActionLinkPage />, `/profile/action-link/${'b'.repeat(32)}`, {
      [`POST /v1/user/action-link/${'b'.repeat(32)}`]: {
        status: 404,
        codeString: 'ACTION_LINK_NOT_FOUND',
        localizedMessage: 'This link is not valid.',
      },
    });
    expect(await screen.findByText(/could not be used/)).toBeTruthy();
    expect(screen.getByText('This link is not valid.')).toBeTruthy();
  });
});
