import { expect, test, type Page } from '@playwright/test';
import { prepareBuyer, typeAmount } from '../support/express-buy';
import { OWN_CARD_SHOWN, OWN_CARD_TYPED } from '../support/rial-cards';
import { advanceClock, newPhone } from '../support/sandbox';
import { openLoggedIn } from './support';

// A buyer with no bank card and no Toman: the buy waits while the card is added from its own link, and comes
// back with a price to confirm.

/** From the dashboard: an express buy of 150,000 Toman priced, its card-to-card payment waiting for a card. */
async function startBuyWithoutCard(page: Page): Promise<string> {
  const mainButton = (name: string) => page.getByRole('button', { name, exact: true });
  await page.getByRole('link', { name: 'خرید فوری' }).click();
  await typeAmount(page, mainButton, '150000');
  await expect(page).toHaveURL(/\/express-buy\/confirm\?taskId=[\w-]+$/);
  const methods = page.getByRole('region', { name: 'پرداخت باقی‌مانده' });
  await expect(methods).toContainText('ابتدا یک کارت بانکی اضافه کنید');
  return new URL(page.url()).searchParams.get('taskId')!;
}

/** Follows the buy's "Add a bank card" link and adds the user's own card in the form it opens. */
async function addCardByLink(page: Page, beforeAdding: () => Promise<void> = async () => undefined) {
  await page
    .getByRole('list', { name: 'کارت‌های بانکی' })
    .getByRole('link', { name: 'افزودن کارت بانکی' })
    .click();
  await expect(page).toHaveURL(/\/profile\/financial\?add=card&nextUrl=/);
  const entry = page.getByRole('dialog', { name: 'کارت بانکی جدید' });
  await entry.getByLabel('شماره کارت').fill(OWN_CARD_TYPED);
  await beforeAdding();
  await entry.getByRole('button', { name: 'ادامه' }).click();
  const confirmCard = page.getByRole('dialog', { name: 'این کارت اضافه شود؟' });
  await confirmCard.getByRole('button', { name: 'افزودن', exact: true }).click();
}

/** Back on a buy's confirmation: its price, still held, and the card payment on the main button. */
async function expectPriceToConfirm(page: Page) {
  await expect(page.getByRole('region', { name: 'خرید شما' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'اعتبار قیمت' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'پرداخت با کارت به کارت', exact: true })).toBeVisible();
}

test('a buyer with no card adds one from the express buy and is back at the same price to confirm', async ({
  page,
}) => {
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await prepareBuyer(token, '0');
  await page.reload();
  const taskId = await startBuyWithoutCard(page);

  await addCardByLink(page);
  await expect(page).toHaveURL(new RegExp(`/express-buy/confirm\\?taskId=${taskId}$`));
  await expectPriceToConfirm(page);
  await expect(page.getByText('این قیمت تازه است')).toBeHidden();
  await page.getByRole('button', { name: 'پرداخت با کارت به کارت', exact: true }).click();
  await expect(page.getByLabel('کارت پرداخت‌کننده')).toContainText(OWN_CARD_SHOWN);
});

test('a price that ran out while the card was added is priced again and shown before paying', async ({
  page,
}) => {
  const token = await openLoggedIn(page, newPhone(), '/dashboard');
  await prepareBuyer(token, '0');
  await page.reload();
  const taskId = await startBuyWithoutCard(page);

  // The user takes longer than the price is held.
  await addCardByLink(page, () => advanceClock(10 * 60 + 1));
  await expect(page).toHaveURL(/\/express-buy\/confirm\?taskId=[\w-]+&isRepriced=true$/, { timeout: 15_000 });
  expect(new URL(page.url()).searchParams.get('taskId')).not.toBe(taskId);
  await expect(page.getByText('این قیمت تازه است')).toBeVisible();
  await expectPriceToConfirm(page);
});
