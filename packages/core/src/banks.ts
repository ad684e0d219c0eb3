/** An Iranian bank or credit institution that issues cards or holds IBAN accounts. */
export interface Bank {
  /** A stable name for code and tests. */
  id: BankId;
  /** The three digits after "IR" and the check digits of its IBANs; null where it has none of its own. */
  ibanCode: string | null;
  name: string;
  nameFa: string;
}

const bank = <const I extends string>(id: I, ibanCode: string | null, name: string, nameFa: string) => ({
  id,
  ibanCode,
  name,
  nameFa,
});

/** The banks the wallet knows, from the public Shetab card prefixes and the central bank's IBAN codes. */
const BANK_LIST = [
  bank('SANAT_VA_MADAN', '011', 'Bank of Industry and Mine', 'بانک صنعت و معدن'),
  bank('MELLAT', '012', 'Bank Mellat', 'بانک ملت'),
  bank('REFAH', '013', 'Refah Kargaran Bank', 'بانک رفاه کارگران'),
  bank('MASKAN', '014', 'Bank Maskan', 'بانک مسکن'),
  bank('SEPAH', '015', 'Bank Sepah', 'بانک سپه'),
  bank('KESHAVARZI', '016', 'Bank Keshavarzi', 'بانک کشاورزی'),
  bank('MELLI', '017', 'Bank Melli Iran', 'بانک ملی ایران'),
  bank('TEJARAT', '018', 'Tejarat Bank', 'بانک تجارت'),
  bank('SADERAT', '019', 'Bank Saderat Iran', 'بانک صادرات ایران'),
  bank('TOSEE_SADERAT', '020', 'Export Development Bank of Iran', 'بانک توسعه صادرات ایران'),
  bank('POST_BANK', '021', 'Post Bank of Iran', 'پست بانک ایران'),
  bank('TOSEE_TAAVON', '022', 'Tose’e Ta’avon Bank', 'بانک توسعه تعاون'),
  bank('TOSEE_ETEBARI', '051', 'Tose’e Credit Institution', 'مؤسسه اعتباری توسعه'),
  bank('GHAVAMIN', '052', 'Ghavamin Bank', 'بانک قوامین'),
  bank('KARAFARIN', '053', 'Karafarin Bank', 'بانک کارآفرین'),
  bank('PARSIAN', '054', 'Parsian Bank', 'بانک پارسیان'),
  bank('EGHTESAD_NOVIN', '055', 'EN Bank (Eghtesad Novin)', 'بانک اقتصاد نوین'),
  bank('SAMAN', '056', 'Saman Bank', 'بانک سامان'),
  bank('PASARGAD', '057', 'Bank Pasargad', 'بانک پاسارگاد'),
  bank('SARMAYEH', '058', 'Sarmayeh Bank', 'بانک سرمایه'),
  bank('SINA', '059', 'Sina Bank', 'بانک سینا'),
  bank('MEHR_IRAN', '060', 'Gharzolhasaneh Mehr Iran Bank', 'بانک قرض‌الحسنه مهر ایران'),
  bank('SHAHR', '061', 'Shahr Bank', 'بانک شهر'),
  bank('AYANDEH', '062', 'Ayandeh Bank', 'بانک آینده'),
  bank('ANSAR', '063', 'Ansar Bank', 'بانک انصار'),
  bank('GARDESHGARI', '064', 'Tourism Bank (Gardeshgari)', 'بانک گردشگری'),
  bank('HEKMAT_IRANIAN', '065', 'Hekmat Iranian Bank', 'بانک حکمت ایرانیان'),
  bank('DAY', '066', 'Day Bank', 'بانک دی'),
  bank('IRAN_ZAMIN', '069', 'Iran Zamin Bank', 'بانک ایران زمین'),
  bank('RESALAT', '070', 'Gharzolhasaneh Resalat Bank', 'بانک قرض‌الحسنه رسالت'),
  bank('KOSAR', '073', 'Kosar Credit Institution', 'مؤسسه اعتباری کوثر'),
  bank('MELAL', '075', 'Melal Credit Institution', 'مؤسسه اعتباری ملل'),
  bank('KHAVARMIANEH', '078', 'Middle East Bank (Khavarmianeh)', 'بانک خاورمیانه'),
  bank('MEHR_EGHTESAD', '079', 'Mehr Eghtesad Bank', 'بانک مهر اقتصاد'),
  bank('NOOR', '080', 'Noor Credit Institution', 'مؤسسه اعتباری نور'),
] as const;

export type BankId = (typeof BANK_LIST)[number]['id'];
export const BANKS: readonly Bank[] = BANK_LIST;

/** Spec 000 §3: the first six digits of a card (its BIN) name the bank that issued it. */
export const CARD_PREFIXES: Readonly<Record<string, BankId>> = {
  '603799': 'MELLI',
  '170019': 'MELLI',
  '589210': 'SEPAH',
  '627412': 'EGHTESAD_NOVIN',
  '622106': 'PARSIAN',
  '627884': 'PARSIAN',
  '639194': 'PARSIAN',
  '610433': 'MELLAT',
  '991975': 'MELLAT',
  '627353': 'TEJARAT',
  '585983': 'TEJARAT',
  '603769': 'SADERAT',
  '627961': 'SANAT_VA_MADAN',
  '603770': 'KESHAVARZI',
  '639217': 'KESHAVARZI',
  '628023': 'MASKAN',
  '621986': 'SAMAN',
  '502229': 'PASARGAD',
  '639347': 'PASARGAD',
  '639607': 'SARMAYEH',
  '639346': 'SINA',
  '502806': 'SHAHR',
  '504706': 'SHAHR',
  '502938': 'DAY',
  '589463': 'REFAH',
  '627648': 'TOSEE_SADERAT',
  '207177': 'TOSEE_SADERAT',
  '627760': 'POST_BANK',
  '502908': 'TOSEE_TAAVON',
  '636214': 'AYANDEH',
  '505785': 'IRAN_ZAMIN',
  '636949': 'HEKMAT_IRANIAN',
  '505416': 'GARDESHGARI',
  '606373': 'MEHR_IRAN',
  '639370': 'MEHR_EGHTESAD',
  '504172': 'RESALAT',
  '627381': 'ANSAR',
  '639599': 'GHAVAMIN',
  '505801': 'KOSAR',
  '628157': 'TOSEE_ETEBARI',
  '507677': 'NOOR',
  '585947': 'KHAVARMIANEH',
  '606256': 'MELAL',
  '627488': 'KARAFARIN',
  '502910': 'KARAFARIN',
};

/** How many digits of a card name its bank. */
export const CARD_PREFIX_LENGTH = 6;

const BY_ID = new Map(BANKS.map((entry) => [entry.id, entry]));
const BY_IBAN_CODE = new Map(
  BANKS.filter((entry) => entry.ibanCode !== null).map((entry) => [entry.ibanCode, entry]),
);

export function bankById(id: BankId): Bank {
  return BY_ID.get(id)!;
}

/** The bank that issued a card, from its first six digits; null for a prefix the table does not hold. */
export function bankOfCardPrefix(digits: string): Bank | null {
  const id = CARD_PREFIXES[digits.slice(0, CARD_PREFIX_LENGTH)];
  return id ? bankById(id) : null;
}

/** The bank of a three-digit IBAN bank code; null for a code the table does not hold. */
export function bankOfIbanCode(code: string): Bank | null {
  return BY_IBAN_CODE.get(code) ?? null;
}
