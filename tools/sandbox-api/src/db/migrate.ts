import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort();
}

/** Applies, in order and each in its own transaction, the migrations not applied yet. */
export async function migrate(database: Database): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set(
    (await queryRows<{ name: string }>(database.db, sql`SELECT name FROM schema_migrations`)).map(
      (r) => r.name,
    ),
  );
  const ran: string[] = [];
  for (const name of migrationFiles()) {
    if (applied.has(name)) continue;
    const text = readFileSync(join(MIGRATIONS_DIR, name), 'utf8');
    await database.exec(
      `BEGIN;\n${text}\nINSERT INTO schema_migrations (name) VALUES ('${name.replace(/'/g, "''")}');\nCOMMIT;`,
    );
    ran.push(name);
  }
  return ran;
}
