import type { AskBody, AskResponse, ContentType, ConversationContent } from '../../../common/api/content-chat';
import { isUuid } from '../../../common/api/ids';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../http/errors';
import { perDatabase } from '../../lib/recent-map';
import { parseTranscript, TranscriptParseError } from '../../providers/transcript-formats/parse-transcript';
import type { ParsedSegment } from '../../providers/transcript-formats/transcript-types';
import { readablePassages } from '../transcripts/transcript-fetch';
import { listSegments } from '../transcripts/transcripts.repo';
import { loadTranscriptSegments } from '../transcripts/transcripts.store';
import { presentContent } from './content-chat.presenter';
import { findEpisodeForQuestions, findEpisodeWithShow } from './content-chat.repo';

type Ctx = Pick<AppContext, 'env' | 'database' | 'providers'>;

/**
 * Recently asked-about transcripts, and those being read: listeners asking about one episode at
 * once share one read of its lines. A replaced transcript gets a new id, so entries never go stale.
 */
const SEGMENT_CACHE_SIZE = 8;
const segmentCache = perDatabase<Promise<ParsedSegment[]>>(SEGMENT_CACHE_SIZE);

const contentNotFound = () =>
  new NotFoundError('conversation.content_not_found', 'Content not found or transcript not available');

/** The transcript for answering: follow-up questions skip reloading thousands of lines. */
function transcriptForQuestions(ctx: Ctx, transcriptId: string): Promise<ParsedSegment[]> {
  const cache = segmentCache(ctx.database);
  const hit = cache.get(transcriptId);
  if (hit) return hit;
  const loading = listSegments(ctx.database.db, transcriptId).then(readablePassages);
  cache.set(transcriptId, loading);
  // A failed read is not remembered: the next question reads again.
  loading.catch(() => cache.delete(transcriptId));
  return loading;
}

/** The episode (or video) with its transcript; 404 when either is missing. */
export async function loadConversationContent(
  ctx: Ctx,
  _contentType: ContentType,
  contentId: string,
): Promise<ConversationContent> {
  // Ids that are not ours (or not uuids at all) are simply unknown content.
  const found = isUuid(contentId) ? await findEpisodeWithShow(ctx.database.db, contentId) : null;
  if (!found) throw contentNotFound();
  const segments = await loadTranscriptSegments(ctx, found.episode.id);
  if (segments.length === 0) throw contentNotFound();
  return presentContent(found, segments);
}

/**
 * Answers a question about one episode from its stored transcript. A transcript sent by the
 * client is only used when the server holds none for that episode.
 */
export async function askAboutContent(ctx: Ctx, body: AskBody): Promise<AskResponse> {
  const found = isUuid(body.contentId) ? await findEpisodeForQuestions(ctx.database.db, body.contentId) : null;
  if (!found) throw contentNotFound();
  let segments = found.transcriptId ? await transcriptForQuestions(ctx, found.transcriptId) : [];
  if (segments.length === 0 && body.transcript?.trim()) segments = segmentsOfClientText(body.transcript);
  if (segments.length === 0) throw contentNotFound();
  const answer = await ctx.providers.ai.answer({
    question: body.message,
    earlier: body.history,
    passages: segments,
    contentTitle: found.title,
    contentKind: body.contentType === 'youtube' ? 'video' : 'episode',
  });
  return { answer: answer.answer, citations: answer.citations, provider: answer.provider, fallback: answer.fallback };
}

function segmentsOfClientText(text: string): ParsedSegment[] {
  try {
    return parseTranscript(text).segments;
  } catch (err) {
    if (err instanceof TranscriptParseError) return [];
    throw err;
  }
}
