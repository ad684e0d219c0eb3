import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Spec 000 §6: the 24 feature flags of global config, each read from featuresList and honoured where it
// applies (CFG-04). The table says, for each flag, the files that read it (on the sandbox's side, the
// client's, or both) and the tests that show it acting there: a call refused or answered otherwise, a
// screen that hides or blocks. A flag that acts nowhere yet says so, and the test keeps that honest.

const ROOT = join(import.meta.dirname, '..', '..');

/** Spec 000 §6's list, in its order. */
const SPEC_FLAGS = [
  'COIN_ALERTS',
  'PIN_CODE',
  'GATEWAY',
  'CARD_TO_CARD',
  'POL',
  'CASH_IN_CODE',
  'DIRECT_DEBIT',
  'BOXES',
  'CLUB',
  'AUTOMATION',
  'PAYMENT_METHODS',
  'HIDE_SHOP_IN_MYKET',
  'HIDE_SHOP_IN_BAZAR',
  'IRGC_LIMIT',
  'RIAL_DEPOSIT_LIMIT',
  'RIAL_WITHDRAW_LIMIT',
  'RIAL_WITHDRAW_WARN_LIMIT',
  'CRYPTO_DEPOSIT_LIMIT',
  'CRYPTO_WITHDRAW_LIMIT',
  'CRYPTO_WITHDRAW_WARN_LIMIT',
  'ALL_SWAP_LIMIT',
  'ALL_SWAP_WARN_LIMIT',
  'RIAL_SWAP_LIMIT',
  'RIAL_PREVIEW_LIMIT',
] as const;
type SpecFlag = (typeof SPEC_FLAGS)[number];

/** A test that shows the flag acting: its file and its title as written (an it.each title with its %s). */
interface Proof {
  file: string;
  title: string;
}

interface Acting {
  /** What the flag does, in the product's words. */
  does: string;
  /** Files that read the flag by name: where it acts. */
  readIn: string[];
  provenBy: Proof[];
}

type Row = Acting | { notYetActing: string };

const SANDBOX = 'tools/sandbox-api/src';
const CONTRACT = 'tools/sandbox-api/test/contract';
const RIAL = 'packages/features/rial/src';
const CRYPTO = 'packages/features/crypto/src';
const TRADE = 'packages/features/trade/src';

const spendPause = (title: string): Proof => ({ file: `${CRYPTO}/shared/spend-pause.test.tsx`, title });
const limitFlags = (title: string): Proof => ({ file: `${CONTRACT}/limit-flags.contract.test.ts`, title });
const swapContract = (title: string): Proof => ({ file: `${CONTRACT}/swap.contract.test.ts`, title });
const depositHub: Proof = {
  file: `${RIAL}/deposit/rial-deposit-page.test.tsx`,
  title: '[RIAL-07] shows %s only while its flag is on',
};
const cashInOff: Proof = {
  file: `${CONTRACT}/cash-in.contract.test.ts`,
  title:
    '[RIAL-07] refuses a method whose flag is off with 422 IDENTIFIED_DEPOSIT_UNAVAILABLE, the others still answer',
};
const shopTab: Proof = {
  file: 'packages/app/src/shell/bottom-nav-tabs.test.ts',
  title: '[NAV-03] in the %s build with %j, shop shows: %s',
};

