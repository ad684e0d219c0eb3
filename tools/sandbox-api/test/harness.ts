import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { sign } from '@telegram-apps/init-data-node';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { ApiError, calls, createWalletApi, type UserLevel, type WalletApi } from '@wallet/api';
import { DEV_BOT_TOKEN } from '../src/config';
import { startSandbox, type RunningSandbox } from '../src/server';
import type { TelegramBotApi } from '../src/telegram/bot-api';
import { buildSeededPostgres, copySeededPglite } from './seeded-template';

export const DEVICE = {
  persistentId: 'device-test-1',
  fingerprint: 'fp-test-1',
  spec: { userAgent: 'vitest', screen: '1080x2400', touch: true },
} as const;

export interface OutboxMessage {
  to: string;
  channel: 'SMS' | 'EMAIL';
  text: string;
  code: string | null;
  createdAt: string;
}

export interface TestSandbox {
  running: RunningSandbox;
  url: string;
  api(token?: string, language?: string): WalletApi;
  outbox(to: string): Promise<OutboxMessage[]>;
  advanceClock(seconds: number): Promise<void>;
  /** Logs in by phone through the real OTP flow and the outbox. */
  login(number: string): Promise<{ token: string; isSignup: boolean }>;
  /**
   * Logs a new user in and sets them up through the sandbox controls: their level, and coins credited
   * through the ledger. For tests that must not lean on the demo users' state or on other tests.
   */
  userWith(
    number: string,
    setup: { level: UserLevel; credit?: { token: string; amount: string }[] },
  ): Promise<{ token: string; api: WalletApi }>;
  telegramInitData(user: { id: number; first_name?: string; username?: string }, authDate?: Date): string;
  raw(
    path: string,
    init?: RequestInit & { token?: string },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

/** The contract suite runs twice: on PGlite, and (project contract-postgres) on a real PostgreSQL server. */
const onPostgres = process.env.WALLET_TEST_DATABASE === 'postgres';

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own on the test server; the same `dataDir` names the same database, which starts empty (the
 * sandbox migrates and seeds it). Without one, a copy of the seeded template.
 */
async function postgresDatabase(
  dataDir: string | undefined,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `wallet_${dataDir ? createHash('sha256').update(dataDir).digest('hex').slice(0, 16) : randomBytes(8).toString('hex')}`;
  const template = dataDir
    ? null
    : await buildSeededPostgres(inject('seededTemplateRoot'), inject('postgresAdminUrl'));
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`).catch(
    (error: { code?: string }) => {
      if (error.code !== '42P04' || !dataDir) throw error; // 42P04: exists, which a restart expects
    },
  );
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => (dataDir ? Promise.resolve() : adminQuery(`DROP DATABASE ${name} WITH (FORCE)`)),
  };
}

/**
 * A sandbox on a random port with a fresh database: a copy of the run's seeded template (a data directory, or
 * a PostgreSQL database). Given a `dataDir`, the sandbox boots on it as `pnpm sandbox` does: a new one is
 * migrated and seeded, one used before is reopened.
 */
export async function startTestSandbox(
  options: { dataDir?: string; telegram?: TelegramBotApi; publicUrl?: string } = {},
): Promise<TestSandbox> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'wallet-sandbox-'));
  const postgres = onPostgres ? await postgresDatabase(options.dataDir) : null;
  if (!postgres && !options.dataDir) await copySeededPglite(dataDir);
  const running = await startSandbox(
    {
      port: 0,
      dataDir,
      ...(postgres ? { databaseUrl: postgres.url } : {}),
      validateResponses: true,
      printOutbox: false,
      controls: true,
      botToken: DEV_BOT_TOKEN,
      ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    },
    options.telegram ? { telegram: options.telegram } : {},
  );
  if (onPostgres && running.sandbox.database.kind !== 'postgres')
    throw new Error('expected a PostgreSQL sandbox');
  const url = running.url;

  const raw: TestSandbox['raw'] = async (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
    if (init.body !== undefined && !headers.has('content-type'))
      headers.set('content-type', 'application/json');
    const response = await fetch(`${url}${path}`, { ...init, headers });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // left as text
    }
    return { status: response.status, body, headers: response.headers };
  };

  const api = (token?: string, language?: string) =>
    createWalletApi(
      {
        baseUrl: url,
        platform: 'WEB',
        os: 'linux',
        getToken: () => token,
        getLanguage: () => language,
        validateResponses: true,
      },
      calls,
    );

  const outbox = async (to: string) => {
    const { status, body } = await raw(`/__sandbox/outbox?to=${encodeURIComponent(to)}`);
    if (status !== 200) throw new Error(`outbox: ${status}`);
    return (body as { result: OutboxMessage[] }).result;
  };

  const login: TestSandbox['login'] = async (number) => {
    const client = api();
    await client.requestOtp({ body: { region: 'IR', number, deviceInformation: DEVICE } });
    const [latest] = await outbox(number);
    if (!latest?.code) throw new Error('no code in the outbox');
    return client.verifyOtp({
      body: { region: 'IR', number, code: latest.code, deviceInformation: DEVICE },
    });
  };

  return {
    running,
    url,
    api,
    outbox,
    raw,
    async advanceClock(seconds) {
      const { status } = await raw('/__sandbox/clock/advance', {
        method: 'POST',
        body: JSON.stringify({ seconds }),
      });
      if (status !== 200) throw new Error(`clock: ${status}`);
    },
    login,
    async userWith(number, setup) {
      const { token } = await login(number);
      const controls: [string, string, unknown][] = [
        ['/__sandbox/user/level', 'PUT', { level: setup.level }],
        ...(setup.credit ?? []).map((credit): [string, string, unknown] => [
          '/__sandbox/ledger/credit',
          'POST',
          credit,
        ]),
      ];
      for (const [path, method, body] of controls) {
        const answer = await raw(path, { method, token, body: JSON.stringify(body) });
        if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status}`);
      }
      return { token, api: api(token) };
    },
    telegramInitData(user, authDate = new Date()) {
      return sign(
        { user: { first_name: 'Test', ...user }, query_id: 'AAHdF6IQAAAAAN0XohDhrOrc' } as Parameters<
          typeof sign
        >[0],
        DEV_BOT_TOKEN,
        authDate,
      );
    },
    async close() {
      await running.close();
      await postgres?.drop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new Idempotency-Key: every money call needs one. */
export function moneyKey(): { idempotencyKey: string } {
  return { idempotencyKey: `test-${randomBytes(12).toString('hex')}` };
}

/** The ApiError a call fails with; the test fails if the call succeeds or fails otherwise. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
