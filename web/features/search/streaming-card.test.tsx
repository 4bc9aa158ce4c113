import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentlyPlaying, StreamingStatus } from '../../../common/api/streaming';
import { type FakeHandler, installFakeApi } from '../../test/fake-api';
import { fakeEpisode } from '../../test/fake-episode';
import { renderApp } from '../../test/render-app';
import { findToast } from '../../test/toasts';
import { similarSearchTerms } from './streaming-api';

const NOT_CONFIGURED: StreamingStatus = { configured: false, connected: false, hasValidToken: false };
const NOT_CONNECTED: StreamingStatus = { configured: true, connected: false, hasValidToken: false };
const MONITORING: StreamingStatus = { configured: true, connected: true, hasValidToken: true };
const REVOKED: StreamingStatus = { configured: true, connected: true, hasValidToken: false };

const playing = (patch: Partial<CurrentlyPlaying> = {}): CurrentlyPlaying => ({
  episodeId: 'ep-1',
  episodeName: 'How the brain learns while you sleep',
  showName: 'Mind Matters',
  description: 'Neuroscience and psychology of memory.',
  imageUrl: null,
  isPlaying: true,
  progressMs: 10 * 60_000 + 30_000,
  duration: 45 * 60_000,
  spotifyUrl: 'https://open.spotify.com/episode/ep-1',
  ...patch,
});

function api(status: StreamingStatus, overrides: Record<string, FakeHandler> = {}) {
  return installFakeApi({
    'GET /api/shows': () => ({ body: [] }),
    'GET /api/episodes': () => ({ body: [] }),
    'GET /api/spotify/status': () => ({ body: status }),
    'GET /api/spotify/currently-playing': () => ({ body: null }),
    'POST /api/search': ({ body }) => ({
      body: {
        results: [],
        totalFound: 0,
        searchCriteria: (body as { searchCriteria: string }).searchCriteria,
        podcastShow: '',
        hasMore: false,
        offset: 0,
      },
    }),
    'POST /api/search/history': () => ({ status: 201, body: {} }),
    ...overrides,
  });
}

