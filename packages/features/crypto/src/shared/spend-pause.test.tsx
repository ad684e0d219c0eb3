// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CoinConfig, FeatureFlag, UserAssets, WithdrawStatus } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
import { DepositPage } from '../deposit/deposit-page';
import { TransferAmountPage } from '../transfer/amount-page';
import { WithdrawAmountPage } from '../withdraw/amount-page';

// The limit flags (api's LIMIT_FLAG_EFFECTS) on the coin pages: a pause shows in place of the form, with no
// main button; a warn flag shows above it and lets the user go on.

afterEach(() => cleanup());

const coin = (token: string, networks: CoinConfig['networks']): CoinConfig => ({
  token,
  name: { en: token, fa: token },
  icon: '',
  decimals: 6,
  humanReadableDecimals: 2,
  listed: true,
  features: { withdraw: true, deposit: true, trade: true },
  groups: [],
  networks,
});
const TRX_NETWORK = {
  network: 'TRX',
  networkToken: 'TRX',
  contract: null,
  addressRegex: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
  supportMemo: false,
  memoRegex: null,
  withdrawFee: '1',
  minWithdraw: '10',
  minDeposit: '1',
  confirmations: 20,
};
const asset = (token: string, amount: string) => ({
  token,
  name: { en: token, fa: token },
  listed: true,
  favorite: false,
  groups: [],
  balance: { amount: { number: amount }, usdValue: { number: '0' }, userCurrencyValue: { number: '0' } },
  marketData: { USD: { lastPrice: '1', change24h: '0' }, IRT: { lastPrice: '0', change24h: '0' } },
});
const ASSETS: UserAssets = {
  userCurrency: 'USD',
  balance: { usdValue: { number: '100' }, userCurrencyValue: { number: '100' } },
  tokens: [asset('TRX', '100'), asset('IRT', '1000000')],
};
const STATUS: WithdrawStatus = {
  level: 'LEVEL_2_IR',
  limits: { dailyUsd: '2000', monthlyUsd: '20000', dailyUsedUsd: '0', monthlyUsedUsd: '0' },
  blocks: [],
  isTwoFactorRequired: false,
  lockAfterDepositUntil: '2026-11-29T08:00:00.000Z',
};

function open(node: ReactNode, path: string, flags: FeatureFlag[]) {
  const fake = createFakeApi({
    'GET /v1/utils/global-configs': {
      featuresList: flags,
      coins: [coin('IRT', []), coin('TRX', [TRX_NETWORK])],
    },
    'GET /v2/assets': ASSETS,
    'GET /v1/wallet/withdraw/status': STATUS,
  });
  const view = renderWithProviders(<ThemeRoot appearance="light">{node}</ThemeRoot>, { api: fake.api, path });
  return { ...view, ...fake };
}

const WITHDRAW_PATH = '/withdraw/external-transfer/enter-amount?token=TRX&network=TRX';

describe('limit flags on the coin pages', () => {
  it('[LIM-05] CRYPTO_WITHDRAW_LIMIT shows the pause in place of the withdraw form, with no Continue', async () => {
    const { platform } = open(<WithdrawAmountPage />, WITHDRAW_PATH, ['CRYPTO_WITHDRAW_LIMIT']);
    expect(
      await screen.findByText('Coin withdrawals and transfers are limited for now. Please try again later.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Amount the address receives')).toBeNull();
    expect(platform.mainButton.current()).toBeNull();
  });

  it('[LIM-05] CRYPTO_WITHDRAW_WARN_LIMIT warns above the form and lets the user go on', async () => {
    const { platform } = open(<WithdrawAmountPage />, WITHDRAW_PATH, ['CRYPTO_WITHDRAW_WARN_LIMIT']);
    expect(await screen.findByLabelText('Amount the address receives')).toBeTruthy();
    expect(screen.getByText(/Withdrawals are busier than usual/)).toBeTruthy();
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
  });

  it('[LIM-05] IRGC_LIMIT holds a transfer of any token and tells the user to contact support', async () => {
    const { platform } = open(<TransferAmountPage />, '/withdraw/internal-transfer/enter-amount?token=IRT', [
      'IRGC_LIMIT',
    ]);
    expect(
      await screen.findByText(
        'Withdrawals and transfers from your account are not possible for now. Please contact support.',
      ),
    ).toBeTruthy();
    expect(platform.mainButton.current()).toBeNull();
  });

  it('[LIM-05] RIAL_WITHDRAW_LIMIT pauses a Toman transfer, not a coin one', async () => {
    open(<TransferAmountPage />, '/withdraw/internal-transfer/enter-amount?token=IRT', [
      'RIAL_WITHDRAW_LIMIT',
    ]);
    expect(
      await screen.findByText('Toman withdrawals and transfers are paused for now. Please try again later.'),
    ).toBeTruthy();
    cleanup();
    open(<TransferAmountPage />, '/withdraw/internal-transfer/enter-amount?token=TRX', [
      'RIAL_WITHDRAW_LIMIT',
    ]);
    expect(await screen.findByLabelText('Amount')).toBeTruthy();
    expect(screen.queryByText(/paused for now/)).toBeNull();
  });

  it('[LIM-05] CRYPTO_DEPOSIT_LIMIT shows the pause instead of asking for an address', async () => {
    const { calls } = open(<DepositPage />, '/deposit?token=TRX&network=TRX', ['CRYPTO_DEPOSIT_LIMIT']);
    expect(
      await screen.findByText('Coin deposits are limited for now. Please try again later.'),
    ).toBeTruthy();
    expect(calls).not.toContain('GET /v1/wallet/deposit/addresses');
  });
});
