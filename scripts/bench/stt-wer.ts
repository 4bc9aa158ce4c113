// Word error rate and real-time factor of the local speech to text provider (pocketsphinx) on
// the shared recordings in fixtures/audio, each with its reference text beside it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { LocalTranscriptionProvider } from '../../server/providers/speech-to-text/local.provider';
import { type BenchResult, round } from './figures';

const AUDIO_DIR = resolve(import.meta.dirname, '..', '..', '..', 'shared', 'fixtures', 'audio');
// References that are a peer's model output rather than what was said: reported, not pooled.
const APPROXIMATE = new Set(['faster-whisper/multilingual.mp3']);

/** Lower case, no punctuation (apostrophes kept inside words), split on whitespace. */
export function normalizeWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/(^|\s)'+|'+(?=\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Word-level edit distance (substitutions + deletions + insertions) between reference and hypothesis. */
export function wordErrors(reference: string[], hypothesis: string[]): number {
  let prev = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const curr = [i];
    for (let j = 1; j <= hypothesis.length; j++) {
      curr[j] = Math.min(prev[j] + 1, curr[j - 1] + 1, prev[j - 1] + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1));
    }
    prev = curr;
  }
  return prev[hypothesis.length];
}

function durationSeconds(file: string): number {
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'default=nw=1:nk=1',
    file,
  ]).toString();
  return Number(out.trim());
}

function recordings(): { set: string; file: string; reference: string }[] {
  const out: { set: string; file: string; reference: string }[] = [];
  for (const set of readdirSync(AUDIO_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()) {
    for (const name of readdirSync(join(AUDIO_DIR, set)).sort()) {
      if (!/\.(wav|mp3)$/.test(name)) continue;
      const file = join(AUDIO_DIR, set, name);
      const reference = join(dirname(file), `${basename(name).replace(/\.(wav|mp3)$/, '')}.txt`);
      if (existsSync(reference)) out.push({ set, file, reference: readFileSync(reference, 'utf8') });
    }
  }
  return out;
}

export async function benchSttWer(): Promise<BenchResult[]> {
  if (!existsSync(AUDIO_DIR))
    return [{ name: 'stt-wer', figures: { skipped: `no shared audio fixtures at ${AUDIO_DIR}` } }];
  const provider = new LocalTranscriptionProvider();
  const status = await provider.status();
  if (!status.available) return [{ name: 'stt-wer', figures: { skipped: status.message } }];
  const perSet = new Map<string, { errors: number; words: number; audio: number; time: number; files: number }>();
  const total = { errors: 0, words: 0, audio: 0, time: 0, files: 0 };
  const approximate: Record<string, number | string> = {};
  for (const rec of recordings()) {
    const started = performance.now();
    const result = await provider.transcribe(rec.file);
    const seconds = (performance.now() - started) / 1000;
    const reference = normalizeWords(rec.reference);
    const errors = wordErrors(reference, normalizeWords(result.text));
    const key = `${rec.set}/${basename(rec.file)}`;
    if (APPROXIMATE.has(key)) {
      approximate[`${key} WER % (approximate reference)`] = round((100 * errors) / reference.length, 1);
      continue;
    }
    const audio = durationSeconds(rec.file);
    const entry = perSet.get(rec.set) ?? { errors: 0, words: 0, audio: 0, time: 0, files: 0 };
    for (const acc of [entry, total]) {
      acc.errors += errors;
      acc.words += reference.length;
      acc.audio += audio;
      acc.time += seconds;
      acc.files += 1;
    }
    perSet.set(rec.set, entry);
  }
  const figures: Record<string, number | string> = {
    'overall WER %': round((100 * total.errors) / total.words, 1),
    'overall real-time factor': round(total.time / total.audio, 3),
    recordings: total.files,
    'reference words': total.words,
    'audio seconds': round(total.audio, 1),
  };
  for (const [set, e] of perSet)
    figures[`${set} WER % (${e.files} files, ${e.words} words)`] = round((100 * e.errors) / e.words, 1);
  Object.assign(figures, approximate);
  figures.note = 'local = pocketsphinx en-us: low accuracy by design; use TRANSCRIBE_PROVIDER=openai for real work';
  return [{ name: 'stt-wer (local pocketsphinx)', figures }];
}
