import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEV_BOT_TOKEN } from '../../src/config';
import { TelegramApiError, TelegramUnreachable, type TelegramBotApi } from '../../src/telegram/bot-api';
import { apiFailure, DEVICE, moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import { activeCheque, claim, people, type Person } from './ad-cheque-support';
import { activeGiveaway, giveawayData, PNG } from './giveaway-support';

// Sharing a cheque through the bot: the message the bot prepares for a user (savePreparedInlineMessage, which
// the mini-app sends with shareMessage) and the items the bot's inline mode offers (GET /internal/bot/share-items),
// against a Bot API played here, so what the sandbox asks Telegram is seen and Telegram's failures are chosen.

const LINK = 'https://t.me/wallet_sandbox_bot/app';

interface Asked {
  method: string;
  params: Record<string, unknown>;
}

/** Telegram as this file plays it: what was asked, and how the next answer goes. */
const telegram = {
  asked: [] as Asked[],
  answer: 'ok' as 'ok' | 'unreachable' | 'refused' | 'malformed',
};
const fakeBotApi: TelegramBotApi = {
  async call<T>(method: string, params: Record<string, unknown>): Promise<T> {
    telegram.asked.push({ method, params });
    if (telegram.answer === 'unreachable') throw new TelegramUnreachable(`${method}: connect ECONNREFUSED`);
    if (telegram.answer === 'refused') throw new TelegramApiError(400, 'Bad Request: USER_ID_INVALID');
    if (telegram.answer === 'malformed') return { nothing: true } as T;
    return { id: `prep-${telegram.asked.length}`, expiration_date: 1_900_000_000 } as T;
  },
};

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({ telegram: fakeBotApi });
}, 240_000);
afterAll(() => t.close());
beforeEach(() => {
  telegram.asked = [];
  telegram.answer = 'ok';
});

let person: ReturnType<typeof people>;
beforeAll(() => {
  person = people(t, '0912884');
});

let nextTelegramId = 6_100_001;
/** A Telegram user of the wallet (signed up through the mini-app), at level 1 with Toman to make cheques. */
async function telegramPerson(toman = '0'): Promise<Person & { telegramId: number }> {
  const telegramId = nextTelegramId++;
  const device = { ...DEVICE, persistentId: `share-${telegramId}`, fingerprint: `share-${telegramId}` };
  const { token } = await t.api().telegramLogin({
    body: {
      telegramData: t.telegramInitData({ id: telegramId }),
      deviceInformation: device,
      loginToInitialUser: true,
    },
  });
  const controls: [string, string, unknown][] = [['/__sandbox/user/level', 'PUT', { level: 'LEVEL_1_IR' }]];
  if (toman !== '0') controls.push(['/__sandbox/ledger/credit', 'POST', { token: 'IRT', amount: toman }]);
  for (const [path, method, body] of controls) {
    const answer = await t.raw(path, { method, token, body: JSON.stringify(body) });
    expect(answer.status, `${method} ${path}`).toBe(200);
  }
  const api = t.api(token);
  const { id } = await api.whoami();
  return { api, token, phone: '', id, device, telegramId };
}

const PRIZES = { totalPrize: '10000', activationPrize: '1000' };

/** The one savePreparedInlineMessage the sandbox asked, and its inline result. */
function preparedAsk() {
  const asks = telegram.asked.filter((ask) => ask.method === 'savePreparedInlineMessage');
  expect(asks).toHaveLength(1);
  const params = asks[0]!.params;
  const result = params.result as {
    type: string;
    id: string;
    input_message_content?: { message_text: string };
    reply_markup: { inline_keyboard: { text: string; url: string }[][] };
  };
  return { params, result, button: result.reply_markup.inline_keyboard[0]![0]! };
}

