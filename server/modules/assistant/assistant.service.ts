import { createHash, randomUUID } from 'node:crypto';
import {
  type AssistantRequest,
  type ConversationalSearchBody,
  type ConversationalSearchResponse,
  DAY_STARTS_UTC_HOUR,
  type KeptIn,
  keptSentence,
  spokenDate,
} from '../../../common/api/assistant';
import type { SearchResult } from '../../../common/api/search';
import {
  ASSISTANT_EXAMPLES,
  AUTO_SEARCH_SUGGESTIONS,
  AUTO_SEARCH_THRESHOLD,
  RELEVANCE_THRESHOLD_DEFAULT,
} from '../../../common/constants';
import { whoIsOnSentence } from '../../../common/episode-people';
import { heardShowName } from '../../../common/show-name';
import { aboutSentences } from '../../lib/sentences';
import { escapeRegExp } from '../../lib/strings';
import { porterStem } from '../../providers/ai/porter-stemmer';
import { termsOf } from '../../providers/ai/text-terms';
import { wordnet } from '../../providers/wordnet/wordnet';
import { titlePeopleOf } from '../episodes/title-people';
import { heardEpisodeIds, listHistory } from '../listening-history/listening-history.repo';
import { listItems } from '../playlist/playlist.repo';
import { listSaved } from '../saved/saved.repo';
import { presentSearchResult } from '../search/search.presenter';
import { findShowIdsByName, loadResultEpisodes } from '../search/search.repo';
import { EMPTY_CATALOG_MESSAGE, type SearchContext, searchEpisodes } from '../search/search.service';
import { shortQuote } from '../search/search-explanation';
import { NAME_MISSING_CAP } from '../search/search-meaning';
import { conceptsOf, isStopword } from '../search/search-terms';
import { catalogNames } from '../search/show-names';
import {
  catalogSummary,
  type ListedBy,
  newestOfEachShow,
  showAbout,
  showEpisodeCount,
  showIdsInLanguage,
  showIdsOfGenre,
  showIdsOfPublisher,
  showLikeness,
} from './assistant.repo';
import {
  askedOfAll,
  asksLikeness,
  asksOneBefore,
  asksPraise,
  asksRecommendation,
  asksStillToCome,
  asksToPlay,
  describeRequest,
  episodeDescribed,
  episodeNumberSaid,
  hasTime,
  heard,
  interpret,
  keptSaid,
  languageCodes,
  likeGivenEpisode,
  moodOf,
  EMPTY as NO_REQUEST,
  NO_TIME,
  NOTHING_ASKED,
  narrows,
  normalizeSpeech,
  plainLetters,
  plainLettersInPlace,
  RESULTS_PER_ANSWER,
  ranksNamed,
  SEASON_STARTS,
  saysDrowsy,
  searchesSomething,
  startsOver,
  thanksKind,
  thenSaid,
  UNTOLD_FEELINGS,
  WITHOUT_GUESTS,
  withNamesWritten,
} from './interpret';
import { interpretWithModel } from './model-interpreter';

/** The score ("highly relevant", as search calibrates it) of the one episode found that "play the one about X" starts. */
const ONLY_ONE_PLAYED_SCORE = 0.8;

/** How much of a show's description "podcasts like it" reads: its opening says what the show is. */
const LIKENESS_CHARS = 600;

/** The category news shows' feeds give ("News", "News & Politics"). */
const NEWS_CATEGORY = 'News';

/** How many matches a search may bring before exact lengths and "something else" are applied. */
const SEARCH_POOL = 50;

/** How far from a day asked for ("from March 3rd") an episode may be to be offered when none is of that day. */
const NEAR_DAY_MS = 7 * 86_400_000;

/** How much of the listener's history "something I haven't heard" leaves out: the most recent. */
const HEARD_LOOKED_AT = 2000;
/** How far back in the listener's history "pick up where I left off" looks. */
const RESUME_LOOKED_AT = 50;
/** How many episodes part way through "pick up where I left off" offers, the latest first. */
const RESUMABLE_OFFERED = 5;

/**
 * A turn's search context: with the listener's played episodes when any turn asked for ones not
 * heard ("something I haven't heard"), so that the answers before it are ranked as they were.
 */
type TurnContext = SearchContext & {
  /** What a random pick draws on in this turn: every search the turn runs draws the same. */
  seed: string;
  heard?: ReadonlySet<string>;
  /** Episodes the answers leave out: the one playing, when "more with this guest" is asked. */
  leftOut?: ReadonlySet<string>;
};

const EXAMPLES = [...ASSISTANT_EXAMPLES];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** When the episodes asked for were published: on a day, in a month or a year, or in the last N days; `until` is exclusive. */
function publishedWindow(request: AssistantRequest, now: Date): { since: Date | null; until: Date | null } {
  const { year, month, day, season } = request;
  // Days, months and years as a listener names them (see DAY_STARTS_UTC_HOUR).
  const at = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d, DAY_STARTS_UTC_HOUR));
  if (year && month && day) return { since: at(year, month - 1, day), until: at(year, month - 1, day + 1) };
  if (year && month) return { since: at(year, month - 1, 1), until: at(year, month, 1) };
  if (year && season) {
    const first = SEASON_STARTS[season] - 1;
    return { since: at(year, first, 1), until: at(year, first + 3, 1) };
  }
  if (year) return { since: at(year, 0, 1), until: at(year + 1, 0, 1) };
  return {
    since: request.withinDays
      ? new Date(now.getTime() - request.withinDays * DAY_MS)
      : request.sinceYear
        ? at(request.sinceYear, 0, 1)
        : null,
    until: request.beforeYear ? new Date(Date.UTC(request.beforeYear, 0, 1)) : null,
  };
}

/** The shows of the language and kind asked for ("something funny in German"), or undefined for any show. */
async function showsAsked(ctx: SearchContext, request: AssistantRequest): Promise<string[] | undefined> {
  const lists: string[][] = [];
  // A language not listed finds no show, rather than every show.
  if (request.language) lists.push(await showIdsInLanguage(ctx.database, languageCodes(request.language) ?? []));
  if (request.genre) lists.push(await showIdsOfGenre(ctx.database, request.genre));
  if (request.publisher) lists.push(await showIdsOfPublisher(ctx.database, request.publisher));
  const [first, ...rest] = lists;
  return first?.filter((id) => rest.every((list) => list.includes(id)));
}

/** Runs the search a request describes: topic (or similar-to), show, published since, exact length. */
async function runSearch(
  ctx: TurnContext,
  request: AssistantRequest,
  /** The episode "more like" asks after, by id and title. */
  like: { id: string; title: string } | null,
  depth: 'quick' | 'deep',
  now: Date,
  /**
   * A pick asked afresh (see freshPick): the longest or shortest are listed from all that fit, and
   * a random pick draws from all of them.
   */
  pick: Lead | null = null,
): Promise<{ results: SearchResult[]; query: string; catalogEmpty: boolean; more?: boolean }> {
  const words = [request.topic, request.person].filter(Boolean).join(' ');
  const query = words || request.show || '';
  const similarTo = like?.id ?? null;
  const onlyShows = await showsAsked(ctx, request);
  // "Podcasts like The Daily": other shows' episodes like what the show says it is.
  const liked = request.likeShow && !similarTo ? await showLikeness(ctx.database, request.likeShow) : null;
  // Shows left out ("not from The Daily", "nothing from NPR") are left out of the search, so that
  // its pool is the other shows' to fill.
  const leftOut = (
    await Promise.all([
      ...request.notShows.map((name) => findShowIdsByName(ctx.database, name)),
      ...request.notPublishers.map((name) => showIdsOfPublisher(ctx.database, name)),
    ])
  ).flat();
  const notShows = [...(liked?.showIds ?? []), ...leftOut];
  const wanted = wantedBy(request, ctx, new Set(leftOut));
  // "The longest episode you have", "the shortest from The Daily": listed by length.
  const order: ListedBy =
    pick?.by === 'random'
      ? { by: 'random', seed: ctx.seed, named: pick.named }
      : pick && byLength(pick.by)
        ? { by: pick.by }
        : { by: request.oldestFirst ? 'oldest' : 'newest' };
  if (!query && !similarTo && !liked) {
    // Borris is spoken to in English: with no language asked, "surprise me" offers shows in
    // English (or that name no language) when any fits, and the others only when none does.
    const english = request.language ? null : await showIdsInLanguage(ctx.database, ['en'], { orUnsaid: true });
    const inEnglish =
      english &&
      (await newestFitting(ctx, request, now, onlyShows?.filter((id) => english.includes(id)) ?? english, order));
    const newest = inEnglish?.results.length ? inEnglish : await newestFitting(ctx, request, now, onlyShows, order);
    return { ...newest, results: newest.results.filter(wanted), query: 'newest episodes' };
  }
  // A show's oldest, longest, shortest or random episodes are listed from the show, not searched for by its name.
  if (!words && !similarTo && !liked && request.show && order.by !== 'newest') {
    const named = await findShowIdsByName(ctx.database, request.show);
    const listed = await newestFitting(
      ctx,
      request,
      now,
      onlyShows?.filter((id) => named.includes(id)) ?? named,
      order,
    );
    return { ...listed, results: listed.results.filter(wanted), query: request.show };
  }
  const { since, until } = publishedWindow(request, now);
  // A show alone ("the latest from Planet Money") lists its newest episodes.
  const byDate = (!words && !similarTo && !liked) || request.newestFirst || request.oldestFirst;
  const response = await searchEpisodes(
    ctx,
    {
      searchCriteria: similarTo ? words : query || liked?.text.slice(0, LIKENESS_CHARS) || '',
      searchMode: similarTo || (liked && !query) ? 'similar' : 'topic',
      referenceEpisode: similarTo ?? undefined,
      podcastShow: request.show ?? '',
      // The days the window reaches into; a day asked for (6 to 6) is cut to its hours below.
      dateFrom: since ? isoDay(since) : undefined,
      dateTo: until ? isoDay(new Date(until.getTime() - 1)) : undefined,
      relevanceThreshold: similarTo || liked ? AUTO_SEARCH_THRESHOLD : words ? thresholdFor(words) : 0,
      searchDepth: depth,
      sortBy: byDate ? 'date' : 'relevance',
      useAI: false,
      limit: SEARCH_POOL,
    },
    {
      now,
      onlyShows,
      notShows: notShows.length ? notShows : undefined,
      describing: liked && !query ? (request.likeShow ?? undefined) : undefined,
      oldestFirst: request.oldestFirst,
      // The length asked for is searched within, so the pool holds only episodes that fit.
      lengthSeconds:
        request.minMinutes === null && request.maxMinutes === null
          ? undefined
          : {
              min: request.minMinutes === null ? null : request.minMinutes * 60,
              max: request.maxMinutes === null ? null : request.maxMinutes * 60 + 1,
            },
    },
  );
  const fits = (r: SearchResult) => {
    if (request.maxMinutes === null && request.minMinutes === null) return true;
    if (r.durationSeconds === null) return false;
    const minutes = r.durationSeconds / 60;
    return (
      (request.maxMinutes === null || minutes <= request.maxMinutes) &&
      (request.minMinutes === null || minutes >= request.minMinutes)
    );
  };
  const inWindow = (r: SearchResult) =>
    !r.publishDate || ((!until || new Date(r.publishDate) < until) && (!since || new Date(r.publishDate) >= since));
  const kept = response.results.filter((r) => fits(r) && wanted(r) && inWindow(r));
  return {
    results: byDate && words ? aboutFirst(kept) : kept,
    query: like ? `like ${like.title}` : liked && !query ? `like ${request.likeShow}` : query,
    catalogEmpty: response.catalogEmpty === true,
    // The pool was full: more episodes fit than were looked at.
    more: response.results.length >= SEARCH_POOL,
  };
}

const titleFromShow = (r: SearchResult) => `${r.title} from ${heardShowName(r.podcastShow)}`;

/** About the request, rather than mentioning it: scored where the search form says relevant ("Medium"). */
const isAbout = (r: SearchResult) => (r.relevanceScore ?? 0) >= RELEVANCE_THRESHOLD_DEFAULT;

/**
 * "The latest on North Korea", newest first: the episodes about it lead, in date order, and those
 * that only mention it follow, so a passing mention last week does not come before last month's
 * episode about it.
 */
function aboutFirst(results: SearchResult[]): SearchResult[] {
  return [...results.filter(isAbout), ...results.filter((r) => !isAbout(r))];
}

/** 2 as "2nd", 11 as "11th", 23 as "23rd". */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** A length as said: "42 minutes", "1 hour", "2 hours and 5 minutes". */
function spokenDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const min = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;
  if (!hours) return min(minutes);
  const h = `${hours} hour${hours === 1 ? '' : 's'}`;
  return rest ? `${h} and ${min(rest)}` : h;
}

