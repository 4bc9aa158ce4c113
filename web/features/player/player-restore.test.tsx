import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAudioPlay } from '../../test/audio';
import { installFakeApi } from '../../test/fake-api';
import { fakeEpisode } from '../../test/fake-episode';
import { renderApp } from '../../test/render-app';
import { findToast } from '../../test/toasts';

afterEach(() => vi.unstubAllGlobals());

const episode = {
  ...fakeEpisode(7, { title: 'Kelp Forests', podcastShow: 'Tide Hour', duration: 25 }),
  audioUrl: 'https://audio.example.org/kelp.mp3',
};

describe('the player across reloads and failures', { timeout: 20_000 }, () => {
  it('comes back after a reload, paused, at the position the listening history kept', async () => {
    localStorage.setItem('earshot.player', JSON.stringify({ queue: [episode], index: 0, rate: 1.5 }));
    installFakeApi({
      'GET /api/saved': () => ({ body: [] }),
      [`GET /api/listening-history/${episode.id}`]: () => ({
        body: {
          id: episode.id,
          episodeId: episode.id,
          title: episode.title,
          showName: 'Tide Hour',
          show: 'Tide Hour',
          thumbnailUrl: null,
          audioUrl: episode.audioUrl,
          hasTranscript: false,
          positionSeconds: 754,
          durationSeconds: 1500,
          completed: false,
          lastListenedAt: '2026-11-20T10:00:00Z',
        },
      }),
    });
    renderApp('/saved');
    const bar = await screen.findByRole('region', { name: 'Player' });
    expect(within(bar).getByTestId('player-title').textContent).toBe('Kelp Forests');
    expect(within(bar).getByRole('button', { name: 'Play' })).toBeTruthy();
    expect((await within(bar).findByTestId('player-position')).textContent).toBe('12:34');
    const audio = screen.getByTestId('player-audio') as HTMLAudioElement;
    expect(audio.getAttribute('src')).toBe(episode.audioUrl);
    expect(audio.playbackRate).toBe(1.5);
  });

  it('says so when the audio cannot be loaded', async () => {
    localStorage.setItem('earshot.player', JSON.stringify({ queue: [episode], index: 0, rate: 1 }));
    installFakeApi({ 'GET /api/saved': () => ({ body: [] }) });
    renderApp('/saved');
    await screen.findByRole('region', { name: 'Player' });
    fireEvent.error(screen.getByTestId('player-audio'));
    expect((await findToast('Playback Error')).textContent).toContain('"Kelp Forests" could not be loaded');
  });

  it('answers Space and the arrow keys outside text fields, and says so', async () => {
    localStorage.setItem('earshot.player', JSON.stringify({ queue: [episode], index: 0, rate: 1 }));
    installFakeApi({ 'GET /api/saved': () => ({ body: [] }) });
    const play = stubAudioPlay();
    renderApp('/saved');
    const bar = await screen.findByRole('region', { name: 'Player' });
    const audio = screen.getByTestId('player-audio') as HTMLAudioElement;
    Object.defineProperty(audio, 'readyState', { value: 4, configurable: true });
    fireEvent.keyDown(window, { key: ' ' });
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(audio.currentTime).toBe(30);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(audio.currentTime).toBe(15);
    // Typing a space in a text field types a space.
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: ' ' });
    expect(play).toHaveBeenCalledTimes(1);
    field.remove();
    expect(within(bar).getByText(/Space plays or pauses/)).toBeTruthy();
  });

  it('stops at the end of the episode when the sleep timer says so, instead of going on to the next', async () => {
    const second = {
      ...episode,
      id: fakeEpisode(8).id,
      title: 'Sea Otters',
      audioUrl: 'https://audio.example.org/otters.mp3',
    };
    localStorage.setItem('earshot.player', JSON.stringify({ queue: [episode, second], index: 0, rate: 1 }));
    installFakeApi({ 'GET /api/saved': () => ({ body: [] }) });
    const user = userEvent.setup();
    renderApp('/saved');
    const bar = await screen.findByRole('region', { name: 'Player' });
    await user.click(within(bar).getAllByRole('button', { name: 'Sleep timer' })[0]);
    await user.click(await screen.findByRole('menuitem', { name: 'End of episode' }));
    expect(within(bar).getAllByRole('button', { name: 'Sleep: end of episode' }).length).toBeGreaterThan(0);
    fireEvent.ended(screen.getByTestId('player-audio'));
    expect(within(bar).getByTestId('player-title').textContent).toBe('Kelp Forests');
    expect(within(bar).getAllByRole('button', { name: 'Sleep timer' }).length).toBeGreaterThan(0);

    await user.click(within(bar).getAllByRole('button', { name: 'Sleep timer' })[0]);
    await user.click(await screen.findByRole('menuitem', { name: '30 minutes' }));
    expect(within(bar).getAllByRole('button', { name: 'Sleep in 30 min' }).length).toBeGreaterThan(0);
  });

  it('names the chapter playing and jumps to a chapter chosen from the list', async () => {
    localStorage.setItem('earshot.player', JSON.stringify({ queue: [episode], index: 0, rate: 1 }));
    installFakeApi({
      'GET /api/saved': () => ({ body: [] }),
      [`GET /api/episodes/${episode.id}/chapters`]: () => ({
        body: {
          chapters: [
            { startSeconds: 0, title: 'Intro', imageUrl: null, url: null },
            { startSeconds: 168, title: 'Hearing Aids', imageUrl: null, url: null },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/saved');
    const bar = await screen.findByRole('region', { name: 'Player' });
    expect((await within(bar).findByTestId('player-chapter')).textContent).toBe('Intro');
    const audio = screen.getByTestId('player-audio') as HTMLAudioElement;
    Object.defineProperty(audio, 'readyState', { value: 4, configurable: true });
    await user.click(within(bar).getAllByRole('button', { name: 'Chapters' })[0]);
    await user.click(await screen.findByRole('menuitem', { name: /Hearing Aids/ }));
    expect(audio.currentTime).toBe(168);
    expect((await within(bar).findByTestId('player-chapter')).textContent).toBe('Hearing Aids');
  });

  it('a playlist brought back paused stays where it is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const second = {
        ...fakeEpisode(8, { title: 'Sea Otters', podcastShow: 'Tide Hour', duration: 1 }),
        audioUrl: 'https://audio.example.org/otters.mp3',
      };
      const first = { ...episode, duration: 1 };
      localStorage.setItem(
        'earshot.player',
        JSON.stringify({ queue: [first, second], index: 0, rate: 1, playlist: true }),
      );
      installFakeApi({ 'GET /api/saved': () => ({ body: [] }) });
      renderApp('/saved');
      const bar = await screen.findByRole('region', { name: 'Player' });
      act(() => vi.advanceTimersByTime(6 * 60_000));
      expect(within(bar).getByTestId('player-title').textContent).toBe('Kelp Forests');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a queue that is not the playlist moves on when the episode ends, not after a timed wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubAudioPlay();
    try {
      const second = {
        ...fakeEpisode(8, { title: 'Sea Otters', podcastShow: 'Tide Hour', duration: 1 }),
        audioUrl: 'https://audio.example.org/otters.mp3',
      };
      localStorage.setItem(
        'earshot.player',
        JSON.stringify({ queue: [{ ...episode, duration: 1 }, second], index: 0, rate: 1 }),
      );
      installFakeApi({ 'GET /api/saved': () => ({ body: [] }) });
      renderApp('/saved');
      const bar = await screen.findByRole('region', { name: 'Player' });
      fireEvent.keyDown(window, { key: ' ' });
      expect(await within(bar).findByRole('button', { name: 'Pause' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(6 * 60_000));
      expect(within(bar).getByTestId('player-title').textContent).toBe('Kelp Forests');
      fireEvent.ended(screen.getByTestId('player-audio'));
      expect((await within(bar).findByText('Sea Otters')).textContent).toBe('Sea Otters');
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});
