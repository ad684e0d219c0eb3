import { expect, test } from '@playwright/test';
import { advanceClock, chainDeposit, newPhone } from '../support/sandbox';
import { openLoggedIn } from './support';

test('[DEP-03] [DEP-04] a memo deposit: the alert once, the address and memo, and the coins arriving', async ({
  page,
}) => {
  // A new user, whose recent deposits are this test's alone.
  await openLoggedIn(page, newPhone(), '/dashboard');
  await page.getByRole('link', { name: 'دریافت' }).click();
  await expect(page.getByRole('heading', { name: 'واریز' })).toBeVisible();
  await page.getByLabel('جستجوی ارز').fill('تون کوین');
  await page.getByRole('link', { name: /تون‌کوین/ }).click();

  const alert = page.getByRole('alertdialog', { name: 'این واریز ممو لازم دارد' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'متوجه شدم' }).click();
  await expect(alert).toBeHidden();
  const card = page.getByRole('region', { name: 'آدرس واریز' });
  await expect(card.getByRole('img', { name: /کد QR/ })).toBeVisible();
  // TON addresses and the sandbox's memos (W and the user's number) have shapes nothing else on the card has.
  const address = await card.getByText(/^[EU]Q[A-D][A-Za-z0-9_-]{45}$/).textContent();
  const memo = await card.getByText(/^W\d+$/).textContent();
  expect(memo).toBeTruthy();
  await expect(page.getByRole('region', { name: 'شرایط' })).toContainText('حداقل واریز');

  // The coins reach the network while the user is away; back on the page (a reload) they see them confirming.
  // The page asks at once on opening: waiting for its next 5 s refresh would race the one TON block (5 s of
  // the sandbox clock) that credits the deposit.
  await chainDeposit({ token: 'TON', network: 'TON', address: address!, memo: memo!, amount: '3' });
  await page.reload();
  await expect(card.getByText(address!, { exact: true })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const recent = page.getByRole('region', { name: 'واریزهای اخیر' });
  await expect(recent.getByRole('listitem').first()).toContainText('در حال تأیید');
  await advanceClock(10);
  await expect(recent.getByRole('listitem').first()).toContainText('واریز شد');
});
