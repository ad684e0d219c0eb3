// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CashInInstructions, IdentifiedDeposit, UserInformation, UserLevel } from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import { ThemeRoot } from '@wallet/kit';
import { queryKeys } from '@wallet/ui';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { PayaSatnaPage } from '../bank-transfer/paya-satna-page';
import { PolPage } from '../bank-transfer/pol-page';
import { KYC_REDIRECT_DELAY_MS } from '@wallet/ui/level-one-gate';
import { CashInCodePage } from './cash-in-code-page';
import { lockStatus } from '../test-fixtures';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const USER = { id: '42', displayName: 'Reza', level: 'LEVEL_1_IR' } as UserInformation;
const WALLET_IBAN = 'IR170560849810002468135001';
const OWN_IBAN = 'IR110170000000100000000002';

const INSTRUCTIONS: CashInInstructions = {
  code: '1234567897',
  destination: {
    bankId: 'SAMAN',
    bankName: 'Saman Bank',
    bankNameFa: 'بانک سامان',
    accountNumber: '849-810-2468135-1',
    iban: WALLET_IBAN,
    ownerName: 'Wallet Technology Company',
    ownerNameFa: 'شرکت فناوری والت',
  },
  payaCycleTimes: ['03:45', '10:45', '13:45', '18:45'],
  timeZone: 'Asia/Tehran',
  // 10:45 and 11:45 Tehran time
  nextPayaCycleAt: '2026-03-01T07:15:00.000Z',
  creditedBy: '2026-03-01T08:15:00.000Z',
  creditMinutesAfterCycle: 60,
  minAmount: '5000',
  polMaxAmount: '15000000',
  satnaMinAmount: '15000000',
  rules: ['USE_CASH_IN_CODE', 'FROM_OWN_REGISTERED_IBAN', 'NO_BRIDGE_ACCOUNT'],
};

const deposit = (overrides: Partial<IdentifiedDeposit>): IdentifiedDeposit => ({
  id: '1',
  source: 'PAYA',
  amount: '1500000',
  fromIban: OWN_IBAN,
  reference: 'REF-1',
  status: 'WAITING_FOR_CYCLE',
  returnReason: null,
  receivedAt: '2026-03-01T06:00:00.000Z',
  dueAt: '2026-03-01T07:15:00.000Z',
  creditedAt: null,
  transactionId: null,
  ...overrides,
});

function open(
  page: ReactElement,
  options: { level?: UserLevel; routes?: FakeRoutes; path?: string; language?: 'en' | 'fa' } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = { ...USER, level: options.level ?? 'LEVEL_1_IR' };
  queryClient.setQueryData(queryKeys.whoami(), user);
  const fake = createFakeApi({
    'GET /v1/user/whoami': user,
    'GET /v1/bank/cash-in-code': INSTRUCTIONS,
    'GET /v1/bank/cash-in-code/deposits': { deposits: [] },
    ...options.routes,
  });
  const view = renderWithProviders(<ThemeRoot appearance="light">{page}</ThemeRoot>, {
    api: fake.api,
    path: options.path ?? '/rial-deposit/cash-in-code',
    queryClient,
    session: { language: options.language ?? 'en' },
  });
  return { ...view, ...fake };
}

const methodAsked = (requests: Request[]) =>
  requests
    .filter((request) => new URL(request.url).pathname === '/v1/bank/cash-in-code')
    .map((request) => new URL(request.url).searchParams.get('method'));

