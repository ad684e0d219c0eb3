// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation } from 'wouter';
import { ApiError } from '@wallet/api';
import { createMemoryPlatform, createTypedStorage, type MemoryPlatform } from '@wallet/platform';
import { useToasts } from '../feedback/notify';
import { renderWithProviders } from '../testing';
import { ConfirmOutProvider, type ConfirmOutProps } from './confirm-out';
import { MONEY_CALL_KEYS } from './kept-keys';
import { useMoneyCall, type MoneyCall, type MoneyCallHeaders } from './use-money-call';

afterEach(cleanup);

const failure = (status: number, codeString: string) =>
  new ApiError({
    kind: status ? 'http' : 'network',
    status,
    codeString,
    localizedMessage: `said: ${codeString}`,
    call: 'pay',
  });

interface Sent {
  amount: string;
  headers: MoneyCallHeaders;
}

/** A server whose answers the test hands out in order; each call waits for its answer. */
function fakeServer() {
  const sent: Sent[] = [];
  const answers: Array<(outcome: { result?: string; error?: unknown }) => void> = [];
  const call = (amount: string, headers: MoneyCallHeaders) => {
    sent.push({ amount, headers });
    return new Promise<string>((resolve, reject) => {
      answers.push(({ result, error }) => (error ? reject(error) : resolve(result!)));
    });
  };
  const answer = async (outcome: { result?: string; error?: unknown }) => {
    await waitFor(() => expect(answers.length).toBeGreaterThan(0));
    await act(async () => answers.shift()!(outcome));
  };
  return { sent, call, answer };
}

let money: MoneyCall<string, string>;
function Screen({
  server,
  isRequired = false,
  toastCodes,
  isEveryRefusalFinal,
  confirmOut,
}: {
  server: ReturnType<typeof fakeServer>;
  isRequired?: boolean;
  toastCodes?: string[];
  isEveryRefusalFinal?: boolean;
  confirmOut?: boolean;
}) {
  money = useMoneyCall(server.call, {
    name: 'pay',
    request: (amount) => amount,
    twoFactor: { isRequired },
    finalCodes: ['TASK_EXPIRED'],
    invalidates: [['assets'], ['transactions']],
    ...(toastCodes ? { toastCodes } : {}),
    ...(isEveryRefusalFinal ? { isEveryRefusalFinal } : {}),
    ...(confirmOut ? { confirmOut } : {}),
  });
  const { toasts } = useToasts();
  return (
    <div>
      {money.twoFactorField('5')}
      {money.refusal && <p role="alert">{money.refusal.localizedMessage}</p>}
      <ul aria-label="toasts">
        {toasts.map((toast) => (
          <li key={toast.id}>{toast.text}</li>
        ))}
      </ul>
    </div>
  );
}

const kept = (platform: MemoryPlatform) =>
  createTypedStorage(platform.storage, { versions: platform.storageVersions }).get(MONEY_CALL_KEYS);