describe('POST /v1/ad-cheque/{id}/prepared-message', () => {
  it('prepares the creator’s message for their Telegram account: the cheque’s text and an Open button to c-<id>', async () => {
    const creator = await telegramPerson('100000');
    const cheque = await activeCheque(creator.api, { ...PRIZES, message: 'Nowruz gift' });
    const prepared = await creator.api.adChequePreparedMessage({ params: { id: cheque.id } });
    expect(prepared).toEqual({
      preparedMessageId: 'prep-1',
      expiresAt: new Date(1_900_000_000_000).toISOString(),
    });
    const { params, result, button } = preparedAsk();
    expect(params).toMatchObject({
      user_id: creator.telegramId,
      allow_user_chats: true,
      allow_bot_chats: true,
      allow_group_chats: true,
      allow_channel_chats: true,
    });
    expect(result.type).toBe('article');
    expect(result.id).toBe(`c-${cheque.id}`);
    // A Telegram sign-up is in Persian: Persian digits, Toman by name, the creator's own message first.
    expect(result.input_message_content?.message_text).toBe(
      'Nowruz gift\n\n🎁 با این چک ۱٬۰۰۰ تومان هدیه بگیرید!',
    );
    expect(button).toEqual({ text: 'باز کردن', url: `${LINK}?startapp=c-${cheque.id}` });
  });

  it('carries a claimer as the referrer (c-<id>-r<claimer>), and nobody for a user who has not claimed it', async () => {
    const creator = await person({ toman: '100000' });
    const cheque = await activeCheque(creator.api, PRIZES);
    const claimer = await telegramPerson();
    await claim(t, claimer, cheque.id, null);
    await claimer.api.adChequePreparedMessage({ params: { id: cheque.id } });
    expect(preparedAsk().button.url).toBe(`${LINK}?startapp=c-${cheque.id}-r${claimer.id}`);
    expect(preparedAsk().params.user_id).toBe(claimer.telegramId);

    telegram.asked = [];
    const onlooker = await telegramPerson();
    await onlooker.api.adChequePreparedMessage({ params: { id: cheque.id } });
    expect(preparedAsk().button.url).toBe(`${LINK}?startapp=c-${cheque.id}`);
  });

  it('refuses a user with no Telegram account (422 TELEGRAM_ACCOUNT_NEEDED) without asking Telegram', async () => {
    const creator = await person({ toman: '100000' });
    const cheque = await activeCheque(creator.api, PRIZES);
    const error = await apiFailure(creator.api.adChequePreparedMessage({ params: { id: cheque.id } }));
    expect([error.status, error.codeString]).toEqual([422, 'TELEGRAM_ACCOUNT_NEEDED']);
    expect(error.localizedMessage).toBeTruthy();
    expect(telegram.asked).toEqual([]);
  });

  it('refuses a cheque that is not ACTIVE (409) and one that does not exist (404)', async () => {
    const creator = await telegramPerson('100000');
    const pending = await creator.api.createAdCheque(
      { body: { token: 'IRT', firstLayerReferralPrize: '0', secondLayerReferralPrize: '0', ...PRIZES } },
      moneyKey(),
    );
    const notActive = await apiFailure(creator.api.adChequePreparedMessage({ params: { id: pending.id } }));
    expect([notActive.status, notActive.codeString]).toEqual([409, 'AD_CHEQUE_NOT_ACTIVE']);

    const active = await activeCheque(creator.api, PRIZES);
    await creator.api.deleteAdCheque({ params: { id: active.id } }, moneyKey());
    const deleted = await apiFailure(creator.api.adChequePreparedMessage({ params: { id: active.id } }));
    expect([deleted.status, deleted.codeString]).toEqual([409, 'AD_CHEQUE_NOT_ACTIVE']);

    const unknown = await apiFailure(creator.api.adChequePreparedMessage({ params: { id: '999999999' } }));
    expect([unknown.status, unknown.codeString]).toEqual([404, 'AD_CHEQUE_NOT_FOUND']);
    expect(telegram.asked).toEqual([]);
  });

  it.each([
    ['cannot be reached', 'unreachable', 409, 'TELEGRAM_UNAVAILABLE'],
    ['answers out of the Bot API’s shape', 'malformed', 409, 'TELEGRAM_UNAVAILABLE'],
    ['refuses the message', 'refused', 422, 'TELEGRAM_REFUSED'],
  ] as const)('answers a 4xx when Telegram %s, never a 500', async (_, answer, status, code) => {
    const creator = await telegramPerson('100000');
    const cheque = await activeCheque(creator.api, PRIZES);
    telegram.answer = answer;
    const error = await apiFailure(creator.api.adChequePreparedMessage({ params: { id: cheque.id } }));
    expect([error.status, error.codeString]).toEqual([status, code]);
    expect(error.localizedMessage).toBeTruthy();
  });

  it('needs a session (401)', async () => {
    const error = await apiFailure(t.api().adChequePreparedMessage({ params: { id: '1' } }));
    expect(error.status).toBe(401);
  });
});