const card = async () => screen.findByRole('region', { name: 'Streaming account' });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('streaming account card', { timeout: 20_000 }, () => {
  it('says the server has no Spotify app and does not poll what is playing', async () => {
    const fake = api(NOT_CONFIGURED);
    renderApp('/search');
    const region = await card();
    expect(await within(region).findByText('Not configured')).toBeTruthy();
    expect(within(region).getByText(/sets SPOTIFY_CLIENT_ID/)).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Connect Spotify' })).toBeNull();
    expect(fake.calls.some((c) => c.url.pathname === '/api/spotify/currently-playing')).toBe(false);
  });

  it('connects by sending the browser to the consent page, and says so when that fails', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    let fail = false;
    api(NOT_CONNECTED, {
      'GET /api/spotify/auth-url': () =>
        fail
          ? { status: 502, body: { error: { code: 'x', message: 'down' } } }
          : { body: { authUrl: 'https://accounts.spotify.com/authorize?x=1' } },
    });
    const user = userEvent.setup();
    renderApp('/search');
    const region = await card();
    expect(await within(region).findByText('Not connected')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Connect Spotify' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.spotify.com/authorize?x=1'));
    fail = true;
    await user.click(within(region).getByRole('button', { name: 'Connect Spotify' }));
    const toast = await findToast('Connection Failed');
    expect(toast.textContent).toContain('Unable to connect to the streaming service. Please try again.');
  });

  it('monitors: nothing playing, then an episode with its badge and minutes over duration', async () => {
    let now: CurrentlyPlaying | null = null;
    api(MONITORING, { 'GET /api/spotify/currently-playing': () => ({ body: now }) });
    const { queryClient } = renderApp('/search');
    const region = await card();
    expect(await within(region).findByText('Connected')).toBeTruthy();
    expect(within(region).getByText('Monitoring what you play')).toBeTruthy();
    expect(await within(region).findByText(/Nothing from a podcast is playing/)).toBeTruthy();
    now = playing({ isPlaying: false });
    await act(() => queryClient.refetchQueries({ queryKey: ['/api/spotify/currently-playing'] }));
    expect(await within(region).findByText('How the brain learns while you sleep')).toBeTruthy();
    expect(within(region).getByText('Paused')).toBeTruthy();
    expect(within(region).getByText('10 / 45 min')).toBeTruthy();
    expect(
      within(region)
        .getByRole('link', { name: /Open in Spotify/ })
        .getAttribute('href'),
    ).toBe('https://open.spotify.com/episode/ep-1');
  });

  it('searches for episodes like the new one when what plays changes, not for the first one seen', async () => {
    let now: CurrentlyPlaying | null = playing();
    const fake = api(MONITORING, { 'GET /api/spotify/currently-playing': () => ({ body: now }) });
    const { queryClient } = renderApp('/search');
    expect(await within(await card()).findByText('Playing')).toBeTruthy();
    const searches = () => fake.calls.filter((c) => c.url.pathname === '/api/search');
    expect(searches()).toHaveLength(0);
    now = playing({ episodeId: 'ep-2', episodeName: 'Markets, money and AI at work', description: 'Business news.' });
    await act(() => queryClient.refetchQueries({ queryKey: ['/api/spotify/currently-playing'] }));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]?.body).toMatchObject({ searchCriteria: 'AI business' });
    expect(await screen.findByDisplayValue('AI business')).toBeTruthy();
  });

  it('runs the same search on demand, and says "Auto-search failed" when it fails', async () => {
    api(MONITORING, {
      'GET /api/spotify/currently-playing': () => ({
        body: playing({ description: 'A chat.', episodeName: 'Walking the Camino de Santiago alone' }),
      }),
      'POST /api/search': () => ({ status: 500, body: { error: { code: 'internal', message: 'boom' } } }),
    });
    const user = userEvent.setup();
    renderApp('/search');
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: /Find similar episodes/ }));
    const toast = await findToast('Error');
    expect(toast.textContent).toContain(
      'Auto-search failed: Unable to find similar content. Please try manual search.',
    );
    expect(screen.getByDisplayValue('Walking the Camino de')).toBeTruthy();
  });

  it("opens a chat with the catalog's copy of what plays, or says why it cannot", async () => {
    const title = 'How the brain learns while you sleep';
    let catalog = [
      fakeEpisode(1, {
        title: 'How the brain learns while you sleep!',
        podcastShow: 'Mind Matters',
        hasTranscript: false,
      }),
    ];
    api(MONITORING, {
      'GET /api/spotify/currently-playing': () => ({ body: playing() }),
      'GET /api/episodes': ({ url }) => {
        expect(url.searchParams.get('search')).toBe(title);
        return { body: catalog };
      },
    });
    const user = userEvent.setup();
    const { location } = renderApp('/search');
    const region = await card();
    const chat = await within(region).findByRole('button', { name: 'Chat' });
    await user.click(chat);
    expect((await findToast('No transcript available')).textContent).toContain(
      "This episode doesn't have a transcript for chat analysis.",
    );
    catalog = [];
    await user.click(chat);
    expect((await findToast('Episode not found')).textContent).toContain(
      "Couldn't find this episode in external sources or our database",
    );
    catalog = [
      fakeEpisode(2, { title, podcastShow: 'Another Show', hasTranscript: true }),
      fakeEpisode(3, { title, podcastShow: 'Mind Matters', hasTranscript: true }),
    ];
    await user.click(chat);
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/conversation/podcast/${catalog[1]?.id}`));
  });

  it('asks to reconnect when Spotify no longer accepts the connection', async () => {
    api(REVOKED);
    renderApp('/search');
    const region = await card();
    expect(await within(region).findByText(/Spotify no longer accepts this connection/)).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Reconnect Spotify' })).toBeTruthy();
  });

  it('disconnects, and says "Disconnect Failed" with the reason when it cannot', async () => {
    let status = MONITORING;
    let fail = true;
    const fake = api(MONITORING, {
      'GET /api/spotify/status': () => ({ body: status }),
      'POST /api/spotify/disconnect': () => {
        if (fail) return { status: 502, body: { error: { code: 'x', message: 'Database unavailable' } } };
        status = NOT_CONNECTED;
        return { body: { disconnected: true } };
      },
    });
    const user = userEvent.setup();
    renderApp('/search');
    const region = await card();
    await user.click(await within(region).findByRole('button', { name: 'Disconnect' }));
    expect((await findToast('Disconnect Failed')).textContent).toContain('Database unavailable');
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Disconnect' }));
    expect(await within(region).findByText('Not connected')).toBeTruthy();
    expect(fake.calls.filter((c) => c.url.pathname === '/api/spotify/disconnect')).toHaveLength(2);
  });

  it.each([
    ['/search?streaming=connected', 'Spotify connected'],
    ['/search?streaming=failed&reason=denied', 'Connection Failed'],
  ])('tells the listener how the consent ended (%s) and cleans the address', async (path, title) => {
    api(NOT_CONNECTED);
    const { location } = renderApp(path);
    await findToast(title);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/search'));
  });
});

describe('similar search terms', () => {
  it('uses up to four known topics the episode mentions', () => {
    expect(
      similarSearchTerms({ episodeName: 'The science of AI', description: 'Neuroscience, psychology and business.' }),
    ).toBe('AI neuroscience psychology business');
  });
  it('otherwise the first four words of the title', () => {
    expect(
      similarSearchTerms({ episodeName: '  Walking the Camino   de Santiago alone', description: 'Said "ai" once.' }),
    ).toBe('Walking the Camino de');
  });
});
