import { asc, eq } from 'drizzle-orm';
import type { FeatureFlag } from '@wallet/api';
import type { HandlersOf } from '../context';
import {
  attributions,
  banners,
  coins,
  fcmTokens,
  featureFlags,
  feeFreeCampaigns,
  gaClientIds,
  leads,
  pushSubscriptions,
  utmCampaigns,
} from './tables';
import { canonicalDecimal } from '../decimal';
import { localizedBannerSrc } from './banner-art';
import { ApiFailure } from '../errors';

const OK = { ok: true } as const;

export const configHandlers: HandlersOf<
  | 'setWebPushSubscription'
  | 'setFcmToken'
  | 'storeAdtrace'
  | 'setGaClientId'
  | 'globalConfigs'
  | 'banners'
  | 'requestMirror'
  | 'createLead'
  | 'utm'
  | 'feeFreeCampaignStatus'
> = {
  async setWebPushSubscription({ sb, db, input, auth }) {
    const values = { ...input.body, userId: auth.user.id, updatedAt: sb.clock.now() };
    await db
      .insert(pushSubscriptions)
      .values({ sessionId: auth.session.id, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.sessionId, set: values });
    return OK;
  },
  async setFcmToken({ sb, db, input, auth }) {
    const values = {
      token: input.body.token,
      version: input.body.version,
      userId: auth.user.id,
      updatedAt: sb.clock.now(),
    };
    await db
      .insert(fcmTokens)
      .values({ sessionId: auth.session.id, ...values })
      .onConflictDoUpdate({ target: fcmTokens.sessionId, set: values });
    return OK;
  },
  async storeAdtrace({ sb, db, input, auth }) {
    const values = { attribution: input.body.attribution, updatedAt: sb.clock.now() };
    await db
      .insert(attributions)
      .values({ userId: auth.user.id, ...values })
      .onConflictDoUpdate({ target: attributions.userId, set: values });
    return OK;
  },
  async setGaClientId({ sb, db, input, auth }) {
    const values = { clientId: input.body.clientId, userId: auth.user.id, updatedAt: sb.clock.now() };
    await db
      .insert(gaClientIds)
      .values({ sessionId: auth.session.id, ...values })
      .onConflictDoUpdate({ target: gaClientIds.sessionId, set: values });
    return OK;
  },
  async globalConfigs({ db }) {
    const coinRows = await db.select({ config: coins.config }).from(coins).orderBy(asc(coins.position));
    const flags = await db
      .select({ name: featureFlags.name })
      .from(featureFlags)
      .where(eq(featureFlags.enabled, true))
      .orderBy(asc(featureFlags.name));
    return { coins: coinRows.map((r) => r.config), featuresList: flags.map((f) => f.name as FeatureFlag) };
  },
  async banners({ db, request, auth }) {
    const rows = await db.select().from(banners).orderBy(asc(banners.position));
    // The artwork in the caller's language: the user's, or the one the page asks in.
    const language = auth?.user.language ?? request.language;
    return rows.map((b) => ({
      src: localizedBannerSrc(b.src, language),
      name: b.name,
      link: b.link,
      linkTarget: b.linkTarget as 'INTERNAL' | 'EXTERNAL' | 'TELEGRAM' | null,
    }));
  },
  async requestMirror({ request }) {
    return {
      ip: request.ip,
      country: request.country,
      isIranianIp: request.country === 'IR',
      userAgent: request.userAgent,
      platform: request.platform,
      os: request.os,
      timezone: request.timezone,
    };
  },
  async createLead({ sb, db, input, auth }) {
    const [lead] = await db
      .insert(leads)
      .values({ userId: auth.user.id, ...input.body, createdAt: sb.clock.now() })
      .returning();
    if (!lead) throw new Error('Lead not stored');
    return { id: String(lead.id), createdAt: lead.createdAt.toISOString() };
  },
  async utm({ db, input }) {
    const [campaign] = await db.select().from(utmCampaigns).where(eq(utmCampaigns.code, input.params.code));
    if (!campaign) throw new ApiFailure(404, 'UTM_NOT_FOUND');
    return campaign;
  },
  async feeFreeCampaignStatus({ sb, db }) {
    const [campaign] = await db.select().from(feeFreeCampaigns).orderBy(asc(feeFreeCampaigns.id)).limit(1);
    if (!campaign) throw new ApiFailure(404, 'NOT_FOUND');
    const now = sb.clock.nowMs();
    return {
      isActive: campaign.startsAt.getTime() <= now && now < campaign.endsAt.getTime(),
      startsAt: campaign.startsAt.toISOString(),
      endsAt: campaign.endsAt.toISOString(),
      // No trades exist yet in the sandbox, so the whole allowance remains.
      remainingFeeFreeVolumeUsd: canonicalDecimal(campaign.volumePerUserUsd),
    };
  },
};
