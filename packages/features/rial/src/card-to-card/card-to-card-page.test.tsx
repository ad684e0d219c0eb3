// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FEATURE_FLAGS,
  type BankCard,
  type CardToCardPayment,
  type CardToCardStatus,
  type FeatureFlag,
  type UserInformation,
} from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform, type MemoryPlatform } from '@wallet/platform';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { CardToCardPage } from './card-to-card-page';
import { lockStatus } from '../test-fixtures';

afterEach(() => cleanup());

const USER = { id: '42', displayName: 'Reza', level: 'LEVEL_1_IR' } as UserInformation;
const MELLI = { id: 'MELLI', ibanCode: '017', name: 'Bank Melli Iran', nameFa: 'بانک ملی ایران' };
const SAMAN = { id: 'SAMAN', ibanCode: '056', name: 'Saman Bank', nameFa: 'بانک سامان' };
const PASARGAD = { id: 'PASARGAD', ibanCode: '057', name: 'Bank Pasargad', nameFa: 'بانک پاسارگاد' };
const MELLI_CARD: BankCard = {
  id: '1',
  number: '6037991234567828',
  bank: MELLI,
  ownerName: 'Reza Karimi',
  createdAt: '2026-11-23T08:00:00.000Z',
};
const SAMAN_CARD: BankCard = { ...MELLI_CARD, id: '2', number: '6219865555666783', bank: SAMAN };
const ALL_FLAGS: FeatureFlag[] = FEATURE_FLAGS.filter((flag) => flag !== 'RIAL_DEPOSIT_LIMIT');

const paymentWith = (
  status: CardToCardStatus,
  extra: Partial<CardToCardPayment> = {},
): CardToCardPayment => ({
  paymentId: '7',
  method: 'CARD_TO_CARD',
  status,
  amount: '150000',
  sourceCard: { id: '1', number: MELLI_CARD.number, bank: MELLI },
  destination: { cardNumber: '5022291000001014', ownerName: 'Wallet Co.', bank: PASARGAD },
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  confirmedAt: null,
  transactionId: null,
  ...extra,
});

function open(
  path: string,
  routes: FakeRoutes = {},
  flags: FeatureFlag[] = ALL_FLAGS,
  platform: MemoryPlatform = createMemoryPlatform(),
) {
  const fake = createFakeApi({
    'GET /v1/user/whoami': USER,
    'GET /v1/utils/global-configs': { coins: [], featuresList: flags },
    'GET /v1/bank/credit-card': { cards: [MELLI_CARD, SAMAN_CARD] },
    ...routes,
  });
  const view = renderWithProviders(
    <ThemeRoot appearance="light">
      <CardToCardPage />
    </ThemeRoot>,
    { api: fake.api, path, platform, session: { language: 'en' } },
  );
  return { ...view, ...fake };
}

const mainButtonText = (view: ReturnType<typeof open>) => view.platform.mainButton.current()?.text;

