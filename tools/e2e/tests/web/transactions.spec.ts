import { expect, test } from '@playwright/test';
import { advanceClock, chainDeposit, newPhone, SANDBOX_URL } from '../support/sandbox';
import { openLoggedIn } from './support';

async function depositAddress(token: string, coin: string): Promise<string> {
  const answer = await fetch(`${SANDBOX_URL}/v1/wallet/deposit/addresses?token=${coin}&network=${coin}`, {
    headers: { authorization: `Bearer ${token}`, 'x-platform': 'WEB', 'x-os': 'LINUX' },
  });
  return ((await answer.json()) as { result: { address: string } }).result.address;
}

test('[TX-03] [TX-05] transactions filtered by coin and type, one opened, and its receipt', async ({
  page,
}) => {
  // A new user, whose transactions are the two deposits below and nothing else.
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await chainDeposit({
    token: 'TRX',
    network: 'TRX',
    address: await depositAddress(token, 'TRX'),
    amount: '25',
  });
  await chainDeposit({
    token: 'DOGE',
    network: 'DOGE',
    address: await depositAddress(token, 'DOGE'),
    amount: '30',
  });
  await advanceClock(30 * 60);

  await page.getByRole('link', { name: 'تراکنش‌ها' }).click();
  const list = page.getByRole('list', { name: 'تراکنش‌ها' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('DOGE');

  await page.getByLabel('ارز').selectOption('TRX');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('+۲۵ TRX');
  await page.getByRole('group', { name: 'نوع' }).getByRole('button', { name: 'برداشت‌ها' }).click();
  await expect(page.getByText('تراکنشی با این فیلترها نیست.')).toBeVisible();
  await page.getByRole('group', { name: 'نوع' }).getByRole('button', { name: 'واریزها' }).click();
  await page.reload();
  await expect(page.getByLabel('ارز')).toHaveValue('TRX');

  await list.getByRole('link').first().click();
  const details = page.getByRole('region', { name: 'جزئیات' });
  await expect(details).toContainText('انجام شد');
  await expect(details).toContainText('کد پشتیبانی');
  // The support code is ten of the letters and digits that cannot be misread; nothing else in the details is.
  const supportCode = (await details.getByText(/^[2-9A-Z]{10}$/).textContent()) ?? '';
  expect(supportCode).toHaveLength(10);
  await page.getByRole('link', { name: 'رسید' }).click();
  await expect(page.getByRole('region', { name: 'رسید' })).toContainText(supportCode);
  await expect(page.getByRole('button', { name: 'کپی رسید' })).toBeVisible();
});
