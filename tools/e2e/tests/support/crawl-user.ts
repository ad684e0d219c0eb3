import { expect } from '@playwright/test';
import { setUserLevel } from './kyc-level-2';
import { OWN_IBAN, withdrawElsewhere } from './rial-withdraw';
import { TRON_ADDRESS } from './express';
import { advanceClock, logInElsewhere, newPhone, SANDBOX_URL } from './sandbox';
import { prepareTrader } from './swap';

// A level-2 user with what a real one has after a while, so that the pages behind state have something to show:
// finished transactions of each kind, a bank card and an IBAN, a direct-debit contract, a price alert and an ad cheque.

const HEADERS = { 'content-type': 'application/json', 'x-platform': 'WEB', 'x-os': 'LINUX' };

/** A call of the API as a user, which must answer 200: its result. */
export async function call<T = Record<string, string>>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await fetch(`${SANDBOX_URL}${path}`, {
    method,
    headers: { ...HEADERS, authorization: `Bearer ${token}`, ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await answer.json()) as { result?: unknown; codeString?: string };
  expect(answer.status, `${method} ${path}: ${json.codeString ?? ''}`).toBe(200);
  return json.result as T;
}

/** A swap from Toman to Tether at a locked price, through the API as the swap page does it. */
async function swapTomanForTether(token: string): Promise<void> {
  const { swapToken } = await call(token, 'POST', '/v1/market/otc/price', {
    sourceToken: 'IRT',
    destinationToken: 'USDT',
    sourceAmount: '1000000',
    createSwapToken: true,
  });
  await call(
    token,
    'POST',
    '/v1/market/otc/order',
    { swapToken },
    { 'idempotency-key': `crawl-swap-${swapToken}` },
  );
}

/** A direct-debit contract with the first bank that offers it, approved on the sandbox bank's page. */
async function approvedContract(token: string): Promise<void> {
  const { banks } = await call<{ banks: { id: string }[] }>(token, 'GET', '/v1/bank/direct-debit/banks');
  const { bankUrl } = await call(token, 'POST', '/v1/bank/direct-debit/contracts', {
    bankId: banks[0]!.id,
    maxDailyDeposit: '500000',
  });
  const approved = await fetch(new URL(`${bankUrl}/approve`, SANDBOX_URL), {
    method: 'POST',
    redirect: 'manual',
  });
  expect(approved.status, 'the bank page approved the contract').toBeLessThan(400);
}

/** The 72 hours coins wait after a Toman deposit, and an hour more. */
const PAST_THE_COIN_LOCK_SECONDS = 73 * 3600;

/**
 * Makes the session's user a level-2 user holding Toman and Tether, with a Toman deposit whose 72-hour coin lock
 * has passed, a swap, a Toman withdrawal to its IBAN, a transfer to another wallet user and a coin deposit and
 * withdrawal in the history; its own card and IBAN, a saved crypto address; an approved direct-debit contract;
 * a price alert on Tether and an unpaid ad cheque.
 */
export async function prepareSeasonedUser(token: string): Promise<void> {
  await prepareTrader(token, [
    { token: 'IRT', amount: '50000000' },
    { token: 'USDT', amount: '100' },
  ]);
  await setUserLevel(token, 'LEVEL_2_IR');
  await call(token, 'POST', '/__sandbox/fiat/deposit', { amount: '5000000' });
  await advanceClock(PAST_THE_COIN_LOCK_SECONDS);
  await call(token, 'POST', '/__sandbox/transactions/history', { count: 2 });
  // To a user of its own, so that no other test finds a demo user's balance changed.
  const friend = newPhone();
  await logInElsewhere(friend);
  await call(
    token,
    'POST',
    '/v1/wallet/internal-transfer',
    { recipient: friend, token: 'USDT', amount: '1' },
    { 'idempotency-key': `crawl-transfer-${Date.now()}` },
  );
  await call(token, 'POST', '/v1/wallet/address-book', {
    name: 'Exchange',
    network: 'TRX',
    address: TRON_ADDRESS,
  });
  await swapTomanForTether(token);
  await call(token, 'POST', '/v1/bank/credit-card', { number: '6037991234567828' });
  const iban = await call(token, 'POST', '/v1/bank/iban', { number: OWN_IBAN });
  await withdrawElsewhere(token, iban.id!, '1000000');
  await approvedContract(token);
  await call(token, 'POST', '/v1/price-alerts', { token: 'USDT', condition: 'ABOVE', price: '2' });
  // A cheque of its own (waiting for payment), so that the shop's cheque list has a row that opens its page.
  await call(
    token,
    'POST',
    '/v1/ad-cheque',
    {
      token: 'USDT',
      totalPrize: '3',
      activationPrize: '1',
      firstLayerReferralPrize: '0',
      secondLayerReferralPrize: '0',
    },
    { 'idempotency-key': `crawl-cheque-${Date.now()}` },
  );
}
