import { z } from 'zod';
import { defineCall } from '../define';
import { bankInfo } from '../schemas/bank-accounts';
import {
  createDirectDebitContractRequest,
  createdDirectDebitContract,
  directDebitContract,
  directDebitDepositRequest,
  directDebitDepositResult,
} from '../schemas/direct-debit';

const TAGS = ['Direct debit'] as const;
const contractId = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const NOTE =
  'Spec 000 has the /direct-debit pages and the contract entity (bank, max daily deposit) but spec 001 lists no call for them; designed here.';
const LEVEL = '403 INSUFFICIENT_USER_LEVEL below KYC level 1';
const STARTS =
  '422 DIRECT_DEBIT_NOT_AVAILABLE while the DIRECT_DEBIT flag is off, 422 RIAL_DEPOSIT_LIMITED while the RIAL_DEPOSIT_LIMIT flag is on';

/** Direct debit (spec 000 §2, §3, §4; 001 §9): a contract with a bank, then instant deposits through it. */
export const directDebitCalls = {
  directDebitBanks: defineCall({
    method: 'GET',
    path: '/v1/bank/direct-debit/banks',
    summary: `The banks a direct-debit contract can be made with (${LEVEL}, 422 DIRECT_DEBIT_NOT_AVAILABLE)`,
    auth: 'user',
    tags: TAGS,
    response: z.object({ banks: z.array(bankInfo) }),
    notInSpec: NOTE,
  }),
  directDebitContracts: defineCall({
    method: 'GET',
    path: '/v1/bank/direct-debit/contracts',
    summary: `The user's direct-debit contracts, newest first, each with what was drawn in the last 24 h (${LEVEL})`,
    auth: 'user',
    tags: TAGS,
    response: z.object({ contracts: z.array(directDebitContract) }),
    notInSpec: NOTE,
  }),
  directDebitContract: defineCall({
    method: 'GET',
    path: '/v1/bank/direct-debit/contracts/{id}',
    summary: `One of the user's contracts; the result page polls it (${LEVEL}, 404 DIRECT_DEBIT_CONTRACT_NOT_FOUND for an unknown or another user's id)`,
    auth: 'user',
    tags: TAGS,
    params: contractId,
    response: directDebitContract,
    notInSpec: NOTE,
  }),
  createDirectDebitContract: defineCall({
    method: 'POST',
    path: '/v1/bank/direct-debit/contracts',
    summary: `Start a contract with a bank: CREATING until the user answers on bankUrl, PENDING for a few seconds after approving, then ACTIVE; declined, FAILED (${LEVEL}, ${STARTS}, 400 BANK_NOT_SUPPORTED for a bank without direct debit, 400 BAD_INPUT_VALUES for a max daily deposit outside 5,000 to 200,000,000 Toman)`,
    auth: 'user',
    tags: TAGS,
    body: createDirectDebitContractRequest,
    response: createdDirectDebitContract,
    notInSpec: NOTE,
    limitFlags: ['RIAL_DEPOSIT_LIMIT'],
  }),
  cancelDirectDebitContract: defineCall({
    method: 'DELETE',
    path: '/v1/bank/direct-debit/contracts/{id}',
    summary: `End a contract; no deposit is drawn through it after (${LEVEL}, 404 DIRECT_DEBIT_CONTRACT_NOT_FOUND, 409 DIRECT_DEBIT_CONTRACT_CLOSED when it already failed or was cancelled)`,
    auth: 'user',
    tags: TAGS,
    params: contractId,
    response: directDebitContract,
    notInSpec: NOTE,
  }),
  directDebitDeposit: defineCall({
    method: 'POST',
    path: '/v1/bank/direct-debit/deposit',
    summary: `Deposit Toman through an ACTIVE contract: instant, no fee, credited at once (${LEVEL}, ${STARTS}, 404 DIRECT_DEBIT_CONTRACT_NOT_FOUND, 409 DIRECT_DEBIT_CONTRACT_NOT_ACTIVE, 422 DIRECT_DEBIT_DAILY_MAX_EXCEEDED past what is left today of the contract's max, 422 DIRECT_DEBIT_INSTANT_MAX_EXCEEDED past 200,000,000 Toman by direct debit in 24 h)`,
    auth: 'user',
    tags: TAGS,
    body: directDebitDepositRequest,
    response: directDebitDepositResult,
    idempotent: true,
    limitFlags: ['RIAL_DEPOSIT_LIMIT'],
    notInSpec: `${NOTE} A deposit adds to the balance, so it passes no spend guard; as a money call it needs an Idempotency-Key, and a replay credits nothing more.`,
  }),
} as const;
