import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Creator,
  CreatorCreateBody,
  CreatorEpisodeList,
  CreatorList,
  CreatorSyncResponse,
  OpmlImportResponse,
  PRESET_CREATORS,
} from '../../../common/api/creators';
import { type FakeHandler, installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { findToast } from '../../test/toasts';

/** A tiny creators server speaking the contract; every answer goes through its zod schema. */
function fakeCreatorsServer(initial: Partial<Creator>[] = []) {
  let n = 0;
  const make = (c: Partial<Creator>): Creator =>
    Creator.parse({
      id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
      name: 'Show',
      type: 'podcast',
      url: 'https://example.com/feed.xml',
      channelId: null,
      autoSync: true,
      description: null,
      episodeCount: 0,
      lastSynced: null,
      showId: null,
      syncStatus: 'synced',
      syncError: null,
      imageUrl: null,
      ...c,
    });
  const state = { creators: initial.map(make) };
  const routes: Record<string, FakeHandler> = {
    'GET /api/creators': () => ({ body: CreatorList.parse(state.creators) }),
    'POST /api/creators': ({ body }) => {
      const input = CreatorCreateBody.parse(body);
      if (state.creators.some((c) => c.name.toLowerCase() === input.name.toLowerCase())) {
        return { status: 409, body: { error: { code: 'creators.duplicate', message: 'Already added' } } };
      }
      const created = make({ ...input, syncStatus: 'pending' });
      state.creators.push(created);
      return { status: 201, body: created };
    },
    'DELETE /api/creators/:id': ({ url }) => {
      const id = url.pathname.split('/')[3];
      state.creators = state.creators.filter((c) => c.id !== id);
      return { status: 204 };
    },
    'POST /api/creators/:id/sync': () => ({
      body: CreatorSyncResponse.parse({ newEpisodes: 3, updatedEpisodes: 1, totalEpisodes: 12 }),
    }),
    'GET /api/creators/:id/episodes': () => ({
      body: CreatorEpisodeList.parse([
        {
          id: 'e1',
          title: 'How money works',
          audioUrl: null,
          link: 'https://example.com/e1',
          publishDate: null,
          hasTranscript: true,
        },
        { id: 'e2', title: 'A lost episode', audioUrl: null, link: null, publishDate: null, hasTranscript: false },
      ]),
    }),
  };
  return { state, routes, make };
}

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add Creator' }));
  return screen.findByRole('dialog', { name: 'Add Creator' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('My Creators', () => {
  let server: ReturnType<typeof fakeCreatorsServer>;
  let api: ReturnType<typeof installFakeApi>;

  beforeEach(() => {
    server = fakeCreatorsServer();
    api = installFakeApi(server.routes);
  });

  it('leads to the admin tools from its header', async () => {
    renderApp('/creators');
    expect((await screen.findByRole('link', { name: 'Admin' })).getAttribute('href')).toBe('/admin');
  });

  it('shows the empty state when nothing is followed', async () => {
    renderApp('/creators');
    expect(await screen.findByRole('heading', { name: 'My Creators' })).toBeTruthy();
    expect(await screen.findByText('No creators added yet')).toBeTruthy();
  });

  it('lists the seven presets and marks the ones already followed, whatever their case', async () => {
    server.state.creators.push(server.make({ name: 'the daily', syncStatus: 'synced' }));
    const user = userEvent.setup();
    renderApp('/creators');
    await screen.findByRole('article', { name: 'the daily' });
    const dialog = await openAddDialog(user);
    const presets = within(dialog).getByRole('list', { name: 'Popular podcasts' });
    const items = within(presets).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(PRESET_CREATORS.map((p) => p.name));
    const daily = within(presets).getByRole('button', { name: 'The Daily: Already added' });
    expect(daily).toHaveProperty('disabled', true);
    expect(within(presets).getAllByRole('button', { name: /^Add / })).toHaveLength(6);
  });

  it('quick-adds a preset with autoSync and shows it syncing, refreshing until the sync ends', async () => {
    const user = userEvent.setup();
    renderApp('/creators');
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Planet Money' }));

    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      name: 'Planet Money',
      url: PRESET_CREATORS[1].url,
      type: 'podcast',
      autoSync: true,
    });
    expect(await within(dialog).findByRole('button', { name: 'Planet Money: Already added' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const card = await screen.findByRole('article', { name: 'Planet Money' });
    expect(within(card).getByText('Syncing episodes...')).toBeTruthy();

    server.state.creators[0] = {
      ...server.state.creators[0],
      syncStatus: 'synced',
      episodeCount: 12,
      lastSynced: new Date().toISOString(),
    };
    await waitFor(() => expect(within(card).getByText('12 episodes')).toBeTruthy(), { timeout: 5000 });
    expect(within(card).queryByText('Syncing episodes...')).toBeNull();
  });

  it("toasts 'Already added' when the server already follows the preset", async () => {
    const user = userEvent.setup();
    renderApp('/creators');
    const dialog = await openAddDialog(user);
    server.state.creators.push(server.make({ name: 'Radiolab' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Radiolab' }));
    const toast = await findToast('Already added');
    expect(toast.textContent).toContain('Already added');
  });

  it('adds by feed URL and shows the server reason when it refuses', async () => {
    server.routes['POST /api/creators'] = () => ({
      status: 400,
      body: { error: { code: 'creators.feed_unreadable', message: 'The feed could not be read' } },
    });
    const user = userEvent.setup();
    renderApp('/creators');
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: 'By URL' }));
    expect(within(dialog).getByText('Give the creator a name to add it.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'My Show');
    expect(within(dialog).getByText('Enter the feed or channel URL to add this creator.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('RSS feed URL'), 'https://example.com/bad.xml');
    expect(within(dialog).queryByText('Enter the feed or channel URL to add this creator.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add Creator' }));
    const toast = await findToast('Failed to add creator');
    expect(toast.textContent).toContain('The feed could not be read');
  });

  it("falls back to 'Please check the URL and try again' without a server reason", async () => {
    server.routes['POST /api/creators'] = () => ({ status: 500, body: null });
    const user = userEvent.setup();
    renderApp('/creators');
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: 'By URL' }));
    await user.type(within(dialog).getByLabelText('Name'), 'My Show');
    await user.type(within(dialog).getByLabelText('RSS feed URL'), 'https://example.com/feed.xml');
    await user.click(within(dialog).getByRole('button', { name: 'Add Creator' }));
    const toast = await findToast('Failed to add creator');
    expect(toast.textContent).toContain('Please check the URL and try again');
  });

  it('finds a podcast by name in the directory and adds it', async () => {
    server.routes['GET /api/creators/directory'] = ({ url }) => ({
      body: [
        {
          name: `${url.searchParams.get('term')} Weekly`,
          author: 'Ann',
          feedUrl: 'https://example.com/w.xml',
          imageUrl: null,
          episodeCount: 40,
        },
      ],
    });
    const user = userEvent.setup();
    renderApp('/creators');
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Search' }));
    await user.type(within(dialog).getByLabelText('Podcast name'), 'Garden');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText('Ann · 40 episodes')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add Garden Weekly' }));
    await waitFor(() => expect(server.state.creators.map((c) => c.url)).toEqual(['https://example.com/w.xml']));
  });

  it('shows a failed sync with its reason', async () => {
    server.state.creators.push(
      server.make({ name: 'Broken Show', syncStatus: 'failed', syncError: 'Feed answered 404' }),
    );
    renderApp('/creators');
    const card = await screen.findByRole('article', { name: 'Broken Show' });
    expect(within(card).getByText('Feed answered 404')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Show the whole reason' })).toBeNull();
  });

  it('lets a long sync failure be read in full', async () => {
    const reason = `Could not fetch the feed at https://example.com/a-very-long-feed-address.xml: ${'the server closed the connection '.repeat(3)}`;
    server.state.creators.push(server.make({ name: 'Long Failure', syncStatus: 'failed', syncError: reason }));
    const user = userEvent.setup();
    renderApp('/creators');
    const card = await screen.findByRole('article', { name: 'Long Failure' });
    const more = within(card).getByRole('button', { name: 'Show the whole reason' });
    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(within(card).getByText(reason.trim())).toBeTruthy();
  });

  it('lists episodes under View Episodes and explains one without a link', async () => {
    server.state.creators.push(server.make({ name: 'Planet Money', episodeCount: 2 }));
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const user = userEvent.setup();
    renderApp('/creators');
    const card = await screen.findByRole('article', { name: 'Planet Money' });
    await user.click(within(card).getByRole('button', { name: 'View Episodes of Planet Money' }));
    await user.click(await screen.findByRole('menuitem', { name: /How money works/ }));
    expect(open).toHaveBeenCalledWith('https://example.com/e1', '_blank', 'noopener,noreferrer');

    await user.click(within(card).getByRole('button', { name: 'View Episodes of Planet Money' }));
    await user.click(await screen.findByRole('menuitem', { name: /A lost episode/ }));
    const toast = await findToast('Episode link not available');
    expect(toast.textContent).toContain("This episode doesn't have a playable link");
  });

  it('syncs on demand and reports the new episodes, or the failure', async () => {
    server.state.creators.push(server.make({ name: 'Hidden Brain' }));
    const user = userEvent.setup();
    renderApp('/creators');
    const card = await screen.findByRole('article', { name: 'Hidden Brain' });
    await user.click(within(card).getByRole('button', { name: 'Sync Hidden Brain' }));
    expect((await findToast('Sync complete')).textContent).toContain('3 new episodes');

    server.routes['POST /api/creators/:id/sync'] = () => ({
      status: 502,
      body: { error: { code: 'upstream', message: 'Feed host did not answer' } },
    });
    await user.click(within(card).getByRole('button', { name: 'Sync Hidden Brain' }));
    expect((await findToast('Sync failed')).textContent).toContain('Feed host did not answer');
  });

  it('deletes a creator only after confirmation', async () => {
    server.state.creators.push(server.make({ name: 'Radiolab' }));
    const user = userEvent.setup();
    renderApp('/creators');
    const card = await screen.findByRole('article', { name: 'Radiolab' });
    await user.click(within(card).getByRole('button', { name: 'Delete Radiolab' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Radiolab?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Delete Radiolab' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No creators added yet')).toBeTruthy();
  });

  it('imports an OPML file and reports added and skipped counts; export is a download link', async () => {
    server.routes['POST /api/creators/opml'] = ({ body }) => {
      const opml = (body as { opml: string }).opml;
      const added = [server.make({ name: 'From OPML' })];
      server.state.creators.push(...added);
      return {
        body: OpmlImportResponse.parse({
          added: opml.includes('<outline') ? 2 : 0,
          skipped: 1,
          invalid: 0,
          creators: added,
        }),
      };
    };
    const user = userEvent.setup();
    renderApp('/creators');
    await screen.findByText('No creators added yet');
    const file = new File(['<opml><body><outline xmlUrl="https://a"/></body></opml>'], 'subs.opml', {
      type: 'text/xml',
    });
    await user.upload(screen.getByLabelText('OPML file'), file);
    const toast = await findToast('Imported 2 creators');
    expect(toast.textContent).toContain('1 skipped');
    expect(await screen.findByRole('article', { name: 'From OPML' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export OPML' }).getAttribute('href')).toBe('/api/creators/opml');
  });
});
