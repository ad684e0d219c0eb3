import { and, eq } from 'drizzle-orm';
import type { ErrorCode, FeatureFlag, LimitFlag } from '@wallet/api';
import type { Db } from '../db/client';
import { ApiFailure } from '../errors';
import { featureFlags } from './tables';

/** Whether a feature flag is on now (the sandbox's flags are the same for every user). */
export async function isFlagOn(db: Db, flag: FeatureFlag): Promise<boolean> {
  const [row] = await db
    .select({ name: featureFlags.name })
    .from(featureFlags)
    .where(and(eq(featureFlags.name, flag), eq(featureFlags.enabled, true)));
  return Boolean(row);
}

/** Refuses with 422 and the code when a limit flag that pauses something is on (api's LIMIT_FLAG_EFFECTS). */
export async function refuseIfFlagOn(db: Db, flag: LimitFlag, code: ErrorCode): Promise<void> {
  if (await isFlagOn(db, flag)) throw new ApiFailure(422, code);
}
