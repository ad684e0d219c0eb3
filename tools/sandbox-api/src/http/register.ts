import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { calls, toColonPath, type CallDefinition, type Language } from '@wallet/api';
import type { Handler, Handlers, Sandbox } from '../context';
import { authenticate } from './authenticate';
import { checkTwoFactor, twoFactorAuthenticationId } from '../wallet/two-factor';
import { runMoneyCall } from './idempotency';
import { parseInput } from './parse-input';
import { requestInfo } from './request-info';

export type AppEnv = { Variables: { language: Language } };

/** Registers one route per definition of the contract, each validating its input (and, when asked, its answer). */
export function registerContractRoutes(app: Hono<AppEnv>, sb: Sandbox, handlers: Handlers): void {
  for (const [name, definition] of Object.entries(calls) as [keyof Handlers, CallDefinition][]) {
    const handler = handlers[name] as Handler<CallDefinition>;
    app.on(definition.method, toColonPath(definition.path), async (c) => {
      const request = requestInfo(c);
      c.set('language', request.language);
      const auth = await authenticate(sb, c, definition.auth);
      if (auth) c.set('language', auth.user.language);
      const input = (await parseInput(c, definition)) as Parameters<Handler<CallDefinition>>[0]['input'];
      const context = { sb, db: sb.db, input, request, auth };
      // Checked before the call's transaction, so a wrong code's counted try is not rolled back with it.
      if (definition.twoFactor && auth) {
        const authenticationId = twoFactorAuthenticationId(
          name,
          input as { params: Record<string, unknown> },
        );
        await checkTwoFactor(sb, auth.user, authenticationId, c.req.header('x-2fa-auth'));
      }

      if (definition.idempotent && auth) {
        const outcome = await runMoneyCall(
          sb,
          { userId: auth.user.id, key: c.req.header('idempotency-key'), call: name, input },
          (tx) => handler({ ...context, db: tx }),
        );
        if (outcome.kind === 'replay') {
          c.header('Idempotent-Replayed', 'true');
          return c.json(outcome.body as object, outcome.status as 200);
        }
        return respond(c, sb, name, definition, outcome.result);
      }
      return respond(c, sb, name, definition, await handler(context));
    });
  }
}

function respond(c: Context, sb: Sandbox, name: string, definition: CallDefinition, result: unknown) {
  if (sb.config.validateResponses) {
    const parsed = (definition.response as z.ZodType).safeParse(result);
    if (!parsed.success) {
      throw new Error(`Answer of ${name} breaks the contract: ${parsed.error.message}`);
    }
  }
  return c.json({ result });
}
