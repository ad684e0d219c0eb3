import { expect, test } from '@playwright/test';
import { newPhone } from '../support/sandbox';
import { openLoggedIn } from './support';

test('the built web app runs under its Content-Security-Policy with no violation', async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Refused to load (Content Security Policy): ${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });

  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });

  await openLoggedIn(page, newPhone(), '/dashboard');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  // The page's own files, and its one inline script (the early calls') by the hash of its text.
  expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/]+=*';/);
  expect(policy).not.toContain('unsafe-eval');
  // A <meta> policy covers only what follows it: it comes before the page's first script (the early calls').
  const policyPrecedesScripts = await page.evaluate(() => {
    const meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]')!;
    const scripts = Array.from(document.querySelectorAll('script'));
    return (
      scripts.length > 0 &&
      scripts.every((script) => meta.compareDocumentPosition(script) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  });
  expect(policyPrecedesScripts).toBe(true);
  // The banners (artwork through the API's origin) and the balances render under the policy.
  await expect(page.getByRole('region', { name: 'بنرها' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'بنرها' }).getByRole('img').first()).toBeVisible();
  // A coin page draws its chart, whose library adds a <style> of its own.
  await page.goto('/coin/BTC');
  await expect(page.getByRole('img', { name: /قیمت BTC در همه/ })).toBeVisible();
  expect(refusals).toEqual([]);
  // The app's styles are in the page: its stylesheet file is never fetched, not even by a lazy screen (the
  // chart's), and no style is missing for it (the chart's own stylesheet loaded, the dashboard drew).
  const inlineStylesheet = await page.locator('link[rel="stylesheet"][disabled]').getAttribute('href');
  expect(inlineStylesheet).toMatch(/^\/assets\/index-[\w-]+\.css$/);
  expect(stylesheets.some((url) => url.endsWith(inlineStylesheet!))).toBe(false);
  expect(stylesheets.length).toBeGreaterThan(0);
});
