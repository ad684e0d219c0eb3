// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transaction, TransferRecipient, UserAssets, WithdrawStatus } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform, type MemoryPlatform } from '@wallet/platform';
import { useToasts } from '@wallet/ui';
import { ConfirmOutProvider } from '@wallet/ui/money-call';
import { ConfirmOutTestStep, createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { TransferAmountPage } from './amount-page';
import { TransferConfirmationPage } from './confirmation-page';
import { TransferReceiptPage } from './receipt-page';
import { TransferRecipientPage } from './recipient-page';
import { WithdrawTypesPage } from './withdraw-types-page';

afterEach(() => cleanup());

const ASSETS: UserAssets = {
  userCurrency: 'IRT',
  balance: { usdValue: { number: '100' }, userCurrencyValue: { number: '6000000' } },
  tokens: [
    {
      token: 'TRX',
      name: { en: 'TRON', fa: 'ترون' },
      listed: true,
      favorite: false,
      groups: [],
      balance: {
        amount: { number: '40' },
        usdValue: { number: '10' },
        userCurrencyValue: { number: '600000' },
      },
      marketData: { USD: { lastPrice: '0.25', change24h: '0' }, IRT: { lastPrice: '15000', change24h: '0' } },
    },
  ],
};

const asset = (token: string, amount: string, priceUsd: string) => ({
  token,
  name: { en: token, fa: token },
  listed: true,
  favorite: false,
  groups: [],
  balance: { amount: { number: amount }, usdValue: { number: '0' }, userCurrencyValue: { number: '0' } },
  marketData: { USD: { lastPrice: priceUsd, change24h: '0' }, IRT: { lastPrice: '0', change24h: '0' } },
});

const coin = (token: string, decimals: number, withdraw = true) => ({
  token,
  name: { en: token, fa: token },
  icon: '',
  decimals,
  humanReadableDecimals: 2,
  listed: true,
  features: { withdraw, deposit: true, trade: true },
  groups: [],
  networks: [],
});

const CONFIG = { featuresList: [], coins: [coin('TRX', 6), coin('IRT', 0), coin('HMSTR', 9, false)] };

const STATUS: WithdrawStatus = {
  level: 'LEVEL_1_IR',
  limits: { dailyUsd: '20', monthlyUsd: '200', dailyUsedUsd: '0', monthlyUsedUsd: '0' },
  blocks: [],
  isTwoFactorRequired: false,
  lockAfterDepositUntil: '2026-11-29T08:00:00.000Z',
};

const UNTIL = '2026-11-26T08:00:00.000Z';

const failure = (status: number, codeString: string, localizedMessage: string) => ({
  status,
  codeString,
  localizedMessage,
});

const SARA: TransferRecipient = {
  displayName: 'Sara Ahmadi',
  username: 'demo_level2',
  maskedPhone: '0912***0002',
  handle: '@demo_level2',
};

const SENT: Transaction = {
  id: '900',
  type: 'WITHDRAW',
  channel: 'INTERNAL',
  creditReason: null,
  token: 'TRX',
  status: 'SUCCEED',
  hash: null,
  uniqueId: 'u-900',
  refId: 'u-900',
  network: null,
  date: '2026-11-23T08:00:00.000Z',
  senderAddress: null,
  receiverAddress: null,
  memo: null,
  amount: '12.5',
  fee: '0',
  receivedAmount: '12.5',
  balanceAfter: '27.5',
  supportCode: 'ABCDEFGH23',
  counterparty: '@demo_level2',
  confirmations: null,
};

function Toasts() {
  const { toasts } = useToasts();
  return (
    <ul aria-label="Toasts">
      {toasts.map((toast) => (
        <li key={toast.id}>{toast.text}</li>
      ))}
    </ul>
  );
}

/** A platform whose flow storage holds what the amount page chose: 12.5 TRX. */
function withChosenAmount(platform = createMemoryPlatform()) {
  void platform.flowStorage.set(
    'internalTransferDraft',
    JSON.stringify({ version: 7, value: { token: 'TRX', amount: '12.5' } }),
  );
  return platform;
}

/** The recipient and confirmation pages read the amount from the draft: given none, they get 12.5 TRX. */
function open(
  node: ReactNode,
  path: string,
  routes: FakeRoutes = {},
  platform: MemoryPlatform | undefined = /telegram-contacts|transfer-confirmation/.test(path)
    ? withChosenAmount()
    : undefined,
) {
  const fake = createFakeApi({
    'GET /v1/utils/global-configs': CONFIG,
    'GET /v2/assets': ASSETS,
    'GET /v1/wallet/withdraw/status': STATUS,
    'GET /v1/wallet/internal-transfer/recipient': (request: Request) =>
      new URL(request.url).searchParams.get('query') === '@nobody'
        ? { status: 404, codeString: 'TRANSFER_RECIPIENT_NOT_FOUND', localizedMessage: 'No such user.' }
        : SARA,
    'GET /v1/wallet/internal-transfer/recent-recipients': { recipients: [SARA] },
    'POST /v1/wallet/internal-transfer': { transaction: SENT, recipient: SARA },
    'GET /v1/transaction/900': SENT,
    ...routes,
  });
  // The shell draws every screen inside a ThemeRoot, which the kit's telegram-ui parts need.
  const view = renderWithProviders(
    <ThemeRoot appearance="light">
      {node}
      <Toasts />
    </ThemeRoot>,
    { api: fake.api, path, platform },
  );
  return { ...view, ...fake };
}

describe('/withdraw/types', () => {
  it('carries a coin chosen on its page to both ways of sending', async () => {
    open(<WithdrawTypesPage />, '/withdraw/types?token=TON');
    const ways = await screen.findByRole('list', { name: 'Ways to send' });
    expect(
      within(ways)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/withdraw/internal-transfer/enter-amount?token=TON',
      '/withdraw/external-transfer/select-network?token=TON',
    ]);
    cleanup();
    open(<WithdrawTypesPage />, '/withdraw/types');
    const plain = await screen.findByRole('list', { name: 'Ways to send' });
    expect(within(plain).getAllByRole('link')[2]!.getAttribute('href')).toBe('/withdraw/coin-list');
  });

  it('offers Toman to a bank account first, opening the withdrawal to an IBAN', async () => {
    open(<WithdrawTypesPage />, '/withdraw/types');
    const ways = await screen.findByRole('list', { name: 'Ways to send' });
    const first = within(ways).getAllByRole('link')[0]!;
    expect(first.textContent).toContain('Toman to a bank account');
    expect(first.getAttribute('href')).toBe('/rial-withdraw');
  });

  it('offers a coin bought with Toman and sent to an address, opening the express withdraw', async () => {
    const { location } = open(<WithdrawTypesPage />, '/withdraw/types');
    const ways = await screen.findByRole('list', { name: 'Ways to send' });
    const express = within(ways).getByRole('link', { name: /Buy with Toman and send/ });
    expect(express.getAttribute('href')).toBe('/express-withdraw');
    fireEvent.click(express);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/express-withdraw'));
  });

  it('with the Toman chosen on its page, goes straight to the withdrawal to an IBAN', async () => {
    const { location } = open(<WithdrawTypesPage />, '/withdraw/types?token=IRT');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/rial-withdraw'));
  });
});

