import { sql } from 'drizzle-orm';
import { isUuid } from '../../../common/api/ids';
import {
  SearchRequest,
  type SearchRequestParsed,
  type SearchResponse,
  type SearchResult,
} from '../../../common/api/search';
import { SEARCH_VARIATIONS_ENOUGH } from '../../../common/constants';
import type { AppContext } from '../../context';
import { ValidationError } from '../../http/errors';
import { wordnet } from '../../providers/wordnet/wordnet';
import { withPeopleNamed } from './people-names';
import { respelledCriteria } from './respell';
import { presentSearchResult } from './search.presenter';
import {
  combinedQuery,
  combinedTitleQuery,
  conceptQuery,
  DF_CAP,
  documentFrequencies,
  episodeCandidates,
  idsPassingFilters,
  loadReferenceText,
  loadResultEpisodes,
  loadSortKeys,
  type MatchRow,
  matchDetails,
  personCandidates,
  type SearchFilters,
  type SegmentHit,
  showNameCandidates,
  showShares,
  titleTrigramCandidates,
  transcriptHits,
  wordQuery,
} from './search.repo';
import {
  assembleEvidence,
  type CandidateEvidence,
  type EvidenceQuery,
  evidenceQuery,
  evidenceQuote,
} from './search-evidence';
import { explain, matchedTopics } from './search-explanation';
import { buildFilters, namesAShow } from './search-filters';
import { searchGate } from './search-gate';
import { aboutQuote, explainMeaning, fusedScore, MEANING_CANDIDATES, queryMeaning } from './search-meaning';
import { type ConceptMatch, relevanceScore, SHOW_NAMED_CREDIT } from './search-score';
import { type Concept, conceptsOf, firstNamesIn, keyTermsOf, namesIn, withNamesCapitalised } from './search-terms';

export type SearchContext = Pick<AppContext, 'database' | 'env' | 'providers' | 'vectors'> &
  Partial<Pick<AppContext, 'metrics'>>;

/**
 * The broad query candidates come from: any concept, except that a word so common it matches a
 * large part of the catalog ("podcast" in "how to start a podcast") only brings candidates along
 * with a rarer one. Every candidate is still scored on all concepts.
 */
function candidateQuery(concepts: Concept[]): string {
  return combinedQuery(candidateConcepts(concepts), 'or', true);
}

function candidateConcepts(concepts: Concept[]): Concept[] {
  const rare = concepts.filter((c) => !c.common);
  return rare.length ? rare : concepts;
}

/** Score at which a query variation counts a result as found (see SEARCH_VARIATIONS_ENOUGH). */
const VARIATION_FOUND_SCORE = 0.5;

type Scored = {
  evidence: CandidateEvidence;
  score: number;
  matches: ConceptMatch[];
  /** The score from the query's words alone. */
  lexical: number;
  /** Cosine similarity of meaning with the query, or null when the episode has no embedding yet. */
  meaning: number | null;
};

/** Below this lexical score a result was found by its meaning: its card says so. */
const MEANING_CARRIES_BELOW = 0.35;

type Plan = {
  concepts: Concept[];
  criteria: string;
  similarTo?: string;
  excludeId?: string;
  /** The episode a similar search is like: its copies (another feed's, a rerun) are no results. */
  reference?: { title: string; showName: string };
  mode: 'topic' | 'similar';
};

/**
 * The one episode search behind POST /api/search, the assistant, the conversation screen and
 * auto-queue. Quick searches titles, descriptions, shows and people; deep adds transcripts and
 * tries query variations (strict, synonyms, relaxed, key phrase) until enough results are found.
 * Candidates come bounded from GIN-indexed matches; the score is computed here from evidence.
 */
