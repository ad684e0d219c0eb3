import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WalletApi } from '@wallet/api';
import { apiFailure, startTestSandbox, type TestSandbox } from '../harness';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

/** Each test starts with a user of its own, whose address book is empty. */
let api: WalletApi;
let users = 0;
beforeEach(async () => {
  users++;
  api = t.api((await t.login(`0912448${String(users).padStart(4, '0')}`)).token);
});

/** Real addresses of the formats the seeded networks use. */
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ETHEREUM = '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe';
const TON = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';
const XRP = 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh';

describe('the address book', () => {
  it('[WD-10] saves name, address and an optional memo and comment, lists them newest first, per network', async () => {
    const tron = await api.createAddressBookEntry({
      body: { name: 'My exchange', network: 'TRX', address: TRON },
    });
    expect(tron).toMatchObject({
      name: 'My exchange',
      network: 'TRX',
      address: TRON,
      memo: null,
      comment: null,
    });
    const xrp = await api.createAddressBookEntry({
      body: {
        name: 'Binance XRP',
        network: 'XRP',
        address: XRP,
        memo: '1234567',
        comment: 'tag from the site',
      },
    });
    expect(xrp).toMatchObject({ memo: '1234567', comment: 'tag from the site' });
    expect((await api.addressBook({ query: {} })).entries.map((entry) => entry.id)).toEqual([
      xrp.id,
      tron.id,
    ]);
    expect((await api.addressBook({ query: { network: 'TRX' } })).entries.map((entry) => entry.id)).toEqual([
      tron.id,
    ]);
  });

  it('[WD-01] refuses an address that does not match its network, or a memo where none belongs', async () => {
    for (const [network, address] of [
      ['TRX', ETHEREUM],
      ['ETH', TRON],
      ['TON', `${TON}x`],
      ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5bio'],
    ] as const) {
      const error = await apiFailure(api.createAddressBookEntry({ body: { name: 'x', network, address } }));
      expect(error.codeString, `${network} ${address}`).toBe('BAD_WALLET_ADDRESS_FORMAT');
      expect(error.status).toBe(400);
    }
    const memoOnEthereum = await apiFailure(
      api.createAddressBookEntry({ body: { name: 'x', network: 'ETH', address: ETHEREUM, memo: '1' } }),
    );
    expect(memoOnEthereum.codeString).toBe('BAD_MEMO_FORMAT');
    const wordTag = await apiFailure(
      api.createAddressBookEntry({ body: { name: 'x', network: 'XRP', address: XRP, memo: 'abc' } }),
    );
    expect(wordTag.codeString).toBe('BAD_MEMO_FORMAT');
    const unknown = await apiFailure(
      api.createAddressBookEntry({ body: { name: 'x', network: 'NOPE', address: TRON } }),
    );
    expect(unknown.codeString).toBe('UNKNOWN_NETWORK');
  });

  it('[WD-10] renames and changes the memo and comment, refuses a duplicate, and deletes', async () => {
    const ton = await api.createAddressBookEntry({ body: { name: 'Wallet', network: 'TON', address: TON } });
    const renamed = await api.updateAddressBookEntry({
      params: { id: ton.id },
      body: { name: 'Tonkeeper', memo: 'for me', comment: 'phone' },
    });
    expect(renamed).toMatchObject({ name: 'Tonkeeper', memo: 'for me', comment: 'phone', address: TON });
    const cleared = await api.updateAddressBookEntry({
      params: { id: ton.id },
      body: { name: 'Tonkeeper', memo: null },
    });
    expect(cleared).toMatchObject({ memo: null, comment: 'phone' });
    const twice = await apiFailure(
      api.createAddressBookEntry({ body: { name: 'again', network: 'TON', address: TON } }),
    );
    expect(twice.codeString).toBe('ADDRESS_BOOK_ENTRY_EXISTS');
    expect(twice.status).toBe(409);
    expect(await api.deleteAddressBookEntry({ params: { id: ton.id } })).toEqual({ id: ton.id });
    const gone = await apiFailure(api.deleteAddressBookEntry({ params: { id: ton.id } }));
    expect(gone.codeString).toBe('ADDRESS_BOOK_ENTRY_NOT_FOUND');
  });

  it('keeps each user’s entries to themselves', async () => {
    const mine = await api.createAddressBookEntry({ body: { name: 'Mine', network: 'TRX', address: TRON } });
    const other = t.api((await t.login('09124489999')).token);
    expect((await other.addressBook({ query: {} })).entries).toEqual([]);
    const error = await apiFailure(other.deleteAddressBookEntry({ params: { id: mine.id } }));
    expect(error.codeString).toBe('ADDRESS_BOOK_ENTRY_NOT_FOUND');
    expect((await api.addressBook({ query: {} })).entries.map((entry) => entry.id)).toEqual([mine.id]);
  });
});
