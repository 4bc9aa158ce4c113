import type { Episode } from '../../../common/api/episodes';
import type { episodes } from '../../db/schema/catalog';
import type { TranscriptSource } from '../../db/schema/transcripts';
import { webUrl } from '../../providers/feeds/web-url';

/** An episode row with what the screens show of its show; see episodeWithShowColumns in episodes.repo. */
export type EpisodeWithShow = {
  episode: Omit<typeof episodes.$inferSelect, 'searchVector' | 'descriptionHtml'>;
  show: { name: string; kind: 'podcast' | 'youtube'; imageUrl: string | null; host: string | null };
  hasTranscript: boolean;
  transcriptSource: TranscriptSource | null;
};

/** Row -> the Episode every screen shows: duration in whole minutes, where to listen, platform. */
export function presentEpisode({ episode, show, hasTranscript, transcriptSource }: EpisodeWithShow): Episode {
  const seconds = episode.durationSeconds;
  const hasText = Boolean(hasTranscript);
  return {
    id: episode.id,
    showId: episode.showId,
    title: episode.title,
    podcastShow: show.name,
    host: episode.host ?? show.host,
    duration: seconds == null ? null : Math.round(seconds / 60),
    durationSeconds: seconds,
    publishDate: episode.publishDate?.toISOString() ?? null,
    description: episode.descriptionText,
    thumbnailUrl: webUrl(episode.imageUrl) ?? webUrl(show.imageUrl),
    showImageUrl: webUrl(show.imageUrl),
    audioUrl: webUrl(episode.audioUrl),
    audioType: episode.audioType,
    listenUrl: webUrl(episode.link) ?? webUrl(episode.audioUrl),
    url: webUrl(episode.link) ?? webUrl(episode.audioUrl),
    platform: show.kind === 'youtube' ? 'YouTube' : 'RSS',
    season: episode.season,
    episodeNumber: episode.episodeNumber,
    hasTranscript: hasText,
    transcriptStatus: hasText ? 'completed' : 'none',
    transcriptSource: hasText ? (transcriptSource ?? null) : null,
  };
}
