import { z } from 'zod';
import { defineCall } from '../define';
import { deviceInformation, emptyObject, phoneNumberInput, region } from '../schemas/primitives';
import { loginHistoryPage, session } from '../schemas/user';

const TAGS = ['Authentication and session'] as const;

export const otpCode = z.string().regex(/^\d{6}$/, 'a 6-digit code');
export const otpSent = z
  .object({ expiresInSeconds: z.number().int(), codeLength: z.number().int() })
  .meta({ id: 'OtpSent' });
export const loginResult = z.object({ token: z.string(), isSignup: z.boolean() }).meta({ id: 'LoginResult' });

export const authCalls = {
  requestOtp: defineCall({
    method: 'POST',
    path: '/v1/authentication/otp',
    summary:
      'Send a 6-digit login code by SMS (expires after 2 minutes; 5 requests per number per 10 minutes)',
    auth: 'anonymous',
    tags: TAGS,
    body: z.object({ region, number: phoneNumberInput, deviceInformation }).strict(),
    response: otpSent,
  }),
  verifyOtp: defineCall({
    method: 'POST',
    path: '/v1/authentication/otp/verify',
    summary: 'Log in with the code; creates the user on first login (isSignup)',
    auth: 'anonymous',
    tags: TAGS,
    body: z
      .object({
        region,
        number: phoneNumberInput,
        code: otpCode,
        deviceInformation,
        /** Raw init data: links the Telegram account to this user. */
        telegramData: z.string().min(1).max(4096).optional(),
      })
      .strict(),
    response: loginResult,
  }),
  telegramLogin: defineCall({
    method: 'POST',
    path: '/v1/authentication/telegram-webapp',
    summary: 'Log in with Telegram mini-app init data',
    auth: 'anonymous',
    tags: TAGS,
    body: z
      .object({
        telegramData: z.string().min(1).max(4096),
        deviceInformation,
        /** After an explicit logout, only a login the user asked for (true) signs in again. */
        loginToInitialUser: z.boolean(),
      })
      .strict(),
    response: loginResult,
  }),
  logout: defineCall({
    method: 'POST',
    path: '/v1/authentication/logout',
    summary: 'Revoke the current session',
    auth: 'user',
    tags: TAGS,
    response: emptyObject,
  }),
  sessions: defineCall({
    method: 'GET',
    path: '/v1/authentication/sessions',
    summary: 'Active sessions of the user',
    auth: 'user',
    tags: TAGS,
    response: z.array(session),
  }),
  revokeSession: defineCall({
    method: 'DELETE',
    path: '/v1/authentication/sessions/{id}',
    summary: 'Revoke one session',
    auth: 'user',
    tags: TAGS,
    params: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
    response: emptyObject,
  }),
  revokeAllSessions: defineCall({
    method: 'DELETE',
    path: '/v1/authentication/sessions',
    summary: 'Revoke every session of the user except the current one',
    auth: 'user',
    tags: TAGS,
    response: z.object({ revoked: z.number().int() }),
  }),
  loginHistory: defineCall({
    method: 'GET',
    path: '/v1/authentication/login-history',
    summary: 'Past logins, newest first',
    auth: 'user',
    tags: TAGS,
    query: z
      .object({
        limit: z.coerce.number().int().min(1).max(100).default(100),
        page: z.coerce.number().int().min(0).default(0),
      })
      .strict(),
    response: loginHistoryPage,
  }),
} as const;
