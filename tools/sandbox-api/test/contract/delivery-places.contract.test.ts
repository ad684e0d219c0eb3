import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../harness';
import { failure } from './failure';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = (await t.login('09121117002')).token;
});
afterAll(() => t.close());

const ADDRESS = {
  title: 'خانه',
  province: 'فارس',
  city: 'شیراز',
  address: 'خیابان زند، پلاک ۴',
  recipient: 'سارا',
  recipientMobile: '09121234567',
  postalCode: null,
};

describe('[PROF-05] delivery address places come from the province list', () => {
  it('takes a province and one of its cities, by Persian or English name', async () => {
    expect(await t.api(token).createAddress({ body: ADDRESS })).toMatchObject({
      province: 'فارس',
      city: 'شیراز',
    });
    expect(
      await t.api(token).createAddress({ body: { ...ADDRESS, province: 'Gilan', city: 'Rasht' } }),
    ).toMatchObject({ province: 'Gilan', city: 'Rasht' });
  });

  it.each([
    ['an unknown province', { province: 'Texas' }],
    ['a city of another province', { city: 'تبریز' }],
  ])('refuses %s with 400 BAD_INPUT_VALUES', async (_, change) => {
    const error = await failure(t.api(token).createAddress({ body: { ...ADDRESS, ...change } }));
    expect([error.status, error.codeString]).toEqual([400, 'BAD_INPUT_VALUES']);
  });

  it('checks the places on update too', async () => {
    const created = await t.api(token).createAddress({ body: ADDRESS });
    const error = await failure(
      t.api(token).updateAddress({ params: { id: created.id }, body: { ...ADDRESS, city: 'Mashhad' } }),
    );
    expect(error.codeString).toBe('BAD_INPUT_VALUES');
  });
});