describe('POST /v1/giveaway/{id}/prepared-message', () => {
  it('prepares the giveaway’s message for any Telegram user: its words, prizes and an Open button to g-<id>', async () => {
    const creator = await telegramPerson('100000');
    const giveaway = await activeGiveaway(t, creator.api, {
      title: '**Nowruz** giveaway',
      prizes: [{ count: 2, amount: '5000' }],
    });
    const prepared = await creator.api.giveawayPreparedMessage({ params: { id: giveaway.id } });
    expect(prepared.preparedMessageId).toBe('prep-1');
    const { params, result, button } = preparedAsk();
    expect(params).toMatchObject({ user_id: creator.telegramId, allow_group_chats: true });
    expect(result.id).toBe(`g-${giveaway.id}`);
    expect(result.input_message_content?.message_text).toBe(
      'Nowruz giveaway\n\n🎉 در این قرعه‌کشی شرکت کنید!',
    );
    expect(button).toEqual({ text: 'باز کردن', url: `${LINK}?startapp=g-${giveaway.id}` });

    telegram.asked = [];
    const onlooker = await telegramPerson();
    await onlooker.api.giveawayPreparedMessage({ params: { id: giveaway.id } });
    expect(preparedAsk().params.user_id).toBe(onlooker.telegramId);
    expect(preparedAsk().button.url).toBe(`${LINK}?startapp=g-${giveaway.id}`);
  });

  it('refuses a giveaway not open to join (409), an unknown one (404) and a user without Telegram (422), asking Telegram nothing', async () => {
    const creator = await telegramPerson('100000');
    const pending = await creator.api.createGiveaway(
      { body: { dataString: JSON.stringify(giveawayData(t)), banner: new Blob([PNG]) } },
      moneyKey(),
    );
    const notActive = await apiFailure(creator.api.giveawayPreparedMessage({ params: { id: pending.id } }));
    expect([notActive.status, notActive.codeString]).toEqual([409, 'GIVEAWAY_NOT_ACTIVE']);
    const unknown = await apiFailure(creator.api.giveawayPreparedMessage({ params: { id: '999999999' } }));
    expect([unknown.status, unknown.codeString]).toEqual([404, 'GIVEAWAY_NOT_FOUND']);
    const webOnly = await person();
    const active = await activeGiveaway(t, creator.api);
    const noTelegram = await apiFailure(webOnly.api.giveawayPreparedMessage({ params: { id: active.id } }));
    expect([noTelegram.status, noTelegram.codeString]).toEqual([422, 'TELEGRAM_ACCOUNT_NEEDED']);
    expect(telegram.asked).toEqual([]);
  });

  it('refuses a giveaway past its end (409 GIVEAWAY_ENDED)', async () => {
    const creator = await telegramPerson('100000');
    const giveaway = await activeGiveaway(t, creator.api, {}, 15);
    await t.advanceClock(20 * 60);
    const ended = await apiFailure(creator.api.giveawayPreparedMessage({ params: { id: giveaway.id } }));
    expect([ended.status, ended.codeString]).toEqual([409, 'GIVEAWAY_ENDED']);
  });

  it('answers a 4xx when Telegram cannot be reached (409 TELEGRAM_UNAVAILABLE), never a 500', async () => {
    const creator = await telegramPerson('100000');
    const giveaway = await activeGiveaway(t, creator.api);
    telegram.answer = 'unreachable';
    const error = await apiFailure(creator.api.giveawayPreparedMessage({ params: { id: giveaway.id } }));
    expect([error.status, error.codeString]).toEqual([409, 'TELEGRAM_UNAVAILABLE']);
  });
});

