import { getBankNameFromCardNumber, getShebaInfo } from '@persian-tools/persian-tools';
import { describe, expect, it } from 'vitest';
import { BANKS, bankById, bankOfCardPrefix, bankOfIbanCode, CARD_PREFIXES } from './banks';
import { withIbanCheckDigits } from './iban';

describe('the bank table', () => {
  it('[RIAL-04] maps 45 card prefixes to 35 banks, each with an English and a Persian name', () => {
    expect(Object.keys(CARD_PREFIXES)).toHaveLength(45);
    expect(BANKS).toHaveLength(35);
    expect(new Set(Object.values(CARD_PREFIXES)).size).toBe(35);
    for (const bank of BANKS) {
      expect(bank.name, bank.id).toMatch(/^[A-Z]/);
      expect(bank.nameFa, bank.id).toMatch(/^[\u0600-\u06FF]/);
    }
  });

  it.each([
    ['603799', 'MELLI', '017'],
    ['589210', 'SEPAH', '015'],
    ['627412', 'EGHTESAD_NOVIN', '055'],
    ['610433', 'MELLAT', '012'],
    ['991975', 'MELLAT', '012'],
    ['504706', 'SHAHR', '061'],
    ['504172', 'RESALAT', '070'],
    ['207177', 'TOSEE_SADERAT', '020'],
  ])('[RIAL-04] the prefix %s is %s, IBAN bank code %s', (prefix, id, ibanCode) => {
    expect(bankOfCardPrefix(`${prefix}1234567890`)).toMatchObject({ id, ibanCode });
    expect(bankOfIbanCode(ibanCode)?.id).toBe(id);
  });

  it('[RIAL-04] an unknown prefix or bank code names no bank', () => {
    expect(bankOfCardPrefix('4111111111111111')).toBeNull();
    expect(bankOfIbanCode('099')).toBeNull();
  });

  it('[RIAL-04] agrees with persian-tools on the bank of every prefix and every IBAN bank code', () => {
    for (const [prefix, id] of Object.entries(CARD_PREFIXES)) {
      const theirs = getBankNameFromCardNumber(`${prefix}0000000000`);
      expect(sameName(bankById(id).nameFa, String(theirs)), `${prefix}: ${theirs}`).toBe(true);
    }
    for (const bank of BANKS) {
      const info = getShebaInfo(withIbanCheckDigits(`${bank.ibanCode}0000000000000000001`));
      expect(sameName(bank.nameFa, info?.persianName ?? ''), `${bank.id}: ${info?.persianName}`).toBe(true);
    }
  });
});

/** Names match when one holds the other once the words "bank", "institution", "credit" and the like go. */
function sameName(ours: string, theirs: string): boolean {
  const squash = (name: string) =>
    name.replace(/[\s\u200C]/g, '').replace(/بانک|مؤسسه|موسسه|اعتباری|قرضالحسنه/g, '');
  const [a, b] = [squash(ours), squash(theirs)];
  return b.length > 1 && (a.includes(b) || b.includes(a));
}
