import { createContext, useContext } from 'react';

/** What the player needs to play an episode; every episode-shaped contract type fits. */
export type PlayableEpisode = {
  id: string;
  title: string;
  podcastShow: string;
  audioUrl: string | null;
  /** Length in whole minutes, when known; drives the playlist's timed auto-advance. */
  duration?: number | null;
  thumbnailUrl?: string | null;
  /** When it came out (ISO 8601), when known: Borris says so of the one playing. */
  publishDate?: string | null;
};

export type PlayOptions = {
  /** The episodes to play in order; `episode` must be one of them. Without it the queue is just `episode`. */
  queue?: PlayableEpisode[];
  /** Start here (seconds) instead of where the listener stopped last time. */
  startAt?: number;
  /**
   * The queue is the listener's playlist: with auto-play on, its next item starts after this one's
   * length in minutes, capped at 5 (spec §4 Playlist). Other queues move on when an episode ends.
   */
  playlist?: boolean;
};

export type PlayerControls = {
  current: PlayableEpisode | null;
  queue: PlayableEpisode[];
  index: number;
  isPlaying: boolean;
  rate: number;
  /** Playlist auto-play: move on to the next queued episode (spec §4 Playlist). */
  autoAdvance: boolean;
  /** Plays `episode`; false (and a toast) when it has no audio. */
  play: (episode: PlayableEpisode, options?: PlayOptions) => boolean;
  /** Plays `episode` from `seconds` (used by transcript timestamp links). */
  playAt: (episode: PlayableEpisode, seconds: number) => boolean;
  seekTo: (seconds: number) => void;
  skip: (deltaSeconds: number) => void;
  /** Where playback is now, read when asked (usePlayerTime re-renders as it moves). */
  timeNow: () => PlayerTime;
  toggle: () => void;
  pause: () => void;
  next: () => void;
  /**
   * "Play it next": puts `episode` right after the one playing (out of where it was in the queue);
   * with nothing loaded, or the one loaded played to its end, it plays now. 'queued' or 'playing' says which; false when it has no audio.
   */
  playNext: (episode: PlayableEpisode) => 'queued' | 'playing' | false;
  /**
   * The previous track button: back to the start of this episode when it is more than 3 s in, else
   * the one before in the queue. `{ episode: true }` always goes to the one before.
   */
  previous: (options?: { episode?: boolean }) => void;
  setRate: (rate: number) => void;
  setAutoAdvance: (on: boolean) => void;
  stop: () => void;
  /** The sleep timer: pause after some minutes, or at the end of this episode; null when off. */
  sleepTimer: SleepTimer | null;
  setSleepTimer: (timer: 'end' | number | null) => void;
};

/** The speeds the player offers, slowest first. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export type SleepTimer = { kind: 'end' } | { kind: 'minutes'; minutes: number; endsAt: number };

export type PlayerTime = { position: number; duration: number };

export const PlayerControlsContext = createContext<PlayerControls | null>(null);
export const PlayerTimeContext = createContext<PlayerTime>({ position: 0, duration: 0 });

/**
 * The app's player (mounted once by PlayerProvider in the layout): what is playing and how to
 * play, seek and move through the queue. `playAt(episode, seconds)` and `seekTo(seconds)` serve
 * transcript timestamp links.
 */
export function usePlayer(): PlayerControls {
  const controls = useContext(PlayerControlsContext);
  if (!controls) throw new Error('usePlayer must be used inside PlayerProvider');
  return controls;
}

/** The playback position; separate so only what shows the time re-renders as it moves. */
export function usePlayerTime(): PlayerTime {
  return useContext(PlayerTimeContext);
}
