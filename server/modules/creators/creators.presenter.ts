import type { Creator, CreatorEpisode } from '../../../common/api/creators';
import { webUrl } from '../../providers/feeds/web-url';
import type { CreatorWithCounts } from './creators.repo';

export function presentCreator(row: CreatorWithCounts): Creator {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    url: row.url,
    channelId: row.channelId,
    autoSync: row.autoSync,
    description: row.description,
    episodeCount: row.episodeCount,
    lastSynced: row.lastSynced?.toISOString() ?? null,
    showId: row.showId,
    syncStatus: row.syncStatus,
    syncError: row.syncError,
    imageUrl: webUrl(row.imageUrl),
  };
}

export function presentCreatorEpisode(row: {
  id: string;
  title: string;
  audioUrl: string | null;
  link: string | null;
  publishDate: Date | null;
  hasTranscript: boolean;
}): CreatorEpisode {
  return {
    id: row.id,
    title: row.title,
    audioUrl: webUrl(row.audioUrl),
    link: row.link,
    publishDate: row.publishDate?.toISOString() ?? null,
    hasTranscript: Boolean(row.hasTranscript),
  };
}
