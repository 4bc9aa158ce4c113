import { MAX_SUGGESTIONS } from '../../../common/api/auto-queue';
import type { EpisodeWithShow } from '../episodes/episode.presenter';
import { type SearchContext, searchEpisodes } from '../search/search.service';
import { moreFromShow, nextInShow, usedEpisodeIds } from './suggestion.repo';

export type RankedSuggestion = { episodeId: string; relevanceScore: number; reason: string };

/** Below this search relevance (0..1) an episode is not offered as a follow-up at all. */
const MIN_RELEVANCE = 0.4;
/** How many similar episodes to ask the search for, before dropping used ones. */
const SEARCH_LIMIT = 50;
/** Out of 10: another episode of the same show that shares no particular topic. */
const SAME_SHOW_SCORE = 5;

/**
 * The best episodes to play after `current`, best first: the show's next episode in publishing
 * order, then episodes the search finds similar to it (title, description and transcript) and
 * other episodes of the same show, by score; having a transcript adds a point out of 10.
 * Used episodes and the current one are never suggested.
 */
export async function rankNextEpisodes(
  ctx: SearchContext,
  listenerId: string,
  current: EpisodeWithShow,
): Promise<RankedSuggestion[]> {
  const { episode } = current;
  const [used, next, sameShow, similar] = await Promise.all([
    usedEpisodeIds(ctx.database, listenerId),
    nextInShow(ctx.database, listenerId, episode),
    moreFromShow(ctx.database, listenerId, episode, MAX_SUGGESTIONS + 1),
    searchEpisodes(ctx, {
      searchMode: 'similar',
      referenceEpisode: episode.id,
      searchDepth: 'deep',
      useAI: false,
      relevanceThreshold: MIN_RELEVANCE,
      limit: SEARCH_LIMIT,
    }),
  ]);

  const outOf10 = (relevance: number, hasTranscript: boolean) =>
    Math.min(10, Math.round((relevance * 10 + (hasTranscript ? 1 : 0)) * 10) / 10);
  const related: { id: string; outOf10: number; relevance: number; reason: string; topics: string[] }[] =
    similar.results
      .filter((r) => r.id !== episode.id && !used.has(r.id))
      .map((r) => ({
        id: r.id,
        outOf10: outOf10(r.relevanceScore, r.hasTranscript),
        relevance: r.relevanceScore,
        reason: r.aiExplanation,
        topics: r.matchedTopics,
      }));
  const seen = new Set(related.map((r) => r.id));
  for (const r of sameShow) {
    if (seen.has(r.id)) continue;
    related.push({
      id: r.id,
      outOf10: SAME_SHOW_SCORE + (r.hasTranscript ? 1 : 0),
      relevance: 0,
      reason: `More from ${current.show.name}${r.hasTranscript ? ', with a transcript to chat with' : ''}`,
      topics: [],
    });
  }
  related.sort((a, b) => b.outOf10 - a.outOf10 || b.relevance - a.relevance);

  const ranked: RankedSuggestion[] = [];
  if (next) {
    const alsoSimilar = related.find((r) => r.id === next);
    ranked.push({
      episodeId: next,
      // Continuing a show is what most listeners expect next, however the topics compare.
      relevanceScore: Math.max(8, alsoSimilar?.outOf10 ?? 0),
      reason: `Next episode of ${current.show.name}${alsoSimilar?.topics.length ? `, also about ${alsoSimilar.topics.join(', ')}` : ''}`,
    });
  }
  for (const r of related) {
    if (r.id === next) continue;
    ranked.push({ episodeId: r.id, relevanceScore: r.outOf10, reason: r.reason });
  }
  return ranked.slice(0, MAX_SUGGESTIONS);
}
