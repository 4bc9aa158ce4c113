import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PLAYLIST_ADVANCE_CAP_MS, PLAYLIST_AUTOPLAY_DEFAULT } from '../../../common/constants';
import { toast } from '../../components/ui/use-toast';
import { fetchResumePosition, reportProgress } from './listening-history';
import { useMediaSession } from './media-session';
import {
  type PlayableEpisode,
  type PlayerControls,
  PlayerControlsContext,
  type PlayerTime,
  PlayerTimeContext,
  type PlayOptions,
  type SleepTimer,
} from './player-state';

/** How often the position is reported while playing (and again on pause and at the end). */
export const PROGRESS_REPORT_MS = 15_000;
/** A resume point this close to the start is not worth jumping to. */
const RESUME_MIN_SECONDS = 5;

function warnNoAudio() {
  toast({
    title: 'No audio available',
    description: "This episode doesn't have an audio URL available.",
    variant: 'destructive',
  });
}

function safePlay(audio: HTMLAudioElement) {
  try {
    const started = audio.play() as Promise<void> | undefined;
    started?.catch?.(() => {
      // blocked or aborted by a newer load: the pause event keeps the state right
    });
  } catch {
    // media playback unavailable in this environment
  }
}

function warnUnplayable(title: string) {
  toast({
    title: 'Playback Error',
    description: `The audio of "${title}" could not be loaded. The file may have moved or its server may be down.`,
    variant: 'destructive',
  });
}

/** What was playing, kept in this browser so a reload brings the bar back, paused, where it was. */
const STORED_PLAYER_KEY = 'earshot.player';
const STORED_QUEUE_MAX = 100;
type StoredPlayer = { queue: PlayableEpisode[]; index: number; rate: number; playlist?: boolean };

