// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform } from '@wallet/platform';
import { createFakeApi, NOTIFICATION_SETTINGS, renderWithProviders } from '@wallet/ui/testing';
import { CoinAlertsPage } from './coin-alerts-page';
import { NewAlertPage } from './new-alert-page';

afterEach(cleanup);

// The shell draws every screen inside a ThemeRoot, which the kit's telegram-ui parts need.
const themed = (node: ReactNode) => <ThemeRoot appearance="light">{node}</ThemeRoot>;

const CONFIG_ON = { featuresList: ['COIN_ALERTS'], coins: [] };
const CONFIG_OFF = { featuresList: [], coins: [] };
const ASSETS = {
  userCurrency: 'USD',
  balance: { usdValue: { number: '0' }, userCurrencyValue: { number: '0' } },
  tokens: [
    {
      token: 'BTC',
      name: { en: 'Bitcoin' },
      listed: true,
      favorite: false,
      groups: [],
      balance: { amount: { number: '0' }, usdValue: { number: '0' }, userCurrencyValue: { number: '0' } },
      marketData: { USD: { lastPrice: '100000', change24h: '1' }, IRT: { lastPrice: '1', change24h: '0' } },
    },
  ],
};
const alert = (id: string, status: 'ACTIVE' | 'TRIGGERED', condition: 'ABOVE' | 'BELOW', price: string) => ({
  id,
  token: 'BTC',
  condition,
  price,
  currency: 'USD',
  status,
  createdAt: '2026-11-22T10:00:00.000Z',
  triggeredAt: status === 'TRIGGERED' ? '2026-11-22T11:00:00.000Z' : null,
  triggeredPrice: status === 'TRIGGERED' ? '90000' : null,
});

describe('the alerts list', () => {
  it('[MKT-07] lists waiting and fired alerts of the coin and deletes one', async () => {
    let alerts = [alert('2', 'ACTIVE', 'ABOVE', '120000'), alert('1', 'TRIGGERED', 'BELOW', '95000')];
    const fake = createFakeApi({
      'GET /v1/utils/global-configs': CONFIG_ON,
      'GET /v1/price-alerts': () => ({ alerts }),
      'DELETE /v1/price-alerts/2': () => {
        alerts = alerts.filter((entry) => entry.id !== '2');
        return { id: '2' };
      },
    });
    renderWithProviders(themed(<CoinAlertsPage />), { api: fake.api, path: '/coin/BTC/alerts' });
    const list = await screen.findByRole('list', { name: 'Price alerts' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('above $120,000'),
      expect.stringContaining('below $95,000'),
    ]);
    expect(rows[0]!.textContent).toContain('Waiting');
    expect(rows[1]!.textContent).toContain('Fired at $90,000');
    expect(new URL(fake.requests[1]!.url).searchParams.get('token')).toBe('BTC');

    fireEvent.click(screen.getByRole('button', { name: 'Delete the alert above $120,000' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(fake.calls).toContain('DELETE /v1/price-alerts/2');
  });

  it('[MKT-07] has an empty state with a way to create one, and says so when COIN_ALERTS is off', async () => {
    const fake = createFakeApi({
      'GET /v1/utils/global-configs': CONFIG_ON,
      'GET /v1/price-alerts': { alerts: [] },
    });
    renderWithProviders(themed(<CoinAlertsPage />), { api: fake.api, path: '/coin/BTC/alerts' });
    expect(await screen.findByText('You have no price alerts for BTC yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New alert' }).getAttribute('href')).toBe('/coin/BTC/new-alert');
    cleanup();
    const off = createFakeApi({ 'GET /v1/utils/global-configs': CONFIG_OFF });
    renderWithProviders(themed(<CoinAlertsPage />), { api: off.api, path: '/coin/BTC/alerts' });
    expect(await screen.findByText('Price alerts are not available right now.')).toBeTruthy();
    expect(off.calls).not.toContain('GET /v1/price-alerts');
  });
});

function openNewAlert(
  createAnswer: unknown = alert('9', 'ACTIVE', 'ABOVE', '110000'),
  platform = createMemoryPlatform(),
) {
  const fake = createFakeApi({
    'GET /v1/utils/global-configs': CONFIG_ON,
    'GET /v2/assets': ASSETS,
    'POST /v1/price-alerts': createAnswer,
    'GET /v1/profile/notification-settings': NOTIFICATION_SETTINGS,
    'PUT /v1/profile/notification-settings': { ...NOTIFICATION_SETTINGS, writeAccess: 'DENIED' },
  });
  const view = renderWithProviders(themed(<NewAlertPage />), {
    api: fake.api,
    path: '/coin/BTC/new-alert',
    platform,
  });
  return { ...view, ...fake };
}

describe('the new-alert form', () => {
  it('[MKT-07] creates an above alert in USD through the main button and goes to the list', async () => {
    const { platform, requests, location } = openNewAlert();
    await screen.findByText('$100,000');
    fireEvent.change(screen.getByLabelText('Price in US dollars'), { target: { value: '۱۱۰٬۰۰۰' } });
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Create alert'));
    act(() => platform.mainButton.click());
    await waitFor(() => expect(location.history.at(-1)).toBe('/coin/BTC/alerts'));
    const post = requests.find((request) => request.method === 'POST')!;
    expect(await post.json()).toEqual({ token: 'BTC', condition: 'ABOVE', price: '110000', currency: 'USD' });
  });

  it('inside Telegram, asks for the bot’s leave to write once the alert is set, not before', async () => {
    const requestWriteAccess = vi.fn(async () => false);
    const { platform, requests, location } = openNewAlert(
      undefined,
      createMemoryPlatform({ requestWriteAccess }),
    );
    await screen.findByText('$100,000');
    expect(requestWriteAccess).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Price in US dollars'), { target: { value: '110000' } });
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Create alert'));
    act(() => platform.mainButton.click());
    await waitFor(() => expect(location.history.at(-1)).toBe('/coin/BTC/alerts'));
    // The question goes on after the page is left for the list.
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requestWriteAccess).toHaveBeenCalledTimes(1);
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(await put.json()).toEqual({ writeAccess: 'DENIED' });
  });

  it('[MKT-07] refuses an empty price, a non-number and a level on the wrong side, without calling', async () => {
    const { calls } = openNewAlert();
    await screen.findByText('$100,000');
    const input = screen.getByLabelText('Price in US dollars');
    const submit = () => fireEvent.submit(input.closest('form')!);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a price.');
    // The field keeps only what can be part of a number: letters are dropped as they are typed.
    fireEvent.change(input, { target: { value: 'abc' } });
    expect((input as HTMLInputElement).value).toBe('');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a price.');
    fireEvent.change(input, { target: { value: '90000' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('higher than the current one');
    fireEvent.click(screen.getByRole('radio', { name: 'Price goes below' }));
    fireEvent.change(input, { target: { value: '100001' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('lower than the current one');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(calls).not.toContain('POST /v1/price-alerts');
  });

  it('[MKT-07] shows the server’s message when it refuses the alert, and stays on the form', async () => {
    const { platform, location } = openNewAlert({
      status: 400,
      codeString: 'PRICE_ALERT_ALREADY_REACHED',
      localizedMessage: 'The price is already past this level; choose another one.',
    });
    await screen.findByText('$100,000');
    fireEvent.change(screen.getByLabelText('Price in US dollars'), { target: { value: '100000.01' } });
    act(() => platform.mainButton.click());
    await waitFor(() => expect(platform.hapticsLog).toContain('notification:error'));
    expect(location.history.at(-1)).toBe('/coin/BTC/new-alert');
  });
});
