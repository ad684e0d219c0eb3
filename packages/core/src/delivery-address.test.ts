import { describe, expect, it } from 'vitest';
import { deliveryAddressProblems, readPostalCode, readRecipientMobile } from './delivery-address';

const VALID = {
  title: 'خانه',
  province: 'تهران',
  city: 'تهران',
  address: 'خیابان ولیعصر، پلاک ۱۲',
  recipient: 'رضا کریمی',
  recipientMobile: '09121234567',
  postalCode: '1234567890',
};

describe('readRecipientMobile', () => {
  it.each([
    ['09121234567', '09121234567'],
    ['۰۹۱۲۱۲۳۴۵۶۷', '09121234567'],
    ['٠٩١٢١٢٣٤٥٦٧', '09121234567'],
    ['0912 123 4567', '09121234567'],
  ])('reads %j as %j', (value, expected) => {
    expect(readRecipientMobile(value)).toBe(expected);
  });

  it.each(['0912123456', '091212345678', '9121234567', '02112345678', '+989121234567', '0912abc4567'])(
    'refuses %j (not 11 digits starting with 09)',
    (value) => {
      expect(readRecipientMobile(value)).toBeNull();
    },
  );
});

describe('readPostalCode', () => {
  it.each([
    ['1234567890', '1234567890'],
    ['۱۲۳۴۵۶۷۸۹۰', '1234567890'],
    ['', ''],
    ['  ', ''],
  ])('reads %j as %j', (value, expected) => {
    expect(readPostalCode(value)).toBe(expected);
  });

  it.each(['123456789', '12345678901', '12345x7890'])('refuses %j (not 10 digits)', (value) => {
    expect(readPostalCode(value)).toBeNull();
  });
});

describe('deliveryAddressProblems', () => {
  it('[PROF-05] accepts a full address, and one without a postal code', () => {
    expect(deliveryAddressProblems(VALID)).toEqual({});
    expect(deliveryAddressProblems({ ...VALID, postalCode: '' })).toEqual({});
  });

  it('[PROF-05] accepts Persian digits in the mobile and the postal code', () => {
    expect(
      deliveryAddressProblems({ ...VALID, recipientMobile: '۰۹۱۲۱۲۳۴۵۶۷', postalCode: '۱۲۳۴۵۶۷۸۹۰' }),
    ).toEqual({});
  });

  it('[PROF-05] names each wrong field', () => {
    expect(
      deliveryAddressProblems({
        title: ' ',
        province: 'Texas',
        city: 'Austin',
        address: '',
        recipient: '',
        recipientMobile: '0912',
        postalCode: '12345',
      }),
    ).toEqual({
      title: 'REQUIRED',
      province: 'UNKNOWN_PROVINCE',
      address: 'REQUIRED',
      recipient: 'REQUIRED',
      recipientMobile: 'BAD_RECIPIENT_MOBILE',
      postalCode: 'BAD_POSTAL_CODE',
    });
  });

  it('refuses a city of another province', () => {
    expect(deliveryAddressProblems({ ...VALID, city: 'شیراز' })).toEqual({ city: 'UNKNOWN_CITY' });
  });

  it('says a missing mobile is required rather than malformed', () => {
    expect(deliveryAddressProblems({ ...VALID, recipientMobile: '' })).toEqual({
      recipientMobile: 'REQUIRED',
    });
  });
});
