import { z } from 'zod';
import { isoDateTime } from './primitives';

/** Spec 000 §3: a bank from the bank information table, with its IBAN bank code where it has one. */
export const bankInfo = z
  .object({
    id: z.string(),
    ibanCode: z.string().nullable(),
    name: z.string(),
    nameFa: z.string(),
  })
  .meta({ id: 'BankInfo' });
export type BankInfo = z.infer<typeof bankInfo>;

/** A card the user registered: 16 digits, its bank, and the owner's name as the bank gave it. */
export const bankCard = z
  .object({
    id: z.string(),
    number: z.string().regex(/^\d{16}$/),
    bank: bankInfo,
    ownerName: z.string(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'BankCard' });
export type BankCard = z.infer<typeof bankCard>;

/** An IBAN (sheba) the user registered: "IR" and 24 digits, its bank, and the owner's name. */
export const bankIban = z
  .object({
    id: z.string(),
    number: z.string().regex(/^IR\d{24}$/),
    bank: bankInfo,
    ownerName: z.string(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'BankIban' });
export type BankIban = z.infer<typeof bankIban>;

/** What the bank says of a number before it is added: its bank and owner (shown for the user to confirm). */
export const bankAccountInquiry = z
  .object({ number: z.string(), bank: bankInfo, ownerName: z.string() })
  .meta({ id: 'BankAccountInquiry' });
export type BankAccountInquiry = z.infer<typeof bankAccountInquiry>;

/**
 * A card number or IBAN as typed: the server reads it with core's rules (Persian and Arabic digits, spaces,
 * dashes, IBAN with or without IR) and answers 400 BAD_INPUT_VALUES naming the field when it is not valid.
 */
export const typedBankNumber = z.string().min(1).max(64);
