import type { CallAuth, CallDefinition, HttpMethod } from '../define';

/**
 * What the client needs of a call to send it, without its schemas: the apps send calls from these, so their
 * bundles carry no request or response schema. Checking answers against the contract needs the definitions.
 */
export interface CallRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: CallAuth;
  readonly timeoutMs: number;
  readonly hasBody?: true;
  readonly idempotent?: true;
  readonly upload?: true;
}

export function routeOf(definition: CallDefinition): CallRoute {
  return {
    method: definition.method,
    path: definition.path,
    auth: definition.auth,
    timeoutMs: definition.timeoutMs,
    ...(definition.body ? { hasBody: true as const } : {}),
    ...(definition.idempotent ? { idempotent: true as const } : {}),
    ...(definition.upload ? { upload: true as const } : {}),
  };
}

/** The generated file's text for a set of definitions. */
export function routesSource(definitions: Record<string, CallDefinition>): string {
  const routes = Object.fromEntries(Object.entries(definitions).map(([name, d]) => [name, routeOf(d)]));
  return [
    '// Generated from the call definitions by `pnpm --filter @wallet/api routes`; call-routes.test.ts keeps it in step.',
    "import type { CallName } from '../calls';",
    "import type { CallRoute } from './call-routes';",
    '',
    `export const CALL_ROUTES: Record<CallName, CallRoute> = ${JSON.stringify(routes, null, 2)};`,
    '',
  ].join('\n');
}
