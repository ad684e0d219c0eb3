// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useToasts } from '@wallet/ui';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
import { PriceAlertNotifier } from './price-alert-notifier';

afterEach(cleanup);

function ToastTexts() {
  const { toasts } = useToasts();
  return (
    <ul aria-label="toasts">
      {toasts.map((toast) => (
        <li key={toast.id} data-tone={toast.tone}>
          {toast.text}
        </li>
      ))}
    </ul>
  );
}

const FIRED = {
  id: '7',
  kind: 'PRICE_ALERT',
  createdAt: '2026-11-22T11:00:00.000Z',
  readAt: null,
  alert: {
    id: '3',
    token: 'SOL',
    condition: 'ABOVE',
    price: '200',
    currency: 'USD',
    status: 'TRIGGERED',
    createdAt: '2026-11-22T10:00:00.000Z',
    triggeredAt: '2026-11-22T11:00:00.000Z',
    triggeredPrice: '210.5',
  },
};

describe('fired price alerts', () => {
  it('[MKT-07] are shown once as a toast with a haptic, then marked read on the server', async () => {
    const marked: unknown[] = [];
    const fake = createFakeApi({
      'GET /v1/utils/global-configs': { featuresList: ['COIN_ALERTS'], coins: [] },
      'GET /v1/notifications': { notifications: [FIRED] },
      'POST /v1/notifications/read': async (request: Request) => {
        marked.push(await request.json());
        return { read: 1 };
      },
    });
    const { platform, queryClient } = renderWithProviders(
      <>
        <PriceAlertNotifier />
        <ToastTexts />
      </>,
      { api: fake.api },
    );
    const toast = await screen.findByText('Price alert: SOL went above $200. It is now $210.5.');
    expect(toast.getAttribute('data-tone')).toBe('info');
    expect(platform.hapticsLog).toContain('notification:success');
    await waitFor(() => expect(marked).toEqual([{ ids: ['7'] }]));
    const unread = fake.requests.find((request) => new URL(request.url).pathname === '/v1/notifications')!;
    expect(new URL(unread.url).searchParams.get('unread')).toBe('true');

    // The same notification answered again (the mark not yet seen) is not shown twice.
    await queryClient.refetchQueries({ queryKey: ['notifications', 'unread'] });
    expect(screen.getAllByText(/Price alert: SOL/)).toHaveLength(1);
  });

  it('[MKT-07] asks nothing while COIN_ALERTS is off', async () => {
    const fake = createFakeApi({
      'GET /v1/utils/global-configs': { featuresList: [], coins: [] },
      'GET /v1/notifications': { notifications: [FIRED] },
    });
    renderWithProviders(<PriceAlertNotifier />, { api: fake.api });
    await waitFor(() => expect(fake.calls).toContain('GET /v1/utils/global-configs'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.calls).not.toContain('GET /v1/notifications');
  });
});
