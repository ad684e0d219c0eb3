import { describe, expect, it, onTestFinished } from 'vitest';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, queryRows, type Database } from './client';
import { migrate, migrationFiles } from './migrate';
import * as schema from './schema';

/** Each test opens an empty in-memory database of its own, closed when the test ends. */
async function emptyDatabase(): Promise<Database> {
  const database = await openDatabase({});
  onTestFinished(() => database.close());
  return database;
}

/** A new PGlite database and 30-odd migrations take seconds alone, many more on a busy machine. */
const MIGRATING_MS = 120_000;

describe('migrations', () => {
  it(
    'apply once, in order, and a second run applies nothing',
    async () => {
      const database = await emptyDatabase();
      expect(await migrate(database)).toEqual(migrationFiles());
      expect(await migrate(database)).toEqual([]);
    },
    MIGRATING_MS,
  );

  it(
    'create exactly the tables and columns the drizzle schema describes',
    { timeout: MIGRATING_MS },
    async () => {
      const database = await emptyDatabase();
      await migrate(database);
      const columns = await queryRows<{ table_name: string; column_name: string; is_nullable: string }>(
        database.db,
        sql`SELECT table_name, column_name, is_nullable FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name <> 'schema_migrations'`,
      );
      const inDatabase = new Set(
        columns.map(
          (c) => `${c.table_name}.${c.column_name}:${c.is_nullable === 'NO' ? 'not null' : 'null'}`,
        ),
      );
      const inSchema = new Set<string>();
      for (const table of Object.values(schema)) {
        if (!(table instanceof PgTable)) continue;
        const config = getTableConfig(table);
        for (const column of config.columns) {
          inSchema.add(`${config.name}.${column.name}:${column.notNull ? 'not null' : 'null'}`);
        }
      }
      expect([...inSchema].sort()).toEqual([...inDatabase].sort());
    },
  );
});
