// The assistant set (assistant-set.json): driver conversations with the structured request each turn
// should become, some tied to a query of the relevance set whose judgements grade their results.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AssistantRequest } from '../../common/api/assistant';
import { conversationalSearch } from '../../server/modules/assistant/assistant.service';
import type { EvalCorpus } from './relevance-eval';

export type Conversation = {
  id: string;
  split: 'dev' | 'test';
  turns: { say: string; expect: Partial<AssistantRequest> }[];
  /** The relevance-set query whose judgements grade the conversation's results. */
  relevance?: string;
};

type Answer = Awaited<ReturnType<typeof conversationalSearch>>;

/** The day the set's "this year" and "last week" are read against. */
export const ASSISTANT_NOW = new Date('2026-11-25T12:00:00Z');

export const readAssistantSet = (): { conversations: Conversation[] } =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'assistant-set.json'), 'utf8'));

/**
 * Says a conversation's turns in order, as a driver would, and returns the answer whose results are
 * judged: the last that asks for no time. The fixture feeds end in 2020, so "newer" and "last week"
 * find nothing by construction. `onTurn` sees each answer with the milliseconds it took.
 */
export async function runConversation(
  corpus: EvalCorpus,
  c: Conversation,
  onTurn?: (turn: Conversation['turns'][number], answer: Answer, ms: number) => void,
): Promise<Answer | null> {
  const history: { role: 'user' | 'assistant'; content: string }[] = [];
  let judged: Answer | null = null;
  for (const turn of c.turns) {
    const started = performance.now();
    const answer = await conversationalSearch(
      corpus.ctx,
      { message: turn.say, conversationHistory: history, isVoiceSearch: true, searchDepth: 'deep' },
      { now: ASSISTANT_NOW },
    );
    onTurn?.(turn, answer, performance.now() - started);
    history.push({ role: 'user', content: turn.say }, { role: 'assistant', content: answer.response });
    if (answer.request.withinDays === null) judged = answer;
  }
  return judged;
}
