import { Keyboard, ListTree, Moon, Pause, Play, RotateCcw, RotateCw, SkipBack, SkipForward, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Chapter } from '../../../common/api/episodes';
import { formatTimestamp } from '../../../common/timestamp';
import { Artwork } from '../../components/ui/artwork';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { currentChapter, useChapters } from './chapters';
import { SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS } from './media-session';
import { PLAYBACK_RATES, type SleepTimer, usePlayer, usePlayerTime } from './player-state';

function SeekBar() {
  const { seekTo } = usePlayer();
  const { position, duration } = usePlayerTime();
  return (
    <div className="flex w-full items-center gap-2 text-xs tabular-nums text-slate-500">
      <span data-testid="player-position">{formatTimestamp(position)}</span>
      <input
        type="range"
        aria-label="Seek"
        min={0}
        max={Math.max(duration, 1)}
        step={1}
        value={Math.min(position, Math.max(duration, 1))}
        onChange={(e) => seekTo(Number(e.currentTarget.value))}
        className="h-1.5 flex-1 cursor-pointer accent-brand-600"
      />
      <span>{formatTimestamp(duration)}</span>
    </div>
  );
}

function SpeedSelect({ className }: { className?: string }) {
  const player = usePlayer();
  return (
    <Select value={String(player.rate)} onValueChange={(v) => player.setRate(Number(v))}>
      <SelectTrigger aria-label="Playback speed" className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {PLAYBACK_RATES.map((r) => (
          <SelectItem key={r} value={String(r)}>
            {r}x
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** The chapter playing now, under the show's name. */
function ChapterLine({ chapters }: { chapters: Chapter[] }) {
  const { position } = usePlayerTime();
  const chapter = currentChapter(chapters, position);
  if (!chapter) return null;
  return (
    <p className="truncate text-xs text-brand-700" data-testid="player-chapter">
      {chapter.title}
    </p>
  );
}

/** Every chapter with its start; choosing one jumps there. */
function ChaptersMenu({ chapters }: { chapters: Chapter[] }) {
  const { seekTo } = usePlayer();
  const { position } = usePlayerTime();
  const now = currentChapter(chapters, position);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label="Chapters" title="Chapters">
          <ListTree />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-80 overflow-y-auto">
        <DropdownMenuLabel>Chapters</DropdownMenuLabel>
        {chapters.map((c) => (
          <DropdownMenuItem
            key={`${c.startSeconds}-${c.title}`}
            onSelect={() => seekTo(c.startSeconds)}
            aria-current={c === now ? 'true' : undefined}
            className={c === now ? 'font-semibold text-brand-700' : undefined}
          >
            <span className="w-12 shrink-0 text-xs text-slate-500 tabular-nums">{formatTimestamp(c.startSeconds)}</span>
            <span className="truncate">{c.title}</span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const SLEEP_MINUTES = [15, 30, 45, 60] as const;

function sleepLabel(timer: SleepTimer | null, now: number): string {
  if (!timer) return 'Sleep timer';
  if (timer.kind === 'end') return 'Sleep: end of episode';
  return `Sleep in ${Math.max(1, Math.ceil((timer.endsAt - now) / 60_000))} min`;
}

/** Pause after some minutes or at the end of the episode; the button says which, and how long is left. */
function SleepTimerMenu() {
  const { sleepTimer, setSleepTimer } = usePlayer();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sleepTimer?.kind !== 'minutes') return;
    const tick = setInterval(() => setNow(Date.now()), 15_000);
    setNow(Date.now());
    return () => clearInterval(tick);
  }, [sleepTimer]);
  const label = sleepLabel(sleepTimer, now);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant={sleepTimer ? 'secondary' : 'ghost'} size="sm" aria-label={label} title={label}>
          <Moon />
          {sleepTimer && (
            <span className="hidden text-xs sm:inline">{label.replace('Sleep in ', '').replace('Sleep: ', '')}</span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Sleep timer</DropdownMenuLabel>
        {SLEEP_MINUTES.map((m) => (
          <DropdownMenuItem key={m} onSelect={() => setSleepTimer(m)}>
            {m} minutes
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem onSelect={() => setSleepTimer('end')}>End of episode</DropdownMenuItem>
        {sleepTimer && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => setSleepTimer(null)}>Turn off</DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Keys that type or press something themselves: the player's shortcuts leave them alone. */
function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A'].includes(target.tagName) ||
    target.getAttribute('role') === 'slider' ||
    target.getAttribute('role') === 'combobox'
  );
}

export const KEYBOARD_HELP = `Keyboard: Space plays or pauses; ← and → skip back ${SKIP_BACK_SECONDS} s and forward ${SKIP_FORWARD_SECONDS} s`;

/** Space, ← and → control the player anywhere on the page outside text fields and buttons. */
function usePlayerKeys() {
  const player = usePlayer();
  const hasEpisode = player.current !== null;
  const { toggle, skip } = player;
  useEffect(() => {
    if (!hasEpisode) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || typingInto(e.target)) return;
      if (e.key === ' ') toggle();
      else if (e.key === 'ArrowLeft') skip(-SKIP_BACK_SECONDS);
      else if (e.key === 'ArrowRight') skip(SKIP_FORWARD_SECONDS);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [hasEpisode, toggle, skip]);
}

/** The persistent bar at the bottom of every screen while something is loaded in the player. */
export function PlayerBar() {
  const player = usePlayer();
  const { current } = player;
  usePlayerKeys();
  const chapters = useChapters(current?.id).data?.chapters ?? [];
  if (!current) return null;
  const hasNext = player.index + 1 < player.queue.length;
  return (
    <section
      aria-label="Player"
      className="border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.06)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-3 py-2 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3 sm:w-64 sm:shrink-0">
          <Artwork
            sources={[current.thumbnailUrl]}
            className="size-10 shrink-0 rounded-lg object-cover"
            fallback={<div className="size-10 shrink-0 rounded-lg bg-gradient-to-br from-brand-500 to-violet-500" />}
          />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-slate-900" data-testid="player-title">
              {current.title}
            </p>
            <p className="truncate text-xs text-slate-500">{current.podcastShow}</p>
            {chapters.length > 0 && <ChapterLine chapters={chapters} />}
          </div>
          <span className="flex sm:hidden">
            {chapters.length > 0 && <ChaptersMenu chapters={chapters} />}
            <SleepTimerMenu />
          </span>
          <SpeedSelect className="h-8 w-[5.25rem] shrink-0 px-2 text-xs sm:hidden" />
          <Button variant="ghost" size="icon" aria-label="Close player" className="sm:hidden" onClick={player.stop}>
            <X />
          </Button>
        </div>
        <div className="flex min-w-0 flex-1 flex-col items-center gap-1">
          <div className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Previous episode"
              onClick={() => player.previous()}
              disabled={player.index <= 0}
            >
              <SkipBack />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Back ${SKIP_BACK_SECONDS} seconds`}
              onClick={() => player.skip(-SKIP_BACK_SECONDS)}
            >
              <RotateCcw />
            </Button>
            <Button
              size="icon"
              className="rounded-full"
              aria-label={player.isPlaying ? 'Pause' : 'Play'}
              onClick={player.toggle}
            >
              {player.isPlaying ? <Pause /> : <Play />}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Forward ${SKIP_FORWARD_SECONDS} seconds`}
              onClick={() => player.skip(SKIP_FORWARD_SECONDS)}
            >
              <RotateCw />
            </Button>
            <Button variant="ghost" size="icon" aria-label="Next episode" onClick={player.next} disabled={!hasNext}>
              <SkipForward />
            </Button>
          </div>
          <SeekBar />
        </div>
        <div className="hidden items-center gap-2 sm:flex">
          <span title={KEYBOARD_HELP} className="hidden cursor-help lg:inline-flex">
            <Keyboard aria-hidden="true" className="size-4 text-slate-500" />
            <span className="sr-only">{KEYBOARD_HELP}</span>
          </span>
          {chapters.length > 0 && <ChaptersMenu chapters={chapters} />}
          <SleepTimerMenu />
          <SpeedSelect className="w-20" />
          <Button variant="ghost" size="icon" aria-label="Close player" onClick={player.stop}>
            <X />
          </Button>
        </div>
      </div>
    </section>
  );
}
