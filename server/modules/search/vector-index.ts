import type { Database } from '../../db/client';
import { RecentMap } from '../../lib/recent-map';
import { embeddingsFingerprint, embeddingsSince } from './embeddings.repo';
import { bytes as dotsWasm } from './vector-dots.wasm';

/** How often the index asks the database whether embeddings changed (other processes write them too). */
const CHECK_EVERY_MS = 2000;
/**
 * Above this many vectors a first pass on sign bits (64 bytes an episode of 512 dimensions, an
 * eighth of its codes) picks the candidates ranked exactly. Scoring every code of 100,000 episodes
 * reads 51 MB: the 80 nearest took 3.6 ms, most of it waiting on memory, where the kernel's
 * sign-bit pass and the exact ranking of what it keeps take 1.7 ms.
 */
const PREFILTER_FROM = 20_000;
/**
 * Candidates kept by the sign-bit pass for exact ranking, per result wanted. At 100,000 episodes
 * (scripts/bench/search-speed.ts's catalog) and the 80 nearest of 114 queries, 40 kept 99.65 % of
 * the exact ones and at worst 80 % for a query; 60 and more kept all of them.
 */
const PREFILTER_PER_RESULT = 80;

/**
 * What search asks of the episode embeddings of one model, wherever they are ranked: in this
 * process's memory (`VectorIndex`) or by pgvector in the database (`PgvectorIndex`).
 */
export interface MeaningIndex {
  readonly kind: 'memory' | 'pgvector';
  /** How the index ranks, for the admin status. */
  readonly description: string;
  readonly model: string;
  readonly dimensions: number;
  /** Episodes the index can rank, as of the last refresh. */
  readonly count: number;
  /** Brings the index up to date with the database when it may have changed. */
  refresh(database: Database, force?: boolean): Promise<void>;
  /** Called by the embedding job after each batch it stored. */
  follow(database: Database): Promise<void>;
  /** A query's embedding, remembered for the last few hundred queries (they repeat: history, chips). */
  queryVector(text: string, embed: () => Promise<Float32Array | null>): Promise<Float32Array | null>;
  /** An episode's stored vector, or null when it has none yet. */
  storedVector(episodeId: string): Promise<Float32Array | null>;
  /** Cosine similarity of the query with each of these episodes that has an embedding. */
  similarities(query: Float32Array, episodeIds: readonly string[]): Promise<Map<string, number>>;
  /** The `limit` episodes nearest the query, best first, leaving out `exclude`. */
  closest(query: Float32Array, limit: number, exclude: ReadonlySet<string>): Promise<{ id: string; score: number }[]>;
}

/**
 * The last few hundred query embeddings, by text. A query asked again while its embedding is
 * still being worked out waits for that one instead of starting another.
 */
export class QueryVectors {
  private known = new RecentMap<string, Promise<Float32Array | null>>(500);

  get(text: string, embed: () => Promise<Float32Array | null>): Promise<Float32Array | null> {
    const known = this.known.get(text);
    if (known) return known;
    const vector = embed();
    this.known.set(text, vector);
    // A failed embedding is not remembered: the next search tries again.
    vector.catch(() => {
      if (this.known.get(text) === vector) this.known.delete(text);
    });
    return vector;
  }
}

/** The stored form back as floats. */
export function dequantize(stored: Buffer): Float32Array {
  const scale = stored.readFloatLE(0);
  const out = new Float32Array(stored.length - 4);
  for (let d = 0; d < out.length; d++) out[d] = stored.readInt8(4 + d) * scale;
  return out;
}

/** A unit vector as stored: a float32 scale, then one signed byte per dimension (value = byte * scale). */
export function quantize(vector: Float32Array): Buffer {
  let max = 0;
  for (const v of vector) max = Math.max(max, Math.abs(v));
  const scale = max > 0 ? max / 127 : 1;
  const out = Buffer.alloc(4 + vector.length);
  out.writeFloatLE(scale, 0);
  for (let i = 0; i < vector.length; i++) out.writeInt8(Math.round((vector[i] as number) / scale), 4 + i);
  return out;
}

/** Set bits of a 32-bit word (the classic SWAR count). */
function popcount32(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  v = (v + (v >>> 4)) & 0x0f0f0f0f;
  return Math.imul(v, 0x01010101) >>> 24;
}

/** The query's largest component becomes this (16-bit, with room for 512 products a lane). */
const QUERY_STEPS = 16_383;

/** The dot-product kernel (vector-dots.wat), or null where WebAssembly SIMD is not available. */
const DOTS_MODULE = (() => {
  try {
    return new WebAssembly.Module(dotsWasm);
  } catch {
    return null;
  }
})();

