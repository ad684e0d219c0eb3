// A test sandbox's new database, migrated and seeded, is the same for every test file: it is built once per run,
// by the first file that needs it, and each new sandbox gets a copy, which it opens as a restart would (nothing
// to migrate or seed). On PGlite a new data directory costs a file about 11 s of CPU (initdb in WebAssembly,
// then the migrations and the seed) where copying the template and opening it costs about 1.5 s; on PostgreSQL
// the copy is `CREATE DATABASE … TEMPLATE`. The seed's times are the template's, minutes older at most than a
// sandbox's start. The run's global setup builds it (seeded-template-root.ts); where it did not, the first
// file that needs it does, and a lock directory makes the others, in parallel processes, wait for it.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedIfEmpty } from '../src/seed/seed';

/** How long a file waits for another to build the template before it gives up. */
const BUILD_TIMEOUT_MS = 120_000;

/** The template named `name` in the template root `root`: built once by `build(into)`, then ready. */
async function once(root: string, name: string, build: (into: string) => Promise<void>): Promise<string> {
  const ready = join(root, name);
  const lock = join(root, `${name}.lock`);
  const until = Date.now() + BUILD_TIMEOUT_MS;
  for (;;) {
    if (existsSync(ready)) return ready;
    try {
      mkdirSync(lock);
    } catch {
      if (Date.now() > until)
        throw new Error(`the ${name} template was not built within ${BUILD_TIMEOUT_MS} ms`);
      await sleep(100);
      continue;
    }
    const building = join(root, `${name}.building`);
    try {
      rmSync(building, { recursive: true, force: true });
      await build(building);
      // The rename is what others wait for: they never see a half-built template.
      renameSync(building, ready);
      return ready;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

async function migrateAndSeed(options: { dataDir?: string; databaseUrl?: string }): Promise<void> {
  const database = await openDatabase(options);
  try {
    await migrate(database);
    await seedIfEmpty(database.db, new Date());
  } finally {
    await database.close();
  }
}

/** The seeded PGlite data directory in the template root `root`, built if it is not yet. */
export function buildSeededPglite(root: string): Promise<string> {
  return once(root, 'pglite', (into) => migrateAndSeed({ dataDir: into }));
}

/** Fills the new, empty PGlite data directory `dataDir` with a copy of the seeded template. */
export async function copySeededPglite(dataDir: string): Promise<void> {
  cpSync(await buildSeededPglite(inject('seededTemplateRoot')), dataDir, { recursive: true });
}

const POSTGRES_TEMPLATE = 'wallet_seeded_template';

/**
 * Builds the seeded template database on the test PostgreSQL server whose maintenance database is `adminUrl`,
 * if it is not yet. A database used as a template must have no connection: the template's are all closed once
 * it is built.
 */
export async function buildSeededPostgres(root: string, adminUrl: string): Promise<string> {
  await once(root, 'postgres', async (into) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${POSTGRES_TEMPLATE}`;
    await migrateAndSeed({ databaseUrl: url.href });
    mkdirSync(into);
  });
  return POSTGRES_TEMPLATE;
}