describe('/withdraw/internal-transfer/enter-amount', () => {
  it('[WD-11] checks the amount against the balance and goes on to choose the recipient', async () => {
    const { platform, location } = open(<TransferAmountPage />, '/withdraw/internal-transfer/enter-amount');
    const amount = await screen.findByLabelText('Amount');
    expect(screen.getByText(/Balance: 40 TRX/)).toBeTruthy();
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    // The field takes digits only: letters are dropped as they are typed, so they never become an amount.
    fireEvent.change(amount, { target: { value: 'abc' } });
    expect((amount as HTMLInputElement).value).toBe('');
    for (const [typed, message] of [
      ['', 'Enter an amount.'],
      ['0', 'The amount must be more than zero.'],
      ['40.5', 'That is more than your balance.'],
    ] as const) {
      fireEvent.change(amount, { target: { value: typed } });
      act(() => platform.mainButton.click());
      expect(screen.getByRole('alert').textContent).toBe(message);
    }
    fireEvent.change(amount, { target: { value: '۱۲٫۵' } });
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe('/withdraw/internal-transfer/telegram-contacts?token=TRX');
    // The amount goes on in the draft, not in the address.
    await waitFor(() =>
      expect(platform.flowStorage.values().internalTransferDraft).toMatchObject({
        token: 'TRX',
        amount: '12.5',
      }),
    );
  });

  it('fills in the whole balance with All', async () => {
    open(<TransferAmountPage />, '/withdraw/internal-transfer/enter-amount');
    fireEvent.click(await screen.findByRole('button', { name: 'All' }));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('40');
  });

  const AMOUNT_PATH = '/withdraw/internal-transfer/enter-amount';

  it('[LIM-04] warns before an amount over what is left of the limits, and points level 1 to level 2', async () => {
    const { platform, location } = open(<TransferAmountPage />, AMOUNT_PATH, {
      'GET /v1/wallet/withdraw/status': { ...STATUS, limits: { ...STATUS.limits!, dailyUsedUsd: '15' } },
    });
    const amount = await screen.findByLabelText('Amount');
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    // 30 TRX at 0.25 USD is 7.5 USD: over the 5 USD left today.
    fireEvent.change(amount, { target: { value: '30' } });
    act(() => platform.mainButton.click());
    const warning = screen.getByRole('alert');
    expect(warning.textContent).toContain(
      'The requested amount is more than your withdrawal limit. You can withdraw $5.00 more now.',
    );
    expect(within(warning).getByRole('link', { name: 'Go to level 2' }).getAttribute('href')).toBe(
      `/kyc/level-2?nextUrl=${encodeURIComponent(AMOUNT_PATH)}`,
    );
    expect(location.history).toEqual([AMOUNT_PATH]);
    fireEvent.change(amount, { target: { value: '20' } });
    act(() => platform.mainButton.click());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(location.history?.at(-1)).toBe('/withdraw/internal-transfer/telegram-contacts?token=TRX');
  });

  it('a level-2 user over the limit is warned, with no level to go to', async () => {
    const { platform } = open(<TransferAmountPage />, AMOUNT_PATH, {
      'GET /v1/wallet/withdraw/status': {
        ...STATUS,
        level: 'LEVEL_2_IR',
        limits: { dailyUsd: '2000', monthlyUsd: '20000', dailyUsedUsd: '1999', monthlyUsedUsd: '1999' },
      },
    });
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '10' } });
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    act(() => platform.mainButton.click());
    const warning = screen.getByRole('alert');
    expect(warning.textContent).toContain('You can withdraw $1.00 more now.');
    expect(within(warning).queryByRole('link')).toBeNull();
  });

  it('Toman is held to its own daily limit, not to the USD one', async () => {
    const { platform, location } = open(<TransferAmountPage />, `${AMOUNT_PATH}?token=IRT`, {
      'GET /v2/assets': { ...ASSETS, tokens: [asset('IRT', '300000000', '0.00001')] },
      'GET /v1/wallet/withdraw/status': { ...STATUS, limits: { ...STATUS.limits!, dailyUsedUsd: '20' } },
    });
    const amount = await screen.findByLabelText('Amount');
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    fireEvent.change(amount, { target: { value: '250000000' } });
    act(() => platform.mainButton.click());
    const warning = screen.getByRole('alert');
    expect(warning.textContent).toBe(
      'The requested amount is more than your withdrawal limit. You can send up to 200,000,000 Toman a day.',
    );
    expect(within(warning).queryByRole('link')).toBeNull();
    // The coins' USD limit, used up today, does not hold the Toman.
    fireEvent.change(amount, { target: { value: '5000000' } });
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe('/withdraw/internal-transfer/telegram-contacts?token=IRT');
  });

  it('checks the decimals the coin has, and a coin with withdraw off cannot be chosen', async () => {
    const { platform } = open(<TransferAmountPage />, AMOUNT_PATH, {
      'GET /v2/assets': { ...ASSETS, tokens: [asset('HMSTR', '1000', '0.001'), ...ASSETS.tokens] },
    });
    const coinSelect = (await screen.findByLabelText('Coin')) as HTMLSelectElement;
    expect(coinSelect.value).toBe('TRX');
    const hamster = within(coinSelect).getByRole('option', { name: /HMSTR/ }) as HTMLOptionElement;
    expect(hamster.disabled).toBe(true);
    expect(hamster.textContent).toContain('Temporarily limited');
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1.1234567' } });
    act(() => platform.mainButton.click());
    expect(screen.getByRole('alert').textContent).toBe('That is more decimal places than the coin has.');
  });

  it.each([
    ['ACCOUNT_LOCK', 'Your account is locked. Withdrawals and transfers open again on'],
    ['TWO_FACTOR_CHANGED', 'Two-factor authentication was turned on or off lately.'],
    ['FIAT_DEPOSIT', 'After a Rial deposit, coins can be withdrawn or sent again on'],
  ] as const)(
    'a %s block is explained with the day it ends, and offers no Continue',
    async (reason, text) => {
      const { platform } = open(<TransferAmountPage />, AMOUNT_PATH, {
        'GET /v1/wallet/withdraw/status': { ...STATUS, blocks: [{ reason, until: UNTIL }] },
      });
      const block = await screen.findByRole('alert');
      expect(block.textContent).toContain(text);
      expect(block.textContent).toContain('26 Nov 2026');
      expect(screen.queryByLabelText('Amount')).toBeNull();
      expect(platform.mainButton.current()).toBeNull();
    },
  );

  it('the lock after a Rial deposit holds coins, not Toman', async () => {
    const { platform } = open(<TransferAmountPage />, AMOUNT_PATH, {
      'GET /v2/assets': { ...ASSETS, tokens: [...ASSETS.tokens, asset('IRT', '750000', '0.00001')] },
      'GET /v1/wallet/withdraw/status': { ...STATUS, blocks: [{ reason: 'FIAT_DEPOSIT', until: UNTIL }] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('(72-hour rule)');
    fireEvent.change(screen.getByLabelText('Coin'), { target: { value: 'IRT' } });
    expect(await screen.findByLabelText('Amount')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
  });

  it('a level that may not send gets the upgrade notice, and no Continue', async () => {
    const { platform } = open(<TransferAmountPage />, AMOUNT_PATH, {
      'GET /v1/wallet/withdraw/status': { ...STATUS, level: 'LEVEL_0', limits: null },
    });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Sending coins to other wallet users needs level 1.');
    expect(within(notice).getByRole('link', { name: 'Verify identity' }).getAttribute('href')).toMatch(
      /^\/kyc\/level-1\?nextUrl=%2Fwithdraw%2Finternal-transfer/,
    );
    expect(screen.queryByLabelText('Amount')).toBeNull();
    expect(platform.mainButton.current()).toBeNull();
  });
});

describe('/withdraw/internal-transfer/telegram-contacts', () => {
  it('[WD-11] finds a user by username or phone, and lists recent recipients', async () => {
    open(<TransferRecipientPage />, '/withdraw/internal-transfer/telegram-contacts?token=TRX');
    const recent = await screen.findByRole('list', { name: 'Recent recipients' });
    expect(within(recent).getByRole('link').getAttribute('href')).toBe(
      '/withdraw/internal-transfer/transfer-confirmation?token=TRX&recipient=%40demo_level2',
    );
    fireEvent.change(screen.getByLabelText('Telegram username or phone number'), {
      target: { value: '@nobody' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No such user.');
    fireEvent.change(screen.getByLabelText('Telegram username or phone number'), {
      target: { value: '09120000002' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    const found = await screen.findByRole('list', { name: 'Found' });
    expect(found.textContent).toContain('Sara Ahmadi');
    expect(found.textContent).toContain('0912***0002');
  });

  it('too many lookups in a minute (TOO_MANY_REQUESTS) say to wait', async () => {
    open(<TransferRecipientPage />, '/withdraw/internal-transfer/telegram-contacts?token=TRX', {
      'GET /v1/wallet/internal-transfer/recipient': failure(429, 'TOO_MANY_REQUESTS', ''),
    });
    fireEvent.change(await screen.findByLabelText('Telegram username or phone number'), {
      target: { value: '@demo_level2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Wait a minute and try again.',
    );
  });
});

describe('/withdraw/internal-transfer/transfer-confirmation', () => {
  const PATH = '/withdraw/internal-transfer/transfer-confirmation?token=TRX&recipient=%40demo_level2';

  it('[WD-05] shows who gets what for free, sends once on a double tap, and opens the receipt', async () => {
    const { platform, requests, location } = open(
      <Switch>
        <Route path="/withdraw/internal-transfer/transfer-confirmation">
          <TransferConfirmationPage />
        </Route>
        <Route path="/withdraw/internal-transfer/receipt">
          <p>The receipt</p>
        </Route>
      </Switch>,
      PATH,
    );
    const card = await screen.findByRole('region', { name: 'Transfer' });
    expect(card.textContent).toContain('Sara Ahmadi');
    expect(card.textContent).toContain('Free');
    expect(card.textContent).toContain('12.5 TRX');
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    act(() => {
      platform.mainButton.click();
      platform.mainButton.click();
    });
    await screen.findByText('The receipt');
    expect(location.history?.at(-1)).toBe('/withdraw/internal-transfer/receipt?id=900');
    const sends = requests.filter((r) => r.method === 'POST');
    expect(sends).toHaveLength(1);
    expect(sends[0]!.headers.get('idempotency-key')).toBeTruthy();
    expect(platform.storage.values().moneyCallKeys).toEqual({});
  });

  it('asks the user to confirm before the transfer goes, and sends nothing when they cancel', async () => {
    const { platform, requests } = open(
      <ConfirmOutProvider step={ConfirmOutTestStep}>
        <Switch>
          <Route path="/withdraw/internal-transfer/transfer-confirmation">
            <TransferConfirmationPage />
          </Route>
          <Route path="/withdraw/internal-transfer/receipt">
            <p>The receipt</p>
          </Route>
        </Switch>
      </ConfirmOutProvider>,
      PATH,
    );
    const posts = () => requests.filter((r) => r.method === 'POST');
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    act(() => platform.mainButton.click());
    await screen.findByRole('dialog', { name: 'Confirm the money out' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(posts()).toHaveLength(0);
    act(() => platform.mainButton.click());
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByText('The receipt');
    expect(posts()).toHaveLength(1);
  });

  it('a retry after a failure, and a reload, reuse the same Idempotency-Key', async () => {
    const platform = withChosenAmount();
    let answer: unknown = { status: 0, codeString: 'TIMEOUT', localizedMessage: null };
    const routes = { 'POST /v1/wallet/internal-transfer': () => answer };
    const first = open(<TransferConfirmationPage />, PATH, routes, platform);
    await screen.findByRole('region', { name: 'Transfer' });
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    answer = { status: 503, codeString: 'INTERNAL_ERROR', localizedMessage: 'Try again later.' };
    act(() => platform.mainButton.click());
    await screen.findByText('Try again later.');
    const keyOf = (list: Request[]) =>
      list.filter((r) => r.method === 'POST').map((r) => r.headers.get('idempotency-key'));
    const firstKey = keyOf(first.requests)[0];
    expect(firstKey).toBeTruthy();
    await waitFor(() => expect(platform.mainButton.current()?.loading).toBeFalsy());
    act(() => platform.mainButton.click());
    await waitFor(() => expect(keyOf(first.requests)).toEqual([firstKey, firstKey]));

    cleanup();
    answer = { transaction: SENT, recipient: SARA };
    const reloaded = open(<TransferConfirmationPage />, PATH, routes, platform);
    await screen.findByRole('region', { name: 'Transfer' });
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    act(() => platform.mainButton.click());
    await waitFor(() => expect(keyOf(reloaded.requests)).toEqual([firstKey]));
  });

  it('shows the server’s words when the transfer is refused', async () => {
    const { platform } = open(<TransferConfirmationPage />, PATH, {
      'POST /v1/wallet/internal-transfer': {
        status: 400,
        codeString: 'CANNOT_TRANSFER_TO_YOURSELF',
        localizedMessage: 'You cannot send to yourself.',
      },
    });
    await screen.findByRole('region', { name: 'Transfer' });
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    act(() => platform.mainButton.click());
    expect(await screen.findByText('You cannot send to yourself.')).toBeTruthy();
  });

  it('[ERR-07] a level that may not transfer gets the upgrade prompt, with no message', async () => {
    const { platform, location } = open(<TransferConfirmationPage />, PATH, {
      'POST /v1/wallet/internal-transfer': {
        status: 403,
        codeString: 'INSUFFICIENT_USER_LEVEL',
        localizedMessage: 'Your level is too low.',
      },
    });
    await screen.findByRole('region', { name: 'Transfer' });
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    act(() => platform.mainButton.click());
    const prompt = await screen.findByRole('dialog', { name: 'Verify your identity' });
    expect(within(prompt).getByRole('link', { name: 'Verify identity' }).getAttribute('href')).toMatch(
      /^\/kyc\/level-1\?nextUrl=%2Fwithdraw%2Finternal-transfer/,
    );
    expect(within(screen.getByRole('list', { name: 'Toasts' })).queryAllByRole('listitem')).toEqual([]);
    expect(document.body.textContent).not.toContain('Your level is too low.');
    expect(location.history).toEqual([PATH]);
  });

  const TWO_FACTOR_ON = {
    'GET /v1/wallet/withdraw/status': { ...STATUS, isTwoFactorRequired: true },
    'GET /v2/2fa/status': {
      methods: [{ type: 'SMS', destination: '0912***0001', enabledAt: '2026-11-01T08:00:00.000Z' }],
      withdrawBlockedUntil: null,
    },
    'POST /v2/2fa/SMS/code': { sentTo: '0912***0001', expiresAt: '2026-11-23T08:05:00.000Z' },
  };
  const transfers = (list: Request[]) =>
    list.filter((r) => r.method === 'POST' && r.url.endsWith('/v1/wallet/internal-transfer'));

  it('[WD-09] with two-factor on, asks for the code, sends one by SMS for this transfer’s key, and sends it as X-2FA-AUTH once on a double tap', async () => {
    const { platform, requests, location } = open(
      <Switch>
        <Route path="/withdraw/internal-transfer/transfer-confirmation">
          <TransferConfirmationPage />
        </Route>
        <Route path="/withdraw/internal-transfer/receipt">
          <p>The receipt</p>
        </Route>
      </Switch>,
      PATH,
      TWO_FACTOR_ON,
    );
    const code = await screen.findByLabelText('Two-factor code');
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBe(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Send the code by SMS' }));
    await screen.findByText('A code was sent to 0912***0001.');
    const sent = requests.find((r) => r.url.endsWith('/v2/2fa/SMS/code'))!;
    const { authenticationId } = (await sent.clone().json()) as { authenticationId: string };
    const kept = platform.storage.values().moneyCallKeys as Record<string, { key: string }>;
    expect(authenticationId).toBe(kept.internalTransfer!.key);
    fireEvent.change(code, { target: { value: '۱۲۳۴۵۶' } });
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBeFalsy());
    act(() => {
      platform.mainButton.click();
      platform.mainButton.click();
    });
    await screen.findByText('The receipt');
    expect(location.history?.at(-1)).toBe('/withdraw/internal-transfer/receipt?id=900');
    const sends = transfers(requests);
    expect(sends).toHaveLength(1);
    expect(sends[0]!.headers.get('x-2fa-auth')).toBe('123456');
    expect(sends[0]!.headers.get('idempotency-key')).toBe(authenticationId);
  });

  it('[WD-09] with two-factor off, the transfer goes without a code', async () => {
    const { platform, requests } = open(<TransferConfirmationPage />, PATH);
    await screen.findByRole('region', { name: 'Transfer' });
    expect(screen.queryByLabelText('Two-factor code')).toBeNull();
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBeFalsy());
    act(() => platform.mainButton.click());
    await waitFor(() => expect(transfers(requests)).toHaveLength(1));
    expect(transfers(requests)[0]!.headers.get('x-2fa-auth')).toBeNull();
  });

  it.each([
    ['WRONG_TWO_FACTOR_CODE', 400, 'The two-factor code is not correct.'],
    ['TWO_FACTOR_CODE_ALREADY_USED', 400, 'This code has already been used. Enter a new one.'],
    ['TOO_MANY_OTP_ATTEMPTS', 429, 'Too many wrong tries. Wait a little, then ask for a new code.'],
  ] as const)(
    '[WD-09] %s keeps the user on the page, says so at the code field and clears it',
    async (codeString, status, text) => {
      const { platform, location, requests } = open(<TransferConfirmationPage />, PATH, {
        ...TWO_FACTOR_ON,
        'POST /v1/wallet/internal-transfer': failure(status, codeString, ''),
      });
      const code = (await screen.findByLabelText('Two-factor code')) as HTMLInputElement;
      fireEvent.change(code, { target: { value: '000000' } });
      await waitFor(() => expect(platform.mainButton.current()?.disabled).toBeFalsy());
      act(() => platform.mainButton.click());
      const region = screen.getByRole('region', { name: 'Two-factor authentication' });
      expect((await within(region).findByRole('alert')).textContent).toBe(text);
      expect(code.value).toBe('');
      expect(code.getAttribute('aria-invalid')).toBe('true');
      expect(platform.mainButton.current()?.disabled).toBe(true);
      expect(location.history).toEqual([PATH]);
      expect(within(screen.getByRole('list', { name: 'Toasts' })).queryAllByRole('listitem')).toEqual([]);
      // The next code goes with the same key: the refused call moved nothing.
      fireEvent.change(code, { target: { value: '111111' } });
      await waitFor(() => expect(platform.mainButton.current()?.disabled).toBeFalsy());
      act(() => platform.mainButton.click());
      await waitFor(() => expect(transfers(requests)).toHaveLength(2));
      const [first, second] = transfers(requests);
      expect(second!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'));
      expect(second!.headers.get('x-2fa-auth')).toBe('111111');
    },
  );

  it('[WD-09] two-factor turned on since the status was read: TWO_FACTOR_REQUIRED asks for the code', async () => {
    const { platform } = open(<TransferConfirmationPage />, PATH, {
      'POST /v1/wallet/internal-transfer': failure(400, 'TWO_FACTOR_REQUIRED', 'Enter your two-factor code.'),
      'GET /v2/2fa/status': TWO_FACTOR_ON['GET /v2/2fa/status'],
    });
    await screen.findByRole('region', { name: 'Transfer' });
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBeFalsy());
    act(() => platform.mainButton.click());
    expect(await screen.findByLabelText('Two-factor code')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your two-factor code.');
    expect(screen.getByRole('button', { name: 'Send the code by SMS' })).toBeTruthy();
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBe(true));
  });

  /** Sends once and answers with the refusal; gives the alert that explains it. */
  async function refusedWith(refusal: unknown, routes: FakeRoutes = {}) {
    const view = open(<TransferConfirmationPage />, PATH, {
      'POST /v1/wallet/internal-transfer': refusal,
      ...routes,
    });
    await screen.findByRole('region', { name: 'Transfer' });
    await waitFor(() => expect(view.platform.mainButton.current()?.disabled).toBeFalsy());
    act(() => view.platform.mainButton.click());
    return { ...view, alert: await screen.findByRole('alert') };
  }

  const REFUSALS = [
    [
      'ACCOUNT_LOCKED',
      422,
      'Your account is locked: withdrawals are not possible until the 72 hours end.',
      'Your account is locked: withdrawals and transfers are not possible until the lock ends.',
    ],
    [
      'WITHDRAW_BLOCKED_AFTER_TWO_FACTOR',
      422,
      'Withdrawals are not possible for 24 hours after two-factor authentication is turned on.',
      'Withdrawals and transfers are not possible for 24 hours after two-factor authentication is turned on or off.',
    ],
    [
      'USER_BALANCE_LOCKED',
      422,
      'Part of your assets cannot be withdrawn for 72 hours after a Rial deposit.',
      'Part of your assets cannot be withdrawn or sent for 72 hours after a Rial deposit.',
    ],
    [
      'LIMIT_DAILY_WITHDRAW_EXCEEDED',
      422,
      'You have reached your daily withdrawal limit.',
      'You have reached your daily withdrawal limit.',
    ],
    [
      'LIMIT_MONTHLY_WITHDRAW_EXCEEDED',
      422,
      'You have reached your monthly withdrawal limit.',
      'You have reached your monthly withdrawal limit.',
    ],
    ['INSUFFICIENT_USER_BALANCE', 422, 'Your balance is not enough.', 'Your balance is not enough.'],
    [
      'WITHDRAW_NOT_AVAILABLE',
      400,
      'Withdrawals of this coin are temporarily limited.',
      'Withdrawals and transfers of this coin are temporarily limited.',
    ],
    [
      'BAD_INPUT_VALUES',
      400,
      'Some of the values are not valid.',
      'Some of the values are not valid. Check the amount’s decimal places.',
    ],
    [
      'IDEMPOTENCY_KEY_REQUIRED',
      400,
      'This request needs an Idempotency-Key header.',
      'The request could not be sent safely. Try again.',
    ],
    [
      'TOO_MANY_REQUESTS',
      429,
      'Too many requests. Please try again in a little while.',
      'Too many requests. Wait a minute and try again.',
    ],
  ] as const;

  it.each(REFUSALS)(
    'a transfer refused with %s shows the server’s message on the page, not as a toast',
    async (codeString, status, serverText) => {
      const { alert, location } = await refusedWith(failure(status, codeString, serverText));
      expect(alert.textContent).toContain(serverText);
      expect(within(screen.getByRole('list', { name: 'Toasts' })).queryAllByRole('listitem')).toEqual([]);
      expect(location.history).toEqual([PATH]);
    },
  );

  it.each(REFUSALS)(
    'a transfer refused with %s and no server message shows the client’s own words',
    async (codeString, status, _, clientText) => {
      const { alert } = await refusedWith(failure(status, codeString, ''));
      expect(alert.textContent).toContain(clientText);
    },
  );

  it.each(['LIMIT_DAILY_WITHDRAW_EXCEEDED', 'LIMIT_MONTHLY_WITHDRAW_EXCEEDED'] as const)(
    '[ERR-10] %s is shown as a limit message, and a level-1 user is pointed to level 2',
    async (codeString) => {
      const { alert } = await refusedWith(failure(422, codeString, ''));
      expect(alert.textContent).toMatch(/You have reached your (daily|monthly) withdrawal limit\./);
      expect(
        within(alert).getByRole('link', { name: 'Raise your limit with level 2' }).getAttribute('href'),
      ).toBe(`/kyc/level-2?nextUrl=${encodeURIComponent(PATH)}`);
    },
  );

  it('[ERR-10] a level-2 user at the limit is told so, with no level to go to', async () => {
    const { alert } = await refusedWith(
      failure(422, 'LIMIT_DAILY_WITHDRAW_EXCEEDED', 'Daily limit reached.'),
      {
        'GET /v1/wallet/withdraw/status': { ...STATUS, level: 'LEVEL_2_IR' },
      },
    );
    expect(alert.textContent).toBe('Daily limit reached.');
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('[ERR-11] INSUFFICIENT_USER_BALANCE is shown as balance not enough', async () => {
    const { alert } = await refusedWith(failure(422, 'INSUFFICIENT_USER_BALANCE', ''));
    expect(alert.textContent).toBe('Your balance is not enough.');
  });

  it('[ERR-12] USER_BALANCE_LOCKED explains the 72-hour rule with the day the lock ends', async () => {
    let status: WithdrawStatus = STATUS;
    await refusedWith(failure(422, 'USER_BALANCE_LOCKED', 'Part of your assets are locked.'), {
      'GET /v1/wallet/withdraw/status': () => status,
      'POST /v1/wallet/internal-transfer': () => {
        // The Rial deposit came after the page read the status: the refusal has it read again.
        status = { ...STATUS, blocks: [{ reason: 'FIAT_DEPOSIT', until: UNTIL }] };
        return failure(422, 'USER_BALANCE_LOCKED', 'Part of your assets are locked.');
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'After a Rial deposit, coins can be withdrawn or sent again on 26 Nov 2026, 08:00 (72-hour rule). Toman is not affected.' +
          'Meanwhile you can swap your coins, or withdraw Toman to your IBAN.' +
          'SwapWithdraw Toman',
      ),
    );
  });

  it.each([
    [
      'ACCOUNT_LOCKED',
      'ACCOUNT_LOCK',
      'Your account is locked. Withdrawals and transfers open again on 26 Nov',
    ],
    [
      'WITHDRAW_BLOCKED_AFTER_TWO_FACTOR',
      'TWO_FACTOR_CHANGED',
      'For your safety, withdrawals and transfers open again on 26 Nov',
    ],
  ] as const)('%s is explained with the day the block ends', async (codeString, reason, text) => {
    await refusedWith(failure(422, codeString, 'Blocked.'), {
      'GET /v1/wallet/withdraw/status': { ...STATUS, blocks: [{ reason, until: UNTIL }] },
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(text));
  });
});

describe('/withdraw/internal-transfer/receipt', () => {
  it('[WD-11] shows what was sent to whom, with the support code and a shareable receipt', async () => {
    const { platform, location } = open(
      <TransferReceiptPage />,
      '/withdraw/internal-transfer/receipt?id=900',
    );
    const receipt = await screen.findByRole('region', { name: 'Transfer receipt' });
    expect(receipt.textContent).toContain('12.5 TRX');
    // The handle is isolated left to right, so its "@" stays put inside a Persian sentence.
    expect(receipt.textContent).toContain('Sent to \u2066@demo_level2\u2069');
    expect(receipt.textContent).toContain('ABCDEFGH23');
    expect(within(receipt).getByRole('link', { name: 'Share receipt' }).getAttribute('href')).toBe(
      '/transactions/receipt/900',
    );
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe('/dashboard');
  });
});

describe('the transfer draft', () => {
  const AMOUNT_PATH = '/withdraw/internal-transfer/enter-amount';
  const WITH_TOMAN = {
    'GET /v2/assets': { ...ASSETS, tokens: [...ASSETS.tokens, asset('IRT', '750000', '0.00001')] },
  };
  const RECIPIENT_PATH = '/withdraw/internal-transfer/telegram-contacts?token=TRX';

  it('a reload on the amount page comes back to the coin and amount chosen, kept in the flow storage', async () => {
    const { platform } = open(<TransferAmountPage />, AMOUNT_PATH, WITH_TOMAN);
    const coinSelect = (await screen.findByLabelText('Coin')) as HTMLSelectElement;
    fireEvent.change(coinSelect, { target: { value: 'IRT' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '7' } });
    await waitFor(() =>
      expect(platform.flowStorage.values().internalTransferDraft).toEqual({ token: 'IRT', amount: '7' }),
    );
    cleanup();

    open(<TransferAmountPage />, AMOUNT_PATH, WITH_TOMAN, platform);
    await waitFor(async () =>
      expect(((await screen.findByLabelText('Coin')) as HTMLSelectElement).value).toBe('IRT'),
    );
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('7');
  });

  it('a reload on the recipient page comes back to the search typed', async () => {
    const { platform } = open(<TransferRecipientPage />, RECIPIENT_PATH);
    fireEvent.change(await screen.findByLabelText('Telegram username or phone number'), {
      target: { value: '@sara' },
    });
    await waitFor(() =>
      expect(platform.flowStorage.values().internalTransferDraft).toEqual({
        token: 'TRX',
        amount: '12.5',
        recipientSearch: '@sara',
      }),
    );
    cleanup();

    open(<TransferRecipientPage />, RECIPIENT_PATH, {}, platform);
    const search = (await screen.findByLabelText('Telegram username or phone number')) as HTMLInputElement;
    await waitFor(() => expect(search.value).toBe('@sara'));
  });

  it('is cleared once the transfer is sent', async () => {
    const platform = createMemoryPlatform();
    await platform.flowStorage.set(
      'internalTransferDraft',
      JSON.stringify({ version: 7, value: { token: 'TRX', amount: '12.5' } }),
    );
    open(<TransferReceiptPage />, '/withdraw/internal-transfer/receipt?id=900', {}, platform);
    await screen.findByRole('region', { name: 'Transfer receipt' });
    await waitFor(() => expect(platform.flowStorage.snapshot()).toEqual({}));
  });

  it('a reload on the confirmation prices the amount kept in the draft', async () => {
    const platform = withChosenAmount();
    open(
      <TransferConfirmationPage />,
      '/withdraw/internal-transfer/transfer-confirmation?token=TRX&recipient=%40demo_level2',
      {},
      platform,
    );
    await screen.findByRole('region', { name: 'Transfer' });
    cleanup();
    open(
      <TransferConfirmationPage />,
      '/withdraw/internal-transfer/transfer-confirmation?token=TRX&recipient=%40demo_level2',
      {},
      platform,
    );
    const card = await screen.findByRole('region', { name: 'Transfer' });
    expect(card.textContent).toContain('12.5 TRX');
  });

  it('with no amount in the draft, the later pages go back to the amount page', async () => {
    const { location } = open(
      <TransferRecipientPage />,
      '/withdraw/internal-transfer/telegram-contacts?token=TRX',
      {},
      createMemoryPlatform(),
    );
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe('/withdraw/internal-transfer/enter-amount?token=TRX'),
    );
  });
});
