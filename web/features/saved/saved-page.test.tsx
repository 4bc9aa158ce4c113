import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedClearResponse, SavedEpisode } from '../../../common/api/saved';
import { installFakeApi } from '../../test/fake-api';
import { fakeEpisode, uuid } from '../../test/fake-episode';
import { renderApp } from '../../test/render-app';
import { findToast } from '../../test/toasts';

function saved(n: number, hasTranscript: boolean): SavedEpisode {
  return SavedEpisode.parse({
    ...fakeEpisode(n, {
      title: `Saved ${n}`,
      podcastShow: 'Money Talk',
      host: 'Ann Host',
      duration: 42,
      durationSeconds: 2520,
      publishDate: '2024-01-05T00:00:00Z',
      description: 'An episode about money',
      listenUrl: `https://example.com/listen/${n}`,
      transcriptSource: hasTranscript ? 'feed' : null,
    }),
    savedAt: '2024-02-01T00:00:00Z',
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Save for Later', { timeout: 20_000 }, () => {
  it('shows the empty state', async () => {
    installFakeApi({ 'GET /api/saved': () => ({ body: [] }) });
    renderApp('/saved');
    expect(await screen.findByText('No saved episodes yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find episodes' }).getAttribute('href')).toBe('/search');
    const download = screen.getByRole('link', { name: 'Download my data' });
    expect(download.getAttribute('href')).toBe('/api/export');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('lists saved episodes with their details; chat only with a transcript', async () => {
    installFakeApi({ 'GET /api/saved': () => ({ body: [saved(1, true), saved(2, false)] }) });
    renderApp('/saved');
    expect(await screen.findByText('2 episodes saved')).toBeTruthy();
    const first = screen.getByRole('article', { name: 'Saved 1' });
    expect(within(first).getByText('42 min')).toBeTruthy();
    expect(within(first).getByText('Host: Ann Host')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Chat with Podcast' }).getAttribute('href')).toBe(
      `/conversation/podcast/${uuid(1)}`,
    );
    expect(within(first).getByRole('link', { name: 'Listen' }).getAttribute('href')).toBe(
      'https://example.com/listen/1',
    );
    const second = screen.getByRole('article', { name: 'Saved 2' });
    expect(within(second).queryByRole('link', { name: 'Chat with Podcast' })).toBeNull();
  });

  it('Clear All empties the list, and Undo puts it back in order; a failing clear says why', async () => {
    const all = [saved(1, true), saved(2, false)];
    let list = [...all];
    let fail = true;
    const api = installFakeApi({
      'GET /api/saved': () => ({ body: list }),
      'POST /api/saved': ({ body }) => {
        const again = all.find((e) => e.id === (body as { podcastId: string }).podcastId) as SavedEpisode;
        list = [again, ...list];
        return { status: 201, body: again };
      },
      'DELETE /api/saved/clear': () => {
        if (fail) return { status: 500, body: { error: { code: 'x', message: 'disk full' } } };
        const removedCount = list.length;
        list = [];
        return { body: SavedClearResponse.parse({ removedCount }) };
      },
    });
    const user = userEvent.setup();
    renderApp('/saved');
    await user.click(await screen.findByRole('button', { name: 'Clear All' }));
    await findToast('Failed to clear saved episodes: disk full');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('No saved episodes yet')).toBeTruthy();
    const toastEl = await findToast('Saved episodes cleared');
    await user.click(within(toastEl).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('2 episodes saved')).toBeTruthy();
    expect(list.map((e) => e.id)).toEqual(all.map((e) => e.id));
    expect(api.calls.filter((c) => c.method === 'POST').length).toBe(2);
  });

  it("toasts 'Failed to remove episode' when removing fails", async () => {
    installFakeApi({
      'GET /api/saved': () => ({ body: [saved(1, true)] }),
      'DELETE /api/saved/:id': () => ({ status: 500, body: { error: { code: 'x', message: 'no' } } }),
    });
    const user = userEvent.setup();
    renderApp('/saved');
    await user.click(await screen.findByRole('button', { name: 'Remove Saved 1' }));
    await findToast('Failed to remove episode');
  });
});
