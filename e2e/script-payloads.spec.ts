import { createServer, type Server } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { followFeed } from './support/feed-server';

/*
 * A show whose feed is full of script payloads (in titles, authors, descriptions, links, image and
 * audio URLs, a transcript, a saved conversation) is followed, saved, playlisted, searched and
 * chatted with; then every screen is opened at both sizes. No payload may run: each would call
 * the trap below or open a dialog.
 */

const PORT = 5309;
const BASE = `http://127.0.0.1:${PORT}`;
const RUN = 'window.__pwned=1';
const MARKUP = [
  `<script>${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `<svg onload="${RUN}"></svg>`,
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  `<a href="javascript:${RUN}">link</a>`,
  `"><img src=x onerror=alert(1)>`,
  `<details open ontoggle="${RUN}">`,
];
const xml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function feed(): string {
  const items = MARKUP.map(
    (payload, k) => `<item>
      <title>Tide pools ${k} ${xml(payload)}</title>
      <guid isPermaLink="false">payload-${k}</guid>
      <link>javascript:${RUN}</link>
      <author>${xml(payload)}</author>
      <pubDate>${new Date(Date.now() - k * 3_600_000).toUTCString()}</pubDate>
      <description><![CDATA[<p>Sea stars and anemones ${payload}</p>]]></description>
      <itunes:image href="javascript:${RUN}"/>
      <enclosure url="javascript:${RUN}" type="audio/mpeg" length="1"/>
      <itunes:duration>600</itunes:duration>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel>
  <title>Tide pools ${xml(MARKUP[1] as string)}</title>
  <link>javascript:${RUN}</link>
  <description><![CDATA[${MARKUP.join(' ')}]]></description>
  <itunes:author>${xml(MARKUP[0] as string)}</itunes:author>
  <itunes:image href="javascript:${RUN}"/>
  ${items.join('\n')}
</channel></rss>`;
}

let server: Server;
let episodeIds: string[] = [];

test.beforeAll(async ({ request }) => {
  server = createServer((req, res) => {
    if (req.url === '/feed.xml') res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed());
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(PORT, '127.0.0.1', r));
  await followFeed(request, 'Tide pools <b onmouseover=alert(1)>', `${BASE}/feed.xml`);
  await expect
    .poll(
      async () => {
        const list = (await (await request.get('/api/episodes?search=Tide%20pools&limit=50')).json()) as {
          id: string;
        }[];
        episodeIds = list.map((e) => e.id);
        return episodeIds.length;
      },
      { timeout: 60_000 },
    )
    .toBe(MARKUP.length);
});

test.afterAll(async () => {
  await new Promise((r) => server?.close(r));
});

/** Records any payload that runs: the trap, dialogs, and scripts the page's policy refused. */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  await page.addInitScript(() => {
    const hits: string[] = [];
    Object.defineProperty(window, '__pwned', {
      set: (v) => hits.push(String(v)),
      get: () => undefined,
    });
    (window as unknown as { __hits: string[] }).__hits = hits;
  });
  page.on('dialog', (d) => {
    seen.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  return async () => [...seen, ...(await page.evaluate(() => (window as unknown as { __hits: string[] }).__hits))];
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`no script payload from a feed runs on any screen at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const ran = await watch(page);
    const [first = '', second = ''] = episodeIds;
    // What a listener keeps: saved, playlist, a transcript with payloads, a saved conversation.
    expect((await page.request.post('/api/saved', { data: { podcastId: first } })).ok()).toBe(true);
    expect((await page.request.post(`/api/playlist/${second}`)).ok()).toBe(true);
    await page.request.post(`/api/episodes/${first}/transcript`, {
      data: { transcriptText: `WEBVTT\n\n00:00:01.000 --> 00:00:05.000\nSea stars ${MARKUP.join(' ')}\n` },
    });
    await page.request.post('/api/conversations', {
      data: {
        podcastId: first,
        title: `Notes ${MARKUP[1]}`,
        description: MARKUP[0],
        conversation: [
          { type: 'user', content: `Sea stars? ${MARKUP.join(' ')}`, timestamp: new Date().toISOString() },
        ],
      },
    });

    const screens = [
      '/search',
      '/saved',
      '/playlist',
      '/auto-queue',
      '/creators',
      '/history',
      '/conversations',
      '/audiobooks',
      '/admin',
      `/conversation/podcast/${first}`,
      `/conversation/podcast/${second}`,
    ];
    for (const path of screens) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await ran(), path).toEqual([]);
    }

    // Search results and their explanations, and an answer quoting the transcript.
    await page.goto('/search');
    await page.getByLabel('What do you want to hear about?').fill('sea stars anemones tide pools');
    await page.getByRole('button', { name: 'Search Episodes' }).click();
    await expect(page.getByRole('heading', { name: /Found \d+ episodes?/ })).toBeVisible();
    await page.mouse.move(10, 10);
    expect(await ran(), 'search results').toEqual([]);
    await page.goto(`/conversation/podcast/${first}`);
    await page.getByLabel('Your question').fill('What about sea stars?');
    await page.getByLabel('Your question').press('Enter');
    await expect(page.getByRole('log', { name: 'Messages' }).getByText('What about sea stars?')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await ran(), 'chat answer').toEqual([]);
  });
}
