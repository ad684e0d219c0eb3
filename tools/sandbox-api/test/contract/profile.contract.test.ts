import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE, startTestSandbox, type TestSandbox } from '../harness';
import { failure } from './failure';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

describe('whoami and settings', () => {
  it('returns the user information of spec 000 §3', async () => {
    const { token } = await t.login('09120000001');
    const me = await t.api(token).whoami();
    expect(me).toMatchObject({
      displayName: 'رضا کریمی',
      officialFirstName: 'رضا',
      officialLastName: 'کریمی',
      level: 'LEVEL_1_IR',
      region: 'IR',
      language: 'fa',
      currency: 'IRT',
      phoneNumbers: [{ number: '+989120000001', primary: true }],
      emails: [],
    });
    expect(me.intercomHmac).toMatch(/^[0-9a-f]{64}$/);
    expect(me.sessionId).toMatch(/^\d+$/);
  });

  it('a new user without a name is "anonymous"', async () => {
    const { token } = await t.login('09121112200');
    expect((await t.api(token).whoami()).displayName).toBe('anonymous');
  });

  it('[PROF-02] changes language and currency, and refuses values outside the lists', async () => {
    const { token } = await t.login('09121112201');
    expect((await t.api(token).updateUser({ body: { language: 'en' } })).language).toBe('en');
    expect((await t.api(token).updateUser({ body: { currency: 'USD' } })).currency).toBe('USD');
    for (const body of [{ language: 'de' }, { currency: 'EUR' }, {}]) {
      const error = await failure(t.api(token).updateUser({ body: body as never }));
      expect(error.status).toBe(400);
      expect(error.codeString).toBe('BAD_INPUT_VALUES');
    }
  });

  it("answers errors in the user's language", async () => {
    const { token } = await t.login('09121112202');
    await t.api(token).updateUser({ body: { language: 'en' } });
    const en = await failure(t.api(token).utm({ params: { code: 'missing' } }));
    expect(en.localizedMessage).toBe('Campaign not found.');
    await t.api(token).updateUser({ body: { language: 'fa' } });
    const fa = await failure(t.api(token).utm({ params: { code: 'missing' } }));
    expect(fa.localizedMessage).toBe('این کمپین پیدا نشد.');
  });

  it('shows why the personal-information check failed', async () => {
    const { token } = await t.login('09120000000');
    const reason = await t.api(token).personalInformationFailureReason();
    expect(reason.failureReason).toBe('NATIONAL_ID_PHONE_MISMATCH');
    expect(reason.localizedMessage).toContain('کد ملی');
    const fresh = await t.login('09121112203');
    expect(await t.api(fresh.token).personalInformationFailureReason()).toEqual({
      failureReason: null,
      localizedMessage: null,
      failedAt: null,
    });
  });
});

describe('[PROF-03] phone numbers and e-mail addresses', () => {
  it('adds a phone by code, makes it primary and removes the old one', async () => {
    const { token } = await t.login('09121112210');
    const api = t.api(token);
    await api.requestNewPhoneOtp({
      body: { region: 'IR', number: '09121112211', deviceInformation: DEVICE },
    });
    const [message] = await t.outbox('09121112211');
    const wrong = await failure(
      api.verifyNewPhoneOtp({
        body: {
          region: 'IR',
          number: '09121112211',
          code: message!.code === '000000' ? '111111' : '000000',
          deviceInformation: DEVICE,
        },
      }),
    );
    expect(wrong.codeString).toBe('WRONG_OTP_CODE');
    const added = await api.verifyNewPhoneOtp({
      body: { region: 'IR', number: '09121112211', code: message!.code!, deviceInformation: DEVICE },
    });
    expect(added.phoneNumbers).toEqual([
      { number: '+989121112210', primary: true },
      { number: '+989121112211', primary: false },
    ]);
    expect((await failure(api.deletePhone({ params: { number: '+989121112210' } }))).codeString).toBe(
      'CANNOT_DELETE_PRIMARY_PHONE',
    );
    const switched = await api.setPrimaryNumber({
      body: { number: '09121112211', deviceInformation: DEVICE },
    });
    expect(switched.phoneNumbers.find((p) => p.primary)?.number).toBe('+989121112211');
    const removed = await api.deletePhone({ params: { number: '09121112210' } });
    expect(removed.phoneNumbers).toEqual([{ number: '+989121112211', primary: true }]);
    // The removed number can now log in as a new user.
    expect((await t.login('09121112210')).isSignup).toBe(true);
  });

  it("refuses another user's number with PHONE_NUMBER_ALREADY_EXISTS", async () => {
    const { token } = await t.login('09121112212');
    const error = await failure(
      t
        .api(token)
        .requestNewPhoneOtp({ body: { region: 'IR', number: '09120000002', deviceInformation: DEVICE } }),
    );
    expect(error.status).toBe(409);
    expect(error.codeString).toBe('PHONE_NUMBER_ALREADY_EXISTS');
  });

  it('refuses a code sent for another user', async () => {
    const a = await t.login('09121112213');
    const b = await t.login('09121112214');
    await t
      .api(a.token)
      .requestNewPhoneOtp({ body: { region: 'IR', number: '09121112215', deviceInformation: DEVICE } });
    const [message] = await t.outbox('09121112215');
    const error = await failure(
      t.api(b.token).verifyNewPhoneOtp({
        body: { region: 'IR', number: '09121112215', code: message!.code!, deviceInformation: DEVICE },
      }),
    );
    expect(error.codeString).toBe('WRONG_OTP_CODE');
  });

  it('adds e-mail addresses by code or by the one-time link, and sets the primary one', async () => {
    const { token } = await t.login('09121112216');
    const api = t.api(token);
    await api.requestEmailOtp({ body: { email: 'Reza@Example.com', deviceInformation: DEVICE } });
    const [mail] = await t.outbox('reza@example.com');
    expect(mail?.channel).toBe('EMAIL');
    const withEmail = await api.verifyEmailOtp({
      body: { email: 'reza@example.com', code: mail!.code!, deviceInformation: DEVICE },
    });
    expect(withEmail.emails).toEqual([{ address: 'reza@example.com', primary: true }]);

    await api.requestEmailOtp({ body: { email: 'work@example.com', deviceInformation: DEVICE } });
    const [second] = await t.outbox('work@example.com');
    const link = /action-link\/([A-Za-z0-9_-]+)/.exec(second!.text)?.[1];
    expect(link).toBeTruthy();
    const redeemed = await api.redeemActionLink({ params: { token: link! } });
    expect(redeemed.action).toBe('EMAIL_VERIFIED');
    expect(redeemed.user.emails).toContainEqual({ address: 'work@example.com', primary: false });
    expect((await failure(api.redeemActionLink({ params: { token: link! } }))).codeString).toBe(
      'ACTION_LINK_NOT_FOUND',
    );

    const primary = await api.setPrimaryEmail({
      body: { email: 'work@example.com', deviceInformation: DEVICE },
    });
    expect(primary.emails.find((e) => e.primary)?.address).toBe('work@example.com');
    expect(
      (await failure(api.setPrimaryEmail({ body: { email: 'x@example.com', deviceInformation: DEVICE } })))
        .codeString,
    ).toBe('EMAIL_NOT_FOUND');
  });
});

