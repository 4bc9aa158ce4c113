import { Episode } from '../../common/api/episodes';

/** A fixed, valid id for fake record `n`. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * Episode `n` as the server sends it, through the contract. It has a transcript only when
 * `transcriptSource` says where one came from; `patch` sets anything else a screen should show.
 */
export function fakeEpisode(n: number, patch: Partial<Episode> = {}): Episode {
  const transcribed = (patch.transcriptSource ?? null) !== null;
  return Episode.parse({
    id: uuid(n),
    showId: uuid(99),
    title: `Episode ${n}`,
    podcastShow: 'Sleep Lab',
    host: null,
    duration: null,
    durationSeconds: null,
    publishDate: null,
    description: '',
    thumbnailUrl: null,
    audioUrl: `https://cdn.example.com/${n}.mp3`,
    audioType: null,
    listenUrl: null,
    url: null,
    platform: 'RSS',
    season: null,
    episodeNumber: null,
    hasTranscript: transcribed,
    transcriptStatus: transcribed ? 'completed' : 'none',
    transcriptSource: null,
    ...patch,
  });
}