describe('a giveaway’s message where Telegram can reach the API (SANDBOX_PUBLIC_URL)', () => {
  let reachable: TestSandbox;
  beforeAll(async () => {
    reachable = await startTestSandbox({ telegram: fakeBotApi, publicUrl: 'https://api.wallet.example' });
  }, 240_000);
  afterAll(() => reachable.close());

  it('is the banner from the public address, the title and call as its caption, in inline mode and prepared', async () => {
    const telegramId = nextTelegramId++;
    const { token } = await reachable.api().telegramLogin({
      body: {
        telegramData: reachable.telegramInitData({ id: telegramId }),
        deviceInformation: { ...DEVICE, persistentId: `pic-${telegramId}`, fingerprint: `pic-${telegramId}` },
        loginToInitialUser: true,
      },
    });
    for (const [path, method, body] of [
      ['/__sandbox/user/level', 'PUT', { level: 'LEVEL_1_IR' }],
      ['/__sandbox/ledger/credit', 'POST', { token: 'IRT', amount: '100000' }],
    ] as const) {
      expect((await reachable.raw(path, { method, token, body: JSON.stringify(body) })).status).toBe(200);
    }
    const api = reachable.api(token);
    const giveaway = await activeGiveaway(reachable, api);
    const banner = `https://api.wallet.example/v1/giveaway/${giveaway.id}/banner`;

    const { body } = await reachable.raw(`/internal/bot/share-items?telegramId=${telegramId}`, {
      headers: { 'x-bot-token': DEV_BOT_TOKEN },
    });
    expect((body as { items: { photoUrl: string | null }[] }).items.map((item) => item.photoUrl)).toEqual([
      banner,
    ]);

    await api.giveawayPreparedMessage({ params: { id: giveaway.id } });
    const result = preparedAsk().params.result as Record<string, unknown>;
    expect(result).toMatchObject({
      type: 'photo',
      id: `g-${giveaway.id}`,
      photo_url: banner,
      thumbnail_url: banner,
      caption: 'Nowruz giveaway\n\n🎉 در این قرعه‌کشی شرکت کنید!',
    });
  });
});