export async function searchEpisodes(
  ctx: SearchContext,
  input: SearchRequest,
  opts: {
    now?: Date;
    /** Aborted when the listener gave up waiting: a search still in line then never runs. */
    signal?: AbortSignal;
    /** Sees every candidate's two signals before they are fused (the relevance evaluation fits the fusion on them). */
    observe?: (signals: { id: string; lexical: number; meaning: number | null; score: number }[]) => void;
    /** Only these shows' episodes, besides the request's own filters (the assistant's "something in German"). */
    onlyShows?: string[];
    /** None of these shows' episodes (the assistant's "podcasts like The Daily" leaves out The Daily). */
    notShows?: string[];
    /** Whose description a similar search by text reads, for its explanations ("Planet Money"); else the listener's. */
    describing?: string;
    /** Sorted by date, the oldest first (the assistant's "older ones"). */
    oldestFirst?: boolean;
    /** Only episodes this long in seconds, `max` exclusive (the assistant's "under 20 minutes"); replaces `duration`. */
    lengthSeconds?: { min: number | null; max: number | null };
  } = {},
): Promise<SearchResponse> {
  const parsed = SearchRequest.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.join('.');
    throw new ValidationError(
      'search.invalid_request',
      field && !issue.message.startsWith('Search criteria') ? `${field}: ${issue.message}` : issue.message,
    );
  }
  const req = parsed.data;
  const base = { searchCriteria: req.searchCriteria, podcastShow: req.podcastShow, offset: req.offset };
  const empty = (message: string): SearchResponse => ({ ...base, results: [], totalFound: 0, hasMore: false, message });

  if (req.platform.trim().toUpperCase() !== 'RSS') {
    return empty(`${req.platform} search is not yet supported. Choose RSS to search podcast feeds.`);
  }
  const filters = await buildFilters(ctx.database, req, opts.now ?? new Date());
  if (!filters)
    return empty(`No show named "${req.podcastShow}" in the catalog. Check the show's spelling or search all shows.`);
  if (opts.onlyShows) {
    const only = new Set(opts.onlyShows);
    filters.showIds = filters.showIds ? filters.showIds.filter((id) => only.has(id)) : opts.onlyShows;
  }
  if (opts.notShows) filters.notShowIds = opts.notShows;
  if (opts.lengthSeconds) {
    filters.minSeconds = opts.lengthSeconds.min;
    filters.maxSeconds = opts.lengthSeconds.max;
  }

  // A misspelled show name is searched as the show spells it, and the response says so.
  const respelled = req.searchMode === 'topic' ? await respelledCriteria(ctx.database, req.searchCriteria) : null;
  // Someone the catalog names, typed in lower case, is searched for as a name.
  const criteria =
    req.searchMode === 'topic'
      ? await withPeopleNamed(ctx.database, respelled ?? req.searchCriteria)
      : req.searchCriteria;
  const plan = await planSearch(ctx, { ...req, searchCriteria: criteria });
  if (opts.describing && plan.similarTo === YOUR_DESCRIPTION) plan.similarTo = opts.describing;
  if (plan.excludeId) filters.excludeEpisodeId = plan.excludeId;

  const deep = req.deepSearch === true || req.searchDepth === 'deep';
  const meaningText =
    req.searchMode === 'topic'
      ? withNamesCapitalised(criteria, plan.concepts)
      : (req.referenceEpisode ?? '') || req.searchCriteria;
  const meaning = await queryMeaning(ctx, meaningText, plan.excludeId);
  // A query of only common words (or a reference with no distinctive term) still has a meaning.
  if (!plan.concepts.length && !meaning) return empty('No Relevant Content Found. Try broader terms.');
  // The database work of a search runs a few searches at a time, in order of arrival.
  const { kept, page, rows } = await searchGate(ctx.database).run(async () => {
    const scored = await findAndScore(ctx, plan, filters, {
      deep,
      threshold: req.relevanceThreshold,
      podcastShow: req.podcastShow,
      meaning,
    });
    opts.observe?.(scored.map((s) => ({ id: s.evidence.id, lexical: s.lexical, meaning: s.meaning, score: s.score })));
    const kept = oncePerEpisode(
      scored.filter((s) => s.score > 0 && s.score >= req.relevanceThreshold),
      plan.reference,
    );
    const sorted = await sortResults(ctx, kept, req.sortBy, opts.oldestFirst);
    const page = sorted.slice(req.offset, req.offset + req.limit);
    const ids = page.map((s) => s.evidence.id);
    const rows = new Map((await loadResultEpisodes(ctx.database, ids)).map((r) => [r.id, r]));
    return { kept, page, rows };
  }, opts.signal);
  const results = page.flatMap((s) => {
    const row = rows.get(s.evidence.id);
    if (!row) return [];
    const texts = { title: row.title, description: s.evidence.row.description ?? '', show: row.show_name };
    const byMeaning = s.meaning !== null && s.lexical < MEANING_CARRIES_BELOW;
    const quote = byMeaning ? aboutQuote(s.evidence.row.description) : evidenceQuote(s.evidence);
    const explanation = byMeaning
      ? explainMeaning(meaningText, quote, plan.similarTo)
      : explain(s.matches, quote, { similarTo: plan.similarTo, texts });
    return [
      presentSearchResult(row, {
        relevanceScore: s.score,
        explanation,
        matchedTopics: byMeaning ? [] : matchedTopics(s.matches, texts),
        evidence: quote,
      }),
    ];
  });
  if (deep && req.useAI && ctx.env.AI_PROVIDER === 'openai')
    await modelExplanations(ctx, criteria || plan.criteria, results);
  const where = namesAShow(req.podcastShow) ? ` in ${req.podcastShow}` : '';
  const response = {
    ...base,
    ...(respelled ? { respelledCriteria: respelled } : {}),
    results,
    totalFound: kept.length,
    hasMore: req.offset + results.length < kept.length,
  };
  if (kept.length > 0) return response;
  if (await catalogIsEmpty(ctx.database)) {
    return { ...response, catalogEmpty: true, message: EMPTY_CATALOG_MESSAGE };
  }
  return {
    ...response,
    message: `No Relevant Content Found${where}. Try broader terms, lower the relevance threshold or search all shows.`,
  };
}

