// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The shared machine is slow to load the pages' chunks; a second is too little for the first find. */
configure({ asyncUtilTimeout: 5_000 });
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform, type MemoryPlatform } from '@wallet/platform';
import {
  createFakeApi,
  NOTIFICATION_SETTINGS,
  renderWithProviders,
  type FakeRoutes,
} from '@wallet/ui/testing';
import { CHEQUE_INVOICE, GIVEAWAY } from '../shared/test-fixtures';
import { GiveawayPage } from './giveaway-page';
import { GiveawaysPage, plainTitle } from './giveaways-page';

afterEach(cleanup);

function renderAt(node: React.ReactNode, path: string, routes: FakeRoutes, platform?: MemoryPlatform) {
  const fake = createFakeApi(routes);
  return {
    ...renderWithProviders(<ThemeRoot appearance="light">{node}</ThemeRoot>, {
      api: fake.api,
      path,
      ...(platform ? { platform } : {}),
    }),
    fake,
  };
}

const page = <GiveawayPage id="9" telegramBotUrl={null} />;

describe('the giveaways list', () => {
  it('lists the created and joined giveaways, each opening its page', async () => {
    renderAt(<GiveawaysPage />, '/shop/giveaway', {
      'GET /v1/giveaway': { created: [{ ...GIVEAWAY, isCreator: true }], joined: [] },
    });
    const row = await screen.findByRole('link', { name: /Win USDT at our channel/ });
    expect(row.getAttribute('href')).toBe('/shop/giveaway?id=9');
    expect(screen.getByText('Created by you')).toBeTruthy();
    expect(screen.queryByText('Joined')).toBeNull();
  });

  it('says there is none yet', async () => {
    renderAt(<GiveawaysPage />, '/shop/giveaway', { 'GET /v1/giveaway': { created: [], joined: [] } });
    expect(await screen.findByText('No giveaways yet')).toBeTruthy();
  });

  it('says when the list cannot be loaded, with a retry', async () => {
    renderAt(<GiveawaysPage />, '/shop/giveaway', {
      'GET /v1/giveaway': { status: 500, codeString: 'INTERNAL_ERROR', localizedMessage: null },
    });
    expect(await screen.findByText('Your giveaways could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("shows a title's first line without markdown marks", () => {
    expect(plainTitle('\n# Big **win** [here](https://x.y)\nmore')).toBe('Big win here');
  });
});

describe("a giveaway's page", () => {
  it('[SHOP-09] shows an ACTIVE giveaway with its prizes, total, chats to join and the Join button', async () => {
    renderAt(page, '/shop/giveaway?id=9', { 'GET /v1/giveaway/9': GIVEAWAY });
    expect(await screen.findByRole('button', { name: 'Join' })).toBeTruthy();
    expect(screen.getByText('Open to join')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop channel' }).getAttribute('href')).toBe(
      'https://t.me/shopchan',
    );
    expect(document.body.textContent).toMatch(/20 USDT/);
  });

  it('[SHOP-09] a refused join names the chats to join first', async () => {
    const { fake } = renderAt(page, '/shop/giveaway?id=9', {
      'GET /v1/giveaway/9': GIVEAWAY,
      'POST /v1/giveaway/9/participate': {
        status: 422,
        codeString: 'GIVEAWAY_LIMITATION_NOT_MET',
        localizedMessage: '',
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Join these chats first')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Shop channel' }).length).toBe(2);
    expect(fake.calls).toContain('POST /v1/giveaway/9/participate');
  });

  it('explains a join that needs a Telegram account', async () => {
    renderAt(page, '/shop/giveaway?id=9', {
      'GET /v1/giveaway/9': GIVEAWAY,
      'POST /v1/giveaway/9/participate': {
        status: 422,
        codeString: 'TELEGRAM_ACCOUNT_NEEDED',
        localizedMessage: '',
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText('A Telegram account is needed')).toBeTruthy();
  });

  it('shows the participant code once joined, without a Join button', async () => {
    renderAt(page, '/shop/giveaway?id=9', {
      'GET /v1/giveaway/9': { ...GIVEAWAY, isParticipating: true, participantCode: 'P-42' },
    });
    expect(await screen.findByText('You joined')).toBeTruthy();
    expect(screen.getByText(/P-42/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('[SHOP-09] the creator pays a PENDING giveaway on the invoice page, back to the giveaway', async () => {
    const { location } = renderAt(page, '/shop/giveaway?id=9', {
      'GET /v1/giveaway/9': { ...GIVEAWAY, status: 'PENDING', isCreator: true, draw: null },
      'POST /v1/giveaway/9/pay': { ...CHEQUE_INVOICE, type: 'GIVEAWAY' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/invoice\?/));
    expect(location.history.at(-1)).toContain(encodeURIComponent('/shop/giveaway?id=9'));
    expect(screen.getByRole('button', { name: 'Cancel the giveaway' })).toBeTruthy();
  });

  it('[SHOP-09] once DRAWN shows the winners, what the caller won, what went back and the draw to check', async () => {
    renderAt(page, '/shop/giveaway?id=9', {
      'GET /v1/giveaway/9': {
        ...GIVEAWAY,
        status: 'DRAWN',
        isParticipating: true,
        participantCode: 'P-42',
        winners: [{ rank: 1, participantCode: 'P-42', displayName: 'Ali…', amount: '10' }],
        prizeWon: '10',
        returned: '10',
        draw: { seedHash: 'ab12', seed: 'cafe', rule: 'Lowest SHA-256 of seed:code wins.' },
        drawnAt: '2099-01-01T00:00:01.000Z',
      },
    });
    expect(await screen.findByText('Winners')).toBeTruthy();
    expect(screen.getByText(/1\. Ali… \(P-42\)/)).toBeTruthy();
    expect(screen.getByText('You won')).toBeTruthy();
    expect(screen.getByText('Returned to the creator')).toBeTruthy();
    expect(screen.getByText('cafe')).toBeTruthy();
    expect(screen.getByText('ab12')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('[SHOP-09] shows its banner from the API’s address, without a session', async () => {
    renderAt(page, '/shop/giveaway?id=9', { 'GET /v1/giveaway/9': GIVEAWAY });
    const banner = await screen.findByRole('img', { name: "The giveaway's banner" });
    expect(banner.getAttribute('src')).toBe('/api/v1/giveaway/9/banner');
  });

  it('inside Telegram, the creator has the bot prepare the giveaway’s message and sends it through Telegram’s dialog', async () => {
    const shareMessage = vi.fn(async () => true);
    const { fake } = renderAt(
      <GiveawayPage id="9" telegramBotUrl="https://t.me/wallet_bot/app" />,
      '/shop/giveaway?id=9',
      {
        'GET /v1/giveaway/9': { ...GIVEAWAY, isCreator: true },
        'POST /v1/giveaway/9/prepared-message': {
          preparedMessageId: 'prep-7',
          expiresAt: '2026-11-30T00:00:00.000Z',
        },
      },
      createMemoryPlatform({ shareMessage }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('The giveaway was sent.')).toBeTruthy();
    expect(shareMessage).toHaveBeenCalledWith('prep-7');
    expect(fake.calls).toContain('POST /v1/giveaway/9/prepared-message');
    // The link to copy opens the mini-app on the giveaway.
    expect(screen.getByText('https://t.me/wallet_bot/app?startapp=g-9')).toBeTruthy();
  });

  it('where Telegram has no shareMessage, a participant puts the bot’s name and the giveaway’s code in a chat', async () => {
    const switchInlineQuery = vi.fn();
    renderAt(
      page,
      '/shop/giveaway?id=9',
      { 'GET /v1/giveaway/9': { ...GIVEAWAY, isParticipating: true, participantCode: 'P-42' } },
      createMemoryPlatform({ switchInlineQuery }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Pick a chat to send the giveaway to.')).toBeTruthy();
    expect(switchInlineQuery).toHaveBeenCalledWith('g-9', ['users', 'groups', 'channels']);
  });

  it('offers no Share to someone who has not joined, nor once the giveaway is drawn', async () => {
    renderAt(page, '/shop/giveaway?id=9', { 'GET /v1/giveaway/9': GIVEAWAY });
    await screen.findByRole('button', { name: 'Join' });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    cleanup();
    renderAt(page, '/shop/giveaway?id=9', {
      'GET /v1/giveaway/9': {
        ...GIVEAWAY,
        isCreator: true,
        status: 'DRAWN',
        draw: { ...GIVEAWAY.draw!, seed: 'c' },
      },
    });
    await screen.findByText('Winners');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('inside Telegram, asks for the bot’s leave to write once joined, so a win can be told', async () => {
    const requestWriteAccess = vi.fn(async () => true);
    const { fake } = renderAt(
      page,
      '/shop/giveaway?id=9',
      {
        'GET /v1/giveaway/9': GIVEAWAY,
        'POST /v1/giveaway/9/participate': { ...GIVEAWAY, isParticipating: true, participantCode: 'P-1' },
        'GET /v1/profile/notification-settings': NOTIFICATION_SETTINGS,
        'PUT /v1/profile/notification-settings': (request: Request) => request.json(),
      },
      createMemoryPlatform({ requestWriteAccess }),
    );
    await screen.findByRole('button', { name: 'Join' });
    expect(requestWriteAccess).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(fake.calls).toContain('PUT /v1/profile/notification-settings'));
    expect(requestWriteAccess).toHaveBeenCalledTimes(1);
    const put = fake.requests.find((request) => request.method === 'PUT')!;
    expect(await put.json()).toEqual({ writeAccess: 'GRANTED' });
  });
});