describe('GET /internal/bot/share-items', () => {
  const itemsOf = (query: Record<string, string>, token: string | null = DEV_BOT_TOKEN) =>
    t.raw(`/internal/bot/share-items?${new URLSearchParams(query).toString()}`, {
      headers: token === null ? {} : { 'x-bot-token': token },
    });

  interface Item {
    target: { kind: string; chequeId: string; referredById: string | null };
    title: string;
    description: string;
    text: string;
    photoUrl: string | null;
  }

  it('refuses a caller without the bot’s token (401)', async () => {
    const telegramId = String(nextTelegramId);
    for (const token of [null, '', 'wrong', `${DEV_BOT_TOKEN}x`]) {
      const { status, body } = await itemsOf({ telegramId }, token);
      expect(status, String(token)).toBe(401);
      expect(body.codeString).toBe('UNAUTHORIZED');
    }
  });

  it.each([
    { telegramId: 'abc' },
    { telegramId: '0' },
    { telegramId: '-5' },
    {},
    { telegramId: '5', query: 'x'.repeat(257) },
    { telegramId: '5', language: 'de' },
  ])('refuses bad input %j with 400 BAD_INPUT_VALUES', async (query) => {
    const { status, body } = await itemsOf(query as Record<string, string>);
    expect(status).toBe(400);
    expect(body.codeString).toBe('BAD_INPUT_VALUES');
  });

  it('gives nothing to a Telegram user with no wallet account', async () => {
    const { status, body } = await itemsOf({ telegramId: '987654321' });
    expect(status).toBe(200);
    expect(body).toEqual({ items: [] });
  });

  it('offers the user’s ACTIVE cheques, newest first, and those they claimed with them as the referrer', async () => {
    const creator = await telegramPerson('1000000');
    const older = await activeCheque(creator.api, PRIZES);
    const newer = await activeCheque(creator.api, { totalPrize: '50000', activationPrize: '2500' });
    await creator.api.createAdCheque(
      { body: { token: 'IRT', firstLayerReferralPrize: '0', secondLayerReferralPrize: '0', ...PRIZES } },
      moneyKey(),
    );
    const gone = await activeCheque(creator.api, PRIZES);
    await creator.api.deleteAdCheque({ params: { id: gone.id } }, moneyKey());
    const other = await person({ toman: '100000' });
    const claimed = await activeCheque(other.api, PRIZES);
    await claim(t, creator, claimed.id, null);

    const { status, body } = await itemsOf({ telegramId: String(creator.telegramId), language: 'en' });
    expect(status).toBe(200);
    const items = (body as { items: Item[] }).items;
    expect(items.map((item) => item.target)).toEqual([
      { kind: 'cheque', chequeId: newer.id, referredById: null },
      { kind: 'cheque', chequeId: older.id, referredById: null },
      { kind: 'cheque', chequeId: claimed.id, referredById: creator.id },
    ]);
    expect(items[0]).toEqual({
      target: { kind: 'cheque', chequeId: newer.id, referredById: null },
      title: 'Gift cheque: 2,500 Toman',
      description: '50,000 Toman left',
      text: '🎁 Claim 2,500 Toman with this cheque!',
      photoUrl: null,
    });
    // What is left follows the pot: one claim took 1,000 of the claimed cheque's 10,000.
    expect(items[2]!.description).toBe('9,000 Toman left');
  });

  it('gives nothing in the name of a user who logged out inside Telegram', async () => {
    const creator = await telegramPerson('100000');
    await activeCheque(creator.api, PRIZES);
    const before = await itemsOf({ telegramId: String(creator.telegramId) });
    expect(before.body.items).toHaveLength(1);
    await creator.api.logout();
    const after = await itemsOf({ telegramId: String(creator.telegramId) });
    expect([after.status, after.body]).toEqual([200, { items: [] }]);
  });

  it('filters by the query, Persian and Arabic digits and grouping read as typed, in the user’s language by default', async () => {
    const creator = await telegramPerson('1000000');
    const small = await activeCheque(creator.api, PRIZES);
    const big = await activeCheque(creator.api, { totalPrize: '50000', activationPrize: '2500' });
    const ask = async (query: string) => {
      const { body } = await itemsOf({ telegramId: String(creator.telegramId), query });
      return (body as { items: Item[] }).items.map((item) => item.target.chequeId);
    };
    expect(await ask('')).toEqual([big.id, small.id]);
    expect(await ask('۲۵۰۰')).toEqual([big.id]);
    expect(await ask('٢٬٥٠٠ تومان')).toEqual([big.id]);
    expect(await ask('1000')).toEqual([small.id]);
    expect(await ask('چک')).toEqual([big.id, small.id]);
    expect(await ask('giveaway')).toEqual([]);
    const { body } = await itemsOf({ telegramId: String(creator.telegramId) });
    expect((body as { items: Item[] }).items[0]!.title).toBe('چک هدیه ۲٬۵۰۰ تومان');
  });

  it('offers the user’s ACTIVE giveaways, their own and those they joined, after their cheques; a start code finds one', async () => {
    const creator = await telegramPerson('1000000');
    const cheque = await activeCheque(creator.api, PRIZES);
    const own = await activeGiveaway(t, creator.api, {
      title: '**Nowruz** [giveaway](https://example.com)',
      prizes: [{ count: 2, amount: '5000' }],
    });
    const other = await telegramPerson('100000');
    const joined = await activeGiveaway(t, other.api);
    await creator.api.participateGiveaway({ params: { id: joined.id } }, moneyKey());
    await activeGiveaway(t, other.api);

    const { body } = await itemsOf({ telegramId: String(creator.telegramId), language: 'en' });
    const items = (body as { items: { target: Record<string, unknown> }[] }).items;
    expect(items.map((item) => item.target)).toEqual([
      { kind: 'cheque', chequeId: cheque.id, referredById: null },
      { kind: 'giveaway', giveawayId: own.id },
      { kind: 'giveaway', giveawayId: joined.id },
    ]);
    expect(items[1]).toEqual({
      target: { kind: 'giveaway', giveawayId: own.id },
      title: 'Giveaway: 10,000 Toman',
      description: '2 winners',
      text: 'Nowruz giveaway\n\n🎉 Join this giveaway!',
      photoUrl: null,
    });
    const byCode = await itemsOf({ telegramId: String(creator.telegramId), query: `g-${own.id}` });
    expect(
      (byCode.body as { items: { target: Record<string, unknown> }[] }).items.map((item) => item.target),
    ).toEqual([{ kind: 'giveaway', giveawayId: own.id }]);
  });
});
