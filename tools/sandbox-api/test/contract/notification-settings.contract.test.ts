import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_MESSAGE_KINDS, type NotificationSettings } from '@wallet/api';
import { DEV_BOT_TOKEN } from '../../src/config';
import { apiFailure, startTestSandbox, type TestSandbox } from '../harness';
import { fakeTelegram, telegramUsers } from './giveaway-support';
import { control, payers } from './invoice-support';

// The user's choices about the bot's messages (issue 12): each kind on until turned off, and write access as the
// mini-app heard it from Telegram. The outbox takes only what the user wants and the bot may send.

const telegram = fakeTelegram();
let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({ telegram: telegram.api });
}, 240_000);
afterAll(() => t.close());

let telegramUser: ReturnType<typeof telegramUsers>;
let phoneUser: ReturnType<typeof payers>;
beforeAll(() => {
  telegramUser = telegramUsers(t, 873_500_001);
  phoneUser = payers(t, '0912775');
});

const ALL_ON = Object.fromEntries(BOT_MESSAGE_KINDS.map((kind) => [kind, true]));

/** The kinds of the messages waiting for one Telegram user. */
async function waitingKinds(telegramId: number): Promise<string[]> {
  const { status, body } = await t.raw('/internal/bot/notices?limit=100', {
    headers: { 'x-bot-token': DEV_BOT_TOKEN },
  });
  expect(status).toBe(200);
  return (body.notices as { telegramId: number; kind: string }[])
    .filter((notice) => notice.telegramId === telegramId)
    .map((notice) => notice.kind);
}

async function waitingIds(telegramId: number): Promise<string[]> {
  const { body } = await t.raw('/internal/bot/notices?limit=100', {
    headers: { 'x-bot-token': DEV_BOT_TOKEN },
  });
  return (body.notices as { id: string; telegramId: number }[])
    .filter((notice) => notice.telegramId === telegramId)
    .map((notice) => notice.id);
}

const fail = (id: string, isFinal: boolean) =>
  t.raw(`/internal/bot/notices/${id}/failed`, {
    method: 'POST',
    headers: { 'x-bot-token': DEV_BOT_TOKEN },
    body: JSON.stringify({ isFinal }),
  });

const put = (token: string | undefined, body: unknown) =>
  t.raw('/v1/profile/notification-settings', {
    method: 'PUT',
    ...(token ? { token } : {}),
    body: JSON.stringify(body),
  });

const deposit = (token: string, amount: string) => control(t, 'fiat/deposit', 'POST', { amount }, token);

describe('reading and changing the settings', () => {
  it('a Telegram user starts with every kind on and write access not asked yet', async () => {
    const user = await telegramUser('Sara');
    expect(await user.api.notificationSettings()).toEqual({
      kinds: ALL_ON,
      writeAccess: 'UNKNOWN',
      hasTelegram: true,
    });
  });

  it('a user with no Telegram account is told so, and may still keep their kinds for later', async () => {
    const user = await phoneUser();
    expect((await user.api.notificationSettings()).hasTelegram).toBe(false);
    const changed = await user.api.updateNotificationSettings({ body: { kinds: { PRICE_ALERT: false } } });
    expect(changed).toEqual({
      kinds: { ...ALL_ON, PRICE_ALERT: false },
      writeAccess: 'UNKNOWN',
      hasTelegram: false,
    });
    const refused = await apiFailure(
      user.api.updateNotificationSettings({ body: { writeAccess: 'GRANTED' } }),
    );
    expect([refused.status, refused.codeString]).toEqual([422, 'TELEGRAM_ACCOUNT_NEEDED']);
  });

  it('changes only the kinds named, records the write-access answer, and answers what is stored', async () => {
    const user = await telegramUser('Omid');
    const first = await user.api.updateNotificationSettings({
      body: { kinds: { DEPOSIT_CREDITED: false, GIVEAWAY_WON: false } },
    });
    expect(first.kinds).toEqual({ ...ALL_ON, DEPOSIT_CREDITED: false, GIVEAWAY_WON: false });
    const second = await user.api.updateNotificationSettings({
      body: { kinds: { GIVEAWAY_WON: true, CHEQUE_CLAIMED: false }, writeAccess: 'GRANTED' },
    });
    const expected: NotificationSettings = {
      kinds: { ...ALL_ON, DEPOSIT_CREDITED: false, CHEQUE_CLAIMED: false } as NotificationSettings['kinds'],
      writeAccess: 'GRANTED',
      hasTelegram: true,
    };
    expect(second).toEqual(expected);
    expect(await user.api.notificationSettings()).toEqual(expected);
    expect((await user.api.updateNotificationSettings({ body: { writeAccess: 'DENIED' } })).writeAccess).toBe(
      'DENIED',
    );
    // A change of kinds alone keeps the answer recorded.
    const third = await user.api.updateNotificationSettings({ body: { kinds: { DEPOSIT_CREDITED: true } } });
    expect([third.writeAccess, third.kinds.DEPOSIT_CREDITED]).toEqual(['DENIED', true]);
  });

  it('refuses an unknown kind, a value that is not a boolean, UNKNOWN as an answer, or nothing to change (400)', async () => {
    const user = await telegramUser('Nima');
    for (const body of [
      { kinds: { SWAP_DONE: false } },
      { kinds: { deposit_credited: false } },
      { kinds: { PRICE_ALERT: 'no' } },
      { kinds: { PRICE_ALERT: null } },
      { kinds: [] },
      { writeAccess: 'UNKNOWN' },
      { writeAccess: 'granted' },
      { other: true },
      {},
      { kinds: { PRICE_ALERT: false }, extra: 1 },
    ]) {
      const { status, body: answer } = await put(user.token, body);
      expect([status, answer.codeString], JSON.stringify(body)).toEqual([400, 'BAD_INPUT_VALUES']);
    }
    expect(await user.api.notificationSettings()).toEqual({
      kinds: ALL_ON,
      writeAccess: 'UNKNOWN',
      hasTelegram: true,
    });
  });

  it('needs a session (401)', async () => {
    expect((await t.raw('/v1/profile/notification-settings')).status).toBe(401);
    expect((await put(undefined, { kinds: { PRICE_ALERT: false } })).status).toBe(401);
  });

  it('switches flipped at once all hold: four rounds of parallel changes, one per kind', async () => {
    const user = await telegramUser('Reza');
    for (const on of [false, true, false, true]) {
      await Promise.all(
        BOT_MESSAGE_KINDS.map((kind) =>
          user.api.updateNotificationSettings({ body: { kinds: { [kind]: on } } }),
        ),
      );
      expect((await user.api.notificationSettings()).kinds).toEqual(
        Object.fromEntries(BOT_MESSAGE_KINDS.map((kind) => [kind, on])),
      );
    }
  });
});

