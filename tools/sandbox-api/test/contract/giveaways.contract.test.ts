import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIVEAWAY_BANNER_MAX_BYTES, GIVEAWAY_TITLE_MAX_LENGTH } from '@wallet/api';
import { deliverGiveawayInvoice } from '../../src/giveaways/delivery';
import { invoices } from '../../src/invoices/tables';
import { ledgerEntries } from '../../src/wallet/tables';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import {
  activeGiveaway,
  expectCleanGiveaways,
  fakeTelegram,
  giveawayData,
  PNG,
  postGiveaway,
  PRIVATE_GROUP,
  PUBLIC_CHANNEL,
} from './giveaway-support';
import { balanceOf, payers } from './invoice-support';

// Giveaways from the creator's side (SHOP-09): the multipart create with every field checked, the banner served
// by its bytes, and the GIVEAWAY invoice that puts the prizes into the giveaway's escrow.

let t: TestSandbox;
const telegram = fakeTelegram();
beforeAll(async () => {
  t = await startTestSandbox({ telegram: telegram.api });
}, 240_000);
afterAll(() => t.close());

let creator: ReturnType<typeof payers>;
beforeAll(() => {
  creator = payers(t, '0912771');
});

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50]);

describe('creating a giveaway', () => {
  it('[SHOP-09] keeps every field as multipart, reads Persian digits and resolves limitations with getChat', async () => {
    const { api, token } = await creator();
    const title = '**جایزه** '.padEnd(GIVEAWAY_TITLE_MAX_LENGTH, 'x');
    expect(title).toHaveLength(GIVEAWAY_TITLE_MAX_LENGTH);
    const answer = await postGiveaway(
      t,
      token,
      JSON.stringify(
        giveawayData(t, {
          title,
          prizes: [
            { count: 1, amount: '۱۰٬۰۰۰' },
            { count: 3, amount: '١٠٠٠' },
          ],
          limitations: [{ chat: '@wallet_news' }, { chat: String(PRIVATE_GROUP.id) }],
        }),
      ),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const made = answer.body.result;
    expect(made).toMatchObject({
      title,
      token: 'IRT',
      prizes: [
        { count: 1, amount: '10000' },
        { count: 3, amount: '1000' },
      ],
      totalPrize: '13000',
      limitations: [
        { chat: '@wallet_news', previewName: PUBLIC_CHANNEL.title, url: 'https://t.me/wallet_news' },
        { chat: String(PRIVATE_GROUP.id), previewName: PRIVATE_GROUP.title, url: PRIVATE_GROUP.invite_link },
      ],
      status: 'PENDING',
      participants: 0,
      isCreator: true,
      isParticipating: false,
      draw: null,
      winners: [],
      prizeWon: null,
      returned: '0',
      bannerUrl: `/v1/giveaway/${made.id}/banner`,
    });
    expect((await api.giveaways()).created.map((each) => each.id)).toEqual([made.id]);
  });

  it('[SHOP-09] serves the banner by its bytes without a session, with nosniff and a cache header', async () => {
    const { token } = await creator();
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [PNG, 'image/png'],
      [WEBP, 'image/webp'],
    ] as const) {
      // The name says GIF and the declared type says text: only the bytes count.
      const made = await postGiveaway(
        t,
        token,
        JSON.stringify(giveawayData(t)),
        new Blob([bytes], { type: 'text/plain' }),
        'banner.gif',
      );
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const response = await fetch(`${t.url}${made.body.result.bannerUrl}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toContain('max-age');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    }
    expect((await fetch(`${t.url}/v1/giveaway/999999999/banner`)).status).toBe(404);
    expect((await fetch(`${t.url}/v1/giveaway/abc/banner`)).status).toBe(404);
  });

  const minutes = (n: number) => new Date(t.running.sandbox.clock.nowMs() + n * 60_000).toISOString();
  it.each([
    [
      'a title of 501 characters',
      () => ({ title: 'x'.repeat(GIVEAWAY_TITLE_MAX_LENGTH + 1) }),
      'BAD_INPUT_VALUES',
    ],
    ['an empty title', () => ({ title: '   ' }), 'BAD_INPUT_VALUES'],
    ['an end 5 minutes ahead', () => ({ endsAt: minutes(5) }), 'BAD_INPUT_VALUES'],
    ['an end 31 days ahead', () => ({ endsAt: minutes(31 * 24 * 60) }), 'BAD_INPUT_VALUES'],
    ['an end in the past', () => ({ endsAt: minutes(-60) }), 'BAD_INPUT_VALUES'],
    ['more decimals than Toman has', () => ({ prizes: [{ count: 1, amount: '10.5' }] }), 'BAD_INPUT_VALUES'],
    ['a prize of 0', () => ({ prizes: [{ count: 1, amount: '0' }] }), 'BAD_INPUT_VALUES'],
    ['words for a prize', () => ({ prizes: [{ count: 1, amount: 'lots' }] }), 'BAD_INPUT_VALUES'],
    ['no prize', () => ({ prizes: [] }), 'BAD_INPUT_VALUES'],
    [
      'more than 1000 winners',
      () => ({
        prizes: [
          { count: 1000, amount: '1' },
          { count: 1, amount: '1' },
        ],
      }),
      'BAD_INPUT_VALUES',
    ],
    ['an unknown field', () => ({ colour: 'red' }), 'BAD_INPUT_VALUES'],
    [
      'a chat Telegram does not know',
      () => ({ limitations: [{ chat: '@nobody_here' }] }),
      'GIVEAWAY_CHAT_NOT_FOUND',
    ],
  ])('[SHOP-09] refuses %s with 400 and a codeString', async (_, change, code) => {
    const { token } = await creator();
    const answer = await postGiveaway(t, token, JSON.stringify(giveawayData(t, change())));
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.codeString).toBe(code);
  });

  it('[SHOP-09] refuses an unknown coin with 404 UNKNOWN_COIN', async () => {
    const { token } = await creator();
    const answer = await postGiveaway(t, token, JSON.stringify(giveawayData(t, { token: 'NOPE' })));
    expect(answer.status).toBe(404);
    expect(answer.body.codeString).toBe('UNKNOWN_COIN');
  });

  it.each([
    ['dataString that is not JSON', '{"title":', new Blob([PNG]), 'BAD_INPUT_VALUES'],
    ['JSON that is not an object', '[1,2]', new Blob([PNG]), 'BAD_INPUT_VALUES'],
    [
      'a banner that is text named .png',
      null,
      new Blob(['<svg onload=alert(1)>']),
      'GIVEAWAY_BANNER_INVALID',
    ],
    ['an empty banner', null, new Blob([]), 'GIVEAWAY_BANNER_INVALID'],
    [
      'a RIFF that is not WebP',
      null,
      new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x41, 0x56, 0x49, 0x20])]),
      'GIVEAWAY_BANNER_INVALID',
    ],
    [
      'a banner one byte too big',
      null,
      new Blob([PNG, new Uint8Array(GIVEAWAY_BANNER_MAX_BYTES + 1 - PNG.length)]),
      'GIVEAWAY_BANNER_INVALID',
    ],
  ])('[SHOP-09] refuses %s with 400', async (_, dataString, banner, code) => {
    const { token } = await creator();
    const answer = await postGiveaway(t, token, dataString ?? JSON.stringify(giveawayData(t)), banner);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.codeString).toBe(code);
  });

  it('refuses a form with no banner, a banner sent as text, or no dataString with 400, never a 500', async () => {
    const { token } = await creator();
    const send = async (fill: (form: FormData) => void) => {
      const form = new FormData();
      fill(form);
      const response = await fetch(`${t.url}/v1/giveaway`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': moneyKey().idempotencyKey },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { codeString?: string } };
    };
    const data = JSON.stringify(giveawayData(t));
    for (const fill of [
      (form: FormData) => form.set('dataString', data),
      (form: FormData) => {
        form.set('dataString', data);
        form.set('banner', 'not a file');
      },
      (form: FormData) => form.set('banner', new Blob([PNG]), 'banner.png'),
    ]) {
      const answer = await send(fill);
      expect(answer.status).toBe(400);
      expect(answer.body.codeString).toEqual(expect.any(String));
    }
  });

  it('accepts a banner of exactly the largest size', async () => {
    const { token } = await creator();
    const banner = new Blob([PNG, new Uint8Array(GIVEAWAY_BANNER_MAX_BYTES - PNG.length)]);
    const answer = await postGiveaway(t, token, JSON.stringify(giveawayData(t)), banner);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it('answers 422 TELEGRAM_UNAVAILABLE, not a 500, when Telegram cannot be reached for a limitation', async () => {
    const { token } = await creator();
    telegram.state.isReachable = false;
    try {
      const answer = await postGiveaway(
        t,
        token,
        JSON.stringify(giveawayData(t, { limitations: [{ chat: '@wallet_news' }] })),
      );
      expect(answer.status).toBe(422);
      expect(answer.body.codeString).toBe('TELEGRAM_UNAVAILABLE');
    } finally {
      telegram.state.isReachable = true;
    }
  });
});

describe('paying a giveaway', () => {
  it('[SHOP-09] a GIVEAWAY invoice of totalPrize makes it ACTIVE with its prizes in escrow and a seed hash', async () => {
    const { api } = await creator({ toman: '100000' });
    const giveaway = await activeGiveaway(t, api, { prizes: [{ count: 2, amount: '7000' }] });
    expect(giveaway).toMatchObject({ status: 'ACTIVE', totalPrize: '14000' });
    expect(giveaway.draw?.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(giveaway.draw?.seed).toBeNull();
    expect(await balanceOf(api, 'IRT')).toBe('86000');
    await expectCleanGiveaways(t);
  });

  it('[SHOP-09] a Tether giveaway is priced in Toman and its escrow holds the Tether bought for it', async () => {
    const { api } = await creator({ toman: '50000000' });
    const giveaway = await activeGiveaway(t, api, { token: 'USDT', prizes: [{ count: 2, amount: '۱٫۲۵' }] });
    expect(giveaway).toMatchObject({ status: 'ACTIVE', token: 'USDT', totalPrize: '2.5' });
    expect(Number(await balanceOf(api, 'IRT'))).toBeLessThan(50000000);
    expect(await balanceOf(api, 'USDT')).toBe('0');
    await expectCleanGiveaways(t);
  });

  it('gives the same waiting invoice on a second tap, and 409 GIVEAWAY_NOT_PENDING once paid', async () => {
    const { api } = await creator({ toman: '100000' });
    const made = await api.createGiveaway(
      { body: { dataString: JSON.stringify(giveawayData(t)), banner: new Blob([PNG]) } },
      moneyKey(),
    );
    const first = await api.payGiveaway({ params: { id: made.id } }, moneyKey());
    const second = await api.payGiveaway({ params: { id: made.id } }, moneyKey());
    expect(second.id).toBe(first.id);
    expect(first).toMatchObject({ type: 'GIVEAWAY', status: 'PENDING' });
    await api.payPaymentInvoice({ params: { id: first.id }, body: { method: 'IRT_BALANCE' } }, moneyKey());
    const refused = await apiFailure(api.payGiveaway({ params: { id: made.id } }, moneyKey()));
    expect(refused.status).toBe(409);
    expect(refused.codeString).toBe('GIVEAWAY_NOT_PENDING');
    const deleted = await apiFailure(api.deleteGiveaway({ params: { id: made.id } }, moneyKey()));
    expect(deleted.codeString).toBe('GIVEAWAY_NOT_PENDING');
    await expectCleanGiveaways(t);
  });

  it("another user neither pays nor deletes someone's giveaway: 404", async () => {
    const owner = await creator();
    const other = await creator();
    const made = await owner.api.createGiveaway(
      { body: { dataString: JSON.stringify(giveawayData(t)), banner: new Blob([PNG]) } },
      moneyKey(),
    );
    expect((await apiFailure(other.api.payGiveaway({ params: { id: made.id } }, moneyKey()))).status).toBe(
      404,
    );
    expect((await apiFailure(other.api.deleteGiveaway({ params: { id: made.id } }, moneyKey()))).status).toBe(
      404,
    );
    expect((await apiFailure(other.api.giveaway({ params: { id: '999999999' } }))).codeString).toBe(
      'GIVEAWAY_NOT_FOUND',
    );
  });

  it('deleting a PENDING giveaway cancels it and its unpaid invoice', async () => {
    const { api } = await creator();
    const made = await api.createGiveaway(
      { body: { dataString: JSON.stringify(giveawayData(t)), banner: new Blob([PNG]) } },
      moneyKey(),
    );
    const invoice = await api.payGiveaway({ params: { id: made.id } }, moneyKey());
    const deleted = await api.deleteGiveaway({ params: { id: made.id } }, moneyKey());
    expect(deleted.status).toBe('CANCELED');
    expect((await api.paymentInvoice({ params: { id: invoice.id } })).invoice.status).toBe('CANCELED');
  });

  it('an invoice paid after its giveaway ended or was canceled stays PAID, for the invoice escrow to return', async () => {
    const db = t.running.sandbox.db;
    const { api } = await creator();
    for (const ending of ['past endsAt', 'deleted'] as const) {
      const made = await api.createGiveaway(
        { body: { dataString: JSON.stringify(giveawayData(t)), banner: new Blob([PNG]) } },
        moneyKey(),
      );
      const invoice = await api.payGiveaway({ params: { id: made.id } }, moneyKey());
      const [row] = await db
        .select()
        .from(invoices)
        .where(eq(invoices.id, Number(invoice.id)));
      let at = new Date(Date.parse(made.endsAt) + 1000);
      if (ending === 'deleted') {
        await api.deleteGiveaway({ params: { id: made.id } }, moneyKey());
        at = t.running.sandbox.clock.now();
      }
      const delivered = await deliverGiveawayInvoice(db, { ...row!, status: 'PAID' }, at);
      expect(delivered.status).toBe('PAID');
      expect((await api.giveaway({ params: { id: made.id } })).status).not.toBe('ACTIVE');
      const funding = await db
        .select()
        .from(ledgerEntries)
        .where(like(ledgerEntries.description, `Giveaway ${made.id} paid by%`));
      expect(funding).toEqual([]);
    }
  });
});
