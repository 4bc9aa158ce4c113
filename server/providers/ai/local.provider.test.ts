import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasSharedFixtures, sharedFixture } from '../../test/fixtures';
import { parseTranscript } from '../transcript-formats/parse-transcript';
import type { TimedText } from './ai-provider';
import { LocalAiProvider } from './local.provider';
import { indexTranscript } from './passage-retrieval';
import { porterStem } from './porter-stemmer';
import { adaptQuery } from './query-adaptation';
import { queryTermsOf } from './text-terms';

const line = (start: number, text: string, speaker: string | null = null): TimedText => ({
  startSeconds: start,
  endSeconds: start + 9,
  speaker,
  text,
});

// Filler so that the facts below sit in windows of their own.
const filler = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) =>
    line(from + i * 10, `We chatted about the weather and the drive over, part ${i}.`),
  );

const transcript: TimedText[] = [
  line(0, 'Welcome to Signal Path, with our guest Priya.', 'Host'),
  ...filler(10, 12),
  line(130, 'Priya: we moved every feed notification to pod ping last spring.', 'Priya'),
  line(140, 'It replaced polling, so apps hear about new episodes within seconds.', 'Priya'),
  ...filler(150, 12),
  line(270, 'For validation we use Cerebus schemas on every request body.', 'Priya'),
  ...filler(280, 12),
  line(400, 'Our servers run in Frankfurt because most listeners are in Germany.', 'Priya'),
  ...filler(410, 6),
];