type Kernel = {
  memory: WebAssembly.Memory;
  dots: (query: number, codes: number, count: number, dims: number, out: number) => void;
  dotsOf: (query: number, codes: number, slots: number, count: number, dims: number, out: number) => void;
  distances: (query: number, signs: number, count: number, words: number, out: number) => void;
};

/**
 * Every episode embedding of one model, in memory: one signed byte per dimension (512 bytes an
 * episode, 51 MB for 100,000), and its sign bits (64 bytes) for a first pass over large catalogs.
 * It follows the database: a cheap fingerprint query at most every 2 s, then only the new rows.
 */
export class VectorIndex implements MeaningIndex {
  readonly kind = 'memory';
  private ids: string[] = [];
  private slot = new Map<string, number>();
  private codes = new Int8Array(0);
  private scales = new Float32Array(0);
  private signs = new Uint8Array(0);
  /** Bytes of sign bits an episode: whole 64-bit words, the last one padded with zeros. */
  private readonly signBytes: number;
  private size = 0;
  private latest: Date | null = null;
  private fingerprint = '';
  private checkedAt = 0;
  private refreshing: Promise<void> | null = null;
  /**
   * With WebAssembly SIMD the codes live in the kernel's memory: the query (16-bit) at 0 and its
   * sign bits after it, the codes from `codesAt`, the sign bits from `signsAt`, then room for one
   * score a slot and one slot number a slot. Without it, in `codes` and `signs` alone.
   */
  private readonly kernel: Kernel | null;
  private readonly querySignsAt: number;
  private readonly codesAt: number;
  private signsAt: number;
  /** The query last written into the kernel's memory, and the scale of its 16-bit steps. */
  private written: Float32Array | null = null;
  private queryScale = 0;

  constructor(
    readonly model: string,
    readonly dimensions: number,
  ) {
    this.kernel =
      DOTS_MODULE && dimensions % 16 === 0
        ? (new WebAssembly.Instance(DOTS_MODULE).exports as unknown as Kernel)
        : null;
    this.signBytes = Math.ceil(dimensions / 64) * 8;
    this.querySignsAt = dimensions * 2;
    this.codesAt = Math.ceil((this.querySignsAt + this.signBytes) / 16) * 16;
    this.signsAt = this.codesAt;
  }

  get count(): number {
    return this.size;
  }

  get description(): string {
    const kernel = this.kernel ? ', by a WebAssembly SIMD kernel' : '';
    return `In-memory scan of 8-bit vectors, sign bits first past ${PREFILTER_FROM.toLocaleString('en-US')} episodes${kernel} (pgvector is not used)`;
  }

  /** Makes the next refresh look at the database at once (this process just wrote embeddings). */
  invalidate(): void {
    this.checkedAt = 0;
  }

  /** Brings the index up to date with the database when it may have changed. */
  async refresh(database: Database, force = false): Promise<void> {
    if (!force && Date.now() - this.checkedAt < CHECK_EVERY_MS) return;
    this.refreshing ??= this.load(database).finally(() => {
      this.refreshing = null;
    });
    await this.refreshing;
  }

  private async load(database: Database): Promise<void> {
    const fingerprint = await embeddingsFingerprint(database, this.model);
    this.checkedAt = Date.now();
    if (fingerprint === this.fingerprint) return;
    const [count] = fingerprint.split('|');
    // Fewer rows than held means some were removed: start again. Otherwise read only what is new.
    if (Number(count) < this.size) this.reset();
    for (const row of await embeddingsSince(database, this.model, this.latest)) {
      this.put(row.episode_id, Buffer.from(row.vector as Uint8Array));
      const at = new Date(row.embedded_at);
      if (!this.latest || at > this.latest) this.latest = at;
    }
    this.fingerprint = fingerprint;
  }

  private reset(): void {
    this.ids = [];
    this.slot.clear();
    this.size = 0;
    this.latest = null;
  }

  private put(id: string, stored: Buffer): void {
    const dims = this.dimensions;
    if (stored.length !== 4 + dims) return;
    let at = this.slot.get(id);
    if (at === undefined) {
      at = this.size++;
      this.grow(this.size);
      this.ids[at] = id;
      this.slot.set(id, at);
    }
    this.scales[at] = stored.readFloatLE(0);
    for (let d = 0; d < dims; d++) {
      const v = stored.readInt8(4 + d);
      this.codes[at * dims + d] = v;
      const bit = 1 << (d & 7);
      const index = at * this.signBytes + (d >> 3);
      this.signs[index] = v > 0 ? (this.signs[index] as number) | bit : (this.signs[index] as number) & ~bit;
    }
  }