/**
 * One result per episode: a feed the catalog holds twice (moved to a new address, or followed
 * under two names of one show, or an episode put out again) lists the same episode twice, with the
 * same title under the same show name; the listener sees it once, the copy that matches best. A
 * rerun a show titles as one ("#44 Classic episode - Paul Christiano on …", "Rerun: e.16 …") is the
 * episode of that show with its number ("#44 - Dr Paul Christiano on …"), whatever its new title.
 */
export function oncePerEpisode<T extends { evidence: CandidateEvidence; score: number }>(
  list: T[],
  /** The episode a similar search is like: "more like this" is not this, nor its copies. */
  reference?: { title: string; showName: string },
): T[] {
  const rows = list.map((s) => s.evidence.row);
  const keys = sameEpisodeKeys(reference ? [...rows, reference] : rows);
  const itself = reference ? keys.at(-1) : undefined;
  const best = new Map<string, T>();
  list.forEach((s, i) => {
    if (keys[i] === itself) return;
    const known = best.get(keys[i]);
    if (!known || s.score > known.score) best.set(keys[i], s);
  });
  const kept = new Set(best.values());
  return list.filter((s) => kept.has(s));
}

/**
 * One key per episode of a list, the same for its copies (see oncePerEpisode): its title under its
 * show's name, or for a rerun and the episode of its number, that show and number.
 */
export function sameEpisodeKeys(episodes: { title: string; showName: string }[]): string[] {
  const read = episodes.map((e) => {
    const show = e.showName.trim().toLowerCase();
    const title = e.title.trim().toLowerCase();
    const rerun = rerunOf(title);
    const bare = rerun?.title ?? title;
    const number = episodeNumber(bare);
    return { show, bare, rerun: !!rerun, byNumber: number && `${show}\n#${number}` };
  });
  const rerunNumbers = new Set(read.flatMap((e) => (e.rerun && e.byNumber ? [e.byNumber] : [])));
  return read.map((e) => (e.byNumber && rerunNumbers.has(e.byNumber) ? e.byNumber : `${e.bare}\n${e.show}`));
}

/** Words a show puts in the title of an episode it airs again. */
const RERUN_MARK =
  /^\s*(?:encore|replay|rerun|rebroadcast)\s*:\s*|\s*\((?:rerun|rebroadcast|encore|replay)\)|\b(?:classic episode|rerun|rebroadcast)\b\s*[:\-–—]?\s*/i;

