import type {
	AskBody,
	AskResponse,
	ContentType,
	ConversationContent,
} from "../../../common/api/conversation";
import type { AppContext } from "../../app";
import { NotFoundError } from "../../http/errors";
import { aiProvider } from "../../providers/ai/ai-registry";
import {
	parseTranscript,
	TranscriptParseError,
} from "../../providers/transcripts/parse-transcript";
import type { ParsedSegment } from "../../providers/transcripts/transcript-types";
import { loadTranscriptSegments } from "../transcripts/transcripts.store";
import { presentContent } from "./conversation.presenter";
import { type EpisodeWithShow, findEpisodeWithShow } from "./conversation.repo";

type Ctx = Pick<AppContext, "env" | "database">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const contentNotFound = () =>
	new NotFoundError(
		"conversation.content_not_found",
		"Content not found or transcript not available",
	);

async function findContent(
	ctx: Ctx,
	contentId: string,
): Promise<EpisodeWithShow | null> {
	// Ids that are not ours (or not uuids at all) are simply unknown content.
	if (!UUID.test(contentId)) return null;
	return findEpisodeWithShow(ctx.database.db, contentId);
}

/** The episode (or video) with its transcript; 404 when either is missing. */
export async function loadConversationContent(
	ctx: Ctx,
	_contentType: ContentType,
	contentId: string,
): Promise<ConversationContent> {
	const found = await findContent(ctx, contentId);
	if (!found) throw contentNotFound();
	const segments = await loadTranscriptSegments(ctx, found.episode.id);
	if (segments.length === 0) throw contentNotFound();
	return presentContent(found, segments);
}

/**
 * Answers a question about one episode from its stored transcript. A transcript sent by the
 * client is only used when the server holds none for that episode.
 */
export async function askAboutContent(
	ctx: Ctx,
	body: AskBody,
): Promise<AskResponse> {
	const found = await findContent(ctx, body.contentId);
	if (!found) throw contentNotFound();
	let segments: ParsedSegment[] = await loadTranscriptSegments(
		ctx,
		found.episode.id,
	);
	if (segments.length === 0 && body.transcript?.trim())
		segments = segmentsOfClientText(body.transcript);
	if (segments.length === 0) throw contentNotFound();
	const answer = await aiProvider(ctx).answer({
		question: body.message,
		passages: segments,
		contentTitle: found.episode.title,
	});
	return {
		answer: answer.answer,
		citations: answer.citations,
		provider: answer.provider,
		fallback: answer.fallback,
	};
}

function segmentsOfClientText(text: string): ParsedSegment[] {
	try {
		return parseTranscript(text).segments;
	} catch (err) {
		if (err instanceof TranscriptParseError) return [];
		throw err;
	}
}
