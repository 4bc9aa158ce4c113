import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedSegment } from '../transcript-formats/transcript-types';
import { canRun, runProcess } from './run-process';
import { TranscriptionError, type TranscriptionProvider, type TranscriptionResult } from './transcription-provider';

// A pause longer than this between words starts a new segment.
const SEGMENT_GAP_SECONDS = 0.8;
const MAX_SEGMENT_WORDS = 40;

/**
 * Speech to text on this machine: ffmpeg turns the audio into 16 kHz mono WAV and Debian's
 * pocketsphinx_continuous (CMU Sphinx, en-us model) decodes it. No network and no key, but the
 * accuracy is low; the stt-wer benchmark reports how low.
 */
export class LocalTranscriptionProvider implements TranscriptionProvider {
  readonly name = 'local';

  constructor(
    private readonly opts: { workDir?: string; ffmpeg?: string; pocketsphinx?: string; timeoutMs?: number } = {},
  ) {}

  async status() {
    const ffmpeg = await canRun(this.opts.ffmpeg ?? 'ffmpeg', ['-version']);
    const sphinx = await canRun(this.opts.pocketsphinx ?? 'pocketsphinx_continuous', []);
    if (!ffmpeg || !sphinx) {
      const missing = [!ffmpeg && 'ffmpeg', !sphinx && 'pocketsphinx_continuous'].filter(Boolean).join(' and ');
      return { available: false, message: `Local speech to text needs ${missing} installed` };
    }
    return { available: true, message: 'Local speech to text (pocketsphinx, English, low accuracy)' };
  }

  async transcribe(filePath: string): Promise<TranscriptionResult> {
    const base = this.opts.workDir ?? tmpdir();
    await mkdir(base, { recursive: true });
    const dir = await mkdtemp(join(base, 'stt-'));
    const wav = join(dir, 'audio.wav');
    const timeoutMs = this.opts.timeoutMs ?? 2 * 60 * 60 * 1000;
    try {
      try {
        await runProcess(
          this.opts.ffmpeg ?? 'ffmpeg',
          [
            '-nostdin',
            '-loglevel',
            'error',
            '-y',
            '-i',
            filePath,
            '-vn',
            '-ar',
            '16000',
            '-ac',
            '1',
            '-sample_fmt',
            's16',
            '-f',
            'wav',
            wav,
          ],
          { timeoutMs },
        );
      } catch (err) {
        throw new TranscriptionError(`The audio could not be read: ${(err as Error).message}`, 'bad_audio');
      }
      let output: string;
      try {
        output = await runProcess(
          this.opts.pocketsphinx ?? 'pocketsphinx_continuous',
          ['-infile', wav, '-logfn', '/dev/null', '-time', 'yes'],
          { timeoutMs },
        );
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'not_available' : 'upstream';
        throw new TranscriptionError(`Local speech to text failed: ${(err as Error).message}`, code);
      }
      const segments = segmentsFromWordTimes(output);
      return { text: segments.map((s) => s.text).join(' '), segments };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/** pocketsphinx `-time yes` prints one "word start end confidence" line per word, with fillers. */
export function segmentsFromWordTimes(output: string): ParsedSegment[] {
  const segments: ParsedSegment[] = [];
  let words: string[] = [];
  let start = 0;
  let end = 0;
  const flush = () => {
    if (words.length) segments.push({ startSeconds: start, endSeconds: end, speaker: null, text: words.join(' ') });
    words = [];
  };
  for (const line of output.split('\n')) {
    const m = /^(\S+)\s+(\d+(?:\.\d+)?)\s+(\d+(?:\.\d+)?)\s+[\d.]+$/.exec(line.trim());
    if (!m) continue;
    const [, raw, from, to] = m;
    if (/^(<s>|<\/s>|<sil>|\[.*\]|\+\+.*\+\+)$/.test(raw)) continue;
    const word = raw.replace(/\(\d+\)$/, '');
    const wordStart = Number(from);
    if (words.length && (wordStart - end > SEGMENT_GAP_SECONDS || words.length >= MAX_SEGMENT_WORDS)) flush();
    if (!words.length) start = wordStart;
    words.push(word);
    end = Number(to);
  }
  flush();
  return segments;
}