  private grow(needed: number): void {
    const capacity = this.scales.length;
    if (needed <= capacity) return;
    const next = Math.max(needed, capacity * 2, 1024);
    if (this.kernel) {
      // The codes keep their place; the memory only gets longer, and the sign bits (and the
      // scores) move up past the longer codes.
      const memory = this.kernel.memory;
      const signsAt = this.codesAt + next * this.dimensions;
      const bytes = signsAt + next * this.signBytes + next * 8;
      if (bytes > memory.buffer.byteLength) memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / 65_536));
      new Uint8Array(memory.buffer).copyWithin(signsAt, this.signsAt, this.signsAt + capacity * this.signBytes);
      this.signsAt = signsAt;
      this.codes = new Int8Array(memory.buffer, this.codesAt, next * this.dimensions);
      this.signs = new Uint8Array(memory.buffer, signsAt, next * this.signBytes);
    } else {
      const codes = new Int8Array(next * this.dimensions);
      codes.set(this.codes);
      this.codes = codes;
      const signs = new Uint8Array(next * this.signBytes);
      signs.set(this.signs);
      this.signs = signs;
    }
    const scales = new Float32Array(next);
    scales.set(this.scales);
    this.scales = scales;
  }

  /** Where the kernel writes one number a slot (scores, sign-bit distances). */
  private get outAt(): number {
    return this.signsAt + this.scales.length * this.signBytes;
  }

  /** Where the kernel reads the slots it scores. */
  private get slotsAt(): number {
    return this.outAt + this.scales.length * 4;
  }

  private readonly queries = new QueryVectors();

  queryVector(text: string, embed: () => Promise<Float32Array | null>): Promise<Float32Array | null> {
    return this.queries.get(text, embed);
  }

  /** The next refresh reads what the job stored. */
  async follow(): Promise<void> {
    this.invalidate();
  }

  async storedVector(episodeId: string): Promise<Float32Array | null> {
    return this.vectorOf(episodeId);
  }

  async similarities(query: Float32Array, episodeIds: readonly string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (query.length !== this.dimensions) return out;
    const found: string[] = [];
    const slots: number[] = [];
    for (const id of episodeIds) {
      const at = this.slot.get(id);
      if (at === undefined) continue;
      found.push(id);
      slots.push(at);
    }
    // One pass of the kernel over every candidate, not one call each.
    const scores = this.kernel && slots.length ? this.scores(query, slots) : null;
    for (const [i, id] of found.entries()) {
      out.set(id, scores ? (scores[i] as number) : this.dot(query, slots[i] as number));
    }
    return out;
  }

  async closest(
    query: Float32Array,
    limit: number,
    exclude: ReadonlySet<string>,
  ): Promise<{ id: string; score: number }[]> {
    return this.nearest(query, limit, (id) => !exclude.has(id));
  }

  /** An episode's stored vector (as floats), or null when it has none yet. */
  vectorOf(episodeId: string): Float32Array | null {
    const at = this.slot.get(episodeId);
    if (at === undefined) return null;
    const out = new Float32Array(this.dimensions);
    const scale = this.scales[at] as number;
    for (let d = 0; d < this.dimensions; d++) out[d] = (this.codes[at * this.dimensions + d] as number) * scale;
    return out;
  }

  /** Cosine similarity of the query with one episode, or null when it has no embedding yet. */
  similarity(query: Float32Array, episodeId: string): number | null {
    const at = this.slot.get(episodeId);
    if (at === undefined || query.length !== this.dimensions) return null;
    return this.kernel ? (this.scores(query, [at])[0] as number) : this.dot(query, at);
  }

  /** The query's cosine similarity with each slot (`slots`, else every one), by the kernel. */
  private scores(query: Float32Array, slots: ArrayLike<number> | null): Float64Array {
    const raw = this.dots(query, slots);
    const out = new Float64Array(raw.length);
    for (let i = 0; i < raw.length; i++) {
      const at = slots ? (slots[i] as number) : i;
      out[i] = (raw[i] as number) * this.queryScale * (this.scales[at] as number);
    }
    return out;
  }

  /**
   * The kernel's integer dot products of the query with each slot (`slots`, else every one), 16
   * byte products at a time (about ten times faster than a JavaScript loop). They stay in the
   * kernel's memory, valid until it runs again; times `queryScale` and the slot's scale, each is
   * a cosine similarity.
   */
  private dots(query: Float32Array, slots: ArrayLike<number> | null): Int32Array {
    const kernel = this.kernel as Kernel;
    const dims = this.dimensions;
    const buffer = kernel.memory.buffer;
    if (this.written !== query) {
      let max = 0;
      for (const v of query) max = Math.max(max, Math.abs(v));
      this.queryScale = max > 0 ? max / QUERY_STEPS : 1;
      const steps = new Int16Array(buffer, 0, dims);
      for (let d = 0; d < dims; d++) steps[d] = Math.round((query[d] as number) / this.queryScale);
      this.written = query;
    }
    const count = slots ? slots.length : this.size;
    const outAt = this.outAt;
    if (slots) {
      new Int32Array(buffer, this.slotsAt, count).set(slots);
      kernel.dotsOf(0, this.codesAt, this.slotsAt, count, dims, outAt);
    } else {
      kernel.dots(0, this.codesAt, count, dims, outAt);
    }
    return new Int32Array(buffer, outAt, count);
  }

  private dot(query: Float32Array, at: number): number {
    const dims = this.dimensions;
    const codes = this.codes;
    const base = at * dims;
    // Four running sums: dimensions are a multiple of 8, and independent sums pipeline better.
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    for (let d = 0; d < dims; d += 4) {
      s0 += (query[d] as number) * (codes[base + d] as number);
      s1 += (query[d + 1] as number) * (codes[base + d + 1] as number);
      s2 += (query[d + 2] as number) * (codes[base + d + 2] as number);
      s3 += (query[d + 3] as number) * (codes[base + d + 3] as number);
    }
    return (s0 + s1 + s2 + s3) * (this.scales[at] as number);
  }

  /** The `limit` nearest episodes by cosine similarity, best first; `accept` can skip some. */
  nearest(
    query: Float32Array,
    limit: number,
    accept?: (episodeId: string) => boolean,
  ): { id: string; score: number }[] {
    if (query.length !== this.dimensions || this.size === 0 || limit <= 0) return [];
    const slots = this.size >= PREFILTER_FROM ? this.bySigns(query, limit * PREFILTER_PER_RESULT) : null;
    const count = slots ? slots.length : this.size;
    // Read in place: no array of the whole catalog's scores is made for each search.
    const raw = this.kernel ? this.dots(query, slots) : null;
    const queryScale = this.queryScale;
    // The best `limit` so far, best first; a slot is only looked at further when it would enter.
    const top: { id: string; score: number }[] = [];
    for (let i = 0; i < count; i++) {
      const at = slots ? (slots[i] as number) : i;
      const score = raw ? (raw[i] as number) * queryScale * (this.scales[at] as number) : this.dot(query, at);
      if (top.length === limit && score <= (top[limit - 1] as { score: number }).score) continue;
      const id = this.ids[at] as string;
      if (accept && !accept(id)) continue;
      let k = top.length === limit ? limit - 1 : top.length;
      while (k > 0 && (top[k - 1] as { score: number }).score < score) {
        top[k] = top[k - 1] as { id: string; score: number };
        k--;
      }
      top[k] = { id, score };
    }
    return top;
  }

  /** Slots whose sign bits agree most with the query's (a cheap stand-in for the angle), at least `keep`. */
  private bySigns(query: Float32Array, keep: number): Int32Array {
    const q = new Uint8Array(this.signBytes);
    for (let d = 0; d < this.dimensions; d++)
      if ((query[d] as number) > 0) q[d >> 3] = (q[d >> 3] as number) | (1 << (d & 7));
    let distance: Uint16Array | Int32Array;
    if (this.kernel) {
      const buffer = this.kernel.memory.buffer;
      new Uint8Array(buffer, this.querySignsAt, this.signBytes).set(q);
      this.kernel.distances(this.querySignsAt, this.signsAt, this.size, this.signBytes / 8, this.outAt);
      distance = new Int32Array(buffer, this.outAt, this.size);
    } else {
      // 32 sign bits at a time.
      const words = this.signBytes / 4;
      const q32 = new Uint32Array(q.buffer);
      const s32 = new Uint32Array(this.signs.buffer, 0, this.size * words);
      distance = new Uint16Array(this.size);
      for (let at = 0; at < this.size; at++) {
        let n = 0;
        const base = at * words;
        for (let w = 0; w < words; w++) n += popcount32(((q32[w] as number) ^ (s32[base + w] as number)) >>> 0);
        distance[at] = n;
      }
    }
    // Counting sort by distance: keep the closest `keep` slots, and any as close as the last of them.
    const buckets = new Uint32Array(this.signBytes * 8 + 1);
    for (let at = 0; at < this.size; at++) buckets[distance[at] as number]++;
    let cutoff = 0;
    let kept = 0;
    while (cutoff < buckets.length && kept < keep) kept += buckets[cutoff++] as number;
    const out = new Int32Array(kept);
    let k = 0;
    for (let at = 0; at < this.size; at++) if ((distance[at] as number) < cutoff) out[k++] = at;
    return out;
  }
}
