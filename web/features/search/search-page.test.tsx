import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Episode } from '../../../common/api/episodes';
import { SearchResponse, SearchResult } from '../../../common/api/search';
import { SearchHistoryItem } from '../../../common/api/search-history';
import { ShowList } from '../../../common/api/shows';
import { SAVED_RESULTS_SESSION_KEY } from '../../../common/constants';
import { type FakeHandler, installFakeApi } from '../../test/fake-api';
import { fakeEpisode, uuid } from '../../test/fake-episode';
import { renderApp } from '../../test/render-app';
import { findToast } from '../../test/toasts';
import { REPEAT_SEARCH_SESSION_KEY } from '../search-history/api';

// Role queries over the whole app are slow in jsdom; give them room on a busy machine.

function episode(n: number, patch: Partial<Episode> = {}): Episode {
  return fakeEpisode(n, {
    showId: uuid(900),
    host: 'Dana Host',
    duration: 95,
    durationSeconds: 5700,
    publishDate: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    description: `About episode ${n}`,
    audioType: 'audio/mpeg',
    listenUrl: `https://example.com/${n}`,
    transcriptSource: n % 2 === 1 ? 'feed' : null,
    ...patch,
  });
}

function result(n: number, score: number, patch: Partial<Episode> = {}): SearchResult {
  return SearchResult.parse({
    ...episode(n, patch),
    relevanceScore: score,
    aiExplanation: `Talks about sleep in part ${n}`,
    explanation: `Talks about sleep in part ${n}`,
    matchedTopics: ['sleep', 'memory', 'dreams'],
  });
}

function respond(results: SearchResult[], body: { searchCriteria?: string; podcastShow?: string } = {}) {
  return SearchResponse.parse({
    results,
    totalFound: results.length,
    searchCriteria: body.searchCriteria ?? '',
    podcastShow: body.podcastShow ?? '',
    hasMore: false,
    offset: 0,
  });
}

