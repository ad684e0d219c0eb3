import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, type RouteName } from '@wallet/ui';
import { APP } from './features';

describe('the built routes the crawl checks', () => {
  it('are every route a feature draws, with its path', async () => {
    const built = Object.keys(APP.screens)
      .filter((name) => name !== 'underConstruction')
      .sort()
      .map((name) => ({ name, path: ROUTE_TABLE[name as RouteName].path }));
    // The list the e2e crawl (tools/e2e/tests/web/crawl.spec.ts) must reach by taps, kept beside it:
    // `pnpm vitest run packages/app/src/built-routes.test.ts -u` writes it anew.
    await expect(`${JSON.stringify(built, null, 2)}\n`).toMatchFileSnapshot(
      '../../../tools/e2e/tests/support/built-routes.json',
    );
  });
});
