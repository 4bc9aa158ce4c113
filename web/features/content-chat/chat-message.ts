import type { Citation } from '../../../common/api/content-chat';
import type { ConversationMessage } from '../../../common/api/saved-conversations';

/** A message on the conversation screen (spec §3): user or ai, with the passages an answer cites. */
export type ChatMessage = {
  id: string;
  type: 'user' | 'ai';
  content: string;
  timestamp: string;
  citations?: Citation[];
};

let counter = 0;

export function newMessage(type: ChatMessage['type'], content: string, citations?: Citation[]): ChatMessage {
  counter += 1;
  return { id: `${Date.now()}-${counter}`, type, content, timestamp: new Date().toISOString(), citations };
}

/** Saved messages may carry `role` (user/assistant) instead of `type`. */
export function fromSavedMessage(m: ConversationMessage, index: number): ChatMessage {
  const type = m.type ?? (m.role === 'assistant' ? 'ai' : 'user');
  return { id: m.id ?? `saved-${index}`, type, content: m.content, timestamp: m.timestamp, citations: m.citations };
}

export function toSavedMessage(m: ChatMessage): ConversationMessage {
  return {
    id: m.id,
    type: m.type,
    content: m.content,
    timestamp: m.timestamp,
    ...(m.citations?.length ? { citations: m.citations.slice(0, 20) } : {}),
  };
}
