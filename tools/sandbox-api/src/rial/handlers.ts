import { bankOfCardPrefix, bankOfIbanCode, ibanBankCode } from '@wallet/core';
import type { HandlersOf } from '../context';
import { addAccount, bankInfo, CARD, deleteAccount, IBAN, inquire, listAccounts } from './bank-accounts';
import type { BankCardRow, BankIbanRow } from './tables';

const cardView = (row: BankCardRow) => ({
  id: String(row.id),
  number: row.number,
  bank: bankInfo(bankOfCardPrefix(row.number)!),
  ownerName: row.ownerName,
  createdAt: row.createdAt.toISOString(),
});

const ibanView = (row: BankIbanRow) => ({
  id: String(row.id),
  number: row.number,
  bank: bankInfo(bankOfIbanCode(ibanBankCode(row.number))!),
  ownerName: row.ownerName,
  createdAt: row.createdAt.toISOString(),
});

export const bankHandlers: HandlersOf<
  | 'bankCards'
  | 'bankCardInquiry'
  | 'addBankCard'
  | 'deleteBankCard'
  | 'bankIbans'
  | 'bankIbanInquiry'
  | 'addBankIban'
  | 'deleteBankIban'
> = {
  async bankCards({ db, auth }) {
    return { cards: (await listAccounts(db, CARD, auth.user.id)).map(cardView) };
  },
  bankCardInquiry: ({ db, auth, input }) => inquire(db, CARD, auth.user, input.query.number, 'query.number'),
  async addBankCard({ sb, db, auth, input }) {
    return cardView(await addAccount(db, CARD, auth.user, input.body.number, sb.clock.now()));
  },
  deleteBankCard: ({ db, auth, input }) => deleteAccount(db, CARD, auth.user.id, input.params.id),

  async bankIbans({ db, auth }) {
    return { ibans: (await listAccounts(db, IBAN, auth.user.id)).map(ibanView) };
  },
  bankIbanInquiry: ({ db, auth, input }) => inquire(db, IBAN, auth.user, input.query.number, 'query.number'),
  async addBankIban({ sb, db, auth, input }) {
    return ibanView(await addAccount(db, IBAN, auth.user, input.body.number, sb.clock.now()));
  },
  deleteBankIban: ({ db, auth, input }) => deleteAccount(db, IBAN, auth.user.id, input.params.id),
};