const TABLE: Record<SpecFlag, Row> = {
  COIN_ALERTS: {
    does: 'the coin page links to its price alerts, and the alert pages and notifier work, only while on',
    readIn: [
      'packages/features/market/src/coin/coin-page.tsx',
      'packages/features/market/src/alerts/coin-alerts-page.tsx',
    ],
    provenBy: [
      {
        file: 'packages/features/market/src/coin/coin-page.test.tsx',
        title: '[MKT-07] links to the coin’s alerts with the number waiting, only with COIN_ALERTS',
      },
      {
        file: 'packages/features/market/src/alerts/price-alert-notifier.test.tsx',
        title: '[MKT-07] asks nothing while COIN_ALERTS is off',
      },
    ],
  },
  PIN_CODE: {
    does: 'the PIN lock covers the app at start only while on',
    readIn: ['packages/features/security/src/lock/pin-lock.tsx'],
    provenBy: [
      {
        file: 'packages/features/security/src/lock/pin-lock.test.tsx',
        title: '[SEC-03] does not lock with PIN_CODE off, though the PIN was never checked',
      },
    ],
  },
  GATEWAY: {
    does: 'the bank gateway deposit: listed, drawn and started only while on',
    readIn: [
      `${SANDBOX}/rial/gateway/payments.ts`,
      `${RIAL}/gateway/gateway-page.tsx`,
      `${RIAL}/deposit/deposit-methods.ts`,
    ],
    provenBy: [
      {
        file: `${CONTRACT}/gateway.contract.test.ts`,
        title:
          '[RIAL-07] refuses the gateway while its flag is off with 422 GATEWAY_NOT_AVAILABLE, and the allowance leaves it out',
      },
      {
        file: `${RIAL}/gateway/gateway-pages.test.tsx`,
        title: '[RIAL-07] says the gateway is not available while its flag is off',
      },
      depositHub,
    ],
  },
  CARD_TO_CARD: {
    does: 'the card-to-card deposit and invoice payment: listed and started only while on',
    readIn: [`${SANDBOX}/invoices/methods/availability.ts`, `${RIAL}/deposit/deposit-methods.ts`],
    provenBy: [
      {
        file: `${CONTRACT}/card-to-card.contract.test.ts`,
        title: 'refuses a method whose flag is off, and every method under RIAL_DEPOSIT_LIMIT',
      },
      {
        file: `${RIAL}/card-to-card/card-to-card-page.test.tsx`,
        title: 'says the method is not available when its flag is off',
      },
      depositHub,
    ],
  },
  POL: {
    does: 'the Pol identified deposit: its code is handed out and its page listed only while on',
    readIn: [`${SANDBOX}/rial/cash-in/incoming-transfers.ts`, `${RIAL}/deposit/deposit-methods.ts`],
    provenBy: [cashInOff, depositHub],
  },
  CASH_IN_CODE: {
    does: 'the deposit by code: its code is handed out and its page listed only while on',
    readIn: [`${SANDBOX}/rial/cash-in/incoming-transfers.ts`, `${RIAL}/deposit/deposit-methods.ts`],
    provenBy: [cashInOff, depositHub],
  },
  DIRECT_DEBIT: {
    does: 'direct-debit contracts and deposits: made and listed only while on',
    readIn: [`${SANDBOX}/rial/direct-debit/handlers.ts`, `${RIAL}/deposit/deposit-methods.ts`],
    provenBy: [
      {
        file: `${CONTRACT}/direct-debit.contract.test.ts`,
        title: '[RIAL-07] refuses contracts and deposits while the DIRECT_DEBIT flag is off',
      },
      depositHub,
    ],
  },
  BOXES: {
    does: 'the dashboard shows the boxes action only while on',
    readIn: ['packages/features/wallet/src/action-buttons.tsx'],
    provenBy: [
      {
        file: 'packages/features/wallet/src/dashboard-page.test.tsx',
        title: '[DASH-03] links express buy, receive, send and transactions; boxes only with BOXES',
      },
    ],
  },
  CLUB: { notYetActing: 'the club is a campaign area still to come ("Coming soon")' },
  AUTOMATION: { notYetActing: 'automation is still to come ("Coming soon")' },
  PAYMENT_METHODS: {
    does: 'an invoice can be paid by a bank method only while on (else METHOD_DISABLED)',
    readIn: [`${SANDBOX}/invoices/methods/availability.ts`, `${SANDBOX}/invoices/methods/pay.ts`],
    provenBy: [
      {
        file: `${CONTRACT}/invoice.contract.test.ts`,
        title: 'lists each method with what it takes and why it cannot pay, for the payment page and express',
      },
    ],
  },
  HIDE_SHOP_IN_MYKET: {
    does: 'the Myket build hides the shop tab while on',
    readIn: ['packages/app/src/shell/bottom-nav-tabs.ts'],
    provenBy: [shopTab],
  },
  HIDE_SHOP_IN_BAZAR: {
    does: 'the Bazaar build hides the shop tab while on',
    readIn: ['packages/app/src/shell/bottom-nav-tabs.ts'],
    provenBy: [shopTab],
  },
  IRGC_LIMIT: {
    does: 'every way out (coins and Toman) is held with WITHDRAWALS_RESTRICTED; the pages say to contact support',
    readIn: [
      `${SANDBOX}/money/spend-guard.ts`,
      `${SANDBOX}/rial/withdraw/rules.ts`,
      `${CRYPTO}/shared/spend-pause.tsx`,
    ],
    provenBy: [
      limitFlags(
        '[LIM-05] IRGC_LIMIT holds every way out with WITHDRAWALS_RESTRICTED, before the kind’s own pause',
      ),
      spendPause('[LIM-05] IRGC_LIMIT holds a transfer of any token and tells the user to contact support'),
    ],
  },
  RIAL_DEPOSIT_LIMIT: {
    does: 'every Toman deposit is refused with RIAL_DEPOSIT_LIMITED; the deposit pages say deposits are paused',
    readIn: [`${SANDBOX}/rial/gateway/payments.ts`, `${RIAL}/deposit/rial-deposit-page.tsx`],
    provenBy: [
      {
        file: `${CONTRACT}/gateway.contract.test.ts`,
        title:
          '[LIM-05] RIAL_DEPOSIT_LIMIT on: the gateway is refused with 422 RIAL_DEPOSIT_LIMITED and the allowance is paused',
      },
      {
        file: `${RIAL}/deposit/rial-deposit-page.test.tsx`,
        title:
          '[LIM-05] says Toman deposits are paused instead of listing methods while RIAL_DEPOSIT_LIMIT is on',
      },
    ],
  },
  RIAL_WITHDRAW_LIMIT: {
    does: 'Toman leaving (withdrawal to an IBAN, transfer) is refused with RIAL_WITHDRAW_LIMITED; the page offers no amount',
    readIn: [
      `${SANDBOX}/money/spend-guard.ts`,
      `${SANDBOX}/rial/withdraw/rules.ts`,
      `${CRYPTO}/shared/spend-pause.tsx`,
    ],
    provenBy: [
      limitFlags('[LIM-05] RIAL_WITHDRAW_LIMIT refuses Toman leaving by transfer but not coins'),
      {
        file: `${CONTRACT}/rial-withdraw.contract.test.ts`,
        title: '[LIM-05] RIAL_WITHDRAW_LIMIT refuses the preview and the withdrawal: RIAL_WITHDRAW_LIMITED',
      },
      {
        file: `${RIAL}/withdraw/withdraw-pages.test.tsx`,
        title: '[LIM-05] says withdrawals are paused while RIAL_WITHDRAW_LIMIT is on, and offers no amount',
      },
    ],
  },
  RIAL_WITHDRAW_WARN_LIMIT: {
    does: 'a Toman withdrawal is warned it may be late, and still goes',
    readIn: [`${SANDBOX}/rial/withdraw/withdraw.ts`, `${CRYPTO}/shared/spend-pause.tsx`],
    provenBy: [
      {
        file: `${CONTRACT}/rial-withdraw.contract.test.ts`,
        title: '[LIM-05] RIAL_WITHDRAW_WARN_LIMIT never refuses: the preview says a delay may apply',
      },
      {
        file: `${RIAL}/withdraw/withdraw-pages.test.tsx`,
        title: '[LIM-05] shows the delay warning of RIAL_WITHDRAW_WARN_LIMIT and still withdraws',
      },
    ],
  },
  CRYPTO_DEPOSIT_LIMIT: {
    does: 'no deposit address is handed out (CRYPTO_DEPOSIT_LIMITED); the deposit page shows the pause',
    readIn: [`${SANDBOX}/wallet/deposit-handlers.ts`, `${CRYPTO}/deposit/deposit-page.tsx`],
    provenBy: [
      limitFlags(
        '[LIM-05] CRYPTO_DEPOSIT_LIMIT refuses a deposit address, and it is handed out again once the flag is off',
      ),
      spendPause('[LIM-05] CRYPTO_DEPOSIT_LIMIT shows the pause instead of asking for an address'),
    ],
  },
  CRYPTO_WITHDRAW_LIMIT: {
    does: 'coins leaving are refused with CRYPTO_WITHDRAW_LIMITED; the withdraw form is replaced by the pause',
    readIn: [`${SANDBOX}/money/spend-guard.ts`, `${CRYPTO}/shared/spend-pause.tsx`],
    provenBy: [
      limitFlags(
        '[LIM-05] CRYPTO_WITHDRAW_LIMIT refuses pricing and running a coin withdrawal and a coin transfer, and moves nothing',
      ),
      spendPause(
        '[LIM-05] CRYPTO_WITHDRAW_LIMIT shows the pause in place of the withdraw form, with no Continue',
      ),
    ],
  },
  CRYPTO_WITHDRAW_WARN_LIMIT: {
    does: 'the withdraw form warns and lets the user go on (the sandbox refuses nothing for it)',
    readIn: [`${CRYPTO}/shared/spend-pause.tsx`],
    provenBy: [
      spendPause('[LIM-05] CRYPTO_WITHDRAW_WARN_LIMIT warns above the form and lets the user go on'),
    ],
  },
  ALL_SWAP_LIMIT: {
    does: 'every trade is refused with SWAP_LIMITED; the swap form is replaced by the pause',
    readIn: [`${SANDBOX}/money/spend-guard.ts`, `${TRADE}/shared/trade-pause.tsx`],
    provenBy: [
      swapContract(
        '[SWAP-04] ALL_SWAP_LIMIT refuses quotes, locks and orders with SWAP_LIMITED and moves nothing',
      ),
      {
        file: `${TRADE}/swap/swap-page.test.tsx`,
        title: '[SWAP-04] a pause flag replaces the form; the warn flag is said before confirming',
      },
    ],
  },
  ALL_SWAP_WARN_LIMIT: {
    does: 'trades are warned before confirming, and still go',
    readIn: [`${SANDBOX}/express/buy/receipt.ts`, `${TRADE}/shared/trade-pause.tsx`],
    provenBy: [
      swapContract('[SWAP-04] ALL_SWAP_WARN_LIMIT refuses nothing'),
      { file: `${CONTRACT}/express-buy.contract.test.ts`, title: '[SWAP-04] ALL_SWAP_WARN_LIMIT only warns' },
      {
        file: `${TRADE}/swap/swap-page.test.tsx`,
        title: '[SWAP-04] a pause flag replaces the form; the warn flag is said before confirming',
      },
    ],
  },
  RIAL_SWAP_LIMIT: {
    does: 'trades with Toman on either side are refused with RIAL_SWAP_LIMITED; express buy offers no Continue',
    readIn: [`${SANDBOX}/money/spend-guard.ts`, `${TRADE}/shared/trade-pause.tsx`],
    provenBy: [
      swapContract(
        '[SWAP-04] RIAL_SWAP_LIMIT refuses trades with Toman on either side with RIAL_SWAP_LIMITED; coin to coin goes on',
      ),
      {
        file: `${TRADE}/express-buy/express-buy-pages.test.tsx`,
        title: '[SWAP-04] says trading with Toman is paused under RIAL_SWAP_LIMIT and offers no Continue',
      },
    ],
  },
  RIAL_PREVIEW_LIMIT: {
    does: 'the dashboard’s currency toggle is disabled while on',
    readIn: ['packages/features/wallet/src/balance-card.tsx'],
    provenBy: [
      {
        file: 'packages/features/wallet/src/dashboard-page.test.tsx',
        title: '[DASH-02] the currency toggle is disabled while RIAL_PREVIEW_LIMIT is on',
      },
    ],
  },
};

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** The product's source files (no tests, no seed data, no migrations), where a flag would be read. */
function productSources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = `${dir}/${name}`;
    if (name === 'node_modules' || name === 'dist' || name === 'seed' || name === 'migrations') continue;
    if (statSync(join(ROOT, path)).isDirectory()) productSources(path, out);
    else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const isActing = (row: Row): row is Acting => 'readIn' in row;
