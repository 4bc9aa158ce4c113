import type { ParsedSegment } from './transcript-types';

export type CombineOptions = {
  /** Merge consecutive segments of the same speaker, whatever their length. */
  combineSpeaker?: boolean;
  /** Merge consecutive segments with identical start and end (caption lines of one cue). */
  combineEqualTimes?: boolean;
  combineEqualTimesSeparator?: string;
  /** Merge consecutive segments of the same speaker while the text stays within the length. */
  combineSegments?: boolean;
  combineSegmentsLength?: number;
  /** Keep the speaker only where it changes; later segments of the same voice get none. */
  speakerChange?: boolean;
};

const DEFAULT_LENGTH = 32;
// Text that starts with closing punctuation attaches without a separator ("word" + ", and").
const CLOSING_PUNCTUATION = /^ *[.,?!}\]>) *$]/;

function joinText(text: string, addition: string, separator: string): string {
  if (!text) return addition;
  return `${text}${CLOSING_PUNCTUATION.test(addition) ? '' : separator}${addition}`;
}

function join(prior: ParsedSegment, next: ParsedSegment, separator: string): ParsedSegment {
  return { ...prior, endSeconds: next.endSeconds, text: joinText(prior.text, next.text, separator) };
}

/** The speaker in effect before `next`: the prior segment's, else the last one named. */
function lastNamedSpeaker(out: ParsedSegment[]): string | null {
  for (let i = out.length - 1; i >= 0; i--) if (out[i].speaker !== null) return out[i].speaker;
  return null;
}

/**
 * Regroups parsed segments into longer passages. The rules and their order follow the
 * Podcasting 2.0 tooling conventions (speaker, equal times, length, then speaker change) so that
 * results can be compared with other parsers; the app uses it to turn word-level JSON
 * transcripts into readable passages.
 */
export function combineSegments(segments: ParsedSegment[], options: CombineOptions): ParsedSegment[] {
  const out: ParsedSegment[] = [];
  const maxLength = options.combineSegmentsLength ?? DEFAULT_LENGTH;
  const equalSeparator = options.combineEqualTimesSeparator || '\n';
  for (const incoming of segments) {
    const prior = out.at(-1);
    if (!prior) {
      out.push({ ...incoming });
      continue;
    }
    const last = options.speakerChange ? (prior.speaker ?? lastNamedSpeaker(out)) : prior.speaker;
    const sameVoice =
      incoming.speaker === prior.speaker || (options.speakerChange === true && incoming.speaker === last);
    let segment = { ...incoming };
    let merged = false;
    let mergedBySpeaker = false;
    if (options.combineSpeaker && sameVoice) {
      segment = join(prior, incoming, ' ');
      merged = mergedBySpeaker = true;
    }
    let mergedByTime = false;
    if (
      !mergedBySpeaker &&
      options.combineEqualTimes &&
      sameVoice &&
      incoming.startSeconds === prior.startSeconds &&
      incoming.endSeconds === prior.endSeconds
    ) {
      segment = join(prior, incoming, equalSeparator);
      merged = mergedByTime = true;
    }
    if (
      !mergedBySpeaker &&
      !mergedByTime &&
      options.combineSegments &&
      sameVoice &&
      joinText(prior.text, incoming.text, ' ').length <= maxLength
    ) {
      segment = join(prior, incoming, ' ');
      merged = true;
    }
    if (options.speakerChange && !merged && segment.speaker !== null && segment.speaker === last) {
      segment.speaker = null;
    }
    if (merged) out[out.length - 1] = segment;
    else out.push(segment);
  }
  return out;
}
