import type { ConversationContent, TranscriptSegment } from '../../../common/api/content-chat';
import type { EpisodeWithShow } from './content-chat.repo';

/** An episode and its transcript as the conversation screen shows them. */
export function presentContent({ episode, show }: EpisodeWithShow, segments: TranscriptSegment[]): ConversationContent {
  const seconds = episode.durationSeconds ?? lastTime(segments);
  return {
    id: episode.id,
    contentType: show.kind === 'youtube' ? 'youtube' : 'podcast',
    title: episode.title,
    description: episode.descriptionText,
    channelTitle: show.name,
    host: episode.host ?? show.host ?? null,
    duration: seconds === null ? null : Math.round(seconds / 60),
    durationSeconds: seconds === null ? null : Math.round(seconds),
    audioUrl: episode.audioUrl,
    watchUrl: show.kind === 'youtube' ? episode.link : null,
    publishDate: episode.publishDate ? episode.publishDate.toISOString() : null,
    transcript: segments.map((s) => s.text.trim()).join(' '),
    segments: segments.map((s) => ({
      startSeconds: s.startSeconds,
      endSeconds: s.endSeconds,
      speaker: s.speaker,
      text: s.text,
    })),
    hasTranscript: segments.length > 0,
  };
}

function lastTime(segments: TranscriptSegment[]): number | null {
  const last = segments.at(-1);
  return last?.endSeconds ?? last?.startSeconds ?? null;
}
