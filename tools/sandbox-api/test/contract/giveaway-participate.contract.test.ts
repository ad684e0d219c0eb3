import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveawayParticipants } from '../../src/giveaways/tables';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import {
  activeGiveaway,
  expectCleanGiveaways,
  fakeTelegram,
  giveawayData,
  PNG,
  PRIVATE_GROUP,
  PUBLIC_CHANNEL,
  telegramUsers,
} from './giveaway-support';
import { payers } from './invoice-support';

// Joining a giveaway (SHOP-09): each limitation asked of Telegram's getChatMember for the user's Telegram account,
// one participation per user however many joins arrive together.

const telegram = fakeTelegram();
let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({ telegram: telegram.api });
}, 240_000);
afterAll(() => t.close());

let creator: ReturnType<typeof payers>;
let joiner: ReturnType<typeof telegramUsers>;
beforeAll(() => {
  creator = payers(t, '0912773');
  joiner = telegramUsers(t, 872_000_001);
});

const LIMITED = { limitations: [{ chat: '@wallet_news' }, { chat: String(PRIVATE_GROUP.id) }] };

const limitedGiveaway = async () => {
  const { api } = await creator({ toman: '100000' });
  return { creator: api, giveaway: await activeGiveaway(t, api, LIMITED) };
};

describe('joining a giveaway', () => {
  it('[SHOP-09] lets in a member of every chat (a restricted member too) and lists it as joined', async () => {
    const { giveaway } = await limitedGiveaway();
    const user = await joiner();
    telegram.setMember(PUBLIC_CHANNEL.id, user.telegramId, { status: 'member' });
    telegram.setMember(PRIVATE_GROUP.id, user.telegramId, { status: 'restricted', is_member: true });
    const joined = await user.api.participateGiveaway({ params: { id: giveaway.id } }, moneyKey());
    expect(joined).toMatchObject({ participants: 1, isParticipating: true, isCreator: false });
    expect(joined.participantCode).toMatch(/\S+/);
    const list = await user.api.giveaways();
    expect(list.created).toEqual([]);
    expect(list.joined.map((each) => each.id)).toEqual([giveaway.id]);
    await expectCleanGiveaways(t);
  });

  it.each([
    ['has left one chat', { status: 'left' }],
    ['was kicked', { status: 'kicked' }],
    ['is restricted and not a member', { status: 'restricted', is_member: false }],
  ])('[SHOP-09] refuses 422 GIVEAWAY_LIMITATION_NOT_MET to a user who %s', async (_, member) => {
    const { giveaway } = await limitedGiveaway();
    const user = await joiner();
    telegram.setMember(PUBLIC_CHANNEL.id, user.telegramId, { status: 'administrator' });
    telegram.setMember(PRIVATE_GROUP.id, user.telegramId, member);
    const refused = await apiFailure(
      user.api.participateGiveaway({ params: { id: giveaway.id } }, moneyKey()),
    );
    expect(refused.status).toBe(422);
    expect(refused.codeString).toBe('GIVEAWAY_LIMITATION_NOT_MET');
    expect((await user.api.giveaway({ params: { id: giveaway.id } })).participants).toBe(0);
  });

  it('[SHOP-09] refuses the creator with 422 GIVEAWAY_OWN', async () => {
    const { api } = await creator({ toman: '100000' });
    const giveaway = await activeGiveaway(t, api);
    const refused = await apiFailure(api.participateGiveaway({ params: { id: giveaway.id } }, moneyKey()));
    expect(refused.status).toBe(422);
    expect(refused.codeString).toBe('GIVEAWAY_OWN');
  });

  it('[SHOP-09] answers a second join with the same participation', async () => {
    const { giveaway } = await limitedGiveaway();
    const user = await joiner();
    telegram.setMember(PUBLIC_CHANNEL.id, user.telegramId, { status: 'creator' });
    telegram.setMember(PRIVATE_GROUP.id, user.telegramId, { status: 'member' });
    const first = await user.api.participateGiveaway({ params: { id: giveaway.id } }, moneyKey());
    // Leaving the chat afterwards does not undo the participation made.
    telegram.setMember(PRIVATE_GROUP.id, user.telegramId, { status: 'left' });
    const second = await user.api.participateGiveaway({ params: { id: giveaway.id } }, moneyKey());
    expect(second.participantCode).toBe(first.participantCode);
    expect(second.participants).toBe(1);
  });

  it('[SHOP-09] refuses 422 TELEGRAM_ACCOUNT_NEEDED to a user with no Telegram account when there are limitations', async () => {
    const { giveaway } = await limitedGiveaway();
    const { api } = await creator();
    const refused = await apiFailure(api.participateGiveaway({ params: { id: giveaway.id } }, moneyKey()));
    expect(refused.status).toBe(422);
    expect(refused.codeString).toBe('TELEGRAM_ACCOUNT_NEEDED');
    // With no limitation, nothing is asked of Telegram and the same user joins.
    const owner = await creator({ toman: '100000' });
    const open = await activeGiveaway(t, owner.api);
    expect((await api.participateGiveaway({ params: { id: open.id } }, moneyKey())).isParticipating).toBe(
      true,
    );
  });

  it('answers 422 TELEGRAM_UNAVAILABLE, not a 500, when Telegram cannot be reached, and joins once it can', async () => {
    const { giveaway } = await limitedGiveaway();
    const user = await joiner();
    telegram.setMember(PUBLIC_CHANNEL.id, user.telegramId, { status: 'member' });
    telegram.setMember(PRIVATE_GROUP.id, user.telegramId, { status: 'member' });
    telegram.state.isReachable = false;
    try {
      const refused = await apiFailure(
        user.api.participateGiveaway({ params: { id: giveaway.id } }, moneyKey()),
      );
      expect(refused.status).toBe(422);
      expect(refused.codeString).toBe('TELEGRAM_UNAVAILABLE');
    } finally {
      telegram.state.isReachable = true;
    }
    expect(
      (await user.api.participateGiveaway({ params: { id: giveaway.id } }, moneyKey())).participants,
    ).toBe(1);
  });

  it('asks Telegram outside the call’s transaction: while Telegram is slow, the sandbox answers other calls', async () => {
    const { giveaway } = await limitedGiveaway();
    const user = await joiner();
    telegram.setMember(PUBLIC_CHANNEL.id, user.telegramId, { status: 'member' });
    telegram.setMember(PRIVATE_GROUP.id, user.telegramId, { status: 'member' });
    let release = () => {};
    telegram.state.gate = new Promise((resolve) => (release = resolve));
    const asked = telegram.state.calls.length;
    const joining = user.api.participateGiveaway({ params: { id: giveaway.id } }, moneyKey());
    const creating = user.api.createGiveaway(
      { body: { dataString: JSON.stringify(giveawayData(t, LIMITED)), banner: new Blob([PNG]) } },
      moneyKey(),
    );
    try {
      await expect
        .poll(() => telegram.state.calls.length - asked, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(2);
      // Both calls wait on Telegram; on one database connection (PGlite) a transaction held meanwhile would stall
      // these, which read and write (a new user is made, its balance credited).
      const other = await creator({ toman: '1000' });
      expect((await other.api.giveaways()).created).toEqual([]);
    } finally {
      telegram.state.gate = null;
      release();
    }
    expect((await joining).isParticipating).toBe(true);
    expect((await creating).status).toBe('PENDING');
  });

  it('refuses a giveaway not paid yet (409 GIVEAWAY_NOT_ACTIVE) and an unknown one (404)', async () => {
    const { api } = await creator();
    const made = await api.createGiveaway(
      { body: { dataString: JSON.stringify(giveawayData(t)), banner: new Blob([PNG]) } },
      moneyKey(),
    );
    const user = await joiner();
    const pending = await apiFailure(user.api.participateGiveaway({ params: { id: made.id } }, moneyKey()));
    expect(pending.status).toBe(409);
    expect(pending.codeString).toBe('GIVEAWAY_NOT_ACTIVE');
    const unknown = await apiFailure(
      user.api.participateGiveaway({ params: { id: '999999999' } }, moneyKey()),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.codeString).toBe('GIVEAWAY_NOT_FOUND');
  });

  it('[SHOP-09] 50 parallel joins by one user make one participation, all with the same code', async () => {
    const { giveaway } = await limitedGiveaway();
    const user = await joiner();
    telegram.setMember(PUBLIC_CHANNEL.id, user.telegramId, { status: 'member' });
    telegram.setMember(PRIVATE_GROUP.id, user.telegramId, { status: 'member' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        user.api.participateGiveaway({ params: { id: giveaway.id } }, moneyKey()),
      ),
    );
    const codes = new Set(answers.map((answer) => answer.participantCode));
    expect(codes.size).toBe(1);
    expect([...codes][0]).toMatch(/\S+/);
    const rows = await t.running.sandbox.db
      .select()
      .from(giveawayParticipants)
      .where(eq(giveawayParticipants.giveawayId, Number(giveaway.id)));
    expect(rows).toHaveLength(1);
    expect((await user.api.giveaway({ params: { id: giveaway.id } })).participants).toBe(1);
    await expectCleanGiveaways(t);
  });
});
