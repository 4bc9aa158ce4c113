// Chat quality and speed: questions with known answer times over long real transcripts
// (scripts/eval/qa-set.json), asked through the conversation service and the local provider
// on a fresh PGlite. Run alone with `npx tsx scripts/bench/chat-qa.ts`.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseEnv } from '../../server/config/env';
import { serviceContext } from '../../server/context';
import { type Database, openPglite } from '../../server/db/client';
import { episodes, shows } from '../../server/db/schema/catalog';
import { askAboutContent } from '../../server/modules/content-chat/content-chat.service';
import { toPassages } from '../../server/modules/transcripts/transcript-fetch';
import { saveTranscript } from '../../server/modules/transcripts/transcripts.store';
import { parseTranscript } from '../../server/providers/transcript-formats/parse-transcript';
import type { ParsedSegment } from '../../server/providers/transcript-formats/transcript-types';
import { type BenchResult, percentile, round } from './figures';

const TRANSCRIPTS = resolve(import.meta.dirname, '../../../shared/fixtures/transcripts');
const QA_SET = resolve(import.meta.dirname, '../eval/qa-set.json');
const LONG_SECONDS = 90 * 60;
const LATENCY_ROUNDS = 5;
/** A long-running server has a warm JIT (ours and PGlite's); the first ask is reported on its own. */
const WARM_UP_ASKS = 20;

type QaSet = {
  transcripts: Record<string, { file: string; title: string }>;
  questions: {
    transcript: string;
    question: string;
    expectedKeywords: string[];
    windows: [number, number][];
    split: 'dev' | 'test';
  }[];
};

async function addEpisode(
  database: Database,
  showId: string,
  key: string,
  title: string,
  segments: ParsedSegment[],
): Promise<string> {
  const [row] = await database.db
    .insert(episodes)
    .values({ showId, identityKey: key, title })
    .returning({ id: episodes.id });
  await saveTranscript({ database }, row.id, { source: 'manual_upload', format: 'bench', segments });
  return row.id;
}

/** The 534 and 001 episodes back to back, cut at 90 minutes: a long episode of real speech. */
function ninetyMinutes(a: ParsedSegment[], b: ParsedSegment[]): ParsedSegment[] {
  const offset = Math.ceil(a.at(-1)?.endSeconds ?? 0) + 5;
  const shifted = b.map((s) => ({
    ...s,
    startSeconds: s.startSeconds === null ? null : s.startSeconds + offset,
    endSeconds: s.endSeconds === null ? null : s.endSeconds + offset,
  }));
  return [...a, ...shifted].filter((s) => (s.startSeconds ?? 0) < LONG_SECONDS);
}

export async function benchChatQa(): Promise<BenchResult[]> {
  if (!existsSync(TRANSCRIPTS)) return [{ name: 'chat-qa', figures: { skipped: 'shared fixtures not present' } }];
  const set = JSON.parse(readFileSync(QA_SET, 'utf8')) as QaSet;
  const database = await openPglite(null);
  try {
    const env = parseEnv({ AI_PROVIDER: 'local' });
    const ctx = serviceContext(env, database);
    const [show] = await database.db.insert(shows).values({ name: 'Bench show' }).returning({ id: shows.id });
    const ids = new Map<string, string>();
    const parsed = new Map<string, ParsedSegment[]>();
    for (const [key, t] of Object.entries(set.transcripts)) {
      // As the app stores them: word-level JSON becomes passages.
      const parsedFile = parseTranscript(readFileSync(resolve(TRANSCRIPTS, t.file), 'utf8'), { url: t.file });
      const segments = toPassages(parsedFile.format, parsedFile.segments);
      parsed.set(key, segments);
      ids.set(key, await addEpisode(database, show.id, key, t.title, segments));
    }

    const onTarget = { dev: 0, test: 0 };
    const asked = { dev: 0, test: 0 };
    let keywords = 0;
    const misses: string[] = [];
    for (const q of set.questions) {
      const answer = await askAboutContent(ctx, {
        contentId: ids.get(q.transcript) as string,
        contentType: 'podcast',
        message: q.question,
      });
      const first = answer.citations[0];
      const hit =
        first !== undefined &&
        q.windows.some(
          ([start, end]) =>
            (first.startSeconds ?? Number.NaN) <= end &&
            (first.endSeconds ?? first.startSeconds ?? Number.NaN) >= start,
        );
      asked[q.split]++;
      if (hit) onTarget[q.split]++;
      else misses.push(`${q.split}: ${q.question}`);
      const text = answer.answer.toLowerCase();
      if (q.expectedKeywords.some((k) => text.includes(k.toLowerCase()))) keywords++;
    }

    const long = ninetyMinutes(parsed.get('talkpython-534') ?? [], parsed.get('talkpython-001') ?? []);
    const longId = await addEpisode(database, show.id, 'ninety', '#534 and #1 back to back', long);
    const questions = set.questions.filter(
      (q) => q.transcript === 'talkpython-534' || q.transcript === 'talkpython-001',
    );
    const ask = (message: string) => askAboutContent(ctx, { contentId: longId, contentType: 'podcast', message });
    let started = performance.now();
    await ask(questions[0].question);
    const cold = performance.now() - started;
    for (let i = 0; i < WARM_UP_ASKS; i++) await ask(questions[i % questions.length].question);
    const times: number[] = [];
    for (let round_ = 0; round_ < LATENCY_ROUNDS; round_++) {
      for (const q of questions) {
        started = performance.now();
        await ask(q.question);
        times.push(performance.now() - started);
      }
    }

    return [
      {
        name: 'chat-qa accuracy (local provider)',
        figures: {
          questions: set.questions.length,
          'first citation in answer window (all)': round((onTarget.dev + onTarget.test) / set.questions.length, 3),
          'first citation in answer window (dev / test)': `${round(onTarget.dev / Math.max(1, asked.dev), 3)} (${asked.dev}) / ${round(onTarget.test / Math.max(1, asked.test), 3)} (${asked.test})`,
          'budget (first citation)': '>= 0.95',
          'answer text has an expected keyword': round(keywords / set.questions.length, 3),
          misses: misses.join(' | ') || 'none',
        },
      },
      {
        name: 'chat-qa latency (90-minute transcript, PGlite)',
        figures: {
          segments: long.length,
          asks: times.length,
          'p50 ms': round(percentile(times, 50)),
          'p95 ms': round(percentile(times, 95)),
          'budget p95 ms': '< 100',
          'first ask ms (indexing the transcript)': round(cold),
        },
      },
    ];
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { printResults } = await import('./figures');
  printResults(await benchChatQa());
}
