// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform, type MemoryPlatform } from '@wallet/platform';
import { useToasts } from '@wallet/ui';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { CHEQUE_STATS_REFRESH_MS } from '../shared/ad-cheque-queries';
import { CHEQUE, CHEQUE_INVOICE, STATS } from '../shared/test-fixtures';
import { AdChequeInfoPage } from './ad-cheque-info-page';
import { AdChequeNewPage } from './ad-cheque-new-page';
import { AdChequesPage } from './ad-cheques-page';

afterEach(cleanup);

const NO_BOT = { telegramBotUrl: null };

function renderAt(node: React.ReactNode, path: string, routes: FakeRoutes, platform?: MemoryPlatform) {
  const fake = createFakeApi(routes);
  return {
    ...renderWithProviders(
      <ThemeRoot appearance="light">
        {node}
        <Toasts />
      </ThemeRoot>,
      {
        api: fake.api,
        path,
        ...(platform ? { platform } : {}),
      },
    ),
    fake,
  };
}

/** The toasts the shell would draw: an error the page reports. */
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

describe('the ad cheques list', () => {
  it('lists each cheque with its prize, what is left, its status and design, opening its page', async () => {
    renderAt(<AdChequesPage />, '/shop/ad-cheque', { 'GET /v1/ad-cheque': [CHEQUE] });
    const row = await screen.findByRole('link', { name: /1 USDT per claim/ });
    expect(row.textContent).toMatch(/Active · 2 USDT left of 3 USDT · Nowruz/);
    expect(row.getAttribute('href')).toBe('/shop/ad-cheque/info?id=5');
  });

  it("says there is none yet, and the host's main button creates one", async () => {
    const { platform, location } = renderAt(<AdChequesPage />, '/shop/ad-cheque', {
      'GET /v1/ad-cheque': [],
    });
    expect(await screen.findByText('No ad cheques yet')).toBeTruthy();
    expect(platform.mainButton.current()).toMatchObject({ text: 'Create an ad cheque' });
    act(() => platform.mainButton.click());
    expect(location.history.at(-1)).toBe('/shop/ad-cheque/new');
  });

  it('says when the list cannot be loaded, with a retry', async () => {
    renderAt(<AdChequesPage />, '/shop/ad-cheque', {
      'GET /v1/ad-cheque': { status: 500, codeString: 'INTERNAL_ERROR', localizedMessage: null },
    });
    expect(await screen.findByText('Your cheques could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('a new ad cheque', () => {
  it('shows what is wrong as typed and sends nothing until it is right', async () => {
    const { fake } = renderAt(<AdChequeNewPage />, '/shop/ad-cheque/new', {});
    fireEvent.change(screen.getByLabelText('Total prize'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('Prize per claim'), { target: { value: '800' } });
    fireEvent.change(screen.getByLabelText('Referral prize'), { target: { value: '300' } });
    expect(
      await screen.findByText(
        'The total must pay at least one claim: the prize per claim and both referral prizes.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create and pay' }));
    expect(fake.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('[SHOP-07] creates the cheque, asks for its invoice and opens the invoice page, back to the cheque', async () => {
    const { fake, location } = renderAt(<AdChequeNewPage />, '/shop/ad-cheque/new', {
      'POST /v1/ad-cheque': { ...CHEQUE, token: 'IRT', status: 'PENDING', totalPrize: '300000' },
      'POST /v1/ad-cheque/5/pay': CHEQUE_INVOICE,
    });
    fireEvent.change(screen.getByLabelText('Total prize'), { target: { value: '۳۰۰۰۰۰' } });
    fireEvent.change(screen.getByLabelText('Prize per claim'), { target: { value: '100000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Yalda' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create and pay' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/invoice\?/));
    const sent = fake.requests.find((request) => request.url.endsWith('/v1/ad-cheque'))!;
    expect(await sent.json()).toEqual({
      token: 'IRT',
      totalPrize: '300000',
      activationPrize: '100000',
      firstLayerReferralPrize: '0',
      secondLayerReferralPrize: '0',
      design: 'YALDA',
    });
    expect(sent.headers.get('idempotency-key')).toBeTruthy();
    const invoiceUrl = new URL(location.history.at(-1)!, 'http://app.test');
    expect(invoiceUrl.searchParams.get('id')).toBe('70');
    expect(invoiceUrl.searchParams.get('nextUrl')).toBe('/shop/ad-cheque/info?id=5');
  });
});

describe("an ad cheque's page", () => {
  const ROUTES: FakeRoutes = { 'GET /v1/ad-cheque/5': CHEQUE, 'GET /v1/ad-cheque/5/stats': STATS };

  it('[SHOP-07] shows its status and figures', async () => {
    renderAt(<AdChequeInfoPage {...NO_BOT} />, '/shop/ad-cheque/info?id=5', ROUTES);
    const figures = await screen.findByText('Claims');
    const list = figures.closest('dl')!;
    expect(within(list).getByText('Active')).toBeTruthy();
    expect(within(list).getByText('Paid out').nextElementSibling?.textContent).toBe('1 USDT');
    expect(within(list).getByText('Left').nextElementSibling?.textContent).toBe('2 USDT');
  });

  it('reads its figures again while the page is open, so claims made in chats show without a reload', async () => {
    let claims = 1;
    renderAt(<AdChequeInfoPage {...NO_BOT} />, '/shop/ad-cheque/info?id=5', {
      ...ROUTES,
      'GET /v1/ad-cheque/5/stats': () => ({ ...STATS, claims }),
    });
    const label = await screen.findByText('Claims');
    expect(label.nextElementSibling?.textContent).toBe('1');
    claims = 2;
    await waitFor(() => expect(screen.getByText('Claims').nextElementSibling?.textContent).toBe('2'), {
      timeout: CHEQUE_STATS_REFRESH_MS + 2_000,
    });
  }, 15_000);

  it("shares the site's start link when the bot's link is unknown, and says it was copied", async () => {
    const { platform, fake } = renderAt(
      <AdChequeInfoPage {...NO_BOT} />,
      '/shop/ad-cheque/info?id=5',
      ROUTES,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('The link was copied: paste it in a chat.')).toBeTruthy();
    expect(platform.copiedTexts).toEqual([`${window.location.origin}/redirect?to=c-5`]);
    // Outside Telegram the bot cannot prepare a message: nothing is asked of the server.
    expect(fake.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it("on the web with the bot's link known, copies the mini-app's t.me start link", async () => {
    const { platform } = renderAt(
      <AdChequeInfoPage telegramBotUrl="https://t.me/wallet_bot/app" />,
      '/shop/ad-cheque/info?id=5',
      ROUTES,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('The link was copied: paste it in a chat.')).toBeTruthy();
    expect(platform.copiedTexts).toEqual(['https://t.me/wallet_bot/app?startapp=c-5']);
  });

  it("shares the mini-app's start link when the bot's link is known", async () => {
    renderAt(
      <AdChequeInfoPage telegramBotUrl="https://t.me/wallet_bot/app" />,
      '/shop/ad-cheque/info?id=5',
      ROUTES,
    );
    expect(await screen.findByText('https://t.me/wallet_bot/app?startapp=c-5')).toBeTruthy();
  });

  it('inside Telegram, has the bot prepare the cheque’s message and sends it through Telegram’s dialog', async () => {
    const shareMessage = vi.fn(async () => true);
    const switchInlineQuery = vi.fn();
    let answer: (value: unknown) => void = () => {};
    const { fake } = renderAt(
      <AdChequeInfoPage telegramBotUrl="https://t.me/wallet_bot/app" />,
      '/shop/ad-cheque/info?id=5',
      {
        ...ROUTES,
        'POST /v1/ad-cheque/5/prepared-message': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
      createMemoryPlatform({ shareMessage, switchInlineQuery }),
    );
    const button = await screen.findByRole('button', { name: 'Share' });
    fireEvent.click(button);
    // While the bot prepares it the button cannot send a second request.
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    fireEvent.click(button);
    answer({ preparedMessageId: 'prep-9', expiresAt: '2026-11-30T00:00:00.000Z' });
    expect(await screen.findByText('The cheque was sent.')).toBeTruthy();
    expect(shareMessage).toHaveBeenCalledWith('prep-9');
    expect(switchInlineQuery).not.toHaveBeenCalled();
    expect(fake.calls.filter((call) => call.includes('prepared-message'))).toEqual([
      'POST /v1/ad-cheque/5/prepared-message',
    ]);
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('says nothing was sent when the user closes Telegram’s dialog', async () => {
    renderAt(
      <AdChequeInfoPage {...NO_BOT} />,
      '/shop/ad-cheque/info?id=5',
      {
        ...ROUTES,
        'POST /v1/ad-cheque/5/prepared-message': {
          preparedMessageId: 'prep-9',
          expiresAt: '2026-11-30T00:00:00Z',
        },
      },
      createMemoryPlatform({ shareMessage: async () => false }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Nothing was sent.')).toBeTruthy();
  });

  it('says in the user’s language why the bot could not prepare the message, and shares nothing', async () => {
    const shareMessage = vi.fn(async () => true);
    renderAt(
      <AdChequeInfoPage {...NO_BOT} />,
      '/shop/ad-cheque/info?id=5',
      {
        ...ROUTES,
        'POST /v1/ad-cheque/5/prepared-message': {
          status: 409,
          codeString: 'TELEGRAM_UNAVAILABLE',
          localizedMessage: 'الان به تلگرام دسترسی نداریم. کمی بعد دوباره امتحان کنید.',
        },
      },
      createMemoryPlatform({ shareMessage }),
    );
    const button = await screen.findByRole('button', { name: 'Share' });
    fireEvent.click(button);
    const toasts = await screen.findByRole('list', { name: 'Toasts' });
    await waitFor(() =>
      expect(toasts.textContent).toBe('الان به تلگرام دسترسی نداریم. کمی بعد دوباره امتحان کنید.'),
    );
    expect(shareMessage).not.toHaveBeenCalled();
    for (const said of ['The cheque was sent.', 'Nothing was sent.', 'Pick a chat to send the cheque to.'])
      expect(screen.queryByText(said)).toBeNull();
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  });

  it('where Telegram has no shareMessage, puts the bot’s name and the cheque’s code in a chat, asking nothing', async () => {
    const switchInlineQuery = vi.fn();
    const { fake } = renderAt(
      <AdChequeInfoPage {...NO_BOT} />,
      '/shop/ad-cheque/info?id=5',
      ROUTES,
      createMemoryPlatform({ switchInlineQuery }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Pick a chat to send the cheque to.')).toBeTruthy();
    expect(switchInlineQuery).toHaveBeenCalledWith('c-5', ['users', 'groups', 'channels']);
    expect(fake.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('[SHOP-07] deletes after saying exactly what goes back to the balance', async () => {
    const { fake } = renderAt(<AdChequeInfoPage {...NO_BOT} />, '/shop/ad-cheque/info?id=5', {
      ...ROUTES,
      'DELETE /v1/ad-cheque/5': { cheque: { ...CHEQUE, status: 'DELETED', left: '0' }, returned: '2' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the cheque' }));
    expect(
      await screen.findByText(
        'What is left in the cheque, 2 USDT, goes back to your balance, and no one can claim it any more.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fake.calls).toContain('DELETE /v1/ad-cheque/5'));
    const sent = fake.requests.find((request) => request.method === 'DELETE')!;
    expect(sent.headers.get('idempotency-key')).toBeTruthy();
  });

  it('[SHOP-07] tops up through an AD_CHEQUE_TOP_UP invoice, back to the cheque', async () => {
    const { fake, location } = renderAt(<AdChequeInfoPage {...NO_BOT} />, '/shop/ad-cheque/info?id=5', {
      ...ROUTES,
      'POST /v1/ad-cheque/5/top-up': { ...CHEQUE_INVOICE, id: '71', type: 'AD_CHEQUE_TOP_UP' },
    });
    fireEvent.change(await screen.findByLabelText('Top-up amount'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/invoice\?id=71/));
    const sent = fake.requests.find((request) => request.url.endsWith('/top-up'))!;
    expect(await sent.json()).toEqual({ amount: '2' });
  });
});
