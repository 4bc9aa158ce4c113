import { createServer, type Server } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { wav } from './support/audio';
import { followFeed } from './support/feed-server';

/*
 * Journeys over the search page, the library screens and the player, against the real server
 * on a fresh database. The catalog comes from a tiny podcast feed served on loopback and added
 * through the creators API; its episodes are short generated WAV files.
 */

const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? 5301);
const FIXTURE = `http://127.0.0.1:${FIXTURE_PORT}`;
const SHOW = 'Tidepool Notes';
const EPISODES = 12;
/** The last episode is long enough to still be playing after a few navigations. */
const LONG_EPISODE = EPISODES;

const TOPICS = ['anemones', 'hermit crabs', 'sea stars', 'kelp', 'barnacles', 'limpets'];

function feed(): string {
  const items = Array.from({ length: EPISODES }, (_, k) => {
    const i = k + 1;
    const topic = TOPICS[k % TOPICS.length];
    const seconds = i === LONG_EPISODE ? 120 : 2;
    const date = new Date(Date.UTC(2025, 0, 1 + i)).toUTCString();
    return `<item>
      <title>Tidepool ${i}: life among the ${topic}</title>
      <guid isPermaLink="false">tidepool-${i}</guid>
      <pubDate>${date}</pubDate>
      <description>A walk through a rocky tidepool at low tide, looking closely at ${topic} and the creatures that share the tidepool with them.</description>
      <enclosure url="${FIXTURE}/audio/${i}.wav" length="${8000 * seconds + 44}" type="audio/wav"/>
      <itunes:duration>${seconds}</itunes:duration>
    </item>`;
  }).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
  <channel>
    <title>${SHOW}</title>
    <link>${FIXTURE}/</link>
    <description>Short walks through tidepools and the animals living in them.</description>
    <itunes:author>Marina Shore</itunes:author>
    ${items}
  </channel>
</rss>`;
}

let server: Server;

test.beforeAll(async ({ request }) => {
  const short = wav(2);
  const long = wav(120);
  server = createServer((req, res) => {
    if (req.url === '/feed.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed());
      return;
    }
    const m = req.url?.match(/^\/audio\/(\d+)\.wav$/);
    if (m) {
      const body = Number(m[1]) === LONG_EPISODE ? long : short;
      res
        .writeHead(200, { 'content-type': 'audio/wav', 'content-length': body.length, 'accept-ranges': 'none' })
        .end(body);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(FIXTURE_PORT, '127.0.0.1', r));

  await followFeed(request, SHOW, `${FIXTURE}/feed.xml`);
  await expect
    .poll(
      async () => {
        // Other journeys share the catalog: count this feed's own episodes.
        const res = await request.get('/api/episodes?limit=500&search=Tidepool');
        const episodes = res.ok() ? ((await res.json()) as { title: string }[]) : [];
        return episodes.filter((e) => e.title.startsWith('Tidepool ')).length;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThanOrEqual(EPISODES);
});

test.afterAll(async () => {
  await new Promise((r) => server?.close(r));
});

async function search(page: Page, criteria: string) {
  await page.getByLabel('What do you want to hear about?').fill(criteria);
  await page.getByRole('button', { name: 'Search Episodes' }).click();
}

const playerTitle = (page: Page) => page.getByRole('region', { name: 'Player' }).getByTestId('player-title');

test.describe('search and library', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('search, save an episode, find it under Save for Later, then Clear All', async ({ page }) => {
    await page.goto('/search');
    await search(page, 'tidepool');
    await expect(page.getByRole('heading', { name: /^Found \d+ episodes for "tidepool"$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load More Results' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: 'Tidepool 3:' });
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved for later', { exact: true })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Save for Later' }).click();
    await expect(page.getByText('1 episode saved')).toBeVisible();
    await expect(page.getByRole('article', { name: /Tidepool 3:/ })).toBeVisible();
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByText('No saved episodes yet')).toBeVisible();
  });

  test('a search with nothing relevant shows the empty state', async ({ page }) => {
    await page.goto('/search');
    await search(page, 'quantum accounting for zebras');
    await expect(page.getByText('No Relevant Content Found')).toBeVisible();
  });

  test('Jump to episode scrolls to a card and highlights it for a moment', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: SHOW }).click();
    await search(page, 'tidepool');
    await expect(page.getByRole('heading', { name: new RegExp(`for "tidepool" in ${SHOW}$`) })).toBeVisible();
    await page.getByRole('combobox', { name: 'Jump to episode' }).click();
    await page.getByRole('option', { name: /Tidepool 7:/ }).click();
    const card = page.getByRole('article', { name: /Tidepool 7:/ });
    await expect(card).toHaveAttribute('data-highlighted', 'true');
    await expect(card).toBeInViewport();
    await expect(card).not.toHaveAttribute('data-highlighted', 'true', { timeout: 5000 });
  });

  test('a past search runs again from the history', async ({ page }) => {
    await page.goto('/search');
    await search(page, 'hermit crabs');
    await expect(page.getByRole('heading', { name: /for "hermit crabs"/ })).toBeVisible();
    await page.getByRole('button', { name: 'Clear', exact: true }).click();

    await page.goto('/history');
    await expect(page.getByTestId('page-history').getByText('1 search in history')).toBeVisible();
    await page.getByRole('button', { name: 'Repeat Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { name: /for "hermit crabs"/ })).toBeVisible();
  });

  test('Play All plays the playlist in order, moving on when an episode ends', async ({ page }) => {
    await page.goto('/playlist');
    const episodes = (await (await page.request.get('/api/episodes?limit=500')).json()) as {
      id: string;
      title: string;
    }[];
    const picks = ['Tidepool 1:', 'Tidepool 2:'].map((p) => episodes.find((e) => e.title.startsWith(p)));
    for (const ep of picks) expect((await page.request.post(`/api/playlist/${ep?.id}`)).ok()).toBe(true);
    await page.reload();
    await expect(page.getByText('2 episodes')).toBeVisible();
    await page.getByRole('button', { name: 'Play All' }).click();
    await expect(playerTitle(page)).toHaveText(picks[0]?.title ?? '');
    // Two seconds of audio, then the second item starts on its own.
    await expect(playerTitle(page)).toHaveText(picks[1]?.title ?? '', { timeout: 15_000 });
  });

  test('the player keeps playing while the listener moves between screens', async ({ page }) => {
    await page.goto('/search');
    await search(page, 'tidepool');
    const card = page.getByRole('article', { name: new RegExp(`Tidepool ${LONG_EPISODE}:`) });
    await card.getByRole('button', { name: /^Listen to / }).click();
    await expect(playerTitle(page)).toHaveText(new RegExp(`Tidepool ${LONG_EPISODE}:`));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'History' }).click();
    await expect(page.getByTestId('page-history')).toBeVisible();
    await nav.getByRole('link', { name: 'My Playlist' }).click();
    await expect(playerTitle(page)).toHaveText(new RegExp(`Tidepool ${LONG_EPISODE}:`));
    const audio = page.getByTestId('player-audio');
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0.5)).toBe(true);
  });
});

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the floating clear button shows over the results, not over the form, and clears them', async ({ page }) => {
    await page.goto('/search');
    await search(page, 'tidepool');
    const heading = page.getByRole('heading', { name: /^Found \d+ episodes for "tidepool"$/ });
    await expect(heading).toBeAttached();
    const clear = page.getByRole('button', { name: 'Clear results' });
    // The form fills the screen: the button would sit on its suggestions.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(clear).toBeHidden();
    await heading.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect(clear).toBeVisible();
    await clear.click();
    await expect(heading).toHaveCount(0);
    await expect(clear).toHaveCount(0);
  });
});
