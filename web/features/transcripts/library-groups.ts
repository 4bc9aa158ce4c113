import type { Episode } from '../../../common/api/episodes';

export type LibraryGroupKey = 'withTranscript' | 'manual' | 'generated' | 'ready';
export type LibraryGroups = Record<LibraryGroupKey, Episode[]>;

/**
 * The library's four groups (spec §2 Admin): transcripts from feeds or Podcast Index, manual
 * uploads, speech-to-text ones, and episodes still waiting for a transcript.
 */
export function groupLibrary(episodes: Episode[]): LibraryGroups {
  const groups: LibraryGroups = { withTranscript: [], manual: [], generated: [], ready: [] };
  for (const ep of episodes) {
    if (!ep.hasTranscript) {
      groups.ready.push(ep);
      continue;
    }
    if (ep.transcriptSource === 'manual_upload') groups.manual.push(ep);
    else if (ep.transcriptSource === 'generated') groups.generated.push(ep);
    else groups.withTranscript.push(ep);
  }
  return groups;
}
