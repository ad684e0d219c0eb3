// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BankCard, BankIban, UserInformation } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform } from '@wallet/platform';
import { BANK_LISTS_CACHE_MS } from '@wallet/ui';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { FinancialPage } from './financial-page';

afterEach(() => cleanup());

const MELLI = { id: 'MELLI', ibanCode: '017', name: 'Bank Melli Iran', nameFa: 'بانک ملی ایران' };
const CARD: BankCard = {
  id: '1',
  number: '6037991234567828',
  bank: MELLI,
  ownerName: 'Reza Karimi',
  createdAt: '2026-11-23T08:00:00.000Z',
};
const IBAN: BankIban = { ...CARD, id: '2', number: 'IR110170000000100000000002' };
const USER = { id: '42', displayName: 'Reza', level: 'LEVEL_1_IR' } as UserInformation;

function open(
  routes: FakeRoutes = {},
  options: { language?: 'fa' | 'en'; user?: UserInformation; path?: string } = {},
) {
  const platform = createMemoryPlatform();
  const fake = createFakeApi({
    'GET /v1/user/whoami': options.user ?? USER,
    'GET /v1/bank/credit-card': { cards: [CARD] },
    'GET /v1/bank/iban': { ibans: [] },
    ...routes,
  });
  const view = renderWithProviders(
    <ThemeRoot appearance="light">
      <FinancialPage />
    </ThemeRoot>,
    {
      api: fake.api,
      path: options.path ?? '/profile/financial',
      platform,
      session: { language: options.language ?? 'en' },
    },
  );
  return { ...view, ...fake, platform };
}

const count = (calls: string[], key: string) => calls.filter((call) => call === key).length;

