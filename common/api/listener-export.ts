import { z } from 'zod';
import { Audiobook } from './audiobooks';
import { AutoQueueSettings, QueueItem } from './auto-queue';
import { Creator } from './creators';
import { ListeningHistoryItem } from './listening-history';
import { PlaylistItem } from './playlist';
import { SavedEpisode } from './saved';
import { SavedConversation } from './saved-conversations';
import { SearchHistoryItem } from './search-history';

/** Everything one listener keeps, in one file they can download (creators also as OPML). */
export const ListenerExport = z.object({
  format: z.literal('earshot-listener-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  saved: z.array(SavedEpisode),
  playlist: z.array(PlaylistItem),
  autoQueue: z.object({ settings: AutoQueueSettings, upNext: z.array(QueueItem) }),
  searchHistory: z.array(SearchHistoryItem),
  listeningHistory: z.array(ListeningHistoryItem),
  conversations: z.array(SavedConversation),
  audiobooks: z
    .array(Audiobook)
    .describe("The listener's audiobooks and where they stopped (the audio stays on the server)"),
  creators: z.array(Creator),
  creatorsOpml: z.string().describe('The creators as OPML 2.0, for other podcast apps'),
});
export type ListenerExport = z.infer<typeof ListenerExport>;
