import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeOpenAiBehaviour = 'ok' | 'insufficient_quota' | 'server_error' | 'hang';

export type FakeOpenAiRequest = {
  path: string;
  authorization: string | undefined;
  body: unknown;
};

export type FakeOpenAi = {
  /** Base URL to put in OPENAI_BASE_URL, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Every request received, in order. */
  requests: FakeOpenAiRequest[];
  behaviour: FakeOpenAiBehaviour;
  /** What `ok` chat completions answer; receives the request body. Defaults to citing passage [1]. */
  chatReply: (body: { messages?: { role: string; content: string }[] }) => string;
  close(): Promise<void>;
};

/**
 * A loopback server speaking the parts of the OpenAI API the app uses: chat completions,
 * embeddings and audio transcriptions, with a switchable behaviour for the failure cases
 * (out of quota, server error, no answer at all).
 */
export async function startFakeOpenAi(port = 0): Promise<FakeOpenAi> {
  const hanging = new Set<ServerResponse>();
  const fake: FakeOpenAi = {
    url: '',
    requests: [],
    behaviour: 'ok',
    chatReply: () => 'The guest explains it in passage [1].',
    close: async () => {},
  };

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const json = req.headers['content-type']?.includes('application/json')
      ? safeJson(raw)
      : raw.toString('latin1').slice(0, 2000);
    fake.requests.push({
      path: req.url ?? '',
      authorization: req.headers.authorization,
      body: json,
    });
    switch (fake.behaviour) {
      case 'hang':
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      case 'insufficient_quota':
        return send(
          res,
          429,
          {
            error: {
              message: 'You exceeded your current quota, please check your plan and billing details.',
              type: 'insufficient_quota',
              param: null,
              code: 'insufficient_quota',
            },
          },
          { 'x-ratelimit-reset-requests': '6m0s' },
        );
      case 'server_error':
        return send(res, 500, {
          error: {
            message: 'The server had an error while processing your request.',
            type: 'server_error',
            code: null,
          },
        });
    }
    if (req.method === 'POST' && req.url === '/v1/chat/completions') {
      const body = (json ?? {}) as {
        model?: string;
        messages?: { role: string; content: string }[];
      };
      return send(res, 200, {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model ?? 'fake-model',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: fake.chatReply(body) },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
    }
    if (req.method === 'POST' && req.url === '/v1/embeddings') {
      const body = (json ?? {}) as {
        input?: string | string[];
        model?: string;
      };
      const inputs = Array.isArray(body.input) ? body.input : [body.input ?? ''];
      return send(res, 200, {
        object: 'list',
        data: inputs.map((text, index) => ({
          object: 'embedding',
          index,
          embedding: embed(String(text)),
        })),
        model: body.model ?? 'fake-embedding',
        usage: { prompt_tokens: 1, total_tokens: 1 },
      });
    }
    if (req.method === 'POST' && req.url === '/v1/audio/transcriptions') {
      return send(res, 200, {
        task: 'transcribe',
        language: 'english',
        duration: 4,
        text: 'Hello from the fake transcription service.',
        segments: [
          {
            id: 0,
            start: 0,
            end: 4,
            text: ' Hello from the fake transcription service.',
          },
        ],
      });
    }
    send(res, 404, {
      error: {
        message: `Unknown path ${req.url}`,
        type: 'invalid_request_error',
        code: null,
      },
    });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function safeJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** A deterministic 16-dimension vector of letter counts, enough for tests that compare texts. */
function embed(text: string): number[] {
  const v = new Array(16).fill(0);
  for (const ch of text.toLowerCase()) if (ch >= 'a' && ch <= 'z') v[(ch.charCodeAt(0) - 97) % 16] += 1;
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}
