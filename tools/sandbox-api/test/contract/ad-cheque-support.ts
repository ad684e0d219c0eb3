import { expect } from 'vitest';
import type { AdCheque, DeviceInformation, WalletApi } from '@wallet/api';
import type { ChequeEscrowAudit } from '../../src/ad-cheques/escrow-audit';
import { moneyKey, type TestSandbox } from '../harness';
import { control, expectCleanLedger, payers, type Payer } from './invoice-support';

// What the ad cheque contract tests share: creators and claimers of their own, a cheque created and paid from the
// Toman balance, a captcha solved through the sandbox's control, and the audit with the cheques' pots.

export interface Person extends Payer {
  id: string;
  device: DeviceInformation;
}

/** New users with their own user id and a device of their own. */
export function people(t: TestSandbox, prefix: string) {
  const next = payers(t, prefix);
  let devices = 0;
  return async (setup: Parameters<typeof next>[0] = {}): Promise<Person> => {
    const payer = await next(setup);
    const { id } = await payer.api.whoami();
    const name = `${prefix}-device-${++devices}`;
    return { ...payer, id, device: { persistentId: name, fingerprint: name, spec: {} } };
  };
}

export interface Prizes {
  token?: string;
  totalPrize: string;
  activationPrize: string;
  firstLayerReferralPrize?: string;
  secondLayerReferralPrize?: string;
  message?: string;
}

/** A cheque created and paid in full from the creator's Toman balance (IRT_BALANCE): ACTIVE. */
export async function activeCheque(creator: WalletApi, prizes: Prizes): Promise<AdCheque> {
  const cheque = await creator.createAdCheque(
    {
      body: {
        token: 'IRT',
        firstLayerReferralPrize: '0',
        secondLayerReferralPrize: '0',
        ...prizes,
      },
    },
    moneyKey(),
  );
  const invoice = await creator.payAdCheque({ params: { id: cheque.id } }, moneyKey());
  const paid = await creator.payPaymentInvoice(
    { params: { id: invoice.id }, body: { method: 'IRT_BALANCE' } },
    moneyKey(),
  );
  expect(paid.invoice.status).toBe('DELIVERED');
  return creator.adCheque({ params: { id: cheque.id } });
}

/** A captcha drawn for the claimer, and the token that solves it (read through GET /__sandbox/captcha/{id}). */
export async function solvedCaptcha(
  t: TestSandbox,
  claimer: Person,
  chequeId: string,
  referredById: string | null,
) {
  const ask = { chequeId, referredById, deviceInformation: claimer.device };
  const captcha = await claimer.api.adChequeCaptcha({ body: ask });
  const solved = (await control(t, `captcha/${captcha.captchaId}`, 'GET')) as {
    answer: string;
    captchaToken: string;
  };
  return { ask, captcha, ...solved, body: { ...ask, captchaToken: solved.captchaToken } };
}

/** A whole claim: a captcha drawn, solved and sent. */
export async function claim(t: TestSandbox, claimer: Person, chequeId: string, referredById: string | null) {
  const { body } = await solvedCaptcha(t, claimer, chequeId, referredById);
  return claimer.api.claimAdCheque({ body }, moneyKey());
}

/** The invoice escrow's and the ledger's audit clean, and no cheque's pot holding what it should not. */
export async function expectCleanPots(t: TestSandbox): Promise<void> {
  await expectCleanLedger(t);
  await expect
    .poll(async () => (await control(t, 'ledger/audit', 'GET')) as ChequeEscrowAudit, { timeout: 5000 })
    .toMatchObject({ chequeEscrowHeldPastDeadline: 0, chequeEscrowOrphans: 0 });
}
