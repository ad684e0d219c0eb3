// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DirectDebitContract, UserInformation } from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform, type MemoryPlatform } from '@wallet/platform';
import type { ReactNode } from 'react';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { DirectDebitContractsPage } from './contracts-page';
import { DirectDebitDepositPage } from './deposit-page';
import { DirectDebitNewPage } from './new-contract-page';
import { DirectDebitResultPage } from './result-page';
import { lockStatus } from '../test-fixtures';

afterEach(() => cleanup());

const MELLI = { id: 'MELLI', ibanCode: '017', name: 'Bank Melli Iran', nameFa: 'بانک ملی ایران' };
const SAMAN = { id: 'SAMAN', ibanCode: '056', name: 'Saman Bank', nameFa: 'بانک سامان' };
const USER = { id: '42', displayName: 'Reza', level: 'LEVEL_1_IR' } as UserInformation;
const ACTIVE: DirectDebitContract = {
  id: '7',
  bank: MELLI,
  status: 'ACTIVE',
  maxDailyDeposit: '1000000',
  usedToday: '250000',
  leftToday: '750000',
  createdAt: '2026-11-23T08:00:00.000Z',
};
const TRANSACTION = {
  id: '91',
  type: 'DEPOSIT',
  channel: 'BANK',
  creditReason: null,
  token: 'IRT',
  status: 'SUCCEED',
  hash: null,
  uniqueId: 'u',
  refId: 'DD1',
  network: null,
  date: '2026-11-23T08:00:00.000Z',
  senderAddress: null,
  receiverAddress: null,
  memo: null,
  amount: '120000',
  fee: '0',
  receivedAmount: '120000',
  balanceAfter: '120000',
  supportCode: 'S',
  counterparty: null,
  confirmations: null,
};

function open(
  page: ReactNode,
  path: string,
  routes: FakeRoutes = {},
  options: { user?: UserInformation; isMiniApp?: boolean; platform?: MemoryPlatform } = {},
) {
  const fake = createFakeApi({ 'GET /v1/user/whoami': options.user ?? USER, ...routes });
  const view = renderWithProviders(<ThemeRoot appearance="light">{page}</ThemeRoot>, {
    api: fake.api,
    path,
    platform: options.platform,
    session: { language: 'en', isMiniApp: options.isMiniApp ?? false },
  });
  return { ...view, ...fake };
}

describe('/direct-debit/new with the page that sent the user', () => {
  it('goes back to that page by its back', async () => {
    const { platform, location } = open(
      <DirectDebitNewPage />,
      '/direct-debit/new?nextUrl=%2Frial-deposit%2Fdirect-debit',
      { 'GET /v1/bank/direct-debit/banks': { banks: [MELLI] } },
    );
    await waitFor(() => expect(platform.backButton.isVisible()).toBe(true));
    act(() => platform.backButton.click());
    await waitFor(() => expect(location.history?.at(-1)).toBe('/rial-deposit/direct-debit'));
  });

  it('never leaves the app by its back', async () => {
    const { platform, location } = open(
      <DirectDebitNewPage />,
      '/direct-debit/new?nextUrl=https%3A%2F%2Fevil.test%2F',
      { 'GET /v1/bank/direct-debit/banks': { banks: [MELLI] } },
    );
    await waitFor(() => expect(platform.backButton.isVisible()).toBe(true));
    act(() => platform.backButton.click());
    await waitFor(() => expect(location.history?.at(-1)).toBe('/dashboard'));
  });
});

