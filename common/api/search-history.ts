import { z } from 'zod';

/** How many past searches a listener keeps (spec §9). */
export const SEARCH_HISTORY_LIMIT = 10;

export const SearchPlatform = z.enum(['RSS', 'Castbox', 'Spotify', 'Apple']);

export const SearchHistoryItem = z.object({
  id: z.string(),
  searchCriteria: z.string(),
  podcastShow: z.string().describe("A show name, 'ALL_SHOWS' or empty"),
  platform: z.string(),
  timestamp: z.string().describe('ISO 8601 time of the latest run of this search'),
});
export type SearchHistoryItem = z.infer<typeof SearchHistoryItem>;

export const SearchHistoryList = z.array(SearchHistoryItem).max(SEARCH_HISTORY_LIMIT).describe('Most recent first');

export const SearchHistoryCreateBody = z.object({
  searchCriteria: z.string().trim().min(1, 'Search criteria is required').max(500),
  podcastShow: z.string().trim().max(300).default(''),
  platform: SearchPlatform.default('RSS'),
});
export type SearchHistoryCreateBody = z.input<typeof SearchHistoryCreateBody>;

export const SearchHistoryParams = z.object({ id: z.uuid() });

export const SearchHistoryRemoveResponse = z.object({ removed: z.literal(true), id: z.string() });
