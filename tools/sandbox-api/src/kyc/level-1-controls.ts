import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeIranianMobile } from '@wallet/core';
import { nationalIdInput } from '@wallet/api';
import { defineControl, type SandboxControl } from '../context';
import { ApiFailure, badInput } from '../errors';
import { KYC_FAILURE_REASONS, type KycFailureReason } from '../profile/kyc-failures';
import { decidePersonalInformation, type Level1Decision } from './level-1-review';
import { kycPersonalInformation, kycRegistryMismatches } from './tables';

const failureReason = z.enum(Object.keys(KYC_FAILURE_REASONS) as [KycFailureReason, ...KycFailureReason[]]);

function nationalIdParam(params: Record<string, string>): string {
  const parsed = nationalIdInput.safeParse(params.nationalId ?? '');
  if (!parsed.success) throw badInput('nationalId');
  return parsed.data;
}

/** Decides, now, the level 1 review of the submission with this national code. */
function decideControl(path: string, decisionOf: (body: { reason?: KycFailureReason }) => Level1Decision) {
  return defineControl({
    method: 'POST',
    path,
    body: z.object({ reason: failureReason.optional() }).strict(),
    run: async (sb, { body, params }) => {
      const nationalId = nationalIdParam(params);
      return sb.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(kycPersonalInformation)
          .where(
            and(
              eq(kycPersonalInformation.nationalId, nationalId),
              eq(kycPersonalInformation.status, 'CHECKING'),
            ),
          );
        if (!row) throw new ApiFailure(404, 'NOT_FOUND');
        const decision = decisionOf(body);
        await decidePersonalInformation(tx, row, decision, sb.clock.now());
        return { nationalId, status: decision.outcome === 'ACCEPT' ? 'SUCCEED' : 'FAILED' };
      });
    },
  });
}

/** The simulated national registry and the level 1 review, for tests and demos. */
export const level1Controls: readonly SandboxControl[] = [
  defineControl({
    method: 'POST',
    path: 'kyc/registry/mismatch',
    body: z.object({ nationalId: nationalIdInput, phoneNumber: z.string().min(1).max(32) }).strict(),
    run: async (sb, { body }) => {
      const phoneNumber = normalizeIranianMobile(body.phoneNumber);
      if (!phoneNumber) throw badInput('phoneNumber');
      await sb.db
        .insert(kycRegistryMismatches)
        .values({ nationalId: body.nationalId, phoneNumber, createdAt: sb.clock.now() })
        .onConflictDoNothing();
      return { nationalId: body.nationalId, phoneNumber, matches: false };
    },
  }),
  decideControl('kyc/personal-information/:nationalId/accept', () => ({ outcome: 'ACCEPT' })),
  decideControl('kyc/personal-information/:nationalId/reject', (body) => ({
    outcome: 'REJECT',
    reason: body.reason ?? 'NATIONAL_ID_PHONE_MISMATCH',
  })),
];
