import { describe, expect, it } from 'vitest';
import { type ChatMessage, earlierTurns } from './chat-message';

const message = (type: ChatMessage['type'], content: string, citations?: ChatMessage['citations']): ChatMessage => ({
  id: content,
  type,
  content,
  timestamp: '2026-01-01T00:00:00.000Z',
  citations,
});

describe('earlierTurns', () => {
  it('pairs each question with where its answer quoted, oldest first, and keeps the last ten', () => {
    const turns = earlierTurns([
      message('user', 'What is DiskCache built on?'),
      message('ai', 'The most relevant part...', [
        { startSeconds: 3.9, endSeconds: 32.5, text: 'built on SQLite' },
        { startSeconds: 105, endSeconds: 119, text: 'a course' },
      ]),
      message('user', 'tell me more'),
      // A failed answer quotes nothing.
      message('ai', 'Sorry, something went wrong.'),
      message('user', 'why?'),
    ]);
    expect(turns).toEqual([
      {
        question: 'What is DiskCache built on?',
        cited: [
          { startSeconds: 3.9, endSeconds: 32.5 },
          { startSeconds: 105, endSeconds: 119 },
        ],
      },
      { question: 'tell me more', cited: [] },
      { question: 'why?', cited: [] },
    ]);
    const many = Array.from({ length: 12 }, (_, i) => message('user', `question ${i}`));
    expect(earlierTurns(many).map((t) => t.question)).toEqual(many.slice(2).map((m) => m.content));
  });
});
