// Agreement of our transcript parsers with transcriptator's expected segments
// (shared fixtures: parser-expectations/transcriptator). Run: `npx tsx scripts/transcript-agreement.ts`.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parsePodcastJson } from '../server/providers/transcript-formats/json.parser';
import { parseTranscript } from '../server/providers/transcript-formats/parse-transcript';
import { type CombineOptions, combineSegments } from '../server/providers/transcript-formats/segment-combiner';
import type { ParsedSegment } from '../server/providers/transcript-formats/transcript-types';

export const TRANSCRIPTATOR_DIR = resolve(
  import.meta.dirname,
  '..',
  '..',
  'shared',
  'fixtures',
  'parser-expectations',
  'transcriptator',
);

type Case = { expected: string; input: string; options?: CombineOptions; segmentsOnly?: boolean };

/** The peer's option table (parser-expectations/README.md). */
export const TRANSCRIPTATOR_CASES: Case[] = [
  { expected: 'buzzcast_json_parsed.json', input: 'buzzcast.json' },
  { expected: 'buzzcast_srt_parsed.json', input: 'buzzcast.srt' },
  { expected: 'buzzcast_html_parsed.json', input: 'buzzcast.html' },
  { expected: 'podcasting_20_episode_124_srt_parsed.json', input: 'podcasting_20_episode_124.srt' },
  { expected: 'kde_express-16_kde_en_telegram_vtt_parsed.json', input: 'kde_express-16_kde_en_telegram.vtt' },
  { expected: 'podnews_daily_2024-01-25_vtt_parsed.json', input: 'podnews_daily_2024-01-25.vtt' },
  { expected: 'podnews_weekly_review_2024-01-19_vtt_parsed.json', input: 'podnews_weekly_review_2024-01-19.vtt' },
  { expected: 'podnews_weekly_review_2023-03-17_html_parsed.json', input: 'podnews_weekly_review_2023-03-17.html' },
  { expected: 'how_to_start_a_podcast_json_parsed.json', input: 'how_to_start_a_podcast.json' },
  {
    expected: 'buzzcast_json_combine_equal_time_parsed.json',
    input: 'buzzcast.json',
    options: { combineEqualTimes: true },
  },
  {
    expected: 'buzzcast_json_combine_equal_time_space_parsed.json',
    input: 'buzzcast.json',
    options: { combineEqualTimes: true, combineEqualTimesSeparator: ' ' },
  },
  {
    expected: 'buzzcast_json_speaker_change_combine_equal_time_space_parsed.json',
    input: 'buzzcast.json',
    options: { speakerChange: true, combineEqualTimes: true, combineEqualTimesSeparator: ' ' },
  },
  {
    expected: 'buzzcast_srt_combined_segments_128_parsed.json',
    input: 'buzzcast.srt',
    options: { combineSegments: true, combineSegmentsLength: 128 },
  },
  {
    expected: 'buzzcast_srt_speaker_change_combined_segments_128_parsed.json',
    input: 'buzzcast.srt',
    options: { speakerChange: true, combineSegments: true, combineSegmentsLength: 128 },
  },
  {
    expected: 'how_to_start_a_podcast_json_combine_segments_32_parsed.json',
    input: 'how_to_start_a_podcast.json',
    options: { combineSegments: true, combineSegmentsLength: 32 },
  },
  {
    expected: 'how_to_start_a_podcast_json_combine_speaker_parsed.json',
    input: 'how_to_start_a_podcast.json',
    options: { combineSpeaker: true, combineSegments: true, combineSegmentsLength: 32 },
  },
  {
    expected: 'how_to_start_a_podcast_json_speaker_changed_parsed.json',
    input: 'how_to_start_a_podcast.json',
    options: { speakerChange: true, combineSegments: true, combineSegmentsLength: 32 },
  },
  {
    expected: 'podnews_weekly_review_2023-05-05_json_parsed.json',
    input: 'podnews_weekly_review_2023-05-05.json',
    options: {
      combineEqualTimes: true,
      combineEqualTimesSeparator: ' ',
      combineSegments: true,
      combineSegmentsLength: 50,
    },
  },
  {
    expected: 'podnews_weekly_review_2023-05-05_combine_speaker_json_parsed.json',
    input: 'podnews_weekly_review_2023-05-05.json',
    options: { combineSpeaker: true },
  },
  {
    expected: 'podnews_weekly_review_2023-06-02_json_parsed.json',
    input: 'podnews_weekly_review_2023-06-02.json',
    options: { combineSpeaker: true },
  },
  {
    expected: 'one_word_segments_parsed_32.json',
    input: 'one_word_segments.json',
    options: { combineSegments: true, combineSegmentsLength: 32 },
    segmentsOnly: true,
  },
  {
    expected: 'one_word_segments_parsed_50.json',
    input: 'one_word_segments.json',
    options: { combineSegments: true, combineSegmentsLength: 50 },
    segmentsOnly: true,
  },
];

