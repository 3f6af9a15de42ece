// A fake Telegram Bot API server for the tests (no network): the methods the bot calls, answered as
// Telegram does (`{ ok, result }` / `{ ok: false, error_code, description }`), long-polled getUpdates,
// and webhook delivery with the X-Telegram-Bot-Api-Secret-Token header. grammY reaches it through its
// `client.apiRoot` option.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Call {
  method: string;
  payload: Record<string, unknown>;
}

export interface SentMessage {
  chat_id: string;
  text: string;
  reply_markup?: { inline_keyboard?: Array<Array<{ text: string; callback_data?: string }>> };
}

type Update = Record<string, unknown> & { update_id: number };

export const BOT_USER = {
  id: 7_000_000_001,
  is_bot: true,
  first_name: 'Инвестрадар',
  username: 'investradar_test_bot',
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
};

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((request.headers['content-type'] ?? '').includes('application/json'))
    return JSON.parse(text) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startFakeTelegram(token: string) {
  const calls: Call[] = [];
  const queue: Update[] = [];
  let waiters: Array<() => void> = [];
  let webhook: { url: string; secret: string | undefined } | undefined;
  let nextUpdateId = 1;
  let nextMessageId = 1;
  /** chat id → the error Telegram answers sendMessage with (e.g. the user blocked the bot). */
  const refusals = new Map<string, { error_code: number; description: string }>();

  const ok = (response: ServerResponse, result: unknown) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, result }));
  };
  const fail = (response: ServerResponse, error_code: number, description: string) => {
    response
      .writeHead(error_code, { 'content-type': 'application/json' })
      .end(JSON.stringify({ ok: false, error_code, description }));
  };
  const message = (chatId: unknown, text: unknown) => ({
    message_id: nextMessageId++,
    date: Math.floor(Date.now() / 1000),
    chat: { id: Number(chatId), type: 'private' },
    from: BOT_USER,
    text,
  });

  const server = createServer((request, response) => {
    void (async () => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      if (!match || match[1] !== token) return fail(response, 404, 'Not Found');
      const method = match[2]!;
      const payload = await readJson(request);
      calls.push({ method, payload });
      switch (method) {
        case 'getMe':
          return ok(response, BOT_USER);
        case 'setMyCommands':
        case 'answerCallbackQuery':
          return ok(response, true);
        case 'setWebhook':
          webhook = {
            url: String(payload.url),
            secret: payload.secret_token === undefined ? undefined : String(payload.secret_token),
          };
          return ok(response, true);
        case 'deleteWebhook':
          webhook = undefined;
          return ok(response, true);
        case 'getUpdates': {
          if (webhook) return fail(response, 409, "Conflict: can't use getUpdates method while webhook is active");
          const offset = Number(payload.offset ?? 0);
          // Confirmed updates (below the offset) are gone for good, as on Telegram.
          while (queue.length && queue[0]!.update_id < offset) queue.shift();
          const timeoutMs = Math.min(Number(payload.timeout ?? 0), 30) * 1000;
          if (queue.length === 0 && timeoutMs > 0) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(done, timeoutMs);
              function done() {
                clearTimeout(timer);
                waiters = waiters.filter((w) => w !== done);
                resolve();
              }
              waiters.push(done);
              request.once('close', done);
              response.once('close', done);
            });
          }
          if (response.destroyed) return;
          return ok(response, [...queue]);
        }
        case 'sendMessage': {
          const refusal = refusals.get(String(payload.chat_id));
          if (refusal) return fail(response, refusal.error_code, refusal.description);
          return ok(response, message(payload.chat_id, payload.text));
        }
        case 'editMessageText':
          return ok(response, message(payload.chat_id, payload.text));
        default:
          return fail(response, 404, 'Not Found: method not found');
      }
    })().catch((error: unknown) => fail(response, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiRoot = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiRoot,
    calls,
    refusals,
    get webhook() {
      return webhook;
    },
    /** sendMessage calls (what the user saw), in order. */
    sent(chatId?: number | string): SentMessage[] {
      return calls
        .filter((c) => c.method === 'sendMessage' && !refusals.has(String(c.payload.chat_id)))
        .map((c) => c.payload as unknown as SentMessage)
        .filter((m) => chatId === undefined || String(m.chat_id) === String(chatId));
    },
    /** Queues an update for getUpdates (polling mode). */
    push(update: Omit<Update, 'update_id'>): number {
      const update_id = nextUpdateId++;
      queue.push({ update_id, ...update });
      for (const wake of waiters) wake();
      return update_id;
    },
    /** Posts an update to the registered webhook, as Telegram does (`secret` null: no header); answers the webhook's HTTP status. */
    async deliver(update: Omit<Update, 'update_id'>, secret: string | null = webhook?.secret ?? null): Promise<number> {
      if (!webhook) throw new Error('no webhook set');
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret }),
        },
        body: JSON.stringify({ update_id: nextUpdateId++, ...update }),
      });
      await response.arrayBuffer();
      return response.status;
    },
    /** Resolves once `predicate` holds (checked every 20 ms), or fails after `timeoutMs`. */
    async waitFor<T>(predicate: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const value = predicate();
        if (value) return value;
        if (Date.now() > until) throw new Error('fake Telegram: timed out waiting');
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async close() {
      for (const wake of waiters) wake();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeTelegram = Awaited<ReturnType<typeof startFakeTelegram>>;

/** A text message from a private chat, as Telegram sends it (commands carry a bot_command entity). */
export function textUpdate(from: { id: number; first_name?: string }, text: string) {
  const command = /^\/\w+/.exec(text);
  return {
    message: {
      message_id: Math.floor(Math.random() * 1e6),
      date: Math.floor(Date.now() / 1000),
      chat: { id: from.id, type: 'private', first_name: from.first_name ?? 'Тест' },
      from: { id: from.id, is_bot: false, first_name: from.first_name ?? 'Тест', language_code: 'ru' },
      text,
      ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
    },
  };
}

/** A tap on an inline button of the bot's message. */
export function callbackUpdate(from: { id: number }, data: string, messageId = 1) {
  return {
    callback_query: {
      id: String(Math.floor(Math.random() * 1e9)),
      from: { id: from.id, is_bot: false, first_name: 'Тест' },
      chat_instance: '1',
      data,
      message: {
        message_id: messageId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: from.id, type: 'private' },
        from: BOT_USER,
        text: '…',
      },
    },
  };
}