describe('/profile/financial', () => {
  it('shows loading, then the cards grouped 4-4-4-4 left to right with the bank and owner', async () => {
    open();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Bank cards' });
    const row = within(list).getByText('6037 9912 3456 7828');
    expect(row.closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(list.textContent).toContain('Bank Melli Iran');
    expect(list.textContent).toContain('Reza Karimi');
  });

  it('lists IBANs on their tab in groups of four after IR, left to right', async () => {
    open({ 'GET /v1/bank/iban': { ibans: [IBAN] } });
    fireEvent.click(await screen.findByRole('tab', { name: 'IBANs' }));
    const iban = await screen.findByText('IR11 0170 0000 0010 0000 0000 02');
    expect(iban.closest('bdi')?.getAttribute('dir')).toBe('ltr');
  });

  it('names the bank in Persian in fa', async () => {
    open({}, { language: 'fa' });
    expect(await screen.findByText('بانک ملی ایران')).toBeTruthy();
  });

  it('shows the empty state of IBANs on their tab, and the main button adds the open tab’s kind', async () => {
    const { platform } = open();
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Add a card'));
    fireEvent.click(screen.getByRole('tab', { name: 'IBANs' }));
    expect(await screen.findByText('You have no IBAN yet.')).toBeTruthy();
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Add an IBAN'));
  });

  it('shows the failure with Try again, which reads the list again', async () => {
    let failing = true;
    const { calls } = open({
      'GET /v1/bank/credit-card': () =>
        failing
          ? { status: 500, codeString: 'INTERNAL_ERROR', localizedMessage: 'Server error' }
          : { cards: [CARD] },
    });
    expect(await screen.findByText('The cards could not be loaded.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('6037 9912 3456 7828')).toBeTruthy();
    expect(count(calls, 'GET /v1/bank/credit-card')).toBe(2);
  });

  it('[RIAL-03] refuses a card number with a wrong check digit before asking the server', async () => {
    const { platform, calls } = open();
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Add a card'));
    act(() => platform.mainButton.click());
    const dialog = await screen.findByRole('dialog', { name: 'New bank card' });
    fireEvent.change(within(dialog).getByLabelText('Card number'), {
      target: { value: '۶۰۳۷ ۹۹۱۲ ۳۴۵۶ ۷۸۲۹' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'This card number is not valid. Check its digits.',
    );
    fireEvent.change(within(dialog).getByLabelText('Card number'), { target: { value: '4111111111111111' } });
    expect(within(dialog).getByRole('alert').textContent).toBe("This card's bank is not supported.");
    expect(calls.some((call) => call.includes('inquiry'))).toBe(false);
  });

  it('[RIAL-03] shows the owner the bank names and adds the card once the user confirms', async () => {
    const added: string[] = [];
    let cards: BankCard[] = [];
    const second = { ...CARD, id: '3', number: '6104330000001241' };
    const { platform, calls } = open({
      'GET /v1/bank/credit-card': () => ({ cards }),
      'GET /v1/bank/credit-card/inquiry': (request: Request) => ({
        number: new URL(request.url).searchParams.get('number')!.replace(/\D/g, ''),
        bank: { ...MELLI, id: 'MELLAT', name: 'Bank Mellat' },
        ownerName: 'Reza Karimi',
      }),
      'POST /v1/bank/credit-card': async (request: Request) => {
        added.push(((await request.json()) as { number: string }).number);
        cards = [second];
        return second;
      },
    });
    expect(await screen.findByText('You have no bank card yet.')).toBeTruthy();
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Add a card'));
    act(() => platform.mainButton.click());
    const dialog = await screen.findByRole('dialog', { name: 'New bank card' });
    await waitFor(() => expect(platform.mainButton.current()).toBeNull());
    fireEvent.change(within(dialog).getByLabelText('Card number'), {
      target: { value: '6104-3300-0000-1241' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Add this card?' });
    expect(confirm.textContent).toContain('This card belongs to Reza Karimi.');
    expect(confirm.textContent).toContain('Bank Mellat');
    expect(added).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('6104 3300 0000 1241')).toBeTruthy();
    expect(added).toEqual(['6104330000001241']);
    expect(count(calls, 'GET /v1/bank/credit-card')).toBe(2);
  });

  it('sent by a flow to add an IBAN, opens the IBAN form at once and returns to the flow once it is added', async () => {
    const added = { ...IBAN, id: '9' };
    const { location } = open(
      {
        'GET /v1/bank/iban/inquiry': { number: IBAN.number, bank: MELLI, ownerName: 'Reza Karimi' },
        'POST /v1/bank/iban': added,
      },
      { path: '/profile/financial?add=iban&nextUrl=%2Frial-withdraw' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'New IBAN' });
    fireEvent.change(within(dialog).getByLabelText('IBAN'), { target: { value: IBAN.number } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Add this IBAN?' });
    expect(location.history?.at(-1)).toBe('/profile/financial?add=iban&nextUrl=%2Frial-withdraw');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/rial-withdraw'));
  });

  it('a nextUrl to another site is not followed: the user lands on the dashboard', async () => {
    const { location } = open(
      {
        'GET /v1/bank/credit-card/inquiry': { number: CARD.number, bank: MELLI, ownerName: 'Reza Karimi' },
        'POST /v1/bank/credit-card': CARD,
      },
      { path: '/profile/financial?add=card&nextUrl=%2F%2Fevil.example' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'New bank card' });
    fireEvent.change(within(dialog).getByLabelText('Card number'), { target: { value: CARD.number } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Add this card?' })).getByRole('button', {
        name: 'Add',
      }),
    );
    await waitFor(() => expect(location.history?.at(-1)).toBe('/dashboard'));
  });

  it('shows the server’s refusal of someone else’s card in the drawer', async () => {
    const { platform } = open({
      'GET /v1/bank/credit-card/inquiry': {
        status: 422,
        codeString: 'CARD_NOT_OWNED',
        localizedMessage: 'This card is not in your name.',
      },
    });
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Add a card'));
    act(() => platform.mainButton.click());
    const dialog = await screen.findByRole('dialog', { name: 'New bank card' });
    fireEvent.change(within(dialog).getByLabelText('Card number'), { target: { value: '6037991234567836' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This card is not in your name.');
    expect(screen.queryByRole('dialog', { name: 'Add this card?' })).toBeNull();
  });

  it('says the card could not be added, with the server’s reason, when adding fails after the owner was shown', async () => {
    const { platform } = open({
      'GET /v1/bank/credit-card/inquiry': {
        number: '6104330000001241',
        bank: MELLI,
        ownerName: 'Reza Karimi',
      },
      'POST /v1/bank/credit-card': {
        status: 409,
        codeString: 'CARD_ALREADY_EXISTS',
        localizedMessage: 'You have already added this card.',
      },
    });
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Add a card'));
    act(() => platform.mainButton.click());
    const dialog = await screen.findByRole('dialog', { name: 'New bank card' });
    fireEvent.change(within(dialog).getByLabelText('Card number'), { target: { value: '6104330000001241' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Add this card?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Add' }));
    const alert = await within(confirm).findByRole('alert');
    expect(alert.textContent).toContain('The card could not be added.');
    expect(alert.textContent).toContain('You have already added this card.');
  });

  it('[RIAL-06] deletes a card after confirming, and the cleared list is read again at once', async () => {
    let cards = [CARD];
    const { calls } = open({
      'GET /v1/bank/credit-card': () => ({ cards }),
      'DELETE /v1/bank/credit-card/1': () => {
        cards = [];
        return { id: '1' };
      },
    });
    const list = await screen.findByRole('region', { name: 'Bank cards' });
    fireEvent.click(within(list).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this card?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no bank card yet.')).toBeTruthy();
    expect(calls).toContain('DELETE /v1/bank/credit-card/1');
    expect(count(calls, 'GET /v1/bank/credit-card')).toBe(2);
  });

  it('below KYC level 1 offers verification with a way back, and no add button', async () => {
    const { platform } = open({}, { user: { ...USER, level: 'LEVEL_0' } });
    const verify = await screen.findByRole('link', { name: 'Verify identity' });
    expect(verify.getAttribute('href')).toBe(
      `/kyc/level-1?nextUrl=${encodeURIComponent('/profile/financial')}`,
    );
    await screen.findByText('6037 9912 3456 7828');
    expect(platform.mainButton.current()).toBeNull();
  });
});

describe('the lists cache', () => {
  it('[RIAL-06] keeps the card and IBAN lists 60 s: a new visit within that reads neither again', async () => {
    expect(BANK_LISTS_CACHE_MS).toBe(60_000);
    const first = open();
    await screen.findByText('6037 9912 3456 7828');
    fireEvent.click(screen.getByRole('tab', { name: 'IBANs' }));
    await screen.findByText('You have no IBAN yet.');
    first.unmount();
    cleanup();
    // The same query client, as in the app: the page opened again within the minute.
    renderWithProviders(
      <ThemeRoot appearance="light">
        <FinancialPage />
      </ThemeRoot>,
      {
        api: first.api,
        path: '/profile/financial',
        queryClient: first.queryClient,
        session: { language: 'en' },
      },
    );
    expect(await screen.findByText('6037 9912 3456 7828')).toBeTruthy();
    expect(count(first.calls, 'GET /v1/bank/credit-card')).toBe(1);
    expect(count(first.calls, 'GET /v1/bank/iban')).toBe(1);
    expect(first.queryClient.getQueryState(['bankCards'])?.isInvalidated).toBe(false);
  });
});
