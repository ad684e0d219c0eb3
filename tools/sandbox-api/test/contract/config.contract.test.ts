import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FEATURE_FLAGS } from '@wallet/api';
import { attributions, fcmTokens, gaClientIds, leads, pushSubscriptions } from '../../src/db/schema';
import { startTestSandbox, type TestSandbox } from '../harness';
import { failure } from './failure';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = (await t.login('09120000001')).token;
});
afterAll(() => t.close());

const SPEC_COINS = [
  'USD',
  'USDT',
  'TRX',
  'IRT',
  'BTC',
  'ETH',
  'TON',
  'BNB',
  'SNX',
  'ADA',
  'AVAX',
  'DOGE',
  'SHIB',
  'SOL',
  'XRP',
  'NOT',
  'HMSTR',
  'XAUT',
];

describe('global configuration', () => {
  it('[API-05] answers anonymous clients with every coin of the spec and the flags that are on', async () => {
    const config = await t.api().globalConfigs();
    expect(config.coins.map((c) => c.token)).toEqual(SPEC_COINS);
    expect(config.featuresList.length).toBeGreaterThan(0);
    for (const flag of config.featuresList) expect(FEATURE_FLAGS).toContain(flag);
    const btc = config.coins.find((c) => c.token === 'BTC');
    expect(btc?.networks[0]).toMatchObject({ network: 'BTC', supportMemo: false });
  });

  it('reflects a flag switched by the sandbox control', async () => {
    await t.raw('/__sandbox/flags/RIAL_PREVIEW_LIMIT', {
      method: 'PUT',
      body: JSON.stringify({ enabled: true }),
    });
    expect((await t.api(token).globalConfigs()).featuresList).toContain('RIAL_PREVIEW_LIMIT');
    await t.raw('/__sandbox/flags/RIAL_PREVIEW_LIMIT', {
      method: 'PUT',
      body: JSON.stringify({ enabled: false }),
    });
    expect((await t.api(token).globalConfigs()).featuresList).not.toContain('RIAL_PREVIEW_LIMIT');
  });

  it('answers 401 to a revoked token, so the client clears its session before retrying', async () => {
    const { token: old } = await t.login('09120000002');
    await t.api(old).logout();
    const error = await failure(t.api(old).globalConfigs());
    expect(error.status).toBe(401);
  });
});

describe('banners, mirror, utm and campaigns', () => {
  it('lists banners, one named ISWAP and one without a link', async () => {
    const banners = await t.api(token).banners();
    expect(banners.some((b) => b.name === 'ISWAP')).toBe(true);
    expect(banners.some((b) => b.link === null)).toBe(true);
  });

  it('mirrors what the server sees of the request', async () => {
    const mirror = await t.api().requestMirror();
    expect(mirror).toMatchObject({ country: 'IR', isIranianIp: true, platform: 'WEB', os: 'LINUX' });
    const { body } = await t.raw('/v1/utils/request/mirror', { headers: { 'X-Sandbox-Country': 'DE' } });
    expect(body.result.isIranianIp).toBe(false);
  });

  it('looks up a UTM campaign and answers 404 UTM_NOT_FOUND for an unknown code', async () => {
    expect(await t.api(token).utm({ params: { code: 'yalda-1405' } })).toMatchObject({
      campaign: 'yalda',
      isActive: true,
    });
    const error = await failure(t.api(token).utm({ params: { code: 'nope' } }));
    expect(error.status).toBe(404);
    expect(error.codeString).toBe('UTM_NOT_FOUND');
  });

  it('reports the fee-free campaign with its remaining allowance', async () => {
    const status = await t.api(token).feeFreeCampaignStatus();
    expect(status).toMatchObject({ isActive: true, remainingFeeFreeVolumeUsd: '1000' });
    expect(Date.parse(status.endsAt)).toBeGreaterThan(Date.parse(status.startsAt));
  });
});

describe('notifications, attribution and leads are stored', () => {
  it('stores the push subscription and the FCM token of the session, replacing older ones', async () => {
    const me = await t.api(token).whoami();
    await t.api(token).setWebPushSubscription({
      body: { endpoint: 'https://push.example/1', p256dh: 'key', auth: 'secret' },
    });
    await t.api(token).setWebPushSubscription({
      body: { endpoint: 'https://push.example/2', p256dh: 'key2', auth: 'secret2' },
    });
    const subs = await t.running.sandbox.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.sessionId, Number(me.sessionId)));
    expect(subs).toHaveLength(1);
    expect(subs[0]?.endpoint).toBe('https://push.example/2');

    await t.api(token).setFcmToken({ body: { token: 'fcm-abc', version: 'V2' } });
    const [fcm] = await t.running.sandbox.db
      .select()
      .from(fcmTokens)
      .where(eq(fcmTokens.sessionId, Number(me.sessionId)));
    expect(fcm).toMatchObject({ token: 'fcm-abc', version: 'V2' });
  });

  it('stores the attribution and the analytics client id', async () => {
    const me = await t.api(token).whoami();
    await t
      .api(token)
      .storeAdtrace({ body: { attribution: { network: 'telegram', campaign: 'launch', adgroup: null } } });
    const [stored] = await t.running.sandbox.db
      .select()
      .from(attributions)
      .where(eq(attributions.userId, Number(me.id)));
    expect(stored?.attribution).toEqual({ network: 'telegram', campaign: 'launch', adgroup: null });
    await t.api(token).setGaClientId({ body: { clientId: 'GA1.1.123.456' } });
    const [ga] = await t.running.sandbox.db
      .select()
      .from(gaClientIds)
      .where(eq(gaClientIds.userId, Number(me.id)));
    expect(ga?.clientId).toBe('GA1.1.123.456');
  });

  it('records a lead with type PHONE by default', async () => {
    const lead = await t.api(token).createLead({ body: { campaign: 'gold-box', data: '09120000001' } });
    const [row] = await t.running.sandbox.db
      .select()
      .from(leads)
      .where(eq(leads.id, Number(lead.id)));
    expect(row).toMatchObject({ campaign: 'gold-box', type: 'PHONE', data: '09120000001' });
  });
});
