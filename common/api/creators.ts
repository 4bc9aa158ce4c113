import { z } from 'zod';
import { CREATOR_AUTOSYNC_DEFAULT } from '../constants';

export const CreatorType = z.enum(['podcast', 'youtube']).describe("'youtube' is a video channel");
export type CreatorType = z.infer<typeof CreatorType>;

export const SyncStatus = z.enum(['pending', 'syncing', 'synced', 'failed']);

export const Creator = z.object({
  id: z.string(),
  name: z.string(),
  type: CreatorType,
  url: z.string().describe('Feed URL (podcast) or channel URL (video)'),
  channelId: z.string().nullable(),
  autoSync: z.boolean(),
  description: z.string().nullable(),
  episodeCount: z.number().int(),
  lastSynced: z.string().nullable(),
  showId: z.string().nullable(),
  syncStatus: SyncStatus.describe('pending until its first sync job runs'),
  syncError: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type Creator = z.infer<typeof Creator>;
export const CreatorList = z.array(Creator);

export const CreatorCreateBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  type: CreatorType.default('podcast'),
  url: z.string().trim().min(1, 'URL is required').max(2000),
  channelId: z.string().trim().max(200).nullish(),
  autoSync: z.boolean().default(CREATOR_AUTOSYNC_DEFAULT),
  description: z.string().max(5000).nullish(),
});
export type CreatorCreateBody = z.input<typeof CreatorCreateBody>;

export const CreatorIdParams = z.object({ id: z.uuid('Creator id must be a UUID') });

export const CreatorSyncResponse = z.object({
  newEpisodes: z.number().int().describe('Episodes that were not in the catalog before this sync'),
  updatedEpisodes: z.number().int(),
  totalEpisodes: z.number().int(),
});
export type CreatorSyncResponse = z.infer<typeof CreatorSyncResponse>;

/** Episodes of a creator for the 'View Episodes' dropdown (spec: Creator search result). */
export const CreatorEpisode = z.object({
  id: z.string(),
  title: z.string(),
  audioUrl: z.string().nullable(),
  link: z.string().nullable(),
  publishDate: z.string().nullable(),
  hasTranscript: z.boolean(),
});
export type CreatorEpisode = z.infer<typeof CreatorEpisode>;
export const CreatorEpisodeList = z.array(CreatorEpisode);

export const CreatorDirectoryQuery = z.object({
  term: z.string().trim().min(2, 'Type at least 2 characters').max(200),
});
export const CreatorDirectoryResult = z.object({
  name: z.string(),
  author: z.string().nullable(),
  feedUrl: z.string(),
  imageUrl: z.string().nullable(),
  episodeCount: z.number().int().nullable(),
});
export type CreatorDirectoryResult = z.infer<typeof CreatorDirectoryResult>;
export const CreatorDirectoryResults = z.array(CreatorDirectoryResult);

export const OpmlImportBody = z.object({
  opml: z.string().min(1, 'OPML text is required').max(2_000_000).describe('The text of an OPML file'),
});
export type OpmlImportBody = z.infer<typeof OpmlImportBody>;

export const OpmlImportResponse = z.object({
  added: z.number().int(),
  skipped: z.number().int().describe('Already followed, or listed twice'),
  invalid: z.number().int().describe('Outlines without a usable feed URL'),
  creators: CreatorList,
});
export type OpmlImportResponse = z.infer<typeof OpmlImportResponse>;

/** The seven real shows offered in the 'Add Creator' dialog. */
export const PRESET_CREATORS: readonly { name: string; url: string; description: string }[] = [
  {
    name: 'The Daily',
    url: 'https://feeds.simplecast.com/54nAGcIl',
    description:
      'The biggest stories of our time, told by the best journalists in the world. Hosted by Michael Barbaro and Sabrina Tavernise. From The New York Times.',
  },
  {
    name: 'Planet Money',
    url: 'https://feeds.npr.org/510289/podcast.xml',
    description: 'The economy explained, from NPR.',
  },
  {
    name: 'Hidden Brain',
    url: 'https://feeds.simplecast.com/kwWc0lhf',
    description:
      'Shankar Vedantam uses science and storytelling to reveal the unconscious patterns that drive human behavior.',
  },
  {
    name: 'Radiolab',
    url: 'https://feeds.simplecast.com/EmVW7VGp',
    description: 'Investigating a strange world, from WNYC Studios.',
  },
  {
    name: '99% Invisible',
    url: 'https://feeds.simplecast.com/BqbsxVfO',
    description: 'Design, architecture and the 99% invisible activity that shapes our world. Hosted by Roman Mars.',
  },
  {
    name: 'Lex Fridman Podcast',
    url: 'https://lexfridman.com/feed/podcast/',
    description: 'Conversations about science, technology, history, philosophy and the nature of intelligence.',
  },
  {
    name: 'Talk Python To Me',
    url: 'https://talkpython.fm/episodes/rss',
    description: 'A weekly podcast on Python and the people who use it, hosted by Michael Kennedy.',
  },
] as const;
