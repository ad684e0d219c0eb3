import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CALL_NAMES } from '@wallet/api';
import { DOMAINS, handlers } from './domains';

const SRC = dirname(fileURLToPath(import.meta.url));
const HTTP = join(SRC, 'http');

const IMPORT_FROM =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g;

/** The relative imports of a file's text that lead into http/, as written. */
function importsIntoHttp(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT_FROM)) {
    const specifier = match[1] ?? match[2] ?? match[3]!;
    if (!specifier.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier);
    if (target === HTTP || target.startsWith(HTTP + '/')) found.push(specifier);
  }
  return found;
}

function typescriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typescriptFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the domains', () => {
  it('answer every call of the contract, each call in exactly one domain', () => {
    const answeredBy = CALL_NAMES.map((call) => ({
      call,
      domains: DOMAINS.filter((domain) => call in domain.handlers).map((domain) => domain.name),
    }));
    expect(answeredBy.filter(({ domains }) => domains.length !== 1)).toEqual([]);
    expect(Object.keys(handlers).sort()).toEqual([...CALL_NAMES].sort());
  });

  it('each live in the folder named after them', () => {
    for (const { name } of DOMAINS) expect(existsSync(join(SRC, name, 'domain.ts')), name).toBe(true);
  });

  // HTTP is the server's edge: domain code throws ApiFailure (errors.ts) and never reaches into http/.
  it('never import from http/', () => {
    const offending = DOMAINS.flatMap(({ name }) => typescriptFiles(join(SRC, name))).flatMap((file) =>
      importsIntoHttp(file, readFileSync(file, 'utf8')).map(
        (specifier) => `${relative(SRC, file)}: ${specifier}`,
      ),
    );
    expect(offending).toEqual([]);
  });

  it('an import into http/ is found however it is written', () => {
    const file = join(SRC, 'wallet', 'withdrawals.ts');
    const text = [
      "import { ApiFailure } from '../http/failure';",
      "import type { AppEnv } from '../http/register';",
      "export { parseInput } from '../http/parse-input';",
      "const app = await import('../http/app');",
      "import {\n  requireIdempotencyKey,\n} from '../http';",
      "import '../http/banner-art';",
      "import { ApiFailure } from '../errors';",
      "import { withdrawTotal } from '@wallet/core';",
    ].join('\n');
    expect(importsIntoHttp(file, text)).toEqual([
      '../http/failure',
      '../http/register',
      '../http/parse-input',
      '../http/app',
      '../http',
      '../http/banner-art',
    ]);
  });
});
