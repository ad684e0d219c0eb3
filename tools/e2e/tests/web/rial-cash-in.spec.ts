import { expect, test } from '@playwright/test';
import {
  cashInCode,
  openCashIn,
  OWN_IBAN,
  PAST_NEXT_PAYA_CYCLE_SECONDS,
  registerOwnIban,
  sendBankTransfer,
  SOMEONE_ELSES_IBAN,
  tomanBalance,
} from '../support/rial-cash-in';
import { raiseToLevelOne } from '../support/rial-cards';
import { advanceClock, newPhone } from '../support/sandbox';
import { openLoggedIn } from './support';

test('[RIAL-09] a PAYA transfer with the code from the user’s own IBAN is credited after the PAYA cycle; one from someone else’s IBAN is returned', async ({
  page,
}) => {
  await openCashIn();
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await raiseToLevelOne(token);
  await registerOwnIban(token);
  const code = await cashInCode(token);
  const before = await tomanBalance(token);

  await page.goto('/rial-deposit/cash-in-code');
  await expect(page.getByRole('heading', { name: 'واریز شناسه‌دار' })).toBeVisible();
  const payTo = page.getByRole('region', { name: 'واریز به' });
  await expect(payTo).toContainText(code);
  await expect(payTo).toContainText('بانک سامان');
  await expect(page.getByRole('list', { name: 'قوانین' })).toContainText(
    'از حساب واسط یا حساب شخص دیگری واریز نکنید.',
  );
  await expect(page.getByRole('region', { name: 'زمان واریز' })).toContainText('سیکل بعدی پایا');
  await expect(page.getByText('هنوز انتقالی نرسیده است')).toBeVisible();

  expect(
    await sendBankTransfer({ code, amount: '1500000', source: 'PAYA', fromIban: OWN_IBAN }),
  ).toMatchObject({
    status: 'WAITING_FOR_CYCLE',
  });
  const transfers = page.getByRole('list', { name: 'انتقال‌های ورودی' });
  await expect(transfers).toContainText('در انتظار سیکل پایای', { timeout: 15_000 });
  await expect(transfers).toContainText('۱٬۵۰۰٬۰۰۰ تومان با پایا');
  expect(await tomanBalance(token)).toBe(before);

  await advanceClock(PAST_NEXT_PAYA_CYCLE_SECONDS);
  await expect(transfers.getByRole('listitem').first()).toContainText('واریز شد', { timeout: 15_000 });
  expect((await tomanBalance(token)) - before).toBe(1_500_000);

  expect(
    await sendBankTransfer({ code, amount: '900000', source: 'POL', fromIban: SOMEONE_ELSES_IBAN }),
  ).toMatchObject({ status: 'RETURNED', returnReason: 'NOT_OWN_ACCOUNT' });
  await expect(transfers.getByRole('listitem').first()).toContainText(
    'برگشت خورد: از حساب ثبت‌شدهٔ شما نبود',
    { timeout: 15_000 },
  );
  await expect(transfers.getByRole('listitem').first()).toContainText(SOMEONE_ELSES_IBAN);
  expect((await tomanBalance(token)) - before).toBe(1_500_000);
});

test('the Pol and PAYA/SATNA pages give the wallet’s IBAN and the user’s code', async ({ page }) => {
  await openCashIn();
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await raiseToLevelOne(token);
  const code = await cashInCode(token);

  await page.goto('/rial-deposit/pol');
  await expect(page.getByRole('heading', { name: 'انتقال پل' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'واریز به' })).toContainText(code);
  await expect(page.getByRole('region', { name: 'زمان واریز' })).toContainText('۱۵٬۰۰۰٬۰۰۰ تومان');

  await page.goto('/rial-deposit/paya-satna');
  await expect(page.getByRole('heading', { name: 'انتقال پایا یا ساتنا' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'واریز به' })).toContainText(code);
  await expect(page.getByRole('region', { name: 'زمان واریز' })).toContainText('۰۳:۴۵، ۱۰:۴۵، ۱۳:۴۵، ۱۸:۴۵');
});
