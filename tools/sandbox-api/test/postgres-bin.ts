import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The directory holding initdb and postgres (Debian's layout, or PG_BIN), or null when there is none. */
export function findPostgresBin(): string | null {
  const candidates = process.env.PG_BIN ? [process.env.PG_BIN] : [];
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort().reverse()) candidates.push(join(debian, version, 'bin'));
  }
  return (
    candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'))) ?? null
  );
}
