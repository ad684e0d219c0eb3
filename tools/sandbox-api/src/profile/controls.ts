import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { userLevel } from '@wallet/api';
import { defineControl } from '../context';
import { users } from './tables';

export const usersControls = [
  /** The logged-in user's verification level, as KYC would set it (tests of what each level may do). */
  defineControl({
    method: 'PUT',
    path: 'user/level',
    auth: 'user',
    body: z.object({ level: userLevel }).strict(),
    run: async (sb, { body: { level }, user }) => {
      await sb.db.update(users).set({ level }).where(eq(users.id, user!.id));
      return { level };
    },
  }),
];
