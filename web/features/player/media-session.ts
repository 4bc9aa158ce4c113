import { useEffect } from 'react';
import type { PlayableEpisode } from './player-state';

type Handlers = {
  play: () => void;
  pause: () => void;
  seekBy: (delta: number) => void;
  seekTo: (seconds: number) => void;
  next: (() => void) | null;
  previous: (() => void) | null;
};

export const SKIP_BACK_SECONDS = 15;
export const SKIP_FORWARD_SECONDS = 30;

/** Lock-screen and headset controls: title, show and artwork, plus the player's actions. */
export function useMediaSession(current: PlayableEpisode | null, isPlaying: boolean, handlers: Handlers) {
  const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined;

  useEffect(() => {
    if (!session || !current || typeof MediaMetadata === 'undefined') return;
    session.metadata = new MediaMetadata({
      title: current.title,
      artist: current.podcastShow,
      album: current.podcastShow,
      artwork: current.thumbnailUrl ? [{ src: current.thumbnailUrl, sizes: '512x512' }] : [],
    });
  }, [session, current]);

  useEffect(() => {
    if (session) session.playbackState = current ? (isPlaying ? 'playing' : 'paused') : 'none';
  }, [session, current, isPlaying]);

  useEffect(() => {
    if (!session) return;
    const set = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // the browser does not know this action
      }
    };
    set('play', handlers.play);
    set('pause', handlers.pause);
    set('seekbackward', (d) => handlers.seekBy(-(d.seekOffset ?? SKIP_BACK_SECONDS)));
    set('seekforward', (d) => handlers.seekBy(d.seekOffset ?? SKIP_FORWARD_SECONDS));
    set('seekto', (d) => {
      if (d.seekTime != null) handlers.seekTo(d.seekTime);
    });
    set('previoustrack', handlers.previous);
    set('nexttrack', handlers.next);
    return () => {
      for (const a of ['play', 'pause', 'seekbackward', 'seekforward', 'seekto', 'previoustrack', 'nexttrack'] as const)
        set(a, null);
    };
  }, [session, handlers]);
}
