import { z } from 'zod';
import { RELEVANCE_THRESHOLD_DEFAULT } from '../constants';
import { Episode } from './episodes';

export const SEARCH_PLATFORMS = ['RSS', 'Castbox', 'Spotify', 'Apple'] as const;
export const SEARCH_LIMIT_MAX = 50;
export const ALL_SHOWS = 'ALL_SHOWS';

const dateString = z
  .string()
  .max(40)
  .trim()
  .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), { message: 'must be a date (YYYY-MM-DD)' });

/**
 * The search form and every other caller of the search (assistant, conversation screen, auto-queue).
 * Unknown fields are ignored; the spec's clients send a few of their own.
 */
export const SearchRequest = z
  .object({
    searchCriteria: z.string().max(500).default('').describe('What the listener is looking for'),
    podcastShow: z.string().max(300).default('').describe("A show's name, or 'ALL_SHOWS' / empty for every show"),
    platform: z.string().max(40).default('RSS').describe("'RSS'; Castbox, Spotify and Apple are not yet supported"),
    searchMode: z.enum(['topic', 'similar'], { message: 'must be topic or similar' }).default('topic'),
    referenceEpisode: z
      .string()
      .max(2000)
      .optional()
      .describe("Similar mode: an episode id, or the listener's own description of what they liked"),
    duration: z
      .enum(['any', 'short', 'medium', 'long'], { message: 'must be any, short, medium or long' })
      .default('any')
      .describe('short < 30 min, medium 30-60 min, long > 60 min'),
    uploadDate: z
      .enum(['any', 'week', 'month', '3months', '6months', 'year'], {
        message: 'must be any, week, month, 3months, 6months or year',
      })
      .default('any'),
    dateFrom: dateString.optional().describe('Published on or after this day'),
    dateTo: dateString.optional().describe('Published on or before this day'),
    relevanceThreshold: z
      .number({ message: 'must be a number between 0 and 1' })
      .min(0, { message: 'must be between 0 and 1' })
      .max(1, { message: 'must be between 0 and 1' })
      .default(RELEVANCE_THRESHOLD_DEFAULT)
      .describe(
        'Drop results scored below this (0.8 high, 0.6 medium, 0.4 low). The API default is the schema reading (0.6); the search form starts at 0.3, the other reading (SEARCH_FORM_DEFAULT_THRESHOLD)',
      ),
    useAI: z.boolean().default(true).describe('false: no language-model calls at all'),
    searchDepth: z
      .enum(['quick', 'deep'], { message: 'must be quick or deep' })
      .default('quick')
      .describe('quick: titles, descriptions, shows, people; deep: adds transcripts and query variations'),
    deepSearch: z.boolean().optional().describe("true is the same as searchDepth 'deep'"),
    userId: z.string().max(200).nullable().optional(),
    isAutoSearch: z.boolean().optional(),
    sortBy: z
      .enum(['relevance', 'date', 'duration'], { message: 'must be relevance, date or duration' })
      .default('relevance'),
    offset: z.number().int().min(0).default(0),
    limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX).default(10),
  })
  .refine((r) => r.searchMode !== 'topic' || r.searchCriteria.trim() !== '', {
    message: 'Search criteria is required for topic search',
    path: ['searchCriteria'],
  })
  .refine(
    (r) => r.searchMode !== 'similar' || (r.referenceEpisode ?? '').trim() !== '' || r.searchCriteria.trim() !== '',
    {
      message: 'A reference episode or a description is required for similar search',
      path: ['referenceEpisode'],
    },
  );
export type SearchRequest = z.input<typeof SearchRequest>;
export type SearchRequestParsed = z.output<typeof SearchRequest>;

export const SearchEvidence = z.object({
  kind: z.enum(['transcript', 'title', 'description']),
  quote: z.string().describe('The words that matched, as written'),
  startSeconds: z.number().optional().describe('Where the quoted passage starts in the audio'),
});
export type SearchEvidence = z.infer<typeof SearchEvidence>;

/** The spec's Episode result: an episode plus why and how well it matched. */
export const SearchResult = Episode.extend({
  relevanceScore: z
    .number()
    .min(0)
    .max(1)
    .describe('0..1: 0.8+ highly relevant, 0.6+ relevant, below 0.4 mostly unrelated'),
  aiExplanation: z.string().describe('Why this episode matched'),
  explanation: z.string().describe('Same text as aiExplanation'),
  matchedTopics: z.array(z.string()).max(3),
  evidence: SearchEvidence.optional(),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchResponse = z.object({
  results: z.array(SearchResult),
  totalFound: z.number().int().describe('Results above the threshold, across all pages'),
  searchCriteria: z.string(),
  podcastShow: z.string(),
  message: z.string().optional(),
  respelledCriteria: z
    .string()
    .optional()
    .describe(
      'The criteria as searched when a word was a likely typo of a show name ("the dialy" → "the daily") or two words the catalog writes as one ("bit coin" → "bitcoin")',
    ),
  catalogEmpty: z.boolean().optional().describe('True when there is nothing in the catalog to search yet'),
  hasMore: z.boolean(),
  offset: z.number().int(),
});
export type SearchResponse = z.infer<typeof SearchResponse>;