function routes(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /api/shows': () => ({
      body: ShowList.parse([
        {
          id: uuid(900),
          name: 'Sleep Lab',
          host: 'Dana Host',
          kind: 'podcast',
          imageUrl: null,
          feedUrl: null,
          episodeCount: 3,
        },
      ]),
    }),
    'GET /api/episodes': () => ({ body: [episode(1), episode(2)] }),
    'POST /api/search': ({ body }) => ({
      body: respond([result(1, 0.91), result(2, 0.72, { audioUrl: null })], body as never),
    }),
    'POST /api/search/history': ({ body }) => ({
      status: 201,
      body: SearchHistoryItem.parse({
        id: uuid(50),
        platform: 'RSS',
        timestamp: new Date().toISOString(),
        ...(body as object),
      }),
    }),
    'POST /api/saved': () => ({ status: 500, body: { error: { code: 'boom', message: 'boom' } } }),
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('Podcast Search form', { timeout: 20_000 }, () => {
  let api: ReturnType<typeof installFakeApi>;
  beforeEach(() => {
    api = installFakeApi(routes());
  });

  it('refuses a topic search without criteria, even whitespace, and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp('/search');
    await user.type(await screen.findByLabelText('What do you want to hear about?'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search Episodes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Search criteria is required for topic search');
    expect(api.calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/search')).toBe(false);
  });

  it('offers a show name once, though several feeds carry it', async () => {
    const show = (n: number, name: string) => ({
      id: uuid(900 + n),
      name,
      host: 'Dana Host',
      kind: 'podcast' as const,
      imageUrl: null,
      feedUrl: `https://example.com/${n}.xml`,
      episodeCount: 3,
    });
    api = installFakeApi(
      routes({
        'GET /api/shows': () => ({
          body: ShowList.parse([show(1, 'Sleep Lab'), show(2, 'Sleep Lab'), show(3, 'Money Talk')]),
        }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/search');
    await user.click(await screen.findByRole('combobox', { name: 'Show' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['All shows', 'Sleep Lab', 'Money Talk']);
  });

  it('lists at most 50 of many shows, and a filter box narrows them by name', async () => {
    const shows = Array.from({ length: 60 }, (_, n) => ({
      id: uuid(1000 + n),
      name: n === 59 ? 'Planet Money' : `Show ${String(n).padStart(2, '0')}`,
      host: null,
      kind: 'podcast' as const,
      imageUrl: null,
      feedUrl: `https://example.com/${n}.xml`,
      episodeCount: 1,
    }));
    api = installFakeApi(routes({ 'GET /api/shows': () => ({ body: ShowList.parse(shows) }) }));
    const user = userEvent.setup();
    renderApp('/search');
    await user.click(await screen.findByRole('combobox', { name: 'Show' }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(52);
    expect(options.at(-1)?.textContent).toBe('10 more shows: filter by name to find one');
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText('Filter shows'), 'planet');
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Planet Money' }));
    expect(screen.getByRole('combobox', { name: 'Show' }).textContent).toBe('Planet Money');
    // The chosen show stays on offer while the filter names another.
    await user.clear(screen.getByLabelText('Filter shows'));
    await user.type(screen.getByLabelText('Filter shows'), 'gardening');
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'All shows',
      'Planet Money',
      'No show name has "gardening"',
    ]);
  });

  it('similar mode reveals the reference select, and "describe your own" reveals a text box', async () => {
    const user = userEvent.setup();
    renderApp('/search');
    await screen.findByLabelText('What do you want to hear about?');
    expect(screen.queryByRole('combobox', { name: 'Reference episode' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Similar to an episode' }));
    const select = await screen.findByRole('combobox', { name: 'Reference episode' });
    expect(screen.queryByRole('textbox', { name: 'Describe the episode you liked' })).toBeNull();
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Describe your own...' }));
    const box = await screen.findByRole('textbox', { name: 'Describe the episode you liked' });
    await user.type(box, 'calm talk about dreams');
    await user.click(screen.getByRole('button', { name: 'Search Episodes' }));
    await waitFor(() => expect(api.calls.find((c) => c.url.pathname === '/api/search')).toBeTruthy());
    expect(api.calls.find((c) => c.url.pathname === '/api/search')?.body).toMatchObject({
      searchMode: 'similar',
      referenceEpisode: 'calm talk about dreams',
      relevanceThreshold: 0.3,
    });
    expect(await screen.findByRole('heading', { name: 'Found 2 episodes like "calm talk about dreams"' })).toBeTruthy();
  });

  it('finds a reference episode in the whole catalog by typing, beyond the newest page', async () => {
    const newest = Array.from({ length: 30 }, (_, i) => episode(i + 1, { title: `Episode ${i + 1}` }));
    const older = episode(99, { title: 'Octopus dreams' });
    const api = installFakeApi(
      routes({
        'GET /api/episodes': ({ url }) => {
          const q = url.searchParams.get('search');
          return { body: q ? [...newest, older].filter((e) => e.title.toLowerCase().includes(q)) : newest };
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/search');
    await user.click(await screen.findByRole('radio', { name: 'Similar to an episode' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Filter reference episodes' }), 'octo');
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.url.pathname === '/api/episodes' && c.url.searchParams.get('search') === 'octo'),
      ).toBe(true),
    );
    await user.click(screen.getByRole('combobox', { name: 'Reference episode' }));
    await user.click(await screen.findByRole('option', { name: 'Octopus dreams — Sleep Lab' }));
    // The chosen episode stays chosen and listed when the filter changes.
    await user.clear(screen.getByRole('searchbox', { name: 'Filter reference episodes' }));
    await user.click(screen.getByRole('combobox', { name: 'Reference episode' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options.slice(0, 3)).toEqual([
      'Describe your own...',
      'Octopus dreams — Sleep Lab',
      'Episode 1 — Sleep Lab',
    ]);
  });

  it('names the reference episode in the heading of a similar search', async () => {
    const user = userEvent.setup();
    renderApp('/search');
    await user.click(await screen.findByRole('radio', { name: 'Similar to an episode' }));
    await user.click(await screen.findByRole('combobox', { name: 'Reference episode' }));
    await user.click(await screen.findByRole('option', { name: /Episode 1/ }));
    await user.click(screen.getByRole('button', { name: 'Search Episodes' }));
    expect(await screen.findByRole('heading', { name: 'Found 2 episodes like "Episode 1"' })).toBeTruthy();
  });

  it('an example sets the whole form, so no filter of an earlier one stays on unseen', async () => {
    const user = userEvent.setup();
    renderApp('/search');
    await user.click(await screen.findByRole('button', { name: 'This month in AI' }));
    const filters = await screen.findByRole('list', { name: 'Active filters' });
    expect(within(filters).getByText('Uploaded: past month')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Short history episodes' }));
    const now = await screen.findByRole('list', { name: 'Active filters' });
    expect(within(now).queryByText('Uploaded: past month')).toBeNull();
    expect(within(now).getByText('Length: under 30 min')).toBeTruthy();
    await user.click(within(now).getByRole('button', { name: 'Clear filter Length: under 30 min' }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search Episodes' }));
    await waitFor(() => expect(api.calls.find((c) => c.url.pathname === '/api/search')).toBeTruthy());
    expect(api.calls.find((c) => c.url.pathname === '/api/search')?.body).toMatchObject({
      searchCriteria: 'history',
      duration: 'any',
      uploadDate: 'any',
    });
  });

  it('names the filters that were on when nothing is found, and points an empty catalog to My Creators', async () => {
    let catalogEmpty = false;
    installFakeApi(
      routes({
        'POST /api/search': ({ body }) => ({
          body: {
            ...respond([], body as never),
            ...(catalogEmpty ? { catalogEmpty: true, message: 'There are no episodes to search yet.' } : {}),
          },
        }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/search');
    await user.click(await screen.findByRole('button', { name: 'Short history episodes' }));
    await user.click(screen.getByRole('button', { name: 'Search Episodes' }));
    expect(await screen.findByText('Filters on: Length: under 30 min')).toBeTruthy();
    catalogEmpty = true;
    await user.click(screen.getByRole('button', { name: 'Search Episodes' }));
    expect(await screen.findByText('Nothing to search yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Creators' }).getAttribute('href')).toBe('/creators');
  });

  it('shows Searching... disabled and the overlay while searching, then the results, and records the search', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    installFakeApi(
      routes({
        'POST /api/search': async ({ body }) => {
          await gate;
          return { body: respond([result(1, 0.91), result(2, 0.72)], body as never) };
        },
      }),
    ).calls;
    const user = userEvent.setup();
    renderApp('/search');
    await user.type(await screen.findByLabelText('What do you want to hear about?'), 'sleep');
    await user.click(screen.getByRole('button', { name: 'Search Episodes' }));
    const busy = await screen.findByRole('button', { name: 'Searching...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(screen.getByText('Analyzing Podcasts')).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { name: 'Found 2 episodes for "sleep"' })).toBeTruthy();
    expect(screen.queryByText('Analyzing Podcasts')).toBeNull();
    const card = screen.getByRole('article', { name: 'Episode 1' });
    expect(within(card).getByText('91% match')).toBeTruthy();
    expect(within(card).getByText('1h 35m')).toBeTruthy();
    expect(within(card).getByText('3 days ago')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Chat' }).getAttribute('href')).toBe(
      `/conversation/podcast/${uuid(1)}`,
    );
    expect(
      within(screen.getByRole('article', { name: 'Episode 2' })).getByRole('link', { name: 'Quick Add' }),
    ).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem(SAVED_RESULTS_SESSION_KEY) ?? '{}').results).toHaveLength(2);
  });

  it("heads the results with a show name's spelling when the server respelled a typo", async () => {
    installFakeApi(
      routes({
        // As the server does: words in quotes are not respelled.
        'POST /api/search': ({ body }) => ({
          body: {
            ...respond([result(1, 0.91)], body as never),
            ...((body as { searchCriteria: string }).searchCriteria.includes('"')
              ? {}
              : { respelledCriteria: 'sleep lab' }),
          },
        }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/search');
    await user.type(await screen.findByLabelText('What do you want to hear about?'), 'sleep lba');
    await user.click(screen.getByRole('button', { name: 'Search Episodes' }));
    expect(await screen.findByRole('heading', { name: 'Found 1 episode for "sleep lab"' })).toBeTruthy();
    expect(
      screen.getByText(/^Showing results for "sleep lab", as the catalog spells it, instead of "sleep lba"\./),
    ).toBeTruthy();
    // As typed: the same search with its criteria in quotes, which the server does not respell.
    await user.click(screen.getByRole('button', { name: 'Search for "sleep lba" as typed' }));
    // Quoted once: the criteria's own quotes stand for the spec's.
    expect(await screen.findByRole('heading', { name: 'Found 1 episode for "sleep lba"' })).toBeTruthy();
    expect(screen.getByLabelText('What do you want to hear about?')).toHaveProperty('value', '"sleep lba"');
  });

  it('restores the last results from the session and Clear removes them', async () => {
    sessionStorage.setItem(
      SAVED_RESULTS_SESSION_KEY,
      JSON.stringify({
        request: { searchCriteria: 'dreams', podcastShow: 'Sleep Lab' },
        results: [result(3, 0.85)],
        totalFound: 1,
        hasMore: false,
      }),
    );
    const user = userEvent.setup();
    renderApp('/search');
    expect(await screen.findByRole('heading', { name: 'Found 1 episode for "dreams" in Sleep Lab' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Jump to episode' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('heading', { name: /Found/ })).toBeNull();
    expect(sessionStorage.getItem(SAVED_RESULTS_SESSION_KEY)).toBeNull();
  });

  it('shows the empty state with its suggestions', async () => {
    installFakeApi(routes({ 'POST /api/search': ({ body }) => ({ body: respond([], body as never) }) }));
    const user = userEvent.setup();
    renderApp('/search');
    await user.type(await screen.findByLabelText('What do you want to hear about?'), 'zebra accounting');
    await user.click(screen.getByRole('button', { name: 'Search Episodes' }));
    expect(await screen.findByText('No Relevant Content Found')).toBeTruthy();
    expect(screen.getByText('Lowering the relevance threshold')).toBeTruthy();
  });

  it("toasts 'Search failed' with the server's message", async () => {
    installFakeApi(
      routes({ 'POST /api/search': () => ({ status: 400, body: { error: { code: 'x', message: 'platform: bad' } } }) }),
    );
    const user = userEvent.setup();
    renderApp('/search');
    await user.type(await screen.findByLabelText('What do you want to hear about?'), 'sleep');
    await user.click(screen.getByRole('button', { name: 'Search Episodes' }));
    const t = await findToast('Search failed');
    expect(t.textContent).toContain('platform: bad');
  });

  it('runs a Repeat Search once, prefilled, and drops a q parameter', async () => {
    sessionStorage.setItem(
      REPEAT_SEARCH_SESSION_KEY,
      JSON.stringify({ criteria: 'memory', show: 'Sleep Lab', platform: 'RSS', autoExecute: true }),
    );
    const { location } = renderApp('/search?q=ignored');
    expect(await screen.findByRole('heading', { name: 'Found 2 episodes for "memory" in Sleep Lab' })).toBeTruthy();
    expect(sessionStorage.getItem(REPEAT_SEARCH_SESSION_KEY)).toBeNull();
    expect(location.history?.at(-1)).toBe('/search');
    expect((screen.getByLabelText('What do you want to hear about?') as HTMLInputElement).value).toBe('memory');
  });

  it('warns when an episode has no audio and when saving fails', async () => {
    const user = userEvent.setup();
    renderApp('/search');
    await user.type(await screen.findByLabelText('What do you want to hear about?'), 'sleep');
    await user.click(screen.getByRole('button', { name: 'Search Episodes' }));
    const card = await screen.findByRole('article', { name: 'Episode 2' });
    await user.click(within(card).getByRole('button', { name: 'Listen to Episode 2' }));
    expect((await findToast('No audio available')).textContent).toContain(
      "This episode doesn't have an audio URL available.",
    );
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect((await findToast('Error')).textContent).toContain('Failed to save episode');
  });

  it('plays a result in the player bar', async () => {
    const user = userEvent.setup();
    renderApp('/search');
    await user.type(await screen.findByLabelText('What do you want to hear about?'), 'sleep');
    await user.click(screen.getByRole('button', { name: 'Search Episodes' }));
    const card = await screen.findByRole('article', { name: 'Episode 1' });
    await user.click(within(card).getByRole('button', { name: 'Listen to Episode 1' }));
    const bar = await screen.findByRole('region', { name: 'Player' });
    expect(within(bar).getByTestId('player-title').textContent).toBe('Episode 1');
  });

  it('shows which results are saved or in the playlist, and a second press takes them out', async () => {
    let saved: Episode[] = [];
    let playlist: Episode[] = [];
    api = installFakeApi(
      routes({
        'GET /api/saved': () => ({ body: saved }),
        'POST /api/saved': () => {
          saved = [episode(1)];
          return { status: 201, body: { ...episode(1), savedAt: new Date().toISOString() } };
        },
        [`DELETE /api/saved/${uuid(1)}`]: () => {
          saved = [];
          return { status: 204, body: null };
        },
        'GET /api/playlist': () => ({ body: playlist }),
        [`POST /api/playlist/${uuid(1)}`]: () => {
          playlist = [episode(1)];
          return { status: 201, body: { ...episode(1), position: 0 } };
        },
        [`DELETE /api/playlist/${uuid(1)}`]: () => {
          playlist = [];
          return { status: 204, body: null };
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/search');
    await user.type(await screen.findByLabelText('What do you want to hear about?'), 'sleep');
    await user.click(screen.getByRole('button', { name: 'Search Episodes' }));
    const card = await screen.findByRole('article', { name: 'Episode 1' });

    await user.click(within(card).getByRole('button', { name: 'Save' }));
    const savedButton = await within(card).findByRole('button', { name: 'Saved' });
    expect(savedButton.getAttribute('aria-pressed')).toBe('true');
    await user.click(savedButton);
    expect(await findToast('Removed from Save for Later')).toBeTruthy();
    expect(await within(card).findByRole('button', { name: 'Save' })).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Playlist' }));
    await user.click(await within(card).findByRole('button', { name: 'In Playlist' }));
    expect(await findToast('Removed from playlist')).toBeTruthy();
    expect(await within(card).findByRole('button', { name: 'Playlist' })).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      `/api/saved/${uuid(1)}`,
      `/api/playlist/${uuid(1)}`,
    ]);
  });
});