function readStoredPlayer(): StoredPlayer | null {
  try {
    const raw = localStorage.getItem(STORED_PLAYER_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredPlayer;
    const ok =
      Array.isArray(stored.queue) &&
      Number.isInteger(stored.index) &&
      stored.queue[stored.index]?.audioUrl &&
      typeof stored.rate === 'number';
    return ok ? stored : null;
  } catch {
    return null;
  }
}

function storePlayer(value: StoredPlayer | null) {
  try {
    if (value) localStorage.setItem(STORED_PLAYER_KEY, JSON.stringify(value));
    else localStorage.removeItem(STORED_PLAYER_KEY);
  } catch {
    // storage full or disabled: the bar just does not come back after a reload
  }
}

function seekWhenReady(audio: HTMLAudioElement, seconds: number) {
  if (audio.readyState >= 1) audio.currentTime = seconds;
  else audio.addEventListener('loadedmetadata', () => (audio.currentTime = seconds), { once: true });
}

/**
 * One audio element for the whole app, mounted once in the layout so playback survives
 * navigation. Holds a queue (the playlist plays through it), resumes where the listener
 * stopped, reports progress to the listening history and drives the Media Session.
 */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [restored] = useState(readStoredPlayer);
  const [queue, setQueue] = useState<PlayableEpisode[]>(restored?.queue ?? []);
  const [index, setIndex] = useState(restored?.index ?? -1);
  const [isPlaylist, setIsPlaylist] = useState(restored?.playlist ?? false);
  const [isPlaying, setIsPlaying] = useState(false);
  const [rate, setRateState] = useState(restored?.rate ?? 1);
  const [autoAdvance, setAutoAdvance] = useState<boolean>(PLAYLIST_AUTOPLAY_DEFAULT);
  const [time, setTime] = useState<PlayerTime>({ position: 0, duration: 0 });
  const [sleepTimer, setSleepTimerState] = useState<SleepTimer | null>(null);
  const sleepRef = useRef<SleepTimer | null>(null);
  sleepRef.current = sleepTimer;
  const current = queue[index] ?? null;
  const state = useRef({ queue, index, rate, autoAdvance, current, isPlaylist });
  state.current = { queue, index, rate, autoAdvance, current, isPlaylist };
  const loadToken = useRef(0);

  const report = useCallback((completed?: boolean) => {
    const audio = audioRef.current;
    const ep = state.current.current;
    if (!audio || !ep || !(audio.currentTime > 0)) return;
    void reportProgress({
      episodeId: ep.id,
      positionSeconds: Math.floor(audio.currentTime),
      ...(completed ? { completed } : {}),
    });
  }, []);

  /** Starts queue[i] (or the next playable one after it). */
  const load = useCallback(
    (q: PlayableEpisode[], i: number, startAt?: number, playlist = state.current.isPlaylist) => {
      const audio = audioRef.current;
      let at = i;
      while (at < q.length && !q[at].audioUrl) at++;
      const ep = q[at];
      if (!audio || !ep?.audioUrl) return false;
      if (state.current.current) report();
      const token = ++loadToken.current;
      setQueue(q);
      setIndex(at);
      setIsPlaylist(playlist);
      setTime({ position: startAt ?? 0, duration: (ep.duration ?? 0) * 60 });
      audio.src = ep.audioUrl;
      audio.playbackRate = state.current.rate;
      if (startAt !== undefined) seekWhenReady(audio, startAt);
      safePlay(audio);
      if (startAt === undefined) {
        fetchResumePosition(ep.id)
          .then((h) => {
            if (token !== loadToken.current || !h || h.completed || h.positionSeconds < RESUME_MIN_SECONDS) return;
            if (audio.currentTime < h.positionSeconds) seekWhenReady(audio, h.positionSeconds);
          })
          .catch(() => {});
      }
      return true;
    },
    [report],
  );

  const play = useCallback(
    (episode: PlayableEpisode, options: PlayOptions = {}) => {
      if (!episode.audioUrl) {
        warnNoAudio();
        return false;
      }
      const audio = audioRef.current;
      const cur = state.current.current;
      if (cur?.id === episode.id && options.startAt === undefined && audio) {
        // Already loaded: keep the position, adopt the new queue if one was given.
        if (options.queue?.some((e) => e.id === episode.id)) {
          setQueue(options.queue);
          setIndex(options.queue.findIndex((e) => e.id === episode.id));
          setIsPlaylist(options.playlist ?? false);
        }
        safePlay(audio);
        return true;
      }
      const q = options.queue?.some((e) => e.id === episode.id) ? options.queue : [episode];
      return load(
        q,
        q.findIndex((e) => e.id === episode.id),
        options.startAt,
        (q === options.queue && options.playlist) || false,
      );
    },
    [load],
  );

  const seekTo = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio || !state.current.current) return;
    const max = Number.isFinite(audio.duration) ? audio.duration : Number.POSITIVE_INFINITY;
    const to = Math.max(0, Math.min(seconds, max));
    seekWhenReady(audio, to);
    setTime((t) => ({ ...t, position: to }));
  }, []);

  const playAt = useCallback(
    (episode: PlayableEpisode, seconds: number) => {
      if (state.current.current?.id === episode.id && audioRef.current) {
        seekTo(seconds);
        safePlay(audioRef.current);
        return true;
      }
      return play(episode, { startAt: seconds });
    },
    [play, seekTo],
  );

  const skip = useCallback((delta: number) => seekTo((audioRef.current?.currentTime ?? 0) + delta), [seekTo]);
  const timeNow = useCallback((): PlayerTime => {
    const audio = audioRef.current;
    const known = (state.current.current?.duration ?? 0) * 60;
    if (!audio) return { position: 0, duration: known };
    return { position: audio.currentTime, duration: Number.isFinite(audio.duration) ? audio.duration : known };
  }, []);
  const pause = useCallback(() => audioRef.current?.pause(), []);
  const resume = useCallback(() => {
    if (audioRef.current && state.current.current) safePlay(audioRef.current);
  }, []);
  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) resume();
    else audio.pause();
  }, [resume]);
  const next = useCallback(() => {
    const { queue: q, index: i } = state.current;
    if (i + 1 < q.length) load(q, i + 1);
  }, [load]);
  const playNext = useCallback(
    (episode: PlayableEpisode) => {
      const { queue: q, index: i, current: cur } = state.current;
      // Nothing loaded, or what is loaded has played to its end: "next" is now.
      if (!cur || cur.id === episode.id || audioRef.current?.ended) return play(episode) ? 'playing' : false;
      if (!episode.audioUrl) {
        warnNoAudio();
        return false;
      }
      const others = (list: PlayableEpisode[]) => list.filter((e) => e.id !== episode.id);
      const before = others(q.slice(0, i + 1));
      setQueue([...before, episode, ...others(q.slice(i + 1))]);
      setIndex(before.length - 1);
      // The listener's own order now: this one plays to its end before the next starts.
      setIsPlaylist(false);
      return 'queued';
    },
    [play],
  );
  const previous = useCallback(
    (options?: { episode?: boolean }) => {
      const { queue: q, index: i } = state.current;
      if (i <= 0 || (!options?.episode && (audioRef.current?.currentTime ?? 0) > 3)) seekTo(0);
      else load(q, i - 1);
    },
    [load, seekTo],
  );
  const setRate = useCallback((r: number) => {
    setRateState(r);
    // An episode started right after ("play The Daily at 1.5x") plays at it before the next render.
    state.current.rate = r;
    if (audioRef.current) audioRef.current.playbackRate = r;
  }, []);
  const stop = useCallback(() => {
    const audio = audioRef.current;
    report();
    loadToken.current++;
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
    }
    setQueue([]);
    setIndex(-1);
    setIsPlaying(false);
    setTime({ position: 0, duration: 0 });
  }, [report]);

  // Keep what is loaded, so a reload restores it (a window around the current item of long queues).
  useEffect(() => {
    if (index < 0 || !queue[index]) return storePlayer(null);
    const from = Math.max(0, Math.min(index - STORED_QUEUE_MAX / 2, queue.length - STORED_QUEUE_MAX));
    const kept = queue.slice(from, from + STORED_QUEUE_MAX);
    storePlayer({ queue: kept, index: index - from, rate, playlist: isPlaylist });
  }, [queue, index, rate, isPlaylist]);

  // After a reload: the bar comes back paused at the position the listening history kept.
  useEffect(() => {
    const audio = audioRef.current;
    const ep = restored?.queue[restored.index];
    if (!restored || !audio || !ep?.audioUrl) return;
    const token = ++loadToken.current;
    setTime({ position: 0, duration: (ep.duration ?? 0) * 60 });
    audio.src = ep.audioUrl;
    audio.playbackRate = restored.rate;
    fetchResumePosition(ep.id)
      .then((h) => {
        if (token !== loadToken.current || !h || h.completed) return;
        seekWhenReady(audio, h.positionSeconds);
        setTime((t) => ({ ...t, position: h.positionSeconds }));
      })
      .catch(() => {});
  }, [restored]);

  const setSleepTimer = useCallback((timer: 'end' | number | null) => {
    if (timer === null) setSleepTimerState(null);
    else if (timer === 'end') setSleepTimerState({ kind: 'end' });
    else setSleepTimerState({ kind: 'minutes', minutes: timer, endsAt: Date.now() + timer * 60_000 });
  }, []);

  // The sleep timer in minutes: pause when it runs out, then it is off.
  useEffect(() => {
    if (sleepTimer?.kind !== 'minutes') return;
    const timer = setTimeout(
      () => {
        audioRef.current?.pause();
        setSleepTimerState(null);
      },
      Math.max(0, sleepTimer.endsAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [sleepTimer]);

  // Periodic progress reports while playing.
  useEffect(() => {
    if (!isPlaying) return;
    const timer = setInterval(() => report(), PROGRESS_REPORT_MS);
    return () => clearInterval(timer);
  }, [isPlaying, report]);

  // Playlist auto-play (spec §4): the next item starts after this one's length in minutes,
  // capped at 5 minutes, provided nothing else was chosen meanwhile. The end of the audio
  // also advances (onEnded below), whichever comes first. The wait runs while it plays: a
  // playlist brought back paused after a reload stays where it is.
  const minutes = current?.duration ?? 0;
  useEffect(() => {
    if (
      !isPlaylist ||
      !isPlaying ||
      !autoAdvance ||
      sleepTimer?.kind === 'end' ||
      index < 0 ||
      index + 1 >= queue.length ||
      !(minutes > 0)
    )
      return;
    const startedAt = index;
    const timer = setTimeout(
      () => {
        if (state.current.index === startedAt) next();
      },
      Math.min(minutes * 60_000, PLAYLIST_ADVANCE_CAP_MS),
    );
    return () => clearTimeout(timer);
  }, [isPlaylist, isPlaying, autoAdvance, sleepTimer, index, queue, minutes, next]);

  const onEnded = () => {
    report(true);
    const { queue: q, index: i, autoAdvance: auto } = state.current;
    if (sleepRef.current?.kind === 'end') {
      // "End of episode": stop here, whatever comes next in the queue.
      setSleepTimerState(null);
      setIsPlaying(false);
      return;
    }
    if (auto && i + 1 < q.length) load(q, i + 1);
    else setIsPlaying(false);
  };

  const sessionHandlers = useMemo(
    () => ({
      play: resume,
      pause,
      seekBy: skip,
      seekTo,
      next: index + 1 < queue.length ? next : null,
      previous: index > 0 ? () => previous() : null,
    }),
    [resume, pause, skip, seekTo, next, previous, index, queue.length],
  );
  useMediaSession(current, isPlaying, sessionHandlers);

  const controls = useMemo<PlayerControls>(
    () => ({
      current,
      queue,
      index,
      isPlaying,
      rate,
      autoAdvance,
      play,
      playAt,
      seekTo,
      skip,
      timeNow,
      toggle,
      pause,
      next,
      playNext,
      previous,
      setRate,
      setAutoAdvance,
      stop,
      sleepTimer,
      setSleepTimer,
    }),
    [
      current,
      queue,
      index,
      isPlaying,
      rate,
      autoAdvance,
      play,
      playAt,
      seekTo,
      skip,
      timeNow,
      toggle,
      pause,
      next,
      playNext,
      previous,
      setRate,
      stop,
      sleepTimer,
      setSleepTimer,
    ],
  );

  return (
    <PlayerControlsContext.Provider value={controls}>
      <PlayerTimeContext.Provider value={time}>
        {children}
        {/* biome-ignore lint/a11y/useMediaCaption: podcast audio; transcripts are offered on the conversation screen */}
        <audio
          ref={audioRef}
          preload="metadata"
          data-testid="player-audio"
          onPlay={() => setIsPlaying(true)}
          onPause={() => {
            setIsPlaying(false);
            report();
          }}
          onEnded={onEnded}
          onError={() => {
            const ep = state.current.current;
            if (!ep || !audioRef.current?.getAttribute('src')) return;
            setIsPlaying(false);
            warnUnplayable(ep.title);
          }}
          onTimeUpdate={(e) => {
            const a = e.currentTarget;
            setTime({
              position: a.currentTime,
              duration: Number.isFinite(a.duration) ? a.duration : (current?.duration ?? 0) * 60,
            });
          }}
          onLoadedMetadata={(e) => {
            const a = e.currentTarget;
            if (Number.isFinite(a.duration)) setTime((t) => ({ ...t, duration: a.duration }));
          }}
        />
      </PlayerTimeContext.Provider>
    </PlayerControlsContext.Provider>
  );
}