describe('local provider retrieval', () => {
  const provider = new LocalAiProvider();
  const ask = (question: string) => provider.answer({ question, passages: transcript, contentTitle: 'Signal Path' });

  describe('a question that follows an answer', () => {
    const cited = (a: { citations: { startSeconds: number | null; endSeconds: number | null }[] }) =>
      a.citations.map(({ startSeconds, endSeconds }) => ({ startSeconds, endSeconds }));
    const follow = (question: string, earlier: { question: string; cited: ReturnType<typeof cited> }[]) =>
      provider.answer({ question, passages: transcript, contentTitle: 'Signal Path', earlier });

    it('goes on from where the last answer quoted when asked to tell more', async () => {
      const first = await ask('Why did they adopt Podping?');
      const end = first.citations[0]?.endSeconds as number;
      for (const more of ['Tell me more', 'go on', 'OK, and then?', 'What did she say next?']) {
        const next = await follow(more, [{ question: 'Why did they adopt Podping?', cited: cited(first) }]);
        expect(next.citations).toHaveLength(1);
        expect(next.citations[0]?.startSeconds).toBeGreaterThanOrEqual(end);
        expect(next.answer).toMatch(/^Right after that, at \[\d+:\d\d\], /);
      }
      // Said again, it goes on from there.
      const next = await follow('tell me more', [{ question: 'Why did they adopt Podping?', cited: cited(first) }]);
      const again = await follow('tell me more', [
        { question: 'Why did they adopt Podping?', cited: cited(first) },
        { question: 'tell me more', cited: cited(next) },
      ]);
      expect(again.citations[0]?.startSeconds).toBeGreaterThanOrEqual(next.citations[0]?.endSeconds as number);
      // With nothing asked before, "tell me more" is a question like any other.
      expect((await ask('tell me more')).answer).not.toMatch(/^Right after that/);
    });

    it('reads "why?" and "where are they?" with the question before, and "what else?" past what was quoted', async () => {
      const first = await ask('Where do their servers run?');
      expect(first.citations[0]?.startSeconds).toBe(400);
      const earlier = [{ question: 'Where do their servers run?', cited: cited(first) }];
      expect((await follow('why?', earlier)).citations[0]?.startSeconds).toBe(400);
      // Alone, "why?" finds nothing.
      expect((await ask('why?')).citations).toEqual([]);
      const other = await follow('what else?', earlier);
      expect(other.citations.every((c) => c.startSeconds !== 400)).toBe(true);
      expect(other.answer).toMatch(/^(Also about that, at \[\d+:\d\d\], |That is all I found)/);
    });
  });

  it('stems the way Porter does', () => {
    expect(['caching', 'caches', 'cached'].map(porterStem)).toEqual(['cach', 'cach', 'cach']);
    expect(porterStem('relational')).toBe('relat');
    expect(porterStem('generalization')).toBe('gener');
  });

  it('finds a word that speech-to-text split in two, and cites its time', async () => {
    const answer = await ask('Why did they adopt Podping?');
    expect(answer.citations[0].startSeconds).toBe(130);
    expect(answer.answer).toContain('[2:10]');
  });

  it('finds a name that speech-to-text misspelt', async () => {
    const answer = await ask('What is Cerberus used for?');
    expect(answer.citations[0].startSeconds).toBe(270);
  });

  it('never takes an everyday word for a misspelling: "weather" is not "whether"', async () => {
    const chat = (from: number) =>
      Array.from({ length: 10 }, (_, i) => line(from + i * 10, `We talked about feeds and apps, part ${i}.`));
    const talk: TimedText[] = [
      line(0, 'Welcome back to Signal Path.', 'Host'),
      ...chat(10),
      line(110, 'I wonder whether apps will listen for pod ping at all.', 'Priya'),
      ...chat(120),
    ];
    const answer = await provider.answer({
      question: "What's the weather like?",
      passages: talk,
      contentTitle: 'Signal Path',
    });
    expect(answer.citations).toEqual([]);
  });

  it('takes a word the transcript already has as meant, not its near spellings', async () => {
    const passages: TimedText[] = [
      line(0, 'Welcome back to Signal Path.', 'Host'),
      ...filler(10, 12),
      line(130, 'My first computer was a hand-me-down with a green screen.', 'Priya'),
      ...filler(140, 12),
      line(260, 'The first release had two competing designs, and neither was compatible with version 1.4.', 'Priya'),
      ...filler(270, 12),
    ];
    const answer = await provider.answer({
      question: "What was Priya's first computer?",
      passages,
      contentTitle: 'Signal Path',
    });
    expect(answer.citations[0].startSeconds).toBe(130);
  });

  it('quotes the reply that follows a matched line', async () => {
    const answer = await ask('What happened to polling?');
    expect(answer.citations[0].text).toContain('within seconds');
  });

  it('answers who the guest is from the introduction, though no line says "guest"', async () => {
    const opening: TimedText[] = [
      line(0, 'Your servers are idle and would like a job.', 'Host'),
      line(5, 'Today we are joined by Vincent to talk about caching.', 'Host'),
      ...filler(15, 14),
      line(160, 'These days I work for a company that makes notebooks.', 'Vincent'),
      ...filler(170, 14),
    ];
    const answer = await provider.answer({ question: 'Who is the guest?', passages: opening, contentTitle: 'Caching' });
    expect(answer.citations[0].text).toContain('joined by Vincent');
  });

  it('answers who the host is from the introduction that says "host", and who the guest is from the one that says "guest"', async () => {
    const opening: TimedText[] = [
      line(0, 'Signal Path, episode one, with guest Priya Raman, recorded in March.', 'Host'),
      ...filler(10, 3),
      line(40, 'This is your host, Dana Reyes. Follow me online.', 'Host'),
      ...filler(50, 14),
    ];
    const answer = (question: string) => provider.answer({ question, passages: opening, contentTitle: 'Signal Path' });
    const host = (await answer('Who is the host?')).citations[0];
    expect(host.text).toContain('Dana Reyes');
    expect(host.text).not.toContain('Priya');
    expect((await answer('Who is the guest?')).citations[0].text).toContain('Priya Raman');
  });

  it('reads "the name of the host" as asking who hosts, not for the word "name"', async () => {
    const opening: TimedText[] = [
      line(0, 'Hey, Travis Albritton here, with a conversation I have wanted to share for a while.', 'Travis'),
      ...filler(10, 5),
      line(60, 'So my name is Eric and I spent most of my career working at NPR.', 'Eric'),
      ...filler(70, 14),
      line(210, 'What name should a new show have? A name that says what it is.', 'Eric'),
      ...filler(220, 8),
    ];
    const answer = (question: string) =>
      provider.answer({ question, passages: opening, contentTitle: 'Podcasting 201' });
    // Nobody says "host" or "guest": the show opens with its host, and the guest comes later.
    expect((await answer("What's the name of the host?")).citations[0].text).toContain('Travis Albritton');
    expect((await answer('Who is the guest?')).citations[0].text).toContain('my name is Eric');
    expect((await answer('What does the guest do for a living?')).citations[0].text).toContain('working at NPR');
    expect((await answer("Who's on the show today?")).citations[0].startSeconds).toBeLessThan(70);
  });

  it('answers "what is X" where X is named, not only where it is said', async () => {
    const talk: TimedText[] = [
      line(0, 'Welcome back to Signal Path.', 'Host'),
      ...filler(10, 12),
      line(130, 'These days I work for a company called Lumen. We make notebooks.', 'Priya'),
      ...filler(140, 12),
      line(260, 'Then I look at the git repository for Lumen, all of the Lumen code, line by line.', 'Priya'),
      ...filler(270, 8),
    ];
    const answer = await provider.answer({ question: 'What is Lumen?', passages: talk, contentTitle: 'Signal Path' });
    expect(answer.citations[0].startSeconds).toBe(130);
  });

  it('meets "drawbacks" where the episode says "limitation" or "downside"', async () => {
    const talk: TimedText[] = [
      line(0, 'Welcome back to Signal Path.', 'Host'),
      ...filler(10, 12),
      line(130, 'Pod ping is great for new episodes, and pod ping is free.', 'Priya'),
      ...filler(140, 12),
      line(260, 'The one limitation of pod ping is that every app has to listen for it.', 'Priya'),
      ...filler(270, 8),
    ];
    const answer = await provider.answer({
      question: 'What are the drawbacks of pod ping?',
      passages: talk,
      contentTitle: 'Signal Path',
    });
    expect(answer.citations[0].startSeconds).toBe(260);
  });

  it('names the speakers from their labels when nobody is introduced', async () => {
    const talk: TimedText[] = [
      line(0, 'It is so nice to show up and record this.', 'Alban'),
      line(10, 'You remember when we went all in on video?', 'Kevin'),
      ...filler(20, 10),
      line(130, 'One thing to keep in mind is where the listeners are.', 'SPEAKER_3'),
    ];
    const answer = await provider.answer({ question: 'Who are the hosts?', passages: talk, contentTitle: 'Buzzcast' });
    expect(answer.answer).toContain('the transcript names who speaks: Alban and Kevin.');
    expect(answer.citations.map((c) => c.startSeconds)).toEqual([0, 10]);
  });

  it('labels each speaker in a quote of several turns, and gives the quote to nobody', async () => {
    const talk: TimedText[] = [
      ...filler(0, 10),
      line(100, 'So when did you begin Shoptalk? We started the Changelog in November 2009.', 'Adam Stacoviak'),
      line(104, 'I cannot remember, but Shoptalk began in 2012.', 'Chris Coyier'),
      ...filler(110, 10),
    ];
    const answer = await provider.answer({
      question: 'When did the Changelog start?',
      passages: talk,
      contentTitle: 'Changelog 500',
    });
    expect(answer.answer).toContain(
      'where the episode says: “Adam Stacoviak: So when did you begin Shoptalk? We started the Changelog in November 2009. Chris Coyier: I cannot remember',
    );
    expect(answer.answer).not.toContain('Adam Stacoviak says');
    // The citation itself stays the transcript's words.
    expect(answer.citations[0]?.text).toMatch(/^So when did you begin Shoptalk\?/);
  });

  it('answers what a speaker thinks from their own lines, not from lines that speak to them', async () => {
    const talk: TimedText[] = [
      ...filler(0, 10),
      line(100, 'Chris, do you ever think about giving up on the site, Chris?', 'Adam Stacoviak'),
      line(106, 'Jerod thinks we should never give up on anything, right Chris?', 'Adam Stacoviak'),
      ...filler(110, 10),
      line(210, 'People give up a little too early, I think. I will grind on this forever.', 'Chris Coyier'),
      ...filler(220, 10),
    ];
    const asked = (question: string) => provider.answer({ question, passages: talk, contentTitle: 'Changelog 500' });
    const chris = await asked('What does Chris think about giving up?');
    expect(chris.answer).toMatch(/^The most relevant part is at \[3:30\], where Chris Coyier says: “People give up/);
    expect((await asked("What's Chris's take on giving up?")).citations[0]?.startSeconds).toBe(210);
    // Nothing of his own says it: the lines about it answer, whoever said them.
    expect((await asked('What does Chris think about the drive over?')).citations[0]?.startSeconds).not.toBe(210);
    // A question that asks no one's view is answered where its words are.
    expect((await asked('Did anyone think about giving up on the site?')).citations[0]?.startSeconds).toBe(100);
  });

  it("answers what a speaker says of advertising from their lines, not from another's sponsor read", async () => {
    const talk: TimedText[] = [
      ...filler(0, 10),
      line(100, 'This episode is sponsored by FreshBooks. Advertising that Chris reads so well.', 'Adam Stacoviak'),
      ...filler(110, 10),
      line(210, 'I was never anti-advertising. I like that companies reach people through sites.', 'Chris Coyier'),
      ...filler(220, 10),
    ];
    const answer = await provider.answer({
      question: 'What does Chris say about advertising?',
      passages: talk,
      contentTitle: 'Changelog 500',
    });
    expect(answer.citations[0]?.startSeconds).toBe(210);
  });

  it('tells the guest from the hosts by who is welcomed, or by the title', async () => {
    const talk: TimedText[] = [
      line(0, 'Chris, welcome on the Changelog, man.', 'Jerod Santo'),
      line(5, 'Hey, thanks for having me. This is huge.', 'Chris Coyier'),
      line(10, '500 is a big number.', 'Adam Stacoviak'),
      ...filler(20, 10),
    ];
    const guest = await provider.answer({
      question: 'Who is the guest?',
      passages: talk,
      contentTitle: 'Changelog 500',
    });
    expect(guest.answer).toMatch(/^The guest is Chris Coyier; the hosts are Jerod Santo and Adam Stacoviak\.\n/);
    expect(guest.citations.map((c) => c.startSeconds)).toEqual([0, 5, 10]);
    const hosts = await provider.answer({
      question: 'Who are the hosts?',
      passages: talk,
      contentTitle: 'Changelog 500',
    });
    expect(hosts.answer).toMatch(/^The hosts are Jerod Santo and Adam Stacoviak; the guest is Chris Coyier\.\n/);

    // A co-host joined is no guest.
    const cohosts: TimedText[] = [
      line(0, 'Jerod, welcome on Signal Path, my co-host.', 'Adam Stacoviak'),
      line(5, 'Hey everyone, good to be here.', 'Jerod Santo'),
      ...filler(20, 10),
    ];
    const both = await provider.answer({
      question: 'Who is the guest?',
      passages: cohosts,
      contentTitle: 'Signal Path',
    });
    expect(both.answer).toMatch(/^Nobody is introduced by name/);

    // Asked about one of them by name.
    const who = (question: string) => provider.answer({ question, passages: talk, contentTitle: 'Changelog 500' });
    const jerod = await who('Who is Jerod?');
    expect(jerod.answer).toMatch(
      /^Jerod Santo is one of the hosts of "Changelog 500", with Adam Stacoviak; the guest is Chris Coyier\.\n\nJerod Santo at \[0:00\]: “Chris, welcome/,
    );
    const chris = await who("who's chris coyier");
    expect(chris.answer).toMatch(
      /^Chris Coyier is the guest of "Changelog 500"; the hosts are Jerod Santo and Adam Stacoviak\./,
    );
    expect(chris.citations.map((c) => c.startSeconds)).toEqual([0, 5]);

    // Nobody welcomed, but the title names one of them.
    const titled: TimedText[] = [
      line(0, 'So glad we could finally do this.', 'Sam Lee'),
      line(8, 'Me too, it has been a while.', 'Priya Raman'),
      ...filler(20, 10),
    ];
    const named = await provider.answer({
      question: 'Who is the guest?',
      passages: titled,
      contentTitle: 'Building pod ping, with Priya Raman',
    });
    expect(named.answer).toMatch(/^The guest is Priya Raman; the host is Sam Lee\./);
  });

  it('answers a question about the episode itself from its opening', async () => {
    const opening: TimedText[] = [
      line(0, 'Today: DiskCache, a simple cache built on SQLite.', 'Host'),
      ...filler(10, 14),
      line(150, 'DiskCache has a memoize decorator too.', 'Host'),
      line(160, 'And DiskCache shards with FanoutCache.', 'Host'),
      ...filler(170, 14),
      line(310, 'DiskCache keeps working when the process restarts.', 'Guest'),
      ...filler(320, 8),
    ];
    const answer = await provider.answer({
      question: 'What is DiskCache built on?',
      passages: opening,
      contentTitle: 'DiskCache: your secret weapon',
    });
    expect(answer.citations[0].startSeconds).toBe(0);
  });

  it('answers how the episode starts and ends with the lines it opens and ends with, past sponsor reads', async () => {
    const passages: TimedText[] = [
      line(0, 'This episode is sponsored by FreshBooks. Try FreshBooks free for thirty days.', 'Announcer'),
      line(10, 'Hello and welcome to Signal Path, where we talk about feeds.', 'Host'),
      line(20, 'Today we look at pod ping with our guest Priya.', 'Host'),
      ...filler(30, 14),
      line(170, 'The first thing to know about caching is that it expires.', 'Priya'),
      ...filler(180, 6),
    ];
    for (const question of [
      'How does the episode start?',
      'What do they talk about first?',
      'What was the first thing they discussed?',
      "What's at the beginning of the episode?",
    ]) {
      const answer = await provider.answer({ question, passages, contentTitle: 'Signal Path' });
      expect(answer.citations[0]?.startSeconds).toBe(10);
      expect(answer.answer).toMatch(
        /^The episode opens at \[?0:10\]?, where Host says: “Hello and welcome to Signal Path/,
      );
    }
    // How it ends: its last lines, before a sponsor read that closes it.
    const closing = [
      ...passages,
      line(240, 'That is all for today. Thanks to Priya for coming on.', 'Host'),
      line(250, 'This episode is sponsored by FreshBooks. Try FreshBooks free for thirty days.', 'Announcer'),
    ];
    for (const question of ['How does the episode end?', "What's the last thing they talk about?"]) {
      const answer = await provider.answer({ question, passages: closing, contentTitle: 'Signal Path' });
      expect(answer.answer).toMatch(/^The episode ends at /);
      expect(answer.citations[0]?.text).toMatch(/That is all for today\. Thanks to Priya for coming on\.$/);
    }
    // A question about the whole episode is no question about its opening.
    const overview = await provider.answer({
      question: 'What is this episode about?',
      passages,
      contentTitle: 'Signal Path',
    });
    expect(overview.answer).toMatch(/^Here is what "Signal Path" covers/);
  });

  it("meets a question's verb in its past form", async () => {
    const passages: TimedText[] = [
      line(0, 'Welcome back to the show.', 'Host'),
      ...filler(10, 12),
      line(130, 'Last year she wrote a book about radio, called Make Noise.', 'Host'),
      ...filler(140, 12),
      line(270, 'I write a little every day, mostly emails.', 'Guest'),
      ...filler(280, 12),
      line(400, 'The book club meets on Tuesdays.', 'Guest'),
      ...filler(410, 6),
    ];
    const answer = await provider.answer({ question: 'What book did she write?', passages, contentTitle: 'Radio' });
    expect(answer.citations[0].startSeconds).toBe(130);
  });

  describe('over a news show whose opening previews its stories', () => {
    const news: TimedText[] = [
      line(0, "It's Friday, the 19th of January, 2024.", 'Host'),
      line(16, "I'm Sam Sethi, the CEO of True Funds.", 'Host'),
      line(31, 'Plus good news from Audioboom as well.', 'Host'),
      line(35, "I'm Andy Goldsmith, managing director of Adelicious.", 'Guest'),
      ...filler(45, 16),
      line(210, 'Stuart Last, the CEO of Audioboom, said the business is returning to growth.', 'Host'),
      ...filler(220, 8),
      line(300, 'They are quite similar to Audiaboom in many ways.', 'Host'),
      ...filler(310, 9),
      line(400, 'Now, you caught up with a company called Adelicious, didn’t you?', 'Host'),
      line(410, 'In a nutshell, we are a hosting and monetization network.', 'Guest'),
      ...filler(420, 40),
    ];
    const ask = (question: string) => provider.answer({ question, passages: news, contentTitle: 'Weekly Review' });

    it('answers a question about a previewed story where the story is told, not from the preview', async () => {
      expect((await ask('Who is the CEO of Audioboom?')).citations[0].startSeconds).toBe(210);
    });

    it("answers when the episode is from with the opening's dated line", async () => {
      expect((await ask('What date is this episode from?')).citations[0].startSeconds).toBe(0);
    });

    it('counts a word the opening only previews fully, and the episode and its people less', () => {
      const episode = [
        line(0, 'Today: caching, and news from Audioboom. You’ll meet', 'Host'),
        line(4, 'Priya Shah.', 'Host'),
        ...Array.from({ length: 30 }, (_, i) => line(10 + i * 10, `More about caching, part ${i}.`)),
        line(320, 'Audioboom posted its results.', 'Host'),
      ];
      const index = indexTranscript(episode, 'Weekly');
      const weights = Object.fromEntries(
        adaptQuery(index, queryTermsOf('Priya on caching at Audioboom')).map((q) => [q.stem, q.weight]),
      );
      expect(weights).toEqual({ priya: 0.3, cach: 0.3, audioboom: 1 });
    });

    it('answers what something is where it is introduced by name', async () => {
      expect((await ask('What is Adelicious?')).citations[0].startSeconds).toBe(400);
    });
  });

  it('answers who sponsors the episode from the sponsor read', async () => {
    const withAd = [...transcript, line(480, 'This episode is brought to you by Linode, cloud hosting.', 'Host')];
    const answer = await provider.answer({
      question: 'Who sponsors this episode?',
      passages: withAd,
      contentTitle: 'Signal Path',
    });
    expect(answer.citations[0].text).toContain('Linode');
  });

  it('does not take a host the show opened by naming for its guest', async () => {
    const answer = await provider.answer({
      question: 'Who is the guest?',
      passages: [
        line(0, 'It is Friday, the 19th of January.', 'A'),
        line(7, 'This is the Weekly Review with James Cridland and Sam Sethi.', 'C'),
        line(14, "I'm James Cridland, the editor of Podnews.", 'A'),
        line(16, "And I'm Sam Sethi, the CEO of True Fans.", 'B'),
        line(19, 'Welcome to the number one weekly podcast of all time.', 'A'),
        line(34, "I'm Andy Goldsmith, managing director of Adelicious.", 'C'),
        line(40, 'Today I will talk about advertising and ageism.', 'C'),
        ...Array.from({ length: 12 }, (_, i) =>
          line(60 + i * 15, `News item ${i}: a podcast app has a new feature.`, 'A'),
        ),
      ],
      contentTitle: 'Weekly Review',
    });
    expect(answer.citations[0].text).toMatch(/^I'm Andy Goldsmith/);
  });

  it('reads the hosts a show names across caption lines, and "host-read" as no role', async () => {
    // The Podnews Weekly Review of 5 May 2023, as its captions cut it.
    const passages = [
      line(0, "it's Friday, the 5th of May 2023. This is the Pod", 'Jingles'),
      line(7, 'News weekly review with James', 'Jingles'),
      line(10, 'Kirkland and Sam Sethi.', 'Jingles'),
      line(14, "I'm James Cridland, the editor of Pod News.", 'James C'),
      line(17, "And I'm Sam Sethi, the CEO of Podfans.", 'Sam Sethi'),
      line(40, "Hi, I'm Chris Quamme Rhoden. I'm principal engineer at Acast.", 'Chris Quamme Rhoden'),
      line(48, "This is Nick Hilton, and I'll be on later to talk about podcast host-read advertising.", 'Nick Hilton'),
      ...Array.from({ length: 12 }, (_, i) =>
        line(90 + i * 15, `News item ${i}: a podcast app has a new feature.`, 'James C'),
      ),
    ];
    const ask = (question: string) => provider.answer({ question, passages, contentTitle: 'Weekly Review' });
    expect((await ask('Who are the hosts?')).citations[0]?.text).toMatch(/^I'm James Cridland/);
    expect((await ask('Who are the guests?')).citations[0]?.text).toMatch(/^Hi, I'm Chris Quamme Rhoden/);
    // The jingles are no speaker.
    expect((await ask('Who is Chris?')).answer).toMatch(
      /^Chris Quamme Rhoden is one of the speakers of "Weekly Review", with James C, Sam Sethi and Nick Hilton\./,
    );
  });

  it('quotes the sentences of a long paragraph that answer, timed by their place in it', async () => {
    // A transcript timed once per paragraph (as the Podnews HTML transcripts are).
    const filler = (topic: string) =>
      Array.from({ length: 12 }, (_, i) => `We talked about ${topic} number ${i} for a while and moved on.`).join(' ');
    const paragraph = (start: number, text: string) => ({ startSeconds: start, endSeconds: null, speaker: null, text });
    const answer = await provider.answer({
      question: 'How many people were in the audience at the awards?',
      passages: [
        paragraph(0, `Welcome to the weekly review. ${filler('apps')}`),
        paragraph(
          100,
          `${filler('charts')} The awards were in front of two people. Literally two people in the audience. ${filler('hosting')}`,
        ),
        paragraph(400, filler('video')),
      ],
      contentTitle: 'Weekly Review',
    });
    const [first] = answer.citations;
    expect(first?.text).toMatch(/two people in the audience/);
    expect(first?.text).not.toMatch(/^We talked about charts number 0/);
    // Halfway through the paragraph that runs from 100 s to 400 s.
    expect(first?.startSeconds).toBeGreaterThan(150);
    expect(first?.startSeconds).toBeLessThan(350);
  });

  it('quotes the reply with a question that matched, in an untimed transcript too', async () => {
    const said = (speaker: string, text: string) => ({ startSeconds: null, endSeconds: null, speaker, text });
    const answer = await provider.answer({
      question: 'What year did the newsletter start?',
      passages: [
        said('Ana', 'Welcome back. Today my guest runs a newsletter about maps.'),
        // Long turns: the question fills a quote, and the reply would not fit after it.
        said(
          'Ana',
          `${'I have read every issue, from the hand-drawn rivers to the old railway lines and the coast, and readers write in every week about the maps you send them. '.repeat(2)}So tell me, when did the newsletter start? What year was that?`,
        ),
        said(
          'Ben',
          `Oh, 2011. ${'I was still at university then, drawing maps at night in a small room above a bakery, and sending them out to a few friends who had asked for them. '.repeat(2)}`,
        ),
        said('Ana', 'And what do you draw now?'),
        said('Ben', 'Coastlines, mostly, and the odd city.'),
      ],
      contentTitle: 'Map Talk',
    });
    expect(answer.citations[0].text).toContain('What year was that?');
    expect(answer.citations[0].text).toContain('2011');
  });

  it('ranks passages in untimed transcripts too', async () => {
    const untimed = transcript.map((s) => ({ ...s, startSeconds: null, endSeconds: null }));
    const answer = await provider.answer({
      question: 'Where do the servers run?',
      passages: untimed,
      contentTitle: 'Signal Path',
    });
    expect(answer.citations[0]).toMatchObject({ startSeconds: null });
    expect(answer.citations[0].text).toContain('Frankfurt');
    // No time to give: the sentence reads without one, and no stray comma takes its place.
    expect(answer.answer).toMatch(/^The most relevant part is where /);
  });
});

describe.runIf(hasSharedFixtures)('local provider over a real transcript', () => {
  it("answers from the line that names a story told once in a short news show's opening", async () => {
    const { segments } = parseTranscript(
      readFileSync(sharedFixture('transcripts/podnews/podnews_daily_2024-01-25.vtt'), 'utf8'),
      { format: 'vtt' },
    );
    const answer = await new LocalAiProvider().answer({
      question: 'Where is Podfest?',
      passages: segments,
      contentTitle: 'Podnews, 25 January 2024',
    });
    // "Good luck to those going to Podfest, which kicks off today in Orlando" at 0:34, four
    // minutes into which the overlapping windows put it in a third of them.
    expect(answer.citations[0]?.text).toMatch(/^Good luck to those going to Podfest/);
  });

  it('answers from the Buzzcast SRT where the answer is said', async () => {
    const { segments } = parseTranscript(
      readFileSync(sharedFixture('transcripts/buzzsprout-buzzcast/buzzcast.srt'), 'utf8'),
      {
        format: 'srt',
      },
    );
    const answer = await new LocalAiProvider().answer({
      question: 'How many podcasts are in the Podcast Index?',
      passages: segments,
      contentTitle: 'Buzzcast',
    });
    const first = answer.citations[0];
    expect(first.text).toContain('4.1 million');
    // '4.1 million podcasts' is said at about 19:51.
    expect(first.startSeconds).toBeLessThanOrEqual(1195);
    expect(first.endSeconds).toBeGreaterThanOrEqual(1195);
  });
});
