import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConversationUpdateBody, SavedConversation } from '../../../common/api/saved-conversations';
import { type FakeHandler, installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const DAY = 86_400_000;
let n = 0;

function conversation(over: Partial<SavedConversation>, createdDaysAgo: number): SavedConversation {
  n += 1;
  const created = new Date(Date.now() - createdDaysAgo * DAY).toISOString();
  return SavedConversation.parse({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    podcastId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    contentType: 'podcast',
    title: 'Untitled',
    description: null,
    episodeTitle: 'Episode',
    podcastShow: 'Show',
    conversation: [{ type: 'user', content: 'Question', timestamp: created }],
    createdAt: created,
    updatedAt: created,
    messageCount: 1,
    preview: 'Question',
    ...over,
  });
}

function server(initial: SavedConversation[]) {
  const state = { list: [...initial] };
  const routes: Record<string, FakeHandler> = {
    'GET /api/conversations': () => ({ body: state.list }),
    'PUT /api/conversations/:id': ({ url, body }) => {
      const input = ConversationUpdateBody.parse(body);
      const id = url.pathname.split('/')[3];
      state.list = state.list.map((c) =>
        c.id === id ? { ...c, title: input.title ?? c.title, description: input.description ?? null } : c,
      );
      return { body: state.list.find((c) => c.id === id) };
    },
    'DELETE /api/conversations/:id': ({ url }) => {
      const id = url.pathname.split('/')[3];
      state.list = state.list.filter((c) => c.id !== id);
      return { body: { deleted: true, id } };
    },
  };
  return { state, routes };
}

const fixtures = () => [
  conversation(
    {
      title: 'Sleep notes',
      episodeTitle: 'How Sleep Shapes Memory',
      podcastShow: 'Brain Matters',
      preview: 'What happens in deep sleep? '.repeat(3).trim(),
      messageCount: 4,
    },
    1,
  ),
  conversation({ title: 'Money talk', episodeTitle: 'Index Funds Explained', podcastShow: 'Planet Money' }, 3),
  conversation({ title: 'Old chat', episodeTitle: 'Dreams', podcastShow: 'Brain Matters' }, 20),
];

const stat = (label: string) => screen.getByTestId(`stat-${label}`).textContent;

afterEach(() => vi.unstubAllGlobals());

describe('Saved Conversations', () => {
  it('shows stats and cards, and filters by title, episode or show ignoring case', async () => {
    installFakeApi(server(fixtures()).routes);
    const user = userEvent.setup();
    renderApp('/conversations');
    expect(await screen.findByRole('heading', { name: 'Saved Conversations' })).toBeTruthy();
    await screen.findAllByTestId('conversation-card');
    expect(stat('Total Conversations')).toBe('3');
    expect(stat('This Week')).toBe('2');
    expect(stat('Different Shows')).toBe('2');
    const sleep = screen.getAllByTestId('conversation-card')[0];
    expect(within(sleep).getByText('How Sleep Shapes Memory')).toBeTruthy();
    expect(within(sleep).getByText('4 messages')).toBeTruthy();
    const continueLink = within(sleep).getByRole('link', { name: 'Continue Chat' });
    expect(continueLink.getAttribute('href')).toMatch(
      /^\/conversation\/podcast\/10000000-.+\?conversationId=00000000-/,
    );

    const box = screen.getByRole('searchbox', { name: 'Search conversations' });
    await user.type(box, 'BRAIN');
    expect(screen.getAllByTestId('conversation-card')).toHaveLength(2);
    await user.clear(box);
    await user.type(box, 'index funds');
    expect(screen.getAllByTestId('conversation-card')).toHaveLength(1);
    expect(screen.getByText('Money talk')).toBeTruthy();
    await user.clear(box);
    await user.type(box, 'nothing like this');
    expect(screen.queryAllByTestId('conversation-card')).toHaveLength(0);
  });

  it('renames a conversation; Save Changes is disabled with a blank title', async () => {
    const api = installFakeApi(server(fixtures()).routes);
    const user = userEvent.setup();
    renderApp('/conversations');
    await user.click(await screen.findByRole('button', { name: 'Edit Sleep notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Conversation' });
    const title = within(dialog).getByLabelText('Title');
    const save = within(dialog).getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
    await user.clear(title);
    expect(save.disabled).toBe(true);
    await user.type(title, '   ');
    expect(save.disabled).toBe(true);
    await user.clear(title);
    await user.type(title, 'Sleep and memory');
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'For the essay');
    await user.click(save);
    expect(await screen.findByText('Sleep and memory')).toBeTruthy();
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ title: 'Sleep and memory', description: 'For the essay' });
  });

  it('says when a rename fails', async () => {
    const { routes } = server(fixtures());
    routes['PUT /api/conversations/:id'] = () => ({ status: 500, body: { error: { code: 'x', message: 'boom' } } });
    installFakeApi(routes);
    const user = userEvent.setup();
    renderApp('/conversations');
    await user.click(await screen.findByRole('button', { name: 'Edit Old chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Conversation' });
    await user.type(within(dialog).getByLabelText('Title'), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update conversation')).toBeTruthy();
  });

  it('deletes after confirming, and says when deleting fails', async () => {
    const srv = server(fixtures());
    installFakeApi(srv.routes);
    const user = userEvent.setup();
    renderApp('/conversations');
    await user.click(await screen.findByRole('button', { name: 'Delete Money talk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Conversation' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Money talk')).toBeNull());
    expect(stat('Total Conversations')).toBe('2');

    srv.routes['DELETE /api/conversations/:id'] = () => ({
      status: 500,
      body: { error: { code: 'x', message: 'boom' } },
    });
    await user.click(screen.getByRole('button', { name: 'Delete Old chat' }));
    const again = await screen.findByRole('dialog', { name: 'Delete Conversation' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete conversation')).toBeTruthy();
    expect(screen.getAllByText('Old chat').length).toBeGreaterThan(0);
  });

  it('offers to find episodes when nothing is saved', async () => {
    installFakeApi(server([]).routes);
    renderApp('/conversations');
    const link = await screen.findByRole('link', { name: 'Find Episodes to Chat About' });
    expect(link.getAttribute('href')).toBe('/search');
  });
});
