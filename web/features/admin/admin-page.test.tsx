import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminStatus, type ProviderStatus } from '../../../common/api/admin';
import type { Episode } from '../../../common/api/episodes';
import { BatchResponse, TranscriptUploadBody, TranscriptUploadResponse } from '../../../common/api/transcripts';
import { type FakeHandler, installFakeApi } from '../../test/fake-api';
import { fakeEpisode } from '../../test/fake-episode';
import { renderApp } from '../../test/render-app';
import { findToast } from '../../test/toasts';

function provider(status: ProviderStatus['status'], over: Partial<ProviderStatus> = {}): ProviderStatus {
  return {
    status,
    lastCheck: null,
    quotaReset: null,
    errorMessage: null,
    provider: 'openai',
    model: 'gpt-4o-mini',
    ...over,
  };
}

function adminStatus(ai: ProviderStatus): AdminStatus {
  return AdminStatus.parse({
    openai: ai,
    transcription: provider('available', { provider: 'local', model: null }),
    database: {
      status: 'connected',
      kind: 'pglite',
      totalEpisodes: 3,
      episodesWithTranscripts: 2,
      coverage: 67,
      errorMessage: null,
    },
    search: {
      provider: 'local',
      model: 'local:use-lite-512',
      embeddedEpisodes: 2,
      totalEpisodes: 3,
      index: 'In-memory scan of 8-bit vectors',
    },
  });
}

const episode = (n: number, title: string, transcriptSource: Episode['transcriptSource']) =>
  fakeEpisode(n, {
    showId: '10000000-0000-4000-8000-000000000001',
    title,
    podcastShow: 'Brain Matters',
    duration: 30,
    durationSeconds: 1800,
    audioType: 'audio/mpeg',
    transcriptSource,
  });

const EPISODES = [
  episode(1, 'Sleep and memory', 'manual_upload'),
  episode(2, 'Dreams', null),
  episode(3, 'Attention', null),
  episode(4, 'Night owls', 'generated'),
  episode(5, 'Lucid dreaming', 'podcastindex'),
];

function routes(ai: ProviderStatus, over: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /api/admin/status': () => ({ body: adminStatus(ai) }),
    'POST /api/admin/test-apis': () => ({ body: adminStatus(ai) }),
    'GET /api/episodes': ({ url }) => ({
      body: url.searchParams.get('hasTranscript') === 'false' ? EPISODES.filter((e) => !e.hasTranscript) : EPISODES,
    }),
    'GET /api/transcripts/feed-status': () => ({
      body: { available: true, message: 'Every transcript listed in the feeds is stored', episodesFound: 0 },
    }),
    'GET /api/transcripts/podcastindex-status': () => ({
      body: { available: false, message: 'Podcast Index is not configured' },
    }),
    ...over,
  };
}

/** The Authorization header of the request being answered (the fake answers each call as it is made). */
function authorizationOfLastCall(): string {
  const init = vi.mocked(fetch).mock.calls.at(-1)?.[1];
  return (init?.headers as Record<string, string> | undefined)?.Authorization ?? '';
}

