import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlaylistItem } from '../../../common/api/playlist';
import { stubAudioPlay } from '../../test/audio';
import { installFakeApi } from '../../test/fake-api';
import { fakeEpisode } from '../../test/fake-episode';
import { renderApp } from '../../test/render-app';
import { findToast } from '../../test/toasts';

function item(n: number, duration: number | null, hasTranscript = false): PlaylistItem {
  return PlaylistItem.parse({
    ...fakeEpisode(n, {
      title: `Track ${n}`,
      podcastShow: 'Road Trip',
      duration,
      durationSeconds: duration == null ? null : duration * 60,
      transcriptSource: hasTranscript ? 'feed' : null,
    }),
    position: n - 1,
    addedAt: '2024-01-01T00:00:00Z',
  });
}

const playerTitle = async () =>
  within(await screen.findByRole('region', { name: 'Player' })).getByTestId('player-title').textContent;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('My Playlist', { timeout: 20_000 }, () => {
  it('shows the empty state', async () => {
    installFakeApi({ 'GET /api/playlist': () => ({ body: [] }) });
    renderApp('/playlist');
    expect(await screen.findByText('Your playlist is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find episodes' }).getAttribute('href')).toBe('/search');
  });

  it('lists items (Chat only with a transcript); Play All plays the first and the end of it plays the next', async () => {
    installFakeApi({ 'GET /api/playlist': () => ({ body: [item(1, null, true), item(2, null)] }) });
    const user = userEvent.setup();
    renderApp('/playlist');
    expect(await screen.findByText('2 episodes')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Track 1' })).getByRole('link', { name: 'Chat' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Track 2' })).queryByRole('link', { name: 'Chat' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Auto-play next' }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Play All' }));
    expect(await playerTitle()).toBe('Track 1');
    expect(screen.getByRole('article', { name: 'Track 1' }).getAttribute('aria-current')).toBe('true');
    fireEvent.ended(screen.getByTestId('player-audio'));
    expect(await playerTitle()).toBe('Track 2');
  });

  it('with auto-play off, the end of an item does not move on', async () => {
    installFakeApi({ 'GET /api/playlist': () => ({ body: [item(1, null), item(2, null)] }) });
    const user = userEvent.setup();
    renderApp('/playlist');
    await user.click(await screen.findByRole('switch', { name: 'Auto-play next' }));
    await user.click(screen.getByRole('button', { name: 'Play Track 1' }));
    fireEvent.ended(screen.getByTestId('player-audio'));
    expect(await playerTitle()).toBe('Track 1');
  });

  it("advances after the item's length in minutes when the index has not changed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubAudioPlay();
    installFakeApi({ 'GET /api/playlist': () => ({ body: [item(1, 1), item(2, 30), item(3, 30)] }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/playlist');
    await user.click(await screen.findByRole('button', { name: 'Play All' }));
    act(() => vi.advanceTimersByTime(58_000));
    expect(await playerTitle()).toBe('Track 1');
    act(() => vi.advanceTimersByTime(2_000));
    expect(await playerTitle()).toBe('Track 2');
    // A 30-minute item waits at most 5 minutes.
    act(() => vi.advanceTimersByTime(300_000));
    expect(await playerTitle()).toBe('Track 3');
  });

  it("toasts 'Failed to remove' and 'Failed to clear playlist'", async () => {
    installFakeApi({
      'GET /api/playlist': () => ({ body: [item(1, 10)] }),
      'DELETE /api/playlist/:id': () => ({ status: 500, body: { error: { code: 'x', message: 'no' } } }),
      'DELETE /api/playlist': () => ({ status: 500, body: { error: { code: 'x', message: 'no' } } }),
    });
    const user = userEvent.setup();
    renderApp('/playlist');
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await findToast('Failed to remove');
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await findToast('Failed to clear playlist');
  });

  it('Clear All can be undone, putting the items back in their order', async () => {
    const all = [item(1, 10), item(2, 20), item(3, 30)];
    let list = [...all];
    installFakeApi({
      'GET /api/playlist': () => ({ body: list }),
      'DELETE /api/playlist': () => {
        const removedCount = list.length;
        list = [];
        return { body: { removedCount } };
      },
      'POST /api/playlist/:id': ({ url }) => {
        const id = url.pathname.split('/').at(-1);
        const back = all.find((e) => e.id === id) as PlaylistItem;
        list = [...list, back];
        return { status: 201, body: back };
      },
    });
    const user = userEvent.setup();
    renderApp('/playlist');
    await user.click(await screen.findByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('Your playlist is empty')).toBeTruthy();
    await user.click(within(await findToast('Playlist cleared')).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Track 3')).toBeTruthy();
    expect(list.map((e) => e.id)).toEqual(all.map((e) => e.id));
  });
});
