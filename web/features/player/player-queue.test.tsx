import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { stubAudioPlay } from '../../test/audio';
import { installFakeApi } from '../../test/fake-api';
import { fakeEpisode } from '../../test/fake-episode';
import { PlayerProvider } from './player-provider';
import { type PlayerControls, usePlayer } from './player-state';

const episode = (n: number, title: string) => ({
  ...fakeEpisode(n, { title, podcastShow: 'Tide Hour', duration: 20 }),
  audioUrl: `https://audio.example.org/${n}.mp3`,
});
const kelp = episode(1, 'Kelp Forests');
const otters = episode(2, 'Sea Otters');
const tides = episode(3, 'Spring Tides');

/** The player's controls, as the last render of a component inside the provider saw them. */
const seen: { player: PlayerControls | null } = { player: null };
function Probe() {
  seen.player = usePlayer();
  return null;
}

function renderPlayer() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PlayerProvider>
        <Probe />
      </PlayerProvider>
    </QueryClientProvider>,
  );
  return () => seen.player as PlayerControls;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('"play it next"', () => {
  it('puts the episode right after the one playing, moving it out of where it was, and the end of this one plays it', async () => {
    installFakeApi({});
    stubAudioPlay();
    const player = renderPlayer();
    act(() => {
      player().play(kelp, { queue: [kelp, otters] });
    });
    let answer: ReturnType<PlayerControls['playNext']> = false;
    act(() => {
      answer = player().playNext(tides);
    });
    expect(answer).toBe('queued');
    expect(player().queue.map((e) => e.title)).toEqual(['Kelp Forests', 'Spring Tides', 'Sea Otters']);
    act(() => {
      player().playNext(otters);
    });
    expect(player().queue.map((e) => e.title)).toEqual(['Kelp Forests', 'Sea Otters', 'Spring Tides']);
    expect(player().current?.title).toBe('Kelp Forests');
    fireEvent.ended(screen.getByTestId('player-audio'));
    expect(player().current?.title).toBe('Sea Otters');
  });

  it('plays it now when nothing is loaded, or when the one loaded has played to its end', async () => {
    installFakeApi({});
    stubAudioPlay();
    const player = renderPlayer();
    let answer: ReturnType<PlayerControls['playNext']> = false;
    act(() => {
      answer = player().playNext(kelp);
    });
    expect(answer).toBe('playing');
    expect(player().current?.title).toBe('Kelp Forests');
    Object.defineProperty(screen.getByTestId('player-audio'), 'ended', { value: true, configurable: true });
    act(() => {
      answer = player().playNext(otters);
    });
    expect(answer).toBe('playing');
    expect(player().current?.title).toBe('Sea Otters');
  });
});
