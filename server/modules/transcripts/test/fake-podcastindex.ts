import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type FakeEpisode = { guid: string; title: string; feedUrl: string; transcripts: { url: string; type: string }[] };

/**
 * A loopback server speaking the Podcast Index API's episodes/byguid and episodes/byfeedurl,
 * checking the auth headers the way the real API does (sha1 of key + secret + date).
 */
export async function startFakePodcastIndex(key: string, secret: string) {
  const episodes: FakeEpisode[] = [];
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    calls.push(url.pathname + url.search);
    const date = String(req.headers['x-auth-date'] ?? '');
    const expected = createHash('sha1')
      .update(key + secret + date)
      .digest('hex');
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.headers['x-auth-key'] !== key || req.headers.authorization !== expected || !req.headers['user-agent']) {
      json(401, { status: 'false', description: 'Authorization failed' });
      return;
    }
    const toApi = (e: FakeEpisode) => ({
      id: 1,
      guid: e.guid,
      title: e.title,
      transcripts: e.transcripts,
      transcriptUrl: e.transcripts[0]?.url ?? '',
    });
    if (url.pathname === '/api/1.0/episodes/byguid') {
      const found = episodes.find(
        (e) => e.guid === url.searchParams.get('guid') && e.feedUrl === url.searchParams.get('feedurl'),
      );
      json(
        200,
        found
          ? { status: 'true', episode: toApi(found) }
          : { status: 'true', episode: [], description: 'Episode not found.' },
      );
      return;
    }
    if (url.pathname === '/api/1.0/episodes/byfeedurl') {
      const items = episodes.filter((e) => e.feedUrl === url.searchParams.get('url')).map(toApi);
      json(200, { status: 'true', items, count: items.length });
      return;
    }
    json(404, { status: 'false' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/1.0`,
    episodes,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
