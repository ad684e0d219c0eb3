import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { ApiFailure } from '../errors';
import { userPhones } from './tables';

/**
 * Adds a number the user proved is theirs (a code, or Telegram's signed contact): primary when it is their
 * first. Already theirs: nothing to do. Someone else's: 409 PHONE_NUMBER_ALREADY_EXISTS.
 */
export async function addProvenPhone(db: Db, userId: number, number: string, at: Date): Promise<void> {
  const [owner] = await db.select().from(userPhones).where(eq(userPhones.number, number));
  if (owner?.userId === userId) return;
  if (owner) throw new ApiFailure(409, 'PHONE_NUMBER_ALREADY_EXISTS');
  const hasPhone = (await db.select().from(userPhones).where(eq(userPhones.userId, userId))).length > 0;
  try {
    await db.insert(userPhones).values({ userId, number, isPrimary: !hasPhone, createdAt: at });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiFailure(409, 'PHONE_NUMBER_ALREADY_EXISTS');
    throw error;
  }
}
