import { expect, test } from '@playwright/test';

test('inside Telegram the built mini-app runs under its Content-Security-Policy with no violation', async ({
  page,
}) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  // Runs in every frame, the framed mini-app included.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Refused to load (Content Security Policy): ${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });

  await page.goto('/');
  const app = page.frameLocator('iframe[title="Mini app"]');
  await expect(app.getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
  const policy = await app.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
  // Framing is the host's header alone (dist/_headers); the local Telegram host frames it from another port.
  expect(policy).not.toContain('frame-ancestors');
  await expect(app.getByRole('region', { name: 'بنرها' }).getByRole('img').first()).toBeVisible();
  expect(refusals).toEqual([]);
});