describe('what the outbox takes', () => {
  it('a kind turned off queues nothing, and queues again once turned back on; other kinds are not touched', async () => {
    const user = await telegramUser('Leila');
    await user.api.updateNotificationSettings({ body: { kinds: { DEPOSIT_CREDITED: false } } });
    await deposit(user.token, '1000');
    expect(await waitingKinds(user.telegramId)).toEqual([]);
    await user.api.updateNotificationSettings({
      body: { kinds: { DEPOSIT_CREDITED: true, PRICE_ALERT: false } },
    });
    await deposit(user.token, '2000');
    expect(await waitingKinds(user.telegramId)).toEqual(['DEPOSIT_CREDITED']);
  });

  it('write access DENIED queues nothing; GRANTED again from the app queues again', async () => {
    const user = await telegramUser('Amir');
    await user.api.updateNotificationSettings({ body: { writeAccess: 'DENIED' } });
    await deposit(user.token, '1000');
    expect(await waitingKinds(user.telegramId)).toEqual([]);
    await user.api.updateNotificationSettings({ body: { writeAccess: 'GRANTED' } });
    await deposit(user.token, '3000');
    expect(await waitingKinds(user.telegramId)).toEqual(['DEPOSIT_CREDITED']);
  });

  it('UNKNOWN write access still queues: the bot may write to whoever started it', async () => {
    const user = await telegramUser('Mina');
    expect((await user.api.notificationSettings()).writeAccess).toBe('UNKNOWN');
    await deposit(user.token, '4000');
    expect(await waitingKinds(user.telegramId)).toEqual(['DEPOSIT_CREDITED']);
  });

  it('the bot finding itself blocked turns write access DENIED, and nothing more is queued until it is granted', async () => {
    const user = await telegramUser('Parisa');
    await user.api.updateNotificationSettings({
      body: { writeAccess: 'GRANTED', kinds: { PRICE_ALERT: false } },
    });
    await deposit(user.token, '5000');
    const [notice] = await waitingIds(user.telegramId);
    // A failure Telegram may get over later changes nothing.
    expect((await fail(notice!, false)).status).toBe(200);
    expect((await user.api.notificationSettings()).writeAccess).toBe('GRANTED');
    expect((await fail(notice!, true)).status).toBe(200);
    expect(await user.api.notificationSettings()).toEqual({
      kinds: { ...ALL_ON, PRICE_ALERT: false },
      writeAccess: 'DENIED',
      hasTelegram: true,
    });
    await deposit(user.token, '6000');
    expect(await waitingKinds(user.telegramId)).toEqual([]);
    await user.api.updateNotificationSettings({ body: { writeAccess: 'GRANTED' } });
    await deposit(user.token, '7000');
    expect(await waitingKinds(user.telegramId)).toEqual(['DEPOSIT_CREDITED']);
  });

  it('a final failure of a user who never changed a setting turns write access DENIED too', async () => {
    const user = await telegramUser('Kian');
    await deposit(user.token, '8000');
    const [notice] = await waitingIds(user.telegramId);
    expect((await fail(notice!, true)).status).toBe(200);
    expect(await user.api.notificationSettings()).toEqual({
      kinds: ALL_ON,
      writeAccess: 'DENIED',
      hasTelegram: true,
    });
  });
});
