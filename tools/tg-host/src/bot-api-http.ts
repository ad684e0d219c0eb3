import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BotApi } from './bot-api';

// The Bot API over HTTP as Telegram serves it (/bot<token>/<method>, parameters in the query, a JSON body or a
// form), and the endpoints the host page uses to act as a chat's users.

const BOT_PATH = /^\/bot([^/]+)\/([A-Za-z]+)$/;

function send(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json');
  response.end(JSON.stringify(body));
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!raw) return {};
  const type = request.headers['content-type'] ?? '';
  if (type.includes('application/json')) return JSON.parse(raw) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(raw));
}

/** Answers a request when it is a Bot API call or a page endpoint of the chats; false leaves it to others. */
export async function answerBotApiRequest(
  api: BotApi,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://host');
  const bot = BOT_PATH.exec(url.pathname);
  try {
    if (bot) {
      const params = { ...Object.fromEntries(url.searchParams), ...(await bodyOf(request)) };
      const answer = await api.call(decodeURIComponent(bot[1]!), bot[2]!, params);
      send(response, answer.ok ? 200 : answer.error_code, answer);
      return true;
    }
    if (!url.pathname.startsWith('/__tg-host/chats')) return false;
    const user = Number(url.searchParams.get('user'));
    const body = request.method === 'POST' ? await bodyOf(request) : {};
    switch (url.pathname) {
      case '/__tg-host/chats':
        send(response, 200, {
          bot: api.bot,
          chats: api.chatsOf(user).map((chat) => ({
            chat,
            messages: api.messages(chat.id),
            menuButton: api.menuButton(chat.id),
          })),
        });
        return true;
      case '/__tg-host/chats/join':
        api.join(user, Number(body.chat));
        send(response, 200, { joined: true });
        return true;
      case '/__tg-host/chats/say':
        send(response, 200, api.userSays(user, Number(body.chat), String(body.text ?? '')));
        return true;
      case '/__tg-host/chats/inline':
        send(
          response,
          200,
          await api.inlineQuery(user, String(body.query ?? ''), String(body.chatType ?? 'group')),
        );
        return true;
      case '/__tg-host/chats/post-inline':
        send(
          response,
          200,
          api.postInlineResult(user, Number(body.chat), body.result as Record<string, unknown>),
        );
        return true;
      case '/__tg-host/chats/share':
        send(response, 200, api.sendPrepared(user, Number(body.chat), String(body.prepared ?? '')));
        return true;
      default:
        send(response, 404, { error: 'unknown endpoint' });
        return true;
    }
  } catch (failure) {
    send(response, 400, { error: failure instanceof Error ? failure.message : 'bad request' });
    return true;
  }
}
