import type { Citation, EarlierTurn } from '../../../common/api/content-chat';
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

/** How many earlier questions a new one is sent with: enough for "tell me more" and "why is that?". */
const EARLIER_TURNS = 10;

/**
 * The questions asked so far, oldest first, each with where its answer quoted the transcript:
 * the server reads "tell me more", "what else?" and "why is that?" against them.
 */
export function earlierTurns(messages: ChatMessage[]): EarlierTurn[] {
  const turns: EarlierTurn[] = [];
  messages.forEach((m, i) => {
    if (m.type !== 'user' || !m.content.trim()) return;
    const reply = messages[i + 1];
    const cited = reply?.type === 'ai' ? (reply.citations ?? []) : [];
    turns.push({
      question: m.content.trim().slice(0, 2000),
      cited: cited.slice(0, 5).map((c) => ({ startSeconds: c.startSeconds, endSeconds: c.endSeconds })),
    });
  });
  return turns.slice(-EARLIER_TURNS);
}
