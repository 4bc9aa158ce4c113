import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AskBody, AskResponse, ConversationContent } from '../../../common/api/content-chat';
import {
  ConversationCreateBody,
  ConversationUpdateBody,
  SavedConversation,
} from '../../../common/api/saved-conversations';
import { type FakeHandler, installFakeApi } from '../../test/fake-api';
import { installFakeSpeechRecognition } from '../../test/fake-speech';
import { renderApp } from '../../test/render-app';
import { findToast } from '../../test/toasts';

const EPISODE_ID = '11111111-1111-4111-8111-111111111111';
const SAVED_ID = '22222222-2222-4222-8222-222222222222';

const content = ConversationContent.parse({
  id: EPISODE_ID,
  contentType: 'podcast',
  title: 'How Sleep Shapes Memory',
  description: 'A neuroscientist explains what the brain does at night.',
  channelTitle: 'Brain Matters',
  host: 'Dr. Lee',
  duration: 42,
  durationSeconds: 2520,
  audioUrl: 'https://cdn.example.com/sleep.mp3',
  watchUrl: null,
  publishDate: '2024-03-01T00:00:00.000Z',
  transcript: 'During deep sleep the hippocampus replays the day.',
  segments: [
    { startSeconds: 65, endSeconds: 70, speaker: null, text: 'During deep sleep the hippocampus replays the day.' },
  ],
  hasTranscript: true,
});

const answer = AskResponse.parse({
  answer: 'Deep sleep replays the day [1:05], which helps memories stick.',
  citations: [{ startSeconds: 65, endSeconds: 70, text: 'During deep sleep the hippocampus replays the day.' }],
  provider: 'local',
  fallback: false,
});

function savedConversation(over: Partial<SavedConversation> = {}): SavedConversation {
  return SavedConversation.parse({
    id: SAVED_ID,
    podcastId: EPISODE_ID,
    contentType: 'podcast',
    title: 'Sleep notes',
    description: null,
    episodeTitle: content.title,
    podcastShow: content.channelTitle,
    conversation: [
      { type: 'user', content: 'What happens in deep sleep?', timestamp: '2024-03-02T10:00:00.000Z' },
      { type: 'ai', content: answer.answer, timestamp: '2024-03-02T10:00:01.000Z', citations: answer.citations },
    ],
    createdAt: '2024-03-02T10:00:00.000Z',
    updatedAt: '2024-03-02T10:00:00.000Z',
    messageCount: 2,
    preview: 'What happens in deep sleep?',
    ...over,
  });
}

function routes(over: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /api/conversation/content/:type/:id': ({ url }) =>
      url.pathname.endsWith(EPISODE_ID)
        ? { body: content }
        : {
            status: 404,
            body: {
              error: {
                code: 'conversation.content_not_found',
                message: 'Content not found or transcript not available',
              },
            },
          },
    'POST /api/conversation/ask': ({ body }) => {
      AskBody.parse(body);
      return { body: answer };
    },
    'POST /api/conversations': ({ body }) => {
      const input = ConversationCreateBody.parse(body);
      return { status: 201, body: savedConversation({ title: input.title, description: input.description ?? null }) };
    },
    'GET /api/conversations/:id': () => ({ body: savedConversation() }),
    'PUT /api/conversations/:id': ({ body }) => {
      const input = ConversationUpdateBody.parse(body);
      return { body: savedConversation({ title: input.title ?? 'Sleep notes' }) };
    },
    'GET /api/listening-history/:id': () => ({ status: 404, body: { error: { code: 'not_found', message: 'none' } } }),
    ...over,
  };
}

async function ask(user: ReturnType<typeof userEvent.setup>, question: string) {
  const box = await screen.findByLabelText('Your question');
  await user.type(box, `${question}{Enter}`);
}

afterEach(() => vi.unstubAllGlobals());

