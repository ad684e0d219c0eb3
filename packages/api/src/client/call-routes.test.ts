import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { calls } from '../calls';
import { routeOf, routesSource } from './call-routes';
import { CALL_ROUTES } from './call-routes.generated';

describe('call routes', () => {
  it('are the definitions without their schemas, one per call (run `pnpm --filter @wallet/api routes` after a change)', () => {
    expect(CALL_ROUTES).toEqual(
      Object.fromEntries(Object.entries(calls).map(([name, d]) => [name, routeOf(d)])),
    );
  });

  it('the generated file is exactly what the generator writes', () => {
    const file = join(dirname(fileURLToPath(import.meta.url)), 'call-routes.generated.ts');
    const formatted = readFileSync(file, 'utf8');
    // Prettier formats the file after generation; compare what it says, not its layout.
    const normalize = (text: string) =>
      text
        .replace(/\s+/g, '')
        .replace(/["']/g, '')
        .replace(/,([}\]])/g, '$1');
    expect(normalize(formatted)).toBe(normalize(routesSource(calls)));
  });
});
