import { describe, expect, it } from 'vitest';
import { combineSegments } from './segment-combiner';
import type { ParsedSegment } from './transcript-types';

const seg = (start: number, end: number, speaker: string | null, text: string): ParsedSegment => ({
  startSeconds: start,
  endSeconds: end,
  speaker,
  text,
});
const words = [
  seg(0, 1, 'Ann', 'Hello'),
  seg(0, 1, 'Ann', 'there'),
  seg(1, 2, 'Ann', ', friend'),
  seg(2, 3, 'Bob', 'Hi'),
  seg(3, 4, 'Bob', 'Ann.'),
];

describe('segment combiner', () => {
  it('joins caption lines with equal times using the separator', () => {
    expect(
      combineSegments(words, { combineEqualTimes: true, combineEqualTimesSeparator: ' ' }).map((s) => s.text),
    ).toEqual(['Hello there', ', friend', 'Hi', 'Ann.']);
  });

  it('joins same-speaker segments up to a length, attaching punctuation without a space', () => {
    const out = combineSegments(words, { combineSegments: true, combineSegmentsLength: 20 });
    expect(out).toEqual([seg(0, 2, 'Ann', 'Hello there, friend'), seg(2, 4, 'Bob', 'Hi Ann.')]);
  });

  it('merges whole turns by speaker and can drop repeated speaker names', () => {
    expect(combineSegments(words, { combineSpeaker: true }).map((s) => s.speaker)).toEqual(['Ann', 'Bob']);
    expect(combineSegments(words, { speakerChange: true }).map((s) => s.speaker)).toEqual([
      'Ann',
      null,
      null,
      'Bob',
      null,
    ]);
  });
});