describe('/rial-deposit/direct-debit', () => {
  it('with no contract explains direct debit and leads to a new contract', async () => {
    const { platform, location } = open(<DirectDebitDepositPage />, '/rial-deposit/direct-debit', {
      'GET /v1/bank/direct-debit/contracts': { contracts: [] },
    });
    expect(await screen.findByText('You have no active direct debit contract')).toBeTruthy();
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('New contract'));
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe('/direct-debit/new?nextUrl=%2Frial-deposit%2Fdirect-debit');
  });

  it('[WD-08] says before depositing until when coins will wait after it', async () => {
    const lockEnd = '2026-12-01T10:00:00.000Z';
    open(<DirectDebitDepositPage />, '/rial-deposit/direct-debit', {
      'GET /v1/bank/direct-debit/contracts': { contracts: [ACTIVE] },
      'GET /v1/wallet/withdraw/status': lockStatus(lockEnd),
    });
    const notice = await screen.findByText(/coins cannot be sent out of the wallet for 72 hours/);
    expect(notice.textContent).toContain(`If you pay now, that is until ${formatDateTime(lockEnd, 'en')}.`);
  });

  it('with no active contract links to making one, which comes back here', async () => {
    open(<DirectDebitDepositPage />, '/rial-deposit/direct-debit', {
      'GET /v1/bank/direct-debit/contracts': { contracts: [{ ...ACTIVE, status: 'CANCELLED' }] },
    });
    const link = await screen.findByRole('link', { name: /Make a direct debit contract/ });
    expect(link.getAttribute('href')).toBe('/direct-debit/new?nextUrl=%2Frial-deposit%2Fdirect-debit');
  });

  it('deposits a Persian-digit amount through the contract once, with a key, then opens the receipt', async () => {
    let resolve: (value: unknown) => void = () => {};
    const { platform, requests, location } = open(<DirectDebitDepositPage />, '/rial-deposit/direct-debit', {
      'GET /v1/bank/direct-debit/contracts': { contracts: [ACTIVE] },
      'POST /v1/bank/direct-debit/deposit': () =>
        new Promise((done) => {
          resolve = done;
        }),
    });
    expect(await screen.findByText('Left today: 750,000 of 1,000,000 Toman')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '۱۲۰٬۰۰۰' } });
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Deposit'));
    act(() => platform.mainButton.click());
    await waitFor(() =>
      expect(platform.mainButton.current()).toMatchObject({ loading: true, disabled: true }),
    );
    act(() => platform.mainButton.click());
    const sent = requests.filter((request) => request.url.endsWith('/v1/bank/direct-debit/deposit'));
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.json()).toEqual({ contractId: '7', amount: '120000' });
    expect(sent[0]!.headers.get('idempotency-key')).toBeTruthy();
    resolve({ transaction: TRANSACTION, contract: { ...ACTIVE, usedToday: '370000', leftToday: '630000' } });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/transactions/91'));
  });

  it('a deposit whose answer was lost is sent again after a reload with the same Idempotency-Key', async () => {
    const platform = createMemoryPlatform();
    const keys: (string | null)[] = [];
    const routes: FakeRoutes = {
      'GET /v1/bank/direct-debit/contracts': { contracts: [ACTIVE] },
      'POST /v1/bank/direct-debit/deposit': (request: Request) => {
        keys.push(request.headers.get('idempotency-key'));
        // The first answer is lost on the way back; the second is the server's replay.
        return keys.length === 1
          ? { status: 503, codeString: 'INTERNAL_ERROR', localizedMessage: null }
          : { transaction: TRANSACTION, contract: ACTIVE };
      },
    };
    const deposit = async () => {
      fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '120000' } });
      await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Deposit'));
      act(() => platform.mainButton.click());
    };
    open(<DirectDebitDepositPage />, '/rial-deposit/direct-debit', routes, { platform });
    await deposit();
    await waitFor(() => expect(keys).toHaveLength(1));
    cleanup();
    const { location } = open(<DirectDebitDepositPage />, '/rial-deposit/direct-debit', routes, { platform });
    await deposit();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/transactions/91'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toBeTruthy();
  });

  it('refuses an amount over what is left today on the page, without asking the server', async () => {
    const { platform, calls } = open(<DirectDebitDepositPage />, '/rial-deposit/direct-debit', {
      'GET /v1/bank/direct-debit/contracts': { contracts: [ACTIVE] },
    });
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '800000' } });
    act(() => platform.mainButton.click());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You can deposit up to 750,000 Toman through this contract today.',
    );
    expect(calls).not.toContain('POST /v1/bank/direct-debit/deposit');
  });

  it('shows the server’s refusal on the page', async () => {
    const { platform } = open(<DirectDebitDepositPage />, '/rial-deposit/direct-debit', {
      'GET /v1/bank/direct-debit/contracts': { contracts: [ACTIVE] },
      'POST /v1/bank/direct-debit/deposit': {
        status: 422,
        codeString: 'RIAL_DEPOSIT_LIMITED',
        localizedMessage: 'Rial deposits are paused.',
      },
    });
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '50000' } });
    act(() => platform.mainButton.click());
    expect(await screen.findByText('Rial deposits are paused.')).toBeTruthy();
  });

  it('[RIAL-01] below level 1 says identity verification is needed and loads no contract', async () => {
    const { calls } = open(
      <DirectDebitDepositPage />,
      '/rial-deposit/direct-debit',
      {},
      {
        user: { ...USER, level: 'LEVEL_0' },
      },
    );
    expect(await screen.findByText('Identity verification needed')).toBeTruthy();
    expect(calls).not.toContain('GET /v1/bank/direct-debit/contracts');
  });
});