/** The opening of a description, short enough to be heard once: its first sentences, up to about 240 characters. */
function openingOf(description: string, chars = OPENING_CHARS): string {
  let said = '';
  for (const sentence of aboutSentences(description)) {
    const heard = sentence.replace(/\s*\bhttps?:\/\/\S+/g, '');
    if (said && said.length + heard.length > chars) break;
    said = said ? `${said} ${heard}` : heard;
  }
  // One long first sentence is cut, at a word.
  return said.length > chars + 60 ? shortQuote(said, chars) : said;
}

const OPENING_CHARS = 240;

/**
 * The answer to a question about an episode of the last answer: what it is about (its show,
 * length, date and the opening of its description), how long it is, who hosts it or when it came out.
 */
function describeEpisode(
  r: SearchResult,
  rank: number,
  aspect: NonNullable<AssistantRequest['about']>['aspect'],
): string {
  const length = r.durationSeconds ? spokenDuration(r.durationSeconds) : null;
  const date = r.publishDate ? spokenDate(r.publishDate) : null;
  const named = `Number ${rank}, ${r.title},`;
  if (aspect === 'length')
    return length ? `${named} is ${length} long.` : `Its feed does not say how long ${r.title} is.`;
  if (aspect === 'date')
    return date ? `${named} came out on ${date}.` : `Its feed does not say when ${r.title} came out.`;
  if (aspect === 'people')
    return whoIsOnSentence(named, r, titlePeopleOf(r)) ?? `Its feed does not say who is on ${r.title}.`;
  if (aspect === 'transcript')
    return r.hasTranscript
      ? `${named} has a transcript: Chat on its card asks about what was said in it.`
      : `${named} has no transcript, so I can't chat about it.`;
  const facts = [length, date ? `from ${date}` : null].filter(Boolean).join(', ');
  const opening = openingOf(r.description);
  return [
    endSentence(`Number ${rank}: ${titleFromShow(r)}${facts ? `, ${facts}` : ''}`),
    opening ? endSentence(opening) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * One aspect of each episode offered, by number: "Number 1 is 22 minutes long, number 2 is 35
 * minutes, number 3 is 1 hour." The people on each are said in a sentence of its own.
 */
function describeEach(offered: SearchResult[], aspect: NonNullable<AssistantRequest['about']>['aspect']): string {
  if (aspect === 'length' || aspect === 'date') {
    const parts = offered.map((r, i) => {
      const n = `${i === 0 ? 'Number' : 'number'} ${i + 1}`;
      if (aspect === 'length')
        return r.durationSeconds
          ? `${n} is ${spokenDuration(r.durationSeconds)}${i === 0 ? ' long' : ''}`
          : `${n}'s feed does not say how long it is`;
      return r.publishDate ? `${n} came out on ${spokenDate(r.publishDate)}` : `${n}'s feed does not say when`;
    });
    return endSentence(parts.join(parts.some((p) => p.includes(',')) ? '; ' : ', '));
  }
  return offered.map((r, i) => describeEpisode(r, i + 1, aspect)).join(' ');
}

type PickBy = NonNullable<AssistantRequest['pickBy']>;
const byLength = (by: PickBy): by is 'shortest' | 'longest' => by === 'shortest' || by === 'longest';

/** The rank (from 1) of the shortest, longest, newest or oldest of the offered episodes whose feed says; null if none does. */
function rankBy(offered: SearchResult[], by: Exclude<PickBy, 'random'>, among: number[] | null = null): number | null {
  const value = (r: SearchResult) =>
    byLength(by) ? r.durationSeconds || null : r.publishDate ? Date.parse(r.publishDate) : null;
  const sign = by === 'shortest' || by === 'oldest' ? 1 : -1;
  let best: { rank: number; value: number } | null = null;
  for (const [i, r] of offered.entries()) {
    if (among && !among.includes(i + 1)) continue;
    const v = value(r);
    if (v !== null && (!best || sign * (v - best.value) < 0)) best = { rank: i + 1, value: v };
  }
  return best?.rank ?? null;
}

/** "Older", "earlier": asked for older episodes. */
const OLDER = /\b(?:older|earlier)\b/i;

/** Words that pick an episode by its length or date ("the shortest", "the newer one", "a random one"). */
const NAMES_PICK = /\b(?:short|long|new|old|late|earli)(?:est|er)\b|\b(?:most recent|random|first episode)\b/i;

/** "The shorter one", "which is the newer one", "which is longer, ...": one of two compared. */
const COMPARED =
  /\bthe (?:short|long|new|old)er one\b|^\W*(?:which|what)(?: one)?(?: is|'?s|’s| was) (?:the )?(?:short|long|new|old)er\b/i;

/**
 * "Which is longer, the first or the second": the ranks named. "The shorter one" after "how long
 * is the first one" and "and the second": the ranks the turns just before asked about, of the
 * same answer, when there are two or more; else null (all offered).
 */
function comparedRanks(message: string, history: Turn[], request: AssistantRequest): number[] | null {
  if (!COMPARED.test(message)) return null;
  const named = ranksNamed(message);
  if (named.length >= 2) return named;
  const ranks = new Set<number>();
  for (let i = history.length - 1; i >= 0; i--) {
    const asked = (history[i] as Turn).request;
    if (!sameSearch(asked, request)) break;
    if (asked.about && asked.about.rank > 0) ranks.add(asked.about.rank);
  }
  return ranks.size >= 2 ? [...ranks] : null;
}

/**
 * A pick asked afresh and what Borris has said since. A random order is drawn from the one it led
 * with, the first episode his replies named (played or offered): read again, the conversation
 * lists the same episodes in the same places, so "play number 2" plays the second card shown.
 */
type Lead = { by: PickBy; named: string };

/**
 * The pick ("the shortest episode about bitcoin") that ordered the answers of the last turn's
 * search, when it was asked afresh rather than of an answer heard; null when none did. "A random
 * one" of an answer heard orders it afresh too: the one played comes first.
 */
function freshPick(turns: Turn[]): Lead | null {
  for (let i = turns.length - 1; i >= 0; i--) {
    const { request } = turns[i] as Turn;
    const before = turns[i - 1]?.request ?? null;
    const afresh = request.pickBy === 'random' || !(before && sameSearch(request, before));
    if (request.pickBy && !request.skip && afresh)
      return {
        by: request.pickBy,
        named: turns
          .slice(i)
          .map((t) => t.reply ?? '')
          .join('\n'),
      };
    if (!before || !sameSearch(request, before, { anySkip: true })) return null;
  }
  return null;
}

/** Where a reply names an episode ("Playing X from Y.", "2: X from Y."), or -1. */
const namedAt = (named: string, r: SearchResult) => named.indexOf(titleFromShow(r));

/** Episodes in the order `seed` draws them: by md5(id || seed), as the database lists at random. */
function inDrawnOrder(results: SearchResult[], seed: string): SearchResult[] {
  const key = new Map(
    results.map((r) => [
      r,
      createHash('md5')
        .update(r.id + seed)
        .digest('hex'),
    ]),
  );
  return [...results].sort((a, b) => ((key.get(a) as string) < (key.get(b) as string) ? -1 : 1));
}

/**
 * The results with the one a pick chooses among those about the request (else all) moved to the
 * front. At random, those about it in a random order: led by the first one named, else by the one
 * `seed` draws, and the others in the order the lead draws (as newestOfEachShow lists at random).
 */
function leading(results: SearchResult[], lead: Lead, seed: string): SearchResult[] {
  const about = results.filter(isAbout);
  const pool = about.length ? about : results;
  if (lead.by === 'random') {
    const named = pool.filter((r) => namedAt(lead.named, r) >= 0);
    const first = named.length
      ? named.reduce((a, b) => (namedAt(lead.named, b) < namedAt(lead.named, a) ? b : a))
      : inDrawnOrder(pool, seed)[0];
    if (!first) return results;
    const drawn = inDrawnOrder(
      pool.filter((r) => r !== first),
      first.id,
    );
    return [first, ...drawn, ...results.filter((r) => !pool.includes(r))];
  }
  const rank = rankBy(pool, lead.by);
  const chosen = rank ? pool[rank - 1] : undefined;
  return chosen ? [chosen, ...results.filter((r) => r !== chosen)] : results;
}

/**
 * The rank (from 1) of the offered episode that the words pick ("the one about oil"): the one
 * with most of them, a word in the title counting twice; null if none has any.
 */
function rankByWords(
  offered: SearchResult[],
  words: string,
  /** The days the words name ("march", "last week"), if they name a time (see timeOfWords). */
  when: { since: Date | null; until: Date | null } | null,
): number | null {
  // "The one from March", "the one from last week": the first offered that came out then.
  if (when) {
    const at = offered.findIndex((r) => {
      const date = r.publishDate ? new Date(r.publishDate) : null;
      return !!date && (!when.since || date >= when.since) && (!when.until || date < when.until);
    });
    return at >= 0 ? at + 1 : null;
  }
  const wanted = termsOf(words);
  // "The one from The Daily": the first offered from that show, before any whose title has the word.
  const fromShow = offered.findIndex((r) => termsOf(r.podcastShow).join(' ') === wanted.join(' '));
  if (fromShow >= 0) return fromShow + 1;
  let best: { rank: number; score: number } | null = null;
  for (const [i, r] of offered.entries()) {
    const title = new Set(termsOf(r.title));
    const rest = new Set(termsOf(`${r.podcastShow} ${r.description}`));
    const score = wanted.reduce((n, w) => n + (title.has(w) ? 2 : rest.has(w) ? 1 : 0), 0);
    if (score > (best?.score ?? 0)) best = { rank: i + 1, score };
  }
  return best?.rank ?? null;
}

/** Whether every word of a pick ("standard oil") is in `text` (an episode's title, show, description). */
function hasAllWords(text: string, words: string): boolean {
  const has = new Set(termsOf(text));
  return termsOf(words).every((w) => has.has(w));
}

/**
 * The time words of a pick name ("march", "last week", "2019"): its days, and how Borris says it
 * ("from March 2026"); null when they name no time.
 */
function timeOfWords(words: string, now: Date): { since: Date | null; until: Date | null; said: string } | null {
  const when = interpret(`from ${words}`, null, [], now);
  if (when.topic || when.show || when.person || when.publisher || !hasTime(when)) return null;
  return { ...publishedWindow(when, now), said: describeRequest(when, now) };
}

/** "The shortest is number 2, #910: Economics, Sexism, Data from Planet Money. It is 24 minutes long." */
function describePick(
  r: SearchResult,
  rank: number,
  by: PickBy,
  aspect: NonNullable<AssistantRequest['about']>['aspect'],
  /** Asked of two ("which is the longer one"): "The longer one is ...". */
  compared = false,
): string {
  if (aspect === 'summary' || aspect === 'people' || aspect === 'transcript') return describeEpisode(r, rank, aspect);
  const fact =
    aspect === 'length' && r.durationSeconds
      ? `It is ${spokenDuration(r.durationSeconds)} long.`
      : r.publishDate
        ? `It came out on ${spokenDate(r.publishDate)}.`
        : '';
  const which = compared ? `${by.replace(/est$/, 'er')} one` : by;
  return `${endSentence(`The ${which} is number ${rank}, ${titleFromShow(r)}`)} ${fact}`.trim();
}

/**
 * Why the first episode of an answer comes first, said before it is told about ("which one do you
 * recommend"). Asked which is the most popular, it says first that it cannot tell.
 */
function whyFirst(request: AssistantRequest, message: string): string {
  const unknown = /\b(popular|listened|played)\b/i.test(message) ? "I can't tell how many people listen to each. " : '';
  if (request.newestFirst || (!request.topic && !request.person && !request.likeShow && !request.oldestFirst))
    return `${unknown}I'd start with the newest.`;
  if (request.oldestFirst) return `${unknown}I'd start with the oldest.`;
  return `${unknown}I'd start with the best match.`;
}

/** Whether an episode is number `n` of its show, by the feed's number or its title ("#900: ...", "Episode 3"). */
function hasNumber(r: SearchResult, n: number): boolean {
  if (r.episodeNumber !== null && r.episodeNumber !== undefined) return r.episodeNumber === n;
  return new RegExp(`(^|#|\\bepisode |\\bep\\.? |\\bpart )0*${n}\\b`, 'i').test(r.title);
}

/**
 * Whether a result is one the listener did not rule out, wherever it ranks (and has a transcript,
 * when only those were asked for): not from a show
 * left out (`leftOutShows`: "not The Daily", "nothing from NPR"), and with none of the words they are tired of in its title or
 * description ("no more crypto" leaves out "Crypto", "cryptocurrency"; "nothing about politics"
 * leaves out "political").
 */
function wantedBy(
  request: AssistantRequest,
  { heard, leftOut }: TurnContext,
  leftOutShows: ReadonlySet<string>,
): (r: SearchResult) => boolean {
  const avoided = (request.notTopic ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !isStopword(w))
    .map((w) => {
      const stem = porterStem(w);
      // A short stem ("new" of "news") would catch too much: the word as said, or its plural.
      return stem.length >= 4 ? new RegExp(`\\b${stem}`, 'iu') : new RegExp(`\\b${w}s?\\b`, 'iu');
    });
  // "No interviews", "without guests": no episode whose feed names a guest, whose title names
  // someone ("Lewis Bollard on ...") or that says it is an interview.
  const withoutGuests = request.notTopic === WITHOUT_GUESTS;
  const hasGuest = (r: SearchResult) =>
    !!r.people?.some((p) => p.role === 'guest') ||
    titlePeopleOf(r).length > 0 ||
    /\binterview/iu.test(`${r.title} ${r.description}`);
  return (r) =>
    !leftOutShows.has(r.showId) &&
    !(request.unheard && heard?.has(r.id)) &&
    !(request.withTranscript && !r.hasTranscript) &&
    !leftOut?.has(r.id) &&
    !avoided.some((re) => re.test(r.title) || re.test(r.description)) &&
    !(withoutGuests && hasGuest(r));
}

/**
 * The score a result needs to be offered. A person asked for by name ("something about jordan
 * peterson") is not found in an episode that lacks the name, however close its meaning or however
 * many other Petersons it has (those score at most NAME_MISSING_CAP): "I found 4 episodes about
 * jordan peterson" would be false.
 */
function thresholdFor(words: string): number {
  const concepts = conceptsOf(words);
  const person = concepts.some((c) => c.name && concepts.some((s) => s.surnameOf === c.label));
  return person ? Math.max(AUTO_SEARCH_THRESHOLD, NAME_MISSING_CAP + 0.01) : AUTO_SEARCH_THRESHOLD;
}

/** "Surprise me", "something short": the newest episodes of each show that fit, as search results. */
async function newestFitting(
  ctx: SearchContext,
  request: AssistantRequest,
  now: Date,
  showIds: string[] | undefined,
  order: ListedBy,
): Promise<{ results: SearchResult[]; catalogEmpty: boolean }> {
  const { since, until } = publishedWindow(request, now);
  const { ids, catalogEmpty } = await newestOfEachShow(
    ctx.database,
    { since, until, maxMinutes: request.maxMinutes, minMinutes: request.minMinutes, showIds },
    SEARCH_POOL,
    order,
  );
  const rows = new Map((await loadResultEpisodes(ctx.database, ids)).map((r) => [r.id, r]));
  // A feed carried twice (under two show names) offers its episode once.
  const seen = new Set<string>();
  // How many of each show's episodes came before: the newest, the 2nd newest, ...
  const ofShow = new Map<string, number>();
  const results = ids.flatMap((id) => {
    const row = rows.get(id);
    const same = row && `${row.title}\n${row.duration_seconds}`;
    if (!row || !same || seen.has(same)) return [];
    seen.add(same);
    const nth = (ofShow.get(row.show_id) ?? 0) + 1;
    ofShow.set(row.show_id, nth);
    // Every one fits all that was asked: there was no topic to be more or less relevant to.
    return [
      presentSearchResult(row, {
        relevanceScore: 1,
        explanation:
          order.by === 'longest' || order.by === 'shortest'
            ? row.duration_seconds
              ? `${spokenDuration(row.duration_seconds)} long.`
              : 'Its feed does not say how long it is.'
            : order.by === 'random'
              ? `An episode of ${row.show_name}, picked at random.`
              : `The ${nth === 1 ? '' : `${ordinal(nth)} `}${order.by} episode of ${row.show_name}.`,
        matchedTopics: [],
      }),
    ];
  });
  return { results, catalogEmpty };
}

/** Someone the episodes found name (podcast:person) by these words, as the feed writes the name; else null. */
function someoneNamed(words: string | null, results: SearchResult[]): string | null {
  if (!words) return null;
  const folded = plainLetters(words);
  for (const r of results) {
    const named = r.people?.find((p) => plainLetters(p.name) === folded);
    if (named) return named.name;
  }
  return null;
}

/**
 * A person's name as the episodes found write it ("roar granevang": "Roar Granevang"), else as the
 * conversation's messages (newest first) write it with capitals, else as said.
 */
function nameAsWritten(name: string | null, results: SearchResult[], messages: string[] = []): string | null {
  if (!name) return name;
  const someone = someoneNamed(name, results);
  if (someone) return someone;
  const lower = name.toLowerCase();
  // As a whole word: "art" is not written "Art" because a reply said "Artificial".
  const whole = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(lower)}(?![\\p{L}\\p{N}])`, 'u');
  for (const text of [...results.map((r) => r.title), ...messages]) {
    const folded = text.toLowerCase();
    const at = folded.length === text.length ? folded.search(whole) : -1;
    const written = at >= 0 ? text.slice(at, at + name.length) : '';
    if (written && written !== lower) return written;
  }
  return name;
}

/** How many of the episodes found show how a topic's words are written (see namesAsDescribed). */
const NAME_EVIDENCE_RESULTS = 10;

/**
 * A topic with the words that the episodes found write as a name written so: "trump" as "Trump",
 * "elon musk" as "Elon Musk". A word counts as a name when the descriptions write it in capitals
 * every time it stands inside a sentence, at least twice; "farming", written "Farming" only where
 * a sentence starts, stays as it is, and so does "apple" when one description speaks of apples.
 */
function namesAsDescribed(topic: string | null, results: SearchResult[]): string | null {
  if (!topic) return topic;
  const texts = results.slice(0, NAME_EVIDENCE_RESULTS).map((r) => r.description);
  // A topic said without accents ("hoiback") is found as the descriptions write it ("Høiback").
  const plain = texts.map(plainLettersInPlace);
  // `alone`: a word is taken as written only where it stands alone, not where it opens a name of
  // several capitals ("New" of "New York" is no capital for "new parents").
  const written = (phrase: string, alone = false, before = ''): string | null => {
    // The topic's words before it, written there in capitals ("Knit a" of "How to Knit a Scarf"):
    // the whole topic is written as a title, and its last word is no name.
    const titled = before ? new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(before)}[\\s-]+$`, 'iu') : null;
    const whole = new RegExp(`(?<![\\p{L}\\p{N}'’])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'giu');
    const forms = new Map<string, number>();
    for (const [i, text] of texts.entries())
      for (const m of (plain[i] as string).matchAll(whole)) {
        const end = m.index + m[0].length;
        // Where a sentence, a quotation or a list starts, any word may have its capital.
        if (/(^|[.!?:;"“‘(•-]\s*)$/.test(text.slice(Math.max(0, m.index - 3), m.index))) continue;
        // Nor where a word in capitals follows, a small word aside ("Start" of "How to Start a Podcast").
        if (alone && TITLE_WORD_AFTER.test(text.slice(end, end + 8))) continue;
        const prefix = titled?.exec(text.slice(Math.max(0, m.index - before.length - 3), m.index))?.[0];
        if (prefix && /\p{Lu}/u.test(prefix)) continue;
        const form = text.slice(m.index, m.index + m[0].length);
        forms.set(form, (forms.get(form) ?? 0) + 1);
      }
    const [only, ...others] = [...forms];
    return only && !others.length && only[1] >= 2 && /^\p{Lu}/u.test(only[0]) ? only[0] : null;
  };
  const lower = (w: string) => /^[\p{Ll}\p{N}'’-]+$/u.test(w) && !isStopword(w);
  // Names the dictionary knows are written so first ("United States politics"), and kept whole.
  const words = withNamesWritten(topic).split(' ');
  if (words.length > 1 && words.every(lower)) {
    const phrase = written(topic);
    if (phrase) return phrase;
  }
  // A word the dictionary writes with a capital ("christian") takes it wherever the descriptions do.
  const capital = (w: string, i: number) =>
    written(w, true, words.slice(Math.max(0, i - 2), i).join(' ')) ?? (wordnet().writtenName(w) ? written(w) : null);
  return words.map((w, i) => (lower(w) ? (capital(w, i) ?? w) : w)).join(' ');
}

/** A word in capitals next, a small word of a name aside: "Start" of "How to Start a Podcast". */
const TITLE_WORD_AFTER = /^[\s-]+(?:(?:a|an|the|to|of|for)\s+)?\p{Lu}/u;

/**
 * A topic with the article the listener said it with: "about the economy" for "episodes about the
 * economy", where the request's topic is "economy", and "about a farmer". Only the listener's own
 * words count: a title offered ("The Sleep Paradox") says nothing of how they name a topic.
 */
function withArticleAsSaid(topic: string | null, said: string[]): string | null {
  if (!topic || /^(the|a|an) /i.test(topic)) return topic;
  const article = new RegExp(
    `(?<![\\p{L}\\p{N}'’])(the|an?) ${escapeRegExp(topic.toLowerCase())}(?![\\p{L}\\p{N}])(\\W+[\\p{L}'’]+)?`,
    'gu',
  );
  // Said whole: "the economy from Planet Money", "where she interviews a farmer", not "the oyster
  // farming interview".
  // As said, or as read ("the twenty sixteen election" is "the 2016 election").
  for (const message of said.flatMap((m) => [m, heard(m)]))
    for (const [, which, next] of message.toLowerCase().matchAll(article))
      if (!next || isStopword(next.replace(/^\W+/, ''))) return `${which} ${topic}`;
  return topic;
}

/**
 * A topic narrowed by what the episodes mention ("space", then "only the ones that mention NASA")
 * said as it was asked: "space mentioning NASA", not "space NASA".
 */
function withMentionSaid(topic: string | null, said: string[]): string | null {
  if (!topic) return topic;
  for (const message of said) {
    const mention = /\bmention(?:s|ing)? ([\p{L}\p{N}'’ -]+?)[\s.!?]*$/iu.exec(message)?.[1];
    const at = mention ? topic.toLowerCase().lastIndexOf(` ${mention.toLowerCase()}`) : -1;
    if (mention && at > 0 && at + mention.length + 1 === topic.length)
      return `${topic.slice(0, at)} mentioning ${topic.slice(at + 1)}`;
  }
  return topic;
}

/**
 * The spoken-length reply: how many ("at least 50" when more fit than were looked at), then the
 * top three as "title from show". `results` are all that fit, the ones offered before included:
 * when "something else" has passed over every one, that is all there is.
 */
function replyFor(
  request: AssistantRequest,
  results: SearchResult[],
  offered: SearchResult[],
  how: {
    /** The episode asked for more like ("more like the second one"). */
    likeTitle?: string | null;
    /** More fit than were looked at. */
    more?: boolean;
    /** "The ones before". */
    back?: boolean;
    /** "Even older" after "older ones": those listed are the oldest there are. */
    oldestAgain?: boolean;
    /** Other than an episode left out ("more with this guest" leaves out the one playing). */
    other?: boolean;
    /** The conversation's messages, the listener's and the replies, newest first, for how they write a name. */
    messages?: string[];
    /** The listener's messages, for the article they said a topic with. */
    said?: string[];
    now?: Date;
  } = {},
): string {
  const {
    likeTitle = null,
    more = false,
    back = false,
    oldestAgain = false,
    other = false,
    messages,
    said: listener = [],
    now,
  } = how;
  // Interviews asked for ("gardening", then "any with guests") are said as interviews: "I found 12
  // interviews about gardening", not "12 episodes about gardening interview".
  const askedInterviews = listener.some((m) => /\binterviews\b|\bguests?\b/i.test(m));
  const interviews = request.topic && askedInterviews ? /^(?:(.+) )?interview$/.exec(request.topic) : null;
  const kind = interviews ? 'interview' : 'episode';
  const episodes = `${other ? 'other ' : ''}${kind}s`;
  const topic = interviews ? (interviews[1] ?? null) : request.topic;
  // "More like the second one" finds episodes like that one, whatever the topic before. A person,
  // asked for as one or as the topic, is named as the episodes write the name ("Roar Granevang").
  const said = {
    ...request,
    person: nameAsWritten(request.person, results, messages),
    // With nothing found, a name is said as the conversation wrote it ("Adam Curry", not "adam curry").
    topic: withMentionSaid(
      someoneNamed(topic, results) ??
        withArticleAsSaid(
          results.length ? namesAsDescribed(topic, results) : nameAsWritten(topic, [], messages),
          listener,
        ),
      listener,
    ),
  };
  const what =
    (likeTitle
      ? [`like ${likeTitle}`, describeRequest({ ...said, topic: null }, now)].filter(Boolean).join(' ')
      : '') ||
    describeRequest(said, now) ||
    'for you';
  if (!offered.length) {
    if (results.length && request.skip) return `That's all I have ${what}. Try another topic.`;
    const asked = [
      request.maxMinutes || request.minMinutes ? 'the length' : null,
      hasTime(request) ? 'the date' : null,
      request.show ? 'the show' : null,
      request.publisher ? 'the publisher' : null,
      request.language ? 'the language' : null,
      request.genre ? 'the kind of show' : null,
      request.withTranscript ? 'the transcript' : null,
    ].filter((s): s is string => s !== null);
    // Only what was asked can be left out: with nothing but a topic, other words are the way on.
    const without = asked.length ? `, or ask without ${asked.join(', ').replace(/, ([^,]+)$/, ' or $1')}` : '';
    return `I couldn't find ${episodes} ${what}. Try different words${without}.`;
  }
  const found = results.length === 1 ? `one ${other ? 'other ' : ''}${kind}` : `${results.length} ${episodes}`;
  const count = more ? `at least ${found}` : found;
  // A show alone is listed newest first, and only as far as the pool goes: "I found 50 episodes
  // from Planet Money" would count the pool, not the show.
  const showAlone = request.show && !request.topic && !request.person && !likeTitle && results.length > 1;
  const random = request.pickBy === 'random';
  const lead = back
    ? `Back to the ones before, ${what}.`
    : oldestAgain && !request.skip
      ? `Nothing is older: these are the oldest ${episodes} ${what}.`
      : request.skip
        ? `Here are more ${what}.`
        : random && (request.anything || showAlone)
          ? `Here ${results.length === 1 ? `is one ${kind}` : `are some ${episodes}`} ${what}, picked at random.`
          : request.anything
            ? newestFrom(request, offered, now)
            : showAlone
              ? `Here are the ${request.oldestFirst ? 'oldest' : 'newest'} episodes ${what}.`
              : `I found ${count} ${what}${random ? ', in a random order' : request.newestFirst ? ', newest first' : request.oldestFirst ? ', oldest first' : ''}.`;
  return [lead, ...offered.map((r, i) => spokenItem(r, i))].join(' ');
}

/** "2: Title from Show." */
const spokenItem = (r: SearchResult, i: number) => endSentence(`${i + 1}: ${titleFromShow(r)}`);

/** A full stop at the end, unless the text ends its sentence already (a show named "S.O.M.", a title ending in "?", a quotation ending in "."). */
const endSentence = (text: string) => (/[.!?]["'”’)]*$/.test(text) ? text : `${text}.`);

const NOTHING_OFFERED = 'There is nothing in my last answer to choose from. Ask for a topic first.';

/** Whether two requests ask for the same episodes, whatever was asked of them or played. */
function sameSearch(a: AssistantRequest, b: AssistantRequest, opts: { anySkip?: boolean } = {}): boolean {
  const search = (r: AssistantRequest) => JSON.stringify({ ...r, ...NOTHING_ASKED, ...(opts.anySkip && { skip: 0 }) });
  return search(a) === search(b);
}

/**
 * "Not that one" or "something else" after an answer that started its first episode and named no
 * other: the ones from the second on, which were not heard, where after three offered it is the
 * three after them.
 */
function pastThePlayed(request: AssistantRequest, played: AssistantRequest | null): AssistantRequest {
  const another =
    played && request.skip === played.skip + RESULTS_PER_ANSWER && sameSearch(request, played, { anySkip: true });
  return another ? { ...request, skip: played.skip + 1 } : request;
}

/** "The ones before": the same request as the last one, at an answer already heard. */
function goesBack(request: AssistantRequest, last: AssistantRequest | null): boolean {
  return !!last && request.skip < last.skip && sameSearch(request, last, { anySkip: true });
}

/**
 * "Here is the newest from 3 comedy shows in German", or "Here are the newest episodes from Laugh
 * Track" when one show offered them all.
 */
function newestFrom(request: AssistantRequest, offered: SearchResult[], now?: Date): string {
  const newest = request.oldestFirst ? 'oldest' : 'newest';
  const shows = new Set(offered.map((r) => r.podcastShow));
  // "The newest episodes from Planet Money", not "from Planet Money from NPR" (or "from Planet Money" twice).
  const oneShow = shows.size === 1;
  const what = describeRequest({ ...request, genre: null, ...(oneShow && { show: null, publisher: null }) }, now);
  const end = what ? ` ${what}.` : request.genre ? '.' : ' for you.';
  if (oneShow) {
    const episodes = offered.length > 1 ? `are the ${newest} episodes` : `is the ${newest}`;
    return `Here ${episodes} from ${heardShowName(offered[0]?.podcastShow ?? '')}${what ? ` ${what}` : ''}.`;
  }
  const kind = request.genre ? `${request.genre.toLowerCase().replace(/ & /g, ' and ')} ` : '';
  const from = `${shows.size} ${kind}shows`;
  return `Here is the ${newest} from ${from}${end}`;
}

function suggestionsFor(request: AssistantRequest, offered: SearchResult[], more: boolean): string[] {
  if (!offered.length) {
    const loosen = [
      request.show || request.publisher || request.notShows.length || request.notPublishers.length
        ? 'From any show'
        : null,
      request.maxMinutes || request.minMinutes ? 'Any length' : null,
      hasTime(request) ? 'Any time' : null,
    ].filter((s): s is string => s !== null);
    return [...loosen, ...AUTO_SEARCH_SUGGESTIONS.slice(0, 3 - Math.min(loosen.length, 2))].slice(0, 4);
  }
  return [
    more ? 'Something else' : null,
    request.maxMinutes ? null : 'Shorter ones',
    request.withinDays ? null : 'Anything newer?',
    offered.length > 1 ? 'More like the first one' : null,
  ].filter((s): s is string => s !== null);
}

/**
 * One turn of the assistant: the conversation so far is read again turn by turn (the server keeps
 * no state), the new message refines or replaces the request, and the search runs.
 */
export async function conversationalSearch(
  ctx: SearchContext,
  body: ConversationalSearchBody & { conversationHistory: { role: 'user' | 'assistant'; content: string }[] },
  /** `seed`: what a random pick draws on (a fresh one unless given). */
  opts: { now?: Date; listenerId?: string; seed?: string } = {},
): Promise<ConversationalSearchResponse> {
  const turnCtx = { ...ctx, seed: opts.seed ?? randomUUID() };
  // "Add the newest Daily to my playlist": what it would play is kept instead.
  const kept = keptSaid(body.message);
  // "Play The Daily, then Planet Money": the first plays now, the first found for the rest after it.
  const then = kept ? null : thenSaid(body.message);
  const said = kept?.now ?? then?.now;
  const answer = keptInstead(await answerTurn(turnCtx, said ? { ...body, message: said } : body, opts), kept?.list);
  const after = then && answer.play ? await playedAfter(turnCtx, body, then.after, answer.play, opts) : null;
  // A mood said in this message and searched without: the answer says so first.
  const mood = answer.searchQuery !== null ? moodOf(answer.request.topic) : null;
  const saidNow = mood?.mood.split(' or ').some((m) => body.message.toLowerCase().includes(m));
  // "The best episode of Planet Money": what fits is offered, said not to be ranked by praise.
  const offers = answer.searchResults.length > 0;
  const praise = offers && answer.request.intent === 'search' && !answer.request.about && asksPraise(body.message);
  // "Tell me a joke" is answered with the comedy shows, said to be.
  const joke = offers && answer.request.genre === 'Comedy' && ASKS_JOKE.test(body.message);
  // "Nothing too gory", "that isn't too depressing": how it should feel, which no description says.
  const feel = answer.searchQuery !== null ? NOT_TOO.exec(body.message)?.[1] : undefined;
  const response = [
    saysDrowsy(body.message) ? DROWSY_REPLY : null,
    mood && saidNow ? moodUnknown(mood.mood) : null,
    feel ? moodUnknown(`too ${feel.toLowerCase()}`) : null,
    praise ? PRAISE_UNKNOWN : null,
    joke ? NO_JOKES : null,
    answer.response,
    after === null ? null : after.episode ? `After it, ${titleFromShow(after.episode)}.` : after.none,
  ]
    .filter(Boolean)
    .join(' ');
  // A suggestion is a button: one made of a show's very long name or long words is left out.
  return {
    ...answer,
    playAfter: after?.episode ?? null,
    response,
    suggestions: answer.suggestions.filter((s) => s.length <= MAX_SUGGESTION).slice(0, 6),
  };
}

/** One message's answer: what plays after it is found apart (see `playedAfter`). */
type TurnAnswer = Omit<ConversationalSearchResponse, 'playAfter' | 'keep'>;

/**
 * The answer to "add the newest Daily to my playlist", "save ... for later" or "play ... after
 * this", read as a request to play: the episode it would start is kept there instead (the overlay
 * adds it, and says so only once it is). Where it would start none, what it offers stays on offer,
 * with how to keep one of them.
 */
function keptInstead(answer: TurnAnswer, list: KeptIn | undefined): Omit<ConversationalSearchResponse, 'playAfter'> {
  if (!list) return { ...answer, keep: null };
  const episode = answer.play ? answer.searchResults.find((r) => r.id === answer.play) : undefined;
  if (episode)
    return { ...answer, play: null, keep: { list, episode }, response: keptSentence(list, titleFromShow(episode)) };
  // "None of the ones I offered is about honey. Say ...": it already says what to say.
  if (!answer.searchResults.length || answer.response.includes('Say "')) return { ...answer, keep: null };
  const example =
    list === 'playlist' ? 'add number 1 to my playlist' : list === 'saved' ? 'save number 1' : 'play number 1 next';
  return { ...answer, keep: null, response: `${answer.response} Say "${example}" to keep one.` };
}

/**
 * What plays after `playing` for "..., then `said`": the episode its answer would play, else the
 * first it offers, read against the same conversation ("play the second one, then the third").
 */
async function playedAfter(
  ctx: TurnContext,
  body: Parameters<typeof conversationalSearch>[1],
  said: string,
  playing: string,
  opts: { now?: Date; listenerId?: string },
): Promise<{ episode: SearchResult | null; none: string }> {
  const answer = await answerTurn(ctx, { ...body, message: said, likeEpisodeId: undefined }, opts);
  const played = answer.play ? answer.searchResults.find((r) => r.id === answer.play) : undefined;
  const episode = played ?? answer.searchResults.find((r) => r.id !== playing) ?? null;
  return { episode: episode?.id === playing ? null : episode, none: `I found nothing for "${said}" to play after it.` };
}

const FOLLOWS = /\b(?:un)?(?:follow|subscribe)\b/i;
const FOLLOW_REPLY =
  "Shows are followed in My Creators: add a show's feed there to hear it here, or remove it there. I find and play what they have.";
const DOWNLOADS = /\bdownload\b/i;
const DOWNLOAD_REPLY = 'I can\'t download episodes: they play as they stream. Say "save it for later" to keep one.';

const DROWSY_REPLY = "If you're drowsy, please stop somewhere safe and rest.";
const moodUnknown = (mood: string) => `I can't tell which episodes are ${mood}.`;
const NOT_TOO = new RegExp(
  `\\b(?:isn'?t|is not|aren'?t|are not|not|nothing) (?:too|very|so|overly) (${UNTOLD_FEELINGS})\\b`,
  'i',
);
const PRAISE_UNKNOWN = "I can't tell which episodes are the best or the most popular.";
const ASKS_JOKE = /\b(?:tell|know|got) (?:me )?(?:a|any) (?:good |funny )?jokes?\b/i;
const NO_JOKES = "I don't tell jokes myself, but comedy shows do.";

/**
 * A request without the mood its topic opened with: its subject (`rest`), else any episode that
 * fits the rest of it ("something chill under 20 minutes"), else nothing to search.
 */
function withoutMood(request: AssistantRequest, rest: string | null): AssistantRequest {
  const left = { ...request, topic: rest };
  return searchesSomething(left) || !narrows(request) ? left : { ...left, anything: true };
}

/**
 * A listener's turn as understood; `likeId`: the episode playing that "more like this one" meant;
 * `reply`: what Borris answered to it, when it is a turn of the history.
 */
type Turn = { request: AssistantRequest; message: string; likeId?: string; secondsAgo?: number; reply?: string };

/** "Go back to the first list", "the original results again": the topic as first asked, before it was narrowed. */
const BACK_TO_FIRST =
  /\b(?:back to|again) the (?:very )?(?:first|original) (?:ones|results|episodes|list|search|answer)\b|\bthe (?:first|original) (?:ones|results|list|search) again\b/i;

/**
 * For "go back to the first list", the first request of the turns that asked about what the last
 * one asks about (its topic, person or show liked), as it was asked: "economy", then "not from
 * Planet Money" and "only short ones", go back to "economy". Null for any other message, or when
 * the last request was the first.
 */
function backToFirst(message: string, history: Turn[], last: AssistantRequest | null): AssistantRequest | null {
  if (!last || !BACK_TO_FIRST.test(message)) return null;
  let first: AssistantRequest | null = null;
  for (let i = history.length - 1; i >= 0; i--) {
    const r = (history[i] as Turn).request;
    if (r.topic !== last.topic || r.person !== last.person || r.likeShow !== last.likeShow) break;
    first = r;
  }
  return first && first !== last ? { ...first, ...NOTHING_ASKED, skip: 0 } : null;
}

/**
 * When the search a request goes on with was first asked: the earliest of the turns before it that
 * ask for the same episodes ("something else", "play number 2" and "the ones before" go on with
 * it), so that what the listener played from its answers stays in the list and "something else"
 * passes over none it did not offer. Now, when the turns do not say how long ago they were said.
 */
function askedAt(history: Turn[], request: AssistantRequest, now: Date): Date {
  let first = history.length;
  while (first > 0 && sameSearch(history[first - 1].request, request, { anySkip: true })) first--;
  const secondsAgo = first < history.length ? history[first].secondsAgo : undefined;
  return new Date(now.getTime() - (secondsAgo ?? 0) * 1000);
}

/**
 * The episode turn `i` asks for more like: picked by its rank from the answer before the turn
 * that said "more like ..." (refinements after it, "shorter ones", "something else", keep it),
 * that answer being itself like an episode when its request was. `offered` counts that answer.
 */
async function likenessOf(
  ctx: TurnContext,
  turns: Turn[],
  i: number,
  depth: 'quick' | 'deep',
  now: Date,
  hops = 0,
): Promise<{ reference: SearchResult | null; offered: number; rank: number }> {
  const rank = (turns[i] as Turn).request.similarToRank ?? 1;
  let j = i;
  while (
    j > 0 &&
    !(turns[j] as Turn).likeId &&
    !asksLikeness((turns[j] as Turn).message) &&
    (turns[j - 1] as Turn).request.similarToRank === rank
  )
    j--;
  // "More like this one" of the episode playing: that episode, whatever was offered before.
  const given = (turns[j] as Turn).likeId;
  if (given) {
    const [reference] = await ownResults(ctx, [given], () => '');
    return { reference: reference ?? null, offered: reference ? 1 : 0, rank: 1 };
  }
  // "More like the episode about the peacock": the episode its words find first.
  const described = turns[j] as Turn;
  if (described.request.topic && episodeDescribed(described.message)) {
    const words: AssistantRequest = { ...NO_REQUEST, topic: described.request.topic };
    const [reference] = (await runSearch(ctx, words, null, depth, now)).results;
    return { reference: reference ?? null, offered: reference ? 1 : 0, rank: 1 };
  }
  // The answer it was picked from: the last turn before that asked something else, past the
  // questions about that answer ("how long is the first one") and "play it".
  let k = j - 1;
  while (k >= 0 && sameSearch((turns[k] as Turn).request, (turns[j] as Turn).request)) k--;
  const previous = turns[k]?.request;
  if (!previous) return { reference: null, offered: 0, rank };
  const like =
    previous.similarToRank && hops < MAX_LIKENESS_HOPS
      ? (await likenessOf(ctx, turns, k, depth, now, hops + 1)).reference
      : null;
  // Offered in the order that answer gave them, a pick asked afresh first.
  const pick = freshPick(turns.slice(0, k + 1));
  const earlier = await runSearch(ctx, like ? previous : { ...previous, similarToRank: null }, like, depth, now, pick);
  // With nothing found, that answer offered the nearest thing to it ("the newest about farming").
  const said = turns
    .slice(0, k + 1)
    .map((t) => t.message)
    .reverse();
  const fallback =
    !earlier.results.length && !like
      ? await fallbackAnswer(ctx, { ...previous, similarToRank: null }, depth, now, earlier.query, said)
      : null;
  const results = fallback?.results ?? earlier.results;
  const offered = (pick ? leading(results, pick, ctx.seed) : results).slice(previous.skip);
  const n = rank === -1 ? Math.min(offered.length, RESULTS_PER_ANSWER) : rank;
  return { reference: offered[n - 1] ?? null, offered: offered.length, rank: n };
}

/**
 * "Pick up where I left off": the episode the listener last played and did not finish, played
 * (the player goes on from where they stopped), with the others part way through on offer.
 */
async function resumeAnswer(
  ctx: SearchContext,
  playRank: number | null,
  listenerId: string | undefined,
): Promise<Pick<ConversationalSearchResponse, 'response' | 'suggestions' | 'searchResults' | 'play'>> {
  const history = listenerId ? await listHistory(ctx.database.db, listenerId, RESUME_LOOKED_AT) : [];
  const unfinished = history.filter((h) => !h.completed).slice(0, RESUMABLE_OFFERED);
  // "12 minutes in", or null when they had just started it.
  const stoppedAt = new Map(
    unfinished.map((h) => [h.episode.id, h.positionSeconds >= 60 ? `${spokenDuration(h.positionSeconds)} in` : null]),
  );
  const results = await ownResults(
    ctx,
    unfinished.map((h) => h.episode.id),
    (id) => (stoppedAt.get(id) ? `You stopped ${stoppedAt.get(id)}.` : 'You had just started it.'),
  );
  const [first] = results;
  if (!first)
    return {
      response: history.length
        ? 'You finished every episode you started. What would you like to hear next?'
        : "You haven't started an episode yet. What would you like to hear?",
      suggestions: EXAMPLES,
      searchResults: [],
      play: null,
    };
  // "Play number 2" after it: the second one they started.
  const chosen = playRank ? ranked(results, playRank) : first;
  if (!chosen) return noSuchEpisode(playRank as number, results);
  const at = stoppedAt.get(chosen.id);
  return {
    response: `Going on with ${titleFromShow(chosen)}${at ? `, ${at}` : ''}.`,
    suggestions: results.length > 1 ? ['Play number 2', ...EXAMPLES.slice(0, 2)] : EXAMPLES.slice(0, 3),
    searchResults: results,
    play: chosen.id,
  };
}

/** The result at a rank said ("number 2"; -1 the last one), if there is one. */
const ranked = (results: SearchResult[], rank: number) => results[(rank === -1 ? results.length : rank) - 1];

/** "Number 9" of a list that has fewer: said so, with the list still on offer. */
function noSuchEpisode(
  rank: number,
  results: SearchResult[],
): Pick<ConversationalSearchResponse, 'response' | 'suggestions' | 'searchResults' | 'play'> {
  return {
    response: `There is no episode ${rank} in my last answer. Say a number from 1 to ${results.length}.`,
    suggestions: ['Play number 1'],
    searchResults: results,
    play: null,
  };
}

/** The listener's own episodes (their history, playlist or saved ones) as results, in the order given. */
async function ownResults(
  ctx: SearchContext,
  ids: string[],
  explanation: (id: string) => string,
): Promise<SearchResult[]> {
  const rows = new Map((await loadResultEpisodes(ctx.database, ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row
      ? [presentSearchResult(row, { relevanceScore: 1, explanation: explanation(id), matchedTopics: [] })]
      : [];
  });
}

/**
 * "What's on my playlist", "play my saved episodes": the listener's playlist (in its order) or
 * saved episodes (the latest saved first), told as an answer is, or played from the first.
 */
async function ownListAnswer(
  ctx: SearchContext,
  list: 'playlist' | 'saved',
  playRank: number | null,
  listenerId: string | undefined,
): Promise<Pick<ConversationalSearchResponse, 'response' | 'suggestions' | 'searchResults' | 'play'>> {
  const db = ctx.database.db;
  const kept = !listenerId
    ? []
    : list === 'playlist'
      ? await listItems(db, listenerId)
      : await listSaved(db, listenerId);
  const explanation = list === 'playlist' ? 'On your playlist.' : 'Saved for later.';
  const results = await ownResults(
    ctx,
    kept.map((k) => k.episode.id),
    () => explanation,
  );
  const [first] = results;
  if (!first)
    return {
      response:
        list === 'playlist'
          ? 'Your playlist is empty. Ask for a topic, then say "add it to my playlist".'
          : 'No saved episodes yet. Ask for a topic, then say "save it for later".',
      suggestions: EXAMPLES,
      searchResults: [],
      play: null,
    };
  // "Play number 2" after "what's on my playlist": that one (the overlay queues the list from it).
  if (playRank && playRank !== 1) {
    const chosen = ranked(results, playRank);
    if (!chosen) return noSuchEpisode(playRank, results);
    return {
      response: `Playing ${titleFromShow(chosen)}.`,
      suggestions: ['Next'],
      searchResults: results,
      play: chosen.id,
    };
  }
  const many = `${results.length} ${list === 'playlist' ? '' : 'saved '}episodes`;
  if (playRank === 1)
    return {
      response:
        results.length === 1
          ? `Playing ${titleFromShow(first)}, the only one ${list === 'playlist' ? 'on your playlist' : 'you saved'}.`
          : `Playing your ${list === 'playlist' ? `playlist of ${many}` : many}, starting with ${titleFromShow(first)}.`,
      suggestions: results.length > 1 ? ['Next', 'Play number 2'] : EXAMPLES.slice(0, 3),
      searchResults: results,
      play: first.id,
    };
  const owner = list === 'playlist' ? 'Your playlist has' : 'You saved';
  const opening = `${owner} ${results.length === 1 ? 'one episode' : `${results.length} episodes`}.`;
  return {
    response: [opening, ...results.slice(0, RESULTS_PER_ANSWER).map(spokenItem)].join(' '),
    suggestions: [list === 'playlist' ? 'Play my playlist' : 'Play my saved episodes', 'Play number 2'].slice(
      0,
      Math.min(2, results.length),
    ),
    searchResults: results,
    play: null,
  };
}

/** "Their feeds do not say how long they are", or "No Agenda's feed does not say ..." of one show's. */
function notSaid(offered: SearchResult[], what: 'length' | 'date'): string {
  const shows = [...new Set(offered.map((r) => r.podcastShow))];
  const subject = shows.length > 1 ? 'they' : offered.length > 1 ? 'its episodes' : 'it';
  const fact =
    what === 'length' ? `how long ${subject} ${subject === 'it' ? 'is' : 'are'}` : `when ${subject} came out`;
  const whose = shows.length > 1 ? 'Their feeds do' : `${heardShowName(shows[0] ?? '')}'s feed does`;
  return `${whose} not say ${fact}.`;
}

/**
 * "The news", "the headlines", "the top stories", "a morning news briefing": the news itself,
 * rather than a subject.
 */
const NEWS_ITSELF =
  /^(?:the )?(?:(?:(?:morning|daily|evening|today'?s|quick) )?(?:news|headlines|news headlines|top (?:news )?stor(?:y|ies)|top news|news (?:briefing|update|roundup|round up|bulletin|summary))|(?:morning|daily|evening|today'?s) (?:briefing|update|roundup|round up|bulletin))$/;

/** Said of a show, what its newest episodes are: "the Daily update", "Planet Money's latest summary". */
const LATEST_WORD = /^(?:the )?(?:latest |newest )?(?:update|updates|briefing|summary|roundup|round up|recap)$/;

/**
 * "Play the news", "something short about the news": the newest episodes of the news shows (by
 * the category their feeds give), rather than episodes that say the word "news" ("Putting Fake
 * News on Trial"). With no news show in the catalog, the word is searched as any topic is.
 */
async function newsAsShows(ctx: SearchContext, request: AssistantRequest): Promise<AssistantRequest> {
  if (!request.topic) return request;
  // "The headlines from The Daily", "the Daily update": the show's newest.
  if ((request.show || request.publisher) && (NEWS_ITSELF.test(request.topic) || LATEST_WORD.test(request.topic)))
    return { ...request, topic: null };
  if (!NEWS_ITSELF.test(request.topic)) return request;
  const alone = !request.person && !request.likeShow && !request.genre;
  if (!alone) return request;
  if (!(await showIdsOfGenre(ctx.database, NEWS_CATEGORY)).length) return request;
  return { ...request, topic: null, genre: NEWS_CATEGORY, anything: true };
}

/** How many answers back "more like the second one" of "more like ..." is followed. */
const MAX_LIKENESS_HOPS = 3;

/** The longest suggestion the contract allows. */
const MAX_SUGGESTION = 200;

/** "More with that guest", "anything else with this person": after Borris said who is on an episode. */
const WITH_THAT_GUEST =
  /^(?:[\w' ]{0,30}\s)?(?:more|other|another|else)(?: [\w']+){0,2} (?:with|featuring|from|by) (?:that|this|the|the same) (?:guest|person|guy|woman|man|speaker)(?: (?:please|then))?\s*[.?!]*$/i;

/** Who a reply said is on an episode (see whoIsOnSentence): its guest, else the first its title names. */
const SAID_GUEST = [/\bhas (.+?) as its guests?\b/g, /\bits title names (.+?)\.$/g, /\bnames (.+?) in its title\.$/g];

/**
 * "More with that guest", said after Borris named the people on an episode, as the request it
 * stands for: "episodes featuring Julia Galef" (the first named); null when no one was named.
 * Else the message as said.
 */
function withGuestNamed(message: string, reply: string | undefined): string | null {
  if (!WITH_THAT_GUEST.test(message.trim())) return message;
  for (const pattern of SAID_GUEST) {
    const said = reply && [...reply.matchAll(pattern)].at(-1)?.[1];
    const first = said?.split(/, | and /)[0];
    if (first) return `episodes featuring ${first}`;
  }
  return null;
}

const NO_GUEST_NAMED = 'I haven\'t named a guest yet. Ask who is on an episode first, like "who\'s on the first one".';

/** "More from that show", "other episodes of this podcast": after Borris offered or played an episode. */
const FROM_THAT_SHOW =
  /^(?:[\w' ]{0,30}\s)?(?:more|other|another|else|episodes?|the newest|the latest)(?: [\w']+){0,2} (?:from|of|by|on) (?:that|this|the same) (?:show|podcast|series|programme|program)(?: (?:please|then))?\s*[.?!]*$/i;

/**
 * "More from that show", said after an answer, as the request it stands for: "episodes from The
 * Ruminant", the show the reply named first (the one played, or told about, or offered first);
 * null when the reply named none. Else the message as said.
 */
function withShowNamed(
  message: string,
  reply: string | undefined,
  shows: string[],
  /** The request before: when it lists that show alone, "more from this show" goes on through it. */
  previous: AssistantRequest | null,
): string | null {
  if (!FROM_THAT_SHOW.test(message.trim())) return message;
  const listedShow = previous?.show && !previous.topic && !previous.person && !previous.likeShow && !previous.playRank;
  if (listedShow && !/(?:^|\. )Playing /.test(reply ?? '')) return message;
  const said = reply?.toLowerCase() ?? '';
  let first: { at: number; name: string } | null = null;
  for (const show of shows) {
    const name = heardShowName(show);
    const at = said.indexOf(` from ${name.toLowerCase()}`);
    if (at >= 0 && (!first || at < first.at || (at === first.at && name.length > first.name.length)))
      first = { at, name };
  }
  return first ? `episodes from ${first.name}` : null;
}

const NO_SHOW_NAMED = 'I haven\'t offered an episode yet. Ask for a topic first, then say "more from that show".';

async function answerTurn(
  ctx: TurnContext,
  body: ConversationalSearchBody & { conversationHistory: { role: 'user' | 'assistant'; content: string }[] },
  opts: { now?: Date; listenerId?: string },
): Promise<TurnAnswer> {
  const now = opts.now ?? new Date();
  const { shows, publishers } = await catalogNames(ctx.database);
  const depth = body.searchDepth ?? 'deep';
  const history: Turn[] = [];
  let state: AssistantRequest | null = null;
  let lastReply: string | undefined;
  // The request of an answer that started its first episode and named no other.
  let playedAlone: AssistantRequest | null = null;
  for (const turn of body.conversationHistory) {
    if (turn.role === 'assistant') {
      lastReply = turn.content;
      const last = history.at(-1);
      if (last) last.reply = turn.content;
      playedAlone = null;
      // An answer that started an episode played the first it found, which "the next one" follows
      // (an episode asked for by its number may be any of them).
      if (
        last &&
        !last.request.playRank &&
        searchesSomething(last.request) &&
        episodeNumberSaid(last.message) === null &&
        /(?:^|\. )Playing /.test(turn.content)
      )
        playedAlone = state = last.request = { ...last.request, playRank: 1 };
      // A question about the episode playing ("how long is it") leaves it playing: "the next one"
      // after it goes on from it.
      const played = history.at(-2)?.request.playRank;
      if (last?.request.about && !last.request.playRank && played && played === last.request.about.rank)
        state = { ...last.request, playRank: played };
    }
    if (turn.role !== 'user' || !turn.content.trim()) continue;
    const guest = withGuestNamed(turn.content, lastReply);
    const said = guest === null ? null : withShowNamed(guest, lastReply, shows, state);
    // Answered that no guest or show was named: nothing was asked.
    if (said === null) continue;
    state = turn.likeEpisodeId
      ? likeGivenEpisode(turn.content, shows, now)
      : (backToFirst(said, history, state) ??
        pastThePlayed(interpret(said, said === turn.content ? state : null, shows, now, publishers), playedAlone));
    history.push({ request: state, message: said, likeId: turn.likeEpisodeId, secondsAgo: turn.secondsAgo });
  }
  // "More with this guest" leaves out the episode playing, in its answer and the follow-ups to it.
  const leftOut = [body, ...body.conversationHistory].flatMap((t) =>
    t.leaveOutEpisodeId ? [t.leaveOutEpisodeId] : [],
  );
  if (leftOut.length) ctx = { ...ctx, leftOut: new Set(leftOut) };
  // "More with that guest" after who is on an episode asks afresh for the guest named, and "more
  // from that show" after an answer for the show it named.
  const guest = withGuestNamed(body.message, lastReply);
  const named = guest === null ? null : withShowNamed(guest, lastReply, shows, state);
  if (named === null)
    return {
      searchResults: [],
      searchQuery: null,
      request: state ?? NO_REQUEST,
      interpretedBy: 'local',
      play: null,
      response: guest === null ? NO_GUEST_NAMED : NO_SHOW_NAMED,
      suggestions: EXAMPLES,
    };
  if (named !== body.message) {
    body = { ...body, message: named };
    state = null;
  }
  // "More like this one" of the episode playing asks for episodes like it, whatever came before.
  const likeId = body.likeEpisodeId;
  const byModel = likeId ? null : await interpretWithModel(ctx.env, body.message, state, { shows, publishers }, now);
  const asked = likeId
    ? likeGivenEpisode(body.message, shows, now)
    : (backToFirst(body.message, history, state) ??
      pastThePlayed(byModel ?? interpret(body.message, state, shows, now, publishers), playedAlone));
  // No feed says how an episode feels: a mood ("something relaxing") is not searched as a subject.
  const mood = moodOf(asked.topic);
  const request = await newsAsShows(ctx, mood ? withoutMood(asked, mood.rest) : asked);
  const base = {
    searchResults: [],
    searchQuery: null,
    request: asked,
    interpretedBy: byModel ? ('openai' as const) : ('local' as const),
    play: null,
  };

  // "The one before that" after the first offered was played: there is none before it.
  if (state?.playRank === 1 && asked.playRank === 1 && sameSearch(asked, state) && asksOneBefore(body.message))
    return {
      ...base,
      response: 'That was the first one I offered; there is none before it. Say "the next one" for the one after it.',
      suggestions: ['The next one', ...EXAMPLES].slice(0, 4),
    };
  if (request.intent === 'greeting') {
    return {
      ...base,
      response: startsOver(body.message)
        ? "OK, let's start again. What would you like to hear?"
        : "Hi, I'm Borris. Tell me what you'd like to hear, and I'll find episodes for you.",
      suggestions: EXAMPLES,
    };
  }
  if (request.intent === 'help') {
    // Following a show and downloading are not his to do: where they are done, said once.
    const other = FOLLOWS.test(body.message) ? FOLLOW_REPLY : DOWNLOADS.test(body.message) ? DOWNLOAD_REPLY : null;
    if (other) return { ...base, response: other, suggestions: EXAMPLES };
    return {
      ...base,
      response:
        'I\'m Borris: I find podcast episodes. Ask for a topic, a show, a length, a time or a language, like "something short about sleep from last week". Then say "shorter ones", "only The Daily", "anything newer", "play episode 2" or "pause".',
      suggestions: EXAMPLES,
    };
  }
  if (request.intent === 'catalog') {
    const catalog = await catalogSummary(ctx.database, 3);
    if (!catalog.episodes) return { ...base, response: EMPTY_CATALOG_MESSAGE, suggestions: [] };
    const names =
      catalog.largest.length > 1
        ? `${catalog.largest.slice(0, -1).join(', ')} and ${catalog.largest.at(-1)}`
        : catalog.largest[0];
    return {
      ...base,
      response: `I know ${count(catalog.episodes, 'episode')} from ${count(catalog.shows, 'show')}${catalog.shows > 1 ? `, the most from ${names}` : `, all from ${names}`}. Name a show to hear its newest, or ask for a topic.`,
      suggestions: catalog.largest,
    };
  }
  if (request.intent === 'thanks') {
    const response = {
      'taken back': "OK. Tell me when you'd like something to hear.",
      farewell: 'Bye for now. Enjoy the listen!',
      thanks: "You're welcome. Enjoy the listen!",
    }[thanksKind(body.message)];
    return { ...base, response, suggestions: [] };
  }
  if (request.intent === 'resume') return { ...base, ...(await resumeAnswer(ctx, request.playRank, opts.listenerId)) };
  if (request.intent === 'playlist' || request.intent === 'saved')
    return { ...base, ...(await ownListAnswer(ctx, request.intent, request.playRank, opts.listenerId)) };
  if (opts.listenerId && [...history.map((t) => t.request), request].some((r) => r.unheard)) {
    const before = askedAt(history, request, now);
    ctx = {
      ...ctx,
      heard: new Set(await heardEpisodeIds(ctx.database.db, opts.listenerId, HEARD_LOOKED_AT, before)),
    };
  }
  if ((request.pickBy || request.playRank) && !searchesSomething(request))
    return { ...base, response: NOTHING_OFFERED, suggestions: EXAMPLES };
  if (request.about && !searchesSomething(request)) {
    return {
      ...base,
      // "Who's on the last one" and "how long are they" with nothing offered name no number.
      response:
        request.about.rank < 1 || askedOfAll(body.message)
          ? NOTHING_OFFERED
          : `There is no episode ${request.about.rank} in my last answer. Ask for a topic first.`,
      suggestions: EXAMPLES,
    };
  }
  if (mood && !searchesSomething(request) && !request.similarToRank) {
    // With no shows there is nothing to offer instead: the catalog's emptiness is the answer.
    if (!shows.length) return { ...base, response: EMPTY_CATALOG_MESSAGE, suggestions: [] };
    return {
      ...base,
      response: `${moodUnknown(mood.mood)} Name a topic or a show, or say "something funny".`,
      suggestions: ['Something funny', ...EXAMPLES],
    };
  }
  if (!searchesSomething(request) && !request.similarToRank) {
    return {
      ...base,
      response: 'What would you like to hear about? Name a topic, a show or a guest.',
      suggestions: EXAMPLES,
    };
  }

  // The episode "more like" asks after.
  let like: { id: string; title: string } | null = null;
  if (request.similarToRank) {
    const turns = [...history, { request, message: body.message, likeId }];
    const { reference, offered, rank } = await likenessOf(ctx, turns, turns.length - 1, depth, now);
    if (!reference) {
      return {
        ...base,
        response: offered
          ? `There is no episode ${rank} in my last answer. Ask for a topic first.`
          : likeId
            ? 'The episode playing is no longer in the catalog. Ask for a topic.'
            : NOTHING_OFFERED,
        suggestions: EXAMPLES,
      };
    }
    like = { id: reference.id, title: reference.title };
  }
  const likeTitle = like?.title ?? null;

  // "The oldest episode about podcasting", asked afresh: picked from every episode about it (all
  // that fit, when none is), and offered first; "more" and "play number 2" after it go on in that
  // order. A pick after an answer is of the ones heard.
  const ledBy = freshPick([...history, { request, message: body.message, likeId }]);
  const searched = await runSearch(ctx, request, like, depth, now, ledBy);
  const { query, catalogEmpty, more } = searched;
  // "Episode 1391": the episodes of that number, when there are any, not the ones whose notes
  // mention it ("... picks up from episode 1391").
  const number = request.topic && /^\d+$/.test(request.topic) ? Number(request.topic) : null;
  const ofNumber = number === null ? [] : searched.results.filter((r) => hasNumber(r, number));
  const results = ofNumber.length ? ofNumber : searched.results;
  // Nothing to search yet: no words would help, following shows would. No search is reported as
  // run, so the overlay shows no "try different search terms".
  if (catalogEmpty) return { ...base, response: EMPTY_CATALOG_MESSAGE, suggestions: [] };
  // "The latest episode of Serial", and no show is called that: said so, with the episodes that
  // name it, if any; nothing else is offered in its place.
  if (request.unknownShow && !request.skip) {
    const name = request.unknownShow;
    const mentions = results.filter((r) => namesShow(r, name));
    const offered = mentions.slice(0, RESULTS_PER_ANSWER);
    return {
      ...base,
      response: mentions.length
        ? [
            `I don't have a show called ${name}, but ${mentions.length === 1 ? 'one episode mentions' : `${mentions.length} episodes mention`} it.`,
            ...offered.map(spokenItem),
          ].join(' ')
        : `I don't have a show called ${name}. Add it in My Creators to hear it here.`,
      suggestions: ['What shows do you have?', ...EXAMPLES].slice(0, 4),
      searchResults: mentions,
      searchQuery: mentions.length ? query || null : null,
    };
  }
  const listenerSaid = [
    body.message,
    ...body.conversationHistory.flatMap((t) => (t.role === 'user' ? [t.content] : [])),
  ];
  // What the reply offers: the results, or, when there are none, the nearest thing to them.
  const answer = (!results.length &&
    (like
      ? await likeAtAnyTime(ctx, request, like, depth, now)
      : await fallbackAnswer(ctx, request, depth, now, query, listenerSaid))) ||
    // "The shortest one under 10 minutes", and none that short is about it.
    (ledBy && !results.some(isAbout) && (await pickOfAnyLength(ctx, request, depth, now, listenerSaid, true))) || {
      results,
      searchQuery: query || null,
      reply: (offered: SearchResult[]) =>
        replyFor(request, results, offered, {
          likeTitle,
          more,
          back: goesBack(request, state),
          oldestAgain:
            request.oldestFirst && !!state?.oldestFirst && sameSearch(request, state) && OLDER.test(body.message),
          other: !!ctx.leftOut,
          messages: [body.message, ...body.conversationHistory.map((t) => t.content).reverse()],
          said: listenerSaid,
          now,
        }),
    };
  if (ledBy) answer.results = leading(answer.results, ledBy, ctx.seed);
  const offered = answer.results.slice(request.skip, request.skip + RESULTS_PER_ANSWER);
  const remaining = answer.results.slice(request.skip);
  // A fallback's request is the one asked: "the last 30 days" offers nothing newer.
  const suggestions = () => suggestionsFor(request, offered, remaining.length > offered.length);
  // "Tomorrow's Planet Money": not out yet, so its newest is what there is.
  const notYet =
    asksStillToCome(body.message) && !request.skip && !request.topic && request.show
      ? "That one hasn't come out yet. "
      : '';
  // One episode starts, and the others stay on offer.
  const playing = (episode: SearchResult) => ({
    ...base,
    response: `${notYet || (request.pickBy && answer.lead) || ''}Playing ${notYet ? 'the newest, ' : ''}${titleFromShow(episode)}.`,
    suggestions: suggestions(),
    searchResults: remaining,
    searchQuery: answer.searchQuery,
    play: episode.id,
  });
  // The last one offered (-1) may be the second, when the answer offered two.
  const lastOffered = Math.min(remaining.length, RESULTS_PER_ANSWER);
  // "The shortest one" and "the one about oil" are picked from the ones the listener heard.
  // At random, the answer was put in a random order (see leading): the first of it.
  const orderedBy = request.pickBy === 'random' ? null : request.pickBy;
  const pickedTime = request.pickWords ? timeOfWords(request.pickWords, now) : null;
  // Asked afresh, the pick leads the answer (see leading): of the episodes about it, not of all offered.
  const led = ledBy && orderedBy && rankBy(offered.slice(0, 1), orderedBy) ? 1 : null;
  const pickedRank = orderedBy
    ? (led ?? rankBy(offered, orderedBy, comparedRanks(body.message, history, request)))
    : request.pickWords
      ? rankByWords(offered, request.pickWords, pickedTime)
      : null;
  // "The one from June 2025", and none came out then.
  if (pickedTime && !pickedRank)
    return {
      ...base,
      response: `None of the ones I offered is ${pickedTime.said}. Say "${pickedTime.said}" to look for one.`,
      suggestions: [`${pickedTime.said[0]?.toUpperCase()}${pickedTime.said.slice(1)}`, ...suggestions()].slice(0, 4),
      searchResults: remaining,
      searchQuery: answer.searchQuery,
    };
  // "Planet Money", then "the one about weeds": none of its newest is, so the show is searched for
  // it; so it is when one has only some of the words ("Standard Oil" of "Coronavirus, Oil, and Kansas").
  const pickedByWords = pickedRank ? offered[pickedRank - 1] : undefined;
  if (
    request.pickWords &&
    !pickedTime &&
    (!pickedByWords ||
      !hasAllWords(
        `${pickedByWords.title} ${pickedByWords.podcastShow} ${pickedByWords.description}`,
        request.pickWords,
      )) &&
    request.show &&
    !request.topic &&
    !request.person &&
    !request.skip
  ) {
    const toPlay = asksToPlay(body.message);
    const found = await answerTurn(ctx, { ...body, message: `${request.pickWords} from ${request.show}` }, opts);
    // "Play the one about Standard Oil": the first found, when its title says all of it, starts.
    const first = found.searchResults[0];
    if (toPlay && first && !found.play && hasAllWords(`${first.title} ${first.podcastShow}`, request.pickWords))
      return { ...found, response: `Playing ${titleFromShow(first)}.`, play: first.id };
    return found;
  }
  if (request.pickWords && !pickedRank)
    return {
      ...base,
      response: `None of the ones I offered is about ${request.pickWords}. Say "something about ${request.pickWords}" to look for it.`,
      suggestions: [`Something about ${request.pickWords}`, ...suggestions()].slice(0, 4),
      searchResults: remaining,
      searchQuery: answer.searchQuery,
    };
  if (orderedBy && !pickedRank)
    return {
      ...base,
      response: offered.length
        ? notSaid(offered, byLength(orderedBy) ? 'length' : 'date')
        : 'There is nothing in my last answer to choose from. Ask for a topic first.',
      suggestions: offered.length ? suggestions() : EXAMPLES,
      searchResults: remaining,
      searchQuery: answer.searchQuery,
    };
  const playRank =
    pickedRank && request.playRank ? pickedRank : request.playRank === -1 ? lastOffered : request.playRank;
  const picked = playRank ? remaining[playRank - 1] : undefined;
  // Asked afresh to play one of what found nothing ("play the second episode of The Daily from
  // yesterday"), the nearest thing is offered, not played; picked from that answer after, it plays.
  const askedAfresh = !state || !sameSearch(state, request);
  if (picked && !(askedAfresh && !results.length)) return playing(picked);
  // "How long are they?": the answer for each episode offered, short enough to hear once.
  const ofAll = request.about && !request.pickBy ? askedOfAll(body.message) : null;
  if (ofAll && offered.length)
    return {
      ...base,
      response: describeEach(offered, ofAll),
      suggestions: suggestions(),
      searchResults: remaining,
      searchQuery: answer.searchQuery,
    };
  if (request.about) {
    const rank = pickedRank ?? (request.about.rank === -1 ? lastOffered : request.about.rank);
    const episode = remaining[rank - 1];
    if (!episode)
      return {
        ...base,
        response: `There is no episode ${rank} in my last answer. Ask for a topic first.`,
        suggestions: EXAMPLES,
      };
    return {
      ...base,
      // "How long is it" after "the shortest one" is told of as any episode asked about is.
      response:
        orderedBy && NAMES_PICK.test(body.message)
          ? `${answer.lead ?? ''}${describePick(episode, rank, orderedBy, request.about.aspect, COMPARED.test(body.message))}`
          : `${asksRecommendation(body.message) ? `${whyFirst(request, body.message)} ` : ''}${describeEpisode(episode, rank, request.about.aspect)}`,
      suggestions: [`Play number ${rank}`, `More like number ${rank}`, 'Something else'],
      searchResults: remaining,
      searchQuery: answer.searchQuery,
    };
  }
  // "Play the latest Planet Money" names one episode, and so does "play episode 3 of 1865" when
  // the show has an episode of that number.
  const numbered = episodeNumberSaid(body.message);
  // Nothing fit what was asked ("play the daily from yesterday"): the nearest is offered, not played.
  const first = !results.length
    ? undefined
    : numbered === null
      ? offered[0]
      : remaining.find((r) => hasNumber(r, numbered));
  const onlyTheNumber = !request.topic || (numbered !== null && request.topic === String(numbered));
  if (first && asksToPlay(body.message) && request.show && onlyTheNumber && !request.person && !likeTitle)
    return playing(first);
  // "Play something short": any episode that fits, so the first starts.
  if (first && asksToPlay(body.message) && request.anything && !request.topic && !request.show && !request.person)
    return playing(first);
  // "Play the episode called Raw Milk Deal", "play bitcoin losers": the one whose title has those
  // words, or is them, of those offered.
  const titled =
    first && asksToPlay(body.message) && request.topic
      ? offered.find((r) => namesTitle(body.message, request.topic as string, r))
      : undefined;
  if (titled) return playing(titled);
  // "What is the Marshall Plan episode about": the one whose title has those words, told of, with
  // the others still on offer.
  const described = titleAskedAbout(body.message);
  const toldOf = described ? remaining.findIndex((r) => normalizeSpeech(r.title).includes(` ${described} `)) : -1;
  if (toldOf >= 0 && toldOf < RESULTS_PER_ANSWER)
    return {
      ...base,
      response: describeEpisode(remaining[toldOf] as SearchResult, toldOf + 1, 'summary'),
      suggestions: [`Play number ${toldOf + 1}`, `More like number ${toldOf + 1}`, 'Something else'],
      searchResults: remaining,
      searchQuery: answer.searchQuery,
    };
  // "Play the one about the peacock", and one episode is, clearly about it: there is nothing to
  // choose between. A weaker match is offered, not played.
  if (
    first &&
    asksToPlay(body.message) &&
    request.topic &&
    results.length === 1 &&
    !request.skip &&
    first.relevanceScore >= ONLY_ONE_PLAYED_SCORE
  )
    return playing(first);
  // "How many episodes of Planet Money are there": how many, then its newest. "Tomorrow's
  // episode": not out yet, then the newest.
  const counted =
    request.show && !request.topic && !request.skip && HOW_MANY_EPISODES.test(body.message)
      ? `I have ${count(await showEpisodeCount(ctx.database, request.show), 'episode')} of ${heardShowName(request.show)}. `
      : request.show && !request.topic && !request.skip && asksAboutShow(body.message, request.show)
        ? await showIntroduction(ctx, request.show)
        : notYet;
  return {
    ...base,
    response: `${counted}${answer.reply(offered)}`,
    suggestions: suggestions(),
    searchResults: remaining,
    searchQuery: answer.searchQuery,
  };
}

/**
 * Whether the message asks what a show is: "what is The Daily", "tell me about Planet Money",
 * "what kind of show is No Agenda", "who makes Planet Money", its name said as the show is called.
 */
function asksAboutShow(message: string, show: string): boolean {
  const asked =
    /^ (?:what(?:'?s| is)|tell me (?:more )?about|what kind of (?:show|podcast) is|who (?:makes|made|produces|produced)|who(?:'?s| is) behind) (?:the (?:show|podcast) )?(.+?)(?: about)?(?: please)? $/.exec(
      normalizeSpeech(message),
    )?.[1];
  if (!asked) return false;
  const name = normalizeSpeech(heardShowName(show)).trim();
  return [name, name.replace(/^the /, '')].includes(asked.replace(/^the /, ''));
}

/** A show is introduced in a sentence or two of its description, short enough to hear once. */
const SHOW_OPENING_CHARS = 140;

/** "The Daily, from The New York Times: This is what the news should sound like. ..." */
async function showIntroduction(ctx: SearchContext, show: string): Promise<string> {
  const about = await showAbout(ctx.database, show);
  const opening = about?.description ? openingOf(about.description, SHOW_OPENING_CHARS) : '';
  const from = about?.host && about.host.toLowerCase() !== show.toLowerCase() ? `, from ${about.host}` : '';
  return opening ? `${heardShowName(show)}${from}: ${endSentence(opening)} ` : '';
}

/**
 * Whether an episode's title or description names a show as a name is written, its words
 * capitalized but the small ones: "the Joe Rogan Experience", "on Serial", not "a serial people
 * pleaser".
 */
function namesShow(episode: SearchResult, name: string): boolean {
  const words = plainLettersInPlace(name)
    .split(/[^A-Za-z0-9']+/)
    .filter(Boolean)
    .filter((w, i) => i > 0 || !/^the$/i.test(w));
  if (!words.length) return false;
  const pattern = new RegExp(`(?<![A-Za-z0-9])${words.map(escapeRegExp).join("[^A-Za-z0-9']+")}(?![A-Za-z0-9])`, 'gi');
  const text = plainLettersInPlace(`${episode.title}. ${episode.description}`);
  return [...text.matchAll(pattern)].some((m) =>
    m[0]
      .split(/[^A-Za-z0-9']+/)
      .every((w) => !/^[a-z]/.test(w) || /^(?:of|the|an?|and|in|on|to|for|with|at|by)$/.test(w)),
  );
}

/** A number of things, as said: "1 episode", "3,291 episodes". */
const count = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/**
 * "How many episodes of Planet Money are there", "how many episodes does The Daily have", "how
 * many Planet Money episodes are there"; after a show's newest, "how many do they have".
 */
const HOW_MANY_EPISODES =
  /\bhow many (?:[\w'’,.-]+ ){0,6}(?:episodes|shows|ones)\b|^\W*how many (?:of them )?(?:are|were|is|was) (?:there|that|they|those)\b|^\W*how many (?:do|does|have|has) (?:they|it) (?:have|got|made|done)\b/i;

/** What a reply offers: its episodes, the search they came from, and how it says them. */
type Answer = {
  results: SearchResult[];
  searchQuery: string | null;
  reply: (offered: SearchResult[]) => string;
  /** Said first when one of them is picked or played: what was asked and not found. */
  lead?: string;
};

/**
 * "More like the second one" in a time that has none like it (the time of an answer that found
 * nothing then, and offered older ones): the ones like it at any time, said to be.
 */
async function likeAtAnyTime(
  ctx: TurnContext,
  request: AssistantRequest,
  like: { id: string; title: string },
  depth: 'quick' | 'deep',
  now: Date,
): Promise<Answer | null> {
  const timed = hasTime(request);
  if (!timed) return null;
  const anyTime: AssistantRequest = { ...request, ...NO_TIME };
  const { results, query } = await runSearch(ctx, anyTime, like, depth, now);
  if (!results.slice(request.skip).length) return null;
  const within = describeRequest({ ...request, topic: null }, now);
  return {
    results,
    searchQuery: query || null,
    reply: (offered) =>
      [
        request.skip
          ? `Here are more like ${like.title}, from any time.`
          : `I couldn't find episodes like ${like.title}${within ? ` ${within}` : ''}. From any time:`,
        ...offered.map((r, i) => spokenItem(r, i)),
      ].join(' '),
  };
}

/**
 * "The shortest one" after "only short ones" found none (or none about it, with `aboutOnly`): the
 * shortest of any length, said so.
 */
async function pickOfAnyLength(
  ctx: TurnContext,
  request: AssistantRequest,
  depth: 'quick' | 'deep',
  now: Date,
  said: string[],
  aboutOnly = false,
): Promise<Answer | null> {
  const by = request.pickBy;
  if ((by !== 'shortest' && by !== 'longest') || (request.maxMinutes === null && request.minMinutes === null))
    return null;
  const anyLength: AssistantRequest = { ...request, maxMinutes: null, minMinutes: null };
  const searched = await runSearch(ctx, anyLength, null, depth, now);
  const about = searched.results.filter(isAbout);
  if (aboutOnly && !about.length) return null;
  const sign = by === 'shortest' ? 1 : -1;
  const ordered = (about.length ? about : searched.results)
    .filter((r) => r.durationSeconds)
    .sort((a, b) => sign * ((a.durationSeconds as number) - (b.durationSeconds as number)));
  const none = `I couldn't find episodes ${describeRequest({ ...request, topic: withArticleAsSaid(request.topic, said) }, now)}.`;
  if (!ordered.slice(request.skip, request.skip + RESULTS_PER_ANSWER).length) return null;
  return {
    results: ordered,
    searchQuery: searched.query || null,
    reply: (offered) => [`${none} The ${by} of any length:`, ...offered.map(spokenItem)].join(' '),
    lead: `${none} `,
  };
}

/**
 * For a request that found nothing, the nearest thing to it, said to be that; null when there is none.
 * Questions about the answer ("tell me about number two", "play it") are asked of this one too.
 */
async function fallbackAnswer(
  ctx: TurnContext,
  request: AssistantRequest,
  depth: 'quick' | 'deep',
  now: Date,
  query: string,
  said: string[],
): Promise<Answer | null> {
  const spoken = { ...request, topic: withArticleAsSaid(request.topic, said) };
  const heard = (list: SearchResult[]) => list.slice(request.skip, request.skip + RESULTS_PER_ANSWER);
  // Nothing on the day asked ("the daily from March 3rd"): the episodes nearest to it, a week
  // either side at most (of the month next to it too, near its start or end), each said with its day.
  if (request.year && request.month && request.day) {
    const day = Date.UTC(request.year, request.month - 1, request.day, 12 + DAY_STARTS_UTC_HOUR);
    const distance = (r: SearchResult) => Math.abs(new Date(r.publishDate ?? 0).getTime() - day);
    // The day's month first, then the one before or after it that the week reaches into.
    const months = new Map<string, AssistantRequest>();
    for (const at of [day, day - NEAR_DAY_MS, day + NEAR_DAY_MS]) {
      const d = new Date(at);
      const [year, month] = [d.getUTCFullYear(), d.getUTCMonth() + 1];
      months.set(`${year}-${month}`, { ...request, year, month, day: null });
    }
    const searched = await Promise.all([...months.values()].map((m) => runSearch(ctx, m, null, depth, now)));
    const month = searched[0] as (typeof searched)[number];
    const seen = new Set<string>();
    // The card says the day too, which is what sets these apart.
    const nearest = searched
      .flatMap((s) => s.results)
      .filter((r) => !seen.has(r.id) && !!seen.add(r.id))
      .filter((r) => r.publishDate && distance(r) <= NEAR_DAY_MS)
      .sort((a, b) => distance(a) - distance(b))
      .map((r) => ({ ...r, explanation: `Came out on ${spokenDate(r.publishDate as string)}.` }));
    if (heard(nearest).length)
      return {
        results: nearest,
        searchQuery: month.query || null,
        reply: (offered) =>
          [
            request.skip
              ? 'Here are more from around then.'
              : `I couldn't find episodes ${describeRequest(spoken, now)}. The nearest:`,
            ...offered.map(
              (r, i) => `${i + 1}: ${titleFromShow(r)}, ${spokenDate(r.publishDate as string).replace(/, \d+$/, '')}.`,
            ),
          ].join(' '),
      };
  }
  const anyLength = await pickOfAnyLength(ctx, request, depth, now, said);
  if (anyLength) return anyLength;
  // Nothing about it lately ("the latest news on north korea", "The Daily from last tuesday", or
  // "what's new", in a catalog of older episodes): the newest are offered, however old, and the
  // reply says that none are recent.
  const lately =
    request.withinDays ||
    (request.year &&
      request.month &&
      request.day &&
      now.getTime() - Date.UTC(request.year, request.month - 1, request.day + 1) <= NEAR_DAY_MS);
  // A month or year after everything that fits ("Planet Money from last March", when its newest is
  // from 2020): the newest are the nearest to it, and offered so.
  const from = request.year
    ? Date.UTC(request.year, (request.month ?? 1) - 1, request.day ?? 1)
    : request.sinceYear
      ? Date.UTC(request.sinceYear, 0, 1)
      : null;
  if (lately || from !== null) {
    const anyTime: AssistantRequest = { ...request, ...NO_TIME, newestFirst: true, oldestFirst: false };
    const older = (await runSearch(ctx, anyTime, null, depth, now)).results;
    const newest = older[0]?.publishDate ? new Date(older[0].publishDate).getTime() : null;
    if (heard(older).length && (lately || (newest !== null && from !== null && newest < from))) {
      // A name is said as the episodes write it: "about Elon Musk".
      const named = { ...spoken, topic: withArticleAsSaid(namesAsDescribed(request.topic, older), said) };
      const what = describeRequest({ ...named, ...NO_TIME }, now);
      return {
        results: older,
        searchQuery: query || null,
        reply: (offered) =>
          [
            request.skip
              ? `Here are more${what ? ` ${what}` : ''}, newest first.`
              : `I couldn't find episodes ${describeRequest(named, now)}. The newest${what ? ` ${what}` : ' I have'}:`,
            ...offered.map((r, i) => spokenItem(r, i)),
          ].join(' '),
      };
    }
  }
  // A year nothing about the topic came out in is often the year of what it is about ("the
  // election in 2016", "the financial crisis in 2008"): the episodes about it that mention the year.
  if (request.topic && request.year && !request.month && !request.day) {
    const year = String(request.year);
    const about: AssistantRequest = { ...request, ...NO_TIME, topic: `${year} ${request.topic}` };
    const mentioned = (await runSearch(ctx, about, null, depth, now)).results.filter(
      (r) => isAbout(r) && new RegExp(`\\b${year}\\b`).test(`${r.title} ${r.description}`),
    );
    if (heard(mentioned).length) {
      const what = describeRequest({ ...spoken, ...NO_TIME }, now);
      return {
        results: mentioned,
        searchQuery: about.topic,
        reply: (offered) =>
          [
            request.skip
              ? `Here are more ${what} that mention ${year}.`
              : `I couldn't find episodes ${describeRequest(spoken, now)}. Episodes ${what} that mention ${year}:`,
            ...offered.map((r, i) => spokenItem(r, i)),
          ].join(' '),
      };
    }
  }
  // Words said in English seldom match a show in another language ("news in Portuguese" against
  // "notícias"), nor a topic the few shows of a kind ("funny ... about cats"): when none do, the
  // newest of those shows are offered instead, and said to be.
  if ((request.language || request.genre) && (request.topic || request.person)) {
    const broad: AssistantRequest = { ...request, topic: null, person: null, anything: true };
    const newest = (await runSearch(ctx, broad, null, depth, now)).results;
    if (heard(newest).length)
      return {
        results: newest,
        searchQuery: 'newest episodes',
        // Said once: "something else" goes on through the newest without saying it again.
        reply: (offered) =>
          `${request.skip ? '' : `I couldn't find episodes ${describeRequest(spoken, now)}. `}${replyFor(broad, newest, offered, { now })}`,
      };
  }
  // Nothing for the listener the topic was narrowed to ("investing", then "I'm new to this"): the
  // topic's own episodes, said to be about it only.
  const forWhom = request.topic ? FOR_WHOM.exec(request.topic) : null;
  if (forWhom) {
    const broad: AssistantRequest = { ...request, topic: forWhom[1] as string };
    const found = await runSearch(ctx, broad, null, depth, now);
    if (heard(found.results).length) {
      const what = describeRequest({ ...spoken, topic: broad.topic }, now);
      return {
        results: found.results,
        searchQuery: found.query || null,
        reply: (offered) =>
          [
            request.skip
              ? `Here are more ${what}.`
              : `I couldn't find episodes ${describeRequest(spoken, now)}. Here are some ${what}:`,
            ...offered.map((r, i) => spokenItem(r, i)),
          ].join(' '),
      };
    }
  }
  // None of a known length fits ("comedy for a road trip"), and some feeds give no lengths: their
  // episodes may fit, and the reply says their length is not known.
  if (request.minMinutes || request.maxMinutes) {
    const anyLength: AssistantRequest = { ...request, minMinutes: null, maxMinutes: null };
    const unknown = (await runSearch(ctx, anyLength, null, depth, now)).results.filter(
      (r) => r.durationSeconds === null,
    );
    if (heard(unknown).length)
      return {
        results: unknown,
        searchQuery: query || null,
        reply: (offered) =>
          [
            request.skip
              ? "Here are more whose length I don't know."
              : `I couldn't find episodes ${describeRequest(spoken, now)}. These may fit, but their feeds don't say how long they are:`,
            ...offered.map((r, i) => spokenItem(r, i)),
          ].join(' '),
      };
  }
  return null;
}

/** A topic narrowed to whom it is for ("investing for beginners"): the topic, then the listeners. */
const FOR_WHOM = /^(.+) for (beginners|newcomers|novices|dummies|kids|children|students)$/;

/**
 * Whether the message names an episode by its title: "the episode called ..." and `episode` has
 * those words in order, or the words said are its whole title ("play bitcoin losers" for "#816:
 * Bitcoin Losers"), its number aside.
 */
function namesTitle(message: string, topic: string, episode: SearchResult): boolean {
  if (topic.trim().split(/\s+/).length < 2) return false;
  const said = normalizeSpeech(topic);
  const title = normalizeSpeech(episode.title);
  if (/\b(called|titled|named)\b/i.test(message)) return title.includes(said);
  // Said as the thing to play ("play bitcoin losers"), not as what to find ("play something about ...").
  const asked = PLAY_SAID.exec(normalizeSpeech(message))?.[1];
  return asked === said.trim() && title.replace(TITLE_NUMBER, ' ').trim() === asked;
}

/**
 * The words of a title asked about: "what is the Marshall Plan episode about", "tell me about the
 * episode called Raw Milk Deal" (as normalizeSpeech writes them), else null.
 */
function titleAskedAbout(message: string): string | null {
  const m =
    /^ (?:what(?:'?s| is| was)|tell me (?:more )?about) the (?:(.+?) (?:episode|one)|(?:episode|one) (?:called|named|titled) (.+?))(?: about)? $/.exec(
      normalizeSpeech(message),
    );
  const words = m?.[1] ?? m?.[2];
  return words && words.split(' ').length >= 2 ? words : null;
}

/** "Play X", "put on X", "play the one about X": X, said as the episode to play. */
const PLAY_SAID =
  /^ (?:(?:ok|okay|please|can you|could you|borris|hey borris) )*(?:play|put on|start)(?: me)?(?: the (?:episode|one)(?: about)?)? (.+?)(?: please)? $/;

/** A number an episode's title opens with: "#816:", "e.07", "Episode 41:", "292.". */
const TITLE_NUMBER = /^ (?:#|e ?|ep ?|episode )?\d+\b/;