describe('Conversation screen', () => {
  it('shows the loading text, then the content header and the chat titled Borris', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    installFakeApi(
      routes({
        'GET /api/conversation/content/:type/:id': async () => {
          await gate;
          return { body: content };
        },
      }),
    );
    renderApp(`/conversation/podcast/${EPISODE_ID}`);
    expect(await screen.findByText('Loading conversation...')).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: 'How Sleep Shapes Memory' })).toBeTruthy();
    expect(screen.getByText('Podcast Episode')).toBeTruthy();
    expect(screen.getByText('42 min')).toBeTruthy();
    expect(screen.getByText('Brain Matters')).toBeTruthy();
    expect(screen.getByText('Dr. Lee')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Borris' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Search' }).getAttribute('href')).toBe('/search');
    // No messages yet: no save or clear, and the send button waits for text.
    expect(screen.queryByRole('button', { name: 'Save Conversation' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the content is missing or has no transcript', async () => {
    const api = installFakeApi(routes());
    renderApp('/conversation/podcast/33333333-3333-4333-8333-333333333333');
    expect(await screen.findByText('Content not found or transcript not available')).toBeTruthy();
    // A 404 is final: it is not retried.
    expect(api.calls.filter((c) => c.url.pathname.startsWith('/api/conversation/content')).length).toBe(1);
  });

  it('asks with Enter, shows Thinking..., and renders the answer with a timestamp that plays the episode there', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const api = installFakeApi(
      routes({
        'POST /api/conversation/ask': async () => {
          await gate;
          return { body: answer };
        },
      }),
    );
    const user = userEvent.setup();
    renderApp(`/conversation/podcast/${EPISODE_ID}`);
    const box = await screen.findByLabelText('Your question');
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect((box as HTMLTextAreaElement).value).toBe('First line\nsecond line');
    await user.clear(box);
    await ask(user, 'What happens in deep sleep?');
    expect(await screen.findByText('Thinking...')).toBeTruthy();
    release();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('What happens in deep sleep?')).toBeTruthy();
    const link = (await within(log).findAllByRole('link', { name: 'Play from 1:05' }))[0];
    expect(screen.queryByText('Thinking...')).toBeNull();
    const sent = api.calls.find((c) => c.url.pathname === '/api/conversation/ask')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      contentId: EPISODE_ID,
      contentType: 'podcast',
      message: 'What happens in deep sleep?',
    });

    await user.click(link);
    const bar = await screen.findByRole('region', { name: 'Player' });
    expect(within(bar).getByTestId('player-title').textContent).toBe('How Sleep Shapes Memory');
    expect(within(bar).getByTestId('player-position').textContent).toBe('1:05');
    // Save and Clear now show at the top and at the bottom.
    expect(screen.getAllByRole('button', { name: 'Save Conversation' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Clear Conversation' })).toHaveLength(2);
  });

  it('a video is watched on its own page, and a cited moment opens it there', async () => {
    const video = {
      ...content,
      contentType: 'youtube' as const,
      audioUrl: null,
      watchUrl: 'https://www.youtube.com/watch?v=octoJar0001',
    };
    installFakeApi(
      routes({
        'GET /api/conversation/content/:type/:id': () => ({ body: video }),
        'POST /api/conversation/ask': () => ({ body: answer }),
      }),
    );
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const user = userEvent.setup();
    renderApp(`/conversation/youtube/${EPISODE_ID}`);
    expect(await screen.findByText('YouTube Video')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Watch ${content.title}` }));
    expect(open).toHaveBeenLastCalledWith('https://www.youtube.com/watch?v=octoJar0001', '_blank', 'noopener');
    await ask(user, 'What happens in deep sleep?');
    const log = screen.getByRole('log', { name: 'Messages' });
    await user.click((await within(log).findAllByRole('link', { name: 'Watch from 1:05' }))[0] as HTMLElement);
    expect(open).toHaveBeenLastCalledWith('https://www.youtube.com/watch?v=octoJar0001&t=65s', '_blank', 'noopener');
    expect(screen.queryByRole('region', { name: 'Player' })).toBeNull();
  });

  it('keeps an unsaved chat when the listener leaves the screen and comes back in the same session', async () => {
    installFakeApi(routes({ 'POST /api/conversation/ask': () => ({ body: answer }) }));
    const user = userEvent.setup();
    const first = renderApp(`/conversation/podcast/${EPISODE_ID}`);
    await ask(user, 'What happens in deep sleep?');
    const log = screen.getByRole('log', { name: 'Messages' });
    await within(log).findAllByRole('link', { name: 'Play from 1:05' });
    first.unmount();
    renderApp(`/conversation/podcast/${EPISODE_ID}`);
    const again = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(again).findByText('What happens in deep sleep?')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Clear Conversation' })[0]);
    expect(sessionStorage.length).toBe(0);
  });

  it('answers with the error message when the AI fails', async () => {
    installFakeApi(
      routes({
        'POST /api/conversation/ask': () => ({ status: 502, body: { error: { code: 'ai.failed', message: 'down' } } }),
      }),
    );
    const user = userEvent.setup();
    renderApp(`/conversation/podcast/${EPISODE_ID}`);
    await ask(user, 'Anything?');
    expect(
      await screen.findByText('Sorry, I encountered an error while processing your question. Please try again.'),
    ).toBeTruthy();
  });

  it('saves through a dialog prefilled with the episode title, then updates instead of duplicating', async () => {
    const api = installFakeApi(routes());
    const user = userEvent.setup();
    const { location } = renderApp(`/conversation/podcast/${EPISODE_ID}`);
    await ask(user, 'What happens in deep sleep?');
    await screen.findAllByRole('link', { name: 'Play from 1:05' });
    await user.click(screen.getAllByRole('button', { name: 'Save Conversation' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Save Conversation' });
    const title = within(dialog).getByLabelText('Title') as HTMLInputElement;
    expect(title.value).toBe('How Sleep Shapes Memory');
    await user.clear(title);
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(title, 'Sleep notes');
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'For the essay');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await findToast('Conversation Saved');
    const created = api.calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/conversations')?.body;
    expect(created).toMatchObject({
      podcastId: EPISODE_ID,
      title: 'Sleep notes',
      description: 'For the essay',
      episodeTitle: 'How Sleep Shapes Memory',
      podcastShow: 'Brain Matters',
    });
    expect((created as { conversation: unknown[] }).conversation).toHaveLength(2);
    await waitFor(() => expect(location.history?.at(-1)).toContain(`conversationId=${SAVED_ID}`));

    await user.click(screen.getAllByRole('button', { name: 'Save Conversation' })[1]);
    const again = await screen.findByRole('dialog', { name: 'Save Conversation' });
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/conversations')).toHaveLength(1);
  });

  it('continues a saved conversation from ?conversationId=', async () => {
    installFakeApi(routes());
    renderApp(`/conversation/podcast/${EPISODE_ID}?conversationId=${SAVED_ID}`);
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('What happens in deep sleep?')).toBeTruthy();
    expect(within(log).getAllByRole('link', { name: 'Play from 1:05' }).length).toBeGreaterThan(0);
  });

  it('shows the server reason when saving fails', async () => {
    installFakeApi(
      routes({
        'POST /api/conversations': () => ({
          status: 400,
          body: { error: { code: 'validation', message: 'Title is too long' } },
        }),
      }),
    );
    const user = userEvent.setup();
    renderApp(`/conversation/podcast/${EPISODE_ID}`);
    await ask(user, 'What happens in deep sleep?');
    await screen.findAllByRole('link', { name: 'Play from 1:05' });
    await user.click(screen.getAllByRole('button', { name: 'Save Conversation' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Save Conversation' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The dialog stays open (and hides the notifications region from role queries): find the toast by its text.
    const reason = await screen.findByText('Title is too long');
    expect(reason.closest('li')?.textContent).toContain('Error');
    expect(within(dialog).getByLabelText('Title')).toBeTruthy();
  });

  it('tells a browser without speech recognition that voice is not available', async () => {
    installFakeApi(routes());
    const user = userEvent.setup();
    renderApp(`/conversation/podcast/${EPISODE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Ask by voice' }));
    await findToast('Voice Recognition Not Available');
  });

  it('asks a spoken question once the listener falls silent, and names a refused microphone', async () => {
    const speech = installFakeSpeechRecognition();
    try {
      const api = installFakeApi(routes());
      const user = userEvent.setup();
      renderApp(`/conversation/podcast/${EPISODE_ID}`);
      await user.click(await screen.findByRole('button', { name: 'Ask by voice' }));
      const session = speech.latest();
      expect(session).toMatchObject({ started: true, continuous: true, lang: 'en-US' });
      expect(screen.getByRole('button', { name: 'Stop listening' })).toBeTruthy();
      act(() => session.say('What happens', true));
      act(() => session.say('in deep sleep?', true));
      const asked = () => api.calls.find((c) => c.url.pathname === '/api/conversation/ask');
      expect(asked()).toBeUndefined();
      await waitFor(() => expect(asked()?.body).toMatchObject({ message: 'What happens in deep sleep?' }), {
        timeout: 5000,
      });
      expect(session.stopped).toBe(true);
      const log = await screen.findByRole('log', { name: 'Messages' });
      expect(await within(log).findByText('What happens in deep sleep?')).toBeTruthy();

      await user.click(await screen.findByRole('button', { name: 'Ask by voice' }));
      act(() => speech.latest().fail('not-allowed'));
      await findToast('Microphone Error');
    } finally {
      speech.remove();
    }
  });
});