describe('/rial-deposit/card', () => {
  it('[RIAL-05] starts a card-to-card payment from a registered card with the amount typed in Persian digits', async () => {
    let body: unknown = null;
    const view = open('/rial-deposit/card', {
      'POST /v1/bank/deposit/card-to-card': async (request: Request) => {
        body = await request.json();
        return paymentWith('CREATED');
      },
      'GET /v1/bank/deposit/card-to-card/7': paymentWith('CREATED'),
    });
    const from = await screen.findByLabelText('From card');
    expect(from.textContent).toContain('6037 9912 3456 7828');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '۱۵۰۰۰۰' } });
    await waitFor(() => expect(mainButtonText(view)).toBe('Continue'));
    act(() => view.platform.mainButton.click());
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/rial-deposit/card?payment=7'));
    expect(body).toEqual({ method: 'CARD_TO_CARD', sourceCardId: '1', amount: '150000' });
  });

  it('[WD-08] says before paying until when coins will wait after this deposit', async () => {
    const lockEnd = '2026-12-01T10:00:00.000Z';
    open('/rial-deposit/card', { 'GET /v1/wallet/withdraw/status': lockStatus(lockEnd) });
    const notice = await screen.findByText(/coins cannot be sent out of the wallet for 72 hours/);
    expect(notice.textContent).toContain(`If you pay now, that is until ${formatDateTime(lockEnd, 'en')}.`);
  });

  it('refuses an amount below the minimum before asking the server', async () => {
    const view = open('/rial-deposit/card');
    await screen.findByLabelText('From card');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '4999' } });
    await waitFor(() => expect(mainButtonText(view)).toBe('Continue'));
    act(() => view.platform.mainButton.click());
    expect((await screen.findByRole('alert')).textContent).toContain('The smallest deposit is');
    expect(view.calls).not.toContain('POST /v1/bank/deposit/card-to-card');
  });

  it('offers only Saman cards for Saman to Saman, and says so when there is none', async () => {
    open('/rial-deposit/card?method=SAMAN_SAMAN');
    const from = await screen.findByLabelText('From card');
    expect(from.textContent).toContain('6219 8655 5566 6783');
    expect(from.textContent).not.toContain('6037');
    cleanup();
    const view = open('/rial-deposit/card?method=SAMAN_SAMAN', {
      'GET /v1/bank/credit-card': { cards: [MELLI_CARD] },
    });
    expect(await screen.findByText('No card to pay from yet')).toBeTruthy();
    await waitFor(() => expect(mainButtonText(view)).toBe('Add a card'));
  });

  it('with no card, opens the card form, which comes back to this deposit on the same method', async () => {
    const view = open('/rial-deposit/card?method=SAMAN_SAMAN', {
      'GET /v1/bank/credit-card': { cards: [MELLI_CARD] },
    });
    const addCard = '/profile/financial?add=card&nextUrl=%2Frial-deposit%2Fcard%3Fmethod%3DSAMAN_SAMAN';
    const accounts = await screen.findByRole('list', { name: 'Bank accounts' });
    expect(within(accounts).getByRole('link', { name: 'Add a card' }).getAttribute('href')).toBe(addCard);
    await waitFor(() => expect(mainButtonText(view)).toBe('Add a card'));
    act(() => view.platform.mainButton.click());
    expect(view.location.history.at(-1)).toBe(addCard);
  });

  it('links to the card form from a plain card-to-card deposit, which comes back to it', async () => {
    open('/rial-deposit/card');
    const accounts = await screen.findByRole('list', { name: 'Bank accounts' });
    expect(within(accounts).getByRole('link', { name: 'Add another card' }).getAttribute('href')).toBe(
      '/profile/financial?add=card&nextUrl=%2Frial-deposit%2Fcard',
    );
  });

  it('says the method is not available when its flag is off', async () => {
    open(
      '/rial-deposit/card?method=BLU_SAMAN',
      {},
      ALL_FLAGS.filter((flag) => flag !== 'BLU_SAMAN'),
    );
    expect(await screen.findByText('This deposit method is not available now')).toBeTruthy();
  });

  it('resumes the payment in the query after a reload: the card to send to, copyable, and a countdown', async () => {
    const view = open('/rial-deposit/card?payment=7', {
      'GET /v1/bank/deposit/card-to-card/7': paymentWith('CREATED'),
      'POST /v1/bank/deposit/card-to-card/7/confirm': paymentWith('WAITING_FOR_CONFIRMATION'),
    });
    expect(await screen.findByText('5022 2910 0000 1014')).toBeTruthy();
    expect(screen.getByText('Wallet Co.')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left to transfer' }).textContent).toMatch(/1[45]:\d\d/);
    await waitFor(() => expect(mainButtonText(view)).toBe('I have transferred'));
    act(() => view.platform.mainButton.click());
    expect(await screen.findByText('Waiting for the bank to confirm your payment')).toBeTruthy();
    expect(view.calls).toContain('POST /v1/bank/deposit/card-to-card/7/confirm');
  });

  it('opens the BANK deposit transaction as the receipt once the payment is paid', async () => {
    const view = open('/rial-deposit/card?payment=7', {
      'GET /v1/bank/deposit/card-to-card/7': paymentWith('PAID', { transactionId: '99' }),
    });
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/transactions/99'));
  });

  it('tells the user a payment that did not arrive, and Back returns to the form', async () => {
    const view = open('/rial-deposit/card?payment=7', {
      'GET /v1/bank/deposit/card-to-card/7': paymentWith('NOT_PAID'),
    });
    expect(await screen.findByText('Your payment did not arrive')).toBeTruthy();
    await waitFor(() => expect(mainButtonText(view)).toBe('Back'));
    act(() => view.platform.mainButton.click());
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/rial-deposit/card'));
  });

  it.each([
    ['EXPIRED', 'This payment has expired'],
    ['TERMINAL_INACTIVE', 'The destination card is not taking payments'],
  ] as const)('shows %s clearly and offers to start again', async (status, title) => {
    const view = open('/rial-deposit/card?method=BLU_SAMAN&payment=7', {
      'GET /v1/bank/deposit/card-to-card/7': paymentWith(status, { method: 'BLU_SAMAN' }),
    });
    expect(await screen.findByText(title)).toBeTruthy();
    await waitFor(() => expect(mainButtonText(view)).toBe('Start again'));
    act(() => view.platform.mainButton.click());
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/rial-deposit/card?method=BLU_SAMAN'));
  });
});

describe('the card-to-card deposit draft', () => {
  it('a reload on /rial-deposit/card comes back to the card chosen and the amount typed', async () => {
    const view = open('/rial-deposit/card');
    const from = (await screen.findByLabelText('From card')) as HTMLSelectElement;
    fireEvent.change(from, { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '۱۵۰۰۰۰' } });
    await waitFor(() =>
      expect(view.platform.flowStorage.values().rialDepositDraft).toEqual({
        cardToCard: { cardId: '2', amount: '150000' },
      }),
    );
    cleanup();

    open('/rial-deposit/card', {}, ALL_FLAGS, view.platform);
    await waitFor(async () =>
      expect(((await screen.findByLabelText('From card')) as HTMLSelectElement).value).toBe('2'),
    );
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toContain('150');
  });

  it('is cleared once the payment is started, the payment id carrying the flow on', async () => {
    const view = open('/rial-deposit/card', {
      'POST /v1/bank/deposit/card-to-card': paymentWith('CREATED'),
      'GET /v1/bank/deposit/card-to-card/7': paymentWith('CREATED'),
    });
    await screen.findByLabelText('From card');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '150000' } });
    await waitFor(() => expect(view.platform.flowStorage.values().rialDepositDraft).toBeTruthy());
    act(() => view.platform.mainButton.click());
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/rial-deposit/card?payment=7'));
    await waitFor(() => expect(view.platform.flowStorage.snapshot()).toEqual({}));
  });
});