const acting = SPEC_FLAGS.filter((flag) => isActing(TABLE[flag])).map((flag) => [flag] as const);
const notYetActing = SPEC_FLAGS.filter((flag) => !isActing(TABLE[flag]));

describe('the feature flags of spec 000 §6', () => {
  it('[CFG-04] are the 24 of the spec, every one a flag of the API contract', () => {
    expect(SPEC_FLAGS).toHaveLength(24);
    expect(Object.keys(TABLE)).toEqual([...SPEC_FLAGS]);
    const contract = read('packages/api/src/schemas/coins.ts');
    const declared = contract.slice(contract.indexOf('FEATURE_FLAGS = ['), contract.indexOf('] as const'));
    for (const flag of SPEC_FLAGS) expect(declared, flag).toContain(`'${flag}'`);
  });

  it.each(acting)('[CFG-04] %s is read where the table says, and its tests show it acting', (flag) => {
    const row = TABLE[flag] as Acting;
    for (const file of row.readIn) expect(read(file), `${file} reads ${flag}`).toContain(`'${flag}'`);
    expect(row.provenBy.length).toBeGreaterThan(0);
    for (const proof of row.provenBy) {
      const text = read(proof.file);
      expect(text, `${proof.file}: ${proof.title}`).toContain(`'${proof.title}'`);
    }
  });

  it('[CFG-04] CLUB and AUTOMATION act nowhere yet: no product source reads them', () => {
    expect(notYetActing).toEqual(['CLUB', 'AUTOMATION']);
    const sources = ['packages', 'apps', 'tools/sandbox-api/src'].flatMap((dir) => productSources(dir));
    // The API contract declares every flag; reading one is naming it anywhere else.
    const readers = sources.filter((file) => file !== 'packages/api/src/schemas/coins.ts');
    for (const flag of notYetActing) {
      expect(
        readers.filter((file) => read(file).includes(`'${flag}'`)),
        `${flag} is read; give it its row in the table`,
      ).toEqual([]);
    }
  });
});
