import { z } from 'zod/mini';

/**
 * A route of spec 000 §2: its path (`:name` for parameters), the schema of its query, the route its flow
 * starts at (where a page with a bad or missing query value is sent), and whether it skips start-up.
 */
export interface RouteOptions {
  /** The route a page with a bad or missing query value is sent to; the dashboard when not given. */
  flowStart?: string;
  /** Spec 000 §2: the page skips the start-up loading and the session check. */
  skipsStartup?: true;
}

/**
 * Query values any page may carry (spec 000 §2). Every route's schema extends these, so they survive a
 * page's own parsing; unknown keys are dropped, never an error.
 */
export const COMMON_QUERY = {
  /** Back returns to /dashboard, replacing history. */
  backToDashboard: z.optional(z.stringbool()),
} as const;

type QueryShape<S extends z.core.$ZodShape> = z.ZodMiniObject<Omit<typeof COMMON_QUERY, keyof S> & S>;

/**
 * A route of spec 000 §2: its path (`:name` for parameters), the zod schema of its query (the common values
 * included) and its options.
 */
export function route<const P extends string, S extends z.core.$ZodShape = Record<never, never>>(
  path: P,
  query?: S,
  options: RouteOptions = {},
): { path: P; query: QueryShape<S> } & RouteOptions {
  return { path, query: z.object({ ...COMMON_QUERY, ...query }) as unknown as QueryShape<S>, ...options };
}

/** Query field types shared by the flows, so a coin or an amount is read one way everywhere. */
export const q = {
  /** A coin's token, as the config names it (upper case). */
  token: () => z.string().check(z.trim(), z.minLength(1), z.maxLength(20), z.toUpperCase()),
  /** A network id or a contract address: present and bounded. */
  id: () => z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
  /** A free text value (a recipient, an address, a memo), bounded. */
  text: () => z.string().check(z.trim(), z.minLength(1), z.maxLength(256)),
  flag: () => z.stringbool(),
};
