import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Giveaway } from '@wallet/api';
import { DEV_BOT_TOKEN } from '../../src/config';
import { moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import { activeCheque, claim, people } from './ad-cheque-support';
import { activeGiveaway, fakeTelegram, telegramUsers } from './giveaway-support';
import { control, payers } from './invoice-support';

// The bot's outbox: each money event a Telegram user should hear of puts one message in it, in the event's own
// transaction; the bot reads it with its token and says what became of each message.

const telegram = fakeTelegram();
let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({ telegram: telegram.api });
}, 240_000);
afterAll(() => t.close());

let telegramUser: ReturnType<typeof telegramUsers>;
let phoneUser: ReturnType<typeof payers>;
let claimers: ReturnType<typeof people>;
beforeAll(() => {
  claimers = people(t, '0912774');
  telegramUser = telegramUsers(t, 872_000_001);
  phoneUser = payers(t, '0912773');
});

interface Notice {
  id: string;
  telegramId: number;
  language: string;
  kind: string;
  data: Record<string, string>;
}

const read = async (token: string | null = DEV_BOT_TOKEN, limit = '100') =>
  t.raw(`/internal/bot/notices?limit=${limit}`, { headers: token === null ? {} : { 'x-bot-token': token } });

/** Every waiting notice of one Telegram user. */
async function noticesOf(telegramId: number): Promise<Notice[]> {
  const { status, body } = await read();
  expect(status).toBe(200);
  return (body.notices as Notice[]).filter((notice) => notice.telegramId === telegramId);
}

const mark = (id: string, outcome: 'sent' | 'failed', body?: unknown) =>
  t.raw(`/internal/bot/notices/${id}/${outcome}`, {
    method: 'POST',
    headers: { 'x-bot-token': DEV_BOT_TOKEN, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('the events that write to a Telegram user', () => {
  it('a Toman deposit credited: the bot is asked to tell the user, with the amount and token, in their language', async () => {
    const user = await telegramUser('Sara');
    await control(t, 'fiat/deposit', 'POST', { amount: '250000' }, user.token);
    const notices = await noticesOf(user.telegramId);
    expect(notices).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        telegramId: user.telegramId,
        language: expect.any(String),
        kind: 'DEPOSIT_CREDITED',
        data: { amount: '250000', token: 'IRT' },
      },
    ]);
  });

  it('a user with no Telegram account gets no bot message', async () => {
    const before = ((await read()).body.notices as Notice[]).length;
    const user = await phoneUser({ toman: '1000' });
    await control(t, 'fiat/deposit', 'POST', { amount: '1000' }, user.token);
    expect(((await read()).body.notices as Notice[]).length).toBe(before);
  });

  it('a cheque claimed: its creator hears what it paid out for the claim', async () => {
    const creator = await telegramUser('Omid');
    await control(t, 'user/level', 'PUT', { level: 'LEVEL_1_IR' }, creator.token);
    await control(t, 'fiat/deposit', 'POST', { amount: '100000' }, creator.token);
    for (const notice of await noticesOf(creator.telegramId))
      expect((await mark(notice.id, 'sent')).status).toBe(200);
    const cheque = await activeCheque(creator.api, { totalPrize: '10000', activationPrize: '1000' });
    await claim(t, await claimers(), cheque.id, null);
    expect((await noticesOf(creator.telegramId)).map((n) => [n.kind, n.data])).toEqual([
      ['CHEQUE_CLAIMED', { amount: '1000', token: 'IRT' }],
    ]);
  });

  it('a giveaway drawn: each winner hears what they won, and no one else', async () => {
    const owner = await phoneUser({ toman: '100000' });
    const giveaway: Giveaway = await activeGiveaway(t, owner.api, { prizes: [{ count: 1, amount: '5000' }] });
    const [a, b] = [await telegramUser('Leila'), await telegramUser('Amir')];
    for (const person of [a, b])
      await person.api.participateGiveaway({ params: { id: giveaway.id } }, moneyKey());
    await t.advanceClock(
      Math.ceil((Date.parse(giveaway.endsAt) - t.running.sandbox.clock.nowMs()) / 1000) + 1,
    );
    const drawn = await owner.api.giveaway({ params: { id: giveaway.id } });
    expect(drawn.status).toBe('DRAWN');
    const winner = (await a.api.giveaway({ params: { id: giveaway.id } })).prizeWon === '5000' ? a : b;
    const loser = winner === a ? b : a;
    expect((await noticesOf(winner.telegramId)).map((n) => [n.kind, n.data])).toEqual([
      ['GIVEAWAY_WON', { amount: '5000', token: 'IRT' }],
    ]);
    expect(await noticesOf(loser.telegramId)).toEqual([]);
  });
});

describe('the bot reads and marks the outbox', () => {
  it('refuses a caller without the bot’s token (401) and a bad limit (400)', async () => {
    for (const token of [null, '', 'wrong', `${DEV_BOT_TOKEN}x`]) {
      const { status, body } = await read(token);
      expect([status, body.codeString]).toEqual([401, 'UNAUTHORIZED']);
    }
    for (const limit of ['0', '101', 'x', '-1']) {
      const { status, body } = await read(DEV_BOT_TOKEN, limit);
      expect([status, body.codeString]).toEqual([400, 'BAD_INPUT_VALUES']);
    }
    const forged = await t.raw('/internal/bot/notices/1/sent', {
      method: 'POST',
      headers: { 'x-bot-token': 'x' },
    });
    expect(forged.status).toBe(401);
  });

  it('a notice marked sent is not read again, and cannot be marked twice', async () => {
    const user = await telegramUser('Nima');
    await control(t, 'fiat/deposit', 'POST', { amount: '5000' }, user.token);
    const [notice] = await noticesOf(user.telegramId);
    expect((await mark(notice!.id, 'sent')).status).toBe(200);
    expect(await noticesOf(user.telegramId)).toEqual([]);
    const again = await mark(notice!.id, 'sent');
    expect([again.status, again.body.codeString]).toEqual([404, 'NOT_FOUND']);
  });

  it('a failed notice is tried again up to five times, and given up at once when Telegram will never take it', async () => {
    const user = await telegramUser('Mina');
    await control(t, 'fiat/deposit', 'POST', { amount: '5000' }, user.token);
    await control(t, 'fiat/deposit', 'POST', { amount: '6000' }, user.token);
    const [first, second] = await noticesOf(user.telegramId);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await mark(first!.id, 'failed', { isFinal: false })).status).toBe(200);
      expect((await noticesOf(user.telegramId)).map((n) => n.id)).toContain(first!.id);
    }
    expect((await mark(first!.id, 'failed', { isFinal: false })).status).toBe(200);
    expect((await mark(second!.id, 'failed', { isFinal: true })).status).toBe(200);
    expect(await noticesOf(user.telegramId)).toEqual([]);
    const bad = await mark(second!.id, 'failed', { isFinal: 'yes' });
    expect([bad.status, bad.body.codeString]).toEqual([400, 'BAD_INPUT_VALUES']);
  });

  it('50 parallel marks of one notice mark it once', async () => {
    const user = await telegramUser('Reza');
    await control(t, 'fiat/deposit', 'POST', { amount: '7000' }, user.token);
    const [notice] = await noticesOf(user.telegramId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => mark(notice!.id, 'sent')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(49);
  });
});