describe('/rial-deposit/cash-in-code', () => {
  it.each([
    ['the code page', <CashInCodePage key="code" />],
    ['Pol', <PolPage key="pol" />],
    ['PAYA/SATNA', <PayaSatnaPage key="paya" />],
  ])('[WD-08] %s says before the transfer until when coins will wait after it', async (_, page) => {
    const lockEnd = '2026-12-01T10:00:00.000Z';
    open(page, { routes: { 'GET /v1/wallet/withdraw/status': lockStatus(lockEnd) } });
    const notice = await screen.findByText(/coins cannot be sent out of the wallet for 72 hours/);
    expect(notice.textContent).toContain(`If you pay now, that is until ${formatDateTime(lockEnd, 'en')}.`);
  });

  it('shows the code, the wallet’s IBAN and account to copy, the next PAYA cycle in Tehran time and the rules', async () => {
    const { platform, requests } = open(<CashInCodePage />);
    const payTo = await screen.findByRole('region', { name: 'Pay to' });
    expect(within(payTo).getByText('1234567897')).toBeTruthy();
    expect(within(payTo).getByText('IR17 0560 8498 1000 2468 1350 01')).toBeTruthy();
    expect(within(payTo).getByText('Saman Bank')).toBeTruthy();
    expect(within(payTo).getByText('Wallet Technology Company')).toBeTruthy();
    const arrival = screen.getByRole('region', { name: 'When it arrives' });
    expect(arrival.textContent).toContain('10:45');
    expect(arrival.textContent).toContain('11:45');
    expect(arrival.textContent).toContain('03:45, 10:45, 13:45, 18:45');
    const rules = within(screen.getByRole('list', { name: 'Rules' })).getAllByRole('listitem');
    expect(rules.map((rule) => rule.textContent)).toEqual([
      'Write your deposit code in the transfer’s payment ID field.',
      'Pay only from your own bank account, whose IBAN you have registered in Financial information.',
      'Do not pay through a bridge account or someone else’s account.',
    ]);
    expect(methodAsked(requests)).toEqual(['CASH_IN_CODE']);

    fireEvent.click(within(payTo).getAllByRole('button', { name: /Copy/ })[1]!);
    await waitFor(() => expect(platform.copiedTexts).toContain(WALLET_IBAN));
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Copy deposit code'));
    act(() => platform.mainButton.click());
    await waitFor(() => expect(platform.copiedTexts).toContain('1234567897'));
  });

  it('lists incoming transfers: waiting for the cycle, credited, and returned from someone else’s account', async () => {
    open(<CashInCodePage />, {
      routes: {
        'GET /v1/bank/cash-in-code/deposits': {
          deposits: [
            deposit({
              id: '3',
              status: 'RETURNED',
              returnReason: 'NOT_OWN_ACCOUNT',
              fromIban: 'IR810170000000100000000003',
            }),
            deposit({ id: '2', source: 'POL', amount: '200000', status: 'CREDITED' }),
            deposit({ id: '1' }),
          ],
        },
      },
    });
    const rows = within(await screen.findByRole('list', { name: 'Incoming transfers' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Returned: not from your registered account'),
      expect.stringContaining('Credited'),
      expect.stringContaining('Waiting for the PAYA cycle of'),
    ]);
    expect(rows[1]!.textContent).toContain('200,000 Toman by Pol');
    expect(rows[0]!.textContent).toContain('IR810170000000100000000003');
  });

  it('says no transfer has arrived yet when the list is empty', async () => {
    open(<CashInCodePage />);
    expect(await screen.findByText('No incoming transfers yet')).toBeTruthy();
  });

  it('[RIAL-07] says the method is not available when its flag is off, with the server’s words', async () => {
    const { platform } = open(<CashInCodePage />, {
      routes: {
        'GET /v1/bank/cash-in-code': {
          status: 422,
          codeString: 'IDENTIFIED_DEPOSIT_UNAVAILABLE',
          localizedMessage: 'This deposit method is not available now.',
        },
      },
    });
    expect(await screen.findByText('This deposit method is not available now.')).toBeTruthy();
    expect(screen.getByText('Not available now')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pay to' })).toBeNull();
    expect(platform.mainButton.current()).toBeNull();
  });

  it('shows why the code could not be loaded, and Try again asks again', async () => {
    let failing = true;
    open(<CashInCodePage />, {
      routes: {
        'GET /v1/bank/cash-in-code': () =>
          failing
            ? { status: 500, codeString: 'INTERNAL_ERROR', localizedMessage: 'Server error' }
            : INSTRUCTIONS,
      },
    });
    expect(await screen.findByText('Your deposit code could not be loaded.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Pay to' })).toBeTruthy();
  });

  it('[RIAL-01] sends a LEVEL_0 user to the level 1 form after 3 s and never asks for the code', async () => {
    vi.useFakeTimers();
    const { location, calls } = open(<CashInCodePage />, { level: 'LEVEL_0' });
    expect(screen.getByText('Toman deposit needs identity verification level 1.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(KYC_REDIRECT_DELAY_MS));
    expect(location.history?.at(-1)).toBe(
      `/kyc/level-1/register-form?nextUrl=${encodeURIComponent('/rial-deposit/cash-in-code')}`,
    );
    expect(calls).not.toContain('GET /v1/bank/cash-in-code');
  });

  it('reads right to left in Persian, with the code and IBAN kept left to right', async () => {
    open(<CashInCodePage />, { language: 'fa' });
    const payTo = await screen.findByRole('region', { name: 'Pay to' });
    expect(within(payTo).getByText('بانک سامان')).toBeTruthy();
    expect(within(payTo).getByText('1234567897').getAttribute('dir')).toBe('ltr');
  });
});

describe('/rial-deposit/pol and /rial-deposit/paya-satna', () => {
  it('shows the Pol page with the wallet’s IBAN, the code and Pol’s cap, asking for the POL method', async () => {
    const { requests } = open(<PolPage />, { path: '/rial-deposit/pol' });
    const payTo = await screen.findByRole('region', { name: 'Pay to' });
    expect(within(payTo).getByText('1234567897')).toBeTruthy();
    expect(within(payTo).getByText('IR17 0560 8498 1000 2468 1350 01')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'When it arrives' }).textContent).toContain(
      'credited as soon as it arrives, up to 15,000,000 Toman a transfer',
    );
    expect(methodAsked(requests)).toEqual(['POL']);
  });

  it('shows the PAYA/SATNA page with the cycle times and SATNA’s minimum, asking for PAYA_SATNA', async () => {
    const { requests } = open(<PayaSatnaPage />, { path: '/rial-deposit/paya-satna' });
    const arrival = await screen.findByRole('region', { name: 'When it arrives' });
    expect(arrival.textContent).toContain('03:45, 10:45, 13:45, 18:45');
    expect(arrival.textContent).toContain('from 15,000,000 Toman');
    expect(screen.getByRole('region', { name: 'Pay to' }).textContent).toContain('1234567897');
    expect(methodAsked(requests)).toEqual(['PAYA_SATNA']);
  });
});
