import { MAX_SUGGESTIONS } from '../../../common/api/auto-queue';
import type { Database } from '../../db/client';
import { countEpisodes, episodesSharingTerms, episodeTerms, nextInShow, surfaceWords } from './suggestion.repo';

export type RankedSuggestion = { episodeId: string; relevanceScore: number; reason: string };

type CurrentEpisode = {
  id: string;
  showId: string;
  showName: string;
  title: string;
  descriptionText: string;
  publishDate: Date | null;
};

/** How many of the episode's most distinctive words make up its "more like this" query. */
const QUERY_TERMS = 12;
/** Share of the query's weight an episode must cover to count as related at all. */
const MIN_SIMILARITY = 0.05;

/**
 * The best episodes to play after `current`, best first: the show's next episode in publishing
 * order, then episodes about the same things (weighted by how distinctive the shared words are),
 * with a bonus for having a transcript. Used episodes and the current one are never suggested.
 */
export async function rankNextEpisodes(
  database: Database,
  listenerId: string,
  current: CurrentEpisode,
): Promise<RankedSuggestion[]> {
  const ranked: RankedSuggestion[] = [];
  const next = await nextInShow(database, listenerId, current);

  const total = await countEpisodes(database);
  const terms = (await episodeTerms(database, current.id))
    .filter((t) => t.documents > 1 && (total < 10 || t.documents <= total / 2))
    .map((t) => ({ lexeme: t.lexeme, weight: t.weight * Math.log((total + 1) / t.documents) }))
    .sort((a, b) => b.weight - a.weight)
    .slice(0, QUERY_TERMS);
  const termWeight = new Map(terms.map((t) => [t.lexeme, t.weight]));
  const totalWeight = terms.reduce((sum, t) => sum + t.weight, 0);

  const rows = await episodesSharingTerms(
    database,
    listenerId,
    terms.map((t) => t.lexeme),
    [current.id],
  );
  const words = await surfaceWords(database, wordsOf(`${current.title} ${current.descriptionText}`));
  const topical = rows.map((row) => {
    const matched = row.matched.split(' ').filter((l) => termWeight.has(l));
    matched.sort((a, b) => (termWeight.get(b) ?? 0) - (termWeight.get(a) ?? 0));
    const similarity = matched.reduce((sum, l) => sum + (termWeight.get(l) ?? 0), 0) / (totalWeight || 1);
    return { ...row, matched, similarity };
  });

  const scoreOf = (similarity: number, hasTranscript: boolean) => {
    // Concave: covering half of what makes the current episode distinctive is already a strong match.
    const closeness = 1 - (1 - Math.min(1, similarity)) ** 2;
    return Math.round((9 * closeness + (hasTranscript ? 1 : 0)) * 10) / 10;
  };
  const topicsOf = (lexemes: string[]) => lexemes.slice(0, 3).map((l) => words.get(l) ?? l);

  if (next) {
    const same = topical.find((t) => t.id === next);
    const topics = same ? topicsOf(same.matched) : [];
    ranked.push({
      episodeId: next,
      relevanceScore: Math.max(8, same ? scoreOf(same.similarity, same.hasTranscript) : 0),
      reason: `Next episode of ${current.showName}${topics.length ? `; also about ${listing(topics)}` : ''}`,
    });
  }

  const related = topical
    .filter((t) => t.id !== next && t.similarity >= MIN_SIMILARITY)
    .map((t) => ({ ...t, score: scoreOf(t.similarity, t.hasTranscript) }))
    .sort((a, b) => b.score - a.score || b.similarity - a.similarity);
  for (const t of related) {
    if (ranked.length >= MAX_SUGGESTIONS) break;
    const transcriptNote = t.hasTranscript ? ', with a transcript to chat with' : '';
    ranked.push({
      episodeId: t.id,
      relevanceScore: t.score,
      reason: `Also about ${listing(topicsOf(t.matched))}${transcriptNote}`,
    });
  }
  return ranked.slice(0, MAX_SUGGESTIONS);
}

function wordsOf(text: string): string[] {
  const seen = new Set<string>();
  for (const w of text.toLowerCase().match(/[a-z][a-z0-9]+/g) ?? []) {
    seen.add(w);
    if (seen.size >= 400) break;
  }
  return [...seen];
}

function listing(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