/** A rerun's title without its mark ("#44 - Paul Christiano on …"), or null for a first airing. */
export function rerunOf(title: string): { title: string; number: string | null } | null {
  if (!RERUN_MARK.test(title)) return null;
  const bare = title
    .replace(RERUN_MARK, '')
    .replace(/\s+-\s+-\s+/, ' - ')
    .trim();
  return { title: bare, number: episodeNumber(bare) };
}

/** The number a title opens with: "#44 - …", "e.16 …", "e75: …", "Episode 18: …", "No. 3". */
function episodeNumber(title: string): string | null {
  return title.match(/^\s*(?:#|no\.?\s*|ep(?:isode)?\.?\s*|e\.?\s*)(\d+)\b/i)?.[1] ?? null;
}

export const EMPTY_CATALOG_MESSAGE =
  'There are no episodes to search yet. Follow podcasts under My Creators and their episodes become searchable.';

async function catalogIsEmpty(database: SearchContext['database']): Promise<boolean> {
  const [row] = await database.rows<{ any: boolean }>(sql`select exists (select 1 from episodes) as any`);
  return !row?.any;
}

/** How many results of a page get an explanation written by the configured model (deep search only). */
const MODEL_EXPLAINED = 3;

/**
 * With a model configured (and useAI), the top results' explanations are rewritten by it from
 * the same evidence; the provider falls back to our sentence when the model fails.
 */
async function modelExplanations(ctx: SearchContext, question: string, results: SearchResult[]): Promise<void> {
  const provider = ctx.providers.ai;
  if (!provider.explain) return;
  await Promise.all(
    results.slice(0, MODEL_EXPLAINED).map(async (r) => {
      const text = await provider.explain?.({
        question,
        title: r.title,
        evidence: [
          { startSeconds: r.evidence?.startSeconds ?? null, endSeconds: null, speaker: null, text: r.aiExplanation },
        ],
      });
      if (text?.trim()) {
        r.aiExplanation = text.trim();
        r.explanation = r.aiExplanation;
      }
    }),
  );
}

/** What a similar search by text is like, in its explanations, unless the caller says whose text it is. */
const YOUR_DESCRIPTION = 'your description';

/** What to look for: the listener's concepts (topic), or the key terms of a reference (similar). */
async function planSearch(ctx: SearchContext, req: SearchRequestParsed): Promise<Plan> {
  if (req.searchMode === 'topic')
    return {
      concepts: await weighByRarity(ctx, conceptsOf(req.searchCriteria)),
      criteria: req.searchCriteria,
      mode: 'topic',
    };
  const reference = (req.referenceEpisode ?? '').trim();
  const asConcepts = async (
    candidates: { word: string; weight: number }[],
    minDf: number,
    show?: { id: string; names: Set<string> },
  ) => distinctiveTerms(ctx, candidates, minDf, show);
  if (isUuid(reference)) {
    const ref = await loadReferenceText(ctx.database, reference);
    if (!ref)
      throw new ValidationError('search.reference_not_found', `referenceEpisode: no episode with id ${reference}`);
    const written = `${ref.title}\n${ref.description_text}`;
    const firstNames = firstNamesIn(`${written}\n${ref.transcript.slice(0, 20000)}`);
    const concepts = await asConcepts(
      keyTermsOf([
        { text: ref.title, weight: 2 },
        { text: ref.description_text.slice(0, 4000), weight: 1 },
        { text: ref.transcript.slice(0, 20000), weight: 0.2, spoken: true },
      ]).map((t) => (firstNames.has(t.word) ? { ...t, weight: t.weight * FIRST_NAME_WEIGHT } : t)),
      2,
      { id: ref.show_id, names: namesIn(written) },
    );
    return {
      concepts,
      criteria: concepts.map((c) => c.label).join(' '),
      similarTo: `"${ref.title}"`,
      excludeId: ref.id,
      reference: { title: ref.title, showName: ref.show_name },
      mode: 'similar',
    };
  }
  const text = reference || req.searchCriteria;
  const concepts = conceptsOf(text);
  // A short description reads like a topic; a long one is boiled down to its key terms.
  if (concepts.length <= 4) return { concepts: await weighByRarity(ctx, concepts), criteria: text, mode: 'topic' };
  const described = await asConcepts(keyTermsOf([{ text, weight: 1 }]), 1);
  return {
    concepts: described,
    criteria: described.map((c) => c.label).join(' '),
    similarTo: YOUR_DESCRIPTION,
    mode: 'similar',
  };
}

/**
 * The terms that make a reference what it is: weighted by how much it dwells on them and by how
 * rare they are in the catalog (a word every episode uses says nothing about similarity). For an
 * episode of a show, the names that half of the show's episodes share are left out: they are its
 * cast and crew ("Written by ...", "Narrated by ..."), whom every episode names, whatever it is
 * about. A common word of the show ("human" on a show about humanity's future) stays a topic.
 */
async function distinctiveTerms(
  ctx: SearchContext,
  candidates: { word: string; weight: number }[],
  minDf: number,
  show?: { id: string; names: Set<string> },
  max = 8,
): Promise<Concept[]> {
  const queries = candidates.map((c) => wordQuery(c.word));
  const [{ total, df }, shares] = await Promise.all([
    documentFrequencies(ctx.database, queries),
    // Shares matter for names only: the other candidates are not asked about.
    show
      ? showShares(
          ctx.database,
          show.id,
          queries.filter((_, i) => show.names.has(candidates[i]?.word ?? '')),
        )
      : new Map<string, number>(),
  ]);
  const names = show?.names;
  const scored = candidates
    .map((c, i) => ({
      word: c.word,
      df: df.get(queries[i]) ?? 0,
      weight: c.weight,
      share: shares.get(queries[i]) ?? 0,
    }))
    // A word only the reference itself uses cannot make anything else similar to it.
    .filter((c) => c.df >= minDf && !(c.share >= SHOW_NAME_SHARE && names?.has(c.word)))
    .map((c) => ({ ...c, score: c.weight * Math.log((total + 1) / (c.df + 0.5)) ** 1.5 }))
    .sort((a, b) => b.score - a.score)
    .slice(0, max);
  const top = scored[0]?.score ?? 1;
  return scored.map((c) => ({ label: c.word, words: [c.word], synonyms: [], weight: Math.max(0.3, c.score / top) }));
}

/**
 * How much a first name counts among a reference's terms: a guest's surname is shared by the
 * episodes that share the guest, a first name ("Eric") by thousands of strangers.
 */
const FIRST_NAME_WEIGHT = 0.3;

/** A name in at least this share of a show's episodes is one of its cast or crew. */
const SHOW_NAME_SHARE = 0.5;

/**
 * Concepts weighted by how rare they are in the catalog: in "tax breaks for amazon" the rare
 * "amazon" says more about what is wanted than the common "tax". The rarest counts 1.
 */
async function weighByRarity(ctx: SearchContext, concepts: Concept[]): Promise<Concept[]> {
  if (!concepts.length) return concepts;
  const queries = concepts.map((c) => conceptQuery(c));
  // A compound counts as one subject, as rare as the compound itself.
  const compounds = [...new Set(concepts.flatMap((c) => (c.compound ? [c.compound] : [])))];
  const compoundQueries = compounds.map((label) =>
    conceptQuery({ label, words: label.split(' '), synonyms: [], weight: 1 }),
  );
  const { total, df } = await documentFrequencies(ctx.database, [...queries, ...compoundQueries]);
  const idfOf = (q: string) => Math.log((total + 1) / ((df.get(q) ?? 0) + 0.5));
  const idf = queries.map(idfOf);
  const compoundIdf = new Map(compounds.map((label, i) => [label, idfOf(compoundQueries[i] as string)]));
  const maxIdf = Math.log((total + 1) / 0.5);
  const top = Math.max(...concepts.map((c, i) => (c.compound ? (compoundIdf.get(c.compound) as number) : idf[i])));
  const weightOf = (v: number) => (top > 0 ? Math.max(MIN_CONCEPT_WEIGHT, v / top) : 1);
  return concepts.map((c, i) => {
    // The compound's weight is shared between its words, the rarer one having the greater part.
    const members = c.compound ? concepts.flatMap((m, j) => (m.compound === c.compound ? [idf[j]] : [])) : [];
    const share = c.compound ? idf[i] / (members.reduce((n, v) => n + v, 0) || 1) : 1;
    return {
      ...c,
      weight: c.compound ? weightOf(compoundIdf.get(c.compound) as number) * share : weightOf(idf[i]),
      rarity: maxIdf > 0 ? Math.max(0, Math.min(1, idf[i] / maxIdf)) : 0.5,
      common: (df.get(queries[i]) ?? 0) >= DF_CAP,
    };
  });
}

/** Even the most common word of a query keeps this much say in its score. */
const MIN_CONCEPT_WEIGHT = 0.35;

/** The query variations of a search, tried in order (deep) or just the broad one (quick). */
function variations(plan: Plan, deep: boolean): string[] {
  const or = candidateQuery(plan.concepts);
  if (!deep) return [or];
  if (plan.mode === 'similar') return [or];
  const keyPhrase = [...plan.concepts].sort((a, b) => b.words.join(' ').length - a.words.join(' ').length)[0];
  const list = [
    combinedQuery(plan.concepts, 'and', false),
    combinedQuery(plan.concepts, 'and', true),
    or,
    combinedQuery([keyPhrase], 'or', true),
  ];
  return list.filter((q, i) => q && list.indexOf(q) === i);
}

async function findAndScore(
  ctx: SearchContext,
  plan: Plan,
  filters: SearchFilters,
  opts: { deep: boolean; threshold: number; podcastShow: string; meaning: Float32Array | null },
): Promise<Scored[]> {
  const db = ctx.database;
  const details = new Map<string, MatchRow>();
  const segments = new Map<string, SegmentHit[]>();
  const orQuery = candidateQuery(plan.concepts);
  const queryWords = evidenceQuery(plan.concepts, plan.criteria, !plan.excludeId, plan.mode);
  const scored = new Map<string, Scored>();
  // Candidates found by meaning alone are scored from their details like the others.
  const scoreNear = (near: { id: string; score: number }[]) => {
    for (const { id, score: similarity } of near) {
      const row = details.get(id);
      if (row) scored.set(id, scoreCandidate(plan, queryWords, row, [], similarity));
    }
  };

  const names = plan.concepts.filter((c) => c.words.length > 1).map((c) => c.words.join(' '));
  const steps = plan.concepts.length ? variations(plan, opts.deep) : [];
  // A search of one step looks up its meaning candidates in the same query as its word matches;
  // one of several steps looks them up once its steps are done.
  const meaningWithWords = steps.length === 1 ? opts.meaning : null;
  // Title matches are ranked on their own so that a common word's many description matches
  // cannot crowd them out of the bounded candidate set.
  const titleQueries = steps.map((q) => (q === orQuery ? combinedTitleQuery(candidateConcepts(plan.concepts)) : ''));
  for (const [i, query] of steps.entries()) {
    // Independent lookups run side by side (a PostgreSQL pool serves them in parallel).
    const first = i === 0 && plan.mode === 'topic';
    const [fromText, fromShows, fromPeople, fromTranscripts, nearest] = await Promise.all([
      episodeCandidates(db, query, titleQueries[i] ?? '', filters),
      first ? showNameCandidates(db, orQuery, filters) : [],
      first ? personCandidates(db, names, filters) : [],
      opts.deep ? transcriptHits(db, query, plan.concepts, filters) : [],
      // The nearest by meaning are scanned in this process while the database looks for the words;
      // twice as many as are taken, since the words find some of them too.
      meaningWithWords
        ? nextTurn().then(() => meaningCandidates(ctx, filters, meaningWithWords, new Set(), 2 * MEANING_CANDIDATES))
        : [],
    ]);
    const ids = new Set([...fromText, ...fromShows, ...fromPeople].map((r) => r.id));
    for (const hit of fromTranscripts) {
      ids.add(hit.episodeId);
      const list = segments.get(hit.episodeId) ?? [];
      if (!list.some((s) => s.startSeconds === hit.startSeconds && s.text === hit.text)) list.push(hit);
      segments.set(hit.episodeId, list);
    }
    if (i === steps.length - 1 && plan.mode === 'topic' && ids.size + details.size < 10) {
      for (const r of await titleTrigramCandidates(db, plan.criteria, filters)) ids.add(r.id);
    }
    const fresh = [...ids].filter((id) => !details.has(id));
    const near = nearest.filter((n) => !ids.has(n.id)).slice(0, MEANING_CANDIDATES);
    const rows = await matchDetails(db, [...fresh, ...near.map((n) => n.id)], plan.concepts, orQuery);
    for (const row of rows) details.set(row.id, row);
    const similarities = opts.meaning ? await ctx.vectors.similarities(opts.meaning, [...ids]) : null;
    for (const id of ids) {
      const row = details.get(id);
      if (!row) continue;
      const meaning = similarities?.get(id) ?? null;
      scored.set(id, scoreCandidate(plan, queryWords, row, segments.get(id) ?? [], meaning));
    }
    scoreNear(near);
    // A variation has found something when it brings results a listener would call relevant.
    const floor = Math.max(opts.threshold, VARIATION_FOUND_SCORE);
    const enough = [...scored.values()].filter((s) => s.score >= floor).length;
    if (enough >= SEARCH_VARIATIONS_ENOUGH) break;
  }
  if (opts.meaning && !meaningWithWords) {
    const near = await meaningCandidates(ctx, filters, opts.meaning, new Set(scored.keys()));
    const ids = near.map((n) => n.id);
    for (const row of await matchDetails(db, ids, plan.concepts, orQuery)) details.set(row.id, row);
    scoreNear(near);
  }
  // The words' score and the meaning become one score, measured against the query's best match.
  const list = [...scored.values()];
  const best = Math.max(0, ...list.map((s) => s.meaning ?? 0));
  const namesOnly = plan.concepts.length > 0 && plan.concepts.every(unknownToMeaning);
  for (const s of list) {
    // Words that say nothing of the subject asked for count for nothing: the meaning alone speaks.
    const lexical = plan.mode === 'topic' && onlyAside(s.matches) ? 0 : s.lexical;
    const fused = fusedScore(lexical, s.meaning === null ? null : { similarity: s.meaning, best }, {
      // A surname alone ("the Lincoln Memorial") may be somebody else's: the name is still missed.
      missesName: s.matches.some((m) => m.concept.name && m.credit === 0),
    });
    // Meaning cannot tell one name from another: an episode with the name as written in its
    // title, people or show stays highly relevant, and one with a name spelled close to it ("Valley"
    // for "Valle") is not raised by a likeness of letters.
    const named =
      namesOnly &&
      s.matches.every(
        (m) =>
          (m.place === 'title' || m.place === 'people' || m.place === 'show') && !m.bySynonym && !m.byCloseSpelling,
      );
    // A name spelled close to one asked for, or a person's surname alone ("the Lincoln Memorial"
    // for "Abraham Lincoln"), counts as far as its words go: a likeness of meaning adds nothing.
    const wordsOnly =
      namesOnly && s.matches.some((m) => m.byCloseSpelling || (m.credit === 0 && bySurname(s.matches, m)));
    // An episode that has none of the names is unrelated to a query of names, however close its meaning.
    const nameless = namesOnly && !s.matches.some((m) => m.credit > 0);
    // Every name said as written, in the description or a transcript: the words tell how much the
    // episode is about them (its opening, or a passing mention); a meaning that has no sense of
    // the name cannot take that away.
    const said = namesOnly && s.matches.every((m) => m.credit > 0 && !m.bySynonym && !m.byCloseSpelling);
    s.score = named
      ? Math.max(fused, Math.min(s.lexical, NAMED_FLOOR))
      : wordsOnly
        ? Math.min(fused, s.lexical)
        : nameless
          ? Math.min(fused, NAMELESS_CAP)
          : said
            ? Math.max(fused, s.lexical)
            : fused;
  }
  return list;
}

/** Whether an episode that lacks the name `m` says the person's surname (see Concept.surnameOf). */
const bySurname = (matches: ConceptMatch[], m: ConceptMatch) =>
  matches.some((x) => x.concept.surnameOf === m.concept.label && x.credit > 0);

/** The least score of an episode with every name of a query of names in its title, people or show. */
const NAMED_FLOOR = 0.85;

/** The most an episode with none of the names of a query of names scores: under the form's "unrelated" line. */
const NAMELESS_CAP = 0.35;

/**
 * A name ("Adam Curry") or a word no dictionary knows ("Podnews", "Valle"): an embedding has no
 * meaning for it to match, so episodes that have it are found by their words.
 */
function unknownToMeaning(concept: Concept): boolean {
  return !!concept.name || (concept.words.length === 1 && wordnet().primaryPos(concept.words[0]) === null);
}

/** Resolves once the statements started so far have gone out to the database. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Episodes close in meaning, not among `known`, that pass the filters: they join the candidates. */
async function meaningCandidates(
  ctx: SearchContext,
  filters: SearchFilters,
  meaning: Float32Array,
  known: Set<string>,
  limit = MEANING_CANDIDATES,
): Promise<{ id: string; score: number }[]> {
  const skip = filters.excludeEpisodeId ? new Set([...known, filters.excludeEpisodeId]) : known;
  const near = await ctx.vectors.closest(meaning, limit, skip);
  const passing = await idsPassingFilters(
    ctx.database,
    near.map((n) => n.id),
    filters,
  );
  return near.filter((n) => passing.has(n.id));
}

/** A candidate's score from its words (with the transcript passages that matched), and its meaning. */
function scoreCandidate(
  plan: Plan,
  query: EvidenceQuery,
  row: MatchRow,
  segments: SegmentHit[],
  meaning: number | null,
): Scored {
  const evidence = assembleEvidence(query, row, segments);
  const { score, matches } = relevanceScore(plan.concepts, evidence.perConcept, {
    phraseInTitle: evidence.phraseInTitle,
    phraseInText: evidence.phraseInText,
    mode: plan.mode,
  });
  return { evidence, score, matches, lexical: score, meaning };
}

async function sortResults(
  ctx: SearchContext,
  list: Scored[],
  sortBy: 'relevance' | 'date' | 'duration',
  ascending = false,
): Promise<Scored[]> {
  // At equal scores, the episodes of the show the query names come before other mentions of it.
  const byRelevance = (a: Scored, b: Scored) =>
    b.score - a.score ||
    Number(b.evidence.showExact) - Number(a.evidence.showExact) ||
    b.evidence.rank - a.evidence.rank ||
    a.evidence.title.localeCompare(b.evidence.title) ||
    a.evidence.id.localeCompare(b.evidence.id);
  if (sortBy === 'relevance') return [...list].sort(byRelevance);
  const keys = new Map(
    (
      await loadSortKeys(
        ctx.database,
        list.map((s) => s.evidence.id),
      )
    ).map((k) => [k.id, k]),
  );
  const value = (s: Scored) => {
    const k = keys.get(s.evidence.id);
    // Unknown last, whichever way.
    const unknown = ascending ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
    if (sortBy === 'date') return k?.publish_date ? new Date(k.publish_date).getTime() : unknown;
    return k?.duration_seconds ?? unknown;
  };
  const order = ascending ? 1 : -1;
  return [...list].sort((a, b) => order * (value(a) - value(b)) || byRelevance(a, b));
}

/**
 * Whether an episode lacks a subject of the query and has, of the rest, only words aside from
 * it: the verb of a question ("make" in "how do podcasts make money") or a word it shares with its
 * show's name ("money" in "Planet Money"). "How To Make It In The Music Business" is then no
 * answer, however close its meaning. A show the query names, a person's surname, or any subject in
 * the episode's own words keeps its words' score.
 */
function onlyAside(matches: ConceptMatch[]): boolean {
  const own = (m: ConceptMatch) =>
    m.credit > 0 &&
    !(m.place === 'show' && m.credit < SHOW_NAMED_CREDIT) &&
    (!m.concept.optional || !!m.concept.surnameOf);
  return matches.some((m) => !m.concept.optional && m.credit === 0) && !matches.some(own);
}
