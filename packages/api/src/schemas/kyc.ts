import { z } from 'zod';
import { isValidNationalCode, normalizeNationalCode, parseIsoDate } from '@wallet/core';
import { isoDateTime, phoneNumberInput } from './primitives';
import { userLevel } from './user';

/** Spec 000 §4 KYC status: PENDING and FAILED let the user act; CHECKING is under review; SUCCEED is done. */
export const KYC_STATUSES = ['PENDING', 'CHECKING', 'SUCCEED', 'FAILED'] as const;
export const kycStatus = z.enum(KYC_STATUSES);
export type KycStatus = z.infer<typeof kycStatus>;

/** Spec 000 §3 KYC level 1 steps, in order. */
export const KYC_LEVEL_1_STEPS = ['PHONE_NUMBER', 'PERSONAL_INFORMATION'] as const;
export const kycLevel1Step = z.enum(KYC_LEVEL_1_STEPS);
export type KycLevel1Step = z.infer<typeof kycLevel1Step>;

/**
 * Why the reviewer turned down a round of level-2 documents (designed here: spec 000 and 001 name no level-2
 * reasons). The app words each in the user's language.
 */
export const KYC_LEVEL_2_FAILURE_REASONS = [
  'SELFIE_UNCLEAR',
  'FACE_MISMATCH',
  'ID_CARD_UNREADABLE',
  'ID_CARD_MISMATCH',
] as const;
export const kycLevel2FailureReason = z.enum(KYC_LEVEL_2_FAILURE_REASONS);
export type KycLevel2FailureReason = z.infer<typeof kycLevel2FailureReason>;

/** Spec 001 §9: the level 1 review takes one minute. */
export const KYC_LEVEL_1_REVIEW_SECONDS = 60;

export const kycInfo = z
  .object({
    level: userLevel,
    /** Level 1 as a whole: SUCCEED once both steps are. */
    level1Status: kycStatus,
    steps: z.array(z.object({ step: kycLevel1Step, status: kycStatus })),
    /** The user's primary mobile (+98…), which the form sends; null until the phone step is done. */
    phoneNumber: z.string().nullable(),
    /** When the personal information under review is due to be decided, while CHECKING. */
    reviewDueAt: z.nullable(isoDateTime),
    level2Status: kycStatus.meta({
      description:
        "Level 2's latest round of documents: PENDING while none is complete, CHECKING under review, SUCCEED at LEVEL_2_IR, FAILED when the reviewer turned it down (the user may send the documents again, which starts a new round).",
    }),
    level2FailureReason: z.nullable(kycLevel2FailureReason).meta({
      description: 'Why the latest level-2 round was turned down, while level2Status is FAILED; else null.',
    }),
    level2FailedAt: z.nullable(isoDateTime).meta({
      description: 'When the latest level-2 round was turned down, while level2Status is FAILED; else null.',
    }),
  })
  .meta({ id: 'KycInfo' });
export type KycInfo = z.infer<typeof kycInfo>;

/** 10 digits with a valid check digit; Persian and Arabic digits are read as Latin ones. */
export const nationalIdInput = z
  .string()
  .max(32)
  .refine(isValidNationalCode, 'not a valid national code')
  .transform((value) => normalizeNationalCode(value) ?? value);

/** A real Gregorian calendar day, `YYYY-MM-DD` (the client converts from the Persian calendar). */
export const isoDate = z
  .string()
  .refine((value) => parseIsoDate(value) !== null, 'not a YYYY-MM-DD date')
  .meta({ description: 'ISO 8601 calendar date, YYYY-MM-DD' });

export const personalInformationBody = z
  .object({
    nationalId: nationalIdInput,
    birthDate: isoDate,
    phoneNumber: phoneNumberInput,
    accept: z.literal(true),
  })
  .strict()
  .meta({ id: 'PersonalInformation' });
