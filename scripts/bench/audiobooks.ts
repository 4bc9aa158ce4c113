// Audiobooks: a 500 MB upload through the real server (time and the server's peak memory above
// idle), transcription of a 60-minute book with the local provider (real-time factor, and how
// long a kill -9 in the middle costs), and ask latency on a 10-hour book transcript.
// Run alone with `npm run bench -- audiobooks`.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { MAX_AUDIOBOOK_BYTES } from '../../common/api/audiobooks';
import { parseEnv } from '../../server/config/env';
import { serviceContext } from '../../server/context';
import { openPglite } from '../../server/db/client';
import { audiobookPieces, audiobooks } from '../../server/db/schema/audiobooks';
import { askAudiobook } from '../../server/modules/audiobooks/audiobooks.service';
import { parseTranscript } from '../../server/providers/transcript-formats/parse-transcript';
import type { ParsedSegment } from '../../server/providers/transcript-formats/transcript-types';
import { serverCommand } from '../server-command.mjs';
import { type BenchResult, percentile, round } from './figures';
import { rssMb } from './server-process';

const root = resolve(import.meta.dirname, '..', '..');
const SHARED = resolve(root, '..', 'shared', 'fixtures');
const PORT = 5393;
const BASE = `http://127.0.0.1:${PORT}`;
const ORIGIN = { origin: BASE };

type Server = { child: ChildProcess; cookie: string };

