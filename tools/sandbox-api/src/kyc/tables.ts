import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { KycStatus } from '@wallet/api';
import type { KycFailureReason } from '../profile/kyc-failures';
import { at, id, ref } from '../db/columns';

// KYC level 1: each personal-information submission and its review; the simulated national registry.

export const kycPersonalInformation = pgTable('kyc_personal_information', {
  id: id(),
  userId: ref('user_id').notNull(),
  nationalId: text('national_id').notNull(),
  birthDate: text('birth_date').notNull(),
  phoneNumber: text('phone_number').notNull(),
  status: text('status').$type<Exclude<KycStatus, 'PENDING'>>().notNull(),
  failureReason: text('failure_reason').$type<KycFailureReason>(),
  submittedAt: at('submitted_at').notNull(),
  reviewDueAt: at('review_due_at').notNull(),
  decidedAt: at('decided_at'),
});
export type KycPersonalInformationRow = typeof kycPersonalInformation.$inferSelect;

/** Pairs the simulated registry says do not match: the mobile is not the national code owner's. */
export const kycRegistryMismatches = pgTable(
  'kyc_registry_mismatches',
  {
    nationalId: text('national_id').notNull(),
    phoneNumber: text('phone_number').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.nationalId, t.phoneNumber] })],
);
