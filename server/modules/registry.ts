import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { adminRoutes } from './admin/admin.routes';
import { assistantRoutes } from './assistant/assistant.routes';
import { defineAudiobookJobs } from './audiobooks/audiobook-transcription.job';
import { audiobooksRoutes } from './audiobooks/audiobooks.routes';
import { autoQueueRoutes } from './auto-queue/auto-queue.routes';
import { contentChatRoutes } from './content-chat/content-chat.routes';
import { creatorsRoutes } from './creators/creators.routes';
import { defineFeedSyncJobs } from './creators/feed-sync.job';
import { episodesRoutes } from './episodes/episodes.routes';
import { healthRoutes } from './health/health.routes';
import { listenerExportRoutes } from './listener-export/listener-export.routes';
import { listeningHistoryRoutes } from './listening-history/listening-history.routes';
import { playlistRoutes } from './playlist/playlist.routes';
import { savedRoutes } from './saved/saved.routes';
import { voiceBookmarkRoutes } from './saved/voice-bookmark.routes';
import { savedConversationsRoutes } from './saved-conversations/saved-conversations.routes';
import { defineEmbeddingsJob } from './search/embeddings.job';
import { searchRoutes } from './search/search.routes';
import { searchHistoryRoutes } from './search-history/search-history.routes';
import { showsRoutes } from './shows/shows.routes';
import { streamingRoutes } from './streaming/streaming.routes';
import { transcribeRoutes } from './transcribe/transcribe.routes';
import { defineTranscriptBatchJob } from './transcripts/transcript-batch.job';
import { transcriptsRoutes } from './transcripts/transcripts.routes';
import { videoRoutes } from './video/video.routes';

/** Every module's routes and jobs, registered in one place. */
export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  defineFeedSyncJobs(ctx);
  defineTranscriptBatchJob(ctx);
  defineEmbeddingsJob(ctx);
  defineAudiobookJobs(ctx);

  await app.register(healthRoutes(ctx));
  await app.register(showsRoutes(ctx));
  await app.register(episodesRoutes(ctx));
  await app.register(creatorsRoutes(ctx));
  await app.register(savedRoutes(ctx));
  await app.register(voiceBookmarkRoutes(ctx));
  await app.register(playlistRoutes(ctx));
  await app.register(searchRoutes(ctx));
  await app.register(searchHistoryRoutes(ctx));
  await app.register(videoRoutes(ctx));
  await app.register(streamingRoutes(ctx));
  await app.register(listenerExportRoutes(ctx));
  await app.register(listeningHistoryRoutes(ctx));
  await app.register(autoQueueRoutes(ctx));
  await app.register(contentChatRoutes(ctx));
  await app.register(savedConversationsRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(transcriptsRoutes(ctx));
  await app.register(transcribeRoutes(ctx));
  await app.register(audiobooksRoutes(ctx));
  await app.register(assistantRoutes(ctx));
}
