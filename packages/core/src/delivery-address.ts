import { toLatinDigits } from './phone';
import { findCity, findProvince } from './provinces';

export const RECIPIENT_MOBILE_LENGTH = 11;
export const POSTAL_CODE_LENGTH = 10;

/** What is wrong with one field of a delivery address. */
export type DeliveryAddressProblem =
  'REQUIRED' | 'UNKNOWN_PROVINCE' | 'UNKNOWN_CITY' | 'BAD_RECIPIENT_MOBILE' | 'BAD_POSTAL_CODE';

export interface DeliveryAddressInput {
  title: string;
  province: string;
  city: string;
  address: string;
  recipient: string;
  recipientMobile: string;
  postalCode: string;
}

export type DeliveryAddressProblems = Partial<Record<keyof DeliveryAddressInput, DeliveryAddressProblem>>;

const digitsOf = (value: string) => toLatinDigits(value).replace(/[\s\u200C\u200E\u200F-]/g, '');

/** The recipient's mobile as 11 Latin digits starting with 09 (Persian and Arabic digits accepted), or null. */
export function readRecipientMobile(value: string): string | null {
  const digits = digitsOf(value);
  return new RegExp(`^09\\d{${RECIPIENT_MOBILE_LENGTH - 2}}$`).test(digits) ? digits : null;
}

/** The postal code as 10 Latin digits, '' when left empty, or null when it is not 10 digits. */
export function readPostalCode(value: string): string | null {
  const digits = digitsOf(value);
  if (digits === '') return '';
  return new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`).test(digits) ? digits : null;
}

/**
 * Checks a delivery address: every field but the postal code is required, the province is one of Iran's
 * provinces and the city one of its main cities, the mobile has 11 digits and the postal code 10 when given.
 */
export function deliveryAddressProblems(input: DeliveryAddressInput): DeliveryAddressProblems {
  const problems: DeliveryAddressProblems = {};
  for (const key of ['title', 'province', 'city', 'address', 'recipient', 'recipientMobile'] as const) {
    if (input[key].trim() === '') problems[key] = 'REQUIRED';
  }
  const province = input.province.trim() ? findProvince(input.province) : undefined;
  if (input.province.trim() && !province) problems.province = 'UNKNOWN_PROVINCE';
  if (province && input.city.trim() && !findCity(province, input.city)) problems.city = 'UNKNOWN_CITY';
  if (!problems.recipientMobile && readRecipientMobile(input.recipientMobile) === null) {
    problems.recipientMobile = 'BAD_RECIPIENT_MOBILE';
  }
  if (readPostalCode(input.postalCode) === null) problems.postalCode = 'BAD_POSTAL_CODE';
  return problems;
}