async function startServer(dataDir: string): Promise<Server> {
  const { args, env } = serverCommand({
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '0',
  });
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'ignore' });
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    try {
      const res = await fetch(`${BASE}/api/health`);
      if (res.ok) return { child, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

async function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill(signal);
  await exited;
}

async function api<T>(server: Server, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { cookie: server.cookie, ...ORIGIN, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : res.json()) as T;
}

/** PUTs a file to a fresh upload URL; returns the status and the URL without its query. */
async function put(server: Server, file: string, size: number, type: string, declareLength = true) {
  const { uploadURL } = await api<{ uploadURL: string }>(server, 'POST', '/api/audiobooks/upload-url', {});
  const res = await fetch(`${BASE}${uploadURL}`, {
    method: 'PUT',
    headers: {
      cookie: server.cookie,
      ...ORIGIN,
      'content-type': type,
      ...(declareLength ? { 'content-length': String(size) } : {}),
    },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  await res.arrayBuffer();
  return { status: res.status, audioUrl: uploadURL.split('?')[0] };
}

/** A file of `bytes` that starts like an MP3 (ID3 tag); the rest does not matter to the upload. */
async function makeBigFile(path: string, bytes: number): Promise<void> {
  const handle = await open(path, 'w');
  const chunk = Buffer.alloc(8 * 1024 * 1024, 0x55);
  Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000').copy(chunk);
  for (let written = 0; written < bytes; ) {
    const n = Math.min(chunk.length, bytes - written);
    await handle.write(chunk, 0, n);
    written += n;
    chunk.fill(0x55, 0, 10);
  }
  await handle.close();
}

async function benchUpload(dir: string): Promise<BenchResult> {
  const big = join(dir, 'big.mp3');
  await makeBigFile(big, MAX_AUDIOBOOK_BYTES);
  const over = join(dir, 'over.mp3');
  await makeBigFile(over, MAX_AUDIOBOOK_BYTES + 1024 * 1024);
  const dataDir = join(dir, 'upload-data');
  const server = await startServer(dataDir);
  const pid = server.child.pid as number;
  try {
    await new Promise((r) => setTimeout(r, 3000));
    const idleSamples: number[] = [];
    for (let i = 0; i < 20; i++) {
      idleSamples.push(rssMb(pid));
      await new Promise((r) => setTimeout(r, 100));
    }
    const idle = percentile(idleSamples, 50);
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 20);
    const started = performance.now();
    const ok = await put(server, big, MAX_AUDIOBOOK_BYTES, 'audio/mpeg');
    const seconds = (performance.now() - started) / 1000;
    const refused = await put(server, over, MAX_AUDIOBOOK_BYTES + 1024 * 1024, 'audio/mpeg', false);
    clearInterval(sampler);
    const leftovers = readdirSync(join(dataDir, 'media', 'audiobooks')).filter((f) => f.includes('.part'));
    return {
      name: 'Audiobook upload (500 MB through the real server, local storage)',
      figures: {
        'status (500 MB)': ok.status,
        'time (s)': round(seconds, 1),
        'throughput (MB/s)': round(500 / seconds, 0),
        'idle RSS (MB)': round(idle, 0),
        'peak RSS above idle (MB)': round(peak - idle, 0),
        'budget above idle (MB)': '< 150',
        'status (501 MB, no length declared)': refused.status,
        'partial files left': leftovers.length,
      },
    };
  } finally {
    await stopServer(server);
  }
}

/** About 60 minutes of real speech (the shared recordings, looped) or of espeak-ng without them. */
function makeHourOfSpeech(dir: string): string {
  const out = join(dir, 'hour.mp3');
  const clips = existsSync(join(SHARED, 'audio'))
    ? ['pocketsphinx-librivox', 'cmu-arctic', 'whisper.cpp', 'open-speech-repository'].flatMap((d) =>
        readdirSync(join(SHARED, 'audio', d))
          .filter((f) => f.endsWith('.wav'))
          .map((f) => join(SHARED, 'audio', d, f)),
      )
    : [];
  if (!clips.length) {
    const wav = join(dir, 'espeak.wav');
    execFileSync('espeak-ng', [
      '-w',
      wav,
      'The keeper climbed the tower and lit the great lamp. A ship ran onto the rocks at dawn. '.repeat(20),
    ]);
    clips.push(wav);
  }
  // Each clip as 16 kHz mono with a short pause after it, then the list looped to an hour.
  const parts: string[] = [];
  clips.forEach((clip, i) => {
    const part = join(dir, `clip-${i}.wav`);
    execFileSync('ffmpeg', [
      ...['-nostdin', '-loglevel', 'error', '-y', '-i', clip],
      ...['-af', 'apad=pad_dur=0.8', '-ar', '16000', '-ac', '1', part],
    ]);
    parts.push(`file '${part}'`);
  });
  writeFileSync(join(dir, 'clips.txt'), parts.join('\n'));
  execFileSync('ffmpeg', [
    ...['-nostdin', '-loglevel', 'error', '-y', '-stream_loop', '-1', '-f', 'concat', '-safe', '0'],
    ...['-i', join(dir, 'clips.txt'), '-t', '3600', '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '48k', out],
  ]);
  return out;
}

type BookState = { transcriptStatus: string; transcriptProgress: number; durationSeconds: number | null };

async function benchTranscription(dir: string): Promise<BenchResult> {
  const hour = makeHourOfSpeech(dir);
  const size = readFileSync(hour).length;
  const dataDir = join(dir, 'transcribe-data');
  let server = await startServer(dataDir);
  const { status, audioUrl } = await put(server, hour, size, 'audio/mpeg');
  if (status !== 200) throw new Error(`upload failed: ${status}`);
  const book = await api<{ id: string }>(server, 'POST', '/api/audiobooks', {
    title: 'An hour of speech',
    author: 'Bench',
    audioUrl,
  });
  const state = () => api<BookState>(server, 'GET', `/api/audiobooks/${book.id}`);
  const started = performance.now();
  let s = await state();
  // Kill the server without warning once about half the book is done.
  while (s.transcriptProgress < 45 && s.transcriptStatus !== 'completed' && s.transcriptStatus !== 'failed') {
    await new Promise((r) => setTimeout(r, 500));
    s = await state();
  }
  const beforeKill = (performance.now() - started) / 1000;
  const progressAtKill = s.transcriptProgress;
  await stopServer(server, 'SIGKILL');
  const restarted = performance.now();
  // The listener's cookie stays valid: the session secret is kept in the data folder.
  const cookie = server.cookie;
  server = { ...(await startServer(dataDir)), cookie };
  const toHealthy = (performance.now() - restarted) / 1000;
  s = await state();
  while (s.transcriptProgress <= progressAtKill && s.transcriptStatus !== 'failed') {
    await new Promise((r) => setTimeout(r, 250));
    s = await state();
  }
  const toProgress = (performance.now() - restarted) / 1000;
  while (s.transcriptStatus !== 'completed' && s.transcriptStatus !== 'failed') {
    await new Promise((r) => setTimeout(r, 1000));
    s = await state();
  }
  const afterRestart = (performance.now() - restarted) / 1000;
  await stopServer(server);
  const audio = s.durationSeconds ?? 3600;
  return {
    name: 'Audiobook transcription (60-minute MP3, local provider, kill -9 at about half)',
    figures: {
      status: s.transcriptStatus,
      'audio (min)': round(audio / 60, 1),
      'wall time, both runs (s)': round(beforeKill + afterRestart, 0),
      'real-time factor': round((beforeKill + afterRestart) / audio, 3),
      'progress at the kill (%)': progressAtKill,
      'restart to healthy (s)': round(toHealthy, 1),
      'restart to progress moving again (s)': round(toProgress, 1),
    },
  };
}

/** A 10-hour book transcript from the shared long transcripts back to back, through the ask service. */
async function benchAsk(): Promise<BenchResult> {
  const dir = join(SHARED, 'transcripts');
  if (!existsSync(dir)) return { name: 'Audiobook ask latency', figures: { skipped: 'shared fixtures not present' } };
  const qa = JSON.parse(readFileSync(join(root, 'scripts', 'eval', 'qa-set.json'), 'utf8')) as {
    transcripts: Record<string, { file: string }>;
    questions: { question: string }[];
  };
  const sources = Object.values(qa.transcripts).map(
    (t) => parseTranscript(readFileSync(join(dir, t.file), 'utf8'), { url: t.file }).segments,
  );
  const TEN_HOURS = 10 * 3600;
  const segments: ParsedSegment[] = [];
  let offset = 0;
  for (let i = 0; offset < TEN_HOURS; i++) {
    const source = sources[i % sources.length];
    for (const s of source) {
      segments.push({
        ...s,
        startSeconds: s.startSeconds === null ? null : s.startSeconds + offset,
        endSeconds: s.endSeconds === null ? null : s.endSeconds + offset,
      });
    }
    offset += Math.ceil(source.at(-1)?.endSeconds ?? 0) + 5;
  }
  const database = await openPglite(null);
  try {
    const ctx = { ...serviceContext(parseEnv({}), database), jobs: null as never };
    const listenerId = '00000000-0000-4000-8000-000000000001';
    const [row] = await database.db
      .insert(audiobooks)
      .values({
        listenerId,
        title: 'Ten hours',
        author: 'Bench',
        storageKey: 'audiobooks/none',
        contentType: 'audio/mpeg',
        sizeBytes: 1,
        durationSeconds: offset,
        transcriptStatus: 'completed',
        chapters: Array.from({ length: 40 }, (_, i) => ({
          title: `Chapter ${i + 1}`,
          startSeconds: (i * offset) / 40,
          endSeconds: ((i + 1) * offset) / 40,
        })),
      })
      .returning();
    // Ten-minute pieces, as the transcription job stores them.
    const pieces: { start: number; list: ParsedSegment[] }[] = [];
    for (const s of segments) {
      const start = Math.floor((s.startSeconds ?? 0) / 600) * 600;
      if (pieces.at(-1)?.start !== start) pieces.push({ start, list: [] });
      pieces.at(-1)?.list.push(s);
    }
    await database.db.insert(audiobookPieces).values(
      pieces.map((p, position) => ({
        audiobookId: row.id,
        position,
        startSeconds: p.start,
        endSeconds: p.start + 600,
        segments: p.list,
        transcribedAt: new Date(),
      })),
    );
    const questions = qa.questions.map((q) => q.question);
    let t0 = performance.now();
    await askAudiobook(ctx, listenerId, row.id, questions[0]);
    const cold = performance.now() - t0;
    for (let i = 0; i < 20; i++) await askAudiobook(ctx, listenerId, row.id, questions[i % questions.length]);
    const times: number[] = [];
    for (const q of [...questions, ...questions]) {
      t0 = performance.now();
      await askAudiobook(ctx, listenerId, row.id, q);
      times.push(performance.now() - t0);
    }
    return {
      name: 'Audiobook ask latency (10-hour transcript, local provider, PGlite)',
      figures: {
        'transcript hours': round(offset / 3600, 1),
        segments: segments.length,
        asks: times.length,
        'first ask, transcript loaded (ms)': round(cold, 0),
        'p50 ms': round(percentile(times, 50), 1),
        'p95 ms': round(percentile(times, 95), 1),
        'budget p95 ms': '< 100',
      },
    };
  } finally {
    await database.close();
  }
}

export async function benchAudiobooks(): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'earshot-audiobooks-bench-'));
  try {
    const results = [await benchAsk(), await benchUpload(dir)];
    if (!process.env.BENCH_SKIP_LONG) results.push(await benchTranscription(dir));
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
