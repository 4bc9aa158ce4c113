import type { ConversationMessage, SavedConversation } from '../../../common/api/saved-conversations';
import { CONVERSATION_PREVIEW_CHARS } from '../../../common/constants';
import type { StoredMessage } from '../../db/schema/library';
import type { ConversationRow } from './saved-conversations.repo';

const isUser = (m: ConversationMessage) => m.type === 'user' || m.role === 'user';

/** A stored conversation as the saved-conversations screen reads it. */
export function presentConversation(row: ConversationRow): SavedConversation {
  const messages = row.messages as unknown as ConversationMessage[];
  const firstUser = messages.find(isUser);
  return {
    id: row.id,
    podcastId: row.podcastId,
    contentType: row.contentType,
    title: row.title,
    description: row.description,
    episodeTitle: row.episodeTitle,
    podcastShow: row.podcastShow,
    conversation: messages,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    messageCount: messages.length,
    preview: firstUser ? firstUser.content.slice(0, CONVERSATION_PREVIEW_CHARS) : '',
  };
}

/** Messages as stored: only the fields of the contract, so nothing else rides along in the row. */
export function toStoredMessages(messages: ConversationMessage[]): StoredMessage[] {
  return messages.map(
    (m) =>
      ({
        ...(m.id ? { id: m.id } : {}),
        ...(m.type ? { type: m.type } : {}),
        ...(m.role ? { role: m.role } : {}),
        content: m.content,
        timestamp: m.timestamp,
        ...(m.citations ? { citations: m.citations } : {}),
      }) as unknown as StoredMessage,
  );
}
