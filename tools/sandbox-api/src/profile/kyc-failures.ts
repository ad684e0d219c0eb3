import type { Language } from '@wallet/api';

/** Reasons a personal-information (KYC level 1) check can fail, with what the user is told. */
export const KYC_FAILURE_REASONS = {
  NATIONAL_ID_PHONE_MISMATCH: {
    fa: 'شمارهٔ موبایل به نام صاحب این کد ملی نیست.',
    en: 'The mobile number is not registered to the owner of this national code.',
  },
  BIRTH_DATE_MISMATCH: {
    fa: 'تاریخ تولد با کد ملی مطابقت ندارد.',
    en: 'The birth date does not match the national code.',
  },
} as const;
export type KycFailureReason = keyof typeof KYC_FAILURE_REASONS;

export function kycFailureMessage(reason: string, language: Language): string | null {
  const messages = KYC_FAILURE_REASONS[reason as KycFailureReason] as { fa: string; en: string } | undefined;
  if (!messages) return null;
  return language === 'fa' ? messages.fa : messages.en;
}
