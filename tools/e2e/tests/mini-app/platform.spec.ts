import { expect, test } from '@playwright/test';
import { app, launchNewUser, openInApp } from '../support/mini-app';
import { typePin } from '../support/security';

test("[PLAT-03] inside Telegram the app drives the host's Back and Main buttons and its haptics, keeps state in its cloud storage and follows its theme", async ({
  page,
}) => {
  await launchNewUser(page);
  const back = page.getByRole('button', { name: 'Back', exact: true });
  await expect(back).toBeHidden();

  // The balance hidden on one device is hidden on every device of the account: the host's cloud storage.
  await app(page).getByRole('button', { name: 'پنهان کردن موجودی' }).click();
  await expect(app(page).getByRole('button', { name: 'نمایش موجودی' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page
      .getByRole('list', { name: 'Cloud storage' })
      .getByRole('listitem')
      .filter({ hasText: /^hiddenBalance$/ }),
  ).toBeVisible();

  // A sub-page shows the host's Back button. Setting a PIN there ends with the host's success haptic.
  await openInApp(page, '/profile/pin');
  await expect(back).toBeVisible();
  await app(page)
    .getByRole('button', { name: /تعیین رمز/ })
    .click();
  await typePin(app(page), '2468');
  await typePin(app(page), '2468');
  await expect(app(page).getByText('رمز تعیین شد.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Haptics log' })).toContainText('notification: success');
  await back.click();
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
  await expect(back).toBeHidden();

  // A page's primary action is the host's MainButton (the ad cheques' "create" opens the new cheque's form).
  await app(page).getByRole('navigation').getByRole('link', { name: 'فروشگاه' }).click();
  await app(page)
    .getByRole('link', { name: /چک‌های تبلیغاتی/ })
    .click();
  const mainButton = page.getByRole('button', { name: 'ساخت چک تبلیغاتی' });
  await mainButton.click();
  await expect(app(page).getByRole('heading', { name: 'چک تبلیغاتی جدید' })).toBeVisible();
  await expect(mainButton).toBeHidden();

  // The host's theme is the app's.
  await expect(app(page).locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByLabel('Theme').selectOption('dark');
  await expect(app(page).locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the local Telegram host shows a relaunch as loading until the new app is ready, not the old app’s readiness', async ({
  page,
}) => {
  await launchNewUser(page);
  const state = page.getByLabel('App state');
  await expect(state).toHaveText('Ready');
  // The launch's init data held back: the frame still holds the previous app, which is on its way out.
  let releaseLaunch = () => {};
  const launchHeld = new Promise<void>((resolve) => (releaseLaunch = resolve));
  await page.route(
    (url) => url.pathname === '/__tg-host/launch',
    async (route) => {
      await launchHeld;
      await route.continue();
    },
  );
  await page.getByRole('button', { name: 'Relaunch' }).click();
  await expect(state).toHaveText('Loading');
  await expect(page.locator('iframe[title="Mini app"]')).toHaveAttribute('src', /tgHostLaunch=2(?!\d)/);

  releaseLaunch();
  await expect(page.locator('iframe[title="Mini app"]')).toHaveAttribute('src', /tgHostLaunch=3(?!\d)/);
  await expect(state).toHaveText('Ready');
  await expect(app(page).getByRole('heading', { name: 'موجودی کل' })).toBeVisible();
});
