import { z } from 'zod';
import { defineCall } from '../define';
import { addressBookEntry, addressBookEntryChange, newAddressBookEntry } from '../schemas/address-book';

const TAGS = ['Address book'] as const;
const NOTE =
  'Spec 000 §3 describes address book entries (name, address, optional memo/comment) and the withdraw flow has contacts, but spec 001 lists no call for them; designed here.';
const entryId = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** The user's saved withdraw addresses, per network. */
export const addressBookCalls = {
  addressBook: defineCall({
    method: 'GET',
    path: '/v1/wallet/address-book',
    summary: "The user's saved addresses, newest first, optionally of one network",
    auth: 'user',
    tags: TAGS,
    query: z.object({ network: z.string().min(1).max(32).optional() }).strict(),
    response: z.object({ entries: z.array(addressBookEntry) }),
    notInSpec: NOTE,
  }),
  createAddressBookEntry: defineCall({
    method: 'POST',
    path: '/v1/wallet/address-book',
    summary: "Save an address, checked against the network's address and memo patterns",
    auth: 'user',
    tags: TAGS,
    body: newAddressBookEntry,
    response: addressBookEntry,
    notInSpec: NOTE,
  }),
  updateAddressBookEntry: defineCall({
    method: 'PUT',
    path: '/v1/wallet/address-book/{id}',
    summary: 'Rename an entry or change its memo or comment',
    auth: 'user',
    tags: TAGS,
    params: entryId,
    body: addressBookEntryChange,
    response: addressBookEntry,
    notInSpec: NOTE,
  }),
  deleteAddressBookEntry: defineCall({
    method: 'DELETE',
    path: '/v1/wallet/address-book/{id}',
    summary: 'Delete an entry',
    auth: 'user',
    tags: TAGS,
    params: entryId,
    response: z.object({ id: z.string() }),
    notInSpec: NOTE,
  }),
};
