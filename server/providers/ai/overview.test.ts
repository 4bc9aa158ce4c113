import { describe, expect, it } from 'vitest';
import type { TimedText } from './ai-provider';
import { LocalAiProvider } from './local.provider';
import { isOverviewQuestion } from './overview';

const line = (start: number, text: string): TimedText => ({
  startSeconds: start,
  endSeconds: start + 9,
  speaker: null,
  text,
});

// An episode about octopuses with a sponsor read in the middle.
const transcript: TimedText[] = [
  line(0, 'Welcome back to the show. Today we are talking about octopuses.'),
  line(10, 'An octopus has three hearts, and octopus blood is blue because of copper.'),
  line(20, 'Two of the hearts pump blood through the gills of the octopus.'),
  line(30, 'This episode is brought to you by Sleepwell mattresses. Use code SLEEP for ten percent off.'),
  line(40, 'Sleepwell mattresses ship free. Sleepwell, sleep well.'),
  line(50, 'Octopus arms can taste what they touch; each arm has its own cluster of neurons.'),
  line(60, 'The neurons in the arms let the octopus arms act on their own.'),
  line(70, 'Thanks for listening, see you next week.'),
];

describe('overview questions', () => {
  it('recognises questions about the whole episode and not topical ones', () => {
    for (const q of [
      'What is this episode about?',
      "what's it about",
      'Can you summarize it?',
      'Give me the main points',
      'What did they talk about?',
      'tl;dr please',
      "What's the main takeaway?",
      'What are the big lessons?',
    ]) {
      expect(isOverviewQuestion(q), q).toBe(true);
    }
    for (const q of ['How many hearts does an octopus have?', 'Why is the blood blue?', 'What about the arms?']) {
      expect(isOverviewQuestion(q), q).toBe(false);
    }
  });

  it('answers from the passages that carry the main topics, in order, and skips the sponsor read', async () => {
    const provider = new LocalAiProvider();
    const answer = await provider.answer({
      question: 'What is this episode about?',
      passages: transcript,
      contentTitle: 'Octopus Hour',
    });
    expect(answer.answer).toMatch(/^Here is what "Octopus Hour" covers/);
    expect(answer.citations.length).toBeGreaterThan(0);
    expect(answer.citations.map((c) => c.text).join(' ')).toMatch(/octopus/i);
    expect(answer.citations.map((c) => c.text).join(' ')).not.toMatch(/Sleepwell/);
    const starts = answer.citations.map((c) => c.startSeconds as number);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('quotes an untimed transcript by speaker alone, or by the quote alone', async () => {
    const untimed = transcript.map((s, i) => ({
      ...s,
      startSeconds: null,
      endSeconds: null,
      speaker: i % 2 ? 'Ana' : null,
    }));
    const answer = await new LocalAiProvider().answer({
      question: 'What is this episode about?',
      passages: untimed,
      contentTitle: 'Octopus Hour',
    });
    const quotes = answer.answer.split('\n\n').slice(1);
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) expect(q).toMatch(/^(Ana: )?“/);
  });

  it('leads with the opening, where an episode says what it is about', async () => {
    const chat = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) =>
        line(from + i * 10, `I want to say, maybe, that I want a little more time, part ${i}.`),
      );
    const passages: TimedText[] = [
      line(0, 'Today we put DiskCache to work: a simple cache built on SQLite.'),
      ...chat(10, 15),
      line(160, 'The cache lives in SQLite, and a SQLite cache survives a restart; the cache is a file.'),
      ...chat(170, 15),
      line(320, 'A disk cache beats Redis with one server: the cache and SQLite, no Redis cache server.'),
      ...chat(330, 15),
      line(480, 'Cache keys in SQLite: the cache hashes them, SQLite indexes them, the cache stays fast.'),
      ...chat(490, 15),
    ];
    const answer = await new LocalAiProvider().answer({
      question: 'What is this episode about?',
      passages,
      contentTitle: 'DiskCache: your secret weapon',
    });
    expect(answer.citations[0].startSeconds).toBe(0);
    expect(answer.citations.map((c) => c.text).join(' ')).toMatch(/SQLite/);
    expect(answer.citations.map((c) => c.text).join(' ')).not.toMatch(/^I want to say/);
  });
});
