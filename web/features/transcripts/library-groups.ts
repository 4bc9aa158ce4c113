import type { Episode } from '../../../common/api/episodes';
import type { EpisodeTranscript } from '../../../common/api/transcripts';

export type LibraryGroupKey = 'withTranscript' | 'manual' | 'generated' | 'ready';
export type LibraryGroups = Record<LibraryGroupKey, Episode[]>;

/**
 * The library's four groups (spec §2 Admin): transcripts from feeds or Podcast Index, manual
 * uploads, speech-to-text ones, and episodes still waiting for a transcript.
 */
export function groupLibrary(episodes: Episode[], sources: Map<string, EpisodeTranscript['source']>): LibraryGroups {
  const groups: LibraryGroups = { withTranscript: [], manual: [], generated: [], ready: [] };
  for (const ep of episodes) {
    if (!ep.hasTranscript) {
      groups.ready.push(ep);
      continue;
    }
    const source = sources.get(ep.id);
    if (source === 'manual_upload') groups.manual.push(ep);
    else if (source === 'generated') groups.generated.push(ep);
    else groups.withTranscript.push(ep);
  }
  return groups;
}
