import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversationList, SavedConversation } from '../../../common/api/saved-conversations';
import { createTestApp, type TestApp, type TestListener, testDatabases } from '../../test/test-app';

const chat = [
  {
    id: 'm1',
    type: 'user',
    content: 'How much honey does one hive give?',
    timestamp: '2024-05-01T10:00:00.000Z',
  },
  {
    id: 'm2',
    type: 'ai',
    content: 'About fifteen kilograms a year [2:30].',
    timestamp: '2024-05-01T10:00:02.000Z',
    citations: [
      {
        startSeconds: 150.5,
        endSeconds: 165,
        text: 'In a good year around fifteen kilograms',
      },
    ],
  },
];

const body = (over: Record<string, unknown> = {}) => ({
  podcastId: 'episode-1',
  title: 'Honey yields',
  description: 'Notes for my own hive',
  episodeTitle: 'Bees on the roof',
  podcastShow: 'Garden Hours',
  conversation: chat,
  ...over,
});

describe.each(testDatabases())('saved conversations on %s', (kind) => {
  let t: TestApp;
  let me: TestListener;
  let other: TestListener;
  beforeAll(async () => {
    t = await createTestApp(kind);
    me = await t.listener();
    other = await t.listener();
  });
  afterAll(() => t.close());

  const save = (who: TestListener, payload: Record<string, unknown>) =>
    who.inject({ method: 'POST', url: '/api/conversations', payload });

  it('saves a conversation with its citations, preview and count', async () => {
    const res = await save(me, body());
    expect(res.statusCode).toBe(201);
    const saved = SavedConversation.parse(res.json());
    expect(saved).toMatchObject({
      podcastId: 'episode-1',
      contentType: 'podcast',
      title: 'Honey yields',
      description: 'Notes for my own hive',
      messageCount: 2,
      preview: 'How much honey does one hive give?',
    });
    expect(saved.conversation).toEqual(chat);
    const again = SavedConversation.parse(
      (
        await me.inject({
          method: 'GET',
          url: `/api/conversations/${saved.id}`,
        })
      ).json(),
    );
    expect(again.conversation[1].citations?.[0].startSeconds).toBe(150.5);
  });

  it('accepts role-style messages (audiobook chat) and cuts the preview at 100 characters', async () => {
    const long = 'a'.repeat(150);
    const res = await save(
      me,
      body({
        podcastShow: 'Audiobook: Moby Dick',
        conversation: [
          {
            role: 'assistant',
            content: 'Ask me anything.',
            timestamp: '2024-05-02T10:00:00Z',
          },
          { role: 'user', content: long, timestamp: '2024-05-02T10:00:01Z' },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(SavedConversation.parse(res.json()).preview).toBe('a'.repeat(100));
  });

  it('refuses an empty conversation, a blank title and messages without a type or role', async () => {
    const empty = await save(me, body({ conversation: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('No conversation to save');
    expect((await save(me, body({ title: '   ' }))).statusCode).toBe(400);
    expect((await save(me, body({ conversation: [{ content: 'hi', timestamp: 'now' }] }))).statusCode).toBe(400);
  });

  it('lists newest activity first, and a continued chat moves to the top', async () => {
    const first = SavedConversation.parse((await save(me, body({ title: 'First' }))).json());
    const second = SavedConversation.parse((await save(me, body({ title: 'Second' }))).json());
    let list = ConversationList.parse((await me.inject({ method: 'GET', url: '/api/conversations' })).json());
    expect(list[0].id).toBe(second.id);
    const continued = [
      ...chat,
      {
        type: 'user',
        content: 'And in a bad year?',
        timestamp: '2024-05-03T10:00:00Z',
      },
    ];
    const put = await me.inject({
      method: 'PUT',
      url: `/api/conversations/${first.id}`,
      payload: { conversation: continued },
    });
    expect(put.statusCode).toBe(200);
    expect(SavedConversation.parse(put.json()).messageCount).toBe(3);
    list = ConversationList.parse((await me.inject({ method: 'GET', url: '/api/conversations' })).json());
    expect(list[0].id).toBe(first.id);
    expect(list[0].title).toBe('First');
  });

  it('renames, and refuses a blank title or an empty update', async () => {
    const saved = SavedConversation.parse((await save(me, body())).json());
    const url = `/api/conversations/${saved.id}`;
    const renamed = await me.inject({
      method: 'PUT',
      url,
      payload: { title: 'Renamed', description: '' },
    });
    expect(SavedConversation.parse(renamed.json())).toMatchObject({
      title: 'Renamed',
      description: null,
      messageCount: 2,
    });
    expect((await me.inject({ method: 'PUT', url, payload: { title: ' ' } })).statusCode).toBe(400);
    expect((await me.inject({ method: 'PUT', url, payload: {} })).statusCode).toBe(400);
  });

  it("keeps one listener's conversations from another", async () => {
    const saved = SavedConversation.parse((await save(me, body({ title: 'Private' }))).json());
    const url = `/api/conversations/${saved.id}`;
    expect(ConversationList.parse((await other.inject({ method: 'GET', url: '/api/conversations' })).json())).toEqual(
      [],
    );
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await other.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('conversations.not_found');
    }
    expect(
      (
        await other.inject({
          method: 'PUT',
          url,
          payload: { title: 'Mine now' },
        })
      ).statusCode,
    ).toBe(404);
    expect(SavedConversation.parse((await me.inject({ method: 'GET', url })).json()).title).toBe('Private');
  });

  it('deletes', async () => {
    const saved = SavedConversation.parse((await save(me, body())).json());
    const url = `/api/conversations/${saved.id}`;
    expect((await me.inject({ method: 'DELETE', url })).json()).toEqual({
      deleted: true,
      id: saved.id,
    });
    expect((await me.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await me.inject({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await me.inject({ method: 'GET', url: '/api/conversations/not-a-uuid' })).statusCode).toBe(400);
  });
});
