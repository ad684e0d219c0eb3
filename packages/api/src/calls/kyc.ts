import { defineCall } from '../define';
import { kycInfo, personalInformationBody } from '../schemas/kyc';

const TAGS = ['Identity verification'] as const;

/** Spec 001 §7 identity verification: the KYC state and level 1's personal information. */
export const kycCalls = {
  kycInfo: defineCall({
    method: 'GET',
    path: '/v1/kyc',
    summary:
      "The user's level, the state of level 1's steps, and level 2's latest round of documents: FAILED with the reviewer's reason when it was turned down",
    auth: 'user',
    tags: TAGS,
    response: kycInfo,
  }),
  sendPersonalInformation: defineCall({
    method: 'POST',
    path: '/v2/kyc/personal-information',
    summary:
      'Send the national code, birth date and mobile for the level 1 check (400 bad input or under 18, 404 phone not the user’s, 409 NATIONAL_ID_ALREADY_EXISTS, 409 KYC_ALREADY_SUBMITTED when already under review or verified)',
    auth: 'user',
    tags: TAGS,
    body: personalInformationBody,
    response: kycInfo,
  }),
} as const;
