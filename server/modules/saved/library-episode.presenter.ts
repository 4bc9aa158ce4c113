import type { Episode } from '../../../common/api/episodes';
import type { EpisodeWithShowRow } from './library-episode.repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Catalog row + show → the `Episode` every library screen shows. */
export function presentLibraryEpisode(row: EpisodeWithShowRow): Episode {
  const e = row.episode;
  const listenUrl = e.link ?? e.audioUrl ?? null;
  return {
    id: e.id,
    showId: e.showId,
    title: e.title,
    podcastShow: row.showName,
    host: e.host ?? row.showHost ?? null,
    duration: e.durationSeconds == null ? null : Math.round(e.durationSeconds / 60),
    durationSeconds: e.durationSeconds ?? null,
    publishDate: iso(e.publishDate),
    description: e.descriptionText,
    descriptionHtml: e.descriptionHtml,
    thumbnailUrl: e.imageUrl ?? row.showImageUrl ?? null,
    audioUrl: e.audioUrl ?? null,
    audioType: e.audioType ?? null,
    listenUrl,
    url: listenUrl,
    platform: row.showKind === 'youtube' ? 'YouTube' : 'RSS',
    season: e.season ?? null,
    episodeNumber: e.episodeNumber ?? null,
    hasTranscript: row.hasTranscript,
    transcriptStatus: row.hasTranscript ? 'completed' : 'none',
  };
}
