import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { isApiError, type ApiError } from '@wallet/api';
import { useTypedStorage } from '@wallet/platform';
import { useNotify } from '../feedback/notify';
import {
  isTwoFactorCodeComplete,
  isTwoFactorRefusal,
  readTwoFactorCode,
  TwoFactorField,
} from '../security/two-factor-field';
import { useConfirmOut } from './confirm-out';
import { dropKey, keepKey } from './kept-keys';
import { isFinalRefusal, isRefusal, refusalPlace } from './refusal';

/** What a money call sends besides its input: its Idempotency-Key and, behind the guard, the two-factor code. */
export interface MoneyCallHeaders {
  idempotencyKey: string;
  twoFactorCode?: string;
}

export interface MoneyCallOptions<TInput, TResult> {
  /** The call's name: one key is kept per name, so two screens of one call share it. */
  name: string;
  /** What the call sends, as text: the same request reuses the kept key; another one gets a new key. */
  request: (input: TInput) => string;
  /**
   * For a call behind the guard: whether a code is asked for before the first send (the server's
   * TWO_FACTOR_REQUIRED asks for one too), and the id an SMS or e-mail code is bound to when it is not the key.
   */
  twoFactor?: { isRequired: boolean; authenticationId?: (input: TInput) => string };
  /** The query keys whose data the answer makes old. */
  invalidates?: readonly QueryKey[];
  /** Refusals told as a toast rather than in the page. */
  toastCodes?: readonly string[];
  /**
   * Refusals that end the request (its task expired or ran): the next send is a new call under a new key.
   * Another refusal keeps the key, as the server stores nothing for it and the user may send the same again.
   */
  finalCodes?: readonly string[];
  /**
   * Every refusal ends the request, as for an order of a locked quote: a quote refused once is not ordered
   * again, so its key is not kept for another visit to send.
   */
  isEveryRefusalFinal?: boolean;
  /**
   * The call takes money out of the user's balances: before each send the user confirms it (the PIN or
   * biometrics when a PIN is set; before the first one, the offer to set a PIN), and nothing goes unless they do.
   */
  confirmOut?: boolean;
  /** The page tells every failure itself, a lost connection too: none is a toast. */
  isEveryFailureInPage?: boolean;
  onSuccess?: (result: TResult, input: TInput) => unknown;
  onError?: (error: unknown, input: TInput) => unknown;
}

export interface MoneyCall<TInput, TResult> {
  /**
   * Sends once: a tap while a send is under way (or being confirmed) is ignored, as is one without a needed
   * code; a money out the user does not confirm is not sent. `then` runs
   * after this send's result, while the screen is still shown.
   */
  send: (input: TInput, then?: { onSuccess?: (result: TResult) => void }) => void;
  isPending: boolean;
  data: TResult | undefined;
  error: unknown;
  /** The last refusal to tell in the page (null when there is none, or it goes elsewhere). */
  refusal: ApiError | null;
  /** A two-factor code is needed and has not been typed in full yet. */
  isCodeMissing: boolean;
  /** The two-factor prompt for sending `input`, while a code is needed; else null. */
  twoFactorField: (input: TInput) => ReactNode;
  reset: () => void;
}

/**
 * A money call from a screen. Its Idempotency-Key is made once per request and kept in storage until the
 * call has an answer: a double tap, a retry after a lost answer or a timeout, and a reload send the same
 * request under the same key, so the server moves the money once; a result or a final refusal frees it. Behind the guard it sends the two-factor code and draws the code prompt; it tells a failure
 * where it belongs (see refusalPlace) and clears the caches the answer makes old.
 */
export function useMoneyCall<TInput, TResult>(
  call: (input: TInput, headers: MoneyCallHeaders) => Promise<TResult>,
  options: MoneyCallOptions<TInput, TResult>,
): MoneyCall<TInput, TResult> {
  const storage = useTypedStorage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const confirmOut = useConfirmOut();
  const [code, setCode] = useState('');
  // The status read may be older than two-factor turned on: once the server refuses for the code, it is asked.
  const [isCodeAsked, setIsCodeAsked] = useState(false);
  // Set synchronously, so two taps in one frame send once.
  const isSending = useRef(false);
  // The key being made for a request: the code prompt and the send ask at once and must get one key.
  const making = useRef<{ request: string; key: Promise<string> } | null>(null);
  const { name, twoFactor } = options;

  const keyFor = (input: TInput): Promise<string> => {
    const request = options.request(input);
    if (making.current?.request !== request) {
      const key = keepKey(storage, name, request);
      making.current = { request, key };
      // A failed write is tried again on the next send.
      key.catch(() => {
        if (making.current?.key === key) making.current = null;
      });
    }
    return making.current.key;
  };
  const answered = async (input: TInput) => {
    const request = options.request(input);
    if (making.current?.request === request) making.current = null;
    await dropKey(storage, name, request).catch(() => undefined);
  };

  const mutation = useMutation({
    mutationFn: async (input: TInput) => {
      const idempotencyKey = await keyFor(input);
      const typed = twoFactor && code ? readTwoFactorCode(code) : '';
      return call(input, { idempotencyKey, ...(typed ? { twoFactorCode: typed } : {}) });
    },
    onSuccess: async (result, input) => {
      await answered(input);
      for (const queryKey of options.invalidates ?? []) void queryClient.invalidateQueries({ queryKey });
      await options.onSuccess?.(result, input);
    },
    onError: async (error, input) => {
      // A code opens one call: a refused one is cleared for the next. The key stays, as an SMS code names it.
      if (isTwoFactorRefusal(error)) {
        setCode('');
        setIsCodeAsked(true);
      } else if (options.isEveryRefusalFinal ? isRefusal(error) : isFinalRefusal(error, options.finalCodes)) {
        await answered(input);
      }
      const isToast = refusalPlace(error, options.toastCodes) === 'toast' && !options.isEveryFailureInPage;
      if (isToast) notify.error(error);
      await options.onError?.(error, input);
    },
  });

  const needsCode = Boolean(twoFactor) && (twoFactor!.isRequired || isCodeAsked);
  const isCodeMissing = needsCode && !isTwoFactorCodeComplete(code);
  const refusal =
    isApiError(mutation.error) && refusalPlace(mutation.error, options.toastCodes) === 'page'
      ? mutation.error
      : null;

  return {
    send: (input, then) => {
      if (isSending.current || isCodeMissing) return;
      isSending.current = true;
      const go = () =>
        mutation.mutate(input, {
          ...(then?.onSuccess ? { onSuccess: (result: TResult) => then.onSuccess?.(result) } : {}),
          onSettled: () => {
            isSending.current = false;
          },
        });
      if (!options.confirmOut) {
        go();
        return;
      }
      // Held while the user confirms, so a second tap does not ask twice.
      confirmOut().then(
        (isConfirmed) => {
          if (isConfirmed) go();
          else isSending.current = false;
        },
        () => {
          isSending.current = false;
        },
      );
    },
    isPending: mutation.isPending,
    data: mutation.data,
    error: mutation.error,
    refusal,
    isCodeMissing,
    twoFactorField: (input) =>
      needsCode ? (
        <TwoFactorField
          code={code}
          onCodeChange={setCode}
          authenticationId={() => twoFactor?.authenticationId?.(input) ?? keyFor(input)}
          refusal={mutation.error}
        />
      ) : null,
    reset: mutation.reset,
  };
}
