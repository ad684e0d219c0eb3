import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeIranianMobile } from '@wallet/core';
import { defineControl } from '../context';
import { ApiFailure, badInput } from '../errors';
import { outbox } from './tables';
import { userByTelegram } from './login-handlers';
import { openSession } from './sessions';

/**
 * A session for the account a Telegram user opened the mini-app with, so a test can act as that account from
 * outside the app (a new Telegram account has no phone number to log in with).
 */
export const authControls = [
  defineControl({
    method: 'POST',
    path: 'telegram/:telegramId/session',
    run: async (sb, { params }) => {
      const telegramId = z.coerce.number().int().positive().safeParse(params.telegramId);
      if (!telegramId.success) throw new ApiFailure(400, 'BAD_INPUT_VALUES');
      const user = await userByTelegram(sb.db, telegramId.data);
      if (!user) throw new ApiFailure(404, 'NOT_FOUND');
      const { token } = await openSession(sb, sb.db, {
        user,
        method: 'TELEGRAM',
        deviceInformation: { persistentId: 'sandbox-control', fingerprint: 'sandbox-control', spec: {} },
        request: {
          ip: '127.0.0.1',
          userAgent: 'sandbox control',
          platform: 'WEB',
          os: 'LINUX',
          timezone: 'Asia/Tehran',
          language: 'fa',
          country: 'IR',
          origin: 'http://127.0.0.1',
        },
      });
      return { token };
    },
  }),
  /** GET /__sandbox/outbox?to=: the last 50 messages (codes included) sent to a phone number or an email. */
  defineControl({
    method: 'GET',
    path: 'outbox',
    run: async (sb, { query }) => {
      const to = query.to?.trim();
      if (!to) throw badInput('to');
      const recipient = to.includes('@') ? to.toLowerCase() : (normalizeIranianMobile(to) ?? to);
      const rows = await sb.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, recipient))
        .orderBy(desc(outbox.id))
        .limit(50);
      return rows.map((r) => ({
        to: r.recipient,
        channel: r.channel,
        text: r.text,
        code: r.code,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  }),
];