describe('the direct-debit deposit draft', () => {
  const SECOND: DirectDebitContract = { ...ACTIVE, id: '8', bank: SAMAN, leftToday: '900000' };
  const contracts = { 'GET /v1/bank/direct-debit/contracts': { contracts: [ACTIVE, SECOND] } };

  it('a reload on /rial-deposit/direct-debit comes back to the contract chosen and the amount typed', async () => {
    const { platform } = open(<DirectDebitDepositPage />, '/rial-deposit/direct-debit', contracts);
    fireEvent.click(await screen.findByRole('button', { name: /Bank Melli Iran/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Saman Bank'));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '۱۲۰٬۰۰۰' } });
    await waitFor(() =>
      expect(platform.flowStorage.values().rialDepositDraft).toEqual({
        directDebit: { contractId: '8', amount: '120000' },
      }),
    );
    cleanup();

    open(<DirectDebitDepositPage />, '/rial-deposit/direct-debit', contracts, { platform });
    expect(await screen.findByRole('button', { name: /Saman Bank/ })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toContain('120'));
    expect(platform.storage.values().rialDepositDraft).toBeUndefined();
  });

  it('the contract named by the address wins over the one kept', async () => {
    const { platform } = open(<DirectDebitDepositPage />, '/rial-deposit/direct-debit', contracts);
    fireEvent.click(await screen.findByRole('button', { name: /Bank Melli Iran/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Saman Bank'));
    await waitFor(() =>
      expect(platform.flowStorage.values().rialDepositDraft).toEqual({ directDebit: { contractId: '8' } }),
    );
    cleanup();

    open(<DirectDebitDepositPage />, '/rial-deposit/direct-debit?contractId=7', contracts, { platform });
    expect(await screen.findByRole('button', { name: /Bank Melli Iran/ })).toBeTruthy();
  });

  it('is cleared once the deposit is made', async () => {
    const { platform, location } = open(<DirectDebitDepositPage />, '/rial-deposit/direct-debit', {
      ...contracts,
      'POST /v1/bank/direct-debit/deposit': { transaction: TRANSACTION, contract: ACTIVE },
    });
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '120000' } });
    await waitFor(() => expect(platform.flowStorage.values().rialDepositDraft).toBeTruthy());
    act(() => platform.mainButton.click());
    await waitFor(() => expect(location.history?.at(-1)).toBe('/transactions/91'));
    await waitFor(() => expect(platform.flowStorage.values().rialDepositDraft).toBeUndefined());
  });
});

describe('/direct-debit/new', () => {
  it('in the mini-app opens the bank’s page outside and waits on the result page', async () => {
    const { platform, requests, location } = open(
      <DirectDebitNewPage />,
      '/direct-debit/new',
      {
        'GET /v1/bank/direct-debit/banks': { banks: [MELLI, SAMAN] },
        'POST /v1/bank/direct-debit/contracts': {
          contractId: '12',
          bankUrl: 'http://bank.test/bank/direct-debit/abc',
          status: 'CREATING',
        },
      },
      { isMiniApp: true },
    );
    fireEvent.click(await screen.findByRole('button', { name: /Choose a bank/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Saman Bank'));
    fireEvent.change(screen.getByLabelText('Max daily deposit'), { target: { value: '٥٠٠٠٠٠' } });
    act(() => platform.mainButton.click());
    await waitFor(() => expect(platform.bankVisits).toEqual(['http://bank.test/bank/direct-debit/abc']));
    const sent = requests.find((request) => request.method === 'POST');
    expect(await sent!.json()).toEqual({ bankId: 'SAMAN', maxDailyDeposit: '500000' });
    expect(location.history?.at(-1)).toBe('/direct-debit/result?contractId=12');
    // The contract's id carries the flow on; what was typed is gone.
    await waitFor(() => expect(platform.flowStorage.snapshot()).toEqual({}));
  });

  it('a reload comes back to the bank chosen and the max daily deposit typed', async () => {
    const banks = { 'GET /v1/bank/direct-debit/banks': { banks: [MELLI, SAMAN] } };
    const { platform } = open(<DirectDebitNewPage />, '/direct-debit/new', banks);
    fireEvent.click(await screen.findByRole('button', { name: /Choose a bank/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Saman Bank'));
    fireEvent.change(screen.getByLabelText('Max daily deposit'), { target: { value: '٥٠٠٠٠٠' } });
    await waitFor(() =>
      expect(platform.flowStorage.values().rialDepositDraft).toEqual({
        directDebitNew: { bankId: 'SAMAN', maxDailyDeposit: '500000' },
      }),
    );
    cleanup();

    open(<DirectDebitNewPage />, '/direct-debit/new', banks, { platform });
    expect(await screen.findByRole('button', { name: /Saman Bank/ })).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Max daily deposit') as HTMLInputElement).value).toContain('500'),
    );
  });

  it('asks for a bank and a max daily deposit within 5,000 to 200,000,000 Toman', async () => {
    const { platform, calls } = open(<DirectDebitNewPage />, '/direct-debit/new', {
      'GET /v1/bank/direct-debit/banks': { banks: [MELLI] },
    });
    await screen.findByRole('button', { name: /Choose a bank/ });
    act(() => platform.mainButton.click());
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a bank.');
    fireEvent.click(screen.getByRole('button', { name: /Choose a bank/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Bank Melli Iran'));
    fireEvent.change(screen.getByLabelText('Max daily deposit'), { target: { value: '300000000' } });
    act(() => platform.mainButton.click());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The max daily deposit can be at most 200,000,000 Toman.',
    );
    expect(calls).not.toContain('POST /v1/bank/direct-debit/contracts');
  });
});

describe('/direct-debit/result', () => {
  it('[RIAL-12] waits while the contract is being created, then says it is active', async () => {
    let status: DirectDebitContract['status'] = 'PENDING';
    const { platform } = open(<DirectDebitResultPage />, '/direct-debit/result?contractId=7', {
      'GET /v1/bank/direct-debit/contracts/7': () => ({ ...ACTIVE, status }),
    });
    expect(await screen.findByText('This takes a few seconds.')).toBeTruthy();
    status = 'ACTIVE';
    expect(
      await screen.findByText('Your direct debit contract is active', {}, { timeout: 4000 }),
    ).toBeTruthy();
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Deposit now'));
  });

  it('says contract creation failed and the contract was not added, with Try again', async () => {
    const { platform, location } = open(<DirectDebitResultPage />, '/direct-debit/result?contractId=7', {
      'GET /v1/bank/direct-debit/contracts/7': { ...ACTIVE, status: 'FAILED' },
    });
    expect(await screen.findByText('Contract creation failed')).toBeTruthy();
    expect(screen.getByText('The contract was not added. You can try again.')).toBeTruthy();
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Try again'));
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe('/direct-debit/new');
  });
});

describe('/direct-debit/contracts', () => {
  it('lists contracts with their status and cancels one after confirming', async () => {
    const { calls } = open(<DirectDebitContractsPage />, '/direct-debit/contracts', {
      'GET /v1/bank/direct-debit/contracts': {
        contracts: [ACTIVE, { ...ACTIVE, id: '6', bank: SAMAN, status: 'FAILED' }],
      },
      'DELETE /v1/bank/direct-debit/contracts/7': { ...ACTIVE, status: 'CANCELLED' },
    });
    expect(await screen.findByText('Contract creation failed')).toBeTruthy();
    const cancels = screen.getAllByRole('button', { name: 'Cancel contract' });
    expect(cancels).toHaveLength(1);
    fireEvent.click(cancels[0]!);
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cancel contract' }));
    await waitFor(() => expect(calls).toContain('DELETE /v1/bank/direct-debit/contracts/7'));
  });
});
