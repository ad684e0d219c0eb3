import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletApi } from '@wallet/api';
import { apiFailure, startTestSandbox, type TestSandbox } from '../harness';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

/** The README's demo numbers: the owner rule is the 15th digit of a card, the last digit of an IBAN. */
const OWN_CARD = '6037991234567828';
const OWN_CARD_TYPED = '۶۰۳۷-۹۹۱۲-۳۴۵۶-۷۸۲۸';
const SOMEONE_ELSES_CARD = '6037991234567836';
const WRONG_CHECK_DIGIT_CARD = '6037991234567829';
const UNKNOWN_BANK_CARD = '4111111111111111';
const OWN_IBAN = 'IR110170000000100000000002';
const SOMEONE_ELSES_IBAN = 'IR810170000000100000000003';
const UNKNOWN_BANK_IBAN = 'IR090990000000100000000002';

let users = 0;
/** A new level-1 user of its own for each test, with no card or IBAN yet. */
async function levelOneUser(): Promise<WalletApi> {
  users++;
  return (await t.userWith(`0912771${String(users).padStart(4, '0')}`, { level: 'LEVEL_1_IR' })).api;
}

describe('bank cards', () => {
  it('[RIAL-03] tells the owner and bank of a card of the user, then adds it and lists it', async () => {
    const api = await levelOneUser();
    const inquiry = await api.bankCardInquiry({ query: { number: OWN_CARD_TYPED } });
    expect(inquiry).toMatchObject({
      number: OWN_CARD,
      bank: { id: 'MELLI', ibanCode: '017', name: 'Bank Melli Iran', nameFa: 'بانک ملی ایران' },
    });
    expect(inquiry.ownerName.length).toBeGreaterThan(0);
    const card = await api.addBankCard({ body: { number: OWN_CARD_TYPED } });
    expect(card).toMatchObject({ number: OWN_CARD, bank: { id: 'MELLI' }, ownerName: inquiry.ownerName });
    const second = await api.addBankCard({ body: { number: '6104330000001241' } });
    expect((await api.bankCards()).cards.map((entry) => [entry.id, entry.bank.id])).toEqual([
      [second.id, 'MELLAT'],
      [card.id, 'MELLI'],
    ]);
  });

  it('refuses a card the user already added with 409 CARD_ALREADY_EXISTS, typed either way', async () => {
    const api = await levelOneUser();
    await api.addBankCard({ body: { number: OWN_CARD } });
    for (const attempt of [
      () => api.addBankCard({ body: { number: OWN_CARD_TYPED } }),
      () => api.bankCardInquiry({ query: { number: OWN_CARD } }),
    ]) {
      const error = await apiFailure(attempt());
      expect([error.status, error.codeString]).toEqual([409, 'CARD_ALREADY_EXISTS']);
    }
    expect((await api.bankCards()).cards).toHaveLength(1);
  });

  it("[RIAL-03] refuses someone else's valid card with 422 CARD_NOT_OWNED, on the inquiry and on adding", async () => {
    const api = await levelOneUser();
    for (const attempt of [
      () => api.bankCardInquiry({ query: { number: SOMEONE_ELSES_CARD } }),
      () => api.addBankCard({ body: { number: SOMEONE_ELSES_CARD } }),
    ]) {
      const error = await apiFailure(attempt());
      expect([error.status, error.codeString]).toEqual([422, 'CARD_NOT_OWNED']);
      expect(error.localizedMessage).toBeTruthy();
    }
    expect((await api.bankCards()).cards).toEqual([]);
  });

  it('[RIAL-03] refuses a wrong check digit or length with 400 BAD_INPUT_VALUES naming the field', async () => {
    const api = await levelOneUser();
    for (const number of [WRONG_CHECK_DIGIT_CARD, '603799123456782', '6037-abcd-3456-7828']) {
      const error = await apiFailure(api.addBankCard({ body: { number } }));
      expect([error.status, error.codeString], number).toEqual([400, 'BAD_INPUT_VALUES']);
      expect(error.localizedMessage).toContain('body.number');
      const asked = await apiFailure(api.bankCardInquiry({ query: { number } }));
      expect(asked.localizedMessage).toContain('query.number');
    }
  });

  it('[RIAL-04] refuses a card whose prefix is not in the bank table with 400 BANK_NOT_SUPPORTED', async () => {
    const api = await levelOneUser();
    const error = await apiFailure(api.addBankCard({ body: { number: UNKNOWN_BANK_CARD } }));
    expect([error.status, error.codeString]).toEqual([400, 'BANK_NOT_SUPPORTED']);
  });

  it('refuses adding a card below KYC level 1 with 403 INSUFFICIENT_USER_LEVEL; the list is still readable', async () => {
    const { api } = await t.userWith('09127719001', { level: 'LEVEL_0' });
    for (const attempt of [
      () => api.addBankCard({ body: { number: OWN_CARD } }),
      () => api.bankCardInquiry({ query: { number: OWN_CARD } }),
      () => api.addBankIban({ body: { number: OWN_IBAN } }),
      () => api.bankIbanInquiry({ query: { number: OWN_IBAN } }),
    ]) {
      const error = await apiFailure(attempt());
      expect([error.status, error.codeString]).toEqual([403, 'INSUFFICIENT_USER_LEVEL']);
    }
    expect((await api.bankCards()).cards).toEqual([]);
    expect((await api.bankIbans()).ibans).toEqual([]);
  });

  it("deletes the user's own card; an unknown id or another user's card is 404 CARD_NOT_FOUND", async () => {
    const owner = await levelOneUser();
    const other = await levelOneUser();
    const card = await owner.addBankCard({ body: { number: OWN_CARD } });
    const foreign = await apiFailure(other.deleteBankCard({ params: { id: card.id } }));
    expect([foreign.status, foreign.codeString]).toEqual([404, 'CARD_NOT_FOUND']);
    const unknown = await apiFailure(owner.deleteBankCard({ params: { id: '999999999' } }));
    expect([unknown.status, unknown.codeString]).toEqual([404, 'CARD_NOT_FOUND']);
    expect((await owner.bankCards()).cards).toHaveLength(1);
    expect(await owner.deleteBankCard({ params: { id: card.id } })).toEqual({ id: card.id });
    expect((await owner.bankCards()).cards).toEqual([]);
    // Deleted, it may be added again.
    await owner.addBankCard({ body: { number: OWN_CARD } });
  });
});

