import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AskBody, AskResponse, ContentType, ConversationContent } from '../../../common/api/content-chat';
import type { VoiceBookmarkAction, VoiceBookmarkResponse } from '../../../common/api/saved';
import { CONTENT_FETCH_RETRIES, CONTENT_FETCH_RETRY_DELAY_MS } from '../../../common/constants';
import { ApiError, apiRequest } from '../../lib/api';

/**
 * The episode or video with its transcript. A failed fetch is retried 3 times, 1 s apart
 * (spec §7), except a 404: the content is missing or has no transcript, and asking again won't help.
 */
export function useConversationContent(contentType: string, contentId: string) {
  return useQuery<ConversationContent>({
    queryKey: ['/api/conversation/content', contentType, contentId],
    retry: (failures, err) => !(err instanceof ApiError && err.status === 404) && failures < CONTENT_FETCH_RETRIES,
    retryDelay: CONTENT_FETCH_RETRY_DELAY_MS,
  });
}

export type AskInput = Omit<AskBody, 'contentType'> & { contentType: ContentType };

export function useAskQuestion() {
  return useMutation({
    mutationFn: (body: AskInput) => apiRequest<AskResponse>('POST', '/api/conversation/ask', body),
  });
}

/** Save, unsave or add to the playlist by voice; saved and playlist lists are refreshed after. */
export function useVoiceBookmark() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ episodeId, action }: { episodeId: string; action: VoiceBookmarkAction }) =>
      apiRequest<VoiceBookmarkResponse>('POST', `/api/voice-bookmark/${episodeId}`, { action }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['/api/saved'] }),
        qc.invalidateQueries({ queryKey: ['/api/playlist'] }),
      ]),
  });
}

/** What other chat screens (the audiobook chat) share with this one. */
export { type ChatMessage, earlierTurns, fromSavedMessage, newMessage } from './chat-message';
export { MessageList } from './message-list';
export { SaveConversationDialog } from './save-conversation-dialog';
