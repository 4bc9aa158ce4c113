import { Fragment, type ReactNode } from 'react';
import { TIMESTAMP_PATTERN } from '../../../common/api/content-chat';

/** Seconds of a `[m:ss]` / `[h:mm:ss]` match. */
function secondsOf(match: RegExpExecArray): number {
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/**
 * An answer with its timestamps turned into links that play the episode from that moment.
 * Without a playable episode the timestamps stay plain text.
 */
export function AnswerText({
  text,
  onSeek,
  seekVerb = 'Play',
}: {
  text: string;
  onSeek?: (seconds: number) => void;
  /** What following a timestamp does: play the audio here, or watch the video on its page. */
  seekVerb?: SeekVerb;
}) {
  const parts: ReactNode[] = [];
  const pattern = new RegExp(TIMESTAMP_PATTERN.source, 'g');
  let last = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    const label = m[0].slice(1, -1);
    const seconds = secondsOf(m);
    parts.push(
      onSeek ? (
        <TimestampLink key={`${m.index}-${label}`} label={label} verb={seekVerb} onClick={() => onSeek(seconds)} />
      ) : (
        m[0]
      ),
    );
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <p className="whitespace-pre-wrap break-words">
      {parts.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one answer never reorder
        <Fragment key={i}>{p}</Fragment>
      ))}
    </p>
  );
}

export type SeekVerb = 'Play' | 'Watch';

export function TimestampLink({
  label,
  onClick,
  verb = 'Play',
}: {
  label: string;
  onClick: () => void;
  verb?: SeekVerb;
}) {
  return (
    <a
      href={`#t=${label}`}
      onClick={(e) => {
        e.preventDefault();
        onClick();
      }}
      aria-label={`${verb} from ${label}`}
      className="inline-flex items-center rounded bg-brand-50 px-1 font-mono text-[0.85em] font-medium text-brand-700 underline-offset-2 hover:bg-brand-100 hover:underline"
    >
      [{label}]
    </a>
  );
}
