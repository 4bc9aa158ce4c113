import { Bot, User } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatTimestamp } from '../../../common/timestamp';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/utils';
import { AnswerText, type SeekVerb, TimestampLink } from './answer-text';
import type { ChatMessage } from './chat-message';

function CitationList({
  message,
  onSeek,
  seekVerb,
}: {
  message: ChatMessage;
  onSeek?: (seconds: number) => void;
  seekVerb?: SeekVerb;
}) {
  const timed = (message.citations ?? []).filter((c) => c.startSeconds !== null);
  if (timed.length === 0) return null;
  return (
    <details className="mt-2 text-xs text-slate-600">
      <summary className="cursor-pointer select-none font-medium text-slate-600 hover:text-slate-800">
        {timed.length === 1 ? '1 source in the transcript' : `${timed.length} sources in the transcript`}
      </summary>
      <ul className="mt-1.5 space-y-1.5">
        {timed.map((c) => {
          const label = formatTimestamp(c.startSeconds ?? 0);
          return (
            <li key={`${c.startSeconds}-${c.text.slice(0, 20)}`} className="flex gap-1.5">
              {onSeek ? (
                <TimestampLink label={label} verb={seekVerb} onClick={() => onSeek(c.startSeconds ?? 0)} />
              ) : (
                <span>[{label}]</span>
              )}
              <div className="min-w-0">
                {c.chapter && <p className="font-medium text-slate-700">{c.chapter}</p>}
                <q className="line-clamp-3 italic">{c.text}</q>
              </div>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/** The chat's messages, newest at the bottom, kept scrolled to the latest one. */
export function MessageList({
  messages,
  thinking,
  onSeek,
  seekVerb,
}: {
  messages: ChatMessage[];
  thinking: boolean;
  onSeek?: (seconds: number) => void;
  seekVerb?: SeekVerb;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Scroll the list itself (not the page) whenever a message or the Thinking indicator appears.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the triggers
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, thinking]);

  return (
    <div
      ref={box}
      className="max-h-[60vh] min-h-48 space-y-4 overflow-y-auto pr-1"
      role="log"
      aria-label="Messages"
      aria-live="polite"
    >
      {messages.map((m) => (
        <div key={m.id} className={cn('flex gap-2.5', m.type === 'user' && 'flex-row-reverse')} data-message={m.type}>
          <div
            className={cn(
              'flex size-8 shrink-0 items-center justify-center rounded-full',
              m.type === 'user' ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600',
            )}
            aria-hidden="true"
          >
            {m.type === 'user' ? <User className="size-4" /> : <Bot className="size-4" />}
          </div>
          <div
            className={cn(
              'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed sm:max-w-[75%]',
              m.type === 'user' ? 'rounded-tr-sm bg-brand-600 text-white' : 'rounded-tl-sm bg-slate-100 text-slate-800',
            )}
          >
            {m.type === 'ai' ? (
              <AnswerText text={m.content} onSeek={onSeek} seekVerb={seekVerb} />
            ) : (
              <p className="whitespace-pre-wrap break-words">{m.content}</p>
            )}
            {m.type === 'ai' && <CitationList message={m} onSeek={onSeek} seekVerb={seekVerb} />}
          </div>
        </div>
      ))}
      {thinking && (
        <div className="flex items-center gap-2.5 text-sm text-slate-500">
          <div
            className="flex size-8 items-center justify-center rounded-full bg-slate-100 text-slate-600"
            aria-hidden="true"
          >
            <Bot className="size-4" />
          </div>
          <Spinner className="size-4" />
          <span>Thinking...</span>
        </div>
      )}
    </div>
  );
}
