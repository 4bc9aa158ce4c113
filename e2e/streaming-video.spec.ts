import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { type FakeSpotify, startFakeSpotify } from '../server/test/fakes/spotify-server';
import { type FakeYoutube, startFakeYoutube } from '../server/test/fakes/youtube-server';
import { followFeed } from './support/feed-server';
import { SPOTIFY_FAKE_PORT, YOUTUBE_FAKE_PORT } from './support/ports';
import { toast } from './support/toast';

/*
 * Journeys over the streaming account and video channels, against the real server pointed at
 * loopback fakes of Spotify and the YouTube Data API (see playwright.config.ts). The podcast
 * catalog the similar search runs over is a small feed served on loopback.
 */

const FEED_PORT = 5306;
const FEED = `http://127.0.0.1:${FEED_PORT}/feed.xml`;
const CHANNEL_ID = 'UCoceanOceanOceanOcean12';

function feed(): string {
  const items = [
    ['Memory and the sleeping brain', 'Neuroscience of how sleep turns the day into long-term memory.'],
    ['The psychology of habits', 'Psychology research on why habits stick, and how to change one.'],
    ['Sourdough at home', 'Flour, water, salt and patience.'],
  ].map(
    ([title, description], k) => `<item>
      <title>${title}</title>
      <guid isPermaLink="false">mind-${k}</guid>
      <pubDate>${new Date(Date.now() - k * 3_600_000).toUTCString()}</pubDate>
      <description>${description}</description>
      <itunes:duration>1800</itunes:duration>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel>
  <title>Mind Lab</title><link>http://127.0.0.1:${FEED_PORT}/</link><description>Minds and brains.</description>
  ${items.join('\n')}
</channel></rss>`;
}

const CAPTIONS = `WEBVTT

00:00:03.000 --> 00:00:09.000
Welcome back to Ocean Desk. Today: how octopuses solve puzzles.

00:01:10.000 --> 00:01:20.000
In the lab the octopus opened a screw-top jar from the inside in under a minute.
`;

let feedServer: Server;
let spotify: FakeSpotify;
let youtube: FakeYoutube;

test.beforeAll(async ({ request }) => {
  feedServer = createServer((req, res) => {
    if (req.url === '/feed.xml') res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed());
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => feedServer.listen(FEED_PORT, '127.0.0.1', r));
  spotify = await startFakeSpotify(SPOTIFY_FAKE_PORT);
  youtube = await startFakeYoutube(YOUTUBE_FAKE_PORT);
  youtube.channels.set(CHANNEL_ID, {
    title: 'Ocean Desk',
    description: 'Short films about the sea.',
    videos: [
      {
        id: 'octoJar0001',
        title: 'Octopus opens a jar from the inside',
        description: 'How octopuses solve puzzles in the lab.',
        publishedAt: new Date(Date.now() - 86_400_000).toISOString(),
        duration: 'PT8M20S',
        views: 1_534_000,
      },
      {
        id: 'whaleSong01',
        title: 'Why humpback whales sing',
        description: 'Whale song, recorded off Hawaii.',
        publishedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        duration: 'PT12M',
        views: 48_200,
      },
    ],
  });
  await followFeed(request, 'Mind Lab', FEED);
});

test.afterAll(async () => {
  await new Promise((r) => feedServer?.close(r));
  await spotify?.close();
  await youtube?.close();
});

test.describe('streaming account and video channels', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('connect Spotify, find episodes like the one that starts playing, disconnect', async ({ page }) => {
    await page.clock.install();
    await page.goto('/search');
    const card = page.getByRole('region', { name: 'Streaming account' });
    await expect(card.getByText('Not connected')).toBeVisible();

    // The consent goes through the fake's authorize redirect and back to the search page.
    await card.getByRole('button', { name: 'Connect Spotify' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(toast(page, 'Spotify connected')).toBeVisible();
    await expect(card.getByText('Connected', { exact: true })).toBeVisible();
    await expect(card.getByText('Monitoring what you play')).toBeVisible();
    await expect(card.getByText(/Nothing from a podcast is playing/)).toBeVisible();

    // The first episode seen only shows; the next one runs the similar search.
    spotify.playing = {
      kind: 'episode',
      isPlaying: true,
      progressMs: 5 * 60_000,
      episode: {
        id: 'sp-1',
        name: 'Bread and butter',
        description: 'Baking.',
        durationMs: 40 * 60_000,
        showName: 'Kitchen',
      },
    };
    await page.clock.fastForward(31_000);
    await expect(card.getByText('Bread and butter')).toBeVisible();
    await expect(card.getByText('5 / 40 min')).toBeVisible();
    await expect(card.getByText('Playing', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Found \d+ episodes?/ })).toHaveCount(0);

    spotify.playing = {
      kind: 'episode',
      isPlaying: false,
      progressMs: 60_000,
      episode: {
        id: 'sp-2',
        name: 'Inside the mind of a chess master',
        description: 'Psychology and neuroscience of expertise.',
        durationMs: 55 * 60_000,
        showName: 'Brainwaves',
      },
    };
    await page.clock.fastForward(31_000);
    await expect(card.getByText('Paused', { exact: true })).toBeVisible();
    await expect(page.getByLabel('What do you want to hear about?')).toHaveValue('neuroscience psychology');
    await expect(page.getByRole('heading', { name: /Found \d+ episodes?/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Memory and the sleeping brain' })).toBeVisible();

    await card.getByRole('button', { name: 'Disconnect' }).click();
    await expect(card.getByText('Not connected')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Connect Spotify' })).toBeVisible();
  });

  test('follow a channel, search its videos, upload captions and chat with a video', async ({ page }) => {
    const created = await page.request.post('/api/creators', {
      data: {
        name: 'Ocean Desk',
        type: 'youtube',
        url: `https://www.youtube.com/channel/${CHANNEL_ID}`,
        autoSync: true,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/creators')).json()) as { syncStatus: string }[])[0]?.syncStatus,
      )
      .toBe('synced');

    await page.goto('/search');
    await page.getByRole('tab', { name: 'Video Search' }).click();
    await page.getByLabel('Search videos').fill('  octopus puzzles ');
    await page.getByRole('combobox', { name: 'Channel' }).click();
    await page.getByRole('option', { name: 'Ocean Desk' }).click();
    await page.getByRole('button', { name: 'Search Videos' }).click();
    const results = page.getByRole('region', { name: 'Video results' });
    await expect(results.getByRole('heading', { name: '1 video for “octopus puzzles”' })).toBeVisible();
    const row = results.getByRole('listitem').filter({ hasText: 'Octopus opens a jar from the inside' });
    await expect(row.getByText('1.5M views')).toBeVisible();
    await expect(row.getByText('8:20')).toBeVisible();
    await expect(row.getByRole('link', { name: 'Watch' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=octoJar0001',
    );

    await row.getByRole('button', { name: 'Queue' }).click();
    await expect(toast(page, 'Added to queue')).toBeVisible();

    // Without captions the chat says there is nothing to talk about yet.
    await row.getByRole('link', { name: 'Chat' }).click();
    await expect(page).toHaveURL(/\/conversation\/youtube\//);
    const videoPath = new URL(page.url()).pathname;
    await expect(page.getByText('Content not found or transcript not available')).toBeVisible();

    // Captions uploaded in admin, as a VTT file.
    await page.goto('/admin');
    await page
      .getByLabel('Episode', { exact: true })
      .selectOption({ label: 'Ocean Desk — Octopus opens a jar from the inside' });
    await page
      .getByLabel('From a file (VTT, SRT, JSON, TXT or HTML)')
      .setInputFiles({ name: 'octopus.vtt', mimeType: 'text/vtt', buffer: Buffer.from(CAPTIONS) });
    await page.getByRole('button', { name: 'Upload Transcript' }).click();
    await expect(toast(page, 'Transcript Uploaded')).toBeVisible();

    await page.goto(videoPath);
    await expect(page.getByRole('heading', { name: 'Octopus opens a jar from the inside' })).toBeVisible();
    await expect(page.getByText('YouTube Video')).toBeVisible();
    await expect(page.getByText('Ocean Desk').first()).toBeVisible();
    await expect(page.getByText('8 min')).toBeVisible();
    await page.getByLabel('Your question').fill('How fast did the octopus open the jar?');
    await page.getByLabel('Your question').press('Enter');
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.getByRole('link', { name: 'Watch from 1:10' }).first()).toBeVisible();
  });
});
