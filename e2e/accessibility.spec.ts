import type { Server } from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { wav } from './support/audio';
import { followFeed, rssFeed, startFixtureServer } from './support/feed-server';

/** Every screen (and the panels a listener opens on it), scanned by axe at desktop and phone sizes. */
const SCREENS: [string, string, (page: Page) => Promise<void>][] = [
  ['search', '/search', async () => {}],
  [
    'search, advanced filters',
    '/search',
    async (page) => {
      await page.getByRole('button', { name: 'Advanced filters' }).click();
    },
  ],
  [
    'auto search',
    '/search',
    async (page) => {
      await page.getByRole('tab', { name: 'Auto Search' }).click();
    },
  ],
  [
    'video search',
    '/search',
    async (page) => {
      await page.getByRole('tab', { name: 'Video Search' }).click();
    },
  ],
  ['audiobooks', '/audiobooks', async () => {}],
  [
    'audiobooks, upload form',
    '/audiobooks',
    async (page) => {
      await page.getByRole('tab', { name: 'Upload New' }).click();
      await page.getByRole('button', { name: 'Upload Audiobook' }).click();
    },
  ],
  ['audiobook chat, not found', '/audiobooks/00000000-0000-4000-8000-000000000000/chat', async () => {}],
  [
    'assistant overlay',
    '/search',
    async (page) => {
      await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
      await page.getByRole('dialog').waitFor();
      await page.getByLabel('Ask about podcasts').fill('something about sleep');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.locator('[data-message="assistant"]').nth(1).waitFor();
    },
  ],
  ['playlist', '/playlist', async () => {}],
  ['saved', '/saved', async () => {}],
  ['conversations', '/conversations', async () => {}],
  ['history', '/history', async () => {}],
  ['creators', '/creators', async () => {}],
  [
    'creators, add dialog',
    '/creators',
    async (page) => {
      await page
        .getByRole('button', { name: /Add Creator/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  ],
  ['auto-queue', '/auto-queue', async () => {}],
  ['admin', '/admin', async () => {}],
  ['not found', '/no-such-screen', async () => {}],
];

/** The serious and critical violations on the page as it stands, and how far it is wider than the screen. */
async function audit(page: Page): Promise<{ serious: string[]; overflow: number }> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary}`).join(', ')})`,
    );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return { serious, overflow };
}

const SIZES = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

for (const [size, viewport] of SIZES) {
  test.describe(`accessibility at ${size} size`, () => {
    test.use({ viewport });
    for (const [name, path, open] of SCREENS) {
      test(`${name} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        await page.getByRole('main').waitFor();
        await open(page);
        await page.waitForLoadState('networkidle');
        const { serious, overflow } = await audit(page);
        expect(serious).toEqual([]);
        // Nothing wider than the screen.
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}

/*
 * The same check on the screens as a listener with a catalog sees them: results, library lists
 * with items, the player bar and a chat with citations. The catalog is a small feed on loopback.
 */
const FIXTURE = 'http://127.0.0.1:5310';
const SHOW = 'Harbor Lights';
const TOPICS = ['lighthouse keepers', 'foghorns', 'shipwrecks', 'lifeboats', 'tide tables', 'buoys'];
const TRANSCRIPT = `WEBVTT

00:00:01.000 --> 00:00:08.000
Welcome to Harbor Lights. Today we climb the lighthouse and meet its keeper.

00:00:20.000 --> 00:00:30.000
The keeper trims the wick every four hours, so the light never fails the ships at sea.
`;
let fixtures: Server | undefined;

test.describe('accessibility with a catalog', () => {
  test.beforeAll(async ({ request }) => {
    const episodes = TOPICS.map((topic, k) => ({
      guid: `harbor-${k + 1}`,
      title: `Harbor Lights ${k + 1}: a night with the ${topic}`,
      description: `Stories of ${topic} along a stormy coast, told by the people who keep the harbor safe at night.`,
      pubDate: new Date(Date.UTC(2025, 5, 1 + k)).toUTCString(),
      duration: '60',
      audioPath: `/audio/${k + 1}.wav`,
    }));
    const documents: Record<string, { type: string; body: string | Buffer }> = {
      '/feed.xml': { type: 'application/rss+xml', body: rssFeed(SHOW, FIXTURE, episodes) },
    };
    for (const e of episodes) documents[e.audioPath] = { type: 'audio/wav', body: wav(60) };
    fixtures = await startFixtureServer(5310, documents);
    await followFeed(request, SHOW, `${FIXTURE}/feed.xml`);
    await expect.poll(async () => (await episodesOfShow(request)).length, { timeout: 60_000 }).toBe(TOPICS.length);
    const first = (await episodesOfShow(request)).find((e) => e.title.startsWith('Harbor Lights 1:'));
    const uploaded = await request.post(`/api/episodes/${first?.id}/transcript`, {
      data: { transcriptText: TRANSCRIPT },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
  });

  test.afterAll(async () => {
    await new Promise((r) => fixtures?.close(r));
  });

  for (const [size, viewport] of SIZES) {
    test(`screens with results, library items, the player and a chat at ${size} size`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const found: Record<string, { serious: string[]; overflow: number }> = {};
      // With an episode in the player the network never goes idle (the audio element keeps its
      // request open), so each step waits for what it shows instead.
      const check = async (name: string) => {
        found[name] = await audit(page);
      };

      await page.goto('/search');
      await page.getByLabel('What do you want to hear about?').fill('lighthouse keepers');
      await page.getByRole('button', { name: 'Search Episodes' }).click();
      const card = page.getByRole('article').filter({ hasText: 'Harbor Lights 1:' });
      await card.waitFor();
      await check('search results');

      await card.getByRole('button', { name: 'Save', exact: true }).click();
      await card.getByRole('button', { name: 'Playlist', exact: true }).click();
      await expect(card.getByRole('button', { name: 'In Playlist' })).toBeVisible();
      await card.getByRole('button', { name: /^Listen to / }).click();
      // Paused, so that the page goes quiet on the network before each scan.
      const player = page.getByRole('region', { name: 'Player' });
      await player.getByRole('button', { name: 'Pause' }).click();
      await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
      await check('search results, saved, in the playlist, with the player');

      for (const [name, path] of [
        ['saved', '/saved'],
        ['playlist', '/playlist'],
        ['history', '/history'],
        ['creators', '/creators'],
        ['auto-queue', '/auto-queue'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('main').waitFor();
        await expect(page.getByText(SHOW).first()).toBeVisible();
        await check(`${name}, with items`);
      }

      const first = (await episodesOfShow(page.request)).find((e) => e.title.startsWith('Harbor Lights 1:'));
      await page.goto(`/conversation/podcast/${first?.id}`);
      await page.getByLabel('Your question').fill('How often does the keeper trim the wick?');
      await page.getByLabel('Your question').press('Enter');
      await page
        .getByRole('log', { name: 'Messages' })
        .getByRole('link', { name: /^Play from / })
        .first()
        .waitFor();
      await check('chat with an answer and citations');

      for (const [name, result] of Object.entries(found)) {
        expect.soft(result.serious, name).toEqual([]);
        expect.soft(result.overflow, `${name}: wider than the screen by`).toBeLessThanOrEqual(0);
      }
    });
  }
});

async function episodesOfShow(request: Page['request']): Promise<{ id: string; title: string }[]> {
  const res = await request.get(`/api/episodes?limit=500&search=${encodeURIComponent(SHOW)}`);
  if (!res.ok()) return [];
  return ((await res.json()) as { id: string; title: string }[]).filter((e) => e.title.startsWith(SHOW));
}
