import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import {
  calls,
  toColonPath,
  TWO_FACTOR_GUESS_LIMIT,
  type CallDefinition,
  type CallName,
  type Language,
  type TwoFactorBinding,
} from '@wallet/api';
import type { AuthContext, Handler, HandlerContext, Handlers, Sandbox } from '../context';
import { limitAttempts } from '../auth/attempts';
import type { SpendContext } from '../context';
import { checkTwoFactor } from '../auth/two-factor';
import { authenticate } from './authenticate';
import { ApiFailure } from '../errors';
import { requireIdempotencyKey, runMoneyCall, storedAnswer } from './idempotency';
import { parseInput } from './parse-input';
import { requestInfo } from './request-info';

export type AppEnv = { Variables: { language: Language } };

type ParsedInput = { params: Record<string, unknown> };
/** Any call's handler, seen from here: its spend pass is there exactly when its definition spends. */
type AnyHandler = (
  ctx: Omit<HandlerContext<CallDefinition>, 'spend'> & { spend: SpendContext | undefined },
) => Promise<unknown>;

/** The authenticationId an SMS or e-mail code of this call must have been requested for. */
function authenticationIdOf(
  binding: TwoFactorBinding,
  input: ParsedInput,
  idempotencyKey: string | undefined,
) {
  if ('param' in binding) return String(input.params[binding.param]);
  if ('idempotencyKey' in binding) {
    if (!idempotencyKey) throw new ApiFailure(400, 'IDEMPOTENCY_KEY_REQUIRED');
    return idempotencyKey;
  }
  return binding.fixed;
}

/**
 * Registers one route per definition of the contract, each validating its input (and, when asked, its
 * answer). What a definition declares is applied here, the same way for every call, in this order:
 * authentication; the input; a money call's Idempotency-Key, and the replay of its first answer; the call's
 * attempt limit; a two-factor code (its wrong guesses limited per user); then the handler, a money call in
 * one database transaction, a spending call with its pass to the spend guard.
 */
export function registerContractRoutes(app: Hono<AppEnv>, sb: Sandbox, handlers: Handlers): void {
  for (const [name, definition] of Object.entries(calls) as [CallName, CallDefinition][]) {
    const handler = handlers[name] as unknown as AnyHandler;
    app.on(definition.method, toColonPath(definition.path), async (c) => {
      const request = requestInfo(c);
      c.set('language', request.language);
      const auth = await authenticate(sb, c, definition.auth);
      if (auth) c.set('language', auth.user.language);
      const input = (await parseInput(c, definition)) as Parameters<Handler<CallDefinition>>[0]['input'];
      const key = definition.idempotent ? requireIdempotencyKey(c.req.header('idempotency-key')) : undefined;
      const money = key && auth ? { userId: auth.user.id, key, call: name, input } : null;

      // A request already answered is answered again before anything else is checked or counted: a retry
      // after a lost answer must neither be refused for a used code nor move money twice.
      const replay = money ? await storedAnswer(sb, money) : null;
      if (replay) {
        c.header('Idempotent-Replayed', 'true');
        return c.json(replay.body as object, replay.status as 200);
      }

      const run = async () => {
        // A spending call without a code goes on to its handler: the spend guard asks for the code when money
        // leaves the wallet, and a trade (an express buy), where nothing leaves, needs none (guardTrade).
        const isCodeLeftToGuard = definition.spends && !c.req.header('x-2fa-auth')?.trim();
        const isTwoFactorChecked =
          definition.twoFactor && auth && !isCodeLeftToGuard
            ? await checkCode(
                sb,
                auth,
                authenticationIdOf(definition.twoFactor, input as ParsedInput, key),
                c,
              )
            : false;
        const spend = definition.spends ? { call: name, isTwoFactorChecked } : undefined;
        const context = { sb, db: sb.db, input, request, auth, spend };
        // A handler's step that asks the outside world runs before the transaction (askFirst).
        const ask = (handler as { askFirst?: AnyHandler }).askFirst;
        const asked = ask ? { asked: await ask(context) } : {};
        if (!money) return { kind: 'fresh' as const, result: await handler({ ...context, ...asked }) };
        return runMoneyCall(sb, money, (tx) => handler({ ...context, ...asked, db: tx }));
      };
      const outcome =
        definition.attemptLimit && auth
          ? await limitAttempts(sb, auth.user.id, definition.attemptLimit, run)
          : await run();
      if (outcome.kind === 'replay') {
        c.header('Idempotent-Replayed', 'true');
        return c.json(outcome.body as object, outcome.status as 200);
      }
      return respond(c, sb, name, definition, outcome.result);
    });
  }
}

/** X-2FA-AUTH, every wrong code counted against the user's two-factor guesses. */
function checkCode(sb: Sandbox, auth: AuthContext, authenticationId: string, c: Context) {
  return checkTwoFactor(sb, auth.user, authenticationId, c.req.header('x-2fa-auth'), (compare) =>
    limitAttempts(sb, auth.user.id, TWO_FACTOR_GUESS_LIMIT, compare),
  );
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
