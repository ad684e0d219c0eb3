// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '@wallet/api';
import { createMemoryPlatform } from '@wallet/platform';
import { SettingsPage } from './settings-page';
import { bodyOf, NOTIFICATION_SETTINGS, open } from './test-helpers';

afterEach(() => cleanup());

const BOT_URL = 'https://t.me/WalletBot/app';
const KEY = 'GET /v1/profile/notification-settings';
const PUT = 'PUT /v1/profile/notification-settings';

/** A PUT that answers the settings with the change applied, after `gate` lets it (to see the save in flight). */
function savingRoute(start: NotificationSettings, gate: Promise<void> = Promise.resolve()) {
  let current = start;
  return async (request: Request) => {
    const change = (await request.json()) as {
      kinds?: Partial<NotificationSettings['kinds']>;
      writeAccess?: NotificationSettings['writeAccess'];
    };
    await gate;
    current = {
      ...current,
      kinds: { ...current.kinds, ...change.kinds },
      writeAccess: change.writeAccess ?? current.writeAccess,
    };
    return current;
  };
}

const inTelegram = (answers: boolean[]) => {
  const requestWriteAccess = vi.fn(async () => answers.shift() ?? false);
  return { requestWriteAccess, platform: createMemoryPlatform({ requestWriteAccess }) };
};

const checkbox = (name: string) => screen.findByRole<HTMLInputElement>('checkbox', { name });

