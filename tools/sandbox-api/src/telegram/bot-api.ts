// The sandbox's way to Telegram's Bot API, as the bot's own token: what the server asks Telegram itself (a chat's
// name and link, whether a user is a member of it, a prepared message to share). In development and tests the root
// is the local Telegram host (tools/tg-host); with SANDBOX_CONTROLS=0 and no TELEGRAM_API_ROOT, Telegram.

/** Telegram's answer `{ ok: false }`: a chat not found, a user not in it, a bad parameter. */
export class TelegramApiError extends Error {
  override name = 'TelegramApiError';
  constructor(
    readonly code: number,
    readonly description: string,
  ) {
    super(`Telegram answered ${code}: ${description}`);
  }
}

/** Telegram could not be reached, or answered something that is not the Bot API's shape. */
export class TelegramUnreachable extends Error {
  override name = 'TelegramUnreachable';
}

export interface TelegramBotApi {
  call<T>(method: string, params: Record<string, unknown>): Promise<T>;
}

/** How long one Bot API call may take before it counts as unreachable. */
export const TELEGRAM_CALL_TIMEOUT_MS = 10_000;

/** The Bot API over HTTP at `root` (`https://api.telegram.org` or the local host), as the bot `token`. */
export function httpTelegramBotApi(root: string, token: string): TelegramBotApi {
  const base = root.replace(/\/+$/, '');
  return {
    async call<T>(method: string, params: Record<string, unknown>): Promise<T> {
      let response: Response;
      try {
        response = await fetch(`${base}/bot${token}/${method}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(params),
          signal: AbortSignal.timeout(TELEGRAM_CALL_TIMEOUT_MS),
        });
      } catch (failure) {
        throw new TelegramUnreachable(`${method}: ${(failure as Error).message}`);
      }
      let answer: { ok?: unknown; result?: unknown; error_code?: unknown; description?: unknown };
      try {
        answer = (await response.json()) as typeof answer;
      } catch {
        throw new TelegramUnreachable(`${method}: the answer (${response.status}) is not JSON`);
      }
      if (answer.ok === true) return answer.result as T;
      if (typeof answer.error_code === 'number')
        throw new TelegramApiError(answer.error_code, String(answer.description ?? ''));
      throw new TelegramUnreachable(`${method}: the answer (${response.status}) is not the Bot API's`);
    },
  };
}
