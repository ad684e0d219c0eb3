import { z } from 'zod/mini';
import { q, route } from '../define';

/** Identity verification, spec 000 §2 /kyc/* (kyc). */
export const KYC_ROUTES = {
  kyc: route('/kyc'),
  /** nextUrl on every level 1 page: where to return once level 1 is done (only a path of this app is followed). */
  kycLevel1: route('/kyc/level-1', { nextUrl: z.optional(z.string()) }),
  /** nextUrl: where to return once level 1 is done; isSignedUp: sent here straight after sign-up. */
  kycLevel1RegisterForm: route('/kyc/level-1/register-form', {
    nextUrl: z.optional(z.string()),
    isSignedUp: z.optional(q.flag()),
  }),
  kycLevel1Checking: route('/kyc/level-1/checking', { nextUrl: z.optional(z.string()) }),
  kycLevel1Ok: route('/kyc/level-1/ok', { nextUrl: z.optional(z.string()) }),
  kycLevel1Late: route('/kyc/level-1/late', { nextUrl: z.optional(z.string()) }),
  kycLevel1Error: route('/kyc/level-1/error', { nextUrl: z.optional(z.string()) }),
  /** nextUrl on every level 2 page: where to return once level 2 is verified (only a path of this app is followed). */
  kycLevel2: route('/kyc/level-2', { nextUrl: z.optional(z.string()) }),
  kycLevel2Documents: route('/kyc/level-2/documents', { nextUrl: z.optional(z.string()) }),
  kycLevel2Selfie: route('/kyc/level-2/selfie', { nextUrl: z.optional(z.string()) }),
  kycLevel2Upload: route('/kyc/level-2/upload', { nextUrl: z.optional(z.string()) }),
};
