import { type SearchContext, searchEpisodes } from './search.service';

/**
 * Searches of the kinds listeners send: a phrase, a question, a show's name, a person's name (its
 * first-name and everyday-speech lists load then), a similar description.
 */
const WARM_UP_SEARCHES = [
  { searchCriteria: 'artificial intelligence safety' },
  { searchCriteria: 'how do hurricanes form', searchDepth: 'deep' as const },
  { searchCriteria: 'Planet Money' },
  { searchCriteria: 'Abraham Lincoln' },
  { searchCriteria: 'a quiet story about growing up by the sea', searchMode: 'similar' as const },
];

/**
 * A fresh process answers its first searches slowly: the sentence model loads and compiles its
 * graph, the vector index is read, the database connections open and plan their statements, and
 * the search code is not yet optimised. 200 listeners arriving at a cold server on PostgreSQL
 * waited up to 4 s in its first 10 seconds (p95 3.3 s), and 40-50 ms in every 10 seconds after.
 * A web process therefore runs a few searches of its own, twice, before it listens. They read
 * only: nothing is saved, no history is written. A failure is no reason not to serve.
 */
export async function warmUpSearch(ctx: SearchContext): Promise<void> {
  for (let round = 0; round < 2; round++) {
    await Promise.all(
      WARM_UP_SEARCHES.map((request) =>
        searchEpisodes(ctx, { ...request, relevanceThreshold: 0.3 }).catch(() => undefined),
      ),
    );
  }
}
