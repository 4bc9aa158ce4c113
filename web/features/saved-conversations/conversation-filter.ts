import type { SavedConversation } from '../../../common/api/saved-conversations';
import { CONVERSATIONS_THIS_WEEK_DAYS } from '../../../common/constants';

/** Case-insensitive substring match on title, episode title and show (spec §5). */
export function filterConversations(list: SavedConversation[], term: string): SavedConversation[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return list;
  return list.filter((c) =>
    [c.title, c.episodeTitle, c.podcastShow].some((field) => field?.toLowerCase().includes(needle)),
  );
}

export type ConversationStats = { total: number; thisWeek: number; shows: number };

/** Total, created in the last 7 days, and how many different shows they are about. */
export function conversationStats(list: SavedConversation[], now: Date = new Date()): ConversationStats {
  const since = now.getTime() - CONVERSATIONS_THIS_WEEK_DAYS * 86_400_000;
  return {
    total: list.length,
    thisWeek: list.filter((c) => new Date(c.createdAt).getTime() >= since).length,
    shows: new Set(list.map((c) => c.podcastShow).filter(Boolean)).size,
  };
}

/** Where 'Continue Chat' leads: the audiobook chat, or the conversation screen with this conversation. */
export function continueHref(c: SavedConversation): string {
  if (c.contentType === 'audiobook' || c.podcastShow?.startsWith('Audiobook:')) {
    return `/audiobooks/${encodeURIComponent(c.podcastId)}/chat?conversationId=${encodeURIComponent(c.id)}`;
  }
  const type = c.contentType === 'youtube' ? 'youtube' : 'podcast';
  return `/conversation/${type}/${encodeURIComponent(c.podcastId)}?conversationId=${encodeURIComponent(c.id)}`;
}
