import { expect, type FrameLocator, type Page } from '@playwright/test';
import { SANDBOX_URL } from './sandbox';

const json = (token?: string) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** Raises the user of this session to a level with the sandbox control PUT /__sandbox/user/level. */
export async function setUserLevel(token: string, level: 'LEVEL_1_IR' | 'LEVEL_2_IR'): Promise<void> {
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/user/level`, {
    method: 'PUT',
    headers: json(token),
    body: JSON.stringify({ level }),
  });
  expect(answer.ok, `level answered ${answer.status}`).toBe(true);
}

/** The reviewer's decision on the level-2 documents of the user with this phone: accepted, or turned down. */
export async function reviewDocuments(
  phone: string,
  decision:
    'ACCEPT' | { reject: 'SELFIE_UNCLEAR' | 'FACE_MISMATCH' | 'ID_CARD_UNREADABLE' | 'ID_CARD_MISMATCH' },
): Promise<void> {
  const body =
    decision === 'ACCEPT' ? { phone, decision } : { phone, decision: 'REJECT', reason: decision.reject };
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/kyc/documents/review`, {
    method: 'POST',
    headers: json(),
    body: JSON.stringify(body),
  });
  expect(answer.ok, `review answered ${answer.status}`).toBe(true);
}

export async function userLevel(token: string): Promise<string> {
  const answer = await fetch(`${SANDBOX_URL}/v1/user/whoami`, {
    headers: { ...json(token), 'x-platform': 'WEB', 'x-os': 'LINUX', 'x-timezone': 'Asia/Tehran' },
  });
  return ((await answer.json()) as { result: { level: string } }).result.level;
}

/** A small real JPEG, drawn by the browser, and a 1×1 PNG. */
export async function idCardImages(page: Page): Promise<{ front: Buffer; back: Buffer }> {
  const jpegBase64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 40;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2a6';
    context.fillRect(0, 0, 64, 40);
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1]!;
  });
  const png =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  return { front: Buffer.from(jpegBase64, 'base64'), back: Buffer.from(png, 'base64') };
}

/**
 * Makes the first upload of the back of the card fail on the way (the connection drops), as a real network
 * would; every later request goes through.
 */
export async function failFirstBackUpload(page: Page): Promise<{ attempts: () => Record<string, number> }> {
  const counts: Record<string, number> = {};
  await page.route('**/v1/kyc/documents', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    const type = /name="type"\r\n\r\n(\w+)/.exec(body)?.[1] ?? 'unknown';
    counts[type] = (counts[type] ?? 0) + 1;
    if (type === 'NATIONAL_ID_BACK' && counts[type] === 1) await route.abort('failed');
    else await route.continue();
  });
  return { attempts: () => ({ ...counts }) };
}

/**
 * The level-2 journey inside the app (a page or the mini-app's frame): both sides of the card from files,
 * the selfie recorded with the fake camera, then the upload. `mainButton` is the host's main button.
 */
export async function takeLevel2Documents(
  app: Page | FrameLocator,
  mainButton: (name: string) => ReturnType<Page['getByRole']>,
  images: { front: Buffer; back: Buffer },
): Promise<void> {
  await expect(app.getByRole('heading', { name: 'احراز هویت سطح ۲' })).toBeVisible();
  await app.getByRole('button', { name: /کارت ملی/ }).click();
  await app
    .getByLabel('عکس: روی کارت ملی')
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: images.front });
  await expect(app.getByRole('img', { name: 'پیش‌نمایش: روی کارت ملی' })).toBeVisible();
  await app
    .getByLabel('عکس: پشت کارت ملی')
    .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: images.back });
  await expect(app.getByRole('img', { name: 'پیش‌نمایش: پشت کارت ملی' })).toBeVisible();
  await mainButton('ادامه').click();

  await expect(app.getByRole('heading', { name: 'ویدیوی سلفی' })).toBeVisible();
  await app.getByRole('button', { name: 'باز کردن دوربین' }).click();
  await app.getByRole('button', { name: 'شروع ضبط' }).click();
  await expect(app.getByLabel('ویدیوی سلفی ضبط‌شده')).toBeVisible({ timeout: 15_000 });
  await mainButton('ادامه').click();
}
