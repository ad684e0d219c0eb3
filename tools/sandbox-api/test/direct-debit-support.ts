import { DIRECT_DEBIT_ACTIVATION_SECONDS, type WalletApi } from '@wallet/api';
import type { TestSandbox } from './harness';

/** Answers a contract's mandate on the simulated bank's page, as the user's browser would post the form. */
export async function answerOnBankPage(bankUrl: string, answer: 'approve' | 'decline'): Promise<Response> {
  return fetch(`${bankUrl}/${answer}`, { method: 'POST', redirect: 'manual' });
}

/** A contract made, approved on the bank's page, and ACTIVE after its few seconds on the sandbox clock. */
export async function activeContract(
  t: TestSandbox,
  api: WalletApi,
  maxDailyDeposit = '1000000',
  bankId = 'MELLI',
): Promise<string> {
  const created = await api.createDirectDebitContract({ body: { bankId, maxDailyDeposit } });
  const answered = await answerOnBankPage(created.bankUrl, 'approve');
  if (answered.status !== 200) throw new Error(`bank page: ${answered.status}`);
  await t.advanceClock(DIRECT_DEBIT_ACTIVATION_SECONDS);
  return created.contractId;
}
