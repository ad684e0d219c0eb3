import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { FEATURE_FLAGS } from '@wallet/api';
import { defineControl } from '../context';
import { ApiFailure, badInput } from '../errors';
import { canonicalToken } from './coins';
import { coins, featureFlags } from './tables';

export const configControls = [
  /** PUT /__sandbox/flags/{FLAG} `{ enabled }`: turns a feature or limit flag on or off for everyone. */
  defineControl({
    method: 'PUT',
    path: 'flags/:name',
    body: z.object({ enabled: z.boolean() }).strict(),
    run: async (sb, { body, params }) => {
      const name = z.enum(FEATURE_FLAGS).safeParse(params.name);
      if (!name.success) throw badInput('name');
      await sb.db.update(featureFlags).set({ enabled: body.enabled }).where(eq(featureFlags.name, name.data));
      return { name: name.data, enabled: body.enabled };
    },
  }),
  /** Switches a coin's features (spec 000 §6: withdraw, deposit and trade can be switched per coin). */
  defineControl({
    method: 'PUT',
    path: 'coins/:token/features',
    body: z.object({ withdraw: z.boolean(), deposit: z.boolean(), trade: z.boolean() }).partial().strict(),
    run: async (sb, { body: changes, params }) => {
      const token = canonicalToken(params.token!);
      const [row] = await sb.db.select({ config: coins.config }).from(coins).where(eq(coins.token, token));
      if (!row) throw new ApiFailure(404, 'UNKNOWN_COIN');
      const config = { ...row.config, features: { ...row.config.features, ...changes } };
      await sb.db.update(coins).set({ config }).where(eq(coins.token, token));
      return config.features;
    },
  }),
];
