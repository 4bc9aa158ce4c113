import { useQuery } from '@tanstack/react-query';
import type { Chapter, EpisodeChapters } from '../../../common/api/episodes';

/** The episode's chapters (Podcasting 2.0), when its feed names a chapters file. */
export function useChapters(episodeId: string | undefined) {
  return useQuery<EpisodeChapters>({
    queryKey: [`/api/episodes/${episodeId}/chapters`],
    enabled: Boolean(episodeId),
    retry: false,
  });
}

/** The index of the chapter playing at `position`, or -1 before the first one starts. */
export function chapterIndexAt(chapters: readonly Chapter[], position: number): number {
  let found = -1;
  chapters.forEach((c, i) => {
    if (c.startSeconds <= position + 0.5) found = i;
  });
  return found;
}

export function currentChapter(chapters: readonly Chapter[], position: number): Chapter | null {
  return chapters[chapterIndexAt(chapters, position)] ?? null;
}

/** A chapter title that names an opening: "Intro", "Introduction", "Cold open", "Welcome". */
const OPENING = /\b(?:intro|introduction|opening|cold open|welcome|theme)\b/i;

/** Within this many seconds of a chapter's start, "previous chapter" goes to the one before. */
const JUST_STARTED_SECONDS = 3;

/**
 * Where "next chapter", "previous chapter" or "skip the intro" goes from `position`: the index of
 * the chapter to start, or why there is none. The intro is the first of the opening chapters whose
 * title says so ("Sponsor", "Intro", "Interview": the interview), else the first chapter.
 */
export function chapterTarget(
  chapters: readonly Chapter[],
  position: number,
  which: 'next' | 'previous' | 'intro',
): { index: number } | { none: 'no-chapters' | 'last' | 'intro-over' } {
  if (!chapters.length) return { none: 'no-chapters' };
  const now = chapterIndexAt(chapters, position);
  if (which === 'next') return now + 1 < chapters.length ? { index: now + 1 } : { none: 'last' };
  if (which === 'previous') {
    if (now < 0) return { index: 0 };
    const into = position - (chapters[now] as Chapter).startSeconds;
    return { index: into > JUST_STARTED_SECONDS || now === 0 ? now : now - 1 };
  }
  if (chapters.length < 2) return { none: 'no-chapters' };
  const named = chapters.slice(0, 3).findIndex((c) => OPENING.test(c.title));
  const after = Math.max(named, 0) + 1;
  if (after >= chapters.length) return { none: 'no-chapters' };
  return now >= after ? { none: 'intro-over' } : { index: after };
}
