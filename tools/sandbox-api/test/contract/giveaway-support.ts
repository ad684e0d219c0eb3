import { expect } from 'vitest';
import type { Giveaway, WalletApi } from '@wallet/api';
import type { GiveawayEscrowAudit } from '../../src/giveaways/escrow-audit';
import { TelegramApiError, TelegramUnreachable, type TelegramBotApi } from '../../src/telegram/bot-api';
import { DEVICE, moneyKey, type TestSandbox } from '../harness';
import { control, expectCleanLedger } from './invoice-support';

// What the giveaway contract tests share: a Telegram that knows two chats and who is in them, users who come in
// through Telegram, a giveaway made as multipart and paid from the creator's Toman balance, and the audits.

export const PUBLIC_CHANNEL = {
  id: -1001000000777,
  type: 'channel',
  title: 'Wallet news',
  username: 'wallet_news',
};
export const PRIVATE_GROUP = {
  id: -1001000000888,
  type: 'supergroup',
  title: 'Friends',
  invite_link: 'https://t.me/+friends',
};

/** Telegram as the tests play it: getChat and getChatMember over two chats, and a switch to make it unreachable. */
export function fakeTelegram() {
  const members = new Map<number, Map<number, { status: string; is_member?: boolean }>>();
  /** `gate`, while set, holds every answer until it resolves: Telegram slow to answer. */
  const state = { isReachable: true, calls: [] as string[], gate: null as Promise<void> | null };
  const chatOf = (chatId: unknown) => {
    const chat = [PUBLIC_CHANNEL, PRIVATE_GROUP].find(
      (each) => String(each.id) === String(chatId) || ('username' in each && `@${each.username}` === chatId),
    );
    if (!chat) throw new TelegramApiError(400, 'Bad Request: chat not found');
    return chat;
  };
  const api: TelegramBotApi = {
    async call<T>(method: string, params: Record<string, unknown>): Promise<T> {
      state.calls.push(method);
      if (state.gate) await state.gate;
      if (!state.isReachable) throw new TelegramUnreachable(`${method}: connection refused`);
      if (method === 'getChat') return chatOf(params.chat_id) as T;
      if (method === 'getChatMember') {
        const chat = chatOf(params.chat_id);
        const member = members.get(chat.id)?.get(Number(params.user_id));
        return (member ?? { status: 'left' }) as T;
      }
      throw new TelegramApiError(404, 'Not Found');
    },
  };
  return {
    api,
    state,
    setMember(chatId: number, userId: number, member: { status: string; is_member?: boolean }) {
      if (!members.has(chatId)) members.set(chatId, new Map());
      members.get(chatId)!.set(userId, member);
    },
  };
}

/** New users who come in through Telegram, each with a Telegram id and first name of their own. */
export function telegramUsers(t: TestSandbox, firstId: number) {
  let next = firstId;
  return async (firstName = 'Zahra'): Promise<{ api: WalletApi; token: string; telegramId: number }> => {
    const telegramId = next++;
    const answer = await t.raw('/v1/authentication/telegram-webapp', {
      method: 'POST',
      body: JSON.stringify({
        telegramData: t.telegramInitData({ id: telegramId, first_name: firstName }),
        deviceInformation: DEVICE,
        loginToInitialUser: true,
      }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { token } = answer.body.result as { token: string };
    return { api: t.api(token), token, telegramId };
  };
}

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** The fields of a giveaway ending `minutes` after the sandbox's now. */
export function giveawayData(t: TestSandbox, change: Record<string, unknown> = {}, minutes = 60) {
  return {
    title: '**Nowruz** giveaway',
    endsAt: new Date(t.running.sandbox.clock.nowMs() + minutes * 60_000).toISOString(),
    token: 'IRT',
    prizes: [{ count: 1, amount: '5000' }],
    limitations: [],
    ...change,
  };
}

/** POST /v1/giveaway as a browser posts a form: the raw answer, for the refusals. */
export async function postGiveaway(
  t: TestSandbox,
  token: string,
  dataString: string,
  banner: Blob = new Blob([PNG]),
  fileName = 'banner.png',
) {
  const form = new FormData();
  form.set('dataString', dataString);
  form.set('banner', banner, fileName);
  const response = await fetch(`${t.url}/v1/giveaway`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': moneyKey().idempotencyKey },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** A giveaway made through the typed client and paid from the creator's Toman balance: ACTIVE. */
export async function activeGiveaway(
  t: TestSandbox,
  creator: WalletApi,
  change: Record<string, unknown> = {},
  minutes = 60,
): Promise<Giveaway> {
  const made = await creator.createGiveaway(
    { body: { dataString: JSON.stringify(giveawayData(t, change, minutes)), banner: new Blob([PNG]) } },
    moneyKey(),
  );
  const invoice = await creator.payGiveaway({ params: { id: made.id } }, moneyKey());
  const paid = await creator.payPaymentInvoice(
    { params: { id: invoice.id }, body: { method: 'IRT_BALANCE' } },
    moneyKey(),
  );
  expect(paid.invoice.status).toBe('DELIVERED');
  return creator.giveaway({ params: { id: made.id } });
}

/** The ledger's and the invoice escrow's audits clean, and every giveaway's escrow exactly its unpaid prizes. */
export async function expectCleanGiveaways(t: TestSandbox): Promise<void> {
  await expectCleanLedger(t);
  expect((await control(t, 'ledger/audit', 'GET')) as GiveawayEscrowAudit).toMatchObject({
    giveawayEscrowMismatched: 0,
    giveawayEscrowOrphans: 0,
  });
}
