import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { wav } from './support/audio';
import { followFeed } from './support/feed-server';
import { toast } from './support/toast';

/*
 * Journeys over the admin transcript tools, the conversation screen and saved conversations,
 * against the real server on a fresh database. The catalog comes from a tiny podcast feed served
 * on loopback and added through the creators API; its episodes are generated WAV files.
 */

const FIXTURE_PORT = 5302;
const FIXTURE = `http://127.0.0.1:${FIXTURE_PORT}`;
const SHOW = 'Octopus Hour';
const EPISODE = 'Octopus Hour 1: three hearts and blue blood';
const AUDIO_SECONDS = 150;

/** Published just now, so these episodes head the newest-first lists whatever else the catalog holds. */
function feed(): string {
  const items = [EPISODE, 'Octopus Hour 2: how cuttlefish change colour'].map((title, k) => {
    const date = new Date(Date.now() - k * 3_600_000).toUTCString();
    return `<item>
      <title>${title}</title>
      <guid isPermaLink="false">octopus-hour-${k + 1}</guid>
      <pubDate>${date}</pubDate>
      <description>Marine biologists talk about cephalopods: their bodies, their brains and their tricks.</description>
      <enclosure url="${FIXTURE}/audio/${k + 1}.wav" length="${8000 * AUDIO_SECONDS + 44}" type="audio/wav"/>
      <itunes:duration>${AUDIO_SECONDS}</itunes:duration>
    </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
  <channel>
    <title>${SHOW}</title>
    <link>${FIXTURE}/</link>
    <description>A weekly hour about octopuses, squid and cuttlefish.</description>
    <itunes:author>Ada Reef</itunes:author>
    ${items.join('\n')}
  </channel>
</rss>`;
}

const TRANSCRIPT = `WEBVTT

00:00:02.000 --> 00:00:09.000
Welcome to Octopus Hour. Today we talk about how an octopus body works.

00:00:30.000 --> 00:00:40.000
Octopuses are famous for their eight arms, and each arm can taste what it touches.

00:01:05.000 --> 00:01:15.000
An octopus has three hearts. Two hearts pump blood through the gills and one heart pumps it to the rest of the body.

00:01:40.000 --> 00:01:50.000
Their blood is blue because it carries oxygen with copper instead of iron.
`;

let server: Server;
let episodeId = '';

test.beforeAll(async ({ request }) => {
  const audio = wav(AUDIO_SECONDS);
  server = createServer((req, res) => {
    if (req.url === '/feed.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed());
      return;
    }
    if (/^\/audio\/\d+\.wav$/.test(req.url ?? '')) {
      // Byte ranges, so the browser can seek to a cited moment.
      const range = /bytes=(\d+)-(\d*)/.exec(req.headers.range ?? '');
      if (range) {
        const start = Number(range[1]);
        const end = range[2] ? Number(range[2]) : audio.length - 1;
        res
          .writeHead(206, {
            'content-type': 'audio/wav',
            'content-length': end - start + 1,
            'content-range': `bytes ${start}-${end}/${audio.length}`,
            'accept-ranges': 'bytes',
          })
          .end(audio.subarray(start, end + 1));
        return;
      }
      res
        .writeHead(200, { 'content-type': 'audio/wav', 'content-length': audio.length, 'accept-ranges': 'bytes' })
        .end(audio);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(FIXTURE_PORT, '127.0.0.1', r));

  await followFeed(request, SHOW, `${FIXTURE}/feed.xml`);
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/episodes?hasTranscript=false&limit=500');
        const list = res.ok() ? ((await res.json()) as { id: string; title: string }[]) : [];
        episodeId = list.find((e) => e.title === EPISODE)?.id ?? '';
        return episodeId;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
});

test.afterAll(async () => {
  await new Promise((r) => server?.close(r));
});

test.describe('transcripts, chat and saved conversations', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('upload a transcript, chat, follow a citation, save, rename and continue', async ({ page }) => {
    // Admin: the uploader lists the new episode, which has no transcript yet.
    await page.goto('/admin');
    const picker = page.getByLabel('Episode', { exact: true });
    await expect(picker.locator('option', { hasText: EPISODE })).toHaveCount(1);
    await page.getByRole('button', { name: 'Upload Transcript' }).click();
    await expect(toast(page, 'Missing Information')).toBeVisible();
    await picker.selectOption({ label: `${SHOW} — ${EPISODE}` });
    await page.getByLabel('Transcript text').fill(TRANSCRIPT);
    await page.getByRole('button', { name: 'Upload Transcript' }).click();
    await expect(toast(page, 'Transcript Uploaded')).toBeVisible();
    await expect(picker.locator('option', { hasText: EPISODE })).toHaveCount(0);

    // Chat with the episode: the answer cites 1:05, and the citation plays from there.
    await page.goto(`/conversation/podcast/${episodeId}`);
    await expect(page.getByRole('heading', { name: EPISODE })).toBeVisible();
    await expect(page.getByText('Podcast Episode')).toBeVisible();
    await page.getByLabel('Your question').fill('How many hearts does an octopus have?');
    await page.getByLabel('Your question').press('Enter');
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.getByText('How many hearts does an octopus have?')).toBeVisible();
    const citation = log.getByRole('link', { name: 'Play from 1:05' }).first();
    await expect(citation).toBeVisible();
    await citation.click();
    const bar = page.getByRole('region', { name: 'Player' });
    await expect(bar.getByTestId('player-title')).toHaveText(EPISODE);
    await expect
      .poll(() => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(64);

    // "Tell me more" goes on from that quote: the next passage, at 1:40.
    await page.getByLabel('Your question').fill('Tell me more');
    await page.getByLabel('Your question').press('Enter');
    await expect(log.getByText(/Right after that/)).toBeVisible();
    await expect(log.getByRole('link', { name: 'Play from 1:40' }).first()).toBeVisible();

    // Save it, prefilled with the episode title.
    await page.getByRole('button', { name: 'Save Conversation' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Save Conversation' });
    await expect(dialog.getByLabel('Title')).toHaveValue(EPISODE);
    await dialog.getByLabel('Title').fill('Octopus hearts');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Conversation Saved')).toBeVisible();
    await expect(page).toHaveURL(/conversationId=/);

    // Rename it among the saved conversations.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Conversations' }).click();
    await expect(page.getByRole('heading', { name: 'Saved Conversations' })).toBeVisible();
    await expect(page.getByTestId('stat-Total Conversations')).toHaveText('1');
    await page.getByRole('button', { name: 'Edit Octopus hearts' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Conversation' });
    await edit.getByLabel('Title').fill('Three hearts, blue blood');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('heading', { name: 'Three hearts, blue blood' })).toBeVisible();

    // Continue it: the messages come back, and saving again updates the same conversation.
    await page.getByRole('link', { name: 'Continue Chat' }).click();
    await expect(page).toHaveURL(new RegExp(`/conversation/podcast/${episodeId}\\?conversationId=`));
    await expect(log.getByText('How many hearts does an octopus have?')).toBeVisible();
    await page.getByLabel('Your question').fill('Why is octopus blood blue?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(log.getByText(/most relevant part is at \[1:40\]/)).toBeVisible();
    await page.getByRole('button', { name: 'Save Conversation' }).last().click();
    await expect(dialog.getByLabel('Title')).toHaveValue('Three hearts, blue blood');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Conversation Saved')).toBeVisible();
    const saved = await page.request.get('/api/conversations');
    const list = (await saved.json()) as { title: string; messageCount: number }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ title: 'Three hearts, blue blood', messageCount: 6 });
  });

  test('a missing episode says so', async ({ page }) => {
    await page.goto('/conversation/podcast/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Content not found or transcript not available')).toBeVisible();
  });

  test('admin status: the built-in AI provider is available, Podcast Index has no key', async ({ page }) => {
    await page.goto('/admin');
    const ai = page.getByTestId('provider-AI provider');
    await expect(ai.getByText('Available')).toBeVisible();
    await expect(page.getByTestId('database-status').getByText('Connected')).toBeVisible();
    await expect(page.getByTestId('database-status').getByText(/^\d+%$/)).toBeVisible();
    await page.getByRole('button', { name: 'Test APIs' }).click();
    await expect(ai.getByText('Available')).toBeVisible();
    await expect(ai.getByText(/Last checked/)).toBeVisible();
    const podcastIndex = page.getByTestId('podcastindex-card');
    await expect(podcastIndex.getByText('Not Configured', { exact: true })).toBeVisible();
    await expect(podcastIndex.getByRole('button', { name: 'Batch Auto-Fetch' })).toBeDisabled();
  });
});