/** The first render loads the lazily split admin screen, which can take a moment. */
const aiCard = () => screen.findByTestId('provider-AI provider', {}, { timeout: 5000 });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('Admin', () => {
  it('shows an available provider, the database and the coverage', async () => {
    installFakeApi(routes(provider('available')));
    renderApp('/admin');
    const ai = await aiCard();
    for (const title of ['Transcript Upload', 'Content Library', 'System Status', 'API Status and Quota Monitoring']) {
      expect(screen.getByText(title)).toBeTruthy();
    }
    expect(within(ai).getByText('Available')).toBeTruthy();
    const db = screen.getByTestId('database-status');
    expect(within(db).getByText('Connected')).toBeTruthy();
    expect(within(db).getByText('67%')).toBeTruthy();
    expect(screen.getByText('Manual Transcript Tester')).toBeTruthy();
  });

  it('groups the transcript library by where each transcript came from, without reading transcripts', async () => {
    const { calls } = installFakeApi(routes(provider('available')));
    renderApp('/admin');
    await aiCard();
    const group = async (name: string) => {
      const section = await screen.findByRole('region', { name });
      return within(section)
        .queryAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent);
    };
    expect(await group('With Transcript')).toEqual(['Lucid dreaming']);
    expect(await group('Manual Uploads')).toEqual(['Sleep and memory']);
    expect(await group('Auto-Generated')).toEqual(['Night owls']);
    expect(await group('Ready for Processing')).toEqual(['Dreams', 'Attention']);
    expect(calls.filter((c) => c.url.pathname.endsWith('/transcript'))).toEqual([]);
  });

  it('warns about an exceeded quota', async () => {
    installFakeApi(routes(provider('quota_exceeded', { quotaReset: '2030-01-01T00:00:00.000Z' })));
    renderApp('/admin');
    const ai = await aiCard();
    expect(within(ai).getByText('Quota Exceeded')).toBeTruthy();
    expect(within(ai).getByRole('alert').textContent).toContain(
      'Search still works with a text fallback, but AI analysis (conversation, similarity) is unavailable until credits are added or the quota resets.',
    );
  });

  it('shows a provider that is not configured, and anything else as Error', async () => {
    installFakeApi(routes(provider('not_configured', { errorMessage: 'OPENAI_API_KEY is not set' })));
    renderApp('/admin');
    expect(within(await aiCard()).getByText('Not Configured')).toBeTruthy();
    expect(screen.getByText('OPENAI_API_KEY is not set')).toBeTruthy();
  });

  it('shows an erroring provider as Error and a failed test as API Test Failed', async () => {
    installFakeApi(
      routes(provider('error', { errorMessage: 'connect ECONNREFUSED' }), {
        'POST /api/admin/test-apis': () => ({ status: 500, body: { error: { code: 'x', message: 'probe crashed' } } }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin');
    const ai = await aiCard();
    expect(within(ai).getByText('Error')).toBeTruthy();
    expect(within(ai).getByText('connect ECONNREFUSED')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Test APIs' }));
    expect((await findToast('API Test Failed')).textContent).toContain('probe crashed');
  });

  it('says when the status cannot be loaded', async () => {
    installFakeApi(
      routes(provider('available'), {
        'GET /api/admin/status': () => ({ status: 500, body: { error: { code: 'x', message: 'down' } } }),
      }),
    );
    renderApp('/admin');
    expect(await screen.findByText('Failed to load API status')).toBeTruthy();
  });

  it('asks for the admin token on 401 and sends it as a bearer token', async () => {
    installFakeApi(
      routes(provider('available'), {
        'GET /api/admin/status': () => {
          const auth = authorizationOfLastCall();
          return auth === 'Bearer s3cret'
            ? { body: adminStatus(provider('available')) }
            : {
                status: 401,
                body: { error: { code: 'admin.unauthorized', message: 'This action needs the admin token.' } },
              };
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin');
    await user.type(await screen.findByLabelText('Admin token'), 's3cret');
    await user.click(screen.getByRole('button', { name: 'Use Token' }));
    expect(within(await aiCard()).getByText('Available')).toBeTruthy();
    expect(localStorage.getItem('earshot.adminToken')).toBe('s3cret');
    await waitFor(() => expect(screen.queryByLabelText('Admin token')).toBeNull());
  });

  it('runs a feed transcript batch and reports it; Podcast Index stays off until configured', async () => {
    const api = installFakeApi(
      routes(provider('available'), {
        'POST /api/transcripts/batch-auto-fetch': () => ({
          body: BatchResponse.parse({
            success: true,
            jobId: '20000000-0000-4000-8000-000000000001',
            state: 'completed',
            total: 2,
            processed: 2,
            successful: 1,
            message: 'Found 1 transcript',
            results: [
              {
                title: 'Dreams',
                success: true,
                transcriptLength: 1200,
                error: null,
                episodeId: EPISODES[1].id,
                sourceUrl: null,
              },
              {
                title: 'Attention',
                success: false,
                transcriptLength: 0,
                error: 'No transcript listed',
                episodeId: EPISODES[2].id,
                sourceUrl: null,
              },
            ],
          }),
        }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin');
    const podcastIndex = await screen.findByTestId('podcastindex-card', {}, { timeout: 5000 });
    expect(await within(podcastIndex).findByText('Not Configured')).toBeTruthy();
    expect(within(podcastIndex).getByText('Podcast Index is not configured')).toBeTruthy();
    expect((within(podcastIndex).getByRole('button', { name: 'Batch Auto-Fetch' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    const feedButtons = screen
      .getAllByRole('button', { name: 'Batch Auto-Fetch' })
      .filter((b) => !podcastIndex.contains(b));
    await waitFor(() => expect((feedButtons[0] as HTMLButtonElement).disabled).toBe(false));
    await user.click(feedButtons[0]);
    const toast = await findToast('Batch Auto-Fetch Complete');
    expect(toast.textContent).toContain('1 of 2 episodes got a transcript.');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ maxEpisodes: 10 });
    expect(screen.getByText('No transcript listed')).toBeTruthy();
  });

  it('uploads a transcript for an episode without one, after checking both fields', async () => {
    const api = installFakeApi(
      routes(provider('available'), {
        'POST /api/episodes/:id/transcript': ({ body }) => {
          const input = TranscriptUploadBody.parse(body);
          return {
            body: TranscriptUploadResponse.parse({
              transcriptLength: input.transcriptText.length,
              episodeTitle: 'Dreams',
              format: 'text',
              segmentCount: 1,
            }),
          };
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin');
    const picker = (await screen.findByLabelText('Episode')) as HTMLSelectElement;
    await waitFor(() => expect(picker.options.length).toBe(3));
    expect(Array.from(picker.options).map((o) => o.textContent)).not.toContain('Brain Matters — Sleep and memory');

    await user.click(screen.getByRole('button', { name: 'Upload Transcript' }));
    expect((await findToast('Missing Information')).textContent).toContain(
      'Please select an episode and provide transcript text',
    );
    await user.selectOptions(picker, 'Brain Matters — Dreams');
    await user.click(screen.getByRole('button', { name: 'Upload Transcript' }));
    expect((await findToast('Missing Information')).textContent).toContain(
      'Please select an episode and provide transcript text',
    );
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Transcript text'), 'We dream in every sleep stage.');
    await user.click(screen.getByRole('button', { name: 'Upload Transcript' }));
    expect((await findToast('Transcript Uploaded')).textContent).toContain('30 characters');
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/episodes/00000000-0000-4000-8000-000000000002/transcript');
    expect(post?.body).toEqual({ transcriptText: 'We dream in every sleep stage.', source: 'manual_upload' });
  });

  it('preselects the episode Quick Add pointed at, even past the first 20, and finds others by name', async () => {
    const far = episode(42, 'The forty-second episode', null);
    installFakeApi(
      routes(provider('available'), {
        [`GET /api/episodes/${far.id}`]: () => ({ body: far }),
        'GET /api/episodes': ({ url }) => {
          const q = (url.searchParams.get('search') ?? '').toLowerCase();
          const without = EPISODES.filter((e) => !e.hasTranscript);
          return { body: q ? without.filter((e) => e.title.toLowerCase().includes(q)) : without };
        },
      }),
    );
    const user = userEvent.setup();
    renderApp(`/admin?episodeId=${far.id}`);
    const picker = (await screen.findByLabelText('Episode')) as HTMLSelectElement;
    await waitFor(() => expect(picker.value).toBe(far.id));
    expect(picker.selectedOptions[0].textContent).toBe('Brain Matters — The forty-second episode');

    await user.type(screen.getByLabelText('Find an episode'), 'atten');
    await waitFor(() =>
      expect(Array.from(picker.options).map((o) => o.textContent)).toContain('Brain Matters — Attention'),
    );
    expect(Array.from(picker.options).map((o) => o.textContent)).not.toContain('Brain Matters — Dreams');
  });

  it('reads a transcript from a file into the text box', async () => {
    installFakeApi(routes(provider('available')));
    const user = userEvent.setup();
    renderApp('/admin');
    const input = (await screen.findByLabelText('From a file (VTT, SRT, JSON, TXT or HTML)')) as HTMLInputElement;
    const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nWelcome back to the show.\n';
    await user.upload(input, new File([vtt], 'episode.vtt', { type: 'text/vtt' }));
    await waitFor(() => expect((screen.getByLabelText('Transcript text') as HTMLTextAreaElement).value).toBe(vtt));
    expect(screen.getByText('Read episode.vtt; check the text below, then upload.')).toBeTruthy();
  });

  it('counts transcripts over the whole catalog, as API Status does, not over the episodes listed', async () => {
    const big = adminStatus(provider('available'));
    big.database = { ...big.database, totalEpisodes: 1304, episodesWithTranscripts: 12, coverage: 1 };
    installFakeApi(routes(provider('available'), { 'GET /api/admin/status': () => ({ body: big }) }));
    renderApp('/admin');
    await screen.findByText('Transcript Status');
    const stat = (label: string) => within(document.body).getAllByText(label)[0].nextElementSibling?.textContent;
    await waitFor(() => expect(stat('Without')).toBe((1292).toLocaleString()));
    expect(stat('With transcripts')).toBe('12');
  });

  it('shows the server reason when an upload fails', async () => {
    installFakeApi(
      routes(provider('available'), {
        'POST /api/episodes/:id/transcript': () => ({
          status: 413,
          body: { error: { code: 'transcripts.too_large', message: 'Transcript is too large' } },
        }),
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin');
    const picker = (await screen.findByLabelText('Episode')) as HTMLSelectElement;
    await waitFor(() => expect(picker.options.length).toBe(3));
    await user.selectOptions(picker, 'Brain Matters — Dreams');
    await user.type(screen.getByLabelText('Transcript text'), 'text');
    await user.click(screen.getByRole('button', { name: 'Upload Transcript' }));
    expect((await findToast('Upload Failed')).textContent).toContain('Transcript is too large');
  });

  it('needs both names in the transcript tester', async () => {
    const api = installFakeApi(routes(provider('available')));
    const user = userEvent.setup();
    renderApp('/admin');
    await user.type(await screen.findByLabelText('Show name'), 'Brain Matters');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(screen.getByText('Please provide both show name and episode name.')).toBeTruthy();
    expect(api.calls.some((c) => c.url.pathname === '/api/auto-transcript/test')).toBe(false);
  });
});