describe('referrer and utm', () => {
  it('[GROW-02] sets the referrer once, never to oneself', async () => {
    const { token } = await t.login('09121112220');
    const me = await t.api(token).referralDetails();
    expect(
      (await failure(t.api(token).setReferrer({ body: { code: me.invitationCode, source: 'link' } })))
        .codeString,
    ).toBe('CANNOT_REFER_YOURSELF');
    expect(
      (await failure(t.api(token).setReferrer({ body: { code: 'NOPE0000', source: 'link' } }))).codeString,
    ).toBe('REFERRAL_CODE_NOT_FOUND');
    expect(await t.api(token).setReferrer({ body: { code: 'demo1111', source: 'link' } })).toEqual({
      referrerCode: 'DEMO1111',
      source: 'link',
    });
    const again = await failure(t.api(token).setReferrer({ body: { code: 'DEMO2222', source: 'link' } }));
    expect(again.status).toBe(409);
    expect(again.codeString).toBe('REFERRER_ALREADY_SET');
    const level1 = await t.login('09120000001');
    expect((await t.api(level1.token).referralDetails()).invitedCount).toBe(1);
  });

  it('[GROW-02] records the utm campaign', async () => {
    const { token } = await t.login('09121112221');
    const recorded = await t.api(token).setUtm({ body: { campaignCode: 'tg-channel-1405' } });
    expect(recorded.campaignCode).toBe('tg-channel-1405');
    expect((await failure(t.api(token).setUtm({ body: { campaignCode: 'unknown' } }))).codeString).toBe(
      'UTM_NOT_FOUND',
    );
  });
});

describe('[PROF-05] delivery addresses', () => {
  const address = {
    title: 'خانه',
    province: 'تهران',
    city: 'تهران',
    address: 'خیابان ولیعصر، پلاک ۱۲',
    recipient: 'رضا کریمی',
    recipientMobile: '09121234567',
    postalCode: '1234567890',
  };

  it('creates, lists, updates and deletes, only for their owner', async () => {
    const { token } = await t.login('09121112230');
    const other = await t.login('09121112231');
    const created = await t.api(token).createAddress({ body: address });
    expect(created).toMatchObject(address);
    expect(await t.api(token).addresses()).toHaveLength(1);
    expect(await t.api(other.token).addresses()).toHaveLength(0);
    const updated = await t.api(token).updateAddress({
      params: { id: created.id },
      body: { ...address, postalCode: null, title: 'محل کار' },
    });
    expect(updated).toMatchObject({ title: 'محل کار', postalCode: null });
    expect(
      (await failure(t.api(other.token).updateAddress({ params: { id: created.id }, body: address })))
        .codeString,
    ).toBe('ADDRESS_NOT_FOUND');
    expect((await failure(t.api(other.token).deleteAddress({ params: { id: created.id } }))).status).toBe(
      404,
    );
    await t.api(token).deleteAddress({ params: { id: created.id } });
    expect(await t.api(token).addresses()).toEqual([]);
  });

  it.each([
    ['a 10-digit mobile', { recipientMobile: '0912123456' }],
    ['a 9-digit postal code', { postalCode: '123456789' }],
    ['an empty city', { city: '  ' }],
  ])('refuses %s', async (_, change) => {
    const { token } = await t.login('09121112232');
    const error = await failure(t.api(token).createAddress({ body: { ...address, ...change } }));
    expect(error.codeString).toBe('BAD_INPUT_VALUES');
  });
});
