// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardToCardPayment, CardToCardStatus } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '../testing';
import { CardToCardFlow } from './card-to-card-flow';

afterEach(() => cleanup());

const SAMAN = { id: 'SAMAN', ibanCode: '056', name: 'Saman Bank', nameFa: 'بانک سامان' };
const payment = (status: CardToCardStatus): CardToCardPayment => ({
  paymentId: '7',
  method: 'SAMAN_SAMAN',
  status,
  amount: '2500000',
  sourceCard: { id: '2', number: '6219865555666783', bank: SAMAN },
  destination: { cardNumber: '6219861000003011', ownerName: 'Wallet Co.', bank: SAMAN },
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  confirmedAt: null,
  transactionId: status === 'PAID' ? '99' : null,
});

function open(routes: FakeRoutes) {
  const callbacks = { onPaid: vi.fn(), onBack: vi.fn(), onStartAgain: vi.fn() };
  const fake = createFakeApi(routes);
  const view = renderWithProviders(
    <ThemeRoot appearance="light">
      <CardToCardFlow paymentId="7" {...callbacks} />
    </ThemeRoot>,
    { api: fake.api, session: { language: 'en' } },
  );
  return { ...view, ...fake, ...callbacks };
}

describe('CardToCardFlow', () => {
  it('shows the amount in Toman and the destination owner and bank, and copies the card number', async () => {
    const view = open({ 'GET /v1/bank/deposit/card-to-card/7': payment('CREATED') });
    expect(await screen.findByText('2,500,000 Toman')).toBeTruthy();
    expect(screen.getByText('Wallet Co.')).toBeTruthy();
    expect(screen.getByText('Saman Bank')).toBeTruthy();
    fireEvent.click(screen.getByText('6219 8610 0000 3011'));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(view.platform.copiedTexts).toEqual(['6219861000003011']);
  });

  it('also gives the amount in Rial, ten to the Toman, as bank apps ask for it, and copies it', async () => {
    const view = open({ 'GET /v1/bank/deposit/card-to-card/7': payment('CREATED') });
    expect(await screen.findByText('25,000,000 Rial')).toBeTruthy();
    fireEvent.click(screen.getByText('25,000,000 Rial'));
    await waitFor(() => expect(view.platform.copiedTexts).toEqual(['25000000']));
  });

  it('shows the server’s refusal of "I have transferred" and reads the payment again', async () => {
    const view = open({
      'GET /v1/bank/deposit/card-to-card/7': payment('CREATED'),
      'POST /v1/bank/deposit/card-to-card/7/confirm': {
        status: 422,
        codeString: 'CARD_TO_CARD_PAYMENT_EXPIRED',
        localizedMessage: 'This payment has expired. Please start again.',
      },
    });
    await waitFor(() => expect(view.platform.mainButton.current()?.text).toBe('I have transferred'));
    act(() => view.platform.mainButton.click());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This payment has expired. Please start again.',
    );
    await waitFor(() =>
      expect(view.calls.filter((call) => call === 'GET /v1/bank/deposit/card-to-card/7')).toHaveLength(2),
    );
  });

  it('cancels a payment the user leaves and goes back', async () => {
    const view = open({
      'GET /v1/bank/deposit/card-to-card/7': payment('CREATED'),
      'POST /v1/bank/deposit/card-to-card/7/cancel': payment('CANCELED'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    await waitFor(() => expect(view.onBack).toHaveBeenCalledOnce());
    expect(view.calls).toContain('POST /v1/bank/deposit/card-to-card/7/cancel');
  });

  it('hides the main button while the bank confirms, and calls back once with the paid payment', async () => {
    let status: CardToCardStatus = 'WAITING_FOR_CONFIRMATION';
    const view = open({ 'GET /v1/bank/deposit/card-to-card/7': () => payment(status) });
    expect(await screen.findByText('Waiting for the bank to confirm your payment')).toBeTruthy();
    expect(view.platform.mainButton.current()).toBeNull();
    status = 'PAID';
    await waitFor(
      () => expect(view.onPaid).toHaveBeenCalledWith(expect.objectContaining({ transactionId: '99' })),
      {
        timeout: 5000,
      },
    );
    expect(view.onPaid).toHaveBeenCalledOnce();
  });
});
