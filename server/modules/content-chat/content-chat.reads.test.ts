import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AskResponse } from '../../../common/api/content-chat';
import { seedConversationContent, seedShow } from '../../test/factories';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import * as transcriptsRepo from '../transcripts/transcripts.repo';
import { saveTranscript } from '../transcripts/transcripts.store';

// The real reads, counted.
vi.mock('../transcripts/transcripts.repo', async (importOriginal) => {
  const real = await importOriginal<typeof transcriptsRepo>();
  return { ...real, listSegments: vi.fn(real.listSegments) };
});

describe.each(testDatabases())('questions asked at once about one episode, on %s', (kind) => {
  let t: TestApp;
  let episodeId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    episodeId = (await seedConversationContent(t.database)).withTranscript;
  });
  afterAll(() => t.close());

  it('share one read of the transcript, and each gets its own answer', async () => {
    const reads = vi.mocked(transcriptsRepo.listSegments);
    reads.mockClear();
    const questions = ['How long has Marta kept bees?', 'What is the varroa mite?', 'Where are the hives?'];
    const answers = await Promise.all(
      [...questions, ...questions].map((message) =>
        t.app.inject({
          method: 'POST',
          url: '/api/conversation/ask',
          payload: { contentId: episodeId, contentType: 'podcast', message },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(reads).toHaveBeenCalledTimes(1);
    const first = AskResponse.parse(answers[0]?.json());
    expect(first.citations.length).toBeGreaterThan(0);
    expect(AskResponse.parse(answers[3]?.json())).toEqual(first);
  });

  it('answers a transcript stored a word per line in readable passages', async () => {
    const { episodeIds } = await seedShow(t.database, 'Word Level', [{ title: 'Bees in winter' }]);
    const sentence =
      'In winter the bees cluster around the queen and shiver their wing muscles to keep the hive warm until spring.';
    const words = sentence.split(' ').map((text, i) => ({
      startSeconds: 60 + i * 0.4,
      endSeconds: 60.4 + i * 0.4,
      speaker: 'Marta',
      text,
    }));
    await saveTranscript({ database: t.database }, episodeIds[0] as string, {
      source: 'feed',
      format: 'json',
      segments: words,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conversation/ask',
      payload: {
        contentId: episodeIds[0],
        contentType: 'podcast',
        message: 'How do bees keep the hive warm in winter?',
      },
    });
    const answer = AskResponse.parse(res.json());
    expect(answer.citations[0]?.startSeconds).toBe(60);
    expect(answer.citations[0]?.text).toContain('shiver their wing muscles');
  });

  it('reads again after a failed read', async () => {
    // A server and database of its own, whose memory holds no transcript yet.
    const fresh = await createTestApp(kind);
    const { withTranscript } = await seedConversationContent(fresh.database);
    const reads = vi.mocked(transcriptsRepo.listSegments);
    reads.mockClear();
    reads.mockRejectedValueOnce(new Error('connection reset'));
    const ask = () =>
      fresh.app.inject({
        method: 'POST',
        url: '/api/conversation/ask',
        payload: { contentId: withTranscript, contentType: 'podcast', message: 'What is the varroa mite?' },
      });
    try {
      expect((await ask()).statusCode).toBe(500);
      expect((await ask()).statusCode).toBe(200);
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      await fresh.close();
    }
  });
});
