import type { Episode, EpisodePerson } from '../../../common/api/episodes';
import type { episodes, FeedPerson } from '../../db/schema/catalog';
import type { TranscriptSource } from '../../db/schema/transcripts';
import { webUrl } from '../../providers/feeds/web-url';

/** An episode row with what the screens show of its show; see episodeWithShowColumns in episodes.repo. */
export type EpisodeWithShow = {
  episode: Omit<typeof episodes.$inferSelect, 'searchVector' | 'descriptionHtml'>;
  show: { name: string; kind: 'podcast' | 'youtube'; imageUrl: string | null; host: string | null };
  hasTranscript: boolean;
  transcriptSource: TranscriptSource | null;
};

/** The people a feed names on an episode, each once, by name; a role the feed leaves out is "host" (podcast:person's default). */
export function episodePeople(persons: readonly FeedPerson[] | null | undefined): EpisodePerson[] {
  const seen = new Set<string>();
  const people: EpisodePerson[] = [];
  for (const p of persons ?? []) {
    const name = p.name?.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    people.push({ name, role: (p.role ?? 'host').trim().toLowerCase() || 'host' });
  }
  return people;
}

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
    people: episodePeople(episode.persons),
    hasTranscript: hasText,
    transcriptStatus: hasText ? 'completed' : 'none',
    transcriptSource: hasText ? (transcriptSource ?? null) : null,
  };
}
