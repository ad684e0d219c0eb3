import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Runs SQL text that may hold several statements (migrations). */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
}

/** PostgreSQL when a URL is given, else embedded PGlite persisted in `dataDir` (or in memory). */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a dropped test database) is replaced on the next query;
    // unheard, its error would end the process.
    pool.on('error', () => undefined);
    return {
      db: drizzlePg(pool, { schema }),
      exec: async (text) => {
        const connection = await pool.connect();
        try {
          await connection.query(text);
        } catch (error) {
          await connection.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          connection.release();
        }
      },
      close: () => pool.end(),
      kind: 'postgres',
    };
  }
  const client = await PGlite.create(options.dataDir ?? 'memory://');
  return {
    db: drizzlePglite(client, { schema }),
    exec: async (text) => {
      try {
        await client.exec(text);
      } catch (error) {
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    close: () => client.close(),
    kind: 'pglite',
  };
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: Parameters<Db['execute']>[0]): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
