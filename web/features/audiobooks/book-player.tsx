import { ListOrdered } from 'lucide-react';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { Audiobook } from '../../../common/api/audiobooks';
import { formatTimestamp } from '../../../common/timestamp';
import { cn } from '../../lib/utils';
import { savePosition } from './api';

export type BookPlayerHandle = { playAt: (seconds: number) => void };

/** How often the listening position is kept while playing. */
const KEEP_POSITION_MS = 10_000;

/**
 * The book's audio player: the stream (HTTP Range, so it seeks anywhere in hours of audio),
 * resuming where the listener stopped, with the chapters to jump to.
 */
export const BookPlayer = forwardRef<BookPlayerHandle, { book: Audiobook }>(function BookPlayer({ book }, ref) {
  const audio = useRef<HTMLAudioElement>(null);
  const [now, setNow] = useState(book.positionSeconds);
  const lastKept = useRef(0);

  useImperativeHandle(ref, () => ({
    playAt(seconds: number) {
      const el = audio.current;
      if (!el) return;
      el.currentTime = seconds;
      void el.play().catch(() => {});
    },
  }));

  // Resume where the listener stopped once the audio knows its length.
  useEffect(() => {
    const el = audio.current;
    if (!el || book.positionSeconds <= 0) return;
    const resume = () => {
      if (el.currentTime < 1) el.currentTime = book.positionSeconds;
    };
    if (el.readyState >= 1) resume();
    else el.addEventListener('loadedmetadata', resume, { once: true });
    return () => el.removeEventListener('loadedmetadata', resume);
  }, [book.positionSeconds]);

  // Keep the position when leaving the screen too.
  useEffect(() => {
    const el = audio.current;
    return () => {
      if (el && el.currentTime > 0) savePosition(book.id, el.currentTime);
    };
  }, [book.id]);

  const onTime = () => {
    const el = audio.current;
    if (!el) return;
    setNow(el.currentTime);
    if (Date.now() - lastKept.current > KEEP_POSITION_MS) {
      lastKept.current = Date.now();
      savePosition(book.id, el.currentTime);
    }
  };
  const keep = () => {
    const el = audio.current;
    if (el) savePosition(book.id, el.currentTime);
  };

  const current = [...book.chapters].reverse().find((c) => c.startSeconds <= now + 0.5);

  return (
    <div className="space-y-3">
      {/* biome-ignore lint/a11y/useMediaCaption: a spoken book's transcript is the chat beside it */}
      <audio
        ref={audio}
        controls
        preload="metadata"
        src={book.audioUrl}
        className="w-full"
        onTimeUpdate={onTime}
        onPause={keep}
        onSeeked={keep}
        aria-label={`${book.title} audio`}
        data-testid="book-audio"
      />
      {book.chapters.length > 0 && (
        <details className="group rounded-lg border border-slate-200" open={book.chapters.length <= 12}>
          <summary className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm font-medium text-slate-700">
            <ListOrdered aria-hidden="true" className="size-4 text-slate-500" />
            Chapters ({book.chapters.length})
          </summary>
          <ol className="max-h-72 overflow-y-auto border-t border-slate-100 py-1">
            {book.chapters.map((c) => (
              <li key={`${c.startSeconds}-${c.title}`}>
                <button
                  type="button"
                  onClick={() => {
                    const el = audio.current;
                    if (!el) return;
                    el.currentTime = c.startSeconds;
                    void el.play().catch(() => {});
                  }}
                  aria-current={current === c ? 'true' : undefined}
                  className={cn(
                    'flex w-full items-center justify-between gap-3 px-3 py-1.5 text-left text-sm hover:bg-slate-50',
                    current === c ? 'font-semibold text-brand-700' : 'text-slate-700',
                  )}
                >
                  <span className="min-w-0 break-words">{c.title}</span>
                  <span className="shrink-0 text-xs tabular-nums text-slate-500">
                    {formatTimestamp(c.startSeconds)}
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
});
