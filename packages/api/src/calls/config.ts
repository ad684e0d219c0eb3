import { z } from 'zod';
import { defineCall } from '../define';
import { banner, globalConfig } from '../schemas/coins';
import { isoDateTime } from '../schemas/primitives';

const TAGS = ['Notifications, attribution, configuration'] as const;
const ok = z.object({ ok: z.literal(true) });

export const configCalls = {
  setWebPushSubscription: defineCall({
    method: 'PATCH',
    path: '/v1/notification/web-push-subscription',
    summary: 'Store the browser push subscription of this session',
    auth: 'user',
    tags: TAGS,
    body: z
      .object({
        endpoint: z.url().max(2048),
        p256dh: z.string().min(1).max(256),
        auth: z.string().min(1).max(128),
      })
      .strict(),
    response: ok,
  }),
  setFcmToken: defineCall({
    method: 'PATCH',
    path: '/v1/notification/fcm-token',
    summary: 'Store the Android push token (V2 from app version code 16)',
    auth: 'user',
    tags: TAGS,
    body: z.object({ token: z.string().min(1).max(4096), version: z.enum(['V1', 'V2']) }).strict(),
    response: ok,
  }),
  storeAdtrace: defineCall({
    method: 'PUT',
    path: '/v1/adtrace/store',
    summary: 'Store the install attribution reported by the ad-tracking SDK',
    auth: 'user',
    tags: TAGS,
    body: z
      .object({
        attribution: z
          .record(z.string().min(1).max(64), z.string().max(512).nullable())
          .refine((r) => Object.keys(r).length <= 32, 'at most 32 attribution fields'),
      })
      .strict(),
    response: ok,
  }),
  setGaClientId: defineCall({
    method: 'PATCH',
    path: '/v1/analytics/ga/client-id',
    summary: 'Store the analytics client id of this session',
    auth: 'user',
    tags: TAGS,
    body: z.object({ clientId: z.string().min(1).max(128) }).strict(),
    response: ok,
  }),
  globalConfigs: defineCall({
    method: 'GET',
    path: '/v1/utils/global-configs',
    summary: 'Coin configuration and the feature flags that are on',
    auth: 'optional',
    tags: TAGS,
    response: globalConfig,
  }),
  banners: defineCall({
    method: 'GET',
    path: '/v1/utils/banners',
    summary: 'Dashboard banners',
    auth: 'user',
    tags: TAGS,
    response: z.array(banner),
  }),
  requestMirror: defineCall({
    method: 'GET',
    path: '/v1/utils/request/mirror',
    summary:
      'What the server sees of this request (address, country), e.g. to tell whether gateways can work',
    auth: 'anonymous',
    tags: TAGS,
    response: z
      .object({
        ip: z.string(),
        country: z.string(),
        isIranianIp: z.boolean(),
        userAgent: z.string().nullable(),
        platform: z.string().nullable(),
        os: z.string().nullable(),
        timezone: z.string().nullable(),
      })
      .meta({ id: 'RequestMirror' }),
  }),
  createLead: defineCall({
    method: 'POST',
    path: '/v1/utils/lead',
    summary: 'Record interest in a campaign',
    auth: 'user',
    tags: TAGS,
    body: z
      .object({
        campaign: z.string().min(1).max(64),
        type: z.enum(['PHONE', 'EMAIL']).default('PHONE'),
        data: z.string().min(1).max(256),
      })
      .strict(),
    response: z.object({ id: z.string(), createdAt: isoDateTime }),
  }),
  utm: defineCall({
    method: 'GET',
    path: '/v1/utm/{code}',
    summary: 'Look up a UTM campaign by its code',
    auth: 'user',
    tags: TAGS,
    params: z.object({ code: z.string().min(1).max(64) }),
    response: z
      .object({
        code: z.string(),
        source: z.string(),
        medium: z.string(),
        campaign: z.string(),
        isActive: z.boolean(),
      })
      .meta({ id: 'UtmCampaign' }),
  }),
  feeFreeCampaignStatus: defineCall({
    method: 'GET',
    path: '/v1/campaigns/fee-free/status',
    summary: 'Whether the fee-free trading campaign is running for this user',
    auth: 'user',
    tags: TAGS,
    response: z
      .object({
        isActive: z.boolean(),
        startsAt: isoDateTime,
        endsAt: isoDateTime,
        remainingFeeFreeVolumeUsd: z.string(),
      })
      .meta({ id: 'FeeFreeCampaignStatus' }),
  }),
} as const;
