import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AutoQueueSettings, Suggestion } from '../../../common/api/auto-queue';
import { type FakeHandler, installFakeApi } from '../../test/fake-api';
import { fakeEpisode, uuid } from '../../test/fake-episode';
import { renderApp } from '../../test/render-app';
import { findToast } from '../../test/toasts';

const current = fakeEpisode(1, {
  title: 'Why we sleep',
  duration: 30,
  durationSeconds: 1800,
  transcriptSource: 'feed',
});

const suggestion = (i: number, score: number) =>
  Suggestion.parse({
    nextEpisode: { id: uuid(10 + i), title: `Next ${i}`, podcastShow: 'Sleep Lab', url: null, hasTranscript: i === 0 },
    relevanceScore: score,
    reason: `Reason ${i}`,
  });

const settings = AutoQueueSettings.parse({ autoPlayEnabled: false, queueSize: 3, autoAdvanceDelay: 5 });

function routes(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /api/episodes': ({ url }) => ({ body: url.searchParams.get('hasTranscript') === 'true' ? [current] : [] }),
    'GET /api/auto-queue/settings': () => ({ body: settings }),
    'POST /api/auto-queue/settings': ({ body }) => ({ body: { ...settings, ...(body as object) } }),
    'POST /api/auto-queue/:episodeId': ({ body }) => {
      const i = (body as { queueIndex: number }).queueIndex;
      if (i === 2) return { status: 404, body: { error: { code: 'x', message: 'No suitable episodes found' } } };
      return { body: suggestion(i, i === 0 ? 8.5 : 6.2) };
    },
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Auto-Queue', { timeout: 20_000 }, () => {
  it('says so when no episode has a transcript', async () => {
    installFakeApi(routes({ 'GET /api/episodes': () => ({ body: [] }) }));
    renderApp('/auto-queue');
    expect(await screen.findByText('No episodes with transcripts available')).toBeTruthy();
    expect(screen.getByText('How Auto-Queue Works')).toBeTruthy();
  });

  it('asks for three suggestions in parallel and keeps the ones that came back', async () => {
    const api = installFakeApi(routes());
    renderApp('/auto-queue');
    expect(await screen.findByRole('heading', { name: 'Next 0' })).toBeTruthy();
    const asked = api.calls.filter((c) => c.method === 'POST' && c.url.pathname === `/api/auto-queue/${uuid(1)}`);
    expect(asked.map((c) => (c.body as { queueIndex: number }).queueIndex).sort()).toEqual([0, 1, 2]);
    expect(screen.getByText('Reason 0')).toBeTruthy();
    expect(screen.getByLabelText('Relevance 8.5/10').className).toContain('emerald');
    expect(screen.getByText('Next 1')).toBeTruthy();
    expect(screen.getByText('6.2/10').className).toContain('amber');
    expect(screen.getByRole('link', { name: 'Research' }).getAttribute('href')).toBe('/search?q=Next+0&show=Sleep+Lab');
    expect(screen.getByRole('link', { name: 'Chat' }).getAttribute('href')).toBe(
      `/conversation?contentId=${uuid(10)}&contentType=podcast`,
    );
  });

  it("shows the server's error with Try Again when every suggestion fails", async () => {
    installFakeApi(
      routes({
        'POST /api/auto-queue/:episodeId': () => ({
          status: 502,
          body: { error: { code: 'x', message: 'Failed to generate next episode' } },
        }),
      }),
    );
    renderApp('/auto-queue');
    expect(await screen.findByText('Failed to generate next episode')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('saves a setting as soon as it changes, and toasts when it cannot', async () => {
    let fail = false;
    const api = installFakeApi(
      routes({
        'POST /api/auto-queue/settings': ({ body }) =>
          fail
            ? { status: 500, body: { error: { code: 'x', message: 'no' } } }
            : { body: { ...settings, ...(body as object) } },
      }),
    );
    const user = userEvent.setup();
    renderApp('/auto-queue');
    const autoplay = await screen.findByRole('switch', { name: 'Auto-play next episode' });
    await waitFor(() => expect(autoplay).toHaveProperty('disabled', false));
    await user.click(autoplay);
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/auto-queue/settings')?.body).toEqual(
        {
          autoPlayEnabled: true,
        },
      ),
    );
    expect(
      within(document.body).getByRole('switch', { name: 'Auto-play next episode' }).getAttribute('aria-checked'),
    ).toBe('true');
    fail = true;
    await user.click(autoplay);
    await findToast('Failed to save settings');
  });

  it("shows the listener's queue in order, moves items, takes one out, and plays the queue through the player", async () => {
    let waiting = [1, 2, 3].map((n, position) => ({
      ...fakeEpisode(20 + n, { title: `Queued ${n}`, podcastShow: 'Sleep Lab' }),
      position,
      queuedAt: '2026-11-20T10:00:00Z',
    }));
    const api = installFakeApi(
      routes({
        'GET /api/auto-queue': () => ({ body: waiting }),
        'PUT /api/auto-queue/order': ({ body }) => {
          const ids = (body as { episodeIds: string[] }).episodeIds;
          waiting = ids.map((id, position) => ({
            ...(waiting.find((w) => w.id === id) as (typeof waiting)[0]),
            position,
          }));
          return { body: waiting };
        },
        'DELETE /api/auto-queue/:episodeId': ({ url }) => {
          waiting = waiting.filter((w) => w.id !== url.pathname.split('/').at(-1));
          return { body: { removed: true } };
        },
      }),
    );
    const user = userEvent.setup();
    renderApp('/auto-queue');
    const list = await screen.findByRole('list', { name: 'Your queue' });
    const titles = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent);
    expect(titles()).toEqual(['Queued 1', 'Queued 2', 'Queued 3']);
    await user.click(within(list).getByRole('button', { name: 'Move Queued 3 up' }));
    await waitFor(() => expect(titles()).toEqual(['Queued 1', 'Queued 3', 'Queued 2']));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ episodeIds: [uuid(21), uuid(23), uuid(22)] });
    await user.click(within(list).getByRole('button', { name: 'Remove Queued 1 from the queue' }));
    await waitFor(() => expect(titles()).toEqual(['Queued 3', 'Queued 2']));
    await user.click(screen.getByRole('button', { name: 'Play queue' }));
    const bar = await screen.findByRole('region', { name: 'Player' });
    expect(within(bar).getByTestId('player-title').textContent).toBe('Queued 3');
    expect(within(bar).getByRole('button', { name: 'Next episode' }).hasAttribute('disabled')).toBe(false);
  });
});
