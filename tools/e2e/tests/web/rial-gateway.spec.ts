import { expect, test } from '@playwright/test';
import { raiseToLevelOne } from '../support/rial-cards';
import { openGateway, pressOnGateway, registerCard, tomanBalance } from '../support/rial-gateway';
import { SANDBOX_URL, newPhone } from '../support/sandbox';
import { openLoggedIn } from './support';

const WITHDRAW_HOLD =
  'این واریز از درگاه بانکی انجام شده است؛ بنابراین ممکن است برداشت‌ها به‌دلیل محدودیت قضایی به‌مدت ۲۴ تا ۷۲ ساعت کاری متوقف بمانند.';

test('[RIAL-08] [RIAL-14] a gateway deposit paid on the bank’s page is credited once; a cancelled one credits nothing', async ({
  page,
}) => {
  await openGateway();
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await raiseToLevelOne(token);
  await registerCard(token);
  const before = await tomanBalance(token);

  await page.goto('/rial-deposit');
  const gatewayRow = page.getByRole('link', { name: /درگاه بانکی/ });
  await expect(gatewayRow).toContainText('استفاده‌شدهٔ امروز ۰، باقی‌مانده ۲۵٬۰۰۰٬۰۰۰ از ۲۵٬۰۰۰٬۰۰۰ تومان');
  await gatewayRow.click();
  await expect(page.getByRole('heading', { name: 'واریز با درگاه بانکی' })).toBeVisible();
  await page.getByLabel('مبلغ واریز').fill('۱۰۰۰۰۰');
  await expect(page.getByText('۵۰۰ تومان', { exact: true })).toBeVisible();
  await expect(page.getByText('۱۰۰٬۵۰۰ تومان', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'رفتن به درگاه' }).click();

  await expect(page).toHaveURL(new RegExp(`^${SANDBOX_URL}/gateway/[\\w-]{22}$`));
  await expect(page.getByText('603799******7828')).toBeVisible();
  await pressOnGateway(page, 'Pay');
  await expect(page).toHaveURL(/\/payment\/result\?paymentId=\d+$/);
  await expect(page.getByText('واریز موفق بود')).toBeVisible();
  await expect(page.getByText(WITHDRAW_HOLD)).toBeVisible();
  expect((await tomanBalance(token)) - before).toBe(100_000);

  await page.goto('/rial-deposit/gateway');
  await page.getByLabel('مبلغ واریز').fill('50000');
  await page.getByRole('button', { name: 'رفتن به درگاه' }).click();
  await pressOnGateway(page, 'Cancel');
  await expect(page).toHaveURL(/\/payment\/result\?paymentId=\d+$/);
  await expect(page.getByText('پرداخت لغو شد', { exact: true })).toBeVisible();
  await expect(page.getByText('پرداخت لغو شد. مبلغی واریز نشد.')).toBeVisible();
  expect((await tomanBalance(token)) - before).toBe(100_000);
});