describe('useMoneyCall', () => {
  it('keeps the key across a reload until the call is answered, and the reload sends under it', async () => {
    const platform = createMemoryPlatform();
    const server = fakeServer();
    const first = renderWithProviders(<Screen server={server} />, { platform });
    act(() => money.send('5'));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    const key = server.sent[0]!.headers.idempotencyKey;
    expect((await kept(platform)).pay).toEqual({ request: '5', key });
    // The page is reloaded before the answer arrives.
    first.unmount();
    renderWithProviders(<Screen server={server} />, { platform });
    act(() => money.send('5'));
    await waitFor(() => expect(server.sent).toHaveLength(2));
    expect(server.sent[1]!.headers.idempotencyKey).toBe(key);
  });

  it('makes a new key after a result or a final refusal, and for another request', async () => {
    const platform = createMemoryPlatform();
    const server = fakeServer();
    renderWithProviders(<Screen server={server} />, { platform });
    act(() => money.send('5'));
    await server.answer({ result: 'paid' });
    await waitFor(() => expect(money.data).toBe('paid'));
    expect((await kept(platform)).pay).toBeUndefined();
    act(() => money.send('5'));
    await waitFor(() => expect(server.sent).toHaveLength(2));
    act(() => undefined);
    await server.answer({ error: failure(400, 'AMOUNT_TOO_LOW') });
    // A refusal moved nothing and stores nothing: the same request may go again under its key.
    await waitFor(() => expect(money.refusal?.codeString).toBe('AMOUNT_TOO_LOW'));
    act(() => money.send('5'));
    await waitFor(() => expect(server.sent).toHaveLength(3));
    // A final refusal ends the request: the next send is a new call.
    await server.answer({ error: failure(400, 'TASK_EXPIRED') });
    await waitFor(() => expect(money.refusal?.codeString).toBe('TASK_EXPIRED'));
    expect((await kept(platform)).pay).toBeUndefined();
    act(() => money.send('5'));
    await waitFor(() => expect(server.sent).toHaveLength(4));
    // Another request gets its own key.
    await server.answer({ error: failure(0, 'TIMEOUT') });
    await waitFor(() => expect(money.isPending).toBe(false));
    act(() => money.send('6'));
    await waitFor(() => expect(server.sent).toHaveLength(5));
    const keys = server.sent.map((sent) => sent.headers.idempotencyKey);
    expect(keys[2]).toBe(keys[1]);
    expect(new Set(keys).size).toBe(4);
  });

  it('for a call whose every refusal is final (a locked quote), any refusal frees the key; a lost answer keeps it', async () => {
    const platform = createMemoryPlatform();
    const server = fakeServer();
    renderWithProviders(<Screen server={server} isEveryRefusalFinal />, { platform });
    act(() => money.send('5'));
    await server.answer({ error: failure(0, 'TIMEOUT') });
    await waitFor(() => expect(money.isPending).toBe(false));
    const key = server.sent[0]!.headers.idempotencyKey;
    expect((await kept(platform)).pay).toEqual({ request: '5', key });
    act(() => money.send('5'));
    await server.answer({ error: failure(400, 'AMOUNT_TOO_LOW') });
    await waitFor(() => expect(money.refusal?.codeString).toBe('AMOUNT_TOO_LOW'));
    expect(server.sent[1]!.headers.idempotencyKey).toBe(key);
    expect((await kept(platform)).pay).toBeUndefined();
    act(() => money.send('5'));
    await waitFor(() => expect(server.sent).toHaveLength(3));
    expect(server.sent[2]!.headers.idempotencyKey).not.toBe(key);
  });

  it('sends the same key again after a network failure, a timeout or a server fault', async () => {
    const server = fakeServer();
    renderWithProviders(<Screen server={server} />);
    for (const error of [failure(0, 'CONNECTION_ERROR'), failure(0, 'TIMEOUT'), failure(502, 'HTTP_502')]) {
      act(() => money.send('5'));
      await server.answer({ error });
      await waitFor(() => expect(money.isPending).toBe(false));
    }
    act(() => money.send('5'));
    await waitFor(() => expect(server.sent).toHaveLength(4));
    expect(new Set(server.sent.map((sent) => sent.headers.idempotencyKey)).size).toBe(1);
  });

  it('sends once for a double tap', async () => {
    const server = fakeServer();
    renderWithProviders(<Screen server={server} />);
    act(() => {
      money.send('5');
      money.send('5');
    });
    act(() => money.send('5'));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.sent).toHaveLength(1);
  });

  it('[WD-09] asks for the two-factor code when the server does, sends it as the header, and clears a refused one', async () => {
    const server = fakeServer();
    renderWithProviders(<Screen server={server} />);
    expect(screen.queryByLabelText('Two-factor code')).toBeNull();
    act(() => money.send('5'));
    await server.answer({ error: failure(400, 'TWO_FACTOR_REQUIRED') });
    await waitFor(() => expect(money.error).toBeTruthy());
    const field = await screen.findByLabelText('Two-factor code');
    expect(money.isCodeMissing).toBe(true);
    // Without a full code nothing is sent.
    act(() => money.send('5'));
    expect(server.sent).toHaveLength(1);
    fireEvent.change(field, { target: { value: '۱۲۳۴۵۶' } });
    await waitFor(() => expect(money.isCodeMissing).toBe(false));
    act(() => money.send('5'));
    await waitFor(() => expect(server.sent).toHaveLength(2));
    expect(server.sent[1]!.headers.twoFactorCode).toBe('123456');
    // The key stays across a code refusal: an SMS code is bound to it.
    expect(server.sent[1]!.headers.idempotencyKey).toBe(server.sent[0]!.headers.idempotencyKey);
    await server.answer({ error: failure(400, 'WRONG_TWO_FACTOR_CODE') });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Two-factor code').value).toBe(''));
    // A code refusal is told at the field, not in the page.
    expect(money.refusal).toBeNull();
  });

  it('shows the prompt at once when a code is required, and sends no code header without two-factor', async () => {
    const server = fakeServer();
    renderWithProviders(<Screen server={server} isRequired />);
    expect(screen.getByLabelText('Two-factor code')).toBeTruthy();
    expect(money.isCodeMissing).toBe(true);
    cleanup();
    const plain = fakeServer();
    renderWithProviders(<Screen server={plain} />);
    act(() => money.send('5'));
    await waitFor(() => expect(plain.sent).toHaveLength(1));
    expect(plain.sent[0]!.headers).not.toHaveProperty('twoFactorCode');
  });

  it('tells a refusal in the page, and a network failure, a server fault or a named refusal as a toast', async () => {
    const server = fakeServer();
    renderWithProviders(<Screen server={server} toastCodes={['KYC_PENDING']} />);
    const toasts = () => screen.getAllByRole('listitem').map((item) => item.textContent);
    act(() => money.send('5'));
    await server.answer({ error: failure(400, 'INSUFFICIENT_BALANCE') });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'said: INSUFFICIENT_BALANCE');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    act(() => money.send('5'));
    await server.answer({ error: failure(500, 'HTTP_500') });
    await waitFor(() => expect(toasts()).toEqual(['said: HTTP_500']));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => money.send('5'));
    await server.answer({ error: failure(400, 'KYC_PENDING') });
    await waitFor(() => expect(toasts()).toContain('said: KYC_PENDING'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the caches it names after an answer, and not before', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['assets'], 'old');
    queryClient.setQueryData(['transactions'], 'old');
    queryClient.setQueryData(['market'], 'old');
    const server = fakeServer();
    renderWithProviders(<Screen server={server} />, { queryClient });
    act(() => money.send('5'));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(queryClient.getQueryState(['assets'])?.isInvalidated).toBe(false);
    await server.answer({ result: 'paid' });
    await waitFor(() => expect(queryClient.getQueryState(['assets'])?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['transactions'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['market'])?.isInvalidated).toBe(false);
  });

  describe('a money out (confirmOut)', () => {
    let asked = 0;
    /** A confirm step as a feature gives it: here two plain buttons. */
    function Step({ onDone }: ConfirmOutProps) {
      asked += 1;
      return (
        <div role="dialog" aria-label="Confirm">
          <button onClick={() => onDone(true)}>Confirm</button>
          <button onClick={() => onDone(false)}>Cancel</button>
        </div>
      );
    }
    const renderOut = (server: ReturnType<typeof fakeServer>, confirmOut = true) =>
      renderWithProviders(
        <ConfirmOutProvider step={Step}>
          <Screen server={server} confirmOut={confirmOut} />
        </ConfirmOutProvider>,
      );

    it('asks before it sends, and sends nothing when the user does not confirm', async () => {
      const server = fakeServer();
      renderOut(server);
      act(() => money.send('5'));
      expect(await screen.findByRole('dialog', { name: 'Confirm' })).toBeTruthy();
      // A second tap while asking asks nothing more and sends nothing.
      act(() => money.send('5'));
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(server.sent).toHaveLength(0);
      // Asked again, and confirmed: it goes, once.
      act(() => money.send('5'));
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(server.sent).toHaveLength(1));
      expect(screen.queryByRole('dialog')).toBeNull();
      await server.answer({ result: 'paid' });
      await waitFor(() => expect(money.data).toBe('paid'));
    });

    it('leaving the page while asking closes the step and sends nothing', async () => {
      function Away() {
        const [, navigate] = useLocation();
        return <button onClick={() => navigate('/market')}>Away</button>;
      }
      const server = fakeServer();
      renderWithProviders(
        <ConfirmOutProvider step={Step}>
          <Screen server={server} confirmOut />
          <Away />
        </ConfirmOutProvider>,
      );
      act(() => money.send('5'));
      await screen.findByRole('dialog', { name: 'Confirm' });
      fireEvent.click(screen.getByRole('button', { name: 'Away' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(server.sent).toHaveLength(0);
      // Nothing is left held: the next send asks again.
      act(() => money.send('5'));
      expect(await screen.findByRole('dialog', { name: 'Confirm' })).toBeTruthy();
    });

    it('asks nothing for a call that takes no money out, nor where no step is given', async () => {
      asked = 0;
      const server = fakeServer();
      renderOut(server, false);
      act(() => money.send('5'));
      await waitFor(() => expect(server.sent).toHaveLength(1));
      expect(asked).toBe(0);
      cleanup();
      const plain = fakeServer();
      renderWithProviders(<Screen server={plain} confirmOut />);
      act(() => money.send('5'));
      await waitFor(() => expect(plain.sent).toHaveLength(1));
    });
  });
});
