import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { rssFeed, startFixtureServer } from './support/feed-server';

const PORT = 5303;
const BASE = `http://127.0.0.1:${PORT}`;
const SHOW = 'Loopback Radio';

let server: Server;

test.beforeAll(async () => {
  const feed = rssFeed(SHOW, BASE, [
    {
      guid: 'lr-3',
      title: 'Why We Sleep Less in Cities',
      description: 'Light, noise and the urban night.',
      pubDate: 'Mon, 02 Nov 2026 08:00:00 GMT',
      duration: '00:42:10',
      audioPath: '/audio/3.mp3',
    },
    {
      guid: 'lr-2',
      title: 'The Economics of Coffee',
      description: 'From bean to cup: who earns what.',
      pubDate: 'Mon, 26 Oct 2026 08:00:00 GMT',
      duration: '31:05',
      audioPath: '/audio/2.mp3',
    },
    {
      guid: 'lr-1',
      title: 'Pilot: Hello, Loopback',
      description: 'What this show is about.',
      pubDate: 'Mon, 19 Oct 2026 08:00:00 GMT',
      duration: '600',
      audioPath: '/audio/1.mp3',
    },
  ]);
  server = await startFixtureServer(PORT, { '/feed.xml': { type: 'application/rss+xml', body: feed } });
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function addByUrl(page: import('@playwright/test').Page, name: string, url: string) {
  await page.getByRole('button', { name: 'Add Creator' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'By URL' }).click();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('RSS feed URL').fill(url);
  await dialog.getByRole('button', { name: 'Add Creator' }).click();
}

test('add a creator from a feed, see its episodes, and be refused a duplicate', async ({ page }) => {
  await page.goto('/creators');
  await expect(page.getByRole('heading', { name: 'My Creators' })).toBeVisible();
  await expect(page.getByText('No creators added yet')).toBeVisible();

  await addByUrl(page, SHOW, `${BASE}/feed.xml`);
  await expect(page.getByRole('heading', { name: SHOW })).toBeVisible();
  // The feed is fetched by a background job; the card shows the episodes once it has run.
  await expect(page.getByText('3 episodes')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: `View Episodes of ${SHOW}` }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Why We Sleep Less in Cities')).toBeVisible();
  await expect(menu.getByText('The Economics of Coffee')).toBeVisible();
  await expect(menu.getByText('Pilot: Hello, Loopback')).toBeVisible();
  await page.keyboard.press('Escape');

  // The catalog has the show and episodes with their real durations and enclosures.
  const episodes = await page.evaluate(() => fetch('/api/episodes?limit=500').then((r) => r.json()));
  const byTitle = Object.fromEntries(episodes.map((e: { title: string }) => [e.title, e]));
  expect(byTitle['Why We Sleep Less in Cities']).toMatchObject({
    podcastShow: SHOW,
    durationSeconds: 2530,
    audioUrl: `${BASE}/audio/3.mp3`,
  });
  expect(byTitle['The Economics of Coffee'].durationSeconds).toBe(1865);
  expect(byTitle['Pilot: Hello, Loopback'].publishDate).toBe('2026-10-19T08:00:00.000Z');

  // The same name again, in another case, is refused.
  await addByUrl(page, SHOW.toUpperCase(), `${BASE}/feed.xml`);
  await expect(page.getByText('Already added').first()).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: SHOW })).toHaveCount(1);
});

test('a feed that cannot be fetched shows a clear error on its card', async ({ page }) => {
  await page.goto('/creators');
  await addByUrl(page, 'Missing Show', `${BASE}/missing.xml`);
  await expect(page.getByRole('heading', { name: 'Missing Show' })).toBeVisible();
  await expect(page.getByText(/404/)).toBeVisible({ timeout: 30_000 });
});

test('OPML export from one listener imports into another', async ({ page, browser }) => {
  await page.goto('/creators');
  await addByUrl(page, SHOW, `${BASE}/feed.xml`);
  await expect(page.getByRole('heading', { name: SHOW })).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export OPML' }).click();
  const download = await downloadPromise;
  const opml = readFileSync((await download.path()) as string, 'utf8');
  expect(opml).toContain(`xmlUrl="${BASE}/feed.xml"`);

  // A second browser is a second listener: it sees none of the first one's creators.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/creators');
  await expect(otherPage.getByText('No creators added yet')).toBeVisible();
  await otherPage
    .getByLabel('OPML file')
    .setInputFiles({ name: 'subs.opml', mimeType: 'text/x-opml', buffer: Buffer.from(opml) });
  await expect(otherPage.getByRole('heading', { name: SHOW })).toBeVisible();
  await expect(otherPage.getByText('3 episodes')).toBeVisible({ timeout: 30_000 });
  await other.close();
});