type Expected = { startTime: number; endTime: number; speaker?: string; body: string };

export type FileAgreement = { file: string; expected: number; parsed: number; agreeing: number; agreement: number };

const norm = (text: string) => text.replace(/\s+/g, ' ').trim();
const speakerOf = (s: string | null | undefined) => (s ? s : null);

function agrees(a: ParsedSegment, e: Expected): boolean {
  return (
    a.startSeconds !== null &&
    Math.abs(a.startSeconds - e.startTime) <= 0.001 &&
    a.endSeconds !== null &&
    Math.abs(a.endSeconds - e.endTime) <= 0.001 &&
    speakerOf(a.speaker) === speakerOf(e.speaker) &&
    norm(a.text) === norm(e.body)
  );
}

/** Length of the longest in-order pairing of agreeing segments (an LCS over the two lists). */
function alignedAgreement(ours: ParsedSegment[], expected: Expected[]): number {
  let prev = new Uint32Array(expected.length + 1);
  let curr = new Uint32Array(expected.length + 1);
  for (let i = 1; i <= ours.length; i++) {
    for (let j = 1; j <= expected.length; j++) {
      curr[j] = agrees(ours[i - 1], expected[j - 1]) ? prev[j - 1] + 1 : Math.max(prev[j], curr[j - 1]);
    }
    [prev, curr] = [curr, prev];
  }
  return prev[expected.length];
}

/**
 * Per expected file: how many segments agree (start and end within 1 ms, same speaker, same text
 * after whitespace normalisation), over the larger of the two segment counts; overall is the
 * pooled figure. Null when the shared fixtures are absent.
 */
export function measureTranscriptAgreement(
  dir = TRANSCRIPTATOR_DIR,
): { files: FileAgreement[]; overall: number } | null {
  if (!existsSync(dir)) return null;
  const files: FileAgreement[] = [];
  for (const c of TRANSCRIPTATOR_CASES) {
    const body = readFileSync(join(dir, 'input', c.input), 'utf8');
    let ours = c.segmentsOnly ? parsePodcastJson(body) : parseTranscript(body, { url: c.input }).segments;
    if (c.options) ours = combineSegments(ours, c.options);
    const raw = JSON.parse(readFileSync(join(dir, 'expected', c.expected), 'utf8')) as
      | { segments: Expected[] }
      | Expected[];
    const expected = Array.isArray(raw) ? raw : raw.segments;
    const agreeing = alignedAgreement(ours, expected);
    const denominator = Math.max(ours.length, expected.length);
    files.push({
      file: c.expected,
      expected: expected.length,
      parsed: ours.length,
      agreeing,
      agreement: denominator ? agreeing / denominator : 1,
    });
  }
  const agreeing = files.reduce((n, f) => n + f.agreeing, 0);
  const total = files.reduce((n, f) => n + Math.max(f.expected, f.parsed), 0);
  return { files, overall: total ? agreeing / total : 1 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = measureTranscriptAgreement();
  if (!result) {
    console.log(`No shared fixtures at ${TRANSCRIPTATOR_DIR}`);
  } else {
    for (const f of result.files) {
      console.log(
        `${(f.agreement * 100).toFixed(1).padStart(6)}%  ${String(f.agreeing).padStart(5)}/${Math.max(f.expected, f.parsed)}  (expected ${f.expected}, parsed ${f.parsed})  ${f.file}`,
      );
    }
    console.log(`overall ${(result.overall * 100).toFixed(2)}%`);
  }
}
