import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

// A walk through the app by taps, as a curious user: from the page it starts on it follows every same-site link
// and taps every button that can be tapped, noting the routes each leads to. Nothing is sent: every call that is
// not a read is refused by the network.

/** Every route a feature draws (kept in step with the features by packages/app/src/built-routes.test.ts). */
export const BUILT: { name: string; path: string }[] = JSON.parse(
  readFileSync(new URL('./built-routes.json', import.meta.url), 'utf8'),
);

export const routeOf = (pathname: string): string | null =>
  BUILT.find(({ path }) => new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`).test(pathname))?.name ??
  null;

/** Taps that end the session or cannot be taken back are not made: the crawl must stay logged in. */
const UNTOUCHED = /خروج|حذف|Log out|Delete/;
/** The header's back button returns to the page the crawl came from, which it has already seen. */
const BACK = /^بازگشت$|^Back$/;

/** A list's rows that lead to the same page for different items (coins, cards) stop being tapped after these. */
const ROWS_LEADING_NOWHERE_NEW = 2;

/** How many pages of one route are opened: a route with a parameter is read for two items (Toman and a coin). */
const visitsOf = (routePath: string) => (routePath.includes(':') ? 2 : 1);

/** Lets the page draw: its screen's code arrived (a heading shown), its first data answered, nothing loading. */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(150);
  await expect(page.getByRole('heading').first())
    .toBeVisible({ timeout: 10_000 })
    .catch(() => undefined);
  const loading = page.locator('[aria-busy="true"]:not([aria-hidden="true"])');
  await expect(loading)
    .toHaveCount(0, { timeout: 5000 })
    .catch(() => undefined);
}

/**
 * Opens a page of the app as its own links do, without starting the app again; from outside the app (a bank's
 * page) by its address. A page that sends elsewhere as it opens is read where it landed.
 */
export async function openAsLink(page: Page, path: string): Promise<void> {
  if (await page.evaluate(() => Boolean(document.querySelector('#root > *'))).catch(() => false)) {
    await page.evaluate((to) => window.history.pushState(null, '', to), path);
  } else {
    await page.goto(path).catch(() => page.waitForLoadState());
  }
  await settle(page);
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

/** A button of the page as the crawl weighs it before tapping. */
interface Candidate {
  label: string;
  /** The list it is a row of (three or more alike rows, or a wrapper of each), -1 outside a list. */
  list: number;
  shown: boolean;
}

async function candidatesOf(page: Page): Promise<Candidate[]> {
  return page.getByRole('button').evaluateAll((elements) => {
    const lists: Element[] = [];
    const listOf = (element: Element): number => {
      for (let node: Element | null = element, depth = 0; node?.parentElement && depth < 3; depth += 1) {
        const parent: Element = node.parentElement;
        const alike = Array.from(parent.children).filter(
          (sibling) => sibling.tagName === node!.tagName && sibling.className === node!.className,
        );
        if (alike.length >= 3) return lists.includes(parent) ? lists.indexOf(parent) : lists.push(parent) - 1;
        node = parent;
      }
      return -1;
    };
    return elements.map((element) => ({
      label: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' '),
      list: listOf(element),
      shown: element.checkVisibility() && !(element as HTMLButtonElement).disabled,
    }));
  });
}

/** Refuses every call that is not a read, so that no tap sends anything (a withdrawal, a swap, a new address). */
export async function sendNothing(page: Page): Promise<void> {
  await page.route('**/*', (route) => {
    const request = route.request();
    const isCall = ['fetch', 'xhr'].includes(request.resourceType());
    return isCall && request.method() !== 'GET' ? route.abort() : route.fallback();
  });
}

/**
 * Walks breadth-first from the page open now, following only the routes `follows` accepts; answers the routes
 * reached, each with the first path it was reached at.
 */
export async function crawlByTaps(
  page: Page,
  follows: (route: string) => boolean = () => true,
): Promise<Map<string, string>> {
  const reached = new Map<string, string>();
  /** The pages opened or waiting to be, by route: their paths. */
  const planned = new Map<string, Set<string>>();
  /** Buttons tapped already, by the route they were on and their label: the header and lists repeat. */
  const tapped = new Set<string>();
  const queue: string[] = [];
  /** Notes where a link or a tap leads; answers whether that route was new. */
  const note = (path: string): boolean => {
    const { pathname } = new URL(path, 'https://wallet.invalid');
    const name = routeOf(pathname);
    if (!name) return false;
    const isNew = !reached.has(name);
    if (isNew) reached.set(name, path);
    const paths = planned.get(name) ?? new Set<string>();
    const routePath = BUILT.find((route) => route.name === name)!.path;
    if (follows(name) && !paths.has(pathname) && paths.size < visitsOf(routePath)) {
      paths.add(pathname);
      planned.set(name, paths);
      queue.push(path);
    }
    return isNew;
  };
  await settle(page);
  note(here(page));
  const startedAt = Date.now();

  while (queue.length) {
    const path = queue.shift()!;
    const pageStart = Date.now();
    await openAsLink(page, path);
    const landed = here(page);
    const name = routeOf(new URL(page.url()).pathname) ?? landed;
    // A page that sends elsewhere as it opens (a redirect) is noted where it lands.
    if (!reached.has(name)) reached.set(name, landed);
    for (const link of await linksOf(page)) note(link);
    // Buttons that navigate: each tapped on the page as opened, its destination noted, then back to the page.
    const candidates = await candidatesOf(page);
    let taps = 0;
    const staleRows = new Map<number, number>();
    for (let index = 0; index < candidates.length; index += 1) {
      const { label, list, shown } = candidates[index]!;
      const key = `${name} ${label}`;
      if (!shown || tapped.has(key) || UNTOUCHED.test(label) || BACK.test(label)) continue;
      if ((staleRows.get(list) ?? 0) >= ROWS_LEADING_NOWHERE_NEW) continue;
      tapped.add(key);
      if (here(page) !== landed) {
        // A tap that navigated after the wait below is noted where it led.
        note(here(page));
        // Back as the user goes back: the page is drawn again from its kept data, without a reload.
        await page.goBack().catch(() => undefined);
        if (here(page) === landed) await settle(page);
        else await openAsLink(page, landed);
      }
      taps += 1;
      const clicked = await page
        .getByRole('button')
        .nth(index)
        // Long enough for a page still drawing on a busy machine; hidden and disabled buttons are not tried.
        .click({ timeout: 3000 })
        .then(() => true)
        .catch(() => false);
      if (!clicked) continue;
      await page
        .waitForURL((url) => `${url.pathname}${url.search}` !== landed, { timeout: 400 })
        .catch(() => {});
      const isNew = here(page) !== landed && note(here(page));
      if (list >= 0) staleRows.set(list, isNew ? 0 : (staleRows.get(list) ?? 0) + 1);
      if (here(page) === landed && (await page.getByRole('dialog').count())) {
        await page.keyboard.press('Escape');
        // A drawer that Escape does not close would cover the next buttons: the page is drawn again.
        if (await page.getByRole('dialog').count()) await openAsLink(page, landed);
      }
    }
    // The last tap's page, where it navigated after the wait.
    if (here(page) !== landed) note(here(page));
    if (process.env.CRAWL_LOG) {
      const seconds = (since: number) => Math.round((Date.now() - since) / 1000);
      console.log(
        `${seconds(startedAt)}s ${landed} (${name}) ${seconds(pageStart)}s, ${taps} taps, ${queue.length} to go`,
      );
    }
  }
  return reached;
}
