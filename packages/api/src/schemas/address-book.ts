import { z } from 'zod';
import { isoDateTime } from './primitives';

/** How many entries one user's address book may hold. */
export const MAX_ADDRESS_BOOK_ENTRIES = 200;

/** Spec 000 §3 Address book entry: name, address, optional memo/comment; kept per network. */
export const addressBookEntry = z
  .object({
    id: z.string(),
    name: z.string(),
    network: z.string(),
    address: z.string(),
    memo: z.string().nullable(),
    comment: z.string().nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'AddressBookEntry' });
export type AddressBookEntry = z.infer<typeof addressBookEntry>;

const entryName = z.string().trim().min(1).max(64);
const entryMemo = z.string().trim().min(1).max(128);
const entryComment = z.string().trim().min(1).max(200);

export const newAddressBookEntry = z
  .object({
    name: entryName,
    network: z.string().min(1).max(32),
    address: z.string().trim().min(1).max(128),
    memo: entryMemo.optional(),
    comment: entryComment.optional(),
  })
  .strict()
  .meta({ id: 'NewAddressBookEntry' });

export const addressBookEntryChange = z
  .object({
    name: entryName,
    memo: entryMemo.nullable().optional(),
    comment: entryComment.nullable().optional(),
  })
  .strict()
  .meta({ id: 'AddressBookEntryChange' });
