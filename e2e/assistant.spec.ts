import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Page, test } from '@playwright/test';
import { wav } from './support/audio';
import { followFeed, rssFeed } from './support/feed-server';
import { installSpeechStubs } from './support/speech-stubs';

/*
 * Borris journeys on the real server: a loopback show with episodes of known lengths and dates,
 * speech stubbed in the page (headless Chromium has neither recognition nor voices), and the
 * recording fallback with Chromium's fake microphone playing a real WAV into /api/transcribe.
 */

const FIXTURE_PORT = 5304;
const FIXTURE = `http://127.0.0.1:${FIXTURE_PORT}`;
const SHOW = 'Garden Hour';
const day = (n: number) => new Date(Date.now() - n * 86_400_000).toUTCString();
const EPISODES = [
  {
    title: 'Growing Tomatoes in Pots',
    minutes: 14,
    daysAgo: 2,
    about: 'Tomatoes on a balcony: pots, soil, sun and watering.',
  },
  {
    title: 'Tomato Diseases and Blight',
    minutes: 48,
    daysAgo: 40,
    about: 'Blight, wilt and leaf spot on tomatoes, and how to stop them.',
  },
  {
    title: 'Saving Tomato Seeds',
    minutes: 25,
    daysAgo: 9,
    about: 'Fermenting and drying tomato seeds to sow next spring.',
  },
  {
    title: 'Composting for Beginners',
    minutes: 31,
    daysAgo: 5,
    about: 'Greens, browns and turning the heap: compost from kitchen scraps.',
  },
  { title: 'Pruning Roses', minutes: 19, daysAgo: 70, about: 'When and where to cut roses for more flowers.' },
  // Its feed names no one: its title does.
  {
    title: 'Keeping Bees with Sarah Flack',
    minutes: 22,
    daysAgo: 100,
    about: 'Hives, swarms and the first honey of the year.',
  },
];

/** "Saving Tomato Seeds" has chapters, and audio long enough to move through them. */
const CHAPTERED = 2;
const CHAPTERS = [
  { startTime: 0, title: 'Intro' },
  { startTime: 12, title: 'Fermenting the seeds' },
  { startTime: 26, title: 'Drying and storing' },
];

/** The guest of "Saving Tomato Seeds" and "Growing Tomatoes in Pots". */
const GUEST = 'Ana Ruiz';

let server: Server;
let dir = '';