describe('IBANs', () => {
  it('[RIAL-03] adds an IBAN of the user typed without IR, with spaces and Persian digits, and lists it', async () => {
    const api = await levelOneUser();
    const inquiry = await api.bankIbanInquiry({ query: { number: '۱۱ ۰۱۷۰ ۰۰۰۰ ۰۰۱۰ ۰۰۰۰ ۰۰۰۰ ۰۲' } });
    expect(inquiry).toMatchObject({ number: OWN_IBAN, bank: { id: 'MELLI', nameFa: 'بانک ملی ایران' } });
    const iban = await api.addBankIban({ body: { number: `ir${OWN_IBAN.slice(2)}` } });
    expect(iban).toMatchObject({ number: OWN_IBAN, bank: { id: 'MELLI' } });
    expect((await api.bankIbans()).ibans.map((entry) => entry.id)).toEqual([iban.id]);
    const again = await apiFailure(api.addBankIban({ body: { number: OWN_IBAN } }));
    expect([again.status, again.codeString]).toEqual([409, 'IBAN_ALREADY_EXISTS']);
  });

  it("[RIAL-03] refuses someone else's IBAN, a wrong mod-97 check and an unknown bank code", async () => {
    const api = await levelOneUser();
    const foreign = await apiFailure(api.addBankIban({ body: { number: SOMEONE_ELSES_IBAN } }));
    expect([foreign.status, foreign.codeString]).toEqual([422, 'IBAN_NOT_OWNED']);
    const checksum = await apiFailure(api.addBankIban({ body: { number: 'IR120170000000100000000002' } }));
    expect([checksum.status, checksum.codeString]).toEqual([400, 'BAD_INPUT_VALUES']);
    expect(checksum.localizedMessage).toContain('body.number');
    const bank = await apiFailure(api.addBankIban({ body: { number: UNKNOWN_BANK_IBAN } }));
    expect([bank.status, bank.codeString]).toEqual([400, 'BANK_NOT_SUPPORTED']);
    expect((await api.bankIbans()).ibans).toEqual([]);
  });

  it("deletes the user's own IBAN; another user's is 404 IBAN_NOT_FOUND", async () => {
    const owner = await levelOneUser();
    const other = await levelOneUser();
    const iban = await owner.addBankIban({ body: { number: OWN_IBAN } });
    const foreign = await apiFailure(other.deleteBankIban({ params: { id: iban.id } }));
    expect([foreign.status, foreign.codeString]).toEqual([404, 'IBAN_NOT_FOUND']);
    await owner.deleteBankIban({ params: { id: iban.id } });
    expect((await owner.bankIbans()).ibans).toEqual([]);
  });
});
