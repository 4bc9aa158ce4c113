import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeTranscriptionCall = { authorization?: string; contentType?: string; body: string };

/**
 * A loopback server speaking OpenAI's /v1/audio/transcriptions: answers verbose_json, or a 429
 * quota error, or never answers, as the test asks through `mode`.
 */
export async function startFakeOpenAiTranscriptions() {
  const calls: FakeTranscriptionCall[] = [];
  const state = { mode: 'ok' as 'ok' | 'quota' | 'hang' | 'error' };
  const hanging: IncomingMessage[] = [];
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    calls.push({
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body: Buffer.concat(chunks).toString('latin1'),
    });
    if (state.mode === 'hang') {
      hanging.push(req);
      return;
    }
    if (state.mode === 'quota') {
      res.writeHead(429, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: {
            message: 'You exceeded your current quota',
            type: 'insufficient_quota',
            code: 'insufficient_quota',
          },
        }),
      );
      return;
    }
    if (state.mode === 'error') {
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'model crashed' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        task: 'transcribe',
        language: 'english',
        duration: 3.2,
        text: 'Ask not what your country can do for you.',
        segments: [
          { id: 0, start: 0, end: 1.6, text: ' Ask not what your country' },
          { id: 1, start: 1.6, end: 3.2, text: ' can do for you.' },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const req of hanging) req.socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