test.beforeAll(async ({ request }) => {
  const audio = wav(2);
  const longAudio = wav(40);
  const chapters = JSON.stringify({ version: '1.2.0', chapters: CHAPTERS });
  const feed = rssFeed(
    SHOW,
    FIXTURE,
    EPISODES.map((e, i) => ({
      guid: `garden-${i}`,
      title: e.title,
      description: e.about,
      pubDate: day(e.daysAgo),
      duration: String(e.minutes * 60),
      audioPath: `/audio/${i}.wav`,
      // The first names a chapters file its server cannot find.
      ...(i === CHAPTERED
        ? { chaptersPath: '/chapters.json' }
        : i === 0
          ? { chaptersPath: '/gone/chapters.json' }
          : {}),
      ...(i === CHAPTERED || i === 0 ? { people: [{ name: GUEST, role: 'guest' }] } : {}),
    })),
  );
  server = createServer((req, res) => {
    if (req.url === '/feed.xml') return void res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed);
    if (req.url === '/chapters.json')
      return void res.writeHead(200, { 'content-type': 'application/json+chapters' }).end(chapters);
    if (req.url?.startsWith('/audio/'))
      return void res
        .writeHead(200, { 'content-type': 'audio/wav' })
        .end(req.url === `/audio/${CHAPTERED}.wav` ? longAudio : audio);
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(FIXTURE_PORT, '127.0.0.1', r));
  await followFeed(request, SHOW, `${FIXTURE}/feed.xml`);
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/episodes?search=Garden');
        return res.ok() ? ((await res.json()) as unknown[]).length : 0;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThanOrEqual(EPISODES.length);
  // "More like this one" reads the episodes' meaning, which the catalog embeds after the sync.
  const [seeds] = (await (await request.get('/api/episodes?search=Seeds')).json()) as { id: string }[];
  await expect
    .poll(
      async () => {
        const res = await request.post('/api/search', {
          data: { searchCriteria: '', searchMode: 'similar', referenceEpisode: seeds?.id, relevanceThreshold: 0 },
        });
        return res.ok() ? ((await res.json()) as { results: unknown[] }).results.length : 0;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  dir = mkdtempSync(join(tmpdir(), 'e2e-assistant-'));
});

test.afterAll(async () => {
  await new Promise((r) => server.close(r));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken);

async function say(page: Page, text: string) {
  await page.getByRole('button', { name: 'Start voice input' }).click();
  await expect
    .poll(() => page.evaluate((t) => (window as unknown as { __say: (t: string) => boolean }).__say(t), text))
    .toBe(true);
}

/** Opens Borris, asks for tomatoes from Garden Hour and plays the second: Saving Tomato Seeds. */
async function playSavingTomatoSeeds(page: Page) {
  await page.goto('/search');
  await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
  await say(page, 'something about tomatoes from garden hour');
  await expect.poll(() => spoken(page)).toContainEqual(expect.stringMatching(/^I found 3 episodes/));
  await say(page, 'play episode two');
  await expect.poll(() => spoken(page)).toContain('Playing Saving Tomato Seeds from Garden Hour.');
}

test.describe('with speech stubbed in the page', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(installSpeechStubs);
  });

  test('a driver finds, narrows and starts an episode by voice alone', async ({ page }) => {
    // A long journey of some thirty requests: on a busy machine it outlasts the default minute.
    test.slow();
    await page.goto('/search');
    await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
    const overlay = page.getByRole('dialog', { name: 'Borris - AI Podcast Discovery Assistant' });
    await expect(overlay.getByText(/Hi, I'm Borris/)).toBeVisible();

    await say(page, 'find me something about tomatoes from garden hour');
    await expect(overlay.getByText(/^I found 3 episodes about tomatoes from Garden Hour\./)).toBeVisible({
      timeout: 15_000,
    });
    await expect(overlay.getByTestId('assistant-result')).toHaveCount(3);
    await expect.poll(() => spoken(page)).toContainEqual(expect.stringMatching(/^I found 3 episodes/));

    // A follow-up narrows the last request.
    await say(page, 'shorter ones under twenty minutes');
    await expect(
      overlay.getByText(/^I found one episode about tomatoes from Garden Hour under 20 minutes\./),
    ).toBeVisible({
      timeout: 15_000,
    });
    await say(page, 'any length');
    await expect(overlay.getByText(/^I found 3 episodes/).nth(1)).toBeVisible({ timeout: 15_000 });

    await say(page, 'read the titles');
    await expect
      .poll(() => spoken(page))
      .toContainEqual(expect.stringMatching(/^Episode 1: .+ from Garden Hour\. Episode 2: .+ from Garden Hour\./));

    await say(page, 'play episode two');
    await expect.poll(() => spoken(page)).toContainEqual(expect.stringMatching(/^Playing .+ from Garden Hour\.$/));
    const played = (await spoken(page)).find((s) => s.startsWith('Playing ')) ?? '';
    await expect(page.getByTestId('player-title')).toHaveText(
      played.replace(/^Playing /, '').replace(/ from Garden Hour\.$/, ''),
    );

    // Playback by voice.
    await say(page, 'pause');
    await expect.poll(() => spoken(page)).toContain('Paused.');
    await say(page, "what's playing");
    await expect.poll(() => spoken(page)).toContainEqual(expect.stringMatching(/^Paused: .+ from Garden Hour\.$/));
    await say(page, 'skip ahead 30 seconds');
    await expect.poll(() => spoken(page)).toContain('Skipped ahead 30 seconds.');
    // "What's this episode about" is told of the one playing, the second offered.
    await say(page, "what's this episode about");
    await expect
      .poll(() => spoken(page))
      .toContainEqual(
        expect.stringMatching(new RegExp(`^Number 2: ${played.replace(/^Playing /, '').replace(/\.$/, '')}, `)),
      );
    await say(page, 'how much is left');
    await expect
      .poll(() => spoken(page))
      .toContainEqual(expect.stringMatching(/^(Less than a minute|\d+ minutes?) left of .+ from Garden Hour\.$/));
    await say(page, 'how long is this episode');
    await expect
      .poll(() => spoken(page))
      .toContainEqual(expect.stringMatching(/^.+ from Garden Hour is \d+ minutes? long\.$/));
    await say(page, 'when did this come out');
    await expect
      .poll(() => spoken(page))
      .toContainEqual(expect.stringMatching(/^.+ from Garden Hour came out on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/));
    await say(page, 'start over');
    await expect.poll(() => spoken(page)).toContain(`${played.replace(/\.$/, '')} from the beginning.`);
    await say(page, 'play it again');
    await expect
      .poll(async () => (await spoken(page)).filter((s) => s === `${played.replace(/\.$/, '')} from the beginning.`))
      .toHaveLength(2);
    await say(page, 'turn it up');
    const volume = "I can't change the volume. Use your car's or phone's volume buttons.";
    await expect.poll(() => spoken(page)).toContain(volume);
    await say(page, 'say that again');
    await expect.poll(async () => (await spoken(page)).filter((s) => s === volume).length).toBe(2);

    // Keeping episodes by voice: "it" is the one playing; a number is a result of the last answer.
    await say(page, 'add it to my playlist');
    await expect
      .poll(() => spoken(page))
      .toContain(`Added ${played.replace(/^Playing /, '').replace(/\.$/, '')} to your playlist.`);
    await say(page, 'save number one for later');
    await expect
      .poll(() => spoken(page))
      .toContainEqual(expect.stringMatching(/^Saved .+ from Garden Hour for later\.$/));
    const playlist = (await (await page.request.get('/api/playlist')).json()) as { title: string }[];
    const saved = (await (await page.request.get('/api/saved')).json()) as { title: string }[];
    expect(playlist.map((e) => e.title)).toEqual([played.replace(/^Playing /, '').replace(/ from Garden Hour\.$/, '')]);
    expect(saved).toHaveLength(1);

    // "More from this show": the newest of the show playing.
    await say(page, 'more from this show');
    await expect
      .poll(() => spoken(page))
      .toContainEqual(
        expect.stringMatching(/^Here are the newest episodes from Garden Hour\. 1: Growing Tomatoes in Pots/),
      );

    // "Next": the episode after the one playing in that answer (newest first).
    const newest = [
      'Growing Tomatoes in Pots',
      'Composting for Beginners',
      'Saving Tomato Seeds',
      'Tomato Diseases and Blight',
    ];
    const playedTitle = played.replace(/^Playing /, '').replace(/ from Garden Hour\.$/, '');
    const following = newest[newest.indexOf(playedTitle) + 1];
    await say(page, 'next');
    await expect.poll(() => spoken(page)).toContain(`Playing ${following} from Garden Hour.`);
    await expect(page.getByTestId('player-title')).toHaveText(following as string);
    // "Previous episode": back to the one before it in that answer.
    await say(page, 'previous episode');
    await expect.poll(async () => (await spoken(page)).at(-1)).toBe(`Playing ${playedTitle} from Garden Hour.`);
    await expect(page.getByTestId('player-title')).toHaveText(playedTitle);

    await say(page, 'play episode nine');
    await expect.poll(() => spoken(page)).toContain('Episode 9 not found.');

    // Closing resets the conversation; "close" said closes it as the button does.
    await overlay.getByRole('button', { name: 'Close assistant' }).click();
    await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
    await expect(page.getByTestId('assistant-result')).toHaveCount(0);
    await say(page, 'close Borris');
    await expect(overlay).toBeHidden();
    await expect(page.getByTestId('player-title')).toHaveText(playedTitle);
  });

  test('a driver sets the speed and a sleep timer, and asks for more like the one playing', async ({ page }) => {
    await playSavingTomatoSeeds(page);

    await say(page, 'play it faster');
    await expect.poll(() => spoken(page)).toContain('Playing at 1.25 times speed.');
    await expect.poll(() => page.evaluate(() => document.querySelector('audio')?.playbackRate)).toBe(1.25);
    await say(page, 'normal speed');
    await expect.poll(() => spoken(page)).toContain('Playing at normal speed.');
    await expect.poll(() => page.evaluate(() => document.querySelector('audio')?.playbackRate)).toBe(1);
    await say(page, 'set a sleep timer');
    await expect
      .poll(() => spoken(page))
      .toContain('For how long? Say "sleep timer 20 minutes" or "stop at the end of this episode".');
    await say(page, 'set a sleep timer for 20 minutes');
    await expect.poll(() => spoken(page)).toContain("I'll pause in 20 minutes.");
    await say(page, 'stop after this episode');
    await expect.poll(() => spoken(page)).toContain("I'll pause at the end of Saving Tomato Seeds from Garden Hour.");
    // A place in the episode by its minute: past its end, how long it is (its feed says 25 minutes;
    // its audio, once loaded, is shorter).
    await say(page, 'jump to minute 30');
    await expect
      .poll(() => spoken(page))
      .toContainEqual(
        expect.stringMatching(/^Saving Tomato Seeds from Garden Hour is (under a minute|only \d+ minutes?) long\.$/),
      );
    await say(page, 'go to minute 1');
    await expect
      .poll(() => spoken(page))
      .toContainEqual(
        expect.stringMatching(
          /^(Playing Saving Tomato Seeds from Garden Hour from 1 minute in|Saving Tomato Seeds from Garden Hour is under a minute long)\.$/,
        ),
      );

    // Like the one playing, which the last answer offered, and not it.
    await say(page, 'more like this one');
    await expect
      .poll(() => spoken(page))
      .toContainEqual(
        expect.stringMatching(/^I found (one episode|\d+ episodes) like Saving Tomato Seeds from Garden Hour\. 1: /),
      );
    const like = (await spoken(page)).find((s) => s.includes(' like Saving Tomato Seeds from Garden Hour.')) ?? '';
    expect(like).not.toMatch(/\d: Saving Tomato Seeds from/);
  });

  test('a driver skips the intro, moves on by chapters, and asks who the guest is', async ({ page }) => {
    await playSavingTomatoSeeds(page);
    const position = () => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0);

    await say(page, 'skip the intro');
    await expect.poll(() => spoken(page)).toContain('Skipped the intro. Chapter 2: Fermenting the seeds.');
    await expect.poll(position).toBeGreaterThanOrEqual(12);
    await say(page, 'next chapter');
    await expect.poll(() => spoken(page)).toContain('Chapter 3: Drying and storing.');
    await expect.poll(position).toBeGreaterThanOrEqual(26);
    await say(page, 'next chapter');
    await expect
      .poll(() => spoken(page))
      .toContain('This is the last chapter of Saving Tomato Seeds from Garden Hour.');
    await say(page, 'skip the intro');
    await expect.poll(() => spoken(page)).toContain('The intro is over.');

    await say(page, "who's the guest");
    await expect
      .poll(() => spoken(page))
      .toContain('Saving Tomato Seeds has Ana Ruiz as its guest, and is hosted by Loopback Studios.');
    // Episodes with the guest other than the one playing.
    await say(page, 'more with this guest');
    await expect
      .poll(() => spoken(page))
      .toContain('I found one other episode with Ana Ruiz. 1: Growing Tomatoes in Pots from Garden Hour.');
    // A request of its own: what follows refines it, not the tomatoes asked for before, and still
    // leaves out the one playing (Saving Tomato Seeds is the longer).
    await say(page, 'longer ones');
    await expect
      .poll(() => spoken(page))
      .toContainEqual(expect.stringMatching(/^I couldn't find other episodes with Ana Ruiz over \d+ minutes\./));
  });

  test('a driver asks who is on an episode whose feed names no one, and hears the name its title gives', async ({
    page,
  }) => {
    await page.goto('/search');
    await page.getByLabel('What do you want to hear about?').fill('keeping bees');
    await page.getByRole('button', { name: 'Search Episodes' }).click();
    await page.getByRole('button', { name: 'Listen to Keeping Bees with Sarah Flack' }).click();
    await expect(page.getByRole('region', { name: 'Player' }).getByTestId('player-title')).toHaveText(
      'Keeping Bees with Sarah Flack',
    );
    await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
    await say(page, "who's on this");
    await expect
      .poll(() => spoken(page))
      .toContain('Keeping Bees with Sarah Flack is hosted by Loopback Studios; its title names Sarah Flack.');
  });

  test('a driver asks who is on an episode offered, then for more with that guest', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
    await say(page, 'something about tomato seeds from garden hour');
    await expect.poll(() => spoken(page)).toContainEqual(expect.stringMatching(/^I found .* 1: Saving Tomato Seeds/));
    await say(page, "who's on the first one");
    await expect
      .poll(() => spoken(page))
      .toContain('Number 1, Saving Tomato Seeds, has Ana Ruiz as its guest, and is hosted by Loopback Studios.');
    // Nothing is playing: "that guest" is the one just named.
    await say(page, 'more with that guest');
    await expect.poll(() => spoken(page)).toContainEqual(expect.stringMatching(/^I found 2 episodes with Ana Ruiz\. /));
  });

  test('chapters that cannot be read are said to be unreadable, not missing', async ({ page }) => {
    await page.goto('/search');
    await page.getByLabel('What do you want to hear about?').fill('tomatoes in pots');
    await page.getByRole('button', { name: 'Search Episodes' }).click();
    await page.getByRole('button', { name: 'Listen to Growing Tomatoes in Pots' }).click();
    await expect(page.getByRole('region', { name: 'Player' }).getByTestId('player-title')).toHaveText(
      'Growing Tomatoes in Pots',
    );
    await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
    await say(page, 'next chapter');
    await expect
      .poll(() => spoken(page))
      .toContain(
        'I couldn\'t load the chapters of Growing Tomatoes in Pots from Garden Hour. Say "skip ahead a minute" instead.',
      );
  });

  test('a driver asks for more like the episode they started on the Search page', async ({ page }) => {
    await page.goto('/search');
    await page.getByLabel('What do you want to hear about?').fill('tomato seeds');
    await page.getByRole('button', { name: 'Search Episodes' }).click();
    await page.getByRole('button', { name: 'Listen to Saving Tomato Seeds' }).click();
    const playerTitle = page.getByRole('region', { name: 'Player' }).getByTestId('player-title');
    await expect(playerTitle).toHaveText('Saving Tomato Seeds');

    // Borris offered nothing yet: "more like this one" is like the episode playing.
    await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
    await say(page, 'more like this one');
    await expect
      .poll(() => spoken(page))
      .toContainEqual(expect.stringMatching(/^I found (one episode|\d+ episodes) like Saving Tomato Seeds\. 1: /));
    const like = (await spoken(page)).find((s) => s.includes(' like Saving Tomato Seeds')) ?? '';
    expect(like).not.toMatch(/\d: Saving Tomato Seeds/);
    const first = /1: (.+?) from Garden Hour/.exec(like)?.[1] ?? '';
    await say(page, 'play number one');
    await expect.poll(() => spoken(page)).toContain(`Playing ${first} from Garden Hour.`);
    // The overlay covers the page: the player's title is read past it.
    await expect(page.getByTestId('player-title')).toHaveText(first);
  });

  test('"play number one next" plays it after the one playing', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
    await say(page, 'tomatoes from garden hour');
    await expect.poll(() => spoken(page)).toContainEqual(expect.stringMatching(/^I found 3 episodes/));
    const found = (await spoken(page)).find((s) => s.startsWith('I found 3')) ?? '';
    const [first, third] = [/1: (.+?) from Garden Hour/, /3: (.+?) from Garden Hour/].map((r) => r.exec(found)?.[1]);
    expect(third).not.toBe('Saving Tomato Seeds');
    await say(page, 'play number three');
    await expect.poll(() => spoken(page)).toContain(`Playing ${third} from Garden Hour.`);
    // Its two seconds of audio may have ended by then: "next" is now.
    await say(page, 'play number one next');
    await expect
      .poll(() => spoken(page))
      .toContainEqual(
        expect.stringMatching(
          new RegExp(`^(${first} from Garden Hour will play after this one|Playing ${first} from Garden Hour)\\.$`),
        ),
      );
    await expect(page.getByTestId('player-title')).toHaveText(first as string, { timeout: 15_000 });
  });

  test('a driver takes an episode off the playlist by voice; a whole list is not cleared by voice', async ({
    page,
  }) => {
    await page.goto('/search');
    await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
    await say(page, 'tomatoes from garden hour');
    await expect.poll(() => spoken(page)).toContainEqual(expect.stringMatching(/^I found 3 episodes/));
    const found = (await spoken(page)).find((s) => s.startsWith('I found 3')) ?? '';
    const first = /1: (.+?) from Garden Hour/.exec(found)?.[1];
    await say(page, 'add number one to my playlist');
    await expect.poll(() => spoken(page)).toContain(`Added ${first} from Garden Hour to your playlist.`);
    await say(page, 'clear my playlist');
    await expect
      .poll(() => spoken(page))
      .toContain("I don't clear a whole list from here. Use Clear All on My Playlist, where it can be undone.");
    expect(await (await page.request.get('/api/playlist')).json()).toHaveLength(1);
    await say(page, 'remove number one from my playlist');
    await expect.poll(() => spoken(page)).toContain(`Removed ${first} from Garden Hour from your playlist.`);
    expect(await (await page.request.get('/api/playlist')).json()).toEqual([]);
    await say(page, 'take number one off my playlist');
    await expect.poll(() => spoken(page)).toContain(`${first} from Garden Hour isn't in your playlist.`);
  });

  test('a driver picks up where they left off, by voice', async ({ page }) => {
    await page.goto('/search');
    const episodes = (await (await page.request.get('/api/episodes?search=Garden')).json()) as {
      id: string;
      title: string;
    }[];
    const composting = episodes.find((e) => e.title === 'Composting for Beginners');
    const report = { episodeId: composting?.id, positionSeconds: 600 };
    expect((await page.request.post('/api/listening-history', { data: report })).ok()).toBe(true);
    await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
    await say(page, 'pick up where I left off');
    await expect
      .poll(() => spoken(page))
      .toContain('Going on with Composting for Beginners from Garden Hour, 10 minutes in.');
    await expect(page.getByTestId('player-title')).toHaveText('Composting for Beginners');
  });

  test("a driver plays one they haven't heard, then hears the rest of the answer", async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
    await say(page, "something from garden hour I haven't heard");
    await expect
      .poll(() => spoken(page))
      .toContainEqual(
        expect.stringMatching(
          /^Here are the newest episodes from Garden Hour you haven't heard\. 1: Growing Tomatoes in Pots from Garden Hour\. 2: Composting for Beginners from/,
        ),
      );
    await say(page, 'play episode two');
    await expect.poll(() => spoken(page)).toContain('Playing Composting for Beginners from Garden Hour.');
    // The player reports it heard; "something else" then offers the fourth and the fifth.
    await expect
      .poll(async () => (await page.request.get('/api/listening-history')).text())
      .toContain('Composting for Beginners');
    await say(page, 'something else');
    await expect
      .poll(() => spoken(page))
      .toContain(
        "Here are more from Garden Hour you haven't heard. 1: Tomato Diseases and Blight from Garden Hour. 2: Pruning Roses from Garden Hour. 3: Keeping Bees with Sarah Flack from Garden Hour.",
      );
  });

  test('"carry on" with nothing in the player asks for the episode left part way', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
    await say(page, 'carry on');
    await expect.poll(() => spoken(page)).toContain("You haven't started an episode yet. What would you like to hear?");
  });

  test('"play" said just after an answer plays the episode offered first', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
    await say(page, 'composting');
    await expect
      .poll(() => spoken(page))
      .toContain('I found one episode about composting. 1: Composting for Beginners from Garden Hour.');
    await say(page, 'play');
    await expect(page.getByTestId('player-title')).toHaveText('Composting for Beginners');
  });

  test('"play one, then another" plays the first and goes on to the other', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
    await say(page, 'play something about composting, then something about pruning roses');
    await expect
      .poll(() => spoken(page))
      .toContain('Playing Composting for Beginners from Garden Hour. After it, Pruning Roses from Garden Hour.');
    await expect(page.getByTestId('player-title')).toHaveText('Composting for Beginners');
    // What comes next is the one asked for after it (the fixture's audio lasts two seconds: it may be playing already).
    await say(page, "what's next");
    await expect
      .poll(() => spoken(page))
      .toContainEqual(
        expect.stringMatching(
          /^(After Composting for Beginners from Garden Hour, Pruning Roses from Garden Hour|Nothing is queued after Pruning Roses from Garden Hour\. Say "play number 2 next" to queue one)\.$/,
        ),
      );
    // At its end the one asked for after it plays.
    await expect(page.getByTestId('player-title')).toHaveText('Pruning Roses', { timeout: 15_000 });
  });

  test('"play ... at 1.5x" plays what it asks for at that speed', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
    await say(page, 'play something about composting at 1.5x');
    await expect
      .poll(() => spoken(page))
      .toContain('Playing Composting for Beginners from Garden Hour. At 1.5 times speed.');
    await expect(page.getByTestId('player-title')).toHaveText('Composting for Beginners');
    await expect.poll(() => page.evaluate(() => document.querySelector('audio')?.playbackRate)).toBe(1.5);
  });

  test('a driver keeps an episode asked for by name: to the playlist, for later, or after this one', async ({
    page,
  }) => {
    await page.goto('/search');
    await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
    await say(page, 'add something about composting to my playlist');
    await expect
      .poll(() => spoken(page))
      .toContain('Added Composting for Beginners from Garden Hour to your playlist.');
    const playlist = (await (await page.request.get('/api/playlist')).json()) as { title: string }[];
    expect(playlist.map((e) => e.title)).toEqual(['Composting for Beginners']);
    await say(page, 'save something about pruning roses for later');
    await expect.poll(() => spoken(page)).toContain('Saved Pruning Roses from Garden Hour for later.');
    const saved = (await (await page.request.get('/api/saved')).json()) as { title: string }[];
    expect(saved.map((e) => e.title)).toEqual(['Pruning Roses']);
    // Nothing was started by either.
    await expect(page.getByTestId('player-title')).toHaveCount(0);
    await say(page, 'play something about composting');
    await expect.poll(() => spoken(page)).toContain('Playing Composting for Beginners from Garden Hour.');
    await say(page, 'play something about pruning roses after this');
    // The fixture's audio lasts two seconds: it may have ended by then, and then it plays now.
    await expect
      .poll(() => spoken(page))
      .toContainEqual(
        expect.stringMatching(
          /^(Pruning Roses from Garden Hour will play after this one|Playing Pruning Roses from Garden Hour)\.$/,
        ),
      );
    await expect(page.getByTestId('player-title')).toHaveText('Pruning Roses', { timeout: 15_000 });
  });

  test('a driver plays their playlist by voice, and it goes on through the list', async ({ page }) => {
    await page.goto('/search');
    const episodes = (await (await page.request.get('/api/episodes?search=Garden')).json()) as {
      id: string;
      title: string;
    }[];
    const listed = ['Pruning Roses', 'Saving Tomato Seeds'];
    for (const title of listed) {
      const episode = episodes.find((e) => e.title === title);
      expect((await page.request.post(`/api/playlist/${episode?.id}`)).ok()).toBe(true);
    }
    await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
    await say(page, 'play my playlist');
    await expect
      .poll(() => spoken(page))
      .toContain('Playing your playlist of 2 episodes, starting with Pruning Roses from Garden Hour.');
    // Its cards say they are on the playlist already, rather than offering them again.
    await expect(page.getByRole('button', { name: 'Pruning Roses is on your playlist' })).toBeDisabled();
    // The fixture's audio lasts two seconds: at its end the next on the playlist plays.
    await expect(page.getByTestId('player-title')).toHaveText('Saving Tomato Seeds', { timeout: 15_000 });
  });

  test('typing works the same; send waits for words and an empty answer says so', async ({ page }) => {
    await page.goto('/playlist');
    await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
    const send = page.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await page.getByLabel('Ask about podcasts').fill("what's playing");
    await send.click();
    await expect(page.getByText('Nothing is playing. Ask for an episode first.')).toBeVisible();
    // With nothing playing, "next" asks for the next ones offered.
    await page.getByLabel('Ask about podcasts').fill('tomatoes');
    await send.click();
    await expect(page.getByText(/^I found 3 episodes about tomatoes\./)).toBeVisible({ timeout: 15_000 });
    // "Save them all": the episodes shown, in their order.
    await page.getByLabel('Ask about podcasts').fill('save them all');
    await send.click();
    await expect(page.getByText('Saved 3 episodes for later.')).toBeVisible();
    const saved = (await (await page.request.get('/api/saved')).json()) as { title: string }[];
    expect(saved.map((e) => e.title).sort()).toEqual(
      ['Growing Tomatoes in Pots', 'Saving Tomato Seeds', 'Tomato Diseases and Blight'].sort(),
    );
    await page.getByLabel('Ask about podcasts').fill('next');
    await send.click();
    await expect(page.getByText(/^That's all I have about tomatoes\./)).toBeVisible({ timeout: 15_000 });
    // "Start over", with nothing playing, begins the conversation anew.
    await page.getByLabel('Ask about podcasts').fill('start over');
    await send.click();
    await expect(page.getByText("OK, let's start again. What would you like to hear?")).toBeVisible({
      timeout: 15_000,
    });
    // Closing starts the conversation afresh.
    await page.getByRole('button', { name: 'Close assistant' }).click();
    await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
    await page.getByLabel('Ask about podcasts').fill('quantum chromodynamics lectures');
    await send.click();
    await expect(page.getByText('No relevant content found')).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText("Try different search terms or be more specific about what you're looking for."),
    ).toBeVisible();
    await page.getByLabel('Ask about podcasts').fill('composting');
    await send.click();
    const result = page.getByTestId('assistant-result').first();
    await expect(result).toContainText('Composting for Beginners');
    await result.getByRole('button', { name: /Add .* to playlist/ }).click();
    await expect(page.getByText('Added to playlist', { exact: true })).toBeVisible();
    // Said in the card too, for a screen reader that does not leave the overlay.
    await expect(result.getByRole('status')).toHaveText('Added Composting for Beginners to playlist');
    await expect(result.getByRole('button', { name: /Add .* to playlist/ })).toHaveText('Added');
    // The toast leaves the overlay's close and send buttons in reach, on a wide screen and a phone.
    await expectToastClear(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await result.getByRole('button', { name: /Add .* to playlist/ }).click();
    await expectToastClear(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    // A command typed is carried out and answered in the conversation, as a spoken one is aloud.
    await page.getByLabel('Ask about podcasts').fill('play the first one');
    await send.click();
    await expect(page.getByText(/^Playing Composting for Beginners from .+\.$/)).toBeVisible();
    await expect(page.getByTestId('player-title')).toHaveText('Composting for Beginners');
    await page.getByLabel('Ask about podcasts').fill('play number 7');
    await send.click();
    await expect(page.getByText('Episode 7 not found.')).toBeVisible();
    // The commands are not read back as requests: a follow-up refines the last search.
    await page.getByLabel('Ask about podcasts').fill('only garden hour');
    await send.click();
    await expect(page.getByText(/^I found one episode about composting from Garden Hour\./)).toBeVisible({
      timeout: 15_000,
    });

    // A show asked to be played starts its newest episode.
    await page.getByLabel('Ask about podcasts').fill('play the latest garden hour');
    await send.click();
    await expect(page.getByText('Playing Growing Tomatoes in Pots from Garden Hour.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId('player-title')).toHaveText('Growing Tomatoes in Pots');
  });
});

/** No toast on screen covers the assistant's close or send button. */
async function expectToastClear(page: Page) {
  // The overlay is modal, so the toasts outside it are hidden from the accessibility tree: found by markup.
  const toasts = page.locator('li[data-state="open"]', { hasText: 'Added to playlist' });
  await expect(toasts.first()).toBeVisible();
  for (const name of ['Close assistant', 'Send']) {
    const button = await page.getByRole('button', { name, exact: true }).boundingBox();
    for (const toast of await toasts.all()) {
      const box = await toast.boundingBox();
      if (!box || !button) continue;
      const overlaps =
        box.x < button.x + button.width &&
        button.x < box.x + box.width &&
        box.y < button.y + button.height &&
        button.y < box.y + box.height;
      expect(overlaps, `a toast covers ${name}`).toBe(false);
    }
  }
}

test.describe('recording fallback with a fake microphone', () => {
  let speech = '';
  test.beforeAll(() => {
    speech = join(dir, 'speech.wav');
    const raw = join(dir, 'raw.wav');
    execFileSync('espeak-ng', ['-s', '150', '-w', raw, 'tomatoes']);
    // Speech, then three seconds of quiet so the recorder hears the end of it.
    execFileSync('ffmpeg', [
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      '-i',
      raw,
      '-af',
      'apad=pad_dur=3',
      '-ar',
      '16000',
      '-ac',
      '1',
      speech,
    ]);
  });

  test('where the browser cannot recognize, the recording goes to /api/transcribe and is answered', async ({
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-audio-capture=${speech}`,
      ],
    });
    try {
      const context = await browser.newContext({ baseURL, permissions: ['microphone'] });
      const page = await context.newPage();
      await page.goto('/search');
      await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
      const transcribed = page.waitForResponse((r) => r.url().endsWith('/api/transcribe'), { timeout: 60_000 });
      // Headless Chromium's own recognition fails (audio-capture): the overlay records instead.
      await page.getByRole('button', { name: 'Start voice input' }).click();
      const response = await transcribed;
      expect(response.status()).toBe(200);
      const { text } = (await response.json()) as { text: string };
      expect(text.length).toBeGreaterThan(0);
      // What was heard becomes the listener's message (unless too short to be a request), and gets an answer.
      if (text.trim().length >= 3) {
        await expect(page.locator('[data-message="user"]').first()).toHaveText(text.trim());
        await expect(page.locator('[data-message="assistant"]').nth(1)).toBeVisible({ timeout: 15_000 });
      }
    } finally {
      await browser.close();
    }
  });
});
