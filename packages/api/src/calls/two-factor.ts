import { z } from 'zod';
import { defineCall } from '../define';
import { emptyObject } from '../schemas/primitives';
import {
  DISABLE_TWO_FACTOR_AUTHENTICATION_ID,
  TWO_FACTOR_GUESS_LIMIT,
  googleAuthActivation,
  twoFactorCodeSent,
  twoFactorCodeValue,
  twoFactorSetup,
  twoFactorStatus,
  twoFactorType,
} from '../schemas/two-factor';

const TAGS = ['Two-factor authentication'] as const;
const authenticationId = z.string().min(1).max(64);

/** Spec 001 §7 two-factor authentication. */
export const twoFactorCalls = {
  twoFactorStatus: defineCall({
    method: 'GET',
    path: '/v2/2fa/status',
    summary: 'The methods turned on, and until when withdrawals wait after turning one on',
    auth: 'user',
    tags: TAGS,
    response: twoFactorStatus,
  }),
  disableTwoFactor: defineCall({
    method: 'DELETE',
    path: '/v2/2fa/{type}',
    summary: 'Turn a method off',
    auth: 'user',
    tags: TAGS,
    params: z.object({ type: twoFactorType }),
    response: twoFactorStatus,
    twoFactor: { fixed: DISABLE_TWO_FACTOR_AUTHENTICATION_ID },
  }),
  setUpSmsTwoFactor: defineCall({
    method: 'POST',
    path: '/v2/2fa/sms',
    summary: 'Start turning SMS codes on: a code goes to the phone; POST /v2/2fa/verify finishes',
    auth: 'user',
    tags: TAGS,
    body: z.object({ phone: z.string().min(1).max(32) }).strict(),
    response: twoFactorSetup,
  }),
  setUpEmailTwoFactor: defineCall({
    method: 'POST',
    path: '/v2/2fa/email',
    summary: 'Start turning e-mail codes on: a code goes to the address; POST /v2/2fa/verify finishes',
    auth: 'user',
    tags: TAGS,
    body: z.object({ address: z.email().max(254) }).strict(),
    response: twoFactorSetup,
  }),
  setUpGoogleAuth: defineCall({
    method: 'POST',
    path: '/v2/2fa/google-auth',
    summary: 'Start turning an authenticator app on: answers its activation code',
    auth: 'user',
    tags: TAGS,
    body: z.optional(emptyObject),
    response: googleAuthActivation,
  }),
  verifyGoogleAuth: defineCall({
    method: 'POST',
    path: '/v2/2fa/google-auth/verify',
    summary: 'Finish turning the authenticator app on with a code it shows',
    auth: 'user',
    tags: TAGS,
    body: z.object({ code: twoFactorCodeValue }).strict(),
    response: twoFactorStatus,
    attemptLimit: TWO_FACTOR_GUESS_LIMIT,
  }),
  sendTwoFactorCode: defineCall({
    method: 'POST',
    path: '/v2/2fa/{type}/code',
    summary: 'Send an SMS or e-mail code for one protected action (its authenticationId, e.g. a task id)',
    auth: 'user',
    tags: TAGS,
    params: z.object({ type: twoFactorType }),
    body: z.object({ authenticationId }).strict(),
    response: twoFactorCodeSent,
  }),
  verifyTwoFactor: defineCall({
    method: 'POST',
    path: '/v2/2fa/verify',
    summary: 'Finish turning SMS or e-mail codes on with the code that was sent',
    auth: 'user',
    tags: TAGS,
    body: z
      .object({
        codes: z.partialRecord(z.enum(['SMS', 'EMAIL']), twoFactorCodeValue),
        authenticationId,
      })
      .strict(),
    response: twoFactorStatus,
    attemptLimit: TWO_FACTOR_GUESS_LIMIT,
  }),
};
