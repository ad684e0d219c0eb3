import { expect, test } from '@playwright/test';
import { openLoggedIn } from './support';

test('a sub-page opened for the first time is drawn with its Back header, not a moment before it', async ({
  page,
}) => {
  await openLoggedIn(page, '09120000001', '/dashboard');
  // Which DOM changes came in one batch (one task): the page's rows and the header must share one.
  await page.evaluate(() => {
    const batches: string[][] = [];
    Object.assign(window, { batches });
    new MutationObserver((records) => {
      const added = records.flatMap((record) => Array.from(record.addedNodes));
      const seen: string[] = [];
      if (added.some((node) => node instanceof Element && node.querySelector?.('.ui-rows')))
        seen.push('rows');
      if (added.some((node) => node instanceof Element && node.matches('.shell-header'))) seen.push('header');
      if (seen.length) batches.push(seen);
    }).observe(document.body, { childList: true, subtree: true });
  });
  // The send page's code is not loaded yet: it appears when its chunk arrives, not in the click's own task.
  await page.getByRole('link', { name: 'ارسال' }).click();
  await expect(page.getByRole('link', { name: /به آدرس کیف پول/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'بازگشت' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { batches: string[][] }).batches)).toEqual([
    ['rows', 'header'],
  ]);
});
