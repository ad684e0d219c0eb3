import type { z } from 'zod';
import type { CallName, CallParsedInput, CallResult, Calls, Language } from '@wallet/api';
import type { Clock } from './clock';
import type { SandboxConfig } from './config';
import type { Database, Db } from './db/client';
import type { SessionRow } from './auth/tables';
import type { UserRow } from './profile/tables';
import type { PriceFeed } from './market/prices';
import type { TelegramBotApi } from './telegram/bot-api';

/** What every part of the sandbox shares: the database, the clock, the simulated world. */
export interface Sandbox {
  database: Database;
  db: Db;
  clock: Clock;
  config: SandboxConfig;
  /** Key for hashing one-time codes, kept in the database. */
  secret: string;
  prices: PriceFeed;
  /** Telegram's Bot API, as the bot: chats, members, prepared messages. */
  telegram: TelegramBotApi;
  log: (line: string) => void;
}

export interface RequestInfo {
  ip: string;
  userAgent: string | null;
  platform: string | null;
  os: string | null;
  timezone: string | null;
  /** From Accept-Language, for anonymous calls. */
  language: Language;
  country: string;
  /** The address the caller reached the sandbox at (links to the simulated world's own pages start with it). */
  origin: string;
}

export interface AuthContext {
  user: UserRow;
  session: SessionRow;
}

/** What a spending call's handler receives: who spends, in which call, and whether a two-factor code was checked. */
export interface SpendContext {
  call: CallName;
  isTwoFactorChecked: boolean;
}

export interface HandlerContext<D> {
  sb: Sandbox;
  /** The database, or the transaction a money call runs in. */
  db: Db;
  input: CallParsedInput<D>;
  request: RequestInfo;
  auth: D extends { auth: 'user' } ? AuthContext : AuthContext | null;
  /** A spending call's pass to the spend guard; other calls have none, so they cannot debit a user. */
  spend: D extends { spends: true } ? SpendContext : undefined;
  /** What a handler made by `askFirst` found before its transaction. */
  asked?: unknown;
}

export type Handler<D> = (ctx: HandlerContext<D>) => Promise<CallResult<D>>;

/** A handler with a first step that runs outside the call's transaction (see askFirst). */
export interface AskingHandler<D> extends Handler<D> {
  askFirst: (ctx: HandlerContext<D>) => Promise<unknown>;
}

/**
 * A money call that must ask the outside world (Telegram) before it writes: `ask` runs on the database outside the
 * call's transaction, after the replay of a stored answer, so a slow or unreachable party holds no transaction (nor,
 * on PGlite, the one connection every other request waits for); `run` then writes in the transaction with what
 * `ask` found. Called directly (a test), the handler asks first itself.
 */
export function askFirst<D, A>(
  ask: (ctx: HandlerContext<D>) => Promise<A>,
  run: (ctx: HandlerContext<D>, asked: A) => Promise<CallResult<D>>,
): Handler<D> {
  const handler = (async (ctx: HandlerContext<D>) =>
    run(ctx, 'asked' in ctx ? (ctx.asked as A) : await ask(ctx))) as AskingHandler<D>;
  handler.askFirst = ask;
  return handler;
}

/** One handler per call of the contract: the compiler refuses a call without one. */
export type Handlers = { [K in keyof Calls]: Handler<Calls[K]> };
export type HandlersOf<K extends keyof Calls> = { [P in K]: Handler<Calls[P]> };
/** Handlers of some of the calls: what a domain answers. */
export type HandlerMap = { readonly [K in keyof Calls]?: Handler<Calls[K]> };

/** A part of the simulated world that moves on the sandbox clock, one pass at a time (see `every`). */
export interface Watcher {
  /** What the log names when a pass fails. */
  what: string;
  pass: (sb: Sandbox) => Promise<unknown>;
}

/** A part of the product on the server: the calls it answers and the world it simulates. */
export interface Domain {
  /** Its folder under src/. */
  name: string;
  handlers: HandlerMap;
  watchers?: readonly Watcher[];
  /**
   * Its sandbox controls (registered only when controls are on): what tests and demos use to decide what the
   * simulated world would (a registry's answer, a review's outcome).
   */
  controls?: readonly SandboxControl[];
  /** Its plain HTML pages of the simulated world (a bank's own page), served in both modes. */
  pages?: readonly SandboxPage[];
}

/**
 * A page the simulated world serves outside the contract, as a bank or gateway would on its own site: plain
 * HTML, no app code. `path` uses Hono's `:name` params; `serve` answers with a whole Response.
 */
export interface SandboxPage {
  method: 'GET' | 'POST';
  path: string;
  serve: (sb: Sandbox, request: Request, params: Record<string, string>) => Promise<Response>;
}

/**
 * One sandbox control: `POST /__sandbox/<path>` (path params as `:name`) with a JSON body checked by `body`.
 * What `run` returns is answered as `{ result }`; an ApiFailure it throws is answered as the contract's errors.
 */
export interface SandboxControl<S extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: S;
  /** 'user': called as the logged-in user (401 UNAUTHORIZED without a session); `run` receives the user. */
  auth?: 'user';
  /**
   * A control that moves the logged-in user's money: it runs as a money call named `sandbox.<moneyCall>`, once
   * per Idempotency-Key (a replay answers the first answer again), in the call's database transaction (`db`).
   */
  moneyCall?: string;
  run: (sb: Sandbox, input: SandboxControlInput<z.output<S>>) => Promise<unknown>;
}

export interface SandboxControlInput<B> {
  body: B;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The logged-in user of an `auth: 'user'` control; null for the others. */
  user: UserRow | null;
  /** The database, or the money call's transaction. */
  db: Db;
}

/** A control with its body's type carried to `run`. */
export const defineControl = <S extends z.ZodType>(control: SandboxControl<S>): SandboxControl =>
  control as unknown as SandboxControl;
