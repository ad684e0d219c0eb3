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

  await openLoggedIn(page, newPhone(), '/dashboard');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
  // A <meta> policy covers only what follows it: it comes before the page's first script (the early calls').
  const policyPrecedesScripts = await page.evaluate(() => {
    const meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]')!;
    const scripts = Array.from(document.querySelectorAll('script[src]'));
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
});
