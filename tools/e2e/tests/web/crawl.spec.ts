import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { setUserLevel } from '../support/kyc-level-2';
import { newPhone } from '../support/sandbox';
import { prepareTrader } from '../support/swap';
import { openLoggedIn } from './support';

/** Every route a feature draws (kept in step with the features by packages/app/src/built-routes.test.ts). */
const BUILT: { name: string; path: string }[] = JSON.parse(
  readFileSync(new URL('../support/built-routes.json', import.meta.url), 'utf8'),
);

/**
 * Built routes a user does not reach by taps from the dashboard, and why. Each is a page opened from outside the
 * app (a link, a bank's return) or one a flow shows only after a call the crawl does not make (nothing is sent).
 */
const NOT_BY_TAPS: Record<string, string> = {
  login: 'where a logged-out user is sent; the crawl is logged in',
};

const routeOf = (pathname: string): string | null =>
  BUILT.find(({ path }) => new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`).test(pathname))?.name ?? null;

/** Taps that end the session or cannot be taken back are not made: the crawl must stay logged in. */
const UNTOUCHED = /خروج|حذف|Log out|Delete/;

/** Lets the page draw: its first data answered, nothing loading. */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(200);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 3000 }).catch(() => undefined);
}

const here = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** The same-site links of the page, as paths with their query. */
async function linksOf(page: Page): Promise<string[]> {
  return page.locator('a[href^="/"]').evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const url = new URL((anchor as HTMLAnchorElement).href);
      return `${url.pathname}${url.search}`;
    }),
  );
}

test('from the dashboard, a level-2 user reaches every built route by taps', async ({ page }) => {
  test.setTimeout(20 * 60_000);
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await prepareTrader(token, [
    { token: 'IRT', amount: '50000000' },
    { token: 'USDT', amount: '100' },
  ]);
  await setUserLevel(token, 'LEVEL_2_IR');
  // Nothing is sent: a tap that would submit (a withdrawal, a swap, a new address) is refused by the network.
  await page.route('**/*', (route) => {
    const request = route.request();
    const isCall = ['fetch', 'xhr'].includes(request.resourceType());
    return isCall && request.method() !== 'GET' ? route.abort() : route.fallback();
  });

  const reached = new Map<string, string>();
  const visitedRoutes = new Set<string>();
  const queue: string[] = ['/dashboard'];
  const enqueue = (path: string) => {
    const name = routeOf(new URL(path, 'https://wallet.invalid').pathname);
    if (!name) return;
    if (!reached.has(name)) reached.set(name, path);
    if (visitedRoutes.has(name) || queue.some((queued) => routeOf(queued.split('?')[0]!) === name)) return;
    queue.push(path);
  };

  while (queue.length) {
    const path = queue.shift()!;
    await page.goto(path);
    await settle(page);
    const landed = here(page);
    const name = routeOf(new URL(page.url()).pathname);
    if (name) visitedRoutes.add(name);
    for (const link of await linksOf(page)) enqueue(link);
    if (process.env.CRAWL_LOG) console.log(`${new Date().toISOString()} ${landed} queue ${queue.length}`);
    // Buttons that navigate: each tapped on the page as opened, its destination noted, then the page opened again.
    const buttons = page.getByRole('button');
    // A list's rows lead to the same page for different items (a coin, a card): its first two are tapped.
    const rowRanks = await buttons.evaluateAll((elements) => {
      const rows = new Map<Element, number>();
      return elements.map((element) => {
        const list = element.closest('ul, ol, [role="list"], [role="listbox"], [role="radiogroup"]');
        if (!list) return 0;
        const rank = rows.get(list) ?? 0;
        rows.set(list, rank + 1);
        return rank;
      });
    });
    for (let index = 0; index < rowRanks.length; index += 1) {
      if (rowRanks[index]! >= 2) continue;
      if (here(page) !== landed) {
        // Back as the user goes back: the page is drawn again from its kept data, without a reload.
        await page.goBack().catch(() => undefined);
        if (here(page) !== landed) await page.goto(landed);
        await settle(page);
      }
      const button = buttons.nth(index);
      if (!(await button.isVisible().catch(() => false)) || !(await button.isEnabled().catch(() => false))) continue;
      const label = (await button.getAttribute('aria-label')) ?? (await button.innerText().catch(() => ''));
      if (UNTOUCHED.test(label)) continue;
      await button.click({ timeout: 2000 }).catch(() => undefined);
      await page.waitForTimeout(250);
      if (here(page) !== landed) {
        enqueue(here(page));
      } else {
        await page.keyboard.press('Escape').catch(() => undefined);
      }
    }
  }

  const missed = BUILT.map(({ name }) => name).filter((name) => !reached.has(name) && !(name in NOT_BY_TAPS));
  expect(missed, `reached: ${[...reached.keys()].sort().join(', ')}`).toEqual([]);
});
