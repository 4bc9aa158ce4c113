// Borris: how well the assistant set's requests are understood (topic, show, length, time, language,
// questions about an offered episode) and how
// often the top 3 results are relevant, on the fixture feeds with their graded judgements; and
// the latency of a conversational search. Run alone with `npm run bench -- assistant`.
import type { AssistantRequest } from '../../common/api/assistant';
import { hasSharedFixtures } from '../../server/test/fixtures';
import { readAssistantSet, runConversation } from '../eval/assistant-eval';
import { byEpisode, openEvalCorpus, readRelevanceSet } from '../eval/relevance-eval';
import { type BenchResult, percentile, round } from './figures';

type Expect = Partial<AssistantRequest>;
const GENERIC = new Set(
  'a an the of to and or on in at by from for about with is are be it its i me my do does did what how why who whats podcast podcasts episode episodes show'.split(
    ' ',
  ),
);

/** Topics match when they have the same content words (after speech to text's "a i" is "ai"). */
export function sameTopic(got: string | null, want: string | null | undefined): boolean {
  const words = (t: string | null | undefined) =>
    new Set(
      (t ?? '')
        .toLowerCase()
        .replace(/[^a-z0-9 ]+/g, ' ')
        .split(/\s+/)
        .filter((w) => w && !GENERIC.has(w)),
    );
  const a = words(got);
  const b = words(want);
  return a.size === b.size && [...a].every((w) => b.has(w));
}

function fieldOk(field: keyof AssistantRequest, got: AssistantRequest, want: Expect): boolean {
  if (field === 'topic') return sameTopic(got.topic, want.topic);
  if (field === 'withinDays')
    return want.withinDays == null
      ? got.withinDays === null
      : got.withinDays !== null && Math.abs(got.withinDays - want.withinDays) <= 1;
  if (field === 'about' || field === 'notShows' || field === 'notPublishers')
    return JSON.stringify(got[field]) === JSON.stringify(want[field]);
  return got[field] === want[field];
}

const GROUPS: Record<string, (keyof AssistantRequest)[]> = {
  topic: ['topic', 'notTopic'],
  show: ['show', 'unknownShow', 'notShows', 'publisher', 'notPublishers'],
  length: ['maxMinutes', 'minMinutes'],
  time: ['withinDays', 'year', 'month', 'day', 'season', 'beforeYear', 'sinceYear', 'oldestFirst'],
  'follow-up and small talk': ['intent', 'similarToRank', 'skip', 'person'],
  'language, kind of show, shows like': ['language', 'genre', 'likeShow'],
  'not heard yet, with a transcript': ['unheard', 'withTranscript'],
  'about an offered episode, play it': ['about', 'playRank', 'pickBy', 'pickWords'],
};

export async function benchAssistant(): Promise<BenchResult[]> {
  if (!hasSharedFixtures) return [{ name: 'assistant', figures: { skipped: 'needs shared/fixtures/feeds' } }];
  const set = readAssistantSet();
  const judgements = new Map(readRelevanceSet().queries.map((q) => [q.id, q.judgements]));
  const corpus = await openEvalCorpus();
  try {
    const tally = (): Record<string, { ok: number; all: number }> =>
      Object.fromEntries(Object.keys(GROUPS).map((g) => [g, { ok: 0, all: 0 }]));
    const fields = { dev: tally(), test: tally() };
    const constraints = { dev: { ok: 0, all: 0 }, test: { ok: 0, all: 0 } };
    const precision = { dev: [] as number[], test: [] as number[] };
    // Where the catalog holds fewer than three relevant episodes, three relevant cannot be shown.
    const ofPossible = { dev: [] as number[], test: [] as number[] };
    const misses: string[] = [];
    // Development conversations whose top 3 hold fewer relevant episodes than the catalog has.
    const shortfalls: string[] = [];
    // Results no one has graded count as not relevant: scripts/eval/pool-unjudged.ts lists them to read.
    const unjudged = { dev: 0, test: 0 };
    const times: number[] = [];
    for (const c of set.conversations) {
      const judgedTurn = await runConversation(corpus, c, (turn, answer, ms) => {
        times.push(ms);
        for (const [group, keys] of Object.entries(GROUPS)) {
          for (const key of keys) {
            if (!(key in turn.expect)) continue;
            const ok = fieldOk(key, answer.request, turn.expect);
            fields[c.split][group].all++;
            constraints[c.split].all++;
            if (ok) {
              fields[c.split][group].ok++;
              constraints[c.split].ok++;
            } else if (c.split === 'dev') {
              misses.push(`${c.id} "${turn.say}" ${key}: got ${JSON.stringify(answer.request[key])}`);
            }
          }
        }
      });
      const judgedSet = c.relevance ? judgements.get(c.relevance) : undefined;
      const judged = judgedSet && byEpisode(corpus, judgedSet);
      if (judged && judgedTurn) {
        const top = judgedTurn.searchResults.slice(0, 3);
        const grades = top.map((r) => judged.grade(corpus.byId.get(r.id)?.key ?? ''));
        unjudged[c.split] += grades.filter((g) => g === undefined).length;
        const relevant = grades.filter((g) => (g ?? 0) >= 2).length;
        precision[c.split].push(relevant / 3);
        const possible = Math.min(3, judged.grades.filter((g) => g >= 2).length);
        if (possible > 0) ofPossible[c.split].push(relevant / possible);
        if (c.split === 'dev' && relevant < possible)
          shortfalls.push(`${c.id} "${c.turns.at(-1)?.say}" ${relevant} of ${possible}`);
      }
    }
    const share = (x: { ok: number; all: number }) => (x.all ? round(x.ok / x.all, 3) : 'n/a');
    const mean = (xs: number[]) => (xs.length ? round(xs.reduce((a, b) => a + b, 0) / xs.length, 3) : 'n/a');
    const turns = set.conversations.reduce((n, c) => n + c.turns.length, 0);
    const perGroup = Object.fromEntries(
      Object.keys(GROUPS).map((g) => [`${g} (dev / test)`, `${share(fields.dev[g])} / ${share(fields.test[g])}`]),
    );
    return [
      {
        name: 'Assistant understanding (assistant-set.json, local interpreter)',
        figures: {
          conversations: set.conversations.length,
          requests: turns,
          'constraints understood (dev / test)': `${share(constraints.dev)} / ${share(constraints.test)}`,
          'budget constraints understood': '>= 0.9',
          ...perGroup,
          'dev misses': misses.join(' | ') || 'none',
        },
      },
      {
        name: 'Assistant results (top 3 judged relevant, fixture feeds)',
        figures: {
          'judged conversations (dev / test)': `${precision.dev.length} / ${precision.test.length}`,
          'top 3 relevant (dev / test)': `${mean(precision.dev)} / ${mean(precision.test)}`,
          'top 3 relevant, of as many as the catalog has (dev / test)': `${mean(ofPossible.dev)} / ${mean(ofPossible.test)}`,
          'budget top 3 relevant': '>= 0.8',
          'unjudged results in the top 3 (dev / test)': `${unjudged.dev} / ${unjudged.test}`,
          'dev shortfalls': shortfalls.join(' | ') || 'none',
        },
      },
      {
        name: 'Assistant latency (conversational search, fixture feeds, PGlite)',
        figures: {
          requests: times.length,
          'p50 ms': round(percentile(times, 50), 1),
          'p95 ms': round(percentile(times, 95), 1),
          'budget p95 ms': '< 300',
        },
      },
    ];
  } finally {
    await corpus.database.close();
  }
}
