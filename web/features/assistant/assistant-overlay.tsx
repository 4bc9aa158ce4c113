import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Bot, Check, ListPlus, Loader2, MessageSquare, Mic, MicOff, Play, Send, VolumeX, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { SearchResult } from '../../../common/api/search';
import { ASSISTANT_INLINE_RESULTS } from '../../../common/constants';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/utils';
import { usePlayer } from '../player/api';
import { useAddToPlaylist, usePlaylist } from '../playlist/api';
import { type AssistantMessage, useAssistant } from './use-assistant';

export const ASSISTANT_TITLE = 'Borris - AI Podcast Discovery Assistant';

function ResultCard({ result, rank, onNavigate }: { result: SearchResult; rank: number; onNavigate: () => void }) {
  const player = usePlayer();
  const addToPlaylist = useAddToPlaylist();
  // Said where the listener tapped, too: the toast sits outside the overlay, where a screen
  // reader does not follow while the overlay is open.
  const [added, setAdded] = useState(false);
  // One already on the playlist ("what's on my playlist") says so rather than offering it again.
  const playlist = usePlaylist();
  const listed = !added && !!playlist.data?.some((item) => item.id === result.id);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4" data-testid="assistant-result">
      <span role="status" className="sr-only">
        {added ? `Added ${result.title} to playlist` : ''}
      </span>
      <div className="flex items-start gap-3">
        <span className="shrink-0 rounded-lg bg-brand-600 px-2 py-1 text-sm font-bold text-white">#{rank}</span>
        <div className="min-w-0 flex-1">
          <p className="break-words text-base font-semibold leading-snug text-slate-900">{result.title}</p>
          <p className="text-sm text-slate-600">{result.podcastShow}</p>
          <p className="mt-1 line-clamp-2 text-sm text-slate-500">{result.explanation}</p>
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex">
        <Button
          className="h-12 sm:h-10"
          onClick={() =>
            player.play({
              id: result.id,
              title: result.title,
              podcastShow: result.podcastShow,
              audioUrl: result.audioUrl,
              duration: result.duration,
              thumbnailUrl: result.thumbnailUrl,
            })
          }
          aria-label={`Play ${result.title}`}
        >
          <Play aria-hidden="true" />
          Play
        </Button>
        <Button
          variant="outline"
          className="h-12 sm:h-10"
          onClick={() =>
            addToPlaylist.mutate(result.id, {
              onSuccess: () => {
                setAdded(true);
                toast({ title: 'Added to playlist', description: result.title });
              },
              onError: () =>
                toast({ title: 'Error', description: 'Failed to add to playlist', variant: 'destructive' }),
            })
          }
          disabled={listed}
          aria-label={listed ? `${result.title} is on your playlist` : `Add ${result.title} to playlist`}
        >
          {added || listed ? <Check aria-hidden="true" /> : <ListPlus aria-hidden="true" />}
          {added ? 'Added' : listed ? 'On playlist' : 'Playlist'}
        </Button>
        {result.hasTranscript && (
          <Button asChild variant="outline" className="col-span-2 h-12 sm:h-10">
            <Link href={`/conversation/podcast/${result.id}`} onClick={onNavigate}>
              <MessageSquare aria-hidden="true" />
              Chat
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}

function MessageBubble({
  m,
  isLatest,
  busy,
  onSuggestion,
  onNavigate,
}: {
  m: AssistantMessage;
  isLatest: boolean;
  busy: boolean;
  onSuggestion: (s: string) => void;
  onNavigate: () => void;
}) {
  const user = m.role === 'user';
  const shown = m.searchResults.slice(0, ASSISTANT_INLINE_RESULTS);
  const more = m.searchResults.length - shown.length;
  return (
    <div className={cn('flex gap-3', user && 'flex-row-reverse')} data-message={m.role}>
      {!user && (
        <div
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white"
          aria-hidden="true"
        >
          <Bot className="size-5" />
        </div>
      )}
      <div className={cn('min-w-0 space-y-3', user ? 'max-w-[85%]' : 'flex-1')}>
        <p
          className={cn(
            'inline-block rounded-2xl px-4 py-3 text-base leading-relaxed',
            user ? 'rounded-tr-sm bg-brand-600 text-white' : 'rounded-tl-sm bg-slate-100 text-slate-800',
          )}
        >
          {m.content}
        </p>
        {shown.length > 0 && (
          <ul className="space-y-2" aria-label="Episodes found">
            {shown.map((r, i) => (
              <ResultCard key={r.id} result={r} rank={i + 1} onNavigate={onNavigate} />
            ))}
          </ul>
        )}
        {more > 0 && <p className="text-sm text-slate-500">And {more} more episodes...</p>}
        {m.searched && m.searchResults.length === 0 && (
          <div className="rounded-xl border border-dashed border-slate-300 p-4 text-center">
            <p className="font-medium text-slate-700">No relevant content found</p>
            <p className="text-sm text-slate-500">
              Try different search terms or be more specific about what you're looking for.
            </p>
          </div>
        )}
        {isLatest && m.suggestions.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {m.suggestions.map((s) => (
              <Button
                key={s}
                variant="outline"
                className="h-auto min-h-11 max-w-full whitespace-normal rounded-full py-2 text-left"
                disabled={busy}
                onClick={() => onSuggestion(s)}
              >
                {s}
              </Button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

/** Room left above the latest answer when it is scrolled to its start. */
const ANSWER_MARGIN = 16;

/**
 * Spec §2 Assistant overlay, designed for a glance while driving: one large talk button, big
 * results with one action each, replies spoken aloud so nothing must be read (rules in the README).
 */
/** While the overlay is open, toasts ("Added to playlist") appear below its header, not over its close button. */
function keepToastsBelow(header: HTMLElement | null) {
  const root = document.documentElement.style;
  if (header) {
    root.setProperty('--toast-top', `${header.offsetHeight}px`);
    root.setProperty('--toast-bottom', 'auto');
  } else {
    root.removeProperty('--toast-top');
    root.removeProperty('--toast-bottom');
  }
}

export function AssistantOverlay({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  // "Close" said or typed closes the overlay as its close button does.
  const a = useAssistant({ onClose: () => close(false) });
  const list = useRef<HTMLDivElement>(null);
  const recording = a.voiceState === 'listening' || a.voiceState === 'recording';
  const busy = a.thinking || a.voiceState === 'transcribing';
  const canSend = !!a.input.trim() && !busy;

  // To the end of the conversation, but never past the start of the latest answer: a reply taller
  // than the screen is read from its first line, not from its last result.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message or a busy state appears
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.clientHeight;
    const answers = el.querySelectorAll<HTMLElement>('[data-message="assistant"]');
    const latest = a.messages.at(-1)?.role === 'assistant' && !busy ? answers[answers.length - 1] : undefined;
    const start = latest
      ? el.scrollTop + latest.getBoundingClientRect().top - el.getBoundingClientRect().top - ANSWER_MARGIN
      : bottom;
    el.scrollTop = Math.min(bottom, start);
  }, [a.messages.length, busy]);

  const close = (next: boolean) => {
    if (!next) a.reset();
    onOpenChange(next);
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={close}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          className="fixed inset-0 z-[60] flex flex-col bg-white focus:outline-none"
          aria-describedby={undefined}
        >
          <header ref={keepToastsBelow} className="flex items-center gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
            <div
              className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-white"
              aria-hidden="true"
            >
              <Bot className="size-5" />
            </div>
            <DialogPrimitive.Title className="min-w-0 flex-1 text-base font-semibold text-slate-900 sm:text-lg">
              {ASSISTANT_TITLE}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" className="size-12 [&_svg]:size-6" aria-label="Close assistant">
                <X className="size-6" />
              </Button>
            </DialogPrimitive.Close>
          </header>

          <div ref={list} className="flex-1 overflow-y-auto px-4 py-4 sm:px-6" role="log" aria-label="Conversation">
            <div className="mx-auto max-w-3xl space-y-5">
              {a.messages.map((m, i) => (
                <MessageBubble
                  key={m.id}
                  m={m}
                  isLatest={i === a.messages.length - 1}
                  busy={busy}
                  onSuggestion={(s) => void a.ask(s, false)}
                  onNavigate={() => close(false)}
                />
              ))}
              {busy && (
                <p role="status" className="flex items-center gap-2 text-base text-slate-500">
                  <Loader2 className="size-5 animate-spin" aria-hidden="true" />
                  {a.thinking ? 'Thinking...' : 'Processing voice...'}
                </p>
              )}
              {recording && (
                <p role="status" className="text-base text-brand-700">
                  {a.heard ? `“${a.heard}”` : 'Listening... say what you would like to hear.'}
                </p>
              )}
            </div>
          </div>

          <footer className="border-t border-slate-200 bg-slate-50 px-4 py-3 sm:px-6">
            <form
              className="mx-auto flex max-w-3xl items-center gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (canSend) a.send();
              }}
            >
              <Button
                type="button"
                onClick={a.toggleRecording}
                disabled={busy}
                className={cn(
                  'size-14 shrink-0 rounded-full [&_svg]:size-6',
                  recording && 'bg-red-600 hover:bg-red-700',
                )}
                aria-label={recording ? 'Stop recording' : 'Start voice input'}
                aria-pressed={recording}
              >
                {recording ? <MicOff className="size-6" /> : <Mic className="size-6" />}
              </Button>
              <input
                value={a.input}
                onChange={(e) => a.setInput(e.target.value)}
                placeholder="Ask about podcasts..."
                aria-label="Ask about podcasts"
                disabled={busy}
                maxLength={1000}
                className="h-12 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-4 text-base focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30 disabled:opacity-60"
              />
              {a.speaking && (
                <Button
                  type="button"
                  variant="outline"
                  className="size-12 shrink-0"
                  onClick={a.stopSpeaking}
                  aria-label="Stop speaking"
                >
                  <VolumeX className="size-5" />
                </Button>
              )}
              <Button type="submit" className="h-12 shrink-0 px-4" disabled={!canSend} aria-label="Send">
                <Send className="size-5" />
              </Button>
            </form>
          </footer>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The round button bottom-right on every screen that opens Borris. */
export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const player = usePlayer();
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Open Borris, the podcast assistant"
        className={cn(
          'fixed right-4 z-40 flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/40 sm:right-3',
          player.current ? 'bottom-40 sm:bottom-28' : 'bottom-4 sm:bottom-6',
        )}
      >
        <Bot className="size-7" aria-hidden="true" />
      </button>
      <AssistantOverlay open={open} onOpenChange={setOpen} />
    </>
  );
}
