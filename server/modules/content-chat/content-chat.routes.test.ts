import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AskResponse, ConversationContent, parseTimestamp, TIMESTAMP_PATTERN } from '../../../common/api/content-chat';
import { seedConversationContent } from '../../test/factories';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';

describe.each(testDatabases())('conversation content and ask (local provider) on %s', (kind) => {
  let t: TestApp;
  let ids: { withTranscript: string; withoutTranscript: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    ids = await seedConversationContent(t.database);
  });
  afterAll(() => t.close());

  const ask = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/conversation/ask',
      payload: body,
    });

  it('returns the episode with its show and transcript', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/conversation/content/podcast/${ids.withTranscript}`,
    });
    expect(res.statusCode).toBe(200);
    const content = ConversationContent.parse(res.json());
    expect(content).toMatchObject({
      id: ids.withTranscript,
      contentType: 'podcast',
      title: 'Bees on the roof',
      channelTitle: 'Garden Hours',
      host: 'Ines Ruiz',
      duration: 31,
      durationSeconds: 1830,
      hasTranscript: true,
    });
    expect(content.segments).toHaveLength(15);
    expect(content.segments[1]).toEqual({
      startSeconds: 8.5,
      endSeconds: 16,
      speaker: 'Marta',
      text: 'Thanks for having me. I have kept bees on my apartment roof for six years now.',
    });
    expect(content.transcript).toContain('The varroa mite.');
  });

  it('answers 404 for an episode without a transcript, an unknown id and a foreign id', async () => {
    for (const id of [ids.withoutTranscript, '00000000-0000-4000-8000-000000000000', 'spotify:episode:123']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/conversation/content/podcast/${encodeURIComponent(id)}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: {
          code: 'conversation.content_not_found',
          message: 'Content not found or transcript not available',
        },
      });
    }
  });

  it('refuses an unknown content type', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/conversation/content/vimeo/${ids.withTranscript}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers from the passage that holds the answer and links its timestamp', async () => {
    const res = await ask({
      contentId: ids.withTranscript,
      contentType: 'podcast',
      message: 'How much honey does one hive give in a year?',
    });
    expect(res.statusCode).toBe(200);
    const body = AskResponse.parse(res.json());
    expect(body.provider).toBe('local');
    expect(body.fallback).toBe(false);
    const first = body.citations[0];
    // The answer line starts at 2:30.5; the cited passage must contain it.
    expect(first.startSeconds).toBeLessThanOrEqual(150.5);
    expect(first.endSeconds).toBeGreaterThanOrEqual(165);
    expect(first.text).toContain('fifteen kilograms');
    expect(body.answer).toContain('fifteen kilograms');
    const stamps = [...body.answer.matchAll(TIMESTAMP_PATTERN)].map((m) => parseTimestamp(m[0].slice(1, -1)));
    expect(stamps[0]).toBe(Math.floor(first.startSeconds ?? -1));
  });

  it('matches a question worded differently from the transcript (stems and synonyms)', async () => {
    const res = await ask({
      contentId: ids.withTranscript,
      message: 'what did the starter equipment cost?',
    });
    const body = AskResponse.parse(res.json());
    expect(body.citations[0].text).toContain('two hundred euros');
    const mite = AskResponse.parse(
      (
        await ask({
          contentId: ids.withTranscript,
          message: 'How does she treat varoa mites?',
        })
      ).json(),
    );
    expect(mite.citations[0].text).toContain('oxalic acid');
  });

  it('goes on from the last answer when the listener asks to hear more, and refuses a history out of bounds', async () => {
    const question = 'How much honey does one hive give in a year?';
    const first = AskResponse.parse((await ask({ contentId: ids.withTranscript, message: question })).json());
    const cited = first.citations.map(({ startSeconds, endSeconds }) => ({ startSeconds, endSeconds }));
    const more = await ask({
      contentId: ids.withTranscript,
      message: 'Tell me more',
      history: [{ question, cited }],
    });
    expect(more.statusCode).toBe(200);
    const body = AskResponse.parse(more.json());
    expect(body.citations).toHaveLength(1);
    expect(body.citations[0]?.startSeconds).toBeGreaterThanOrEqual(first.citations[0]?.endSeconds as number);
    expect(body.answer).toMatch(/^Right after that, at \[\d+:\d\d\], /);
    // Out of bounds: a negative time, a blank question, too many turns.
    for (const history of [
      [{ question, cited: [{ startSeconds: -1, endSeconds: 2 }] }],
      [{ question: '  ', cited: [] }],
      Array.from({ length: 21 }, () => ({ question, cited: [] })),
    ]) {
      const res = await ask({ contentId: ids.withTranscript, message: 'Tell me more', history });
      expect(res.statusCode).toBe(400);
    }
  });

  it('says so when nothing in the transcript matches', async () => {
    const body = AskResponse.parse(
      (
        await ask({
          contentId: ids.withTranscript,
          message: 'quantum chromodynamics',
        })
      ).json(),
    );
    expect(body.citations).toEqual([]);
    expect(body.answer).toMatch(/couldn't find/);
  });

  it('validates the message and the content', async () => {
    expect((await ask({ contentId: ids.withTranscript, message: '   ' })).statusCode).toBe(400);
    expect(
      (
        await ask({
          contentId: ids.withTranscript,
          message: 'x'.repeat(2001),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await ask({
          contentId: ids.withTranscript,
          contentType: 'vimeo',
          message: 'hi',
        })
      ).statusCode,
    ).toBe(400);
    const missing = await ask({
      contentId: ids.withoutTranscript,
      message: 'What is compost?',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('conversation.content_not_found');
  });

  it('uses a transcript sent by the client only when the server holds none', async () => {
    const sent = await ask({
      contentId: ids.withoutTranscript,
      message: 'What should go in the compost?',
      transcript:
        'Compost needs brown leaves and green kitchen scraps in equal parts.\n\nTurn the pile every two weeks.',
    });
    expect(sent.statusCode).toBe(200);
    expect(AskResponse.parse(sent.json()).citations[0].text).toContain('brown leaves');
    const ignored = await ask({
      contentId: ids.withTranscript,
      message: 'What should go in the compost?',
      transcript: 'Compost needs brown leaves and green kitchen scraps.',
    });
    expect(JSON.stringify(ignored.json())).not.toContain('brown leaves');
  });
});
