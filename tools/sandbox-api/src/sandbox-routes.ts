import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { Sandbox, SandboxControl } from './context';
import type { UserRow } from './profile/tables';
import { authenticate } from './http/authenticate';
import { ApiFailure, badInput } from './errors';
import { runMoneyCall } from './http/idempotency';
import type { AppEnv } from './http/register';

async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = JSON.parse((await c.req.text()) || '{}');
  } catch {
    throw new ApiFailure(400, 'MALFORMED_JSON');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badInput(parsed.error.issues.map((i) => i.path.join('.')).join(', '));
  return parsed.data;
}

/**
 * Registers the controls the domains declare, under /__sandbox/: as the logged-in user when the control asks,
 * and a control that moves money as a money call, once per Idempotency-Key.
 */
function registerDomainControls(app: Hono<AppEnv>, sb: Sandbox, controls: readonly SandboxControl[]): void {
  for (const control of controls) {
    const path = `/__sandbox/${control.path.replace(/^\//, '')}`;
    const method = control.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    app[method](path, async (c) => {
      let user: UserRow | null = null;
      if (control.auth === 'user') {
        const auth = await authenticate(sb, c, 'user');
        if (!auth) throw new ApiFailure(401, 'UNAUTHORIZED');
        user = auth.user;
      }
      const body = control.body ? await jsonBody(c, control.body) : undefined;
      const input = { body, params: c.req.param() as Record<string, string>, query: c.req.query(), user };
      if (control.moneyCall !== undefined) {
        if (!user) throw new Error(`The money control ${control.path} needs auth: 'user'`);
        const outcome = await runMoneyCall(
          sb,
          {
            userId: user.id,
            key: c.req.header('idempotency-key'),
            call: `sandbox.${control.moneyCall}`,
            input: body,
          },
          (tx) => control.run(sb, { ...input, db: tx }),
        );
        if (outcome.kind === 'replay') {
          c.header('Idempotent-Replayed', 'true');
          return c.json(outcome.body as object, outcome.status as 200);
        }
        return c.json({ result: outcome.result });
      }
      const result = await control.run(sb, { ...input, db: sb.db });
      return c.json({ result: result ?? { ok: true } });
    });
  }
}

/** Controls for tests and demos under /__sandbox; off when SANDBOX_CONTROLS=0. */
export function registerSandboxRoutes(
  app: Hono<AppEnv>,
  sb: Sandbox,
  controls: readonly SandboxControl[] = [],
): void {
  registerDomainControls(app, sb, controls);
  app.get('/__sandbox/health', (c) => c.json({ result: { ok: true, now: sb.clock.now().toISOString() } }));

  // The sandbox clock belongs to no domain: every domain's rules and watchers read it.
  app.post('/__sandbox/clock/advance', async (c) => {
    const { seconds } = await jsonBody(
      c,
      z
        .object({
          seconds: z
            .number()
            .positive()
            .max(400 * 86400),
        })
        .strict(),
    );
    sb.clock.advance(seconds * 1000);
    return c.json({ result: { now: sb.clock.now().toISOString() } });
  });
}
