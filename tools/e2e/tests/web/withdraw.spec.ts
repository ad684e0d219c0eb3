import { expect, test } from '@playwright/test';
import {
  advanceClock,
  decideWithdrawal,
  disableSmsTwoFactor,
  enableSmsTwoFactor,
  latestCode,
  latestCodeOrNull,
  logInElsewhere,
  networkWithdrawals,
} from '../support/sandbox';
import { sendWithoutPin } from '../support/security';
import { openLoggedIn } from './support';
import { faAmount } from '../support/amounts';

const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

test('[WD-01] [WD-02] [WD-04] a withdrawal to a Tron address: minimum, fee fix, limit, bad address, then CONFIRMED_BY_NETWORK', async ({
  page,
}) => {
  // demo_level1 (fa): 1500 TRX, LEVEL_1 (20 USD a day).
  const token = await openLoggedIn(page, '09120000001', '/dashboard');
  const before = new Set((await networkWithdrawals(token, 'TRX')).map((entry) => entry.id));
  await page.getByRole('link', { name: 'ارسال' }).click();
  await page.getByRole('link', { name: /به آدرس کیف پول/ }).click();
  await page.getByRole('link', { name: /ترون/ }).click();

  const amount = page.getByLabel('مقداری که به آدرس می‌رسد');
  await amount.fill('۵');
  await page.getByRole('button', { name: 'ادامه' }).click();
  await expect(page.getByRole('alert')).toContainText('حداقل برداشت در این شبکه ۱۰ TRX است.');

  // The whole balance leaves nothing for the fee: the fix-amount action sends the balance less the fee.
  const balanceText = await page.getByRole('definition').filter({ hasText: 'TRX' }).first().innerText();
  const balance = Number(
    balanceText.replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit))).replace(/[^\d.]/g, ''),
  );
  await amount.fill(String(balance));
  await page.getByRole('button', { name: 'ادامه' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'موجودی شما برای این مقدار به‌اضافهٔ کارمزد شبکه کافی نیست.',
  );
  await page.getByRole('button', { name: /به‌جای آن .* TRX ارسال شود/ }).click();
  await expect(amount).toHaveValue(faAmount(balance - 1));
  await page.getByRole('button', { name: 'ادامه' }).click();
  // Over a thousand TRX is far over a level-1 daily limit: warned before sending, with level 2 suggested.
  await expect(page.getByRole('alert')).toContainText('مقدار درخواستی بیشتر از سقف برداشت شماست.');
  await expect(page.getByRole('link', { name: 'رفتن به سطح ۲' })).toBeVisible();

  await amount.fill('10');
  await expect(page.getByRole('definition').filter({ hasText: '۱۱ TRX' })).toBeVisible();
  await page.getByRole('button', { name: 'ادامه' }).click();

  const address = page.getByLabel('آدرس', { exact: true });
  await address.fill('0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe');
  await page.getByRole('button', { name: 'ادامه' }).click();
  await expect(page.getByRole('alert')).toContainText('این آدرس Tron (TRC20) نیست.');
  await address.fill(TRON_ADDRESS);
  // A reload in the middle resumes the withdrawal: the address names the coin, the draft holds the rest.
  await expect(page).toHaveURL(/\/select-address\?token=TRX&network=TRX$/);
  await page.reload();
  await expect(address).toHaveValue(TRON_ADDRESS);
  await page.getByRole('button', { name: 'ادامه' }).click();

  const terms = page.getByRole('region', { name: 'برداشت' });
  await expect(terms).toContainText(TRON_ADDRESS);
  await expect(terms).toContainText('۱۰ TRX');
  await expect(terms).toContainText('۱۱ TRX');
  await expect(page).toHaveURL(/\/transfer-confirmation\?token=TRX&network=TRX$/);
  await page.reload();
  await expect(terms).toContainText(TRON_ADDRESS);
  await expect(terms).toContainText('۱۱ TRX');
  await page.getByRole('button', { name: 'ارسال', exact: true }).dblclick();
  // A first money out with neither a PIN nor two-factor: the offer of a PIN, skipped, and the money goes.
  await sendWithoutPin(page);

  const progress = page.getByRole('list', { name: 'مراحل' });
  await expect(progress.locator('[aria-current="step"]')).toHaveText('ثبت شد');
  // One withdrawal for the double tap; the user may have earlier ones (another test, an earlier attempt).
  const sent = (await networkWithdrawals(token, 'TRX')).filter((entry) => !before.has(entry.id));
  expect(sent).toHaveLength(1);
  expect(sent[0]!.amount).toBe('11');

  await decideWithdrawal(sent[0]!.id, 'accept');
  await advanceClock(3600);
  await expect(progress.getByRole('listitem').filter({ hasText: '(انجام شد)' })).toHaveCount(4, {
    timeout: 20_000,
  });
  await page.getByRole('link', { name: 'همهٔ جزئیات' }).click();
  await expect(page.getByText('تأیید شبکه').first()).toBeVisible();
});

test('[WD-03] [WD-09] [WD-07] in English, a TON withdrawal with a memo, protected by an SMS two-factor code', async ({
  page,
}) => {
  // demo_level2: TON 820, LEVEL_2, in English. Two-factor turned on now blocks withdrawals for 24 h.
  const phone = '09120000002';
  const apiToken = await logInElsewhere(phone);
  await enableSmsTwoFactor(apiToken, phone);
  await page.addInitScript(() => localStorage.setItem('wallet:language', JSON.stringify('en')));
  const token = await openLoggedIn(page, phone, '/dashboard');
  const before = new Set((await networkWithdrawals(token, 'TON')).map((entry) => entry.id));
  await page.goto('/withdraw/coin-list');
  await page.getByRole('link', { name: /Toncoin/ }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Two-factor authentication was turned on or off lately',
  );
  await advanceClock(24 * 3600 + 60);
  await page.reload();

  await page.getByLabel('Amount the address receives').fill('1.5');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Address', { exact: true }).fill('UQAtl_RPTNAsaqDQdtvZA4nNvJ_j8vhyrj_aexf_jiYM9P3c');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('This network needs a memo.');
  await page.getByLabel('Memo (tag)').fill('exchange-7781');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('Tick the box to confirm the memo.');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('region', { name: 'Withdrawal' })).toContainText('exchange-7781');
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await page.getByLabel('Two-factor code').fill('000000');
  await send.click();
  await expect(page.getByRole('alert')).toContainText('The two-factor code is not correct.');
  const codeBefore = await latestCodeOrNull(phone);
  await page.getByRole('button', { name: 'Send the code by SMS' }).click();
  await expect(page.getByText('A code was sent to 0912***0002.')).toBeVisible();
  await page.getByLabel('Two-factor code').fill(await latestCode(phone, codeBefore ?? undefined));
  await send.click();
  await expect(page.getByRole('list', { name: 'Progress' })).toBeVisible();

  const sent = (await networkWithdrawals(token, 'TON')).filter((entry) => !before.has(entry.id));
  expect(sent).toHaveLength(1);
  expect(sent[0]!.amount).toBe('1.55');
  await disableSmsTwoFactor(apiToken, phone);
});