describe('the bot messages in settings', () => {
  it('shows a skeleton while loading, then one switch per kind as the server has them', async () => {
    open(<SettingsPage telegramBotUrl={null} />, '/profile/settings', {
      [KEY]: { ...NOTIFICATION_SETTINGS, kinds: { ...NOTIFICATION_SETTINGS.kinds, PRICE_ALERT: false } },
    });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect((await checkbox('A price alert reached')).checked).toBe(false);
    for (const name of [
      'A deposit credited',
      'A withdrawal confirmed',
      'One of your cheques claimed',
      'A giveaway prize won',
    ])
      expect((await checkbox(name)).checked).toBe(true);
  });

  it('a switch turned off is saved with the PUT, and is disabled while its save is in flight', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { requests } = open(<SettingsPage telegramBotUrl={null} />, '/profile/settings', {
      [PUT]: savingRoute(NOTIFICATION_SETTINGS, gate),
    });
    const deposit = await checkbox('A deposit credited');
    fireEvent.click(deposit);
    await waitFor(() => expect(deposit.disabled).toBe(true));
    expect(deposit.checked).toBe(false);
    // The other switches stay free while this one saves.
    expect((await checkbox('A price alert reached')).disabled).toBe(false);
    expect(await bodyOf(requests, PUT)).toEqual({ kinds: { DEPOSIT_CREDITED: false } });
    release();
    await waitFor(() => expect(deposit.disabled).toBe(false));
    expect(deposit.checked).toBe(false);
  });

  it('a failed save is shown in words with a retry, and the switch goes back to what the server has', async () => {
    let fails = true;
    const { calls } = open(<SettingsPage telegramBotUrl={null} />, '/profile/settings', {
      [PUT]: (request: Request) =>
        fails
          ? { status: 503, codeString: 'SERVICE_UNAVAILABLE', localizedMessage: 'Try again in a minute.' }
          : savingRoute(NOTIFICATION_SETTINGS)(request),
    });
    const alert = await checkbox('A price alert reached');
    fireEvent.click(alert);
    expect(await screen.findByText('Your change was not saved.')).toBeTruthy();
    expect(screen.getByText('Try again in a minute.')).toBeTruthy();
    expect(alert.checked).toBe(true);
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(alert.checked).toBe(false));
    expect(screen.queryByText('Your change was not saved.')).toBeNull();
    expect(calls.filter((call) => call === PUT)).toHaveLength(2);
  });

  it('offline, a save says the server could not be reached', async () => {
    open(<SettingsPage telegramBotUrl={null} />, '/profile/settings', {
      [PUT]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    fireEvent.click(await checkbox('A withdrawal confirmed'));
    expect(
      await screen.findByText('Could not reach the server. Check your connection and try again.'),
    ).toBeTruthy();
    expect((await checkbox('A withdrawal confirmed')).checked).toBe(true);
  });

  it('a failure to load is shown with a retry', async () => {
    let fails = true;
    open(<SettingsPage telegramBotUrl={null} />, '/profile/settings', {
      [KEY]: () =>
        fails
          ? { status: 503, codeString: 'SERVICE_UNAVAILABLE', localizedMessage: 'Down for a moment.' }
          : NOTIFICATION_SETTINGS,
    });
    expect(await screen.findByText("The bot messages' settings could not be loaded.")).toBeTruthy();
    expect(screen.getByText('Down for a moment.')).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await checkbox('A deposit credited')).checked).toBe(true);
  });

  it('inside Telegram, the write-access button asks Telegram and saves its answer; DENIED says why and asks again', async () => {
    const { platform, requestWriteAccess } = inTelegram([false, true]);
    const { requests } = open(
      <SettingsPage telegramBotUrl={BOT_URL} />,
      '/profile/settings',
      { [PUT]: savingRoute(NOTIFICATION_SETTINGS) },
      {},
      platform,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Let the bot message me' }));
    expect(
      await screen.findByText(
        'No bot messages will come: you did not let the bot message you, or you blocked it. You can let it now.',
      ),
    ).toBeTruthy();
    expect(await bodyOf(requests, PUT)).toEqual({ writeAccess: 'DENIED' });
    fireEvent.click(screen.getByRole('button', { name: 'Let the bot message me' }));
    expect(await screen.findByText('The bot may message you in Telegram.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Let the bot message me' })).toBeNull();
    expect(requestWriteAccess).toHaveBeenCalledTimes(2);
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(await puts[1]!.clone().json()).toEqual({ writeAccess: 'GRANTED' });
    // Inside Telegram there is no link to the bot: the user is in it.
    expect(screen.queryByRole('button', { name: 'Open the bot in Telegram' })).toBeNull();
  });

  it('inside Telegram, turning a kind on without write access asks first and saves both at once', async () => {
    const { platform, requestWriteAccess } = inTelegram([true]);
    const start = {
      ...NOTIFICATION_SETTINGS,
      kinds: { ...NOTIFICATION_SETTINGS.kinds, GIVEAWAY_WON: false },
    };
    const { requests } = open(
      <SettingsPage telegramBotUrl={null} />,
      '/profile/settings',
      { [KEY]: start, [PUT]: savingRoute(start) },
      {},
      platform,
    );
    fireEvent.click(await checkbox('A giveaway prize won'));
    await waitFor(() => expect(requestWriteAccess).toHaveBeenCalledTimes(1));
    expect(await bodyOf(requests, PUT)).toEqual({ kinds: { GIVEAWAY_WON: true }, writeAccess: 'GRANTED' });
    await waitFor(async () => expect((await checkbox('A giveaway prize won')).checked).toBe(true));
    // Turning one off asks nothing.
    fireEvent.click(await checkbox('A deposit credited'));
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(2));
    expect(requestWriteAccess).toHaveBeenCalledTimes(1);
  });

  it('on the web, says the messages come through the bot and opens its link', async () => {
    const { platform } = open(<SettingsPage telegramBotUrl={BOT_URL} />, '/profile/settings', {
      [KEY]: { ...NOTIFICATION_SETTINGS, writeAccess: 'DENIED' },
    });
    expect(
      await screen.findByText(
        'These messages come through our Telegram bot, to the Telegram account of your wallet.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Open the wallet in Telegram to let it\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Let the bot message me' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the bot in Telegram' }));
    expect(platform.openedTelegramLinks).toEqual([BOT_URL]);
  });

  it('on the web without a known bot link, offers no link', async () => {
    open(<SettingsPage telegramBotUrl={null} />, '/profile/settings');
    expect(await checkbox('A deposit credited')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open the bot in Telegram' })).toBeNull();
  });

  it('a user with no Telegram account is told so instead of switches', async () => {
    open(<SettingsPage telegramBotUrl={BOT_URL} />, '/profile/settings', {
      [KEY]: { ...NOTIFICATION_SETTINGS, hasTelegram: false },
    });
    expect(await screen.findByText(/your wallet has no Telegram account/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
