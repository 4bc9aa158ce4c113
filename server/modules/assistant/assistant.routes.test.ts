import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ConversationalSearchResponse } from '../../../common/api/assistant';
import { episodes, shows } from '../../db/schema';
import { seedShow } from '../../test/factories';
import { createTestApp, type TestApp, type TestListener, testDatabases } from '../../test/test-app';
import { seedSearchCatalog } from '../search/test/search-catalog';

describe.each(testDatabases())('POST /api/conversational-search on %s', (kind) => {
  let t: TestApp;
  let listener: TestListener;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedSearchCatalog(t.database);
    listener = await t.listener();
  });
  afterAll(() => t.close());

  /**
   * A show seeded for one test alone, deleted when it ends: its episodes would answer other
   * tests' requests ("anything from today", a name they ask for).
   */
  const seedShowForTest = async (name: string, items: Parameters<typeof seedShow>[2]) => {
    const seeded = await seedShow(t.database, name, items);
    onTestFinished(async () => {
      await t.database.db.delete(shows).where(eq(shows.id, seeded.showId));
    });
    return seeded;
  };

  /** Sends the message with the conversation so far and keeps the turn in it, as the overlay does. */
  const conversation = (who: TestListener = listener) => {
    const history: {
      role: 'user' | 'assistant';
      content: string;
      likeEpisodeId?: string;
      leaveOutEpisodeId?: string;
      secondsAgo?: number;
    }[] = [];
    const saidAt: number[] = [];
    return async (message: string, extra: Record<string, unknown> = {}) => {
      const said = history.map((turn, i) =>
        turn.role === 'user' ? { ...turn, secondsAgo: (Date.now() - saidAt[i]) / 1000 } : turn,
      );
      const at = Date.now();
      const res = await who.inject({
        method: 'POST',
        url: '/api/conversational-search',
        headers: { origin: 'http://localhost' },
        payload: { message, conversationHistory: said, isVoiceSearch: true, searchDepth: 'deep', ...extra },
      });
      expect(res.statusCode).toBe(200);
      const body = ConversationalSearchResponse.parse(res.json());
      const like = typeof extra.likeEpisodeId === 'string' ? { likeEpisodeId: extra.likeEpisodeId } : {};
      const leaveOut =
        typeof extra.leaveOutEpisodeId === 'string' ? { leaveOutEpisodeId: extra.leaveOutEpisodeId } : {};
      history.push(
        { role: 'user', content: message, ...like, ...leaveOut },
        { role: 'assistant', content: body.response },
      );
      saidAt.push(at, Date.now());
      return body;
    };
  };
  const titles = (r: ConversationalSearchResponse) => r.searchResults.map((e) => e.title);
  /** The message of a call the contract refuses, which must be a 400. */
  const refused = async (payload: Record<string, unknown>): Promise<string> => {
    const res = await listener.inject({
      method: 'POST',
      url: '/api/conversational-search',
      headers: { origin: 'http://localhost' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    return res.json().error.message;
  };

  it('greets and helps without searching', async () => {
    const say = conversation();
    const hello = await say('hey Borris');
    expect(hello.request.intent).toBe('greeting');
    expect(hello.searchResults).toEqual([]);
    expect(hello.suggestions.length).toBeGreaterThan(0);
    const help = await say('what can you do');
    expect(help.response).toMatch(/shorter ones/);
    // Asked about itself, Borris says what it is and how to ask, and searches nothing.
    const robot = await say('are you a robot');
    expect(robot.response).toMatch(/^I'm Borris: I find podcast episodes\. /);
    expect(robot.searchResults).toEqual([]);
    // Following a show and downloading: where that is done, or that it is not.
    const follow = await say('subscribe to Planet Money');
    expect(follow.response).toBe(
      "Shows are followed in My Creators: add a show's feed there to hear it here, or remove it there. I find and play what they have.",
    );
    expect(follow.searchResults).toEqual([]);
    expect((await say('download this episode')).response).toBe(
      'I can\'t download episodes: they play as they stream. Say "save it for later" to keep one.',
    );
    expect((await say('what shows do I follow')).request.intent).toBe('catalog');
    // What the catalog holds, counted from it, with its largest shows to say next.
    const [counts] = await t.database.rows<{ episodes: number; shows: number }>(
      sql`select count(*)::int as episodes, count(distinct show_id)::int as shows from episodes`,
    );
    const catalog = await say('what shows do you have');
    expect(catalog.request.intent).toBe('catalog');
    expect(catalog.searchResults).toEqual([]);
    expect(catalog.response).toMatch(
      new RegExp(
        `^I know ${counts?.episodes.toLocaleString('en-US')} episodes from ${counts?.shows} shows, the most from .+\\. Name a show to hear its newest, or ask for a topic\\.$`,
      ),
    );
    expect(catalog.suggestions).toHaveLength(3);
    expect((await say(catalog.suggestions[0] as string)).request.show).toBe(catalog.suggestions[0]);
    // Thanked, or said goodbye to, it says so and searches nothing.
    expect((await say('thanks')).response).toBe("You're welcome. Enjoy the listen!");
    const bye = await say('ok bye');
    expect(bye.response).toBe('Bye for now. Enjoy the listen!');
    expect(bye.searchResults).toEqual([]);
    // However it is written: one word, with the name, or a curly apostrophe after a thinking sound.
    for (const said of ['Goodbye, Borris.', 'Um, I’m done'])
      expect((await say(said)).response).toBe('Bye for now. Enjoy the listen!');
    expect((await say('never mind')).response).toBe("OK. Tell me when you'd like something to hear.");
    // "Start over" begins anew: what follows refines nothing said before.
    expect((await say('baking bread')).request.topic).toBe('baking bread');
    const anew = await say("let's start over");
    expect(anew.response).toBe("OK, let's start again. What would you like to hear?");
    expect(anew.searchResults).toEqual([]);
    expect((await say('shorter ones')).request.topic).toBeNull();
  });

  it('finds by topic and length, then narrows by show and time, and moves on', async () => {
    const say = conversation();
    const first = await say('find me something about baking bread under forty five minutes');
    expect(first.request).toMatchObject({ topic: 'baking bread', maxMinutes: 45 });
    expect(titles(first)).toContain('Sourdough Bread at Home');
    expect(titles(first)).not.toContain('Food in the Movies');
    for (const r of first.searchResults) expect(r.durationSeconds ?? 0).toBeLessThanOrEqual(45 * 60);
    expect(first.response).toMatch(/^I found (one episode|\d+ episodes) about baking bread under 45 minutes\. 1: /);
    expect(first.response).toContain(' from Kitchen Table');

    const shorter = await say('shorter ones');
    expect(shorter.request).toMatchObject({ topic: 'baking bread', maxMinutes: 23 });
    expect(titles(shorter)).toEqual([]);
    expect(shorter.response).toMatch(/^I couldn't find episodes about baking bread under 23 minutes/);
    expect(shorter.suggestions).toContain('Any length');

    const anyLength = await say('any length');
    expect(anyLength.request.maxMinutes).toBeNull();
    expect(titles(anyLength)).toEqual(expect.arrayContaining(titles(first)));

    const newer = await say('anything newer?');
    expect(newer.request.withinDays).toBe(30);
    expect(titles(newer)).toContain('Sourdough Bread at Home');
    expect(titles(newer)).not.toContain('Choosing a Chef Knife');
  });

  it('leaves out a show a listener names, until they ask for it again', async () => {
    const say = conversation();
    const others = await say('anything but kitchen table');
    expect(others.request).toMatchObject({ notShows: ['Kitchen Table'], anything: true });
    expect(others.searchResults.length).toBeGreaterThan(0);
    expect(others.searchResults.some((r) => r.podcastShow === 'Kitchen Table')).toBe(false);
    expect(others.response).toMatch(/ not from Kitchen Table\. 1: /);

    const only = await say('only kitchen table');
    expect(only.request).toMatchObject({ show: 'Kitchen Table', notShows: [] });
    expect(only.searchResults.length).toBeGreaterThan(0);
    expect(only.searchResults.every((r) => r.podcastShow === 'Kitchen Table')).toBe(true);

    // Two at once, and one more as a follow-up.
    const two = await conversation()('anything but kitchen table or money matters');
    expect(two.request).toMatchObject({ notShows: ['Kitchen Table', 'Money Matters'], anything: true });
    expect(two.searchResults.length).toBeGreaterThan(0);
    expect(two.searchResults.some((r) => ['Kitchen Table', 'Money Matters'].includes(r.podcastShow))).toBe(false);
    expect(two.response).toMatch(/ not from Kitchen Table or Money Matters\. 1: /);
    const sayMore = conversation();
    await sayMore('anything but kitchen table');
    const either = await sayMore('not money matters either');
    expect(either.request.notShows).toEqual(['Kitchen Table', 'Money Matters']);
    expect(either.searchResults.some((r) => ['Kitchen Table', 'Money Matters'].includes(r.podcastShow))).toBe(false);
  });

  it('picks up the episode the listener was part way through, from their own history', async () => {
    const [bread, movies] = await t.database.rows<{ id: string; title: string }>(
      sql`select id, title from episodes where title in ('Sourdough Bread at Home', 'Food in the Movies') order by title desc`,
    );
    const driver = await t.listener();
    const report = (episodeId: string, positionSeconds: number, completed = false) =>
      driver.inject({
        method: 'POST',
        url: '/api/listening-history',
        headers: { origin: 'http://localhost' },
        payload: { episodeId, positionSeconds, completed },
      });
    expect((await report(movies?.id as string, 300)).statusCode).toBe(200);
    expect((await report(bread?.id as string, 725)).statusCode).toBe(200);
    const resumed = await conversation(driver)('pick up where I left off');
    expect(resumed.request.intent).toBe('resume');
    expect(resumed.play).toBe(bread?.id);
    expect(resumed.response).toBe('Going on with Sourdough Bread at Home from Kitchen Table, 12 minutes in.');
    expect(titles(resumed)).toEqual(['Sourdough Bread at Home', 'Food in the Movies']);
    expect(resumed.searchResults[1]?.explanation).toBe('You stopped 5 minutes in.');
    // The others started are on offer: "play number 2" goes on with the second.
    const say = conversation(driver);
    await say('pick up where I left off');
    const second = await say('play number 2');
    expect(second).toMatchObject({ request: { intent: 'resume', playRank: 2 }, play: movies?.id });
    expect(second.response).toBe('Going on with Food in the Movies from Kitchen Table, 5 minutes in.');
    expect((await say('play number 9')).response).toBe(
      'There is no episode 9 in my last answer. Say a number from 1 to 2.',
    );

    // A finished episode is not picked up again; with all finished, Borris says so.
    await report(bread?.id as string, 1800, true);
    expect((await conversation(driver)('continue listening')).play).toBe(movies?.id);
    await report(movies?.id as string, 2400, true);
    const done = await conversation(driver)('resume my podcast');
    expect(done).toMatchObject({ play: null, searchResults: [] });
    expect(done.response).toBe('You finished every episode you started. What would you like to hear next?');

    // Another listener's history is not theirs.
    const stranger = await conversation(await t.listener())('pick up where I left off');
    expect(stranger.play).toBeNull();
    expect(stranger.response).toBe("You haven't started an episode yet. What would you like to hear?");
  });

  it("tells and plays the listener's own playlist and saved episodes", async () => {
    const [bread, movies] = await t.database.rows<{ id: string }>(
      sql`select id from episodes where title in ('Sourdough Bread at Home', 'Food in the Movies') order by title desc`,
    );
    const driver = await t.listener();
    const say = conversation(driver);
    const empty = await say("what's on my playlist");
    expect(empty).toMatchObject({ request: { intent: 'playlist' }, play: null, searchResults: [] });
    expect(empty.response).toBe('Your playlist is empty. Ask for a topic, then say "add it to my playlist".');
    expect((await say('play my saved episodes')).response).toBe(
      'No saved episodes yet. Ask for a topic, then say "save it for later".',
    );

    const keep = (url: string, payload?: object) =>
      driver.inject({ method: 'POST', url, headers: { origin: 'http://localhost' }, payload });
    expect((await keep(`/api/playlist/${bread?.id}`)).statusCode).toBe(201);
    expect((await keep(`/api/playlist/${movies?.id}`)).statusCode).toBe(201);
    expect((await keep('/api/saved', { podcastId: movies?.id })).statusCode).toBe(201);

    // Told in the playlist's order, and played from its first.
    const told = await say("what's on my playlist");
    expect(told.response).toBe(
      'Your playlist has 2 episodes. 1: Sourdough Bread at Home from Kitchen Table. 2: Food in the Movies from Kitchen Table.',
    );
    expect(told.play).toBeNull();
    const toldThenPlayed = conversation(driver);
    await toldThenPlayed("what's on my playlist");
    const secondOnList = await toldThenPlayed('play number 2');
    expect(secondOnList).toMatchObject({ request: { intent: 'playlist' }, play: movies?.id });
    expect(secondOnList.response).toBe('Playing Food in the Movies from Kitchen Table.');
    const played = await say('play my playlist');
    expect(played).toMatchObject({ request: { intent: 'playlist', playRank: 1 }, play: bread?.id });
    expect(played.response).toBe(
      'Playing your playlist of 2 episodes, starting with Sourdough Bread at Home from Kitchen Table.',
    );
    expect(titles(played)).toEqual(['Sourdough Bread at Home', 'Food in the Movies']);
    const saved = await say('play the episodes I saved');
    expect(saved).toMatchObject({ request: { intent: 'saved' }, play: movies?.id });
    expect(saved.response).toBe('Playing Food in the Movies from Kitchen Table, the only one you saved.');
    // Another listener's lists are not theirs.
    expect((await conversation(await t.listener())('play my playlist')).play).toBeNull();
  });

  it("leaves out the episodes a listener has played when they ask for ones they haven't heard", async () => {
    const [bread] = await t.database.rows<{ id: string }>(
      sql`select id from episodes where title = 'Sourdough Bread at Home'`,
    );
    const driver = await t.listener();
    const played = await driver.inject({
      method: 'POST',
      url: '/api/listening-history',
      headers: { origin: 'http://localhost' },
      payload: { episodeId: bread?.id, positionSeconds: 90 },
    });
    expect(played.statusCode).toBe(200);
    const say = conversation(driver);
    const fresh = await say("something about baking bread I haven't heard");
    expect(fresh.request).toMatchObject({ topic: 'baking bread', unheard: true });
    expect(titles(fresh)).not.toContain('Sourdough Bread at Home');
    // The follow-up keeps it; everyone else still finds it.
    expect(titles(await say('any length'))).not.toContain('Sourdough Bread at Home');
    expect(titles(await conversation(await t.listener())('something about baking bread'))).toContain(
      'Sourdough Bread at Home',
    );
  });

  it('goes on through the episodes not heard when the listener plays one of them, passing over none', async () => {
    const driver = await t.listener();
    const say = conversation(driver);
    const first = await say("anything I haven't heard");
    expect(first.request).toMatchObject({ anything: true, unheard: true });
    expect(first.searchResults.length).toBeGreaterThan(6);
    expect((await say('play number 2')).play).toBe(first.searchResults[1].id);
    // The overlay's player reports it heard.
    const played = await driver.inject({
      method: 'POST',
      url: '/api/listening-history',
      headers: { origin: 'http://localhost' },
      payload: { episodeId: first.searchResults[1].id, positionSeconds: 5 },
    });
    expect(played.statusCode).toBe(200);
    // "Something else" offers the next three of the answer as it was, the fourth first.
    const next = await say('something else');
    expect(titles(next).slice(0, 3)).toEqual(titles(first).slice(3, 6));
    // Asked afresh, what was just played is heard.
    expect(titles(await conversation(driver)("anything I haven't heard"))).not.toContain(first.searchResults[1].title);
  });

  it('says a show by its name without its subtitle, in the reply and in what it leaves out', async () => {
    await seedShow(t.database, 'Cover Crop Hour: Audio Candy for Growers, Gardeners and Food Lovers', [
      { title: 'Cover Crops Through the Winter', description: 'Rye and vetch hold the soil until spring.' },
    ]);
    const say = conversation();
    const found = await say('cover crops through the winter');
    expect(found.response).toContain('1: Cover Crops Through the Winter from Cover Crop Hour.');
    expect(found.response).not.toContain('Audio Candy');
    const without = await say('not from cover crop hour');
    expect(without.response).toMatch(/not from Cover Crop Hour\b/);
    expect(without.response).not.toContain('Audio Candy');
  });

  it('says a name as the conversation wrote it when a follow-up finds nothing', async () => {
    await seedShow(t.database, 'Harbour Talks', [
      {
        title: 'Lighthouse Keepers of the North',
        description: 'Stories of the last keepers.',
        durationSeconds: 3600,
        persons: [{ name: 'Maren Tollefsen', role: 'guest' }],
      },
    ]);
    const say = conversation();
    expect((await say('episodes with maren tollefsen')).response).toContain('Maren Tollefsen');
    const shorter = await say('under 10 minutes');
    expect(shorter.searchResults).toEqual([]);
    expect(shorter.response).toMatch(/^I couldn't find episodes (about|with) Maren Tollefsen under 10 minutes\./);
  });

  it('refuses a conversation turn said in the future or more than a week ago', async () => {
    for (const secondsAgo of [-1, 8 * 86_400])
      expect(
        await refused({ message: 'more', conversationHistory: [{ role: 'user', content: 'bread', secondsAgo }] }),
      ).toMatch(/secondsAgo must be/);
  });

  it('says it cannot tell a mood, and finds what else was asked', async () => {
    const relaxing = await conversation()('something relaxing');
    expect(relaxing.response).toBe(
      'I can\'t tell which episodes are relaxing. Name a topic or a show, or say "something funny".',
    );
    expect(relaxing.searchResults).toEqual([]);
    expect(relaxing.suggestions[0]).toBe('Something funny');
    const bread = await conversation()('something relaxing about baking bread');
    expect(bread.response).toMatch(/^I can't tell which episodes are relaxing\. I found .* about baking bread\. 1: /);
    expect(titles(bread)).toContain('Sourdough Bread at Home');
    const short = await conversation()('something calm under 30 minutes');
    expect(short.response).toMatch(
      /^I can't tell which episodes are calm\. Here is the newest .*under 30 minutes\. 1: /,
    );
    for (const r of short.searchResults) expect(r.durationSeconds ?? 0).toBeLessThanOrEqual(30 * 60);
  });

  it('asks a drowsy driver to rest first, then offers something to keep them awake', async () => {
    const tired = await conversation()("i'm so tired");
    expect(tired.response).toMatch(/^If you're drowsy, please stop somewhere safe and rest\. Here is the newest /);
    expect(tired.request).toMatchObject({ topic: null, anything: true });
    const bread = await conversation()("i'm getting sleepy, something about baking bread");
    expect(bread.response).toMatch(
      /^If you're drowsy, please stop somewhere safe and rest\. I found .* about baking bread\./,
    );
    // Tired of a subject is not drowsy.
    expect((await conversation()("i'm tired of baking bread")).response).not.toContain('drowsy');
  });

  it('says it cannot tell the best or the most popular, and offers what fits', async () => {
    const best = await conversation()('the best episodes about baking bread');
    expect(best.response).toMatch(
      /^I can't tell which episodes are the best or the most popular\. I found .* about baking bread\. 1: /,
    );
    expect(titles(best)).toContain('Sourdough Bread at Home');
    // Asked which of those offered is best, the best match is recommended, without it.
    const say = conversation();
    await say('baking bread');
    expect((await say('which one is the best')).response).not.toContain("can't tell");
    expect((await conversation()('best practices for baking bread')).response).not.toContain("can't tell");
  });

  it('leaves out what a listener is tired of, by its words in title or description', async () => {
    const say = conversation();
    const money = await say('the latest from money matters');
    expect(titles(money)).toContain('Is Bitcoin a Bubble?');
    const without = await say('nothing about bitcoin');
    expect(without.request).toMatchObject({ show: 'Money Matters', notTopic: 'bitcoin' });
    expect(without.searchResults.length).toBeGreaterThan(0);
    expect(titles(without)).not.toContain('Is Bitcoin a Bubble?');
    expect(without.response).toMatch(/from Money Matters, not about bitcoin\. 1: /);
  });

  it('offers no episode for a person that only shares their surname', async () => {
    await seedShow(t.database, 'Beach Talk', [
      { title: 'Mike Peterson on a Bitcoin Beach', description: 'Mike Peterson tells how a town ran on bitcoin.' },
    ]);
    const say = conversation();
    const other = await say('something about jordan peterson');
    expect(other.searchResults).toEqual([]);
    expect(other.response).toMatch(/^I couldn't find episodes about Jordan Peterson\./);
    const named = await say('something about mike peterson');
    expect(titles(named)).toEqual(['Mike Peterson on a Bitcoin Beach']);
    // The feed names no guest; its title does.
    expect((await say('who is the guest on it')).response).toBe(
      'Number 1, Mike Peterson on a Bitcoin Beach, is hosted by Beach Talk Host; its title names Mike Peterson.',
    );
    // "More with that guest": the one just named, asked for afresh.
    const more = await say('more with that guest');
    expect(more.request).toMatchObject({ person: 'mike peterson', topic: null });
    expect(more.response).toMatch(/^I found one episode with Mike Peterson\. 1: Mike Peterson on a Bitcoin Beach/);
    // With no one named yet, it says so and searches nothing.
    const none = await conversation()('more with that guest');
    expect(none.response).toBe(
      'I haven\'t named a guest yet. Ask who is on an episode first, like "who\'s on the first one".',
    );
    expect(none.searchResults).toEqual([]);
    // "With the guy" alone asks for no guest named before.
    expect((await conversation()('something with the guy from beach talk')).response).not.toBe(none.response);
  });

  it('keeps a word small that the descriptions capitalize only in names ("New" of "New York")', async () => {
    await seedShowForTest('Cradle Talk', [
      { title: 'Parents at Night', description: 'Two New York parents on the first weeks with a baby.' },
      { title: 'Parents and Sleep', description: 'A New Jersey couple of parents on sleep, and the lack of it.' },
    ]);
    const answer = await conversation()('podcasts for new parents');
    expect(answer.response).toMatch(/^I found 2 episodes about new parents\./);
  });

  it('hears a word typed with or without its accents, and says it as the episodes write it', async () => {
    await seedShowForTest('Spillprat', [
      { title: 'Zaxxon', description: 'I dag spiller Håkon Ødegård og Roar Granevang Zaxxon.' },
      { title: 'Cannon Fodder', description: 'Denne gangen snakker Håkon Ødegård om Cannon Fodder.' },
    ]);
    for (const said of ['something about hakon odegard', 'something about Håkon Ødegård']) {
      const answer = await conversation()(said);
      expect(titles(answer).sort(), said).toEqual(['Cannon Fodder', 'Zaxxon']);
      expect(answer.response, said).toMatch(/^I found 2 episodes about Håkon Ødegård\./);
    }
  });

  it('says who is on an episode it offered, and names a guest as the episodes write the name', async () => {
    await seedShow(t.database, 'Harbour Voices', [
      {
        title: 'Lighthouse Keepers of the North',
        description: 'Life at the edge of the sea.',
        persons: [
          { name: 'Ines Aldana', role: 'guest' },
          { name: 'Tomas Berg', role: 'host' },
        ],
      },
      {
        title: 'Tides and Moons',
        description: 'Why the sea rises twice a day.',
        persons: [{ name: 'Ines Aldana', role: 'guest' }],
      },
    ]);
    const say = conversation();
    const found = await say('episodes featuring ines aldana');
    expect(found.response).toMatch(/^I found 2 episodes with Ines Aldana\./);
    expect(found.searchResults[0]?.people).toContainEqual({ name: 'Ines Aldana', role: 'guest' });
    // Said as a topic, the name is written as the episodes write it too.
    const asTopic = await conversation()('episodes with ines aldana');
    expect(asTopic.response).toMatch(/^I found 2 episodes (about|with) Ines Aldana\./);
    const lighthouse = titles(found).indexOf('Lighthouse Keepers of the North') + 1;
    const who = await say(`who is on number ${lighthouse}`);
    expect(who.response).toBe(
      `Number ${lighthouse}, Lighthouse Keepers of the North, has Ines Aldana as its guest, and is hosted by Tomas Berg.`,
    );

    // "More with this guest" of the episode playing leaves it out, and so do the follow-ups.
    const idOf = (title: string) => found.searchResults.find((r) => r.title === title)?.id;
    const more = conversation();
    const others = await more('Episodes featuring Ines Aldana', { leaveOutEpisodeId: idOf('Tides and Moons') });
    expect(titles(others)).toEqual(['Lighthouse Keepers of the North']);
    expect(others.response).toBe(
      'I found one other episode with Ines Aldana. 1: Lighthouse Keepers of the North from Harbour Voices.',
    );
    const narrowed = await more('only from harbour voices');
    expect(narrowed.request).toMatchObject({ person: 'ines aldana', show: 'Harbour Voices' });
    expect(titles(narrowed)).toEqual(['Lighthouse Keepers of the North']);
    const alone = await conversation()('Episodes featuring Tomas Berg', {
      leaveOutEpisodeId: idOf('Lighthouse Keepers of the North'),
    });
    expect(alone.searchResults).toEqual([]);
    expect(alone.response).toBe("I couldn't find other episodes with Tomas Berg. Try different words.");
    expect(await refused({ message: 'Episodes featuring Tomas Berg', leaveOutEpisodeId: 'not-an-id' })).toMatch(
      /leaveOutEpisodeId must be an episode id/,
    );
  });

  it('names a guest as the feed writes the name, whatever letters the listener typed', async () => {
    await seedShow(t.database, 'Fjord Radio', [
      {
        title: 'Boats of the West Coast',
        description: 'Old wooden boats and the people who mend them.',
        persons: [{ name: 'Terje Høiback', role: 'guest' }],
      },
    ]);
    const found = await conversation()('episodes featuring terje hoiback');
    expect(found.response).toBe('I found one episode with Terje Høiback. 1: Boats of the West Coast from Fjord Radio.');
  });

  it('says how many it found as "at least" when more fit than it looked at', async () => {
    await seedShow(
      t.database,
      'Rye Hour',
      Array.from({ length: 55 }, (_, i) => ({
        title: `Pumpernickel Bake ${i + 1}`,
        description: `Baking pumpernickel, step ${i + 1}.`,
        publishDate: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
      })),
    );
    const say = conversation();
    const many = await say('something about pumpernickel');
    expect(many.searchResults.length).toBe(50);
    expect(many.response).toMatch(/^I found at least 50 episodes about pumpernickel\. 1: /);
  });

  it('says interviews asked for as interviews', async () => {
    await seedShow(t.database, 'Shellfish Hour', [
      {
        title: 'Oyster Growers: An Interview with Ana Lima',
        description: 'An oyster grower interview about oyster farms.',
      },
      { title: 'Oyster Farming Basics', description: 'How oysters are farmed at sea.' },
    ]);
    const say = conversation();
    await say('something about oyster farming');
    const guests = await say('any with guests');
    expect(guests.request.topic).toBe('oyster farming interview');
    expect(guests.response).toMatch(
      /^I found (one interview|\d+ interviews) about oyster farming\. 1: Oyster Growers: An Interview with Ana Lima from Shellfish Hour\./,
    );
    // A topic that is an interview is no request for interviews.
    const job = await conversation()('something about the oyster farming interview');
    expect(job.response).toMatch(/^I found (one episode|\d+ episodes) about oyster farming\./);
    // The topic is said back with the article the listener gave it, and an event as it was said.
    expect((await conversation()('the one where she interviews an oyster grower')).response).toMatch(
      /^I found (one episode|\d+ episodes) about an oyster grower\./,
    );
    expect((await conversation()('find the episode where they farmed oysters at sea')).response).toMatch(
      /^I found (one episode|\d+ episodes) where they farmed oysters at sea\./,
    );
    // A year said in words is said back in figures, with its article.
    await seedShow(t.database, 'Oyster Almanac', [
      { title: 'Oysters After the 2016 Flood', description: 'How the beds came back after the 2016 flood.' },
    ]);
    expect((await conversation()('something about the twenty sixteen flood')).response).toMatch(
      /^I found (one episode|\d+ episodes) about the 2016 flood\. 1: Oysters After the 2016 Flood from Oyster Almanac\./,
    );
  });

  it('plays one episode, then another: "play Dune Notes, then Tide Tables"', async () => {
    await seedShowForTest('Dune Notes', [
      { title: 'Dunes That Walk', description: 'How sand dunes move across a desert.' },
      { title: 'Dune Grass', description: 'The grass that holds the dunes.' },
    ]);
    await seedShowForTest('Tide Tables', [{ title: 'Spring Tides', description: 'Why some tides run higher.' }]);
    const say = conversation();
    const both = await say('play dune notes, then tide tables');
    expect(both.searchResults.find((r) => r.id === both.play)?.title).toBe('Dune Grass');
    expect(both.playAfter?.title).toBe('Spring Tides');
    expect(both.response).toBe('Playing Dune Grass from Dune Notes. After it, Spring Tides from Tide Tables.');
    // What follows reads the conversation as the first request alone: "the next one" is its next.
    expect((await say('play the next one')).response).toBe('Playing Dunes That Walk from Dune Notes.');
    // Nothing found for the rest is said; what plays now still plays.
    const none = await conversation()('play dune notes and then something about quantum chromodynamics');
    expect(none.searchResults.find((r) => r.id === none.play)?.title).toBe('Dune Grass');
    expect(none.playAfter).toBeNull();
    expect(none.response).toBe(
      'Playing Dune Grass from Dune Notes. I found nothing for "something about quantum chromodynamics" to play after it.',
    );
    // Asked without playing, "then" is part of the subject.
    const asked = await conversation()('something about the then president');
    expect(asked.playAfter).toBeNull();
  });

  it('leaves out episodes with a guest for "no interviews": its feed, its title or its words name one', async () => {
    await seedShowForTest('Coast Notes', [
      {
        title: 'Salt Marsh Birds',
        description: 'Birds of the salt marsh.',
        persons: [{ name: 'Ines Aldana', role: 'guest' }],
      },
      { title: 'Marsh Walks with Tomas Berg', description: 'A walk through the marsh.' },
      { title: 'Marsh Fishing', description: 'An interview about fishing in the marsh.' },
      { title: 'Marsh Tides', description: 'How the tides fill the marsh.' },
    ]);
    const say = conversation();
    const all = await say('coast notes');
    expect(titles(all)).toHaveLength(4);
    const none = await say('no interviews');
    expect(none.request.notTopic).toBe('guests');
    expect(titles(none)).toEqual(['Marsh Tides']);
    expect(none.response).toMatch(
      /^I found one episode from Coast Notes with no guest named\. 1: Marsh Tides from Coast Notes\./,
    );
  });

  it('says it cannot tell how an episode feels: "true crime, but nothing too gory"', async () => {
    await seedShowForTest('Case Files', [
      { title: 'The Vanished Heiress', description: 'A true crime story of a missing heiress.' },
    ]);
    const said = await conversation()('true crime from case files but nothing too gory');
    expect(said.request.topic).toBe('true crime');
    expect(said.response).toMatch(/^I can't tell which episodes are too gory\. I found one episode about true crime/);
  });

  it('finds an episode to keep: "add the newest Dune Notes to my playlist", "save ... for later", "... after this"', async () => {
    await seedShowForTest('Dune Notes', [
      { title: 'Dunes That Walk', description: 'How sand dunes move across a desert.' },
      { title: 'Dune Grass', description: 'The grass that holds the dunes.' },
    ]);
    const added = await conversation()('add the newest dune notes to my playlist');
    expect(added.keep).toMatchObject({ list: 'playlist', episode: { title: 'Dune Grass' } });
    expect(added.play).toBeNull();
    expect(added.response).toBe('Added Dune Grass from Dune Notes to your playlist.');
    // The overlay keeps it, and says so once it is: the answer itself keeps nothing.
    expect((await listener.inject({ method: 'GET', url: '/api/playlist' })).json()).toEqual([]);
    const saved = await conversation()('save the latest dune notes for later');
    expect(saved.keep).toMatchObject({ list: 'saved', episode: { title: 'Dune Grass' } });
    expect(saved.response).toBe('Saved Dune Grass from Dune Notes for later.');
    const next = await conversation()('play dune notes after this one');
    expect(next.keep).toMatchObject({ list: 'next', episode: { title: 'Dune Grass' } });
    expect(next.response).toBe('Dune Grass from Dune Notes will play after this one.');
    // What starts no episode stays on offer, with how to keep one of them.
    const offered = await conversation()('put something about dunes on my playlist');
    expect(offered.keep).toBeNull();
    expect(offered.searchResults.length).toBeGreaterThan(1);
    expect(offered.response).toMatch(/ Say "add number 1 to my playlist" to keep one\.$/);
    // "Save money" is a subject.
    expect((await conversation()('save money')).keep).toBeNull();
  });

  it("plays the episode of the number asked for, by the feed's number or its title", async () => {
    await seedShow(t.database, 'Quiz Night', [
      { title: '#1: Capitals', description: 'Capital cities.' },
      { title: '#2: Rivers', description: 'Long rivers.' },
      { title: '#3: Mountains', description: 'High mountains.' },
    ]);
    const say = conversation();
    const two = await say('play episode two of quiz night');
    expect(two.response).toBe('Playing #2: Rivers from Quiz Night.');
    expect(two.searchResults.find((r) => r.id === two.play)?.title).toBe('#2: Rivers');
    const missing = await say('play episode 9 of quiz night');
    expect(missing.play).toBeNull();
    // A number read as a year is ("eight ninety eight"), and a title said after "called".
    await seedShow(t.database, 'Ledger Talk', [
      { title: '#897: Bond Markets', description: 'How bonds are priced.' },
      { title: '#898: Happy Fed Independence Day', description: 'The central bank and its independence.' },
    ]);
    const spoken = await say('play ledger talk episode eight ninety eight');
    expect(spoken.response).toBe('Playing #898: Happy Fed Independence Day from Ledger Talk.');
    // Counted from the first episode; how many there are.
    expect((await conversation()('play the third episode of quiz night')).response).toBe(
      'Playing #3: Mountains from Quiz Night.',
    );
    for (const said of ['how many episodes does quiz night have', 'how many quiz night episodes are there'])
      expect((await conversation()(said)).response, said).toMatch(
        /^I have 3 episodes of Quiz Night\. Here are the newest episodes from Quiz Night\. 1: #3: Mountains /,
      );
    // Asked after the show's answer, the count is of the show.
    for (const said of ['how many are there', 'how many episodes is that']) {
      const asked = conversation();
      await asked('quiz night');
      expect((await asked(said)).response, said).toMatch(
        /^I have 3 episodes of Quiz Night\. Here are the newest episodes from Quiz Night\. 1: #3: Mountains /,
      );
    }
    // "More from that show": the show the last reply named first; with none named, Borris says so.
    const more = conversation();
    await more('play episode two of quiz night');
    const fromShow = await more('more from that show please');
    expect(fromShow.request).toMatchObject({ show: 'Quiz Night', topic: null });
    expect(fromShow.response).toMatch(/^Here are the newest episodes from Quiz Night\. 1: #3: Mountains /);
    // After the show's own newest, the ones after them.
    const onward = conversation();
    await onward('quiz night');
    const next = await onward('more from this show');
    expect(next.request).toMatchObject({ show: 'Quiz Night', skip: 3 });
    expect(next.response).toMatch(/^That's all I have from Quiz Night\./);
    expect((await conversation()('other episodes from this podcast')).response).toBe(
      'I haven\'t offered an episode yet. Ask for a topic first, then say "more from that show".',
    );
    // One still to come is not out yet: the newest is what there is.
    const tomorrow = conversation();
    expect((await tomorrow("play tomorrow's quiz night")).response).toBe(
      "That one hasn't come out yet. Playing the newest, #3: Mountains from Quiz Night.",
    );
    expect((await tomorrow('next one')).response).toBe('Playing #2: Rivers from Quiz Night.');
    expect((await conversation()("next week's episode of quiz night")).response).toMatch(
      /^That one hasn't come out yet\. Here are the newest episodes from Quiz Night\. 1: #3: Mountains /,
    );
    // Asked to play one of a time with none, the newest are offered, not played; picked, one plays.
    const none = conversation();
    const yesterday = await none('play the second episode of quiz night from yesterday');
    expect(yesterday.play).toBeNull();
    expect(yesterday.response).toMatch(/^I couldn't find episodes from Quiz Night from the last 2 days\. /);
    expect((await none('play number 2')).response).toBe('Playing #2: Rivers from Quiz Night.');
    // After the newest was played, "the next one" and "the one before that" are the show's older
    // episodes, and "the one after that" a newer one.
    const newest = conversation();
    expect((await newest('play the newest quiz night')).response).toBe('Playing #3: Mountains from Quiz Night.');
    expect((await newest('play the next one')).response).toBe('Playing #2: Rivers from Quiz Night.');
    expect((await newest('the one before that')).response).toBe('Playing #1: Capitals from Quiz Night.');
    expect((await newest('ok play the one after that')).response).toBe('Playing #2: Rivers from Quiz Night.');
    const called = await conversation()('play the episode called bond markets');
    expect(called.response).toBe('Playing #897: Bond Markets from Ledger Talk.');
    // Words of a title without "called" are a topic: several episodes about it are offered, not played...
    await seedShow(t.database, 'Bond Desk', [
      { title: 'Bond Markets in a Panic', description: 'What bond markets did when rates rose.' },
    ]);
    const bonds = await conversation()('play something about bond markets');
    expect(bonds.play).toBeNull();
    expect(bonds.response).toMatch(/^I found 2 episodes about bond markets\. 1: /);
    // Before the first offered there is none: Borris says so, and "the next one" goes on.
    const first = conversation();
    await first('something about bond markets');
    const played = await first('play the first one');
    const before = await first('the one before that');
    expect(before.play).toBeNull();
    expect(before.response).toBe(
      'That was the first one I offered; there is none before it. Say "the next one" for the one after it.',
    );
    const after = await first('the next one');
    expect(after.play).toBe(played.searchResults[1]?.id);
    // A whole title said after "play" names that episode, among others about it, its number aside.
    const titled = await conversation()('play bond markets');
    expect(titled.response).toBe('Playing #897: Bond Markets from Ledger Talk.');
    expect(titled.searchResults.find((r) => r.id === titled.play)?.title).toBe('#897: Bond Markets');
    // ... unless one episode is all there is to choose from.
    await seedShow(t.database, 'Bird Kitchen', [
      { title: 'We Cooked A Peacock', description: 'A peacock, roasted, and what it tasted like.' },
    ]);
    const peacock = await conversation()('play the one about the peacock');
    expect(peacock.response).toBe('Playing We Cooked A Peacock from Bird Kitchen.');
    expect(peacock.searchResults.find((r) => r.id === peacock.play)?.title).toBe('We Cooked A Peacock');
    // One that only touches on it is offered, not played.
    await seedShow(t.database, 'Soil Week', [
      {
        title: 'Earthworm Counts',
        description:
          'Counting earthworms in spring, field by field, and what the count says of the soil. Then a word on lichen.',
      },
    ]);
    const lichen = await conversation()('play the one about lichen');
    expect(titles(lichen)).toEqual(['Earthworm Counts']);
    expect(lichen.searchResults[0]?.relevanceScore).toBeLessThan(0.8);
    expect(lichen.play).toBeNull();
  });

  it('finds the month asked for, and lists newest first when asked', async () => {
    await seedShow(t.database, 'Oat Hour', [
      { title: 'Oat Porridge Basics', description: 'Oat porridge, slowly.', publishDate: '2023-03-05T10:00:00Z' },
      { title: 'Oat Porridge Toppings', description: 'Oat porridge with fruit.', publishDate: '2023-03-28T10:00:00Z' },
      {
        title: 'Oat Porridge Overnight',
        description: 'Oat porridge made the night before.',
        publishDate: '2023-04-02T10:00:00Z',
      },
    ]);
    const say = conversation();
    const march = await say('oat porridge from march 2023');
    expect(titles(march).sort()).toEqual(['Oat Porridge Basics', 'Oat Porridge Toppings']);
    expect(march.response).toMatch(/^I found 2 episodes about oat porridge from March 2023\./);
    // A season runs three months from its first: spring from March, winter from December.
    const spring = await conversation()('oat porridge from the spring of 2023');
    expect(titles(spring)).toHaveLength(3);
    expect(spring.response).toMatch(/^I found 3 episodes about oat porridge from the spring of 2023\./);
    const winter = await conversation()('oat porridge from the winter of 2022');
    expect(titles(winter)).toEqual([]);
    expect(winter.response).toMatch(/^I couldn't find episodes about oat porridge from the winter of 2022 to 2023/);
    const any = await say('any time');
    expect(titles(any)).toHaveLength(3);
    const newest = await say('newest first');
    expect(titles(newest)).toEqual(['Oat Porridge Overnight', 'Oat Porridge Toppings', 'Oat Porridge Basics']);
    expect(newest.response).toMatch(/^I found 3 episodes about oat porridge, newest first\. 1: Oat Porridge Overnight/);
    const older = await say('older ones');
    expect(older.request).toMatchObject({ oldestFirst: true, newestFirst: false });
    expect(titles(older)).toEqual(['Oat Porridge Basics', 'Oat Porridge Toppings', 'Oat Porridge Overnight']);
    expect(older.response).toMatch(/^I found 3 episodes about oat porridge, oldest first\. 1: Oat Porridge Basics/);
    // Older again: there are none older, and the reply says so.
    const olderStill = await say('older still');
    expect(titles(olderStill)).toEqual(titles(older));
    expect(olderStill.response).toMatch(
      /^Nothing is older: these are the oldest episodes about oat porridge\. 1: Oat Porridge Basics/,
    );
    // A show alone is listed from its first episode, not searched for by its name.
    const show = conversation();
    expect(titles(await show('oat hour'))[0]).toBe('Oat Porridge Overnight');
    const oldest = await show('oldest first');
    expect(titles(oldest)).toEqual(['Oat Porridge Basics', 'Oat Porridge Toppings', 'Oat Porridge Overnight']);
    expect(oldest.response).toMatch(/^Here are the oldest episodes from Oat Hour\. 1: Oat Porridge Basics/);
    expect(oldest.searchResults[0]?.explanation).toBe('The oldest episode of Oat Hour.');
    const before = await conversation()('oat porridge from before 2024');
    expect(before.request).toMatchObject({ topic: 'oat porridge', beforeYear: 2024 });
    expect(titles(before)).toHaveLength(3);
    expect(titles(await conversation()('oat porridge from before 2023'))).toEqual([]);
    // Since a year, and between two.
    await seedShow(t.database, 'Oat Archive', [
      {
        title: 'Oat Porridge in 2019',
        description: 'Oat porridge, as made in 2019.',
        publishDate: '2019-06-01T10:00:00Z',
      },
    ]);
    expect(titles(await conversation()('oat porridge since 2023'))).toHaveLength(3);
    const between = await conversation()('oat porridge between 2018 and 2020');
    expect(titles(between)).toEqual(['Oat Porridge in 2019']);
    expect(between.response).toMatch(/^I found one episode about oat porridge from 2018 to 2020\./);
  });

  it('offers the episodes of no known length when none of a known length fits', async () => {
    await seedShow(t.database, 'Glaze Notes', [
      { title: 'Glaze Chemistry', description: 'Glaze recipes and glaze chemistry.', durationSeconds: 900 },
      { title: 'Glaze Defects', description: 'Crawling glaze and pinholes.', durationSeconds: null },
    ]);
    const say = conversation();
    const long = await say('something long about glaze');
    expect(long.request).toMatchObject({ topic: 'glaze', minMinutes: 45 });
    expect(titles(long)).toEqual(['Glaze Defects']);
    expect(long.response).toBe(
      "I couldn't find episodes about glaze over 45 minutes. These may fit, but their feeds don't say how long they are: 1: Glaze Defects from Glaze Notes.",
    );
    // One of a known length that fits is offered alone.
    expect(titles(await conversation()('something short about glaze'))).toEqual(['Glaze Chemistry']);
  });

  it("offers the topic's own episodes when none are for the listener it was narrowed to", async () => {
    await seedShowForTest('Dye Pot', [
      { title: 'Winter Dyeing', description: 'Keeping an indigo vat alive through the winter.' },
    ]);
    await seedShowForTest('Loom Basics', [
      { title: 'Weaving for Beginners', description: 'Your first loom, for beginners.' },
    ]);
    const say = conversation();
    await say('indigo');
    const beginners = await say("I'm new to this");
    expect(beginners.request).toMatchObject({ topic: 'indigo for beginners' });
    expect(titles(beginners)).toEqual(['Winter Dyeing']);
    expect(beginners.response).toBe(
      "I couldn't find episodes about indigo for beginners. Here are some about indigo: 1: Winter Dyeing from Dye Pot.",
    );
  });

  it('keeps to the episodes with a transcript when asked', async () => {
    await seedShow(t.database, 'Loom Talk', [
      { title: 'Loom Repair Basics', description: 'Loom repair for beginners.', withTranscript: true },
      { title: 'Loom Repair Deep Dive', description: 'Loom repair, the hard parts.' },
    ]);
    const say = conversation();
    expect(titles(await say('something about loom repair'))).toHaveLength(2);
    const transcribed = await say('only the ones with transcripts');
    expect(titles(transcribed)).toEqual(['Loom Repair Basics']);
    expect(transcribed.response).toMatch(/^I found one episode about loom repair with a transcript\./);
    expect(titles(await say('forget the transcript'))).toHaveLength(2);
  });

  it('says whether an episode offered has a transcript to chat with', async () => {
    await seedShow(t.database, 'Spindle Talk', [
      { title: 'Spindle Basics', description: 'Spinning wool on a spindle.', withTranscript: true },
      { title: 'Spindle Woods', description: 'Spinning wool: which wood makes a spindle.' },
    ]);
    const say = conversation();
    const offered = titles(await say('spinning wool on a spindle'));
    expect(offered).toHaveLength(2);
    const withOne = offered.indexOf('Spindle Basics') + 1;
    expect((await say(`is there a transcript for number ${withOne}`)).response).toBe(
      `Number ${withOne}, Spindle Basics, has a transcript: Chat on its card asks about what was said in it.`,
    );
    const without = await say(`can I chat with number ${3 - withOne}`);
    expect(without.request.about).toEqual({ rank: 3 - withOne, aspect: 'transcript' });
    expect(without.response).toBe(`Number ${3 - withOne}, Spindle Woods, has no transcript, so I can't chat about it.`);
    expect(titles(without)).toEqual(offered);
  });

  it('goes back to the topic as first asked, before it was narrowed', async () => {
    await seedShow(t.database, 'Kiln Talk', [
      { title: 'Kiln Firing Basics', description: 'Kiln firing, start to finish.', durationSeconds: 600 },
      { title: 'Kiln Firing at Scale', description: 'Kiln firing for a studio.', durationSeconds: 3600 },
    ]);
    const say = conversation();
    expect(titles(await say('something about kiln firing'))).toHaveLength(2);
    expect(titles(await say('only short ones'))).toEqual(['Kiln Firing Basics']);
    const back = await say('go back to the first list');
    expect(back.request).toMatchObject({ topic: 'kiln firing', maxMinutes: null });
    expect(titles(back)).toHaveLength(2);
    // What follows refines the topic as first asked.
    expect((await say('longer ones')).request).toMatchObject({
      topic: 'kiln firing',
      maxMinutes: null,
      minMinutes: 45,
    });
  });

  it('finds the day asked for, as the Americas count it, and else the nearest with their days', async () => {
    await seedShow(t.database, 'Rye Report', [
      // 7:11 in the evening of March 4 in New York.
      { title: 'Rye Harvest Notes', description: 'The rye harvest.', publishDate: '2020-03-05T00:11:00Z' },
      { title: 'Rye Bread Week', description: 'Rye bread.', publishDate: '2020-03-09T10:00:00Z' },
      { title: 'Rye Prices', description: 'Rye prices.', publishDate: '2020-03-20T10:00:00Z' },
    ]);
    const fourth = await conversation()('the rye report on march 4th 2020');
    expect(fourth.request).toMatchObject({ show: 'Rye Report', year: 2020, month: 3, day: 4 });
    expect(titles(fourth)).toEqual(['Rye Harvest Notes']);
    expect(fourth.response).toBe(
      'I found one episode from Rye Report from March 4, 2020. 1: Rye Harvest Notes from Rye Report.',
    );
    expect((await conversation()('the rye report on march 5th 2020')).response).toMatch(
      /^I couldn't find episodes from Rye Report from March 5, 2020\. The nearest: 1: Rye Harvest Notes from Rye Report, March 4\./,
    );
    // Nothing that day: the nearest in a week either side, nearest first, with the day each came out.
    const say = conversation();
    const sixth = await say('the rye report from the 6th of march 2020');
    expect(titles(sixth)).toEqual(['Rye Harvest Notes', 'Rye Bread Week']);
    expect(sixth.searchResults.map((r) => r.explanation)).toEqual([
      'Came out on March 4, 2020.',
      'Came out on March 9, 2020.',
    ]);
    expect(sixth.response).toBe(
      "I couldn't find episodes from Rye Report from March 6, 2020. The nearest: 1: Rye Harvest Notes from Rye Report, March 4. 2: Rye Bread Week from Rye Report, March 9.",
    );
    expect((await say('when did the first one come out')).response).toBe(
      'Number 1, Rye Harvest Notes, came out on March 4, 2020.',
    );
    // A day said without its year is of the year asked before.
    const twentieth = await say('only the 20th of march');
    expect(twentieth.request).toMatchObject({ year: 2020, month: 3, day: 20 });
    expect(titles(twentieth)).toEqual(['Rye Prices']);
    // A week either side reaches into the month before.
    expect((await conversation()('the rye report on february 28th 2020')).response).toBe(
      "I couldn't find episodes from Rye Report from February 28, 2020. The nearest: 1: Rye Harvest Notes from Rye Report, March 4.",
    );
  });

  it('picks "the shortest episode about" a topic from all about it, and lists those about it first by date', async () => {
    await seedShow(t.database, 'Kelp Radio', [
      { title: 'Kelp Farming Basics', description: 'Kelp farming from the first line.', durationSeconds: 2400 },
      { title: 'Kelp Farming at Scale', description: 'Kelp farming on a hundred lines.', durationSeconds: 2700 },
      { title: 'Kelp Farming Economics', description: 'What kelp farming pays.', durationSeconds: 3000 },
      { title: 'Kelp Farming Gear', description: 'Ropes and buoys for kelp farming.', durationSeconds: 3300 },
      {
        title: 'Notes from the Farm',
        description: 'A short visit to a kelp farming crew at low tide.',
        durationSeconds: 600,
        publishDate: '2020-01-01T10:00:00Z',
      },
      {
        title: 'Harbour Diary',
        description: 'Boats and nets in the harbour, and a kelp line.',
        durationSeconds: 300,
        publishDate: '2024-06-01T10:00:00Z',
      },
      {
        title: 'Harbour Diary 2',
        description: 'Boats and nets in the harbour. The farming season is on.',
        durationSeconds: 300,
        publishDate: '2024-07-01T10:00:00Z',
      },
      {
        title: 'Harbour Diary 3',
        description: 'Boats and nets in the harbour. Farming the sea: kelp.',
        durationSeconds: 300,
        publishDate: '2024-08-01T10:00:00Z',
      },
    ]);
    // Ranked by relevance, the shortest about it comes fifth, after three were offered.
    const found = await conversation()('kelp farming');
    expect(titles(found).indexOf('Notes from the Farm')).toBeGreaterThanOrEqual(3);
    const shortest = await conversation()('the shortest episode about kelp farming');
    expect(shortest.response).toBe(
      'The shortest is number 1, Notes from the Farm from Kelp Radio. It is 10 minutes long.',
    );
    expect(titles(shortest)[0]).toBe('Notes from the Farm');
    // After it, "play number 2" plays the second heard, and "more" goes on without repeating it.
    const say = conversation();
    const heard = titles(await say('the shortest episode about kelp farming')).slice(0, 3);
    expect((await say('play number 2')).response).toBe(`Playing ${heard[1]} from Kelp Radio.`);
    const more = titles(await say('more')).slice(0, 3);
    expect(more.filter((title) => heard.includes(title))).toEqual([]);
    expect((await conversation()('play the longest episode about kelp farming')).response).toBe(
      'Playing Kelp Farming Gear from Kelp Radio.',
    );
    expect((await conversation()('the oldest episode of kelp radio')).response).toBe(
      'The oldest is number 1, Notes from the Farm from Kelp Radio. It came out on January 1, 2020.',
    );
    // Newest first, the two newest only mention it (under 0.6), and follow the four about it.
    const newest = await conversation()('the newest episodes about kelp farming');
    expect(newest.response).toMatch(
      /The newest about kelp farming: 1: Kelp Farming Gear from Kelp Radio\. 2: Kelp Farming Economics from Kelp Radio\./,
    );
    const mentions = newest.searchResults.filter((r) => r.title.startsWith('Harbour Diary'));
    expect(mentions.every((r) => (r.relevanceScore ?? 0) < 0.6)).toBe(true);
    expect(titles(newest).slice(-2).sort()).toEqual(['Harbour Diary 2', 'Harbour Diary 3']);
    // The newest one about it plays, and one that only mentions it does not.
    expect((await conversation()('play the newest episode about kelp farming')).response).toBe(
      'Playing Kelp Farming Gear from Kelp Radio.',
    );
    // None of the length asked: the shortest of any length, said so, rather than nothing to choose from.
    const short = conversation();
    expect((await short('kelp farming under 4 minutes')).response).toMatch(
      /^I couldn't find episodes about kelp farming under 4 minutes\./,
    );
    expect((await short('play the shortest')).response).toBe(
      "I couldn't find episodes about kelp farming under 4 minutes. Playing Notes from the Farm from Kelp Radio.",
    );
    expect((await conversation()('the longest episode about kelp farming over 2 hours')).response).toBe(
      "I couldn't find episodes about kelp farming over 2 hours. The longest is number 1, Kelp Farming Gear from Kelp Radio. It is 55 minutes long.",
    );
    // A pick said with a length, after an answer: of the episodes about it that long. Only the
    // harbour diaries, which mention kelp in passing, are under 6 minutes.
    const picks = conversation();
    await picks('kelp farming');
    expect((await picks('the longest one over 50 minutes')).response).toBe(
      'The longest is number 1, Kelp Farming Gear from Kelp Radio. It is 55 minutes long.',
    );
    // "How long is it" after a pick asks of the one picked, not of the first one offered.
    const it = conversation();
    await it('kelp farming');
    const picked = /^The shortest is number (\d), (.+) from Kelp Radio\. It is (.+) long\.$/.exec(
      (await it('the shortest one')).response,
    );
    expect(picked?.[1]).not.toBe('1');
    expect((await it('how long is it')).response).toBe(
      `Number ${picked?.[1]}, ${picked?.[2]}, is ${picked?.[3]} long.`,
    );
    // Asked afresh, of those about it: the harbour diaries are shorter, and only mention kelp.
    expect((await conversation()('the shortest episode about kelp farming under 45 minutes')).response).toBe(
      'The shortest is number 1, Notes from the Farm from Kelp Radio. It is 10 minutes long.',
    );
    const tooShort = conversation();
    await tooShort('kelp farming');
    expect((await tooShort('play the shortest one under 6 minutes')).response).toBe(
      "I couldn't find episodes about kelp farming under 6 minutes. Playing Notes from the Farm from Kelp Radio.",
    );
  });

  it('reads a show by name and a request for more like an earlier result', async () => {
    const say = conversation();
    const money = await say('the latest from money matters');
    expect(money.request.show).toBe('Money Matters');
    expect(money.searchResults.every((r) => r.podcastShow === 'Money Matters')).toBe(true);
    expect(money.searchResults.length).toBeGreaterThan(1);
    // Newest first, as asked, and not a count of the list.
    expect(money.response).toMatch(/^Here are the newest episodes from Money Matters\. 1: /);
    const dates = money.searchResults.map((r) => r.publishDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(money.play).toBeNull();
    // Asked to play it, the newest starts, and the rest stay on offer.
    const played = await say('play the latest money matters');
    expect(played.play).toBe(money.searchResults[0]?.id);
    expect(played.response).toBe(`Playing ${money.searchResults[0]?.title} from Money Matters.`);
    expect(played.searchResults.map((r) => r.id)).toEqual(money.searchResults.map((r) => r.id));
    // A topic is offered, not played.
    expect((await say('play something about sleep')).play).toBeNull();
    // Nothing from yesterday (the newest is 10 days old): the newest are offered and none plays.
    const yesterday = await conversation()('play money matters from yesterday');
    expect(yesterday.play).toBeNull();
    expect(yesterday.response).toMatch(/^I couldn't find episodes from Money Matters from the last 2 days\. /);
    expect(titles(yesterday)[0]).toBe('Index Funds for Beginners');

    const sleep = await say('how sleep shapes memory');
    expect(titles(sleep)[0]).toBe('How Sleep Shapes Memory');
    const like = await say('more like the first one');
    expect(like.request.similarToRank).toBe(1);
    expect(titles(like)).not.toContain('How Sleep Shapes Memory');
    expect(like.searchResults.length).toBeGreaterThan(0);
    // The reply says what they are like, not the topic before.
    expect(like.response).toMatch(/^I found (one episode|\d+ episodes) like How Sleep Shapes Memory\./);
    // The search run is said in words.
    expect(like.searchQuery).toBe('like How Sleep Shapes Memory');

    // An episode described by its words, with no answer before: the one they find first.
    const described = await conversation()('more like the episode about how sleep shapes memory');
    expect(described.request.similarToRank).toBe(1);
    expect(described.response).toMatch(/^I found (one episode|\d+ episodes) like How Sleep Shapes Memory\./);
    expect(titles(described)).toEqual(titles(like));

    const missing = await say('more like the fifth one');
    expect(missing.response).toMatch(/no episode 5/);
    await say('how sleep shapes memory');
    await say('more like the first one');
    // A refinement keeps the likeness, to the same episode: "shorter ones" like it.
    const shorter = await say('shorter ones under an hour');
    expect(shorter.response).toMatch(
      /^I found (one episode|\d+ episodes) like How Sleep Shapes Memory under an hour\./,
    );
    expect(titles(shorter)).not.toContain('How Sleep Shapes Memory');
    // "More like the first one" of that answer is like its first, not like the first about sleep.
    const likeOfLike = await say('more like the first one');
    expect(likeOfLike.response).toMatch(new RegExp(`like ${titles(shorter)[0]}`));

    // Numbers past any answer, or any time there is, are answered, not refused.
    await say('how sleep shapes memory');
    expect((await say('more like number 99')).response).toMatch(/no episode 99/);
    expect((await say('from the last 500 years')).request.withinDays).toBe(100_000);
    const long = await conversation()(Array.from({ length: 75 }, (_, i) => `word${i} sleep`).join(' '));
    expect(long.request.topic?.length).toBeLessThanOrEqual(300);
    // "The last one" is the last one offered.
    const again = await say('how sleep shapes memory');
    const last = again.searchResults[Math.min(again.searchResults.length, 3) - 1];
    const likeLast = await say('more like the last one');
    expect(likeLast.request.similarToRank).toBe(-1);
    expect(likeLast.response).toMatch(new RegExp(`^I found (one episode|\\d+ episodes) like ${last?.title}\\.`));
  });

  it('finds more like the episode playing when no answer offered it, and what follows keeps to it', async () => {
    const say = conversation();
    const funds = await say('index funds');
    expect(titles(funds)).not.toContain('How Sleep Shapes Memory');
    const [memory] = await t.database.rows<{ id: string }>(
      sql`select id from episodes where title = 'How Sleep Shapes Memory'`,
    );
    const like = await say('more like this one', { likeEpisodeId: memory?.id });
    expect(like.request.similarToRank).toBe(1);
    expect(like.response).toMatch(/^I found (one episode|\d+ episodes) like How Sleep Shapes Memory\./);
    expect(titles(like)).not.toContain('How Sleep Shapes Memory');
    expect(titles(like)).not.toEqual(titles(funds));
    // "Play number 1" plays from that answer, and a refinement stays like the episode that was playing.
    const played = await say('play number 1');
    expect(played.play).toBe(like.searchResults[0]?.id);
    const shorter = await say('shorter ones under an hour');
    expect(shorter.request.similarToRank).toBe(1);
    expect(shorter.response).toMatch(/episodes like How Sleep Shapes Memory under an hour\./);

    // What else the message asks holds with the likeness.
    const shorter20 = await conversation()('more like this one but shorter', { likeEpisodeId: memory?.id });
    expect(shorter20.request).toMatchObject({ similarToRank: 1, maxMinutes: 20, topic: null });
    expect(shorter20.response).toMatch(/episodes like How Sleep Shapes Memory under 20 minutes\./);
    const similar = await conversation()('play something similar', { likeEpisodeId: memory?.id });
    expect(similar.request).toMatchObject({ similarToRank: 1, topic: null, maxMinutes: null });

    const gone = await conversation()('more like this one', { likeEpisodeId: '00000000-0000-4000-8000-000000000000' });
    expect(gone.response).toBe('The episode playing is no longer in the catalog. Ask for a topic.');
    expect(gone.searchResults).toEqual([]);
    expect(await refused({ message: 'more like this one', likeEpisodeId: 'not-an-id' })).toMatch(
      /likeEpisodeId must be an episode id/,
    );
  });

  it('knows a show as soon as it joins the catalog or changes its name', async () => {
    const say = conversation();
    expect((await say('the latest from garden talk')).request.show).toBeNull();
    const { showIds } = await seedSearchCatalog(t.database, new Date(), [
      {
        name: 'Garden Talk',
        host: 'Ana Ruiz',
        episodes: [
          {
            key: 'garden-1',
            title: 'Tomatoes in Pots',
            description: 'Growing tomatoes on a balcony.',
            minutes: 20,
            daysAgo: 2,
          },
        ],
      },
    ]);
    const garden = await say('the latest from garden talk');
    expect(garden.request.show).toBe('Garden Talk');
    expect(titles(garden)).toEqual(['Tomatoes in Pots']);
    // A feed that renames its show: the catalog sets updated_at on every change it stores.
    await t.database.db
      .update(shows)
      .set({ name: 'Balcony Garden', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(shows.id, showIds['Garden Talk']));
    expect((await say('the latest from balcony garden')).request.show).toBe('Balcony Garden');
  });

  it('offers the newest episode of each show that fits when asked for anything, and moves on from it', async () => {
    const say = conversation();
    const surprise = await say('surprise me');
    expect(surprise.request).toMatchObject({ topic: null, anything: true });
    // The newest episode of each show (other tests add shows), newest first, then the shows' older ones.
    expect(titles(surprise)).toEqual(
      expect.arrayContaining(['How Sleep Shapes Memory', 'Sourdough Bread at Home', 'Index Funds for Beginners']),
    );
    const showsOffered = surprise.searchResults.map((r) => r.podcastShow);
    const newest = surprise.searchResults.slice(0, new Set(showsOffered).size);
    expect(new Set(newest.map((r) => r.podcastShow)).size).toBe(newest.length);
    const dates = newest.map((r) => r.publishDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(surprise.response).toMatch(/^Here is the newest from 3 shows for you\. 1: /);

    const short = await say('something under 30 minutes for the drive');
    expect(short.request).toMatchObject({ topic: null, maxMinutes: 30, anything: true });
    expect(titles(short)).toEqual(
      expect.arrayContaining(['Sourdough Bread at Home', 'Meditation and the Anxious Mind']),
    );
    expect(titles(short)).not.toContain('How Sleep Shapes Memory');
    for (const r of short.searchResults)
      expect(r.durationSeconds ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(1800);
    expect(short.response).toMatch(/^Here is the newest from \d shows under 30 minutes\. 1: /);

    const topic = await say('about money');
    expect(topic.request).toMatchObject({ topic: 'money', anything: false });

    // "Play something" asks for no choice: the first that fits starts.
    const play = await conversation()('play something under 30 minutes');
    expect(play.request).toMatchObject({ topic: null, maxMinutes: 30, anything: true });
    expect(play.play).toBe(play.searchResults[0]?.id);
    expect(play.response).toBe(`Playing ${play.searchResults[0]?.title} from ${play.searchResults[0]?.podcastShow}.`);
  });

  it('offers only shows in the language asked for, and their newest when no words of the topic match', async () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const { showId } = await seedShow(t.database, 'Nachrichten in einfacher Sprache', [
      { title: 'Die Wahl in Berlin', description: 'Was die Wahl für die Stadt bedeutet.', publishDate: daysAgo(1) },
      { title: 'Das Wetter im Winter', description: 'Schnee in den Alpen.', publishDate: daysAgo(3) },
      { title: 'Neue Züge für das Land', description: 'Die Bahn kauft neue Züge.', publishDate: daysAgo(5) },
      { title: 'Der Preis für Brot', description: 'Warum Brot teurer wird.', publishDate: daysAgo(7) },
    ]);
    await t.database.db.update(shows).set({ language: 'de-DE' }).where(eq(shows.id, showId));

    const say = conversation();
    const german = await say('something in german');
    expect(german.request).toMatchObject({ language: 'German', anything: true });
    expect(new Set(german.searchResults.map((r) => r.podcastShow))).toEqual(
      new Set(['Nachrichten in einfacher Sprache']),
    );
    expect(german.response).toMatch(
      /^Here are the newest episodes from Nachrichten in einfacher Sprache in German\. 1: Die Wahl in Berlin from /,
    );
    expect(german.searchResults.map((r) => r.explanation).slice(0, 2)).toEqual([
      'The newest episode of Nachrichten in einfacher Sprache.',
      'The 2nd newest episode of Nachrichten in einfacher Sprache.',
    ]);
    const more = await say('something else');
    expect(more.response).toMatch(/^Here are more in German\. 1: Der Preis für Brot from /);

    // Asked in English for anything, a listener is offered shows in English first, though the
    // German one is the newest; when only it fits, it is offered.
    const surprise = await conversation()('surprise me');
    expect(surprise.searchResults.length).toBeGreaterThan(0);
    expect(surprise.searchResults.map((r) => r.podcastShow)).not.toContain('Nachrichten in einfacher Sprache');
    const recent = await conversation()('anything from the last 2 days');
    expect(recent.request).toMatchObject({ anything: true, withinDays: 2 });
    expect(titles(recent)).toEqual(['Die Wahl in Berlin']);

    // English words seldom match German episodes: the newest in German are offered, and said to be.
    const bread = await conversation()('something about baking bread in german');
    expect(bread.request).toMatchObject({ topic: 'baking bread', language: 'German' });
    expect(bread.response).toMatch(/^I couldn't find episodes about baking bread in German\. Here are the newest /);
    expect(titles(bread)).not.toContain('Sourdough Bread at Home');

    const french = await conversation()('something in french');
    expect(titles(french)).toEqual([]);
    expect(french.response).toMatch(/^I couldn't find episodes in French\./);
  });

  it('offers only shows of the kind asked for', async () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const { showId } = await seedShow(t.database, 'Laugh Track', [
      { title: 'The Worst Wedding Speech', description: 'Comedians read wedding speeches.', publishDate: daysAgo(2) },
      { title: 'Bad Bread', description: 'A baker who cannot bake, in sketches.', publishDate: daysAgo(4) },
    ]);
    await t.database.db
      .update(shows)
      .set({ categories: ['Comedy', 'Comedy Interviews'] })
      .where(eq(shows.id, showId));

    const funny = await conversation()('something funny');
    expect(funny.request).toMatchObject({ genre: 'Comedy', anything: true });
    expect(titles(funny)).toEqual(['The Worst Wedding Speech', 'Bad Bread']);
    expect(funny.response).toMatch(/^Here are the newest episodes from Laugh Track\. 1: The Worst Wedding Speech /);
    // Asked to put it on, the first starts.
    const put = await conversation()('put on something funny');
    expect(put.response).toBe('Playing The Worst Wedding Speech from Laugh Track.');
    // "Tell me a joke": the comedy shows, said to be instead of a joke.
    expect((await conversation()('tell me a joke')).response).toMatch(
      /^I don't tell jokes myself, but comedy shows do\. Here are the newest episodes from Laugh Track\. 1: /,
    );

    const say = conversation();
    await say('something about bread');
    const bread = await say('make me laugh');
    expect(bread.request).toMatchObject({ topic: 'bread', genre: 'Comedy' });
    expect(titles(bread)).toEqual(['Bad Bread']);
    expect(bread.response).toMatch(/^I found one episode about bread in comedy\./);

    const kids = await conversation()('something for the kids');
    expect(titles(kids)).toEqual([]);
    expect(kids.response).toMatch(/^I couldn't find episodes in kids and family\./);
  });

  it('offers only the shows of a publisher the listener names', async () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const { showId: desk } = await seedShow(t.database, 'City Desk', [
      {
        title: 'Why Rent Keeps Rising',
        description: 'Landlords, wages and rent in the city.',
        publishDate: daysAgo(2),
      },
      { title: 'The Bus Lane Fight', description: 'Who gets the street.', publishDate: daysAgo(6) },
    ]);
    const { showId: hour } = await seedShow(t.database, 'Money Hour', [
      { title: 'Rent or Buy?', description: 'What rent costs you over ten years.', publishDate: daysAgo(3) },
    ]);
    const { showId: voices } = await seedShow(t.database, 'Tenant Voices', [
      { title: 'Rent Strikes', description: 'Tenants who stopped paying rent.', publishDate: daysAgo(1) },
    ]);
    await t.database.db.update(shows).set({ host: 'Renters United' }).where(eq(shows.id, voices));
    await t.database.db
      .update(shows)
      .set({ host: 'Civic Radio' })
      .where(inArray(shows.id, [desk, hour]));

    const say = conversation();
    const rent = await say('anything about rent');
    expect(titles(rent)).toContain('Rent Strikes');
    // Said as a follow-up, the topic stays and only the publisher's shows are searched.
    const civic = await say('what about from civic radio');
    expect(civic.request).toMatchObject({ topic: 'rent', publisher: 'Civic Radio', show: null });
    expect(new Set(titles(civic))).toEqual(new Set(['Why Rent Keeps Rising', 'Rent or Buy?']));
    expect(civic.response).toMatch(/^I found 2 episodes about rent from Civic Radio\. 1: /);

    const newest = await conversation()('something by civic radio');
    expect(newest.request).toMatchObject({ publisher: 'Civic Radio', anything: true });
    expect(newest.response).toMatch(/^Here is the newest from 2 shows from Civic Radio\. 1: Why Rent Keeps Rising /);
    // One show's one episode is named with its show.
    expect((await conversation()('anything from renters united')).response).toBe(
      'Here is the newest from Tenant Voices. 1: Rent Strikes from Tenant Voices.',
    );
    // Left out, the publisher's shows are passed over.
    const others = await conversation()('anything but civic radio about rent');
    expect(others.request).toMatchObject({ topic: 'rent', notPublishers: ['Civic Radio'] });
    expect(titles(others)).toContain('Rent Strikes');
    expect(titles(others)).not.toContain('Why Rent Keeps Rising');
    expect(titles(others)).not.toContain('Rent or Buy?');
    expect(others.response).toMatch(
      /^I found one episode about rent, not from Civic Radio\. 1: Rent Strikes from Tenant Voices\./,
    );
    // "From any show" lifts it.
    const again = conversation();
    expect((await again('rent from civic radio')).request.publisher).toBe('Civic Radio');
    const any = await again('from any show');
    expect(any.request.publisher).toBeNull();
    expect(titles(any)).toContain('Rent Strikes');
  });

  it("says which show's feed leaves out the lengths a pick needs", async () => {
    const { showId } = await seedShow(t.database, 'Unmeasured Hour', [
      { title: 'Untimed One', description: 'An episode of no stated length.' },
      { title: 'Untimed Two', description: 'Another episode of no stated length.' },
    ]);
    await t.database.db.update(episodes).set({ durationSeconds: null }).where(eq(episodes.showId, showId));
    const pick = await conversation()('the longest one from unmeasured hour');
    expect(pick.response).toBe("Unmeasured Hour's feed does not say how long its episodes are.");
  });

  it('names a topic as the episodes found write it inside their sentences', async () => {
    await seedShow(t.database, 'Press Gallery', [
      { title: 'The Rally', description: 'We follow the Grumbold campaign. Supporters of Grumbold wait for hours.' },
      { title: 'Grumbold at the Border', description: 'What Grumbold promised, and what came of it.' },
      { title: 'Orchard Notes', description: 'Pruning the apple trees. Apples keep best cold; an apple a day.' },
    ]);
    expect((await conversation()('something about grumbold')).response).toMatch(/^I found 2 episodes about Grumbold\./);
    // Written in capitals only where a sentence starts: a word, not a name.
    expect((await conversation()('something about pruning')).response).toMatch(/^I found one episode about pruning\./);
  });

  it("answers a question about a show's newest episode", async () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await seedShow(t.database, 'Tide Tables', [
      { title: 'Spring Tides', description: 'Why the moon pulls hardest twice a month.', publishDate: daysAgo(3) },
      { title: 'Neap Tides', description: 'The quiet tides between.', publishDate: daysAgo(10) },
    ]);
    const about = await conversation()('what is the latest episode of tide tables about');
    expect(about.request).toMatchObject({ show: 'Tide Tables', topic: null, about: { rank: 1, aspect: 'summary' } });
    expect(about.response).toMatch(
      /^Number 1: Spring Tides from Tide Tables, .*Why the moon pulls hardest twice a month\.$/,
    );
    const when = await conversation()('when did tide tables last come out');
    expect(when.response).toMatch(/^Number 1, Spring Tides, came out on /);
  });

  it('offers the episodes after the one it started, when asked for another', async () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await seedShowForTest('Harbour Log', [
      { title: 'Log One', description: 'Ropes.', publishDate: daysAgo(1) },
      { title: 'Log Two', description: 'Sails.', publishDate: daysAgo(2) },
      { title: 'Log Three', description: 'Tides.', publishDate: daysAgo(3) },
      { title: 'Log Four', description: 'Knots.', publishDate: daysAgo(4) },
      { title: 'Log Five', description: 'Charts.', publishDate: daysAgo(5) },
    ]);
    const say = conversation();
    expect((await say('play harbour log')).response).toBe('Playing Log One from Harbour Log.');
    // Only the first was heard: the next ones are the second on, not the fourth.
    const other = await say('not that one');
    expect(other.searchResults.slice(0, 3).map((r) => r.title)).toEqual(['Log Two', 'Log Three', 'Log Four']);
    expect((await say('something else')).searchResults.map((r) => r.title)).toEqual(['Log Five']);
  });

  it('says when a show asked for by name is not in the catalog, with the episodes that name it', async () => {
    await seedShowForTest('Audio Week', [
      { title: 'Serialized Fiction Returns', description: 'A serial people pleaser and other stories.' },
      { title: 'Season Four of Serial', description: 'Why Serial still leads the true crime charts.' },
    ]);
    const asked = await conversation()('play the latest episode of serial');
    expect(asked.request).toMatchObject({ topic: 'serial', unknownShow: 'Serial', show: null, withinDays: null });
    expect(asked.response).toBe(
      "I don't have a show called Serial, but one episode mentions it. 1: Season Four of Serial from Audio Week.",
    );
    expect(asked.play).toBeNull();
    expect(asked.searchResults.map((r) => r.title)).toEqual(['Season Four of Serial']);
    const none = await conversation()('is there a new Radiolab');
    expect(none.response).toBe("I don't have a show called Radiolab. Add it in My Creators to hear it here.");
    expect(none.searchResults).toEqual([]);
    expect(none.suggestions[0]).toBe('What shows do you have?');
  });

  it('plays the episode of the weekday asked, and the newest when the show has nothing that recent', async () => {
    const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const today = new Date();
    const noonDaysAgo = (n: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - n, 12));
    const titleOf = (n: number) => `${WEEKDAYS[noonDaysAgo(n).getUTCDay()]} Report ${n}`;
    await seedShowForTest(
      'Weekday Report',
      Array.from({ length: 10 }, (_, n) => ({ title: titleOf(n), publishDate: noonDaysAgo(n).toISOString() })),
    );
    await seedShowForTest('Old Report', [
      { title: 'Summer Report', publishDate: noonDaysAgo(60).toISOString() },
      { title: 'Spring Report', publishDate: noonDaysAgo(120).toISOString() },
    ]);
    // The last Tuesday gone by: a week ago when today is Tuesday.
    const back = (today.getUTCDay() - 2 + 7) % 7 || 7;
    expect((await conversation()('play weekday report from last tuesday')).response).toBe(
      `Playing ${titleOf(back)} from Weekday Report.`,
    );
    expect(titles(await conversation()("last tuesday's weekday report"))).toEqual([titleOf(back)]);
    // "Since" is a span of whole days back from now: it reaches Tuesday, and at most the day before it.
    const since = titles(await conversation()('weekday report since tuesday'));
    expect(since.slice(0, back + 1)).toEqual(Array.from({ length: back + 1 }, (_, n) => titleOf(n)));
    expect(since.length).toBeLessThanOrEqual(back + 2);
    const none = await conversation()('play old report from last tuesday');
    expect(none.response).toMatch(
      /^I couldn't find episodes from Old Report from .+\. The newest from Old Report: 1: Summer Report /,
    );
    expect(none.play).toBeNull();
  });

  it('an episode number said after a show is of that show, and means the episode of that number', async () => {
    await seedShowForTest('Harbor Log', [
      { title: '#1417: Fog Horns', publishDate: '2020-03-01T12:00:00Z' },
      {
        title: '#1418: Tugboats',
        description: 'Picks up where episode 1417 left the fog horns.',
        publishDate: '2020-03-08T12:00:00Z',
      },
    ]);
    const afterShow = conversation();
    await afterShow('harbor log');
    expect((await afterShow('play episode fourteen seventeen')).response).toBe(
      'Playing #1417: Fog Horns from Harbor Log.',
    );
    expect((await conversation()('episode 1417')).response).toMatch(
      /^I found one episode numbered 1417\. 1: #1417: Fog Horns from Harbor Log\.$/,
    );
  });

  it('"the one about ..." after a show\'s newest searches the show when none of them is about all of it', async () => {
    await seedShowForTest('Canal Talk', [
      { title: '#1: Stone Locks', description: 'How the old locks were built.', publishDate: '2020-01-05T12:00:00Z' },
      { title: '#2: Water Weeds', description: 'Clearing the channels.', publishDate: '2020-01-12T12:00:00Z' },
      { title: '#3: Towpaths', description: 'Walking the banks.', publishDate: '2020-01-19T12:00:00Z' },
      { title: '#4: Locks and Weirs', description: 'Keeping the level.', publishDate: '2020-01-26T12:00:00Z' },
      { title: '#5: Boat Names', description: 'What barges are called.', publishDate: '2020-02-02T12:00:00Z' },
    ]);
    const weeds = conversation();
    expect((await weeds('canal talk')).response).toMatch(/^Here are the newest episodes from Canal Talk\. 1: #5: /);
    expect((await weeds('the one about water weeds')).response).toMatch(
      /^I found one episode about water weeds from Canal Talk\. 1: #2: Water Weeds from Canal Talk\./,
    );
    // "Locks and Weirs" has "locks", not "stone": the one that has both starts.
    const locks = conversation();
    await locks('canal talk');
    expect((await locks('play the one about stone locks')).response).toBe('Playing #1: Stone Locks from Canal Talk.');
    // One of the newest has every word: it is the one.
    const weirs = conversation();
    await weirs('canal talk');
    expect((await weirs('play the one about weirs')).response).toBe('Playing #4: Locks and Weirs from Canal Talk.');
  });

  it('introduces a show asked about by its own description, then offers its newest', async () => {
    const { showId } = await seedShowForTest('Sea Charts', [
      { title: 'Spring Tides', description: 'Why the moon matters.', publishDate: '2020-03-01T12:00:00Z' },
    ]);
    await t.database.db
      .update(shows)
      .set({
        host: 'Harbour Radio',
        description:
          'A weekly show about the sea. We visit harbours, ports and lighthouses. Produced on the coast by a crew of fishermen who have sailed every harbour from Dover to Aberdeen.',
      })
      .where(eq(shows.id, showId));
    for (const said of ['what is sea charts', 'tell me about sea charts', 'what kind of show is sea charts']) {
      const told = await conversation()(said);
      expect(told.response, said).toMatch(
        /^Sea Charts, from Harbour Radio: A weekly show about the sea\. We visit harbours, ports and lighthouses\. I found one episode from Sea Charts\. 1: Spring Tides /,
      );
    }
    // Asked for its episodes, there is no introduction.
    expect((await conversation()("what's new on sea charts")).response).toMatch(
      /^I found one episode from Sea Charts\./,
    );
  });

  it('plays the shorter of the episodes the listener asked the length of', async () => {
    await seedShowForTest('Rope Work', [
      { title: 'Bowlines', durationSeconds: 1200, publishDate: '2020-03-03T12:00:00Z' },
      { title: 'Splices', durationSeconds: 1500, publishDate: '2020-03-02T12:00:00Z' },
      { title: 'Hitches', durationSeconds: 600, publishDate: '2020-03-01T12:00:00Z' },
    ]);
    const say = conversation();
    await say('rope work');
    await say('how long is the first one');
    await say('and the second');
    expect((await say('which is the longer one')).response).toBe(
      'The longer one is number 2, Splices from Rope Work. It is 25 minutes long.',
    );
    // Hitches is shorter than both, but was not asked about.
    expect((await say('play the shorter one')).response).toBe('Playing Bowlines from Rope Work.');
    const offered = conversation();
    await offered('rope work');
    expect((await offered('play the shorter one')).response).toBe('Playing Hitches from Rope Work.');
    // The two compared may be named in the question.
    const named = conversation();
    await named('rope work');
    expect((await named('which is shorter, the first or the second?')).response).toBe(
      'The shorter one is number 1, Bowlines from Rope Work. It is 20 minutes long.',
    );
    expect((await named('which one is longer, number one or number three')).response).toBe(
      'The longer one is number 1, Bowlines from Rope Work. It is 20 minutes long.',
    );
  });

  it('plays "the one from" a show named, before one whose title has its words', async () => {
    await seedShowForTest('Mill Hour', [{ title: 'Spelt Flour', description: 'Milling spelt into flour.' }]);
    await seedShowForTest('Grain Table', [
      { title: 'Spelt at the Mill Hour', description: 'An hour at the mill, grinding spelt.' },
    ]);
    const say = conversation();
    await say('spelt');
    expect((await say('play the one from mill hour')).response).toBe('Playing Spelt Flour from Mill Hour.');
  });

  it('tells of the episode whose title a listener asks about', async () => {
    await seedShowForTest('Mill Stories', [
      {
        title: '#7: The Flour Mill Fire',
        description: 'How a spark burned the old flour mill. The town rebuilt it in a year.',
        publishDate: '2020-02-01T12:00:00Z',
      },
      { title: '#8: Mill Ponds', description: 'Water for the flour mill wheel.', publishDate: '2020-02-08T12:00:00Z' },
    ]);
    for (const said of [
      'what is the flour mill fire episode about',
      'tell me about the episode called the flour mill fire',
    ]) {
      const told = await conversation()(said);
      expect(told.response, said).toMatch(
        /^Number \d: #7: The Flour Mill Fire from Mill Stories, .*How a spark burned the old flour mill\./,
      );
      expect(told.play).toBeNull();
    }
  });

  it('offers the newest for a year or month after everything that fits, and not for one before', async () => {
    await seedShowForTest('Archive Hour', [
      { title: 'Harbour Lights', publishDate: '2020-04-02T12:00:00Z' },
      { title: 'Canal Barges', publishDate: '2019-06-10T12:00:00Z' },
    ]);
    for (const said of ['archive hour from 2023', 'play archive hour from march 2022']) {
      const later = await conversation()(said);
      expect(later.response).toMatch(
        /^I couldn't find episodes from Archive Hour from (2023|March 2022)\. The newest from Archive Hour: 1: Harbour Lights from Archive Hour\. 2: Canal Barges /,
      );
      expect(later.play).toBeNull();
    }
    const earlier = await conversation()('archive hour from 2017');
    expect(earlier.response).not.toContain('The newest');
    expect(earlier.searchResults).toEqual([]);
  });

  it('for a year nothing about the topic came out in, offers the episodes about it that mention the year', async () => {
    await seedShowForTest('Ballot Box', [
      {
        title: 'Counting the 2012 Vote',
        description: 'How the election of 2012 was counted, county by county.',
        publishDate: '2019-11-03T12:00:00Z',
      },
      {
        title: 'Election Night Rules',
        description: 'What the election officials do.',
        publishDate: '2019-11-10T12:00:00Z',
      },
    ]);
    const answer = await conversation()('the election in twenty twelve');
    expect(answer.response).toBe(
      "I couldn't find episodes about the election from 2012. Episodes about the election that mention 2012: 1: Counting the 2012 Vote from Ballot Box.",
    );
    expect(answer.searchResults.map((r) => r.title)).toEqual(['Counting the 2012 Vote']);
    // A year that none about it mention is still said to have nothing.
    expect((await conversation()('the election in 2011')).response).toMatch(
      /^I couldn't find episodes about the election from 2011\. Try different words/,
    );
  });

  it('offers the newest of the news shows for the news, not episodes that say the word', async () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const { showId } = await seedShow(t.database, 'Morning Briefing', [
      { title: 'Tuesday Briefing', description: 'A storm, a strike and the markets.', publishDate: daysAgo(1) },
      { title: 'Monday Briefing', description: 'Elections abroad and a ceasefire.', publishDate: daysAgo(2) },
    ]);
    await t.database.db
      .update(shows)
      .set({ categories: ['News', 'Daily News'] })
      .where(eq(shows.id, showId));
    await seedShow(t.database, 'Media Matters Weekly', [
      { title: 'Putting Fake News on Trial', description: 'How fake news spreads, and the news business.' },
    ]);

    const news = await conversation()('play the news');
    expect(news.request).toMatchObject({ topic: 'news' });
    expect(news.response).toBe('Playing Tuesday Briefing from Morning Briefing.');
    expect(titles(news)).toEqual(['Tuesday Briefing', 'Monday Briefing']);
    const headlines = await conversation()('give me the headlines');
    expect(headlines.response).toMatch(/^Here are the newest episodes from Morning Briefing\. 1: Tuesday Briefing /);
    expect((await conversation()('give me the top stories')).response).toMatch(
      /^Here are the newest episodes from Morning Briefing\b/,
    );
    for (const said of ['a morning news briefing', 'a news update'])
      expect((await conversation()(said)).response, said).toMatch(
        /^Here are the newest episodes from Morning Briefing\b/,
      );
    // Said of a show, the headlines or its update are its newest.
    for (const said of ['the headlines from media matters weekly', 'the media matters weekly update']) {
      const ofShow = await conversation()(said);
      expect(ofShow.response, said).toMatch(/ from Media Matters Weekly\. 1: Putting Fake News on Trial /);
    }
    // A subject of the news is searched as any topic is.
    expect(titles(await conversation()('fake news'))).toContain('Putting Fake News on Trial');
  });

  it('answers questions about an episode it offered, and keeps offering the same ones', async () => {
    await seedShow(t.database, 'Ledger Notes', [
      {
        title: 'Thirteen Thousand Economists',
        description:
          'We asked economists for their most useful idea. | Subscribe to our weekly newsletter here. Learn more about your ad choices.',
      },
    ]);
    const asked = conversation();
    await asked('thirteen thousand economists');
    expect((await asked('tell me about number one')).response).toMatch(
      /^Number 1: Thirteen Thousand Economists from Ledger Notes[^|]*We asked economists for their most useful idea\.$/,
    );
    // A production note and a call to action before the description's own words are not read out.
    await seedShow(t.database, 'City Sounds', [
      {
        title: 'The Lost Tape Archive',
        description:
          "Rebroadcast: this episode was originally released in May 2018. Visit https://example.com/tapes for all the links.\nA librarian rescues a city's forgotten tape recordings.",
      },
    ]);
    const tapes = conversation();
    await tapes('the lost tape archive');
    expect((await tapes('tell me about number one')).response).toMatch(
      /^Number 1: The Lost Tape Archive from City Sounds[^:]*A librarian rescues a city's forgotten tape recordings\.$/,
    );
    const say = conversation();
    const found = await say('something about baking bread');
    const second = found.searchResults[1];
    expect(second).toBeDefined();
    const about = await say('tell me about number two');
    expect(titles(about)).toEqual(titles(found));
    expect(about.response.startsWith(`Number 2: ${second?.title} from ${second?.podcastShow}`)).toBe(true);
    expect(about.suggestions).toContain('Play number 2');
    // Asked which to hear, the first is told about, with why it is first.
    const asks = conversation();
    await asks('something about baking bread');
    const recommended = await asks('which one do you recommend');
    expect(
      recommended.response.startsWith(
        `I'd start with the best match. Number 1: ${found.searchResults[0]?.title} from ${found.searchResults[0]?.podcastShow}`,
      ),
    ).toBe(true);
    // Popularity is not known, and the reply says so.
    expect((await asks('which is the most popular one')).response).toMatch(
      /^I can't tell how many people listen to each\. I'd start with the best match\. Number 1: /,
    );
    const play = await say('play it');
    expect(play.play).toBe(second?.id);
    // "The last one" is the last offered, however many that was.
    const offeredCount = Math.min(found.searchResults.length, 3);
    await say("what's the last one about");
    expect((await say('play it')).play).toBe(found.searchResults[offeredCount - 1]?.id);
    expect((await say('play the last one')).play).toBe(found.searchResults[offeredCount - 1]?.id);
    expect(play.response).toBe(`Playing ${second?.title} from ${second?.podcastShow}.`);
    const length = await say('how long is the first one');
    const minutes = Math.round((found.searchResults[0]?.durationSeconds ?? 0) / 60);
    expect(length.response).toBe(`Number 1, ${found.searchResults[0]?.title}, is ${minutes} minutes long.`);
    // Of all of them, each by its number.
    const each = await say('how long are they');
    const spokenMinutes = (r?: { durationSeconds: number | null }) =>
      `${Math.round((r?.durationSeconds ?? 0) / 60)} minutes`;
    expect(each.response).toBe(
      `Number 1 is ${spokenMinutes(found.searchResults[0])} long, ${found.searchResults
        .slice(1, offeredCount)
        .map((r, i) => `number ${i + 2} is ${spokenMinutes(r)}`)
        .join(', ')}.`,
    );
    expect(titles(each)).toEqual(titles(found));
    expect((await say('what are they about')).response).toMatch(/^Number 1: .* Number 2: /);
    expect((await conversation()('how long are they')).response).toBe(
      'There is nothing in my last answer to choose from. Ask for a topic first.',
    );
    await say('something else');
    const back = await say('the ones before');
    expect(titles(back)).toEqual(titles(found));
    expect(back.response).toMatch(/^Back to the ones before, about baking bread\. 1: /);
    // "The shortest one" is the shortest of the ones heard, and "play it" starts it.
    const heard = found.searchResults.slice(0, offeredCount);
    const shortest = heard.reduce((a, b) => ((b.durationSeconds ?? 0) < (a.durationSeconds ?? 0) ? b : a));
    const rank = heard.indexOf(shortest) + 1;
    const picked = await say('which one is the shortest');
    expect(picked.response).toBe(
      `The shortest is number ${rank}, ${shortest.title} from ${shortest.podcastShow}. It is ${Math.round((shortest.durationSeconds ?? 0) / 60)} minutes long.`,
    );
    expect(titles(picked)).toEqual(titles(found));
    expect((await say('play it')).play).toBe(shortest.id);
    expect((await say('play the longest one')).play).toBe(
      heard.reduce((a, b) => ((b.durationSeconds ?? 0) > (a.durationSeconds ?? 0) ? b : a)).id,
    );
    // "The one about ..." picks the offered episode whose title has the word.
    const last = heard.at(-1);
    const word = last?.title
      .split(/[^A-Za-z]+/)
      .find((w) => w.length > 3 && !heard.slice(0, -1).some((h) => h.title.toLowerCase().includes(w.toLowerCase())));
    expect(word).toBeDefined();
    expect((await say(`ok play the one about ${word}`)).play).toBe(last?.id);
    expect((await say('the one about volcanoes')).response).toBe(
      'None of the ones I offered is about volcanoes. Say "something about volcanoes" to look for it.',
    );
    // Words too long for a suggestion's button are answered, with no such button.
    const words = Array.from({ length: 30 }, (_, i) => `volcano${i}`).join(' ');
    const wordy = await say(`the one about ${words}`);
    expect(wordy.response).toMatch(/^None of the ones I offered is about volcano0 /);
    expect(wordy.suggestions.every((s) => s.length <= 200)).toBe(true);
    const nothing = conversation();
    await nothing('something about quantum chromodynamics');
    expect((await nothing('the shortest one')).response).toBe(
      'There is nothing in my last answer to choose from. Ask for a topic first.',
    );
    // Said first, with nothing offered yet.
    expect((await conversation()('the shortest one')).response).toBe(
      'There is nothing in my last answer to choose from. Ask for a topic first.',
    );
    expect((await conversation()('the second one')).response).toBe(
      'There is nothing in my last answer to choose from. Ask for a topic first.',
    );
    expect((await conversation()('something like the last one')).response).toBe(
      'There is nothing in my last answer to choose from. Ask for a topic first.',
    );
    expect((await conversation()('how long is it')).response).toBe(
      'There is nothing in my last answer to choose from. Ask for a topic first.',
    );
    const none = await say('tell me about number 40');
    expect(none.response).toBe('There is no episode 40 in my last answer. Ask for a topic first.');
    expect((await conversation()('who is the guest on the last one')).response).toBe(
      'There is nothing in my last answer to choose from. Ask for a topic first.',
    );
    expect((await conversation()('tell me about number 2')).response).toMatch(
      /^There is no episode 2 in my last answer/,
    );
  });

  it("offers other shows' episodes like a show the listener names", async () => {
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await t.database.db
      .update(shows)
      .set({ description: 'Home cooking and baking: bread, dough, knives and the recipes we cook at home.' })
      .where(eq(shows.name, 'Kitchen Table'));
    await seedShow(t.database, 'Crumb Club', [
      {
        title: 'Baking Bread With a Starter',
        description: 'Home baking: bread dough, a sourdough starter and the recipes we cook with it.',
        publishDate: daysAgo(3),
      },
    ]);
    const like = await conversation()('podcasts like kitchen table');
    expect(like.request).toMatchObject({ likeShow: 'Kitchen Table', show: null, topic: null });
    expect(titles(like)).toContain('Baking Bread With a Starter');
    expect(like.searchResults.some((r) => r.podcastShow === 'Kitchen Table')).toBe(false);
    expect(like.response).toMatch(/^I found (one episode|\d+ episodes) like Kitchen Table from other shows\. 1: /);
    // Explained as like the show, not as like something the listener described.
    const baking = like.searchResults.find((r) => r.title === 'Baking Bread With a Starter');
    expect(baking?.explanation).toMatch(/^Similar to Kitchen Table: /);
  });

  it("does not take a word of a show's name in capitals for a name", async () => {
    await seedShowForTest('Needle Hour', [
      {
        title: 'Casting On',
        description: 'Welcome back to How to Knit a Scarf. This week on How to Knit a Scarf: casting on.',
        publishDate: '2020-01-01T12:00:00Z',
      },
      {
        title: 'Binding Off',
        description: 'Today on How to Knit a Scarf, the last row.',
        publishDate: '2020-01-08T12:00:00Z',
      },
    ]);
    expect((await conversation()('how to knit a scarf')).response).toMatch(
      /^I found 2 episodes about how to knit a scarf\. /,
    );
  });

  it('says a name as the episodes write it when it offers the newest about it instead', async () => {
    await seedShowForTest('Engine Room', [
      {
        title: 'The First Programmer',
        description: 'We read what Grace Hopper wrote, and how Grace Hopper built a compiler.',
        publishDate: '2019-05-01T12:00:00Z',
      },
    ]);
    const say = conversation();
    await say('anything about grace hopper');
    expect((await say('only this year')).response).toMatch(
      /^I couldn't find episodes about Grace Hopper from this year\. The newest about Grace Hopper: 1: The First Programmer /,
    );
  });

  it('finds episodes of the year asked for', async () => {
    const year = new Date(Date.now() - 400 * 86_400_000).getUTCFullYear();
    const money = await conversation()(`bitcoin from ${year}`);
    expect(money.request).toMatchObject({ topic: 'bitcoin', year });
    expect(titles(money)).toEqual(['Is Bitcoin a Bubble?']);
    expect(money.response).toContain(`about bitcoin from ${year}`);
    // Nothing lately: the newest about it, however old, and the reply says so.
    const lately = await conversation()('anything new about bitcoin');
    expect(lately.request).toMatchObject({ topic: 'bitcoin', withinDays: 30 });
    expect(lately.response).toMatch(
      /^I couldn't find episodes about bitcoin from the last 30 days\. The newest about bitcoin: 1: .* from /,
    );
    expect(titles(lately)).toContain('Is Bitcoin a Bubble?');
    expect(lately.suggestions).not.toContain('Anything newer?');
    // Questions about that answer are asked of the episodes it offered.
    const say = conversation();
    const newest = await say('anything new about bitcoin');
    const first = newest.searchResults[0];
    const about = await say('tell me about number one');
    expect(about.response.startsWith(`Number 1: ${first?.title} from ${first?.podcastShow}`)).toBe(true);
    expect((await say('play it')).play).toBe(first?.id);
    // "More like" one of them is like that one, though the search asked found none.
    const like = await say('more like the first one');
    expect(like.response).toContain(`like ${first?.title}`);
    // With no topic too: the newest of all, the first of them 3 days old.
    const today = await conversation()('anything from today');
    expect(today.request).toMatchObject({ withinDays: 1, anything: true });
    expect(today.response).toMatch(/^I couldn't find episodes from today\. The newest I have: 1: .* from /);
    expect(today.searchResults.length).toBeGreaterThan(3);
    const none = await conversation()(`bitcoin from ${year - 3}`);
    expect(titles(none)).toEqual([]);
    expect(none.suggestions).toContain('Any time');
  });

  it('asks for a topic when a message has none, and refuses bad input', async () => {
    const say = conversation();
    const none = await say('please');
    expect(none.searchResults).toEqual([]);
    expect(none.response).toMatch(/What would you like to hear about/);
    expect(await refused({ message: '   ' })).toMatch(/Message is required/);
  });

  it('suggests leaving out only what was asked when nothing is found', async () => {
    const topic = await conversation()('quasar knitting');
    expect(topic.response).toBe("I couldn't find episodes about quasar knitting. Try different words.");
    const short = await conversation()('quasar knitting under 10 minutes from 2019');
    expect(short.response).toBe(
      "I couldn't find episodes about quasar knitting under 10 minutes from 2019. Try different words, or ask without the length or the date.",
    );
  });
});

describe.each(testDatabases())('POST /api/conversational-search on an empty catalog, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('says there is nothing to search yet, not to try other words', async () => {
    const listener = await t.listener();
    // A mood alone has nothing to be searched instead of it, and gets the same answer; nor is a
    // joke or the best said to be found in comedy shows or unknown.
    for (const message of [
      'farming, nothing over half an hour',
      'something relaxing',
      'tell me a joke',
      'the best episodes about farming',
    ]) {
      const res = await listener.inject({
        method: 'POST',
        url: '/api/conversational-search',
        headers: { origin: 'http://localhost' },
        payload: { message, conversationHistory: [], isVoiceSearch: true },
      });
      expect(res.statusCode).toBe(200);
      const body = ConversationalSearchResponse.parse(res.json());
      expect(body.response).toBe(
        'There are no episodes to search yet. Follow podcasts under My Creators and their episodes become searchable.',
      );
      expect(body.searchResults).toEqual([]);
      expect(body.suggestions).toEqual([]);
      expect(body.searchQuery).toBeNull();
    }
  });
});

describe.each(testDatabases())('POST /api/conversational-search, a show left out or a length asked, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** A new listener's conversation: each message is sent with the turns before it. */
  const conversation = async () => {
    const listener = await t.listener();
    const history: { role: 'user' | 'assistant'; content: string }[] = [];
    return async (message: string) => {
      const res = await listener.inject({
        method: 'POST',
        url: '/api/conversational-search',
        headers: { origin: 'http://localhost' },
        payload: { message, conversationHistory: history },
      });
      expect(res.statusCode).toBe(200);
      const body = ConversationalSearchResponse.parse(res.json());
      history.push({ role: 'user', content: message }, { role: 'assistant', content: body.response });
      return body;
    };
  };

  it('finds the other shows on a topic one show has more of than an answer looks at', async () => {
    await seedShow(
      t.database,
      'Ballot Desk',
      Array.from({ length: 60 }, (_, i) => ({
        title: `Election Night, Part ${i + 1}`,
        description: 'Counting the votes of the election, county by county.',
        publishDate: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
      })),
    );
    await seedShow(t.database, 'Town Square', [
      { title: 'How an Election Is Run', description: 'Poll workers explain the election day.' },
      { title: 'Who Counts the Election Votes', description: 'The clerks behind the election count.' },
    ]);
    const listener = await t.listener();
    const res = await listener.inject({
      method: 'POST',
      url: '/api/conversational-search',
      headers: { origin: 'http://localhost' },
      payload: { message: 'something about the election but not from ballot desk', conversationHistory: [] },
    });
    expect(res.statusCode).toBe(200);
    const others = ConversationalSearchResponse.parse(res.json());
    expect(others.request).toMatchObject({ topic: 'election', notShows: ['Ballot Desk'] });
    expect(others.searchResults.map((r) => r.title)).toEqual(
      expect.arrayContaining(['How an Election Is Run', 'Who Counts the Election Votes']),
    );
    expect(others.searchResults.some((r) => r.podcastShow === 'Ballot Desk')).toBe(false);
    expect(others.response).toMatch(/^I found (2|\d\d?) episodes about the election, not from Ballot Desk\. 1: /);
  });

  it('searches within the length asked for, past the episodes that match better but do not fit', async () => {
    // Enough other episodes that the harvest's words stay rare in the catalog.
    await seedShow(
      t.database,
      'Tide Tables',
      Array.from({ length: 200 }, (_, i) => ({
        title: `Tide Table ${i + 1}`,
        description: 'High and low water for the week.',
        publishDate: new Date(Date.UTC(2022, 0, 1 + i, 10)).toISOString(),
      })),
    );
    // Sixty hour-long episodes about the harvest, on six shows, each its own.
    const weeds = ['Kelp', 'Dulse', 'Wrack', 'Nori', 'Sea lettuce', 'Carrageen'];
    for (const [k, weed] of weeds.entries())
      await seedShow(
        t.database,
        `${weed} Hour`,
        Array.from({ length: 10 }, (_, i) => ({
          title: `The Seaweed Harvest: ${weed}, part ${i + 1}`,
          description: `${weed} at the seaweed harvest, week ${i + 1} of the season.`,
          durationSeconds: 3600,
          publishDate: new Date(Date.UTC(2024, k, 1 + i, 10)).toISOString(),
        })),
      );
    await seedShow(t.database, 'Shore Notes', [
      {
        title: 'Tide Pools in June',
        description: 'Tide pools, crabs and gulls, and last of all a word on this year’s seaweed harvest.',
        durationSeconds: 420,
        publishDate: '2023-06-01T10:00:00Z',
      },
    ]);
    const listener = await t.listener();
    const res = await listener.inject({
      method: 'POST',
      url: '/api/conversational-search',
      headers: { origin: 'http://localhost' },
      payload: { message: 'something about the seaweed harvest under 10 minutes', conversationHistory: [] },
    });
    const short = ConversationalSearchResponse.parse(res.json());
    expect(short.searchResults.map((r) => r.title)).toEqual(['Tide Pools in June']);
    expect(short.response).toMatch(/^I found one episode about the seaweed harvest under 10 minutes\./);
  });

  it('offers the episodes like one at any time, when none like it came out in the time asked', async () => {
    await seedShow(t.database, 'Orchard Talk', [
      {
        title: 'Grafting Apple Trees',
        description: 'Grafting apple trees in the orchard: rootstock and scion wood.',
        publishDate: '2020-03-01T10:00:00Z',
      },
      {
        title: 'Pruning Apple Trees',
        description: 'Pruning apple trees in the orchard in late winter.',
        publishDate: '2020-02-01T10:00:00Z',
      },
      {
        title: 'Thinning Apple Fruit',
        description: 'Thinning the fruit of apple trees in the orchard in June.',
        publishDate: '2020-01-01T10:00:00Z',
      },
    ]);
    const say = await conversation();
    expect((await say('anything new about apple trees from orchard talk')).response).toMatch(
      /^I couldn't find episodes about apple trees from Orchard Talk from the last 30 days\. The newest about apple trees from Orchard Talk: 1: Grafting Apple Trees/,
    );
    const like = await say('more like the first one');
    expect(like.response).toMatch(
      /^I couldn't find episodes like Grafting Apple Trees from Orchard Talk from the last 30 days\. From any time: 1: (Pruning|Thinning) /,
    );
    expect(like.searchResults.map((r) => r.title)).not.toContain('Grafting Apple Trees');
  });

  it('plays a random episode of a show, from all of its episodes, and goes on from the one played', async () => {
    // Twice as many episodes as an answer looks at: the newest 50, and 50 older.
    const { episodeIds } = await seedShow(
      t.database,
      'Coin Toss',
      Array.from({ length: 100 }, (_, i) => ({
        title: `Toss ${i + 1}`,
        publishDate: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
        durationSeconds: 600 + i * 60,
      })),
    );
    const older = new Set(episodeIds.slice(0, 50));
    const played: string[] = [];
    for (let i = 0; i < 25; i++) {
      const answer = await (await conversation())('play a random episode of coin toss');
      expect(answer.response).toMatch(/^Playing Toss \d+ from Coin Toss\.$/);
      played.push(answer.play as string);
    }
    expect(played.every((id) => episodeIds.includes(id))).toBe(true);
    expect(new Set(played).size).toBeGreaterThan(1);
    // One chance in 33 million that 25 draws all miss the older half.
    expect(played.some((id) => older.has(id))).toBe(true);

    // The questions after it are of the episode played, and "another one" plays another.
    const say = await conversation();
    const first = await say('shuffle coin toss');
    expect(first.response).toMatch(/^Here are some episodes from Coin Toss, picked at random\. 1: Toss \d+ /);
    const random = await say('play a random one');
    const title = /^Playing (Toss \d+) from Coin Toss\.$/.exec(random.response)?.[1];
    expect(title).toBeDefined();
    expect((await say('how long is it')).response).toMatch(new RegExp(`^Number 1, ${title}, is .+ long\\.$`));
    const another = await say('another one');
    expect(another.play).toBeDefined();
    expect(another.play).not.toBe(random.play);
    expect(episodeIds).toContain(another.play);

    // Read again, the conversation lists the episodes drawn in the places the cards showed them.
    const cards = await conversation();
    const drawn = await cards('play a random episode of coin toss');
    const second = await cards('play number 2');
    expect(second.play).toBe(drawn.searchResults[1]?.id);
    expect(second.searchResults.map((r) => r.id)).toEqual(drawn.searchResults.map((r) => r.id));
  });

  it('says a topic narrowed by a mention as it was asked', async () => {
    await seedShow(t.database, 'Orbit Notes', [
      {
        title: 'Rockets Over Florida',
        description: 'Space launches, and what NASA plans next.',
        durationSeconds: 1500,
      },
      { title: 'Gardens on the Moon', description: 'Space farming for the first lunar base.', durationSeconds: 1500 },
    ]);
    const say = await conversation();
    await say('space from orbit notes');
    const narrowed = await say('only the ones that mention nasa');
    expect(narrowed.request.topic).toBe('space nasa');
    expect(narrowed.response).toMatch(
      /^I found one episode about space mentioning NASA from Orbit Notes\. 1: Rockets Over Florida/,
    );
  });

  it('picks an episode just offered by when it came out', async () => {
    const { episodeIds } = await seedShow(t.database, 'Almanac Hour', [
      { title: 'Early Spring', publishDate: '2025-03-10T12:00:00Z', durationSeconds: 1200 },
      { title: 'Showers', publishDate: '2025-04-10T12:00:00Z', durationSeconds: 1200 },
      { title: 'Blossoms', publishDate: '2025-05-10T12:00:00Z', durationSeconds: 1200 },
    ]);
    const say = await conversation();
    expect((await say('almanac hour')).response).toMatch(
      /^Here are the newest episodes from Almanac Hour\. 1: Blossoms/,
    );
    expect((await say('the one from april 2025')).response).toMatch(/^Number 2: Showers from Almanac Hour/);
    expect((await say('play the one from march 2025')).play).toBe(episodeIds[0]);
    expect((await say('the one from june 2025')).response).toBe(
      'None of the ones I offered is from June 2025. Say "from June 2025" to look for one.',
    );
  });

  it('picks the longest or shortest episode of the whole catalog, or of a show, past its newest 50', async () => {
    // A show with more episodes than an answer looks at, its longest and shortest its oldest.
    const { episodeIds } = await seedShow(t.database, 'Long Haul', [
      { title: 'The Whole Night Through', publishDate: '2001-01-01T10:00:00Z', durationSeconds: 20 * 3600 },
      { title: 'A Minute of Quiet', publishDate: '2001-01-02T10:00:00Z', durationSeconds: 60 },
      ...Array.from({ length: 55 }, (_, i) => ({
        title: `Mile Marker ${i + 1}`,
        publishDate: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
        durationSeconds: 1500,
      })),
    ]);
    // Each asked first, in a conversation of its own.
    const say = async (message: string) => (await conversation())(message);
    const longest = await say("what's the longest episode you have");
    expect(longest.response).toBe(
      'The longest is number 1, The Whole Night Through from Long Haul. It is 20 hours long.',
    );
    expect(longest.searchResults[0]?.explanation).toBe('20 hours long.');
    expect((await say('play your longest episode')).play).toBe(episodeIds[0]);
    expect((await say("what's the oldest episode you have")).response).toMatch(
      /^The oldest is number 1, The Whole Night Through from Long Haul\. It came out on /,
    );
    expect((await say('the shortest episode of long haul')).response).toBe(
      'The shortest is number 1, A Minute of Quiet from Long Haul. It is 1 minute long.',
    );
  });
});
