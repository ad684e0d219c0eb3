import { and, eq } from 'drizzle-orm';
import type { HandlersOf } from '../context';
import { isUniqueViolation } from '../db/errors';
import { addressBook } from './tables';
import { ApiFailure } from '../errors';
import { checkAddress, createEntry, entryView, listEntries, networkRules, ownEntry } from './address-book';

export const addressBookHandlers: HandlersOf<
  'addressBook' | 'createAddressBookEntry' | 'updateAddressBookEntry' | 'deleteAddressBookEntry'
> = {
  async addressBook({ db, auth, input }) {
    return { entries: await listEntries(db, auth.user.id, input.query.network) };
  },

  async createAddressBookEntry({ sb, db, auth, input }) {
    return createEntry(db, auth.user.id, input.body, sb.clock.now());
  },

  async updateAddressBookEntry({ db, auth, input }) {
    const entry = await ownEntry(db, auth.user.id, input.params.id);
    const memo = input.body.memo === undefined ? entry.memo : input.body.memo;
    if (memo !== entry.memo) checkAddress(await networkRules(db, entry.network), entry.address, memo);
    try {
      const [row] = await db
        .update(addressBook)
        .set({
          name: input.body.name,
          memo,
          comment: input.body.comment === undefined ? entry.comment : input.body.comment,
        })
        .where(and(eq(addressBook.id, entry.id), eq(addressBook.userId, auth.user.id)))
        .returning();
      return entryView(row!);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiFailure(409, 'ADDRESS_BOOK_ENTRY_EXISTS');
      throw error;
    }
  },

  async deleteAddressBookEntry({ db, auth, input }) {
    const entry = await ownEntry(db, auth.user.id, input.params.id);
    await db.delete(addressBook).where(eq(addressBook.id, entry.id));
    return { id: String(entry.id) };
  },
};
