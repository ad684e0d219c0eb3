import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, type RouteName } from '@wallet/ui';
import { APP } from './features';

/** The list the e2e crawl (tools/e2e/tests/web/crawl.spec.ts) must reach by taps, kept beside it. */
const LIST = new URL('../../../tools/e2e/tests/support/built-routes.json', import.meta.url);

describe('the built routes the crawl checks', () => {
  it('are every route a feature draws, with its path', () => {
    const built = Object.keys(APP.screens)
      .filter((name) => name !== 'underConstruction')
      .sort()
      .map((name) => ({ name, path: ROUTE_TABLE[name as RouteName].path }));
    // `UPDATE_BUILT_ROUTES=1 pnpm vitest run packages/app/src/built-routes.test.ts` writes the list anew.
    if (process.env.UPDATE_BUILT_ROUTES) writeFileSync(LIST, `${JSON.stringify(built, null, 2)}\n`);
    const listed: unknown = JSON.parse(readFileSync(LIST, 'utf8'));
    expect(listed, 'tools/e2e/tests/support/built-routes.json is out of step with the features').toEqual(
      built,
    );
  });
});
