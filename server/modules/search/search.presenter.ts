import type { SearchEvidence, SearchResult } from '../../../common/api/search';
import { webUrl } from '../../providers/feeds/web-url';
import { episodePeople } from '../episodes/episode.presenter';
import type { ResultEpisodeRow } from './search.repo';

const iso = (d: string | Date | null) => (d == null ? null : new Date(d).toISOString());

/**
 * Row -> the spec's Episode result. The episode part mirrors the library's Episode mapping
 * (the same contract); search adds its score, explanation and matched topics.
 */
export function presentSearchResult(
  row: ResultEpisodeRow,
  match: { relevanceScore: number; explanation: string; matchedTopics: string[]; evidence?: SearchEvidence },
): SearchResult {
  const audioUrl = webUrl(row.audio_url);
  const listenUrl = webUrl(row.link) ?? audioUrl;
  const seconds = row.duration_seconds == null ? null : Number(row.duration_seconds);
  return {
    id: row.id,
    showId: row.show_id,
    title: row.title,
    podcastShow: row.show_name,
    host: row.host ?? row.show_host ?? null,
    duration: seconds == null ? null : Math.round(seconds / 60),
    durationSeconds: seconds,
    publishDate: iso(row.publish_date),
    description: row.description_text,
    thumbnailUrl: webUrl(row.image_url) ?? webUrl(row.show_image_url),
    showImageUrl: webUrl(row.show_image_url),
    audioUrl,
    audioType: row.audio_type,
    listenUrl,
    url: listenUrl,
    platform: row.show_kind === 'youtube' ? 'YouTube' : 'RSS',
    season: row.season,
    episodeNumber: row.episode_number,
    people: episodePeople(row.persons),
    hasTranscript: row.has_transcript,
    transcriptStatus: row.has_transcript ? 'completed' : 'none',
    transcriptSource: row.has_transcript ? (row.transcript_source ?? null) : null,
    relevanceScore: match.relevanceScore,
    aiExplanation: match.explanation,
    explanation: match.explanation,
    matchedTopics: match.matchedTopics.slice(0, 3),
    ...(match.evidence ? { evidence: match.evidence } : {}),
  };
}
