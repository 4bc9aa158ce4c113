import { createServer, type Server } from 'node:http';
import { type APIRequestContext, expect } from '@playwright/test';

export type FeedEpisode = {
  guid: string;
  title: string;
  description: string;
  pubDate: string;
  duration: string;
  audioPath: string;
  /** A Podcasting 2.0 JSON chapters file, by path on the same server. */
  chaptersPath?: string;
  /** podcast:person tags: who is on the episode. */
  people?: { name: string; role: string }[];
};

/** A small real RSS feed, as a podcast host would serve it. */
export function rssFeed(title: string, baseUrl: string, episodes: FeedEpisode[]): string {
  const items = episodes
    .map(
      (e) => `
    <item>
      <guid isPermaLink="false">${e.guid}</guid>
      <title>${e.title}</title>
      <description><![CDATA[<p>${e.description}</p>]]></description>
      <pubDate>${e.pubDate}</pubDate>
      <itunes:duration>${e.duration}</itunes:duration>
      <enclosure url="${baseUrl}${e.audioPath}" type="audio/mpeg" length="12345"/>${
        e.chaptersPath
          ? `\n      <podcast:chapters url="${baseUrl}${e.chaptersPath}" type="application/json+chapters"/>`
          : ''
      }${(e.people ?? []).map((p) => `\n      <podcast:person role="${p.role}">${p.name}</podcast:person>`).join('')}
    </item>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
  <channel>
    <title>${title}</title>
    <link>${baseUrl}/</link>
    <description>${title}, a show served on loopback for the journeys.</description>
    <itunes:author>Loopback Studios</itunes:author>
    ${items}
  </channel>
</rss>`;
}

/** Serves fixed documents by path on 127.0.0.1; anything else is 404. */
export async function startFixtureServer(
  port: number,
  documents: Record<string, { type: string; body: string | Buffer }>,
): Promise<Server> {
  const server = createServer((req, res) => {
    const doc = documents[(req.url ?? '/').split('?')[0]];
    if (!doc) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': doc.type, 'access-control-allow-origin': '*' }).end(doc.body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** Follows a feed as a creator through the API; its episodes arrive once the sync job has run. */
export async function followFeed(request: APIRequestContext, name: string, url: string): Promise<void> {
  const created = await request.post('/api/creators', { data: { name, type: 'podcast', url, autoSync: true } });
  expect(created.ok(), await created.text()).toBe(true);
}
