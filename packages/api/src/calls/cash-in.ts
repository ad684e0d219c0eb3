import { z } from 'zod';
import { defineCall } from '../define';
import { CASH_IN_METHODS, cashInInstructions, identifiedDeposit } from '../schemas/cash-in';

const TAGS = ['Identified deposits'] as const;

/** Spec 001 §7 `GET /v1/bank/cash-in-code`, and the list of transfers that came in with the code. */
export const cashInCalls = {
  cashInCode: defineCall({
    method: 'GET',
    path: '/v1/bank/cash-in-code',
    summary:
      "The user's cash-in code (their own, the same every time: 10 digits, the last a Luhn check digit) and what to pay it with: the wallet company's account and IBAN, the PAYA cycles of the day in Tehran time (03:45, 10:45, 13:45 and 18:45, as Iranian banks run them), the next cycle and by when a PAYA transfer sent now is credited (up to 60 minutes after it, spec 001 §9), the Pol cap and SATNA minimum, and the rules of spec 000 §5: pay with the code, from an IBAN the user registered, never through a bridge account; any other transfer is returned. `method` names the page asking (CASH_IN_CODE when absent, PAYA_SATNA or POL), whose flag must be on. 403 INSUFFICIENT_USER_LEVEL below KYC level 1, 422 IDENTIFIED_DEPOSIT_UNAVAILABLE while the method's flag is off, 422 RIAL_DEPOSIT_LIMITED while RIAL_DEPOSIT_LIMIT is on.",
    auth: 'user',
    tags: TAGS,
    query: z.object({ method: z.enum(CASH_IN_METHODS).optional() }).strict(),
    response: cashInInstructions,
    limitFlags: ['RIAL_DEPOSIT_LIMIT'],
    notInSpec:
      'Spec 001 shows the path with no payload or answer; the answer, the optional method and the refusals are designed here.',
  }),
  identifiedDeposits: defineCall({
    method: 'GET',
    path: '/v1/bank/cash-in-code/deposits',
    summary:
      'The bank transfers that came in with the user’s code, newest first (at most 50): WAITING_FOR_CYCLE (a PAYA transfer before its cycle), CREDITED, or RETURNED to the paying account with the reason (NOT_OWN_ACCOUNT, BELOW_MINIMUM). 403 INSUFFICIENT_USER_LEVEL below KYC level 1.',
    auth: 'user',
    tags: TAGS,
    response: z.object({ deposits: z.array(identifiedDeposit) }),
    notInSpec:
      'Spec 001 has no such call; designed so the user sees a transfer waiting, credited or returned.',
  }),
} as const;
