import { type AssistantRequest, type KeptIn, REQUEST_LIMITS as LIMITS } from '../../../common/api/assistant';
import { ASSISTANT_PICKABLE } from '../../../common/constants';
import { heardShowName, SUBTITLE } from '../../../common/show-name';
import { editDistance } from '../../lib/edit-distance';
import { escapeRegExp, titleCase } from '../../lib/strings';
import { isFirstName } from '../../providers/ai/first-names';
import { wordnet } from '../../providers/wordnet/wordnet';
import { isStopword, ORDINAL_WORDS, withoutAccents } from '../search/search-terms';

/**
 * The local interpreter: turns what a listener says to a car ("something short about sleep from
 * Hidden Brain", "anything newer?", "more like the second one") into a structured request. A
 * message with no topic of its own refines the request before it; one with a topic starts anew.
 * Speech to text writes numbers as words and drops punctuation, so both forms are read.
 */

/** What a turn asks of the last answer rather than of the catalog; a new request asks none of it. */
export const NOTHING_ASKED = { about: null, playRank: null, pickBy: null, pickWords: null } as const;

export const EMPTY: AssistantRequest = {
  intent: 'search',
  topic: null,
  show: null,
  unknownShow: null,
  notShows: [],
  notPublishers: [],
  notTopic: null,
  likeShow: null,
  publisher: null,
  person: null,
  maxMinutes: null,
  minMinutes: null,
  withinDays: null,
  year: null,
  month: null,
  day: null,
  season: null,
  newestFirst: false,
  oldestFirst: false,
  beforeYear: null,
  sinceYear: null,
  language: null,
  genre: null,
  ...NOTHING_ASKED,
  similarToRank: null,
  skip: 0,
  anything: false,
  unheard: false,
  withTranscript: false,
};

/** "More like this one" of a given episode (the one playing): episodes like it, whatever was asked before. */
const LIKE_GIVEN_EPISODE: AssistantRequest = { ...EMPTY, similarToRank: 1 };

/**
 * "More like this one" of a given episode (the one playing), with what else the message asks
 * ("but shorter", "from Planet Money", "about the economy"). A message read any other way ("play
 * something similar") asks for episodes like it, and nothing more.
 */
export function likeGivenEpisode(message: string, shows: string[], now: Date): AssistantRequest {
  const read = interpret(message, LIKE_GIVEN_EPISODE, shows, now);
  return read.intent === 'search' && read.similarToRank === 1
    ? { ...read, ...NOTHING_ASKED, skip: 0 }
    : LIKE_GIVEN_EPISODE;
}

/** Words that end what a listener does not want to hear: "no more crypto give me science". */
const NOT_TOPIC_END = new Set([
  'give',
  'play',
  'find',
  'show',
  'something',
  'anything',
  'some',
  'please',
  'i',
  'just',
  'but',
  'so',
  'and',
  'can',
  'could',
  'what',
  'how',
  'about',
  'instead',
  'for',
  'from',
  'under',
  'over',
  'anymore',
]);

/** How many results one answer offers; "something else" moves past them. */
export const RESULTS_PER_ANSWER = 3;

/** "Short" and "long" in plain words, in minutes. */
const SHORT_MINUTES = 20;
const LONG_MINUTES = 45;
const RECENT_DAYS = 30;
/** "Not too old", "fairly recent": from about the last year. */
const NOT_TOO_OLD_DAYS = 365;
/** "Not too long": at most this many minutes. */
const NOT_TOO_LONG_MINUTES = 30;

/**
 * Languages a listener may ask for ("something in German"), by their English name, with the
 * codes feeds give them (RSS <language>, as "de", "pt-BR" or "no") and the names they have in
 * their own language as speech to text writes them ("auf Deutsch", "en espanol").
 */
const LANGUAGES: Record<string, { codes: string[]; own: string[] }> = {
  English: { codes: ['en'], own: [] },
  German: { codes: ['de'], own: ['deutsch'] },
  Spanish: { codes: ['es'], own: ['espanol'] },
  Portuguese: { codes: ['pt'], own: ['portugues'] },
  French: { codes: ['fr'], own: ['francais'] },
  Italian: { codes: ['it'], own: ['italiano'] },
  Dutch: { codes: ['nl'], own: ['nederlands'] },
  Norwegian: { codes: ['no', 'nb', 'nn'], own: ['norsk'] },
  Swedish: { codes: ['sv'], own: ['svenska'] },
  Danish: { codes: ['da'], own: ['dansk'] },
  Finnish: { codes: ['fi'], own: ['suomi'] },
  Polish: { codes: ['pl'], own: ['polski'] },
  Turkish: { codes: ['tr'], own: ['turkce'] },
  Russian: { codes: ['ru'], own: [] },
  Japanese: { codes: ['ja'], own: [] },
  Chinese: { codes: ['zh'], own: [] },
  Korean: { codes: ['ko'], own: [] },
  Arabic: { codes: ['ar'], own: [] },
  Hindi: { codes: ['hi'], own: [] },
};

/** A language's English name from any of its names as said ("german", "deutsch"). */
const LANGUAGE_NAMES = new Map(
  Object.entries(LANGUAGES).flatMap(([name, { own }]) => [name.toLowerCase(), ...own].map((w) => [w, name] as const)),
);
const LANGUAGE_WORD = [...LANGUAGE_NAMES.keys()].join('|');

/**
 * The codes of a language by any of its names or codes ("German", "deutsch", "de"): a language
 * model may give it either way. Null for a language not listed.
 */
export function languageCodes(said: string): string[] | null {
  const lower = said.trim().toLowerCase();
  const name = LANGUAGE_NAMES.get(lower) ?? Object.keys(LANGUAGES).find((n) => LANGUAGES[n]?.codes.includes(lower));
  return name ? (LANGUAGES[name]?.codes ?? null) : null;
}

/**
 * Kinds of show a listener may ask for, by the category feeds give them (iTunes categories), and
 * how they are said. Subjects ("science", "history", "business", "true crime") are topics,
 * searched as words: an episode about one says so.
 */
const GENRES: { category: string; said: RegExp }[] = [
  {
    category: 'Comedy',
    said: /\b(something |anything )?(fun|funny|comedy|comedies|comedic|humou?rous|(to )?make me laugh|(want|need|wanna|like) to laugh|something to laugh (at|about)|tell me a joke|jokes|a (good )?laugh|stand[ -]?up|upbeat|light[ -]?hearted|(a (bit |little )?)?lighter( in tone)?|feel[ -]?good|cheerful|(?:to )?cheer me up)( ones?| shows?| podcasts?| episodes?| stor(y|ies))?\b/,
  },
  {
    category: 'Fiction',
    said: /\b(fiction|audio dramas?|radio plays?|(tell me |read me )?an? (good |bedtime )?story|stories|bedtime stories)( ones?| shows?| podcasts?| episodes?)?\b/,
  },
  {
    category: 'Education',
    said: /\b(learn(ing)? something( new)?|teach me something( new)?|teach me(?= $)|(something |anything )?(educational|informative))( ones?| shows?| podcasts?| episodes?| stuff)?\b/,
  },
  {
    category: 'Kids & Family',
    said: /\b(for (the |my )?(kids|children)|kids'?|children'?s|family[ -]friendly)( ones?| shows?| podcasts?| episodes?)?\b/,
  },
];

/** Words that may follow "in German" when it names the language, not a topic ("in German history"). */
const AFTER_LANGUAGE = new Set([
  'please',
  'today',
  'tonight',
  'news',
  'language',
  'podcasts',
  'episodes',
  'shows',
  'ones',
]);

/** Number words, by value: ONES[7] is "seven", TENS_WORDS[8] is "eighty". */
const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS_WORDS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const UNITS: Record<string, number> = { ...Object.fromEntries(ONES.map((w, n) => [w, n])), a: 1, an: 1 };
const TENS: Record<string, number> = {
  ...Object.fromEntries(TENS_WORDS.flatMap((w, n) => (w ? [[w, n * 10]] : []))),
  // As often typed: "under fourty minutes".
  fourty: 40,
};
const ORDINALS: Record<string, number> = {
  ...Object.fromEntries(ORDINAL_WORDS.slice(0, 10).map((w, i) => [w, i + 1])),
  '1st': 1,
  '2nd': 2,
  '3rd': 3,
  '4th': 4,
  '5th': 5,
  last: -1,
};

/** An episode of the last answer, by its rank: "the second one", "number 2", "episode three". */
const WHICH = String.raw`(?:the |that |this )?(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last)(?: one| episode| of them| of those|(?= (?:about )?$))|(?:number|episode|#) ?(\d+|one|two|three|four|five|six|seven|eight|nine|ten)|(it|that one|this one|that episode|this episode)`;

type Aspect = NonNullable<AssistantRequest['about']>['aspect'];

/** Questions about an episode just offered, by what they ask. */
const ASKED_ABOUT: { aspect: Aspect; pattern: RegExp }[] = [
  {
    aspect: 'length',
    // "How long?" or "how long does it last", said alone: of the episode asked about or playing.
    pattern: new RegExp(
      `\\bhow long is (${WHICH})\\b|^ is (${WHICH}) (very |too |that |really )?(long|short)\\b|^ (?:(?:and|so|ok|okay) )?how long(?: (?:does|will) (?:it|that|this(?: one)?) (?:last|run|go on|take|be))?(?: again| then)? $`,
    ),
  },
  {
    aspect: 'people',
    // "Who's the host?", said alone, asks about the episode asked about before, else the first;
    // "who was the guest on the last one" about that one; "does the second one have a guest", "is
    // the first one an interview" who is on it.
    pattern: new RegExp(
      `\\bwho(?:'?s| is| was| are| were) (?:on|in|hosting|talking in) (${WHICH})\\b|\\b(?:does|did|has) (${WHICH}) (?:have|got) (?:a |any )?guests?\\b|^ (?:(?:and|so|ok|okay) )?(?:is|was) (${WHICH}) (?:an |a )?(?:interview|conversation)\\b|\\bwho hosts (${WHICH})\\b|\\bwho(?:'?s| is| was| are| were) the (?:host|hosts|guest|guests|speakers?) (?:on|in|of) (${WHICH})\\b|^ who(?:'?s| is| was| are| were) the (?:host|hosts|guest|guests|speakers?)(?: on it| in it)? $|\\bwho(?: made| makes| produced| produces| did| does|'?s behind| is behind| was behind) (${WHICH})\\b`,
    ),
  },
  {
    aspect: 'date',
    pattern: new RegExp(
      `\\bwhen (?:was|is|did) (${WHICH}) (?:from|published|out|released|come out|made)\\b|\\bhow old is (${WHICH})\\b|^ (?:(?:and|so|ok|okay) )?is (${WHICH}) (?:new|recent|old|an old one|a new one) $|^ (?:(?:and|so|ok|okay) )?(?:what (?:year|date|day|month)|when) (?:was|is|did) (?:that|this|it)(?: one| episode)?(?: from| published| out| released| come out| made| recorded)? $`,
    ),
  },
  {
    // "Is there a transcript for the first one", "does number two have a transcript", "can I chat
    // with the second one": whether Chat can ask about what was said in it.
    aspect: 'transcript',
    pattern: new RegExp(
      `\\b(?:is there|do you have|have you got|got|you got) (?:a )?transcripts? (?:for|of|with) (${WHICH})\\b|\\b(?:does|do|has) (${WHICH}) (?:have|got|come with) (?:a )?transcripts?\\b|\\bcan (?:i|we) (?:chat|talk) (?:with|about|to) (${WHICH})\\b`,
    ),
  },
  {
    aspect: 'summary',
    pattern: new RegExp(
      `\\b(?:tell me|say|read me|talk)(?: a bit| a little)?(?: more)? about (${WHICH})\\b|\\b(?:read|tell|give|say)(?: me| us)? (?:the )?(?:description|summary|blurb|show notes|synopsis) (?:of|for|to) (${WHICH})\\b|\\bwhat(?:'?s| is) the (?:description|summary|blurb|synopsis) (?:of|for) (${WHICH})\\b|\\b(?:which|what) (?:show|podcast) (?:is|'?s) (${WHICH}) (?:from|on|by|part of|in)\\b|\\bwhat(?:'?s| is| was) (${WHICH}) about\\b|^ (?:(?:and|so|ok|okay) )?what(?:'?s| is| was| were) (${WHICH})(?: called)?(?: again)? $|\\bdescribe (${WHICH})\\b|\\bwhat(?:'?s| is| was) the (?:name|title) of (${WHICH})\\b|\\bwhat(?:'?s| is) (${WHICH}) called\\b|\\bwhat(?:'?s| is) in (${WHICH})\\b|^ (?:(?:and|so|ok|okay) )?(?:what|how) about (${WHICH})(?: then)? $|\\b(?:more )?(?:details|info|information) (?:on|about|for|of) (${WHICH})\\b`,
    ),
  },
];

/**
 * How a listener says which one to play: "play", "let's go with", "I'll take", "try", "skip to",
 * "put" (with "on" after the pick: "put the third one on"), "I like the sound of" (where "I liked
 * the second one", heard before, asks for more like it).
 */
const PICK_VERB = String.raw`(?:play|start|put on|put|stick|let'?s (?:hear|listen to|go with|do|try|play)|i'?ll (?:take|go with|have|try)|i'?d like|i want|i (?:really )?(?:like|love)(?: the sound of)?|go with|try|(?:skip|go|jump|switch|move|cut) (?:straight |over )?to)`;

/** "The first one is fine", "number two works": a pick said as good enough. */
const PICK_FINE = String.raw` (?:is|sounds) (?:fine|good|ok|okay|great|perfect|alright|all right)| will do| works`;

/** "Play it", "yes, play that one", "let's hear it", "put it on". */
const PLAY_IT =
  /^ (?:(?:ok|okay|yes|yeah|sure|great|sounds good|perfect) )*(?:(?:please|just|then|go ahead and) )?(?:play|start|put on|let'?s hear|let'?s listen to) (?:it|that|that one|this|this one|that episode|this episode|(?:all of )?(?:them|those|these)(?: all)?)(?: on)?(?: please| then| now)? $|^ (?:put|turn) (?:it|that|that one) on(?: please)? $/;
/** "Play", "ok play": said alone after an answer, the one asked about, else the first. */
const PLAY_ALONE = /^ (?:(?:ok|okay|yes|yeah|sure|great|then|so) )*(?:play|start)(?: please| now)? $/;

/**
 * "The second one", "ok the third one please", "play number three": said alone after an answer, a
 * pick to play, as the overlay plays it (its voice command for the same words).
 */
const PLAY_NTH = new RegExp(
  String.raw`^ (?:(?:ok|okay|yes|yeah|then|um|hmm|no|nope|sorry|actually|wait|oh|oops|i meant|i mean|i said) )*(?:${PICK_VERB} )?(?:the )?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|1st|2nd|3rd|4th|5th)(?: one| episode)?(?: on)?(?: please| sounds good| then|${PICK_FINE})? $|^ (?:(?:ok|okay|yes|yeah|then|um|hmm|no|nope|sorry|actually|wait|oh|oops|i meant|i mean|i said) )*(?:please )?(${PICK_VERB} )?(number|result|#|episode|no|nr|num) ?(\d+|one|two|three|four|five|six|seven|eight|nine|ten)(?: on)?(?: please| then|${PICK_FINE})? $|^ (?:(?:ok|okay|yes|yeah|then) )*(?:${PICK_VERB} )?(\d|10|one|two|three|four|five|six|seven|eight|nine|ten)(?: please)? $`,
);

/** "Skip the first one", "pass on number two", "not the first one": the one offered after it is played. */
const SKIP_NTH =
  /^ (?:(?:ok|okay|no|nah|then|just) )*(?:skip|pass on|not) (?:the (first|second|1st|2nd)(?: one| episode)?|(?:number|#) ?(1|2|one|two))(?: please)? $/;

/** "Play the next one", "next episode please", said after one was played. */
const PLAY_NEXT =
  /^ (?:ok |okay |then )?(?:(?:play |start |give me |try )?(?:the next|next|another|a different)(?: one| episode)?|skip(?: it| this| that| this one| that one| this episode| ahead)?)(?: please)? $/;

/**
 * "The one before that", "play the previous episode", "the one after that", said after one was
 * played. Group 1 is set when it asks for the one before.
 */
const PLAY_BESIDE =
  /^ (?:ok |okay |then |and |now )?(?:play |start |put on |go back to )?(?:the )?(?:(previous(?: one| episode)?|(?:one|episode) before(?: that| this| it)?)|(?:one|episode) after(?: that| this| it)?)(?: please)? $/;

/** "No, I meant Planet Money", "I said bees not trees": group 1 is what was meant, without what was not. */
const CORRECTION =
  /^ (?:(?:no|nope|sorry|oh|wait|um|uh|actually) )*(?:i meant|i mean|i said|i asked for|i was asking for|i wanted) (.+?)(?: (?:not|instead of|rather than) .+)? $/;

/**
 * "No, not taxes, tariffs": what was not meant and what was, set apart by a comma, a stop or a dash
 * that the words alone lose. Group 1 is what was not meant, group 2 what was.
 */
const NOT_THIS_BUT =
  /^\s*(?:(?:no|nope|oh|um|uh|sorry|wait)\b[\s,.!-]*)*not\s+(?!(?:bad|really|sure|now|yet|quite|exactly|today|that|this|it)\b)([^,;.!?]+?)(?:\s*[,;.!?]+|\s+[-\u2013\u2014]+)\s*(?:but\s+|i\s+meant\s+)?([^,;.!?]+?)[\s.!?]*$/i;

/** "Go back one", "back one episode please": said after one was played. */
const BACK_ONE = /^ (?:ok |okay |then |and |no )?(?:go |skip |jump )?back (?:one|an episode|one episode)(?: please)? $/;

/** "The one before that", "previous episode", "go back one": asked for the one before the one played. */
export function asksOneBefore(message: string): boolean {
  const text = withoutName(heard(message));
  return !!PLAY_BESIDE.exec(text)?.[1] || BACK_ONE.test(text);
}

/** "Yes", "sure" said alone; "no", "nope". */
const AGREED = /^ (?:yes|yeah|yep|yup|sure|sounds good|that one|yes please|sure thing)(?: please)? $/;
const DECLINED = /^ (?:no|nope|nah|no thanks|no thank you|not really|not those)(?: thanks| thank you)? $/;

/** "Anything", "whatever you like", said alone. */
const ANYTHING_AT_ALL =
  /^ (?:(?:ok|okay|um|uh|hmm|oh|just|really) )*(?:(?:play|put on|give me|surprise me with) )?(anything|whatever|your (?:best|favou?rites?|picks?|top picks?)(?: ones| episodes| stuff)?|anything is fine|anything'?s fine|anything will do|whatever you (?:like|want|think)|i don'?t mind|i don'?t care)(?: please| really| at all| then)? $/;

/** "The last one", "ok play the last one": said alone after an answer. */
const PLAY_LAST = new RegExp(
  String.raw`^ (?:(?:ok|okay|yes|yeah|then) )*(?:${PICK_VERB} )?the last one(?: please| sounds good| then)? $`,
);

/**
 * "The shortest one", "which one is the newest", "play the longest one": an episode of the last
 * answer picked by its length or date. Said alone, since "the latest Planet Money" asks anew.
 */
const PICK =
  /^ (?:(?:and|so|ok|okay|then|just) )*(?:(?:which|what)(?: one| of them| of those)?(?:'?s| is) |(play|start|put on|give me|let'?s hear|tell me about|what about|pick|choose) )?(?:just |only )?(?:the |a |any )?(shortest|longest|newest|latest|most recent|oldest|random)(?: one| episode)?(?: of them| of those)?(?: please| then)? $/;
/** A pick said with a length: "the longest one over 2 hours". Group 1 is the pick, 2 the length. */
const PICK_OF_LENGTH =
  /^( .+?) ((?:under|over|less than|more than|longer than|shorter than|at least|at most|no more than|below|above) .+?)(?: please| then)? $/;
/** "Pick one at random", "play any of them at random", "choose one for me": one of the last answer, at random. */
const PICK_AT_RANDOM =
  /^ (?:(?:and|so|ok|okay|then|just|um|uh|hmm|oh|well) )*(?:(?:play|start|put on|give me|pick|choose)(?: me)? (?:one|any one|anyone|any of them|one of them|one of those|any of those)(?: at random| randomly| for me)|(?:you )?(?:pick|choose) (?:one|any of them|one of them|one of those|any of those|any)|(?:you (?:pick|choose|decide)|any of (?:them|those|these|the three)|(?:any|either) one|whichever(?: one)?(?: you (?:like|want|think|pick))?|(?:it )?(?:doesn'?t|does not) matter(?: which(?: one)?)?|i don'?t (?:mind|care) which(?: one)?|(?:any|either) (?:is|one is|of them is|of those is|will do|would do) (?:fine|ok|okay|good)))(?: please| then| is fine| are fine| i don'?t mind)? $/;
const PICK_BY: Record<string, NonNullable<AssistantRequest['pickBy']>> = {
  random: 'random',
  shortest: 'shortest',
  longest: 'longest',
  newest: 'newest',
  latest: 'newest',
  'most recent': 'newest',
  oldest: 'oldest',
  // "The first episode of The Daily".
  first: 'oldest',
};

/**
 * "The one about oil", "play the one with ezra klein", "the one about the fed sounds good": an
 * episode of the last answer picked by words of its title or description (the service finds it).
 */
const PICK_WORDS =
  /^ (?:(?:and|so|ok|okay|then|yes|yeah) )*(?:(play|start|put on|give me|let'?s hear|let'?s listen to|i'?ll take|go with|tell me about|what about|what'?s) )?the (?:one|episode) (?:about|on|with|from|called|where they talk about|that'?s about|that talks about) (.+?)(?: (sounds good|looks good|sounds great|please|then))?(?: play it| please)? $/;

/** "Play the Planet Money one", "which one is from The Daily": words said before "one", or after "which one is". */
const PICK_WORDS_BEFORE =
  /^ (?:(?:and|so|ok|okay|then|yes|yeah) )*(?:(play|start|put on|give me|let'?s hear|let'?s listen to|i'?ll take|go with|tell me about|what about) )?the (.+?) (?:one|episode)(?: (sounds good|looks good|please|then))? $|^ (?:which|what) (?:one|episode) (?:is|was|'s) (?:from|by|about|on|with) (?!(?:it|that|this)\b)(.+?) $/;
/** "The next one", "the other one", "the same one": no words of an episode. */
const NOT_PICK_WORDS = /^(next|other|same|previous|right|wrong|good|best|new|old|first|second|third|last|\w+est)$/;

/** "Play the one about oil" starts it; "the one about oil" asks after it. */
function pickedByWords(text: string, previous: AssistantRequest): AssistantRequest | null {
  const before = PICK_WORDS_BEFORE.exec(text);
  const m = PICK_WORDS.exec(text) ?? (before && !NOT_PICK_WORDS.test(before[2] ?? '') ? before : null);
  const words = m && topicOf((m[2] ?? m[4]) as string);
  if (!m || !words) return null;
  const toPlay = (!!m[1] && !/^(tell me about|what about|what'?s)$/.test(m[1])) || /^(sounds|looks)/.test(m[3] ?? '');
  return {
    ...previous,
    ...NOTHING_ASKED,
    intent: 'search',
    pickWords: words,
    about: toPlay ? null : { rank: 1, aspect: 'summary' },
    playRank: toPlay ? 1 : null,
  };
}

/**
 * "The shortest episode about bitcoin", "play the longest one on farming", "the longest episode
 * you have about history"; "the oldest episode of Planet Money", "play the first episode of Serial".
 */
const PICK_OF_TOPIC =
  /^ (?:(what'?s|what is|which is|find(?: me)?|give me|play|start|put on|tell me(?: more)? about|how long is|how long'?s|who'?s on|who is on|who was on) )?the (?:very )?(shortest|longest|oldest|first|newest|latest|most recent) (?:(?:episode|one|podcast)s?(?: (?:you have|you'?ve got|you got|there is|in the catalog))? (about|on|of|from|by) (.+?)( about)?|(.+?)(?: episode| one)?) $/;

/** "Play 1865 from the beginning", "start it from episode one": the verb, and the show when named. */
const FROM_THE_START =
  /^ (play|start|put on)(?: it| them| the show| that show| (.+?))? (?:from|at) (?:the (?:very )?(?:beginning|start|first episode)|episode (?:one|1)) $/;

/**
 * "Play the second episode of Serial", "tell me about the third episode of The Daily": a show's
 * episodes counted from its first (of a time said, from the first of that time); "play the
 * second newest Planet Money", from its newest.
 */
const NTH_OF_SHOW =
  /^ (?:(play|start|put on|tell me(?: more)? about|what'?s|what is|how long is|how long'?s|who'?s on|who is on) )?the (second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|2nd|3rd|4th|5th) (?:(newest|latest|most recent|last)(?: episode| one)?(?: (?:of|from|on))?|episode (?:of|from)) (.+?)( about)? $/;

/** "The second newest one", "play the third latest": a show's, when its newest were just offered. */
const NTH_NEWEST_ALONE =
  /^ (?:(?:play|start|put on|tell me(?: more)? about|what'?s|what is|how long is|how long'?s|who'?s on|who is on) )?the (?:second|third|fourth|fifth|2nd|3rd|4th|5th) (?:newest|latest|most recent)(?: episode| one)?(?: please)? $/;

/** "What's the longest episode you have", "play your shortest episode", "the oldest episode you have": picked from the whole catalog. */
const PICK_OF_ALL =
  /^ (?:(what'?s|what is|which is|find(?: me)?|give me|play|start|put on) )?(?:the|your) (shortest|longest|oldest) (?:podcast )?(?:episode|podcast)(?: (?:you have|you'?ve got|you got|there is|in the catalog|of all|ever|of all time))? $/;

/**
 * A question about a show's newest episode: "what is the latest Planet Money about", "how long is
 * the newest episode of No Agenda", "who is on the latest Daily", "when did The Daily last come
 * out". Group 1 is the question, 2 the show as said.
 */
const NEWEST_ASKED = [
  /^ (what'?s|what is|what was|tell me about|tell me more about|how long is|how long'?s|how long was|how old is|how old'?s|who(?:'?s| is| was| are| were)(?: the guests?)? (?:on|in)) the (?:newest|latest|last|most recent) (?:(?:episode|one) (?:of|from|on) )?(.+?)(?: episode)?(?: (about|on it|in it))? $/,
  /^ (what'?s|what is|what was|tell me about|how long is|how long'?s|who(?:'?s| is| was| are| were)(?: the guests?)? (?:on|in)) (.+?)'?s (?:newest|latest|last|most recent) (?:episode|one)(?: (about|on it|in it))? $/,
  // "Is the latest Planet Money long?": its length.
  /^ (is|was) the (?:newest|latest|last|most recent) (?:(?:episode|one) (?:of|from|on) )?(.+?)(?: episode| one)? (?:very |too |really |a )?(?:long|short|quick|long one|short one|over an hour|under an hour|over half an hour|under half an hour|more than an hour|less than an hour) $/,
  /^ (when) (?:did|was|has) (.+?) last (?:come out|out|published|released|updated|posted|put (?:one|an episode) out) $/,
  /^ (when) (?:was|is|did) the (?:newest|latest|last|most recent) (?:(?:episode|one) (?:of|from|on) )?(.+?)(?: episode)?(?: (?:come out|out|published|released|posted))? $/,
  // "Who hosts Planet Money", "who is the host of The Daily": the people of its newest.
  /^ (who hosts|who(?:'?s| is| are) (?:the )?hosts? (?:of|on)|who(?:'?s| is) hosting|who(?:'?s| is| are) (?:on|behind)) (.+?)(?: podcast| show)? $/,
];

/** The aspect a question about one episode asks after, by its first words. */
const ASKED_ASPECT: [RegExp, Aspect][] = [
  [/^(how long|is$|was$)/, 'length'],
  [/^who/, 'people'],
  [/^(when|how old)/, 'date'],
  [/^(what|tell)/, 'summary'],
];

/**
 * What a question put before a pick asks of the episode picked ("tell me about" its summary, "how
 * long is" its length, "who's on" its people; "... about" said last, its summary), or null when
 * the words before it ask nothing of their own ("what's", "play").
 */
function aspectAsked(verb: string | undefined, about: string | undefined): Aspect | null {
  if (about) return 'summary';
  if (!verb || !/^(tell|how|who)/.test(verb)) return null;
  return ASKED_ASPECT.find(([q]) => q.test(verb))?.[1] ?? null;
}

/** What a pick by length or date says of the episode picked: its length, or its date. */
const pickedAspect = (by: AssistantRequest['pickBy']): Aspect =>
  by === 'shortest' || by === 'longest' ? 'length' : by === 'random' ? 'summary' : 'date';

/** "Play the shortest one" starts it; "which one is the shortest" asks after it. */
function pickedFrom(text: string, previous: AssistantRequest): AssistantRequest | null {
  const atRandom = PICK_AT_RANDOM.exec(text);
  if (atRandom) return { ...previous, ...NOTHING_ASKED, intent: 'search', pickBy: 'random', playRank: 1 };
  const m = PICK.exec(text);
  if (!m) return null;
  const pickBy = PICK_BY[m[2] as string] ?? null;
  const base = { ...previous, intent: 'search' as const, pickBy };
  // "Pick a random one" plays it, as "play" does.
  const toPlay = !!m[1] && !/^(tell me about|what about)$/.test(m[1]);
  if (toPlay) return { ...base, about: null, playRank: 1 };
  return { ...base, about: { rank: 1, aspect: m[1] ? 'summary' : pickedAspect(pickBy) }, playRank: null };
}

/**
 * "Tell me about the second one", "how long is number 3": which episode, and what is asked of it.
 * "It" ("how long is it?") is the episode asked about before, else the first one offered.
 */
function askedAbout(
  text: string,
  previous: AssistantRequest | null,
): (NonNullable<AssistantRequest['about']> & { it?: boolean }) | null {
  // "How long is the second one?" "And the third?": the same question about another.
  const next = previous?.about ? ASKED_NEXT.exec(text) : null;
  const named = next && new RegExp(WHICH).exec(`${next[1]} one`);
  const nextRank = named && (named[1] ? ORDINALS[named[1]] : wordNumber(named[2] as string));
  if (nextRank && previous?.about) return { rank: nextRank, aspect: previous.about.aspect };
  for (const { aspect, pattern } of ASKED_ABOUT) {
    const m = pattern.exec(text);
    if (!m) continue;
    // "Tell me about the first episode of Planet Money" names a show, not an episode offered.
    if (/^ ?(?:of|from) (?!(?:them|those|these|that list|the list)\b)\S/.test(text.slice(m.index + m[0].length)))
      continue;
    // The match again with the space after it, which "the second" said last needs.
    const which = new RegExp(`\\b(?:${WHICH})`).exec(` ${m[0].trim()} `);
    if (!which || which[3]) {
      // "How long is it?" said alone asks of the episode offered last, even with none offered yet.
      if (!searchesSomething(previous)) {
        if (text.trim() !== m[0].trim()) continue;
        return { rank: -1, aspect };
      }
      return { rank: previous?.about?.rank ?? previous?.playRank ?? 1, aspect, it: true };
    }
    const rank = which[1] ? ORDINALS[which[1]] : wordNumber(which[2] as string);
    if (rank) return { rank, aspect };
  }
  return null;
}

/**
 * "Which one do you recommend", "which should I listen to", "what's the best one": asked of the
 * episodes just offered, which the service answers with the first and why it is first.
 */
export function asksRecommendation(message: string): boolean {
  return /^ (?:(?:and|so|ok|okay|then|well|hmm|um) )*(?:(?:which|what)(?: one| episode)?(?: of (?:them|those|these))? (?:(?:do|would|should) you (?:recommend|suggest|pick|choose|go with|start with)|should i (?:listen to|hear|play|start with|pick|choose|go with)|is (?:the )?(?:best|most popular|most listened to|most played|your (?:favou?rite|pick|top pick))(?: one)?)(?: first)?|(?:what'?s|what is|which is|which'?s) (?:the (?:best|most popular) one|your (?:favou?rite|pick|top pick))(?: of (?:them|those|these))?|(?:what|which) (?:one )?(?:would|do) you (?:go with|pick|choose)|(?:just )?the (?:best|top) (?:one|match|episode)(?: of (?:them|those|these))?)(?: please| then)? $/.test(
    message.startsWith(' ') ? message : heard(message),
  );
}

/** "Play the best one", "play me your favourite", "put on the top match": the first offered, which is the best match. */
const PLAY_BEST =
  /^ (?:(?:ok|okay|so|then|just) )*(?:play|start|put on|give me|let'?s hear)(?: me| us)? (?:the|your) (?:best|top|favou?rite)(?: one| episode| match| pick)?(?: of (?:them|those|these))?(?: please| then)? $/;

/** The episodes just offered, as a question asks of all of them. */
const THEM =
  '(?:they|them|those|these|the episodes|those episodes|these episodes|all of them|each of them|the three of them|all three)';

/** Questions of every episode just offered: "how long are they", "when did those come out", "who's on them". */
const ASKED_OF_ALL: [RegExp, Aspect][] = [
  [new RegExp(`^(?:and |so |ok |okay )?how long (?:are|were|is) ${THEM}(?: each)?$`), 'length'],
  [
    new RegExp(
      `^(?:and |so |ok |okay )?(?:when (?:did|were|was) ${THEM} (?:come out|came out|published|released|made|from|out)|how old are ${THEM})$`,
    ),
    'date',
  ],
  [new RegExp(`^(?:and |so |ok |okay )?who(?:'?s| is| are| was| were) (?:on|in) ${THEM}$`), 'people'],
  [
    new RegExp(
      `^(?:and |so |ok |okay )?(?:what(?:'re| are| were) ${THEM}(?: all)? about|tell me (?:more )?about ${THEM}|describe ${THEM}|(?:read|give|tell)(?: me| us)? (?:the )?(?:descriptions|summaries|blurbs)(?: of ${THEM})?|(?:give me )?more (?:details|info|information)(?: (?:on|about) ${THEM})?)$`,
    ),
    'summary',
  ],
];

/**
 * The aspect a question asks of every episode just offered ("how long are they?"), or null. The
 * service answers it of each; the request it stands for asks it of the first.
 */
export function askedOfAll(message: string): Aspect | null {
  const t = message
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return ASKED_OF_ALL.find(([pattern]) => pattern.test(t))?.[1] ?? null;
}

/** "And the third?", "what about number four", "the last one then": another episode, after a question about one. */
const ASKED_NEXT =
  /^ (?:and |what about |how about |and what about )?((?:the )?(?:first|second|third|fourth|fifth|last)|(?:number|#) ?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten))(?: one| episode)?(?: then)? $/;

/** A word of a place's name ("chicago", "new york"): not one that starts the request itself. */
const PLACE_WORD = String.raw`(?!(?:about|something|anything|some|any|for|and|with|so|please|play|give|find|get|tell|what|can|could|would|i|we|need|want|listen|hear|a|an|the|on|in|it)\b)[a-z'-]+`;

/** Where to: "home", "to the airport", "into new york". */
const DESTINATION = String.raw`(home|back|(to|into|over to|down to|up to|back to|out to)( (the|a|an))?( ${PLACE_WORD}){1,2})\b`;

const NUMBER = String.raw`(\d+(?:\.\d+)?|a couple(?: of)?|couple of|a few|few|several|(?:a )?quarter of an?(?= hours?\b)|(?:twenty|thirty|forty|fourty|fifty|sixty|ninety)(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|an?|half an?|a half|half(?= hours?\b))`;

/** 20, "twenty", "forty five", "an", "half an" as a number. */
export function wordNumber(text: string): number | null {
  const t = text.trim().replace(/-/g, ' ');
  if (/^\d+(\.\d+)?$/.test(t)) return Number(t);
  if (/^(half an?|a half|half)$/.test(t)) return 0.5;
  if (/^(a )?quarter of an?$/.test(t)) return 0.25;
  if (/^(a )?couple( of)?$/.test(t)) return 2;
  if (/^(a )?few$/.test(t)) return 3;
  if (t === 'several') return 4;
  const parts = t.split(/\s+/);
  if (parts.length === 1) return UNITS[t] ?? TENS[t] ?? null;
  if (parts.length === 2 && TENS[parts[0]] !== undefined && UNITS[parts[1]] !== undefined)
    return TENS[parts[0]] + UNITS[parts[1]];
  return null;
}

/** A day of the month as said: "3", "3rd", "third", "twenty first". */
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?|(?:(?:twenty|thirty)[ -])?(?:${ORDINAL_WORDS.slice(0, 9).join('|')})|${ORDINAL_WORDS.slice(9).join('|')}|thirtieth`;

/** A day of the month as `DAY` matched it, as a number: "3rd" 3, "twenty first" 21, "thirtieth" 30. */
function dayNumber(said: string): number | null {
  const digits = /^(\d+)/.exec(said);
  if (digits) return Number(digits[1]);
  const [first, second] = said.split(/[ -]/);
  if (first === 'thirtieth') return 30;
  if (second) return (first === 'twenty' ? 20 : 30) + ORDINAL_WORDS.indexOf(second) + 1;
  const n = ORDINAL_WORDS.indexOf(first as string);
  return n < 0 ? null : n + 1;
}

/** The months' names, in their order: "from March 2020". */
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A year as said aloud: "twenty nineteen", "nineteen ninety nine", "two thousand and eight". */
const SPOKEN_YEAR = `(?:nineteen|twenty)[ -](?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?)|two thousand(?: and)?(?: (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?))?`;

/** Names speech to text writes as two words: "you tube", "eye phone". */
const SPLIT_NAME_AS_MEANT: Record<string, string> = {
  'you tube': 'youtube',
  'face book': 'facebook',
  'tik tok': 'tiktok',
  'net flix': 'netflix',
  'eye phone': 'iphone',
  'pod casting': 'podcasting',
  'twit ter': 'twitter',
};
const SPLIT_NAMES = new RegExp(` (${Object.keys(SPLIT_NAME_AS_MEANT).join('|')})(?= )`, 'g');

/** Decades as said, from the tens: "the nineteen sixties" is the 1960s. */
const DECADES = ['tens', 'twenties', 'thirties', 'forties', 'fifties', 'sixties', 'seventies', 'eighties', 'nineties'];

/** A year in figures or as said aloud ("2019", "twenty nineteen"), or null. */
function spokenYear(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  const t = text.replace(/-/g, ' ');
  const thousands = /^two thousand(?: and)?(?: (.+))?$/.exec(t);
  if (thousands) return 2000 + (thousands[1] ? (wordNumber(thousands[1]) ?? 0) : 0);
  const [century, ...rest] = t.split(' ');
  const tail = wordNumber(rest.join(' '));
  if (tail === null) return null;
  return (century === 'nineteen' ? 1900 : 2000) + tail;
}

/** Minutes of "n units"; a week or more of audio is no length anyone asks for, so it is dropped. */
const toMinutes = (n: number, unit: string): number | null => {
  const minutes = Math.max(1, Math.round(/^h/.test(unit) ? n * 60 : n));
  return minutes <= 7 * 24 * 60 ? minutes : null;
};

/** Letters of other alphabets' keyboards that are no accented letter, as their plain ones. */
const PLAIN_LETTERS: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const OTHER_LETTERS = new RegExp(`[${Object.keys(PLAIN_LETTERS).join('')}]`, 'g');

/** Text in small letters, as a listener may type it: accents dropped, "Terje Høiback" as "terje hoiback". */
export function plainLetters(text: string): string {
  return withoutAccents(text.toLowerCase()).replace(OTHER_LETTERS, (c) => PLAIN_LETTERS[c] ?? c);
}

/**
 * Text with each letter that has a plain one written so ("Høiback" as "Hoiback", "órbita" as
 * "orbita"), one letter for one: a word found in it is at the same place in the text.
 */
export function plainLettersInPlace(text: string): string {
  return text.replace(/[\u00c0-\u024f]/g, (c) => {
    const lower = c.toLowerCase();
    const plain = PLAIN_LETTERS[lower]?.length === 1 ? (PLAIN_LETTERS[lower] as string) : withoutAccents(lower);
    if (plain.length !== 1) return c;
    return c === lower ? plain : plain.toUpperCase();
  });
}

/**
 * Lower case, plain apostrophes, no punctuation but what numbers need, and letters without their
 * accents ("economía" is "economia", "über" "uber"), as the search reads them either way.
 */
export function normalizeSpeech(text: string): string {
  // "The U.S. economy", "US politics": the country, where "us" would be read as a pronoun.
  const country = text.replace(
    /(?<![\w.])(?:U\.?S\.?(?:A\.?)?|u\.s\.(?:a\.)?)(?![\w.])|(?<=\b[Tt]he )(?:us|u s|usa)\b/g,
    ' united states ',
  );
  // Typed short: "podcasts w/ guests", "something re: taxes".
  const typed = country
    .replace(/(?<![\w/])[Ww]\/[Oo](?!\w)/g, ' without ')
    .replace(/(?<![\w/])[Ww]\/(?=\s*\w)/g, ' with ')
    .replace(/(?<!\w)[Rr]e:(?=\s)/g, ' about ');
  return ` ${plainLetters(typed)
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/&/g, ' and ')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/[^a-z0-9' #-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/** "I'm tired", "feeling sleepy" (in a message as normalized): a driver who should rest before anything is played. */
const DROWSY =
  /(?<= )(?:i'?m|i am|i feel|feeling|we'?re)(?: so| really| very| a bit| a little| kind of| kinda| getting)? (?:tired|sleepy|drowsy|exhausted)(?! of\b)(?= )/;

/**
 * A message as heard: normalized, without the sounds said while thinking ("hmm, not really", "um,
 * something about sleep"); "uh huh" and "mm hmm" are yes; a number heard as a word that sounds
 * like it, where only a number can be, is that number ("play number to", "episode for please").
 */
export function heard(message: string): string {
  return (
    joinedSplitWords(normalizeSpeech(message))
      // A small word said twice, as people falter: "play the the daily", "something about about bees".
      .replace(/ (the|a|an|to|of|from|about|on|in|i|me|my|and|play|some|something) (?=\1 )/g, ' ')
      // Words heard as others that sound the same: "witch one", "which won", "the one be for that".
      .replace(/ (?:witch|which) (?:one|won) /g, ' which one ')
      .replace(/ be for (?=(?:that|this|it|then) )/g, ' before ')
      .replace(/ the forth (?=(?:one|episode) )/g, ' the fourth ')
      // "No wait, from 1865": a correction, said before what it corrects ("wait wait don't tell me" is a name).
      .replace(/^ (?:(?:no|oh|uh|um|actually|sorry) )*wait (?!wait\b)(?=\S)/, ' ')
      // "No interviews", "without the interviews" leave out episodes with guests, as "without guests" does.
      .replace(
        /(?<! with) (?:no|without|without the|nothing with|none of the) (?:interviews?|guests?)(?= )/g,
        ' without guests',
      )
      // "A couple of months back" is a couple of months ago; "something I can finish in 15", in 15 minutes.
      .replace(/(?<= (?:days|weeks|months|years)) back(?= )(?! (?:then|when|in)\b)/g, ' ago')
      .replace(
        /(?<= (?:finish|finish it|listen to|get through|hear|wrap up)) in (\d+|five|ten|fifteen|twenty|twenty five|thirty|forty|forty five|fifty|sixty)(?= (?:please )?$)/,
        ' in $1 minutes',
      )
      // "The one before the latest Daily" is its second newest; "the one before the latest one",
      // after a show's newest, is the second newest of that show (see NTH_NEWEST_ALONE).
      .replace(
        / the (?:one|episode) (?:before|previous to) the (?:latest|newest|most recent|last) (?!(?:one|episode)\b)/,
        ' the second newest ',
      )
      .replace(
        / the (?:one|episode) (?:before|previous to) the (?:latest|newest|most recent|last) (?:one|episode)(?= (?:please )?$)/,
        ' the second newest one',
      )
      // "Planet Money's first episode" is its very first, as "the first episode of Planet Money" is.
      .replace(
        /^ ((?:(?:play|put on|start|find|get|give me|what'?s|what is) )?)(?:the )?([a-z0-9][a-z0-9 ]*?)'s (?:very )?(?:first|oldest|earliest) (?:episode|one)(?: ever)?(?= (?:please )?$)/,
        ' $1the very first episode of $2',
      )
      // "That thing about the moon you played yesterday": when it was played is no time it came out.
      .replace(
        /(?<=\S) (?:that )?you (?:played|put on)(?: me| for me| us)?(?: (?:yesterday|earlier|last night|this morning|the other day|last week|before))? $/,
        ' ',
      )
      // "I'm tired" while driving asks for something to keep them awake (the service says to rest
      // first); "I'm tired of politics" is what not to hear.
      .replace(DROWSY, 'keep me awake')
      // "The early 2010s": the decade ("from around 2019": that year; no feed's date is finer than
      // a listener's memory of it).
      .replace(/ the (?:early|late|mid)[ -]((?:19|20)\d0s)(?= )/g, ' the $1')
      .replace(/(?<= (?:from|in)) (?:around|about|circa|roughly)(?= (?:19|20)\d\d )/g, '')
      // "The first ever episode of No Agenda": its very first.
      .replace(/ the first ever (?=(?:one|episode|show|podcast) )/g, ' the very first ')
      // "Play the shorter one": of the ones asked about (see the service), else of those offered.
      .replace(/ the (short|long|new|old)er (?=one )/g, ' the $1est ')
      // "Which is longer, the first or the second", "which one's newer": the one compared (the
      // service reads the ranks named).
      .replace(
        /^ (?:which|what)(?: one)?(?: is|'?s|was) (?:the )?(short|long|new|old)er(?: one)?(?: (?:the |number )?[a-z0-9]+(?: one)? or (?:the |number )?[a-z0-9]+(?: one)?)? $/,
        ' which is the $1est one ',
      )
      // "AI but not too technical", "physics that isn't too technical": for beginners.
      .replace(
        /(?<=\S)(?<! (?:something|anything|one|ones|stuff|episodes?)) (?:but |thats |that'?s |that |which )?(?:is |'?s |are )?(?:not|isn'?t|aren'?t|nothing) (?:too|so|very|overly|that) (?:technical|complicated|complex|advanced)(?= (?:please )?$)/,
        ' for beginners',
      )
      // "A beginner's guide to investing", "investing for dummies": the same.
      .replace(
        / (?:an? |the )?(?:complete |absolute )?(?:beginner'?s'?|beginners|newbie'?s'?) guide (?:to|on|for) (.+?)(?= (?:please )?$)/,
        ' $1 for beginners',
      )
      .replace(/(?<=\S) for dummies(?= (?:please )?$)/, ' for beginners')
      // "AI safety, maybe something not too technical": the same, said as another request.
      .replace(
        /(?<=\S) (?:maybe |perhaps |preferably |ideally )?(?:something|anything|one|ones) (?:that'?s |that is |which is )?(?:not|nothing) (?:too|so|very|overly|that) (?:technical|complicated|complex|advanced)(?= (?:please )?$)/,
        ' for beginners',
      )
      // "Play his newest", "what's her latest" after a person: the newest of those offered.
      .replace(/ (?:his|her|their) (newest|latest|most recent)(?: one| episode)? $/, ' the $1 one ')
      // A pick by length or date in other words: "the one with the shortest run time", "which has
      // the longest running time", "the one with the most recent date".
      .replace(
        / (?:the one|which(?: one)?) (?:with|that has|has) the (?:(shortest|longest) (?:run ?time|running time|play(?:ing)? time|duration|length)|(most recent|newest|latest|oldest|earliest) (?:date|release date|publish(?:ing)? date|air date))(?= )/g,
        (said: string, length?: string, date?: string) => {
          const by = length ?? (date === 'earliest' ? 'oldest' : date);
          return said.startsWith(' the') ? ` the ${by} one` : ` which one is the ${by}`;
        },
      )
      // "Which one has a transcript": the ones with one; "is the second one any good": tell of it.
      .replace(
        / which (?:one|ones|of them|of those|of these) (?:has|have|comes? with) (?:a )?transcripts?(?= )/,
        ' ones with a transcript',
      )
      .replace(
        / is (the (?:first|second|third|last) one|number [a-z0-9]+|it|that one|this one) (?:any good|good|worth (?:it|a listen|listening to|hearing))(?= )/,
        ' tell me about $1',
      )
      // "Not that one, the next": the next one.
      .replace(/ the next $/, ' the next one ')
      .replace(/ (?:no )?not (?:that|this) one (?:give me |play )?(?=the next one $)/, ' ')
      // The first offered, however it is said: "the top one", "the top result", "the one at the top".
      .replace(
        / the (?:top|topmost|very first) (?:one|result|pick|hit|episode)(?= )| the one (?:at|on) (?:the )?top(?= )/g,
        ' the first one',
      )
      // The words a request is made of, as they are often typed: "an epsiode on climate", "sumthing about cars".
      .replace(/ (?:epsiode|episdoe|eposide|epiosde|espisode|episoed|epsidoe)(s?)(?= )/g, ' episode$1')
      .replace(/ (?:podcats|podacst|podcsat|podcst|pocast|podast)(s?)(?= )/g, ' podcast$1')
      .replace(/ (?:sumthing|sumthin|somethin|somthing|somehting|soemthing|smth|sth)(?= )/g, ' something')
      .replace(/ (?:anythin|enything|anyting|anyhting)(?= )/g, ' anything')
      // Typed short: "smth abt ai", "pls", "thx", "eps about history", "an ep about cooking".
      .replace(/ abt(?= )/g, ' about')
      .replace(/ (?:pls|plz|plez|pleez)(?= )/g, ' please')
      .replace(/ (?:thx|thnx|tks)(?= $)/, ' thanks')
      .replace(/ eps(?= (?:about|on|of|from|with) )/g, ' episodes')
      .replace(
        / ep(?= (?:about|on|of|from|with|\d+) )|(?<= (?:an|the|that|this|new|latest|last|newest)) ep(?= )/g,
        ' episode',
      )
      // Words speech to text splits or writes as said: "some thing", "an epi sode", "the stock mark
      // it", "pod cast", "lemme hear",
      // "whatcha got", "anything 'bout cars".
      .replace(/ (some|any) thing(?= )/g, ' $1thing')
      .replace(/ sum thing(?= )/g, ' something')
      // "Somethin' bout cooking", "could ya find", "ya got anything", "the daily to day".
      .replace(
        /(?<= (?:something|anything|stuff|hear|talk|talks|talking|one|episodes?|podcasts?)) bout(?= )/g,
        ' about',
      )
      .replace(
        / ya(?= (?:got|find|have|play|know|get|put|pick)\b)|(?<= (?:could|can|would|will|do|did|have|thank|see)) ya(?= )/g,
        ' you',
      )
      .replace(/(?<! day) to day(?= $| please $)/, ' today')
      .replace(/ to morrow(?= )/g, ' tomorrow')
      .replace(/ (stock|housing|job|super|flea|farmers) mark it(?= )/g, ' $1 market')
      .replace(/ pod cast(s?)(?= )/g, ' podcast$1')
      .replace(/ epi sode(s?)(?= )/g, ' episode$1')
      .replace(/ bit coin(s?)(?= )/g, ' bitcoin$1')
      .replace(/ block chain(s?)(?= )/g, ' blockchain$1')
      // "Climb it change", "global warning", "artificial intelligent": the subject as meant.
      .replace(/ climb it (change|crisis|science|scientists?|policy|activists?)(?= )/g, ' climate $1')
      .replace(/ global warning(?= )/g, ' global warming')
      .replace(/ artificial intelligent(?= )/g, ' artificial intelligence')
      .replace(/ new clear(?= )/g, ' nuclear')
      .replace(/ world war (?:to|too)(?= )/g, ' world war 2')
      .replace(SPLIT_NAMES, (_m, two: string) => ` ${SPLIT_NAME_AS_MEANT[two]}`)
      // A year said in a subject, in figures as it is written: "the crash of twenty oh eight", "the
      // twenty sixteen election", "the nineteen sixties" (not a length: "twenty thirty minutes").
      .replace(
        new RegExp(
          `(?<= )(${SPOKEN_YEAR}|(?:nineteen|twenty) oh (?:one|two|three|four|five|six|seven|eight|nine))(?= )(?! (?:minutes?|mins?|hours?|hrs?|seconds?)\\b)`,
          'g',
        ),
        (said: string) => {
          const year = spokenYear(said.replace(/ oh /, ' '));
          return year !== null && said !== 'two thousand' ? String(year) : said;
        },
      )
      .replace(
        / (nineteen|twenty) (tens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)(?= )/g,
        (_m, c: string, d: string) => ` ${c === 'nineteen' ? 19 : 20}${DECADES.indexOf(d) + 1}0s`,
      )
      // "Try again with Planet Money", "try again but shorter": what follows is the request.
      .replace(
        /^ (?:(?:no|nah|ok|okay|hmm|um) )*try again(?: with| but| and| from| on)? (?!(?:please|then|now) $)(?=\S)/,
        ' ',
      )
      // "What's knew on Planet Money", "anything fresh from Planet Money": new.
      .replace(/ (what'?s|anything|something|nothing) (?:knew|fresh)(?= )/g, ' $1 new')
      .replace(/ lemme(?= )/g, ' let me')
      // As typed: "do u have", "what've you got".
      .replace(/ u (?=(?:have|got|know|recommend|suggest|think|like) )/g, ' you ')
      .replace(/ what'?ve(?= )/g, ' what have')
      .replace(/ (?:whatcha|watcha|what cha)(?= )/g, ' what have you')
      .replace(/ (?:what you|what u) got(?= )/g, ' what have you got')
      .replace(
        / (something|anything|stuff|podcasts?|episodes?|shows?|ones?|more|talk|talking|learn|hear) '?bout(?= )/g,
        ' $1 about',
      )
      // "Not so technical", "something simpler", "I'm new to this": for beginners, as said after a topic.
      .replace(
        /^ (?:(?:but|and|ok|okay|hmm|maybe) )*(?:(?:something|anything|one|ones) )?(?:(?:a bit|a little|much) )?(?:not (?:so|too|that|very) technical|less technical|nothing (?:too|so) technical|simpler|easier(?: to follow)?|more basic|for a beginner|for dummies|for someone new|i'?m (?:a beginner|new to (?:this|it)))(?: ones?| please| then)? $/,
        ' for beginners ',
      )
      .replace(/^ (?:uh huh|uh hu|mm+ hm+|mhm+)(?= )/, ' yes')
      // "That's too old", "those are a bit dated": newer ones; "they're too recent": older ones.
      .replace(
        /^ (?:(?:no|nah|hmm|but|ugh) )*(?:(?:that'?s|that is|those are|these are|they'?re|they are|it'?s|it is|that one'?s|those ones are|these ones are)(?: all)? )?(?:a bit |a little |way |much |kind of |kinda |just )?(?:too|so) (old|dated|out of date|outdated|new|recent)(?: for me)? $/,
        (_m, age: string) => (/^(new|recent)$/.test(age) ? ' older ones ' : ' something newer '),
      )
      .replace(
        /^ (?:(?:no|nah|hmm|but|ugh) )*(?:that'?s|that is|those are|these are|they'?re|they are|those ones are|these ones are)(?: all)?(?: a bit| a little| kind of| kinda| pretty| really)? (?:old|dated|out of date|outdated|old ones)(?: for me)? $/,
        ' something newer ',
      )
      .replace(/^ (?:(?:h+m+|u+m+|u+h+|er|erm|eh|ah|oh|ugh+|meh) )+/, ' ')
      // Said mid-sentence ("something about umm history"), and "id like" as "I'd like" typed or heard
      // without its apostrophe; "a bit of history", "a little something about music": history, music.
      .replace(/(?<=\S) (?:h+m+|u+m+|u+h+|uhm+|erm)(?= \S)/g, '')
      .replace(
        /(?<= (?:so|ok|okay|and|yeah|yes|hey|hi|hello|borris|boris)|^) id (?=(?:like|love|rather|prefer|want) )/,
        " i'd ",
      )
      .replace(
        /(?<= )(?:a )?(?:little |tiny |quick )?bit of (?!(?:a|an|the|it|that|this|time|luck)\b)/g,
        'something about ',
      )
      .replace(/(?<= )a little something(?= )/g, 'something')
      // Said alone, a sound or a check of the microphone asks nothing.
      .replace(
        /^ (?:ugh+|meh|h+m+|u+m+|testing(?: testing)+(?: one two(?: three)?| 1 2(?: 3)?| 123)?|testing (?:one two(?: three)?|1 2(?: 3)?|123)) $/,
        ' ',
      )
      .replace(
        /^ ((?:play |start |put on )?(?:number|episode|#)|play|start|put on) (to|too|for|won|ate)(?= (?:please )?$)/,
        (_m, cue: string, word: string) => ` ${cue} ${SOUNDS_LIKE_NUMBER[word]}`,
      )
  );
}

/**
 * A word speech to text heard as two ("in flation", "unem ployment"): a short piece, or a piece no
 * dictionary has, before one no dictionary has, joined when the whole is a word ("block chain",
 * both words, stays two).
 */
function joinedSplitWords(text: string): string {
  const known = (w: string) => /^\d/.test(w) || wordnet().primaryPos(w) !== null;
  return text.replace(/(?<= )([a-z]+) ([a-z]{3,})(?= )/g, (pair, a: string, b: string) =>
    !known(b) && (a.length <= 3 || !known(a)) && known(a + b) ? a + b : pair,
  );
}

/** Borris's name said first ("hey Borris, what can you do") asks him what follows. */
const withoutName = (text: string): string =>
  text.replace(
    /^ (?:(?:hey|hi|hello|ok|okay|yo|so) )?(?:borris|bories|borus|boras|siri|alexa)(?: (?:please|can you|could you))? (?=\S)|^ (?:hey|hi|hello|ok|okay|yo|so) boris(?: (?:please|can you|could you))? (?=\S)|^ (?:hey|ok|okay) google (?=\S)|^ boris (?=(?:please|can|could|play|find|search|give|get|put|what|what's|whats|any|anything|something|i|show|tell|is|are|do|does|how|who|when|where|why|let's|start|pause|stop|resume|next|skip|read|help) )/,
    ' ',
  );

/** Words speech to text writes for a number said alone: "number to" is number two. */
const SOUNDS_LIKE_NUMBER: Record<string, string> = { to: 'two', too: 'two', for: 'four', won: 'one', ate: 'eight' };

/**
 * Words speech to text writes out the long way: letters said one by one ("the n s a", "f b i",
 * "c o v i d", "a i") are one word, unless all but one of them are "a" or "i", as in "vitamin d a
 * day"; "covid nineteen" is "covid 19"; "world war one" and "ww two" keep their number, which
 * would otherwise be read as "one episode".
 */
function spelledOut(text: string): string {
  return (
    text
      .replace(/(?<= )[a-z](?: [a-z])+(?= )/g, (run) =>
        run === 'a i' || run.replace(/[ai ]/g, '').length >= 2 ? run.replace(/ /g, '') : run,
      )
      .replace(/ covid (nineteen|19) /g, ' covid 19 ')
      .replace(/ world war (one|two)(?= )/g, (_m, n: string) => ` world war ${n === 'one' ? 1 : 2}`)
      .replace(/ ww ?(one|two|1|2)(?= )/g, (_m, n: string) => ` ww${n === 'one' || n === '1' ? 1 : 2}`)
      // An episode's number read as a year is: "episode eight ninety eight" is 898, "nine oh four"
      // 904, "thirteen ninety" 1390.
      .replace(
        / (episode|number|#) (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen) ((?:oh )?[a-z]+(?: [a-z]+)?)(?= )/g,
        (said, cue: string, hundreds: string, rest: string) => {
          const tail = wordNumber(rest.replace(/^oh /, ''));
          const fits = tail !== null && tail >= 1 && tail <= 99 && tail >= 10 !== rest.startsWith('oh ');
          return fits ? ` ${cue} ${(UNITS[hundreds] as number) * 100 + tail}` : said;
        },
      )
  );
}

/** Words a show's name may end in, said or not: "Freakonomics Radio" is "freakonomics" too. */
const NAME_ENDINGS = 'podcast|show|radio';
/** Pattern text for one of NAME_ENDINGS said after a name (one capturing group, optional). */
const SAID_ENDING = `( (?:${NAME_ENDINGS}))?`;
const ENDING_LAST = new RegExp(` (?:${NAME_ENDINGS})$`);

/** A catalog show name as it may be said: no "the" in front, none of NAME_ENDINGS after. */
export function spokenShowName(name: string): string {
  return normalizeSpeech(name).trim().replace(/^the /, '').replace(ENDING_LAST, '').trim();
}

type Found = { text: string; value: AssistantRequest; touched: boolean };

const isKept = (x: unknown): x is { keep: string } =>
  typeof x === 'object' && x !== null && typeof (x as { keep?: unknown }).keep === 'string';

/**
 * A pattern that takes every match, compiled once per source: the interpreter applies a few hundred
 * patterns to each message, and compiling them each time was most of its work. Patterns made of
 * what a listener said are many, so the cache is emptied when it grows large.
 */
const GLOBAL = new Map<string, RegExp>();
function everyMatch(pattern: RegExp): RegExp {
  let re = GLOBAL.get(pattern.source);
  if (!re) {
    if (GLOBAL.size >= 4000) GLOBAL.clear();
    re = new RegExp(pattern.source, 'g');
    GLOBAL.set(pattern.source, re);
  }
  return re;
}

/** Applies a pattern: every match is taken out of the text and handed to `use`. */
function take(found: Found, pattern: RegExp, use: (m: RegExpExecArray) => unknown): boolean {
  const re = everyMatch(pattern);
  let hit = false;
  found.text = found.text.replace(re, (...args) => {
    const groups = args.slice(0, -2) as string[];
    const m = Object.assign(groups, { index: 0, input: found.text }) as unknown as RegExpExecArray;
    // Words `use` gives back as { keep } stay in the text, for the patterns after it and the topic.
    const kept = use(m);
    hit = true;
    found.touched = true;
    return isKept(kept) ? ` ${kept.keep} ` : ' ';
  });
  // One space between words, as the patterns after this one expect.
  found.text = found.text.replace(/ {2,}/g, ' ');
  return hit;
}

const GREETING =
  /^ ((hi|hello|hey|hiya|yo|good (morning|afternoon|evening)|hey there|hello there)( borris)?( how are you( doing)?( today)?| what'?s up| how'?s it going)?|(what'?s up|what'?s new with you|how'?s it going|how are you( doing)?( today)?)( borris)?) $/;
const HELP =
  /^ (help|help me|what can you do|what do you do|how does (this|it) work|how do i use (this|it|you|borris)|what (?:can|should|do) i (say|ask)(?: you| borris)?|who are you|what are you|(are you|is this) (a robot|a bot|real|human|a person|an ai|there)|who (made|built|created|designed) you|what'?s your name|how old are you|what did you do( today| yesterday| last night| this weekend| on the weekend| at the weekend| over the weekend)?|how was your (day|weekend|night|morning)|what are you (doing|up to)( today| now)?|where (are you from|do you live)|(un)?follow (this|that|the|a) (show|podcast|channel|creator)|unfollow [a-z0-9' ]+|(un)?subscribe( (to|from) [a-z0-9' ]+)?|download (it|this|that|this one|that one|(this|that|the) episode|episodes|podcasts)|do you have (feelings|a (body|name|family))|are you (alive|smart|happy|ok|okay|a (man|woman|boy|girl))|what do you look like|can you hear me|(?:test(?:ing)?(?: test(?:ing)?)*|mic(?:rophone)? check)(?: (?:1 2 3|one two three|123))?|what time is it|what'?s the time|that'?s not what i (asked for|meant|said|wanted)|(that'?s|you'?re|you are) (wrong|useless|stupid|dumb|not helping)|what'?s the weather( like)?( today| tomorrow| outside| now)?|(how'?s|how is|what is|is it going to be|will it be) the weather( like)?( today| tomorrow| outside| now)?|(is it|will it|is it going to) (rain|snow)( today| tomorrow| later)?|(navigate|drive|directions) (home|to [a-z' ]+)|(call|phone|text|message) (mom|mum|dad|home|work|the office|my [a-z]+)|send a (text|message)( to [a-z' ]+)?|set an? (alarm|reminder)( [a-z0-9' ]+)?|remind me to [a-z0-9' ]+|what('?s| is) the (score|traffic)( like)?( (of|in) the game| today| now| right now)?|how('?s| is) the traffic( like| looking)?( today| now| right now)?|(is there|any) traffic( ahead| on [a-z0-9' ]+)?|how far (is it|are we)( (to|from) [a-z' ]+)?|how long until (we|i) (get|arrive)( there| home)?|(find|where'?s|where is) (a |the )?(nearest |closest )?(gas station|petrol station|charging station|charger|parking( lot| spot)?|rest stop|restroom|bathroom)|(read|check) my (messages|texts|emails?|mail)|turn (on|off) the (radio|ac|air conditioning|air con|heat|heater|heating|lights|wipers))( borris)? $/;
/** "What shows do you have", "how many episodes are there": what the catalog holds. */
const CATALOG =
  /^ (?:(?:and|so|ok|okay|hey borris|borris) )?(?:how many (?:episodes|shows|podcasts)(?: do you (?:have|know)| are there| have you got| you got)?|(?:what|which) (?:shows|podcasts)(?: do you (?:have|know)| are there| have you got| you got| can i (?:listen to|hear|choose from))|what(?:'?s| is) in (?:the|your) (?:catalog|library|collection)|(?:what|which) (?:shows|podcasts|creators|channels) (?:do i|am i|have i) (?:follow|following|subscribed to|subscribe to|followed)|what (?:do you have|have you got)(?: for me)?)(?: borris)? $/;
/** "How many episodes are there", "how many do they have": said after a show, how many of it. */
const SHOW_COUNT =
  /^ (?:(?:and|so|ok|okay) )?how many(?: episodes| ones)?(?: are there| do they have| does it have| does (?:this|that|the) (?:show|podcast) have| have they (?:made|done|got)| has it got)(?: in total| altogether)? $/;
/**
 * "Pick up where I left off", "continue my podcast", "what was I listening to": the episode the
 * listener was part way through, from their listening history.
 */
const RESUME =
  /^ (?:(?:please|can you|could you|let'?s|i want to|i'?d like to) )?(?:(?:resume|unpause|continue|keep playing|continue listening|keep listening)|(?:continue|resume|pick up|carry on|go on|start|play)(?: (?:from|with))? where (?:i|we) (?:left off|stopped|was|were)|(?:continue|resume|go back to|get back to|finish|play)(?: listening to)? (?:my|the) (?:last |previous )?(?:episode|podcast|show)(?: (?:i|we) (?:was|were) (?:listening to|playing|on))?|(?:continue|play|resume|finish|go back to|get back to) (?:what|the one|the episode) (?:i|we) (?:was|were) (?:listening to|playing|on)|(?:continue|play|resume|finish) the (?:episode|one|podcast) (?:i|we) (?:started|began)|what was i listening to|what (?:have|had) (?:i|we) been (?:listening to|playing)(?: lately| recently)?|what did (?:i|we) (?:last )?(?:listen to|hear|play)(?: last| most recently| yesterday| today| this morning| last night| earlier(?: today)?)?|(?:what was|what'?s|play|replay|resume|continue) the last (?:thing|episode|one|podcast) (?:i|we) (?:listened to|heard|played|was listening to|were listening to|started))(?: (?:yesterday|this morning|last night|earlier(?: today)?|before|the other day))?(?: please)?(?: borris)? $/;
/** Intents that answer with the listener's own episodes, which "play number 2" then plays from. */
const OWN_LISTS = new Set<AssistantRequest['intent']>(['resume', 'playlist', 'saved']);

/**
 * The listener's playlist or saved episodes, to hear what is on it ("what's on my playlist", "what
 * did I save") or to play it ("play my playlist", "play the episodes I saved"). Group 1 is the
 * verb that plays it.
 */
const OWN_PLAYLIST =
  /^ (?:(?:please|can you|could you|let'?s|i want to|i'?d like to) )?(?:(play|start|put on|listen to|shuffle)(?: me)?(?: (?:something|anything|an episode|one) (?:from|off|on))? (?:my |the )?(?:playlist|queue)|(play|start) (?:everything|all|what'?s|what is|the episodes?|the ones|the next(?: one| episode)?|the first(?: one| episode)?) (?:on|in|from) (?:my|the) (?:playlist|queue)|(?:what'?s|what is|what do i have|what have i got|read(?: me)?|read out|tell me what'?s) (?:on |in )?(?:my|the) (?:playlist|queue)|how many (?:episodes )?(?:are |do i have |have i got )?(?:on|in) (?:my|the) (?:playlist|queue)|my playlist)(?: please)?(?: borris)? $/;
const OWN_SAVED =
  /^ (?:(?:please|can you|could you|let'?s|i want to|i'?d like to) )?(?:(play|start|put on|listen to)(?: me)?(?: (?:something|anything|an episode|one) (?:from|of))? (?:my |the )?(?:saved|saved (?:episodes|ones|podcasts|list|stuff)|(?:episodes|ones|podcasts|stuff|things|what) i(?:'ve| have)? saved)(?: for later)?|(play|start|put on|listen to)(?: me)? (?:something|anything|one|an episode) (?:i(?:'ve| have)? saved|i saved for later|of my saved(?: episodes| ones)?)|(?:what (?:did|have) i saved?|(?:remind me|tell me) what i(?:'ve| have)? saved|what have i got saved|(?:what'?s|what is) (?:in|on) my saved(?: episodes| list)?|read(?: me)? my saved(?: episodes| list)?|my saved(?: episodes| list)?)(?: for later)?)(?: please)?(?: borris)? $/;

/** A request taken back ("never mind", "cancel"), which the thanks intent answers with an OK. */
const TAKEN_BACK =
  "never ?mind(?: that)?|cancel|forget it|shut up|be quiet|not (?:yet|now|right now)|maybe later|sorry|oops|my bad|wrong (?:button|one)|i didn'?t mean (?:that|to)|(?:hmm |um )?let me think(?: about it)?|give me a (?:second|sec|minute|moment)(?: to think)?";
/** A goodbye, which the thanks intent answers with one. */
const FAREWELL =
  "bye|bye bye|goodbye|good bye|see you|see ya|see you later|later|that'?s all|that'?s all for now|i'?m done|all done|nothing else|good ?night|(?:i'?m|we'?re) (?:home|here|at work|parked)|(?:i|we)(?:'ve| have) arrived|we made it";
/** Thanks, a goodbye (group 1) or a request taken back (group 2): nothing to find. */
const THANKS = new RegExp(
  `^ (?:thanks|thank you|thanks a lot|thank you so much|cheers|great thanks|ok thanks|okay thanks|perfect|great|awesome|nice|i love you|you'?re (?:great|awesome|amazing|the best|a star)|good (?:job|bot)|(?:ok |okay |thanks |thank you )?(${FAREWELL})|(?:ok |okay |oh )?(${TAKEN_BACK}))(?: (?:that'?s|that is|this is|it'?s) (?:perfect|great|awesome|good|fine|exactly what i wanted|just what i wanted|just right))?(?: please| thanks| thank you)?(?: borris)? $|^ (?:ok |okay |oh |yes |yeah )?(?:that'?s|that is|this is|it'?s|that would be|that'?d be|that will be|that'?ll be|that was|it was) (?:perfect|great|awesome|lovely|exactly what i wanted|just what i wanted|just right|good|fun|brilliant|amazing|interesting)(?: thanks| thank you)?(?: borris)? $|^ i (?:really )?(?:loved|liked|enjoyed) (?:that|it|that one|that episode)(?: thanks| thank you)?(?: borris)? $`,
);

/** "Start over", "new search", "let's start again": the conversation begun anew. */
const START_OVER =
  /^ (?:(?:ok|okay|so|let'?s|let us|can we|could we|please|just) )*(?:start (?:over|again|afresh|from scratch|fresh)|begin again|start a new search|(?:a )?new search|reset|clear (?:it|that|everything|the search|all that))(?: please)?(?: borris)? $/;

/** Whether the listener says they are drowsy, which the answer meets with a word to rest first. */
export const saysDrowsy = (message: string): boolean => DROWSY.test(normalizeSpeech(message));

/** Whether a message asks to begin the conversation anew ("start over"), which the greeting answers. */
export const startsOver = (message: string): boolean => START_OVER.test(withoutName(heard(message)));

/** What a message the thanks intent answers says: a request taken back, a goodbye, or thanks. */
export function thanksKind(message: string): 'taken back' | 'farewell' | 'thanks' {
  const said = THANKS.exec(withoutName(heard(message)));
  return said?.[2] ? 'taken back' : said?.[1] ? 'farewell' : 'thanks';
}

/** The month each season begins, as the northern half of the world has them. */
export const SEASON_STARTS: Record<NonNullable<AssistantRequest['season']>, number> = {
  spring: 3,
  summer: 6,
  autumn: 9,
  winter: 12,
};

/** Days known by their names, as the date they fall on. */
const NAMED_DAYS: Record<string, string> = {
  'christmas eve': 'december 24th',
  'christmas day': 'december 25th',
  christmas: 'december 25th',
  'new years eve': 'december 31st',
  'new years day': 'january 1st',
  halloween: 'october 31st',
  'valentines day': 'february 14th',
};

/** "Tomorrow's episode", "next week's Daily": one not out yet. */
const STILL_TO_COME = /\b(tomorrow|next week|next month)'?s\b/;

/** Whether a message asks for an episode not out yet ("play tomorrow's Planet Money"). */
export const asksStillToCome = (message: string): boolean => STILL_TO_COME.test(heard(message));

/** Words a request is wrapped in that say nothing about what to find. */
/**
 * Praise the catalog cannot rank by: "the best of 2020", "top episodes about sleep" ("best
 * practices" stays a topic).
 */
const PRAISE =
  /\b(the )?(very )?(best|top|greatest|most popular|(?:top|highest|best)[ -]rated|award[ -]winning)( (\d+|three|five|ten))? (episodes?|ones|podcasts?|shows?)\b|\b(the )?(very )?(best|top|greatest) of\b|\b(the )?(best|top) (\d+|three|five|ten)\b|\bmost popular\b|^ (the )?(very )?(best|top|greatest)( ones)? $/;

/** Whether the message asks for the best or most popular episodes, which the catalog cannot tell. */
export const asksPraise = (message: string): boolean => PRAISE.test(heard(message));

/**
 * How an episode should not feel ("nothing too gory", "that isn't too depressing"), which no
 * description says: no subject, and the service says it cannot tell.
 */
export const UNTOLD_FEELINGS =
  'depressing|sad|heavy|dark|grim|serious|intense|dry|boring|gory|graphic|violent|scary|creepy|disturbing|gruesome';

const FILLER = [
  // "Everything you need to know about vaccines": vaccines.
  /\beverything (you|i|we|one) (need|want|should|ought|have) to know about\b/,
  // Hedges: "preferably under 30 minutes", "ideally over an hour", "if possible".
  /\b(preferably|ideally|if possible|if you can|if you have (one|any))\b|\b(maybe|perhaps)(?= (something|anything|one|ones|not|under|over|from|about|on|shorter|longer|newer|older)\b| $)/,
  // "Any recommendations for a long drive? I like history and science": history and science.
  /\bi (really |also |mostly )?(like|love|enjoy|'?m into|am into)\b(?= (?!(it|that|this|them|those|these|the (first|second|third|last|one|ones|episode))\b)\S)/,
  // "Your best episode about sleep": the best match about it.
  /\byour(?= (very )?(best|top|finest|greatest)( (episodes?|ones?))? (about|on)\b)/,
  // What is left of a drive's length said before the request (the length is out by now): "it's
  // about three hours, got anything on the war", "the drive is two hours, anything on history",
  // "it's a two hour drive, something about space", "my commute is 25 minutes, what should i listen to".
  /^ (it'?s|it is|it'?ll be|it will be|it takes( me| us)?|(the|my|our) (drive|trip|ride|commute|journey|flight)( (home|back|in|to work|to school|there))?( is|'s| will be| takes( me| us)?)?)( an?| like| roughly)?( (drive|trip|ride|commute|journey|flight)( away)?)?( to get (home|there|back|in|to work|to school))?(?= $| (got|have you got|do you have|anything|something|any|some|what|play|find|give|put|i|we)\b)/,
  // "The newest episode you have", "anything you've got on bees": what the catalog has.
  /\b(that |which )?(?<!\b(do|did|does|have|has|can|could|will|would) )(you|u)( have|'ve|ve)? (have|got|know)( for me| here)?(?= $| (about|on|from|in|of)\b)/,
  // Where the listener is about to go, before the request: "I'm about to get on the highway and I
  // want something about Rome", "we're hitting the road".
  /\b(i'?m|i am|we'?re|we are)( (about to|going to|gonna|just|now|currently))?( be)? ((get(ting)? on|hit(ting)?|tak(e|ing)|driv(e|ing)|leav(e|ing)|head(ing)?( out)?|start(ing)?|jump(ing)? on)( (the|my|a|our))?( (highway|road|freeway|motorway|interstate|drive|trip|commute|road trip|car|train|bus|way))?|on (the|my|a|our) (highway|road|freeway|motorway|interstate|way|commute|drive))\b( and)?/,
  /\b(get(ting)?|hop(ping)?|jump(ing)?) (on|in|into) (the|my|our) (highway|freeway|motorway|interstate|car|train|bus)\b( and)?/,
  // Said in passing: "something about sports, I guess", "eh, anything".
  /\b(i guess|i suppose|i reckon)\b|^ (eh|meh|er|erm|ah)\b|^ (sorry|excuse me|pardon me)( to (bother|interrupt) you)?( but)?(?= \S)/,
  // Said in passing too: "something about, you know, history", "the stock market or whatever",
  // "could you kind of find me", "cooking, I think", "i dunno, something about food", "either
  // history or science".
  /(?<!\b(do|did|would|don'?t|if|what|how) )\byou know\b(?! (any|anything|about|of|what|how|who|where|why|when|if|whether|an?|some|something)\b)|\bor whatever(?= $)|\b(kind of|kinda|sort of|sorta)(?= (find|play|get|give|want|need|feel|like|looking|in|into|after|something|anything|interested)\b)|\bi think(?= $)|^ i think\b|^ (i )?(dunno|don'?t know|do not know|have no idea|no idea)(?= \S)|^ either(?= .* or )/,
  // What would please: "something on the election would be cool", "i'd be into something about
  // trains", "i'm thinking something about the ocean".
  /\b(would|'d|will|could) be( (cool|great|nice|awesome|good|perfect|fun|fine|ideal|lovely|amazing|wonderful|interesting|sweet|neat))?(?= $)|\b(i'?d|i would) be (into|up for|keen on|interested in)\b|^ (i'?m|i am|i was) thinking(?= (maybe|something|anything|some|an?)\b)/,
  // How it should feel, which no description says: "that isn't too depressing", "nothing too heavy".
  new RegExp(
    `\\b(but )?(that|which)?( is|'s)? ?(isn'?t|is not|aren'?t|are not|not|nothing)( too| very| so| overly)? (${UNTOLD_FEELINGS})\\b`,
  ),
  // Who else will listen: "something my wife would like", "my wife wants something about
  // gardening", "for the kids in the back".
  /\b(my|our|the) (wife|husband|partner|girlfriend|boyfriend|friends?|dad|mom|mum|mother|father|family|passengers?|parents|kids|son|daughter) (wants?|would like|asked for|is asking for|are asking for|requested)\b|\bin the back ?seat\b|(?<!\b(pain|hurts?|ache|aches|stabbed|stab|knife|shot) )\bin the back(?= $)/,
  /\b(that )?(my|our) (wife|husband|partner|girlfriend|boyfriend|friends?|dad|mom|mum|mother|father|family|passengers?|parents) (would|will|might|could|can) (like|love|enjoy|listen to)\b/,
  // Who else is in the car: "a road trip with the family", "to listen to with my wife".
  /\b(with|and) (the|my|our) (family|wife|husband|partner|girlfriend|boyfriend|friends|dad|mom|mum|parents|passengers)\b( in the car)?/,
  // "Planet Money number 898": the number is what a title has.
  /\bnumber (?=\d+ )/,
  // Questions about a show, answered with its newest: "what kind of show is No Agenda", "who hosts
  // The Daily", "how often does it come out", "how many episodes of Planet Money do you have".
  /^ (what kind of (show|podcast) is|who hosts|who(?:'?s| is) the hosts?( of)?|who (makes|made|produces|produced)|who(?:'?s| is) behind)\b|\bhow often (does|do|is)( it| they)?( come out| (get )?released| published| updated)?\b|\b((has|have|did) (anything|something)( new)? )?(come out|comes out)( how often)? $|^ how many (episodes|shows)( of| from)?( do you have| have you got| are there)?\b/,
  // "From the guy who does Planet Money": from the show.
  /\b(the )?(guy|guys|woman|women|man|men|people|person|host|hosts|folks|team|lady) (who|that) (does|do|makes|make|hosts|host|runs|run|did)\b/,
  // "The episode called Raw Milk Deal": its title.
  /\b(the |an? )?(episode|one|podcast|show|ep)s? (called|titled|named)\b/,
  // An episode remembered: "there was this episode about sourdough", "remember that one about
  // the housing crisis", "I heard an episode about octopus once".
  /^ (?:(?:so|and|ok|okay) )?(?:there (?:was|is|'s)|(?:do you |you )?remember|i remember)(?: (?:this|that|the|an?))?(?= (?:episode|one|show|podcast|interview)\b)|(?<=\S )(?:once|one time|a while (?:ago|back))(?= $| (?:can|could|would|will) you\b| (?:find|play|get) (?:it|that)\b)/,
  // Who is on it: "something where Bill Gates is a guest" is Bill Gates.
  /(?:^| (?:something|anything|ones?|episodes?)) where (?=.* (?:is|was) (?:a |the )?guest $)| (?:is|was) (?:a |the )?guest(?= $)/,
  // "Material on philosophy", "content about parenting", "info on taxes".
  /\b(material|content|info|information)(?= (on|about|regarding|related to)\b)/,
  // "A summary of today's news", "a quick rundown on tech": the news, the tech.
  /\b(an? )?(quick |short |brief )?(summary|rundown|recap|roundup|round-up|briefing|update) (of|on)\b/,
  // How it is told, which no description says: "an introduction to economics", "a primer on
  // crypto", "the basics of investing", "economics 101", "a debate about nuclear energy", "explain
  // AI to me like I'm five" (a beginner's guide is for beginners: see heard()).
  /\b(an? |the )?(quick |short |brief |simple |basic |gentle )?(introduction|intro|primer|explainer|crash course|overview|basics|debate|discussion|lecture|chat|conversation) (to|on|in|of|about|over)\b|(?<=\S )(101|explained( simply)?|simply explained)(?= $)|\b(to me )?like (i'?m|i am) (five|5|a (kid|child|five year old|5 year old))\b/,
  // "I've got a long drive ahead of me, something about history" (the length is out by now).
  /\b(i'?ve|we'?ve) got( an?)?\b/,
  // How long the listener has, in words around the length (which is out by now): "something I
  // can listen to in the next half hour", "till I get home in 15 minutes", "I'll be in the car
  // for two hours", "twenty minute drive".
  /\b(i|we) can (listen to|hear|play|finish|get through)\b|\b(in|within|over|for) the next\b|\b(till|until|before) (i|we) (get|arrive|am|are|reach)( home| there| back| to work)?\b/,
  /^ (i'?ll|we'?ll|i will|we will) be( (driving|in the car|on the road|commuting|travell?ing))?( for)? $|^ (to )?(fill|kill|pass) $|^ (a |my |the |our )?(drive|commute|car ride|ride|trip|journey)( (home|to work|back|to school))? $/,
  // "Any of those under 30 minutes": the ones just offered, refined.
  /\b(any|some|one|all|which|none|either) of (those|these|them)\b/,
  // "A few episodes about space", "three episodes about cooking", "a single episode about bees",
  // "from earlier this year" (the year is out by now).
  /\b(a )?(couple( of)?|few|several)\b|\b(from )?earlier $|\b(two|three|four|five|[2-9]|10) (?=(episodes|shows|podcasts|ones)\b)|\b(a )?single(?= (episode|one|podcast|show)\b)/,
  // Corrections and changes of subject: "no, I meant history", "change the topic to space",
  // "same but shorter".
  /\b(no |nope |sorry |oops |actually |wait )*i (meant|mean|said|wanted)\b|\b(change|switch) (the )?(topic|subject) to\b|\b(a )?(change of|new|different|another) (subject|topic)\b|^ (let'?s|let us) (try|do|go with|hear about|talk about|switch to)\b|^ how about we (try|do|go with|hear|listen to)\b|^ (the )?same( thing| ones?| again)?( but| only)\b|^ (never ?mind|forget (it|that)|scratch that)(?= (?!the |about )\S)|^ (no )?(that'?s wrong|that'?s not it|that'?s not right)(?= (?!about )\S)/,
  /\b(hey|hi|ok|okay|yo|so) (borris|boris)\b/,
  // Another assistant's wake words, said out of habit.
  /^ (ok|okay|hey) (google|siri)\b|^ alexa\b/,
  // Said before the request: "fine, anything from last month", "hmm let me think, science".
  /^ (fine|sure|alright|all right|okay|ok|yeah|yes|yep|nah|hmm+|um+|uh+|erm|oh|hey|hi|hello|yo|not bad( at all)?|not (yet|now|right now)(?= \S))( then)?\b|^ well(?= (what|how|i|let|maybe|anything|something|any|do|can|could|then|ok|okay)\b)|\blet me (think|see)\b|\blet'?s see\b/,
  /\b(lots|plenty|a lot|loads) of\b/,
  // "Has The Daily come out yet", "is today's Daily out" (the show and the day are out by now).
  /\b(yet|already)(?= $)|^ (is|are|has|have|did|was)( (it|there|one|anything|something))?( (the|a|an))?( new)?( (come|came))? out( yet| already)? $/,
  // Who else will hear it: "something my teenager would like", "that my wife will enjoy".
  /\b(that )?(my|our) (teenagers?|teens?|wife|husband|partner|family|son|daughter|mom|mum|dad|parents|friends?|passengers?|boss) (would|will|might|could|can) (like|love|enjoy|listen to)\b/,
  /\bborris\b/,
  // "What podcasts do you recommend for", "which would you suggest on", "can you recommend".
  /\b(what|which)( (podcasts?|shows?|episodes?|ones?))? (do|would|can|could) you (suggest|recommend|think)\b|\b(can|could|would) you( please)? (suggest|recommend)\b/,
  /\b(can|could|would|will) you( please)?\b/,
  /^ (can|could|may) (i|we)( please)?( (hear|listen to|have|get))?\b/,
  // "I liked the episode about the Fed, got anything similar?", "I listened to the one about the
  // Marshall Plan": more on that topic.
  /\bi (really |just |already )?(liked|loved|enjoyed|listened to|heard) (the|that|this|an?) (episode|one|show|podcast|interview)( about| on)?\b/,
  /\b((have you )?got|do you have|is there|are there) (anything|something|more|others?) (similar|like (it|that|this))\b|\b(anything|something) similar\b/,
  /\bplease\b|(?<=\S )(thanks|thank you|cheers)(?= $)/,
  // "Which ones are short": what follows is the request.
  /^ (which|what) (ones|episodes|of them|of those|of these) (are|were|is)\b/,
  // "Mental health specifically", "jazz in particular".
  /\b(specifically|in particular|particularly)\b/,
  /\bi('d| would) (like|love)( to (hear|listen to))?\b/,
  /\bi (want|need)( to (hear|listen to))?\b/,
  /\b(i )?(wanna|gonna|gotta) (hear|listen to)\b|\b(i )?wanna\b/,
  /\b(i'?m|i am) (looking for|in the mood for|interested in|after|curious about)\b/,
  // What the listener likes is what to find: "i like history", "i'm a big fan of true crime".
  /^ i (really |just |kind of |kinda )?(like|love|enjoy|dig)\b|\b(i'?m|i am) (really )?(into|keen on|fond of|an? (big |huge )?fan of)\b/,
  /\b(looking|searching) for\b/,
  /\bi (feel|felt) like( (learning|hearing|listening|something))?\b/,
  /\b(i'?m|i am) (driving|in the car|on the road|commuting)( for)?\b/,
  /\bi (missed|skipped|didn'?t (hear|catch))\b/,
  PRAISE,
  /\b(go|switch|change) back( to)?\b|\bswitch to\b/,
  /\bwhat (should|could|can) (i|we) (listen to|hear|play|put on)\b/,
  // "Where can I learn about farming", "where do I find episodes on cooking": farming, cooking.
  /^ where (can|could|do|should|would) (i|we|one) (learn|hear|find|get|listen to|read)(?= )/,
  // "Start The Daily", "continue planet money" ("how to start a business" keeps its verb).
  /^ (start|continue|resume)( playing| listening to| with)?\b/,
  /\b(got )?any (suggestions|recommendations|ideas)\b/,
  /\b(what|which) (episodes?|shows?|podcasts?) (mention|mentions|cover|covers|discuss|discusses|talk about|talks about|are about|is about)\b/,
  // "Talk to me about the housing market", "fill me in on the election", "update me on ukraine".
  /\btalk to (me|us)( a bit| a little)?\b|\b(fill (me|us) in|update (me|us)|bring (me|us) up to (date|speed))( on| about| with)?\b/,
  // "I've been meaning to learn about stoicism", "I've always wanted to know how planes fly", "I
  // keep hearing about crypto, what is it".
  /\b(i'?ve|i have|we'?ve|we have)( always| long| really)? (been meaning|meant|wanted|been wanting|been dying|been itching) to\b|\b(i|we) keep hearing( about)?\b|\b(what is it|what'?s that|what is that)(?= $)/,
  // "Anything worth listening to about AI", "what should I know about vaccines", "something about
  // the olympics I could listen to".
  /\bworth (listening to|hearing|a listen)\b|\bwhat (should|do|must) (i|we) know about\b|\bwhat (?:(?:can|could) you )?tell (me|us) about\b|\b(that )?(i|we) (could|can|might|would) (listen to|hear|play|enjoy)(?= $)/,
  // "Show me what you have on space travel", "tell me what there is about chess".
  /\b(show|tell|give) (me|us) what\b(?=( you| u| there)?( have| got|'ve got| is| are)?( on| about)\b)/,
  /\b(teach|tell|show) me( something| more)?( about)?\b/,
  // ("Do you know about gardening" is asked of Borris: its "do you know" goes below.)
  /(?<!\b(?:do|did) you )\b(to |for )?(learn(ing)?|hear(ing)?|know(ing)?|find(ing)? out)( more| something)? about\b/,
  // "I want to learn how to relax": the topic is how to relax.
  /\b(to )?(learn|know|find out)(?= (how|why|what|when|where|who) )/,
  /\b(what|which) (do|have) you (have|got)( on| about)?\b/,
  /\b(what|which) (episodes?|shows?|podcasts?|ones) (do you have|have you got|you got|do you got|are there|is there)( on| about)?\b/,
  /\b(do|did) you (know|have)( of)?( any)?\b|^ (you )?know (of )?any\b/,
  /\bput( something| anything| an episode| one)? on\b/,
  // "Where they talk about", "where someone interviews a chef", "where two guys talk about games".
  /\b(that|which|where (they|people|someone|somebody|he|she|the hosts?|(two|three|a couple of|some) (guys|friends|women|men|people|hosts|experts)|an? (guy|woman|man|host|expert|[a-z]+(?= (talks|talked|explains|explained|discusses|discussed|interviews|interviewed|debates|debated|argues|argued)\b))))( really)? (cover|covers|discuss|discusses|mention|mentions|talk about|talks about|are about|is about|deal with|deals with|go into|goes into|get into|gets into|interview|interviews|talk to|talks to|talk with|talks with|speak with|speaks with|speak to|speaks to|chat with|chats with|chat about|chats about|explain|explains|debate|debates|break down|breaks down|argue about|argues about|argue over|argues over|rant about|rants about|talked about|discussed|explore|explores|look at|looks at|teach (me|us)( about)?|teaches (me|us)( about)?|tell (me|us) about|tells (me|us) about|feature|features)\b/,
  /\bmentioning\b/,
  // "With guests from Google", "with people who work at NASA": where the guests are from is the topic.
  /\bwith (a |some )?(guests?|people|someone|somebody|folks|speakers?|experts?) (from|at|who work(s)? (at|for)|working (at|for))\b/,
  // What a show covered: "what did the daily talk about", "did no agenda cover the election", "has it done anything on".
  // "What's The Daily been covering lately", "what has it been up to".
  /\bwhat(?:'?s| has| have)(?: (?:they|it|he|she))? been(?: (?:talking about|talking|saying|covering|discussing|doing|up to|on about|about)\b|(?! (?:happening|going on|new|up)\b))/,
  /\b((what|which) )?(did|does|has|have|was|is)( (they|it|he|she))? (talk(ed)?|say|said|speak|spoke|discuss(ed)?|cover(ed)?|report(ed)?|publish(ed)?|release(d)?|put out|post(ed)?|been(?! (happening|going on)\b))( about| on)?\b/,
  /\b(did|does|has|have)( (they|it|he|she))? (done|do|had|have|run|ran) (anything|something|an episode|a show|episodes)( on| about)?\b/,
  // "Anything recorded before 2018 about china", "episodes released last year on AI" (the time is
  // out by now): when it came out, not what it is about.
  /\b(?:(?:that|which) (?:was|were|got|has been|have been) )?(?:recorded|released|published|aired|posted|uploaded|put out)(?= (?:about|on|regarding|covering)\b| $)/,
  // "Did The Daily post anything new", "has it released one on inflation".
  /\b(did|does|has|have)( (they|it|he|she))? (post(ed)?|put out|publish(ed)?|release(d)?|drop(ped)?|upload(ed)?)( (anything|something|an episode|episodes|one))?( new)?( on| about)?\b/,
  // "What did Planet Money do on inflation" (the show's name is out by now).
  /\bwhat (did|does|has|have)( (they|it|he|she))? (do|done|say|said)( (on|about|with))?\b/,
  /\b(can|could) you make (it|them|that)\b|\bmake (it|them|that)\b/,
  // An episode still to come ("tomorrow's episode of The Daily", "next week's"): the newest is
  // what there is (the service says the one asked for is not out yet).
  STILL_TO_COME,
  // "Filter to this year", "narrow it down to The Daily", "limit them by length".
  /\b(filter|limit|narrow|restrict)( (it|them|that|those|this|these|the results|results|the list))?( down)? (to|by)\b/,
  /\b(sounds?|looks?) (good|great|interesting|right)\b/,
  /\b(what|which|anything|something)( new)?( (episodes?|ones|podcasts?|shows?))? (came|comes|has come|have come|is|are) out\b|\bwhat'?s( new)? out\b|\b(has|have|did)( (anything|something))?( new)? (come|came) out\b|\b(came|come) out\b/,
  /\blet'?s (hear|listen to|find)\b|\blet (me|us) (hear|listen to|find|have|get)\b|^ let (me|us)\b(?! (hear|listen to|find|have|get)\b)/,
  // "I'm trying to find that episode about coffee", "hit me with something about science".
  /\b(i'?m|i am|we'?re|we are) (trying|looking|hoping|wanting) to (find|remember|get|hear|locate|track down)\b|\bhit (me|us) with\b/,
  // A verb of a question's own ("how to find a job", "why do people play the lottery", "learning
  // to play guitar") is the subject's.
  /(?<!\b(?:how|why|what|where|when)(?: (?:to|do|does|did|can|could|should|would|will|i|we|you|people|they|makes?|made|one))+ |\blearn(?:ing|ed)? to )\b(find|search( for| up)?|look for|look up|get|play|put on|queue( up)?|give|show|recommend|suggest|pick)( me| us)?( some| an?| any)?\b|\bgimme\b/,
  // "Pull up something about jazz", "throw on an episode about cooking", "fire up the daily" ("how
  // to bring up children" keeps its verb: these ask only at the start). "Throw on Planet Money"
  // has lost its "on" with the show's name.
  /^ (?:(?:please|just|now|go ahead and|quickly) )*(?:(?:pull|bring|dig|load|line|cue|fire|search|call|turn) up|(?:throw|pop|stick|turn|switch) on|look into|track down)\b( me| us)?( some| an?| any)?\b|^ (?:throw|pop|stick) $/,
  // "I wonder if there's anything on origami", "see if you have something on knitting", "would
  // you mind finding something on chess", "try finding something about rome", "try science instead".
  /^ (?:(?:i )?wonder(?:ing)? (?:if|whether)|(?:see|check) (?:if|whether|for)|any idea (?:where|if|whether)(?: (?:i|we) (?:can|could)(?: (?:find|get|hear))?)?)(?: there'?s| there is| there are| you have| you'?ve got| you got)?\b|^ (?:(?:would|do) you )?mind (?:playing|finding|getting|searching for|looking for|putting on)\b|^ try (?:finding|playing|searching for|looking for|getting)\b|^ (?:(?:maybe|then|ok|okay|so|now) )*try(?= (?!(?:again|once|another|it|that|this|one)\b)\S)/,
  /\b(how about|what about)( you\b(?! $))?|\b((is|are|was|were) there|(do|did) you have|have you got|have you|got)\b|^ (?:you|u) got(?= (?:any|some|something|anything|stuff|episodes?|podcasts?|shows?)\b)/,
  /\bwhat (are|is|were) (people|everyone|they|folks) (saying|talking)( about)?\b/,
  // "What do people think about AI", "how economists feel about inflation": what they think it of.
  /\b(what|how)( do| does| did)? (people|everyone|everybody|folks|experts|economists|scientists|doctors|voters|americans|listeners|critics|the public) (think|thinks|thought|say|says|said|feel|feels|felt|believe|believes) (about|of|on)\b/,
  /\b(what'?s|what is|what'?s been|what has been) (new|the latest|happening|going on|up)( with| on| in)?\b/,
  // How a listener asks to have something explained: "explain the stock market to me", "the
  // lowdown on interest rates", "what's the deal with nfts", "people debate immigration".
  /^ ((can|could|would) you |please )?(explain|break down)\b|\b(that |which )?(explains?|breaks? down)\b|\bto me(?= $)|\bwhat'?s the (deal|story|scoop) with\b|\b(give me )?the (lowdown|rundown|scoop|skinny) on\b|\b(people|experts|folks|someone|they) (debate|debating|discuss|discussing|argue about|arguing about|argue over)\b|\b(simply|in simple terms|in plain english)(?= $)/,
  // "What has Bill Gates said about climate", "what has Rob Wiblin done on AI": the person and the subject.
  /^ what (has|have|did|does|do)(?= (\S+ ){1,3}(said|say|think|thought|talked|talk|written|wrote|done|covered|made) (about|on) \S)|(?<=^ what (has|have|did|does|do) (\S+ ){1,3})(said|say|think|thought|talked|talk|written|wrote|done|covered|made) (about|on)\b/,
  // "Something that lasts the whole drive": its length is said apart, or the drive is. "An episode
  // that runs about 45 minutes" has lost its length by now.
  /\b(that |which )?(lasts?|will last|can last|goes|runs) (the|my|our) (whole|entire) (drive|trip|ride|commute|journey|way)\b|\b(that|which) (is(?= $)|(runs|lasts|goes on)( for)?(?= $| (about|on)\b))/,
  // "What kind of music do you have", "is serial on here", "anything on jazz in the catalog".
  /^ what (kinds?|sorts?|types?) of(?=( [a-z']+){1,3} $| [a-z']+( [a-z']+)? (do you|have you|are there|is there|you got|you have)\b)|\b(on|in) here(?= $)|\b(in|on) (the|your) (catalog|app)(?= $)/,
  // "What does Hidden Brain have on relationships", the show's name taken out already.
  /\bwhat (does|do|did|has) (have|got)( (on|about))?\b/,
  // "What happened on Planet Money", "what happened in ukraine": the show, or the subject.
  /\bwhat (has )?happened( (on|in|with|at)\b|(?= $))/,
  // "What have you got on her": the person of the last request (see isFollowUp). "The episode
  // where they cooked a peacock" keeps its "where they" to be said back.
  // "Someone talking about their startup", "people talking about movies": what they talk about.
  // "An economist explaining inflation", "someone explaining the stock market": what is explained.
  /^ (someone|somebody|people|folks|a (guy|woman|man|person))(?= ((talking|chatting|arguing|speaking) (about|over)|explaining|discussing|describing)\b)|\b(talking|chatting|arguing|speaking) (about|over)( (their|his|her|its|my|our|the|a|an))?\b|(?<=[a-z] )(explaining|discussing|describing)( (their|his|her|its|the|a|an))?\b|(?<= (about|on) )their\b/,
  /(?<!\bwhere )\b(he|him|she|her|they|them)\b/,
  /\btell (me|us)( more)?( about)?\b/,
  /\b(to )?help me( to)?\b/,
  // "Educational stuff about the brain", "something informative on climate": what kind of
  // listening, which no description says.
  /\b(educational|informative|insightful|thought[- ]provoking|smart|intelligent)(?= (stuff|things|something|anything|episodes?|podcasts?|shows?|ones|listening)\b)|(?<=\b(something|anything|stuff) )(educational|informative|insightful|thought[- ]provoking)\b/,
  // "A documentary about the civil war": how it is told, which no description says.
  /\b(documentary|documentary[- ]style|doc[- ]style)(?=( (episodes?|podcasts?|shows?|series|ones|stuff))? (about|on)\b)/,
  // "Stories about immigrants", "a story of survival": the subject ("a love story" and "ghost
  // stories" keep the word).
  /\b((true|real|real life|personal|some|any) )?(stories|an? story)(?= (about|of)\b)/,
  /\b(some|something|anything|stuff)\b/,
  // "A 20 minute thing about space": the subject.
  /\b(an?|some|any|that|the|this) (thing|things)(?= (about|on)\b)|(?<=\b(minute|minutes|hour|hours|short|long|quick) )(thing|things)(?= (about|on)\b)/,
  // How it should be, which is no subject ("the Great Depression", "Good Friday" keep their word).
  /\b(good|great|interesting|fun|cool|nice)\b(?! (depression|recession|britain|lakes?|barrier|wall|war|resignation|gatsby|plains|migration|leap|famine|fire|awakening|filter|reset|friday|samaritans?|wife|place|fight|facts?)\b)/,
  // "What's a good episode to start with on Planet Money", "where should I start with The Daily":
  // the show, newest first.
  /\b(an?|the)( (good|great|nice|best))? (place|episode|one|podcast) to (start|begin)( with| on)?\b|\bwhere (should|do|can|would) (i|we) (start|begin)( with| on)?\b/,
  // "a podcast about X" asks for episodes; in "how to start a podcast", "podcasts about
  // podcasts" and "how do podcasts make money" the podcast is the topic.
  /\b(?<!\b(start|starting|launch|launching|grow|growing|make|making|record|recording|host|hosting|edit|editing|monetize|promote|run|running) (a|an|my|your|our|their) )(?<!\b(about|on) )(?<!\b(how|why|when|where|what)( (do|does|did|can|could|should|will|would|are|is))?( (a|an|the))? )pod ?casts?\b|\b(episodes?|(?<!\bto )show(?! up\b)|shows(?! up\b)|ones?|listens?|interviews?)\b|(?<=\b(the|any|some|more|these|those|your|other|no) )results?\b/,
  /(?<!\b(?:how|learn(?:ing|ed)?) )\b(to listen to|to hear|to play)\b/,
  /\b(for|during|on) (my|the|a) ((morning|evening|daily|long|short|early|late) )?(drive|commute|car ride|ride|trip|way)( (home|to work|in|back|to school))?( (at night|late at night|tonight|in the dark))?\b|\b(for|during|on) (my|the|a|an) (at night|late at night|in the dark)(?= $)|^ ((something|anything|stuff) )?(at night|late at night|in the dark) $/,
  // "I've got twenty minutes of driving left", "two hours on the road" (the length is out by now).
  /^ (i'?ve got |i have |i got |we'?ve got |we have |we got )?(about |around )?(of )?(driving|drive|commuting|commute|travell?ing|road|time)( time)? (left|ahead|to go|remaining)( (of|for) (me|us))? $|^ (i'?ve got |i have |i got |we'?ve got |we have |we got )?(about |around )?(left )?(on the road|in the car|behind the wheel|of driving|on the highway|on the freeway|on the motorway)( (left|ahead|to go))? $/,
  // "Short enough for a quick errand", "for the school run".
  /\b(enough )?(for|during|on) (my|the|a|an) ((quick|short|little) )?(errands?|school run|grocery run|store run|run to the (store|shops)|trip to the (store|shops|supermarket))\b|\b(?<=(short|long) )enough\b/,
  // "The newest thing you've got": the newest.
  /(?<=\b(newest|latest|newer|most recent|recent|new|last) )things?( (you'?ve|you have|you|ya) got| you have)?\b|^ (what'?s |what is )?(the )?things?( (you'?ve|you have|you|ya) got| you have)? $/,
  // What the listener does meanwhile: "something to listen to while I cook".
  /\bwhile (i'?m |i am |i |we'?re |we )?(cook(ing)?|clean(ing)?|work(ing)? out|run(ning)?|walk(ing)?( the dog)?|do(ing)? the dishes|do(ing)? chores|garden(ing)?|at the gym)\b/,
  /\bwhile (i'?m |i am |i |we'?re |we )?(driv(e|ing)|commut(e|ing))( (to work|home|in|to school|back|back home))?\b/,
  /\b(in|from|for) the back ?seats?\b/,
  /\b(i|we) (have|had|got) an?( quick)? question( for you)?( about| on)?\b/,
  // "I've got about an hour to kill", "we have a long drive ahead": a length, and time to fill.
  /\b(some )?(time )?to kill\b|\bahead( of (me|us))? $|\bahead of (me|us)\b/,
  /^ (i'?ve got|i have|i got|we'?ve got|we have|we got)( about| around)?( an?)? $/,
  // With the article that follows. "On" is trimmed only where it opens the topic ("something on
  // the economy"), as an edge word: "life on mars" and "the war on drugs" keep it.
  /\b(about|on the topic of|related to|regarding|concerning|covering|discussing|talking about|that talks? about|dealing with)( (the|a|an))?\b/,
  // Last, so the longer question forms above go first.
  /^ (what'?s|what is|what are|what was|what has|what have|who is|who was) /,
];

const EDGE_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'for',
  'to',
  'in',
  'into',
  'on',
  'about',
  'regarding',
  'me',
  'my',
  'us',
  'some',
  'any',
  'that',
  'this',
  'is',
  'are',
  'it',
  'with',
  'from',
  'by',
  'just',
  'only',
  'really',
  'maybe',
  'now',
  'instead',
  'then',
  'also',
  'too',
  'more',
  'new',
  'again',
  'one',
  'else',
  "what's",
  'whats',
  'there',
  "that's",
  'thats',
  'put',
  'but',
  'even',
  'still',
  'like',
  // What a listener says before the request itself: "nah, something else", "okay, sleep".
  'nah',
  'no',
  'nope',
  'yeah',
  'yes',
  'yep',
  'ok',
  'okay',
  'alright',
  'um',
  'uh',
  'hmm',
  'so',
  'actually',
  'honestly',
  'basically',
]);

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * Lengths as speech to text writes them, in the form the length patterns read: "1hr" and "45min"
 * with a space, "an hour and a half" as 90 minutes, "two and a half hours" as 150.
 */
function spokenLengths(text: string): string {
  return text
    .replace(/\b(\d+)(hrs?|hours?|mins?|minutes?)\b/g, '$1 $2')
    .replace(/\b(an|a|one|1) hour and a half\b/g, '90 minutes')
    .replace(/\b(?:a )?quarter[ -]hour\b/g, '15 minutes')
    .replace(/\b(?:a )?half[ -]hour\b/g, '30 minutes')
    .replace(new RegExp(`\\b${NUMBER} and a half hours?\\b`, 'g'), (whole, n: string) => {
      const hours = wordNumber(n);
      return hours === null ? whole : `${Math.round((hours + 0.5) * 60)} minutes`;
    });
}

/** Places named "New ...": there "new" is part of the topic, not a wish for recent episodes. */
const NEW_PLACES = /^(york|zealand|jersey|orleans|mexico|hampshire|england|delhi)$/;

/** Words "new" makes a subject of ("new parents", "the New Deal"): there too it is no wish for recent episodes. */
const NEW_COMPOUNDS =
  /^(parents|moms|mums|dads|mothers|fathers|year|years|deal|testament|wave|age|normal|hires?|grads|graduates|homeowners|teachers|managers|immigrants)$/;

/** A plural of a common noun ("scientists", "farmers"): a kind of people, not someone's name. */
function isPluralNoun(word: string): boolean {
  const singular = wordnet().lemma(word, 'noun');
  return singular !== null && singular !== word;
}

/** Words that end a spoken name ("interviews with jane goodall about chimps"). */
const NOT_A_NAME = new Set([
  'about',
  'on',
  'from',
  'under',
  'over',
  'in',
  'for',
  'and',
  'that',
  'who',
  'this',
  'last',
  'recent',
  'talking',
  'discussing',
]);

/**
 * A request that searches for something, which a follow-up can refine: episodes like one ("more
 * like this one" of the episode playing) are something.
 */
export const searchesSomething = (r: AssistantRequest | null): boolean =>
  r !== null && !!(r.topic || r.show || r.person || r.anything || r.likeShow || r.similarToRank);

/** What is left of a message once constraints and filler are out, trimmed of words that carry nothing. */
function topicOf(text: string): string | null {
  let t = text;
  // One space between words, so that a pattern anchored at the start meets what is left there.
  for (const f of FILLER) t = t.replace(everyMatch(f), ' ').replace(/ {2,}/g, ' ');
  const words = t.split(/\s+/).filter(Boolean);
  // "new" opens a topic only as a place's name ("new york").
  while (
    words.length &&
    EDGE_WORDS.has(words[0]) &&
    !(words[0] === 'new' && (NEW_PLACES.test(words[1] ?? '') || NEW_COMPOUNDS.test(words[1] ?? '')))
  ) {
    words.shift();
  }
  while (words.length && EDGE_WORDS.has(words[words.length - 1])) words.pop();
  const topic = words.join(' ').trim();
  return topic.length >= 2 ? topic : null;
}

/**
 * The title the listener gives an episode ("play the episode called what have you got to lose"):
 * its words as said, none of them read as a request's ("got", "is there"), without the words
 * around it ("please", "the one called").
 */
function titleSaid(text: string): string | null {
  const m = / (?:episode|one|ep)s? (?:called|titled|named) (.+?)(?: (?:please|thanks|thank you|borris))* $/.exec(text);
  if (!m) return null;
  const words = m[1].split(' ').filter(Boolean);
  while (words.length && EDGE_WORDS.has(words[words.length - 1])) words.pop();
  const title = words.join(' ');
  return title.length >= 2 ? title : null;
}

/** Where a said name may stop: at its subtitle, or before "with" its host. */
const SAID_SHORT = new RegExp(`${SUBTITLE.source}|\\s*\\bwith\\b\\s*`, 'i');

/**
 * The ways a show's name may be said: in full, and its short form before a subtitle
 * ("The Ruminant: Audio Candy for Farmers" is "the ruminant", "80,000 Hours Podcast with Rob
 * Wiblin" is "80000 hours"), each without "the" in front or "podcast" after.
 */
export function spokenShowNames(name: string): string[] {
  const full = spokenShowName(name);
  const short = name.split(SAID_SHORT)[0] ?? '';
  const names = new Set([full, spokenShowName(short)]);
  // Speech recognition writes numbers as words as often as digits: "eighty thousand hours",
  // a year as it is read ("eighteen sixty five"), a version with its point ("two point oh").
  for (const n of [...names]) {
    if (!/\d/.test(n)) continue;
    names.add(n.replace(/\d+/g, (d) => numberWords(Number(d))));
    names.add(n.replace(/\b(\d+)000\b/g, '$1k'));
    names.add(n.replace(/\d+/g, (d) => yearWords(Number(d)) ?? numberWords(Number(d))));
  }
  const version = /(\d+)\.(\d+)/.exec(name);
  if (version) {
    const point = (zero: string) =>
      `${numberWords(Number(version[1]))} point ${[...(version[2] as string)].map((d) => (d === '0' ? zero : ONES[Number(d)])).join(' ')}`;
    for (const zero of ['oh', 'zero']) names.add(spokenShowName(name.replace(version[0], point(zero))));
  }
  // "Giant Bomb" for Giant Bombcast: a name's last word made of a word and "cast".
  for (const n of [...names]) {
    const bare = n.replace(/(\w{4,})cast$/, '$1');
    if (bare !== n && bare.includes(' ')) names.add(bare);
  }
  return [...names].filter((n) => n.length >= 3);
}

/** A year as it is read: 1865 -> "eighteen sixty five", 1900 -> "nineteen hundred", 2019 -> "twenty nineteen". */
function yearWords(n: number): string | null {
  if (!Number.isInteger(n) || n < 1100 || n > 2099 || (n >= 2000 && n < 2010)) return null;
  const rest = n % 100;
  const tail = rest === 0 ? 'hundred' : rest < 10 ? `oh ${ONES[rest]}` : numberWords(rest);
  return `${numberWords(Math.floor(n / 100))} ${tail}`;
}

/** 80000 -> "eighty thousand", 99 -> "ninety nine", 101 -> "one hundred one" (up to 999,999). */
export function numberWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999_999) return String(n);
  if (n < 20) return ONES[n] as string;
  if (n < 100) return `${TENS_WORDS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`;
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` ${numberWords(n % 100)}` : ''}`;
  return `${numberWords(Math.floor(n / 1000))} thousand${n % 1000 ? ` ${numberWords(n % 1000)}` : ''}`;
}

/**
 * Speech recognition often splits a made-up word of a show's name ("giant bomb cast" for Giant
 * Bombcast, "tavern cast"): two or three words in a row that spell one word of a show name are
 * joined back.
 */
function joinSplitNames(text: string, vocabulary: Set<string>): string {
  const words = text.trim().split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const two = `${words[i]}${words[i + 1] ?? ''}`;
    const three = `${two}${words[i + 2] ?? ''}`;
    if (i + 2 < words.length && vocabulary.has(three)) {
      out.push(three);
      i += 2;
    } else if (i + 1 < words.length && vocabulary.has(two)) {
      out.push(two);
      i += 1;
    } else out.push(words[i] as string);
  }
  return ` ${out.join(' ')} `;
}

/** Words after which a show's name is expected ("play the ...", "from ..."), and before which ("... latest"). */
const CUE_BEFORE = /^(from|on|of|by|play|only|just|hear|latest|newest)$/;
const CUE_AFTER = /^(latest|newest|episodes?)$/;
/** Words that may follow a show's name besides stopwords: "the daly podcast", "the daly today". */
const NAME_FOLLOWER =
  /^(podcasts?|shows?|please|today|yesterday|tonight|now|again|thanks|recent|new|last|earlier|ones?)$/;

/**
 * "That money show", "the brain podcast": the one catalog show whose name has those words (Planet
 * Money, Hidden Brain), said by its name; so is "any podnews episodes about ...", by a word no
 * dictionary has. Words that more than one show's name has, or none, are left as said ("the
 * cooking show").
 */
function showByWord(text: string, shows: SpokenShow[]): string {
  const named = (words: string): SpokenShow | undefined => {
    const within = new RegExp(`(?:^| )${escapeRegExp(words)}(?: |$)`);
    const names = new Set(shows.filter((show) => within.test(show.spoken)).map((show) => show.name));
    const [name] = [...names];
    return names.size === 1 ? shows.find((s) => s.name === name && s.spoken.includes(' ')) : undefined;
  };
  return (
    text
      .replace(
        / (?:the|that|this) ([a-z0-9']+(?: [a-z0-9']+)?) (?:show|podcast)(?= )/,
        (said: string, words: string) => {
          if (words.split(' ').every(isStopword)) return said;
          const show = named(words);
          return show ? ` ${show.spoken}` : said;
        },
      )
      // "Any podnews episodes about Spotify": a word no dictionary has, of one show's name.
      .replace(
        / (?:any|some|the) ([a-z0-9']+) (?:episodes|stories)(?= (?:about|on) )/,
        (said: string, word: string) => {
          const show = isStopword(word) || wordnet().primaryPos(word) !== null ? undefined : named(word);
          return show ? ` ${show.spoken} episodes` : said;
        },
      )
  );
}

/**
 * Speech recognition mishears a show's name ("play the daly", "something from no a gender",
 * "planet monies latest"): next to a word that announces a show, words that spell a catalog
 * name within one letter (two for a name of 12 letters or more) are read as that name. One word
 * that is a word of the language ("from the dairy farm") is taken as said, unless it is mostly a
 * verb, which is no subject ("play the dally").
 */
function respellShowNames(text: string, shows: SpokenShow[]): string {
  const words = text.trim().split(' ');
  const said = ` ${words.join(' ')} `;
  // Where a name may be: the 1 to 4 words after a cue (past "the"), or before one, or all a
  // short message says past "the" ("the daly").
  const spans: [number, number][] = [];
  words.forEach((word, i) => {
    const from = words[i + 1] === 'the' ? i + 2 : i + 1;
    if (CUE_BEFORE.test(word)) for (let n = 1; n <= 4; n++) spans.push([from, from + n]);
    if (CUE_AFTER.test(word)) for (let n = 1; n <= 4; n++) spans.push([i - n, i]);
  });
  const alone = words[0] === 'the' ? 1 : 0;
  if (words.length - alone <= 4) spans.push([alone, words.length]);
  // Said as it is written, a name is found as it is.
  if (!spans.length || shows.some((n) => said.includes(` ${n.spoken} `) || said.includes(` ${n.spoken}'s `)))
    return text;
  let best: { spoken: string; span: [number, number]; distance: number } | null = null;
  for (const [start, end] of spans) {
    if (start < 0 || end > words.length) continue;
    const heard = words.slice(start, end).join('');
    const forms = [heard, heard.replace(/ies$/, 'y'), heard.replace(/'?s$/, '')];
    for (const name of shows) {
      if (name.letters.length < 5 || Math.abs(name.letters.length - heard.length) > 3) continue;
      const max = name.letters.length >= 12 ? 2 : 1;
      // Spelled as heard, or as it sounds ("the room in ant" for The Ruminant).
      const distance = Math.min(
        ...forms.map((f) => editDistance(f, name.letters, max)),
        editDistance(soundOf(heard), soundOf(name.letters), max),
      );
      // Or with a vowel or two misheard in a long name: "planet many" is Planet Money.
      const vowelsMisheard =
        distance > max &&
        name.letters.length >= 8 &&
        editDistance(heard, name.letters, 2) <= 2 &&
        consonantsOf(heard) === consonantsOf(name.letters);
      if (forms.includes(name.letters) || (distance > max && !vowelsMisheard)) continue;
      // A name is not the start of a longer one: "the dalai lama" is no misheard "The Daily".
      const after = words[end];
      if (after !== undefined && !isStopword(after) && !CUE_AFTER.test(after) && !NAME_FOLLOWER.test(after)) continue;
      // A verb spelled one letter off a name is no subject to ask for ("play the dally" is The
      // Daily misheard; "play the rally", only sounding near it, is a rally).
      const pos = end - start === 1 ? wordnet().primaryPos(heard.replace(/'?s$/, '')) : null;
      const spelled = Math.min(...forms.map((f) => editDistance(f, name.letters, max)));
      if (pos !== null && (pos !== 'verb' || spelled > max)) continue;
      // Spelled otherwise, a name that sounds the same is as close as one letter off.
      const rank = vowelsMisheard ? max + 1 : Math.max(distance, 1);
      if (!best || rank < best.distance) best = { spoken: name.spoken, span: [start, end], distance: rank };
    }
  }
  if (!best) return text;
  words.splice(best.span[0], best.span[1] - best.span[0], best.spoken);
  return ` ${words.join(' ')} `;
}

/**
 * Letters as they sound, near enough for a misheard name: doubled letters once, "oo" and "ou" as
 * "u", "ph" as "f", "ck" and "c" before a, o or u as "k", "y" as "i", "ai" as "a" and "ei" as "i", a
 * last "er" as "a".
 */
function soundOf(letters: string): string {
  return (
    letters
      .replace(/(.)\1+/g, '$1')
      .replace(/o[ou]/g, 'u')
      .replace(/ph/g, 'f')
      .replace(/ck|c(?=[aou])/g, 'k')
      .replace(/y/g, 'i')
      // Two vowels said as one: "daley" and "daily" both sound "dali".
      .replace(/ai/g, 'a')
      .replace(/ei/g, 'i')
      // A name's last "a" heard with an "r" after it, as many accents say it: "no agender".
      .replace(/er$/, 'a')
  );
}

/** The consonants of a word as it sounds, in order: "planetmany" and "planetmoney" are both "plntmn". */
const consonantsOf = (letters: string) => soundOf(letters).replace(/[aeiou]/g, '');

/**
 * A catalog show and one way it is said; `letters` are the spoken name's letters and digits, and
 * `everyday` says the name is one word of the language ("daily", "new").
 */
type SpokenShow = { name: string; spoken: string; letters: string; everyday: boolean };

/** One catalog's spoken names, and the long words in them, worked out once for all the turns of a conversation. */
type SpokenCatalog = { shows: SpokenShow[]; vocabulary: Set<string> };
const spokenCache = new WeakMap<string[], SpokenCatalog>();

function spokenShows(shows: string[]): SpokenCatalog {
  let spoken = spokenCache.get(shows);
  if (!spoken) {
    const names = shows.flatMap((name) => spokenShowNames(name).map((n) => ({ name, spoken: n })));
    // A made-up first word is what a show is called for short ("Podnews podcasting news" is
    // "podnews"), when no other show's name has that word and it is no word of the dictionary.
    const uses = new Map<string, number>();
    for (const name of shows)
      for (const word of new Set(spokenShowName(name).split(' '))) uses.set(word, (uses.get(word) ?? 0) + 1);
    for (const name of shows) {
      const first = spokenShowName(name).split(' ')[0] ?? '';
      const known = names.some((n) => n.spoken === first);
      if (first.length >= 5 && uses.get(first) === 1 && !known && wordnet().primaryPos(first) === null)
        names.push({ name, spoken: first });
    }
    const vocabulary = new Set(names.flatMap((s) => s.spoken.split(' ')).filter((w) => w.length >= 6));
    const known = names.map((n) => ({
      ...n,
      letters: n.spoken.replace(/[^a-z0-9]/g, ''),
      everyday: !n.spoken.includes(' ') && wordnet().primaryPos(n.spoken) !== null,
    }));
    spoken = { shows: known, vocabulary };
    spokenCache.set(shows, spoken);
  }
  return spoken;
}

/** A show name that reads as a question or a how-to: "how to start a podcast", "why we sleep". */
const QUESTION_WORDED = /^(how|why|what|when|where|who|which)\b/;

/**
 * A show's spoken name (escaped) said as one to leave out: "anything but ...", "other than ...",
 * "except ...", "exclude ...", "sick of ...", "no more ...", "not ...". A name of one word is often just a word, so
 * there "not" and "without" count only before "the" ("not the daily", not "daily news"), and a
 * possessive only with its apostrophe ("news" is no "new's").
 */
function leftOutPattern(escaped: string, opts: { oneWord: boolean }): string {
  const not = opts.oneWord ? '' : '|not|but not|without';
  const cues = `(?:(?:from )?(?:anybody|anyone|anything|everything|everyone|any show|anywhere) but(?: not)?|neither|skip|skipping|exclude|excluding|leave out|leaving out|(?:(?:i'?m|i am) )?(?:sick|tired) of|(?:i'?ve had )?enough of|other than|except(?: for)?|besides|nothing from|no more|(?:i )?(?:don'?t|do not) want(?: to (?:hear|listen to))?(?: anything| any more| more)?|(?:i )?(?:(?:don'?t|do not|can'?t|cannot) (?:like|stand|bear)|(?:really )?(?:hate|dislike))|(?:(?:i'?m|i am) )?not (?:a |much of a )?(?:big |huge )?fan of|(?:that |which )?(?:is|are|was|were)(?:n'?t| not)(?= from| by| on)${not})`;
  const name = `${escaped}${opts.oneWord ? "('s)?" : "('?s)?"}${SAID_ENDING}\\b`;
  const strictNot = opts.oneWord ? `|\\b(?:not|without) the ${name}` : '';
  return `\\b${cues}(?: (?:from|by|on|of))? (?:the )?${name}${strictNot}`;
}

/**
 * "Podcasts like The Daily", "shows similar to Planet Money": the name ends the request or a part
 * of it ("anything like daily life" names no show).
 */
function likeShowPattern(escaped: string): string {
  // "I like The Daily, anything similar?", "I love Planet Money, got anything like it".
  const liked = `^ i (?:really )?(?:like|love|enjoy) (?:the )?${escaped}(?:'?s)?(?: podcast| show)? (?:(?:so |and |got |do you have |is there |have you got )?(?:anything|something|any shows?|any podcasts?|more|others?) (?:similar|like (?:it|that|this))|what else is like (?:it|that))`;
  return `\\b(?:podcasts?|shows?|something|anything|more|others?|episodes?) (?:like|similar to) (?:the )?${escaped}(?:'?s)?(?: podcast| show)?(?= (?:about|on|from|but|that|please|under|over|in|for)\\b| ?$)|${liked}`;
}

/**
 * A publisher as said: `pattern` finds it asked for, after "from" or "by" or before "podcasts"
 * ("NPR podcasts"), and `leftOut` left out ("nothing from NPR"). Worked out once per list.
 */
type SpokenPublisher = { name: string; spoken: string; pattern: RegExp; leftOut: RegExp };
const publisherCache = new WeakMap<string[], SpokenPublisher[]>();

function spokenPublishers(publishers: string[]): SpokenPublisher[] {
  let known = publisherCache.get(publishers);
  if (!known) {
    known = publishers.flatMap((name) => {
      // "Podnews LLC" is said "Podnews".
      const spoken = spokenShowName(name).replace(/ (llc|inc|ltd|limited|team)$/, '');
      if (spoken.replace(/[^a-z0-9]/g, '').length < 2) return [];
      const escaped = escapeRegExp(spoken);
      // Before "podcasts", a word of the language is the kind of podcast ("science podcasts").
      const bare = !spoken.includes(' ') && wordnet().primaryPos(spoken) !== null;
      const before = bare ? '' : `|\\b(?:the )?${escaped}(?:'?s)? (?:shows?|podcasts?)\\b`;
      const pattern = new RegExp(
        `\\b(?:(?:only|just) (?:(?:from|by) )?|(?:from|by) )(?:the )?${escaped}(?:'?s)?(?: (?:shows?|podcasts?))?${SAID_ENDING}\\b${before}`,
      );
      const leftOut = new RegExp(leftOutPattern(escaped, { oneWord: false }));
      return [{ name, spoken, pattern, leftOut }];
    });
    // The longest first: "from the New York Times" before "from New York".
    known.sort((a, b) => b.spoken.length - a.spoken.length);
    publisherCache.set(publishers, known);
  }
  return known;
}

/**
 * The catalog show the message names: the longest spoken name found (see namedShows).
 */
function findShow(text: string, shows: SpokenShow[]): SpokenShow | null {
  let best: SpokenShow | null = null;
  for (const show of namedShows(text, shows)) if (!best || show.spoken.length > best.spoken.length) best = show;
  return best;
}

/**
 * The catalog shows the message names. Names of several words are found anywhere; a one-word name
 * needs a cue before it ("from", "on", "play") or "episode" after it, or to be the whole message,
 * since one word is often just a word. A name worded as a question ("How to Start a Podcast")
 * needs a cue too: said alone, it is a request about its topic.
 */
function namedShows(text: string, shows: SpokenShow[]): SpokenShow[] {
  const named: SpokenShow[] = [];
  for (const show of shows) {
    if (!text.includes(show.spoken)) continue;
    const escaped = escapeRegExp(show.spoken);
    // A name may be said with a possessive ("planet money's latest", "reply alls"); one word takes
    // it with the apostrophe ("what's the news" names no show "New Show").
    const possessive = show.spoken.includes(' ') ? "('?s)?" : "('s)?";
    // After "what's", a name that is one everyday word needs "the": "what's the daily about",
    // where "what's new in tech" names no show "New Show".
    // "Is there a new Daily", "is the new Daily out yet" (where "a new daily routine" names no show).
    // "Is there a Daily today" too.
    const newOne = `\\b(a|the|any) new ${escaped}('s)?(?= (out|yet|today|episode|one)\\b| $)|\\b((is|was) there an?|any) ${escaped}(?= (out|yet|today|tonight|this morning)\\b)`;
    const asked = `(what is|what was|what'?s) ${show.everyday ? 'the ' : '(the )?'}${escaped}${possessive}${SAID_ENDING}\\b`;
    const cue = `\\b(from|by|on|only|just|of|play|play me|play us|give me|put|put on|start|queue|queue up|pull up|bring up|fire up|cue up|load up|throw on|pop on|stick on|turn on|continue|what about|how about|actually|make it|make that|switch to|change (?:it |that )?to|try|hear|heard|listen to|listened to|i (?:really )?(?:like|love|enjoy)(?= the )|catch|caught|catch up on|miss|missed|skipped|what'?s on|latest|newest|most recent|hosts|host of|(?:start|begin|started|begun) with|did|does|has|have|is|was|yesterday'?s|today'?s|tonight'?s|this morning'?s|last night'?s|this week'?s|(?:show|podcast) (?:called|named)|who (?:makes|made|produces|produced)|who'?s behind|who is behind) (the )?${escaped}${possessive}${SAID_ENDING}\\b|\\b${asked}|${likeShowPattern(escaped)}|${newOne}`;
    // A one-word name left out ("anything but launched", "other than the daily") names the show.
    const leftOutCue = leftOutPattern(escaped, { oneWord: true });
    const pattern = QUESTION_WORDED.test(show.spoken)
      ? new RegExp(cue)
      : show.spoken.includes(' ')
        ? new RegExp(`\\b(the )?${escaped}('?s)?${SAID_ENDING}\\b`)
        : // One word said alone takes its possessive with the apostrophe: "news" is not "new's".
          // Before "episode" it names a show called "The ..." too ("is there a daily episode on brexit"),
          // where "new episodes" names no show "New Show".
          new RegExp(
            `${cue}|${leftOutCue}|^ (the )?${escaped}('s)?${SAID_ENDING} $|^ the ${escaped}('s)?\\b${/^the /i.test(show.name) ? `|\\b${escaped} (episodes?|podcasts?)\\b` : ''}`,
          );
    if (pattern.test(text)) named.push(show);
  }
  return named;
}

/**
 * The shows a message leaves out, taken from its text: "not The Daily", "anything but Planet
 * Money", and a show named right after one left out, joined by "or", "and" or "nor" ("not from
 * The Daily or Planet Money", "except Planet Money and The Indicator"; commas are gone by now).
 */
function leftOutShows(found: Found, shows: SpokenShow[]): string[] {
  const patterns = new Map<SpokenShow, { direct: RegExp; joined: string }>();
  const pattern = (show: SpokenShow) => {
    let p = patterns.get(show);
    if (!p) {
      const name = escapeRegExp(show.spoken);
      p = {
        direct: new RegExp(leftOutPattern(name, { oneWord: false })),
        // The name said after another show's, with its joining word: "or not from the daily's".
        joined: `(?:or|and|nor) (?:not )?(?:(?:from|by|on) )?(?:the )?${name}('?s)?${SAID_ENDING}\\b`,
      };
      patterns.set(show, p);
    }
    return p;
  };
  const cued = namedShows(found.text, shows).filter((show) => pattern(show).direct.test(found.text));
  if (!cued.length) return [];
  // Joined to a show left out, a name needs no other cue: "nor the daily" names The Daily.
  const out = [...cued];
  const named = shows.filter((show) => found.text.includes(show.spoken));
  const joinedTo = (show: SpokenShow, before: SpokenShow) =>
    new RegExp(`\\b${escapeRegExp(before.spoken)}('?s)? ${pattern(show).joined}`).test(found.text);
  for (let grew = true; grew; ) {
    grew = false;
    for (const show of named)
      if (!out.includes(show) && out.some((o) => joinedTo(show, o))) {
        out.push(show);
        grew = true;
      }
  }
  // Those joined on are taken with their joining word, before the ones left out by a cue.
  for (const show of out) if (!cued.includes(show)) take(found, new RegExp(`\\b${pattern(show).joined}`), () => {});
  for (const show of out) take(found, pattern(show).direct, () => {});
  // "Not The Daily either", "no Planet Money as well": the last words add nothing.
  take(found, /\b(?:either|too|as well) $/, () => {});
  return out.map((s) => s.name);
}

/**
 * "Play The Daily from the New York Times", "Planet Money by NPR": a show said with who puts it
 * out is that show. `said` is the message as read; `read` reads it again without the publisher,
 * and what it finds is kept when it is a show and nothing else to search.
 */
function showOfPublisher(
  message: string,
  said: AssistantRequest,
  read: (message: string) => AssistantRequest,
  publishers: string[],
): AssistantRequest {
  if (!said.topic) return said;
  const text = normalizeSpeech(message);
  for (const publisher of publishers) {
    const named = normalizeSpeech(publisher).trim().replace(/^the /, '');
    // Most messages name no publisher: only one that does is read with a pattern.
    if (!text.includes(` ${named} `)) continue;
    const by = new RegExp(` (?:from|by|on) (?:the )?${escapeRegExp(named)}(?= )`);
    if (!by.test(text)) continue;
    const again = read(text.replace(by, ''));
    if (again.show && !again.topic) return again;
  }
  return said;
}

/**
 * Reads one message against the request before it (null at the start of a conversation).
 * `shows` are the catalog's show names and `publishers` who puts them out (see catalogNames);
 * `now` fixes "this year".
 */
export function interpret(
  message: string,
  previous: AssistantRequest | null,
  shows: string[],
  now: Date = new Date(),
  publishers: string[] = [],
): AssistantRequest {
  // "Play The Daily, then Planet Money": what plays now (the service finds what plays after it).
  // "Add the newest Daily to my playlist": what is found (the service keeps it instead of playing it).
  message = keptSaid(message)?.now ?? thenSaid(message)?.now ?? message;
  let said = showOfPublisher(
    message,
    interpretMessage(message, previous, shows, now, publishers),
    (without) => interpretMessage(without, previous, shows, now, publishers),
    publishers,
  );
  // After a show the catalog lacks, its name was searched as words ("american life"): another
  // show or kind of show asked next ("what about Planet Money", "something about comedy") is
  // asked instead of them, where "shorter ones" narrows them.
  if (
    previous?.unknownShow &&
    said.topic === previous.topic &&
    (said.show !== previous.show || said.genre !== previous.genre || said.publisher !== previous.publisher)
  )
    said = interpretMessage(message, { ...previous, topic: null }, shows, now, publishers);
  // A show the catalog lacks is said once, in the answer to the message that named it.
  const read = { ...said, unknownShow: null };
  return withinContract(withShowUnknown(read, message, shows, now, publishers));
}

/**
 * Ways of asking for a show by its name, whatever the name (`any`): "the latest episode of
 * Serial", "new episodes from Radiolab", "a podcast called Serial"; only with the name written as
 * one (`capitals`: "episodes of This American Life", "is there a new Serial", where "episodes of
 * world war two" asks for a subject); or written as one or in words no dictionary has
 * (`capitalsOrUnknown`: "something from freakonomics"). Group 1 is the name as said.
 */
const SHOW_ASKED: { pattern: RegExp; written: 'any' | 'capitals' | 'capitalsOrUnknown' }[] = [
  {
    pattern:
      /^ (?:(?:can you |could you |please )?(?:play|put on|find|get|give|start|is there|are there|any|got any)(?: me)? )?(?:the |an? |any )?(?:latest|newest|new|most recent|last) (?:episodes?|one) (?:of|from) (.+?)(?: please)? $/,
    written: 'any',
  },
  {
    // "Play the latest Serial", "the newest this american life".
    pattern:
      /^ (?:(?:can you |could you |please )?(?:play|put on|start)(?: me)? )?the (?:latest|newest|most recent) (.+?)(?: episode| one)?(?: please)? $/,
    written: 'any',
  },
  {
    pattern:
      /^ (?:(?:can you |could you |please )?(?:play|put on|find|get|give|list|show)(?: me)? |any |are there any |got any )?(?:the |some )?episodes of (.+?)(?: please)? $/,
    written: 'capitals',
  },
  {
    pattern: /^ (?:is there|are there|has there been) (?:an? |any )?new (.+?)(?: episodes?)?(?: out)?(?: yet)? $/,
    written: 'capitals',
  },
  {
    pattern:
      /^ (?:(?:can you |could you |please )?(?:play|put on|find|get|start|(?:do )?you have|have you got|is there|got)(?: me)? )?(?:an? |the |any )?(?:podcast|show) (?:called|named) (.+?)(?: please)? $/,
    written: 'any',
  },
  {
    // "Anything from This American Life", "something from freakonomics".
    pattern:
      /^ (?:(?:can you |could you |please )?(?:play|put on|find|get|give)(?: me)? )?(?:something|anything|an episode|episodes|one|stuff)(?: new)? (?:from|by) (.+?)(?: please| instead| then)? $/,
    written: 'capitalsOrUnknown',
  },
  {
    // "Play the Joe Rogan experience", "put on the morning show", "do you have the Joe Rogan experience".
    pattern:
      /^ (?:(?:can you |could you |please )?(?:play|put on|listen to|do you have|have you got|is there|got)(?: me)? )(the [a-z0-9' ]+ (?:experience|show|podcast|hour))(?: please)? $/,
    written: 'any',
  },
  // "Play This American Life"; one word ("play Bitcoin") is as likely a subject.
  {
    pattern:
      /^ (?:(?:can you |could you |please )?(?:play|put on|listen to)(?: me)? )([^ ]+(?: [^ ]+)+?)(?: please)? $/,
    written: 'capitals',
  },
];

/** Words that ask for episodes, not a show, in the place of a show's name: "a new episode about bees". */
const NOT_A_SHOW =
  /^(?:episodes?|ones?|something|anything|stuff|podcasts?|shows?|news|on|about|in|from|with|of|for)\b| (?:about|on|with|news|episodes?|ones)\b/;

/**
 * A show asked for by a name the catalog does not have ("the latest episode of Serial"): its name
 * as said, so that the answer says so, and what was found with its words. The show's newest was
 * asked for, so no time of "latest" is kept.
 */
function withShowUnknown(
  read: AssistantRequest,
  message: string,
  shows: string[],
  now: Date,
  publishers: string[],
): AssistantRequest {
  if (read.intent !== 'search' || !read.topic || read.show || read.publisher || read.person || read.likeShow)
    return read;
  const text = withoutName(heard(message));
  const asked = SHOW_ASKED.flatMap(({ pattern, written }) => {
    const said = pattern.exec(text)?.[1];
    return said ? [{ said, written }] : [];
  })[0];
  if (!asked || NOT_A_SHOW.test(asked.said)) return read;
  const { said } = asked;
  const alone = interpretMessage(` ${said} `, null, shows, now, publishers);
  if (alone.topic !== read.topic || alone.show || alone.person || hasTime(alone) || narrows({ ...alone, topic: null }))
    return read;
  const written = new RegExp(said.split(' ').map(escapeRegExp).join("[^A-Za-z0-9']+"), 'i').exec(message)?.[0];
  const capitalized = !!written && /^[A-Z0-9]/.test(written) && written !== written.toUpperCase();
  // Words no dictionary has ("freakonomics") are a name however written; a name the dictionary
  // has ("China", "Barack Obama") is a place or a person, not a show.
  const words = said.split(' ');
  const unknown = words.every((w) => wordnet().primaryPos(w) === null);
  if (asked.written === 'capitals' && !capitalized) return read;
  if (asked.written === 'capitalsOrUnknown' && !capitalized && !unknown) return read;
  // "Malcolm Gladwell", "Barack Obama": a first name, or a surname the dictionary knows as someone's.
  const person = words.length > 1 && (isFirstName(words[0] as string) || wordnet().namesPerson(words.at(-1) as string));
  if (asked.written !== 'any' && (person || wordnet().writtenName(said))) return read;
  const name = capitalized ? (written as string) : said.split(' ').map(titleCase).join(' ');
  return { ...read, unknownShow: name, withinDays: read.withinDays === RECENT_DAYS ? null : read.withinDays };
}

/** "Like the episode about X" / "like the X episode": X, in the first group or the second. */
const LIKE_DESCRIBED =
  /\b(?:more|others?|something|anything|episodes?|ones?|stuff)? ?(?:like|similar to) (?:the|that) (?:episode|one|interview) (?:about|on|called|with|where they talk about) (.+)$|\b(?:more|others?|something|anything|episodes?|ones?|stuff)? ?(?:like|similar to) the (?!(?:first|second|third|fourth|fifth|last|next|other|previous|same|\d+(?:st|nd|rd|th))\b)([a-z0-9' ]+?) (?:episode|one|interview)\b/;

/**
 * Whether a message asks for episodes like one it describes by its words, not by its place in an
 * answer: "more like the episode about the peacock", "something like the peacock one", "I liked
 * the episode about sleep, find more like it", or "I loved the one about the peacock" alone. The
 * episode is the one its words find first.
 */
export function episodeDescribed(message: string): boolean {
  const text = normalizeSpeech(message);
  if (LIKE_DESCRIBED.test(text)) return true;
  const liked =
    /\bi (?:really |just |already )?(?:liked|loved|enjoyed|listened to|heard) (?:the|that|this|an?) (?:episode|one|interview) (?:about|on|with) /;
  if (!liked.test(text)) return false;
  // Said alone, a liking asks for more like it, as a friend would hear it.
  const alone =
    /^ ?(?:(?:oh|so|well|hey|um|uh) )*i (?:really )?(?:liked|loved|enjoyed) (?:the|that|this) (?:episode|one|interview) (?:about|on|with)(?: (?!(?:but|and|so|now|play|find|give|put|can|could|what|any|anything|something)\b)[a-z0-9']+)+ ?$/;
  return (
    alone.test(text) ||
    /\b(?:more|others?|something|anything|episodes?) (?:(?:like|similar to) (?:that|this|it)|similar)\b/.test(text)
  );
}

/**
 * Whether a message itself asks for episodes like one offered ("more like the second one"),
 * rather than refining a request that did ("shorter ones" after it keeps its `similarToRank`).
 */
export function asksLikeness(message: string): boolean {
  return interpret(message, { ...EMPTY, topic: 'something' }, []).similarToRank !== null;
}

/**
 * A request within the contract's bounds, so that any message is answered: "from the last 500
 * years" is any time there is, a topic of a long message keeps its first 300 characters, and the
 * 70th "something else" offers the last ones there are.
 */
function withinContract(r: AssistantRequest): AssistantRequest {
  const cap = (n: number | null, max: number) => (n === null ? null : Math.min(n, max));
  const cut = (t: string | null, max: number) =>
    t === null || t.length <= max ? t : t.slice(0, max + 1).replace(/\s*\S*$/, '') || t.slice(0, max);
  return {
    ...r,
    topic: cut(r.topic, LIMITS.topic),
    show: cut(r.show, LIMITS.topic),
    notShows: r.notShows.slice(0, LIMITS.notShows).map((name) => cut(name, LIMITS.topic) as string),
    notPublishers: r.notPublishers.slice(0, LIMITS.notShows).map((name) => cut(name, LIMITS.topic) as string),
    notTopic: cut(r.notTopic, LIMITS.words),
    likeShow: cut(r.likeShow, LIMITS.topic),
    publisher: cut(r.publisher, LIMITS.topic),
    person: cut(r.person, LIMITS.words),
    pickWords: cut(r.pickWords, LIMITS.words),
    maxMinutes: cap(r.maxMinutes, LIMITS.minutes),
    minMinutes: cap(r.minMinutes, LIMITS.minutes),
    withinDays: cap(r.withinDays, LIMITS.days),
    similarToRank: cap(r.similarToRank, LIMITS.rank),
    playRank: cap(r.playRank, LIMITS.rank),
    about: r.about && { ...r.about, rank: Math.min(r.about.rank, LIMITS.rank) },
    skip: Math.min(r.skip, LIMITS.skip),
  };
}

/** An era: "1800s", "1860s", "19th century", "nineteenth century". */
const ERA = String.raw`1\d[0-9]0s|(?:1[1-9]|20)th century|(?:${ORDINAL_WORDS.slice(10, 20).join('|')}) century`;
/** An era said alone, after a subject: "from the 1800s", "what about the nineteenth century". */
const ERA_ALONE = new RegExp(
  String.raw`^ (?:(?:and|ok|okay|so|or|but|now) )*(?:(?:what|how) about |try |maybe |just |only |anything |something |ones |episodes )?(?:(?:from|in|during|of) )?the (${ERA})(?: only| instead| then| please)? $`,
);
/** An era said last in a subject ("history from the 1800s"), which another era takes the place of. */
const ERA_SAID = new RegExp(String.raw` (?:from|in|during|of) the (?:${ERA})$`);
/** A subject that is an era alone ("the 1800s"). */
const ERA_TOPIC = new RegExp(String.raw`^(?:the )?(?:${ERA})$`);

/** The month `step` months after (or before) a month of a year. */
function monthAfter(year: number, month: number, step: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + step;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The episode "this one" or "it" points at: the one asked about, else the one playing, else the first offered. */
function pointedRank(previous: AssistantRequest | null): number {
  if (previous?.about && previous.about.rank > 0) return previous.about.rank;
  return previous?.playRank && previous.playRank > 0 ? previous.playRank : 1;
}

function interpretMessage(
  message: string,
  previous: AssistantRequest | null,
  shows: string[],
  now: Date,
  publishers: string[] = [],
): AssistantRequest {
  const swapped = NOT_THIS_BUT.exec(message);
  if (swapped) {
    const [, notMeant, meant] = swapped as unknown as [string, string, string];
    const alone = (said: string) => interpretMessage(` ${said} `, null, shows, now, publishers);
    const taken = alone(notMeant);
    // A show left out ("not The Daily, Hidden Brain") is read as said.
    if (isTopicAlone(taken) && searchesSomething(alone(meant)))
      return previous?.topic && taken.topic === previous.topic
        ? interpretMessage(`no i meant ${meant}`, previous, shows, now, publishers)
        : interpretMessage(`${meant} but not ${notMeant}`, previous, shows, now, publishers);
  }
  const said = heard(message);
  if (GREETING.test(said)) return { ...(previous ?? EMPTY), intent: 'greeting' };
  // Borris's name said first, or another assistant's out of habit ("Alexa, play The Daily").
  const text = withoutName(said);
  // "Start over": what follows refines nothing said before.
  if (START_OVER.test(text)) return { ...EMPTY, intent: 'greeting' };
  if (HELP.test(text)) return { ...(previous ?? EMPTY), intent: 'help' };
  if (THANKS.test(text)) return { ...(previous ?? EMPTY), intent: 'thanks' };
  // "How many episodes are there", after a show's newest: how many of that show.
  if (previous?.show && !previous.topic && SHOW_COUNT.test(text))
    return interpretMessage(`how many episodes of ${previous.show} are there`, null, shows, now, publishers);
  if (CATALOG.test(text)) return { ...(previous ?? EMPTY), intent: 'catalog' };
  // "No, I meant Planet Money" after "money": what was meant, in place of what was heard ("I said
  // bees, not trees" is bees). A show whose name holds the topic heard is asked for alone.
  const meant = searchesSomething(previous) ? CORRECTION.exec(text) : null;
  if (meant) {
    const corrected = interpretMessage(` ${meant[1]} `, previous, shows, now, publishers);
    const heardTopic = (previous as AssistantRequest).topic;
    if (
      corrected.show &&
      heardTopic &&
      corrected.topic === heardTopic &&
      normalizeSpeech(corrected.show).includes(` ${heardTopic} `)
    )
      return { ...corrected, topic: null };
    // A subject misheard is put right in the request as it was: "taxes under 20 minutes", then
    // "no, I meant tariffs", is tariffs under 20 minutes.
    if (isTopicAlone(corrected) && previous)
      return {
        ...corrected,
        maxMinutes: previous.maxMinutes,
        minMinutes: previous.minMinutes,
        ...timeSaid(corrected, previous, false),
      };
    return corrected;
  }
  // "From the 1800s", "what about the 19th century", said after a subject: the subject in that
  // era ("history from the 1800s"), as "what about 2018" asks for that year.
  const era = ERA_ALONE.exec(text);
  if (previous?.topic && era) {
    const subject = previous.topic.replace(ERA_SAID, '').trim();
    const topic = subject && !ERA_TOPIC.test(subject) ? `${subject} from the ${era[1]}` : `the ${era[1]}`;
    return { ...previous, ...NOTHING_ASKED, intent: 'search', skip: 0, topic };
  }
  // "The one before that" after one was played: a show's episode before it, which its newest-first
  // answer lists after it; of any other answer, the one listed before it.
  const beside = previous?.playRank && previous.playRank > 0 ? PLAY_BESIDE.exec(text) : null;
  // "Go back one": the one listed before it, whatever the order.
  if (previous?.playRank && previous.playRank > 0 && BACK_ONE.test(text))
    return { ...previous, ...NOTHING_ASKED, intent: 'search', playRank: Math.max(1, previous.playRank - 1) };
  if (previous && beside) {
    const byDate = !!previous.show && !previous.topic && (!previous.pickBy || previous.pickBy === 'newest');
    const step = (beside[1] ? 1 : -1) * (byDate ? 1 : -1);
    return { ...previous, ...NOTHING_ASKED, intent: 'search', playRank: Math.max(1, (previous.playRank ?? 1) + step) };
  }
  if (RESUME.test(text)) return { ...EMPTY, intent: 'resume' };
  for (const [intent, pattern] of [
    ['playlist', OWN_PLAYLIST],
    ['saved', OWN_SAVED],
  ] as const) {
    const own = pattern.exec(text);
    if (own) return { ...EMPTY, intent, playRank: own[1] || own[2] ? 1 : null };
  }
  // "How long are they": the same question of each episode just offered (see askedOfAll).
  // With nothing offered, the service says there is nothing to choose from.
  const askedOfEach = askedOfAll(text);
  if (askedOfEach)
    return { ...(previous ?? EMPTY), ...NOTHING_ASKED, intent: 'search', about: { rank: 1, aspect: askedOfEach } };
  // "Play the best one", "put on your favourite" after an answer: the first it offers, played
  // (with nothing offered yet, the service says there is nothing to choose from).
  // ("Give me your best" alone asks for anything.)
  if (PLAY_BEST.test(text) && (searchesSomething(previous) || / (?:one|episode|match)\b/.test(text)))
    return {
      ...(searchesSomething(previous) ? (previous as AssistantRequest) : EMPTY),
      ...NOTHING_ASKED,
      intent: 'search',
      playRank: 1,
    };
  // "Which one do you recommend" after an answer: the first it offers, told about.
  if (searchesSomething(previous) && asksRecommendation(text))
    return {
      ...(previous as AssistantRequest),
      ...NOTHING_ASKED,
      intent: 'search',
      about: { rank: 1, aspect: 'summary' },
    };
  // A question about an episode just offered keeps the request, and its answer, as they were.
  const asked = askedAbout(text, previous);
  if (asked) {
    const { it, ...about } = asked;
    // "How long is it" after "the shortest one": of the one picked, which the pick finds again.
    const pickBy = it && previous?.about ? previous.pickBy : null;
    return { ...(previous ?? EMPTY), ...NOTHING_ASKED, intent: 'search', about, pickBy };
  }
  // "Play it": the episode just asked about or picked ("the second one", then "play it"), else the first one offered.
  // "Play the next one" after one was played: the one after it in the answer.
  if (previous?.playRank && previous.playRank > 0 && PLAY_NEXT.test(text))
    return { ...previous, ...NOTHING_ASKED, intent: 'search', playRank: previous.playRank + 1 };
  // With nothing offered yet there is no next one (the service says so); after an answer, the next ones.
  if (!searchesSomething(previous) && PLAY_NEXT.test(text)) return { ...EMPTY, intent: 'search', playRank: 1 };
  // "Yes" after an answer takes it up: the one asked about, else the first; "no" moves on.
  const takesUp = searchesSomething(previous) && AGREED.test(text);
  // After the listener's own list ("what's on my playlist"), "play number 2" plays from that list.
  const listed = previous && OWN_LISTS.has(previous.intent) ? previous.intent : 'search';
  // "Play it from the beginning" after a topic's answer (not a show's, whose first episode it asks
  // for): play it, from its start as every episode starts.
  const fromStart = FROM_THE_START.exec(text);
  const afterShow = !!previous?.show && !previous.topic;
  const itFromStart = !!fromStart && fromStart[2] === undefined && searchesSomething(previous) && !afterShow;
  const playAlone =
    PLAY_ALONE.test(text) && (searchesSomething(previous) || (!!previous && OWN_LISTS.has(previous.intent)));
  if ((PLAY_IT.test(text) || playAlone || takesUp || itFromStart) && previous) {
    return { ...previous, intent: listed, about: null, playRank: previous.about?.rank ?? (previous.playRank || 1) };
  }
  if (searchesSomething(previous) && DECLINED.test(text)) {
    const last = previous as AssistantRequest;
    return { ...last, ...NOTHING_ASKED, intent: 'search', skip: last.skip + RESULTS_PER_ANSWER };
  }
  // "The last one", "play the last one": the last episode offered.
  if (searchesSomething(previous) && PLAY_LAST.test(text))
    return { ...(previous as AssistantRequest), ...NOTHING_ASKED, intent: 'search', playRank: -1 };
  // "Anything", "whatever": any episode, as "surprise me".
  if (ANYTHING_AT_ALL.test(text)) return { ...EMPTY, intent: 'search', anything: true };
  // With nothing offered yet, the service says there is nothing to choose from.
  // A number said alone ("2", "three") picks from an answer just heard, and from nothing else.
  // With nothing offered yet, the service says there is nothing to choose from.
  const skipped = SKIP_NTH.exec(text);
  if (skipped) {
    const rank = skipped[1] ? (ORDINALS[skipped[1]] as number) : (wordNumber(skipped[2] as string) as number);
    return { ...(previous ?? EMPTY), ...NOTHING_ASKED, intent: listed, playRank: rank + 1 };
  }
  const nth = PLAY_NTH.exec(text);
  const alone = !!nth?.[5];
  const nthRank =
    nth && (!alone || searchesSomething(previous))
      ? nth[1]
        ? (ORDINALS[nth[1]] as number)
        : (wordNumber((nth[4] ?? nth[5]) as string) ?? 1)
      : null;
  // "Play number 12" picks the twelfth; "episode 12" or "play episode 12" may be a show's own number.
  const picks = nth && (nth[1] || (nth[2] && nth[3] !== 'episode') || (nthRank as number) <= ASSISTANT_PICKABLE);
  if (nthRank && picks) return { ...(previous ?? EMPTY), ...NOTHING_ASKED, intent: listed, playRank: nthRank };
  // A pick is of the last answer; with nothing offered yet, "the shortest one" picks from nothing
  // (the service says so), and "the latest" alone asks for the newest episodes.
  const pickOf = (said: string): AssistantRequest | null => {
    if (searchesSomething(previous)) return pickedFrom(said, previous as AssistantRequest);
    const fromNothing = pickedFrom(said, EMPTY);
    return fromNothing?.pickBy === 'shortest' || fromNothing?.pickBy === 'longest' ? fromNothing : null;
  };
  const picked = pickOf(text);
  if (picked) return picked;
  // "The longest one over 2 hours", "the newest one under 20 minutes": the pick, from those of
  // that length.
  const lengthSaid = PICK_OF_LENGTH.exec(text);
  const pickedOfLength = lengthSaid && pickOf(`${lengthSaid[1]} `);
  if (pickedOfLength) {
    const length = interpretMessage(` episodes ${lengthSaid?.[2]} `, null, shows, now, publishers);
    if (!length.topic && (length.minMinutes !== null || length.maxMinutes !== null))
      return { ...pickedOfLength, minMinutes: length.minMinutes, maxMinutes: length.maxMinutes };
  }
  const nthNewest = afterShow && NTH_NEWEST_ALONE.test(text);
  const pickedWords =
    searchesSomething(previous) && !nthNewest ? pickedByWords(text, previous as AssistantRequest) : null;
  if (pickedWords) return pickedWords;
  // "The shortest episode about bitcoin": the request, and the pick from what it offers.
  // "What is the latest Planet Money about": the show's newest, and the question asked of it.
  for (const pattern of NEWEST_ASKED) {
    const asked = pattern.exec(text);
    // "What's the latest Planet Money" alone is answered with its newest episodes.
    if (!asked || (/^what/.test(asked[1] as string) && !asked[3])) continue;
    const request = interpretMessage(` ${asked[2]} `, null, shows, now, publishers);
    const aspect = ASKED_ASPECT.find(([q]) => q.test(asked[1] as string))?.[1] as Aspect;
    if (request.show && !request.topic && !request.person) return { ...request, about: { rank: 1, aspect } };
  }
  const ofAll = PICK_OF_ALL.exec(text);
  if (ofAll) {
    const pickBy = PICK_BY[ofAll[2] as string] as NonNullable<AssistantRequest['pickBy']>;
    const toPlay = !!ofAll[1] && /^(play|start|put on)$/.test(ofAll[1]);
    return {
      ...EMPTY,
      intent: 'search',
      anything: true,
      // Each show's first episodes are listed, so the oldest of all is among them.
      oldestFirst: pickBy === 'oldest',
      pickBy,
      about: toPlay ? null : { rank: 1, aspect: pickedAspect(pickBy) },
      playRank: toPlay ? 1 : null,
    };
  }
  // "The second newest one", after a show's newest: of that show.
  const counted = NTH_OF_SHOW.exec(nthNewest ? `${text}of ${spokenShowName(previous?.show as string)} ` : text);
  if (counted) {
    const [, verb, which, newest, what, about] = counted as unknown as string[];
    const request = interpretMessage(` ${what} `, null, shows, now, publishers);
    const rank = ORDINALS[which as string] as number;
    if (request.show && !request.topic) {
      const toPlay = !verb || /^(play|start|put on)$/.test(verb);
      const aspect = aspectAsked(verb, about) ?? 'summary';
      // "The second episode of Planet Money" counts from its first; "the second newest" from its newest.
      return {
        ...request,
        oldestFirst: !newest,
        playRank: toPlay ? rank : null,
        about: toPlay ? null : { rank, aspect },
      };
    }
  }
  // "Play 1865 from the beginning"; "start it from the first episode" after a show's newest: the
  // show's first episode.
  const showFromStart =
    fromStart && (fromStart[2] ?? (afterShow && previous?.show ? spokenShowName(previous.show) : null));
  const superlative = PICK_OF_TOPIC.exec(
    showFromStart ? ` ${fromStart?.[1]} the first episode of ${showFromStart} ` : text,
  );
  if (superlative) {
    const [, verb, which, link, linked, about, bare] = superlative as unknown as (string | undefined)[];
    const what = linked ?? bare;
    const pickBy = PICK_BY[which as string] as NonNullable<AssistantRequest['pickBy']>;
    // "The very first Planet Money", "the longest Hidden Brain episode": of that show.
    const ofShow = !link || /^(of|from|by)$/.test(link);
    const request = interpretMessage(ofShow ? ` ${what} ` : `something about ${what}`, null, shows, now, publishers);
    // "The first episode about ..." is an ordinal pick, not a superlative; "of" names a show.
    // (A show's newest, "the latest Planet Money", is answered as the show's newest episodes are,
    // and "the newest episodes about X" lists them newest first.)
    const newestListed =
      pickBy === 'newest' && (ofShow || / (?:newest|latest|most recent) (?:episodes|ones|podcasts) /.test(text));
    const picks = !newestListed && (ofShow ? !!request.show && !request.topic : !!request.topic && which !== 'first');
    if (picks) {
      const toPlay = !!verb && /^(play|start|put on)$/.test(verb);
      // "Tell me about the first episode of Serial", "what's the first one of Serial about", "how
      // long is ...": what is asked of it; else what picked it, its length or its date.
      const asked = aspectAsked(verb, about);
      return {
        ...request,
        // Listed from the first episode, so the oldest is among those looked at, not only the newest 50.
        oldestFirst: pickBy === 'oldest' || request.oldestFirst,
        pickBy,
        about: toPlay ? null : { rank: 1, aspect: asked ?? pickedAspect(pickBy) },
        playRank: toPlay ? 1 : null,
      };
    }
  }

  const spoken = spokenShows(shows);
  const found: Found = {
    // Speech to text spells words out ("something on a i", see spelledOut), splits "some thing"
    // and writes "like to hear" as "like to here".
    text: spokenLengths(
      showByWord(respellShowNames(joinSplitNames(spelledOut(text), spoken.vocabulary), spoken.shows), spoken.shows),
    )
      .replace(/ (like|want|wanna|love|need) to here /g, ' $1 to hear ')
      .replace(/ wanna here /g, ' wanna hear ')
      // "How many episodes does The Daily have" asks as "how many episodes of The Daily" does.
      .replace(
        /^ how many (episodes|ones) (?:does|do|did|has|have) (.+?) (?:have|has|got|made|put out|released|done)(?: so far| now)? $/,
        ' how many $1 of $2 ',
      )
      // A length said without its unit, where only minutes can be meant: "under 10", "anything
      // less than fifteen", "something around 20" ("kids under 10" keeps its words).
      .replace(
        /^ ((?:anything|something|one|ones|episodes?|any|only|just|maybe) )?(under|less than|shorter than|no more than|at most|below|over|more than|longer than|at least|around|about) ([a-z0-9]+(?: (?!please|then)[a-z]+)?)( please| then)? $/,
        (said, lead: string | undefined, bound: string, n: string, end: string | undefined) => {
          const minutes = wordNumber(n);
          return minutes !== null && minutes >= 2 && minutes <= 180
            ? ` ${lead ?? ''}${bound} ${minutes} minutes${end ?? ''} `
            : said;
        },
      )
      // "How many Planet Money episodes are there" likewise.
      .replace(
        /^ how many (.+?) (episodes|ones) (?:are there|do you have|have you got|you got|is there)(?: in (?:the|your) (?:catalog|app|library))? $/,
        ' how many $2 of $1 ',
      )
      // Days known by name, as dates: "the daily on christmas", "from last christmas" (the last one
      // gone by, as a date said without a year is; a topic without "on" or "from").
      .replace(
        / (on|from|over) (?:last )?(christmas eve|christmas day|christmas|new year'?s eve|new year'?s day|halloween|valentine'?s day)(?= )/g,
        (_m, cue: string, day: string) => ` ${cue === 'over' ? 'on' : cue} ${NAMED_DAYS[day.replace(/'/g, '')] ?? day}`,
      )
      // "Somethin' about", "a bout soil": "something", "about" ("a bout of flu" is one).
      .replace(/ (some|any) ?thin[g']? /g, ' $1thing ')
      .replace(/ a bout (?!of )/g, ' about ')
      // "Under to hours", "over for minutes": numbers heard as words.
      .replace(
        / (under|over|less than|more than|about|around|at most|at least|within) (to|too|for) (minutes?|mins?|hours?)(?= )/g,
        (_m, cue: string, n: string, unit: string) => ` ${cue} ${n === 'for' ? 'four' : 'two'} ${unit}`,
      )
      // "Way longer", "a bit shorter", "older still": longer, shorter, older.
      .replace(
        / (way|much|a lot|even|still|a bit|a little|slightly|somewhat|quite a bit) (longer|shorter|newer|older)(?= )/g,
        ' $2',
      )
      .replace(/ (longer|shorter|newer|older) still(?= )/g, ' $1')
      // "What's going on in the world" asks for the news.
      .replace(
        / (what'?s|what is|what'?s been|what has been) (going on|happening)( in the world| out there| in the news)(?= )/g,
        ' the news',
      )
      // "What happened yesterday", "did anything happen in the news": the news of that time.
      .replace(
        / (?:what happened|(?:did|has) anything (?:happen|happened))(?: in the world| in the news)?(?=(?: (?:today|yesterday|this week|last week|this morning|last night|over the weekend))? $)/g,
        ' the news',
      )
      // "I don't want anything too long" is "nothing too long".
      .replace(
        / (?:i )?(?:don'?t|do not) want (?:anything|something|one|it|them|episodes)? ?(too|that|very|really|super) (long|short)\b/g,
        ' nothing $1 $2',
      ),
    value: { ...EMPTY },
    touched: false,
  };
  const v = found.value;
  const refine = {
    shorter: false,
    longer: false,
    newer: false,
    something: false,
    allShows: false,
    /** "From a different show", "other shows": any show but the one asked for before. */
    otherShow: false,
    anyLength: false,
    anyTime: false,
    byRelevance: false,
    anyLanguage: false,
    anyTranscript: false,
    anyGenre: false,
    back: false,
    again: false,
    /** A month or day said without its year: "only the 5th" after "from March 2020" is of 2020. */
    yearImplied: false,
  };

  // "Play a random episode of The Daily", "something random", "shuffle Planet Money": the answer
  // in a random order ("random acts of kindness" stays a topic).
  let random = take(
    found,
    /\b(?:(?:a|any|some) )?random (?:episodes?|ones?|picks?|shows?|podcasts?)\b|\b(?:something|anything) (?:at )?random\b|\b(?:at random|randomly|shuffled?)\b|\b(?:a|any|some) random\b(?= (?:[a-z0-9']+ ){1,6}episodes?\b)/,
    () => {},
  );
  // "Anything else with him", "what else has she done", "is he on any other shows": more of the
  // same request, the person or subject it was about.
  take(
    found,
    /\b(what|anything|something) else (with|by|from|has|did|does|is|was) (him|her|them|he|she|they)( (done|made|been on|on|in|do))?\b|\b(is|was|are|were) (he|she|they) (on|in) (any )?(other|more) (shows?|episodes?|podcasts?)\b|\b(more|others?|other episodes|other shows) (with|by|from|featuring) (him|her|them)\b/,
    () => {
      refine.something = true;
    },
  );
  // "Anything about the election in there?" after The Daily: "there", "that show" and, when the
  // request before was about no person, "them" are its show or publisher.
  const sameShow =
    !!(previous?.show || previous?.publisher) &&
    take(
      found,
      new RegExp(
        `\\b(in|on|from|of|by) (there|that show|that podcast|this show|this podcast|the same show${previous?.person ? '' : '|them'})\\b`,
      ),
      () => {},
    );
  // "What have you got on her", "tell me more about him": the last request's person or subject.
  // "About her company" is hers: "her" before a noun is no one asked for before.
  take(
    found,
    /\b(on|about|with|by|from|featuring) (him|them|her(?= $| (please|then|now|too|again|lately|recently|anymore|as well)\b))\b/,
    () => {},
  );
  // "Forget the time", "never mind the length", "drop the show": that part of the request is lifted.
  take(
    found,
    /\b(forget|never mind|nevermind|ignore|drop|lose|remove|skip|no need for) (about )?the (time|date|year|dates?|length|duration|show|language|transcripts?)( (limit|filter|thing|part))?\b/,
    (m) => {
      const part = m[3] as string;
      if (part === 'length' || part === 'duration') refine.anyLength = true;
      else if (part === 'show') refine.allShows = true;
      else if (part === 'language') refine.anyLanguage = true;
      else if (part.startsWith('transcript')) refine.anyTranscript = true;
      else refine.anyTime = true;
    },
  );
  // Show: "from Planet Money", "only The Daily"; "all shows" lifts it, "a different show" leaves it out.
  take(found, /\b(from |on |in )?(all|any|every) (shows?|podcasts?)\b/, () => {
    refine.allShows = true;
  });
  take(found, /\b(from |on |in |by )?(an?|some )?(other|different|another) (shows?|podcasts?)\b/, () => {
    refine.otherShow = true;
  });
  // "What's new on Hidden Brain" asks for its newest, not for a show called "New ...".
  let latest = false;
  let recent = false;
  let onTheWay = false;
  // "What happened on Planet Money" asks for the show's news, whatever was asked before it.
  const showNews = /\bwhat (?:has )?happened (?:on|at|with) /.test(found.text);
  take(found, /\b(what'?s|what is) new\b(?= (on|from|with|at|for)\b| ?$)(?: (with|at|for)\b)?/, (m) => {
    latest = true;
    // "What's new with The Daily": from it.
    return m[3] ? { keep: 'from' } : undefined;
  });
  // "NPR Planet Money", "New York Times The Daily": a show said after who puts it out is the show.
  for (const p of spokenPublishers(publishers).filter((p) => found.text.includes(p.spoken)))
    for (const s of spoken.shows.filter((s) => found.text.includes(s.spoken) && !s.spoken.includes(p.spoken)))
      take(
        found,
        new RegExp(`\\b(?:the )?${escapeRegExp(p.spoken)}(?:'?s)? (?=(?:the )?${escapeRegExp(s.spoken)}\\b)`),
        () => {},
      );
  // Left out: "not The Daily", "anything but Planet Money or The Indicator", "except from Hidden Brain".
  // "Nothing from NPR", "anything but the New York Times": that publisher's shows left out (not a
  // shorter show name inside its name, "New Show" in "the new york times"; a show whose name
  // holds the publisher's, "NPR Politics", is the show).
  v.notPublishers = spokenPublishers(publishers)
    .filter(
      (p) =>
        found.text.includes(p.spoken) &&
        p.leftOut.test(found.text) &&
        !spoken.shows.some(
          (s) => s.spoken.length > p.spoken.length && s.spoken.includes(p.spoken) && found.text.includes(s.spoken),
        ) &&
        take(found, p.leftOut, () => {}),
    )
    .map((p) => p.name);
  v.notShows = leftOutShows(found, spoken.shows);
  // Who puts shows out: "something from NPR", "anything by the New York Times", "NPR podcasts";
  // a publisher's name said in full is not a shorter show name inside it ("New Show" in "from the
  // new york times").
  const named = findShow(found.text, spoken.shows);
  const publisher = spokenPublishers(publishers).find(
    (p) => found.text.includes(p.spoken) && p.pattern.test(found.text),
  );
  const show = publisher && (!named || publisher.spoken.length > named.spoken.length) ? null : named;
  if (publisher && !show) {
    take(found, publisher.pattern, () => {});
    v.publisher = publisher.name;
  }
  // "Only The Daily", "just Planet Money": that show, for the request before.
  let onlyShow = false;
  if (show) {
    const escaped = escapeRegExp(show.spoken);
    // Like it: "podcasts like The Daily", "shows similar to Planet Money".
    if (take(found, new RegExp(likeShowPattern(escaped)), () => {})) v.likeShow = show.name;
    else v.show = show.name;
    take(found, new RegExp(`\\b((only|just) )?((from|by|on|of) )?(the )?${escaped}('?s)?${SAID_ENDING}\\b`), (m) => {
      onlyShow = !!m[2];
    });
  }

  if (sameShow && !v.show && !v.publisher && !v.likeShow) {
    v.show = previous?.show ?? null;
    v.publisher = v.show ? null : (previous?.publisher ?? null);
  }

  // "Play episode three of 1865": the show's episodes are searched for the number as feeds write
  // it ("#3", "Episode 3"), and the one of that number is played (see episodeNumberSaid).
  if (v.show)
    take(found, new RegExp(`\\b(episode|part|chapter) ${NUMBER}( of)?\\b`), (m) => {
      const n = wordNumber(m[2] as string);
      return n === null ? { keep: m[0] } : { keep: String(n) };
    });

  // "more like the second one", "similar to number 2", "like that one"
  take(
    found,
    /\b(more|others?|something|anything|episodes?)? ?(?<!\b(?:don'?t|do not|didn'?t|did not|doesn'?t|does not) )(like|similar to) (the |that |this )?(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last|(?:number|episode) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)|#\d+|one|that one|this one)( one| episode)?\b/,
    (m) => {
      const which = m[4].replace(/^(number|episode) |#/, '');
      // "Like this one", "like that one": the one asked about or playing.
      const pointed = /^(?:this|that) $/.test(m[3] ?? '') || /^(?:this|that) one$/.test(which);
      v.similarToRank =
        pointed && which.endsWith('one') ? pointedRank(previous) : (ORDINALS[which] ?? wordNumber(which) ?? 1);
    },
  );

  // "More like the episode about the peacock", "something like the peacock one", "I liked the
  // episode about sleep, anything like it?": an episode described by its words, found by them
  // (see episodeDescribed); the words are kept as the topic.
  if (episodeDescribed(message)) {
    take(found, LIKE_DESCRIBED, (m) => ({ keep: m[1] ?? m[2] ?? '' }));
    take(found, /\b(more|others?|something|anything|episodes?) (like|similar to) (that|this|it)\b/, () => {});
    v.similarToRank = 1;
  }

  // "I liked the second one", "I really enjoyed the last one": heard before, so more like it.
  take(
    found,
    /^ (?:(?:oh|ok|okay|yeah|well|and) )*i (?:really |quite )?(?:liked|loved|enjoyed) (?:the |that )?(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last)(?: one| episode)(?: a lot| the most| best)? $/,
    (m) => {
      v.similarToRank = ORDINALS[m[1] as string] ?? 1;
    },
  );
  // "the third one sounds good, more like that": the ordinal named before "like that".
  take(
    found,
    /\b(the )?(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last)( one| episode)\b(?=.*\b(like|similar to) (that|this|it)\b)/,
    (m) => {
      v.similarToRank = ORDINALS[m[2]] ?? 1;
    },
  );
  // With no answer before, "like it" points back at the topic said ("I enjoyed that interview
  // about sleep, anything like it?").
  take(found, /\b(more|others?|something|anything|episodes?) (like|similar to) (that|this|it)\b/, () => {
    if (searchesSomething(previous)) v.similarToRank ??= pointedRank(previous);
  });

  // A length said as a bound: `which` names the pattern's groups holding the number and its unit
  // (minutes when the unit is not said).
  const bound = (field: 'maxMinutes' | 'minMinutes', pattern: string, which: [number, number]) =>
    take(found, new RegExp(pattern), (m) => {
      const n = wordNumber(m[which[0]] ?? '');
      if (n !== null) v[field] = toMinutes(n, m[which[1]] ?? 'minutes') ?? v[field];
    });
  const UNIT = '(minutes?|mins?|hours?|hrs?)';
  // "From the last 48 hours": a time, not a length.
  take(found, new RegExp(`\\b(in |from |over )?(the )?(last|past) ${NUMBER} (hours?|hrs?)\\b`), (m) => {
    v.withinDays = Math.max(1, Math.ceil((wordNumber(m[4]) ?? 24) / 24));
  });

  // "something I can finish in 10 minutes": a length to fit in, so at most that.
  bound(
    'maxMinutes',
    `\\b((that )?i can )?(finish|listen to|hear|get through|be done with)( it)? (in|within) (under )?${NUMBER} ${UNIT}\\b`,
    [7, 8],
  );
  // "Before I get to work in 25 minutes", "till we arrive in an hour": done by then.
  bound(
    'maxMinutes',
    `\\b(before|till|until|by the time) (i|we) (get|arrive|reach|am|are)( to)?( [a-z]+)? (in|within) ${NUMBER} ${UNIT}\\b`,
    [7, 8],
  );
  // The time a listener has: "i've got twenty minutes", "i only have half an hour".
  bound(
    'maxMinutes',
    `\\b(i'?ve|i|we'?ve|we) (only )?(have )?(got|have) (only )?(about |around )?${NUMBER} ${UNIT}\\b`,
    [7, 8],
  );
  // "keep it under fifteen": a length said without its unit is in minutes.
  bound(
    'maxMinutes',
    `\\b(keep|make) (it|them) (under|less than|shorter than|below|within) ${NUMBER}( ${UNIT})?\\b`,
    [4, 6],
  );
  // "20 minutes or less", "an hour or more": a bound; "an hour or two": that range.
  bound('maxMinutes', `\\b${NUMBER} ${UNIT}( long)? or (less|under|shorter|fewer|below)\\b`, [1, 2]);
  bound('minMinutes', `\\b${NUMBER} ${UNIT}( long)? or (more|longer|over|above)\\b`, [1, 2]);
  // "An hour or two", "between half an hour and an hour", "twenty to thirty minutes long": a
  // range, from the groups (numbers and units) of a pattern that says one.
  const range = (pattern: string, [low, lowUnit, high, highUnit]: [number, number, number, number]) =>
    take(found, new RegExp(pattern), (m) => {
      const [a, b] = [wordNumber(m[low] as string), wordNumber(m[high] as string)];
      const from = a === null ? null : toMinutes(a, m[lowUnit] as string);
      const to = b === null ? null : toMinutes(b, m[highUnit] as string);
      if (from === null || to === null || from >= to) return { keep: m[0] };
      v.minMinutes = Math.max(1, Math.round(from));
      v.maxMinutes = Math.round(to);
    });
  range(`\\b(about |around |roughly )?${NUMBER} ${UNIT} or ${NUMBER}\\b(?! ${UNIT})`, [2, 3, 4, 3]);
  range(`\\b(between |from )?${NUMBER} ${UNIT} (and|to) ${NUMBER} ${UNIT}( long)?\\b`, [2, 3, 5, 6]);
  range(`\\b(between |from )?${NUMBER} (and|to|or) ${NUMBER} ${UNIT}( long)?\\b`, [2, 5, 4, 5]);
  // A bound said as what not to play: "nothing over half an hour", "nothing shorter than 20 minutes".
  bound(
    'maxMinutes',
    `\\b(nothing|none|not|no) (over|more than|longer than|above|past) ${NUMBER} ${UNIT}( long)?\\b`,
    [3, 4],
  );
  bound(
    'minMinutes',
    `\\b(nothing|none|not|no) (under|less than|shorter than|below) ${NUMBER} ${UNIT}( long)?\\b`,
    [3, 4],
  );
  // Length: "under 20 minutes", "less than an hour", "over forty five minutes", "a 10 minute one"
  bound(
    'maxMinutes',
    `\\b(under|less than|shorter than|no longer than|no more than|at most|max(imum)?|up to|below|within|not more than|sub) ${NUMBER} ${UNIT}( long)?\\b`,
    [3, 4],
  );
  bound(
    'minMinutes',
    `\\b(over|more than|longer than|at least|min(imum)?|upwards of|above) ${NUMBER} ${UNIT}( long)?\\b`,
    [3, 4],
  );
  take(
    found,
    new RegExp(`\\b(about|around|roughly|like)? ?(?:the )?${NUMBER}[ -](minutes?|mins?|hours?|hrs?)( long| mark)?\\b`),
    (m) => {
      const n = wordNumber(m[2]);
      if (n === null) return;
      const minutes = toMinutes(n, m[3]);
      if (minutes === null) return;
      v.maxMinutes = Math.round(minutes * 1.25);
      v.minMinutes = Math.max(1, Math.round(minutes * 0.75));
    },
  );
  // "Those are all too long", "they're way too short", "too long, anything under 15 minutes": the
  // ones offered, shorter or longer.
  take(
    found,
    /^ (?:(?:no|nah|hmm|ugh|but|well) )*(?:(?:(?:those|these|they|that|this|it|that one|this one|the (?:first|second|third|fourth|fifth|last) one|number (?:one|two|three|four|five|[1-5]))(?:'re|'s| are| is| were| was)|why (?:are|is) (?:those|these|they|that|this|it)(?: ones?)?)(?: all)?(?: (?:a bit|a little|way|much|kind of|kinda|just))? (?:too|so)|(?:(?:a bit|a little|way|much|kind of|kinda|just) )?too) (long|short)(?: for me| for my (?:drive|commute|trip))?(?= $| (?:please|anything|something|got|do|any|can)\b)/,
    (m) => {
      if (m[1] === 'long') refine.shorter = true;
      else refine.longer = true;
    },
  );
  // "is there a longer version", "a shorter one".
  take(found, /\b(a |the )?(shorter|quicker|briefer|longer) (version|one|edition)s?\b/, (m) => {
    if (m[2] === 'longer') refine.longer = true;
    else refine.shorter = true;
  });
  // "Why are meetings so long", "how come flights take longer": a question about a length, asked
  // as the topic, not a length asked for ("why are they so long" is about the ones offered).
  const asksWhyLong =
    /^ (?:(?:but|so|and|ok|okay|hey borris) )?(?:why|how come)\b(?! (?:are|is|were|was|do|does) (?:they|those|these|them|it|that|this)\b)/.test(
      found.text,
    );
  // "The long kind", "the shorter sort": the length, the rest of it said for nothing.
  if (!asksWhyLong)
    take(found, /\b(?:the|a) (long|longer|short|shorter|quick|quicker) (?:kind|type|sort|variety)\b/, (m) => ({
      keep: m[1],
    }));
  if (!asksWhyLong) {
    take(found, /\b(shorter|quicker|briefer)( than (that|this|those|these|them|it))?\b/, () => {
      refine.shorter = true;
    });
    take(found, /\b(longer|lengthier)( than (that|this|those|these|them|it))?\b/, () => {
      refine.longer = true;
    });
  }
  // "not too long" is no request for something long.
  take(
    found,
    /\b((that|which|it) )?(not|nothing|isn'?t|is not|aren'?t|are not|that'?s not) (too|very|that|so|overly) (long|lengthy)\b/,
    () => {
      v.maxMinutes = NOT_TOO_LONG_MINUTES;
    },
  );
  // "Nothing too short": at least what "short" is.
  take(
    found,
    /\b((that|which|it) )?(not|nothing|isn'?t|is not|aren'?t|are not|that'?s not)( too| very| that| so| overly)? (short|quick|brief)\b/,
    () => {
      v.minMinutes = SHORT_MINUTES;
    },
  );
  if (!asksWhyLong) {
    take(
      found,
      /\b((keep|make) (it|them) )?(short and sweet|quick|quickie|short|brief|bite[ -]?sized|a few minutes)\b/,
      () => {
        v.maxMinutes = SHORT_MINUTES;
      },
    );
    take(
      found,
      /\b(long (drive|commute|journey|ride)|long[ -]?form|long|lengthy|deep dive|in depth|road ?trip|hours? long|for hours)\b/,
      () => {
        v.minMinutes = LONG_MINUTES;
      },
    );
  }
  take(found, /\b(any length|however long|doesn'?t matter how long)\b/, () => {
    refine.anyLength = true;
  });

  // "Something I haven't heard", "ones I haven't listened to yet", "new to me": episodes not in
  // the listener's listening history.
  take(
    found,
    /\b((that|which) )?(i|we) (haven'?t|havent|have not|'?ve not|didn'?t|did not|never)( yet| ever| already)? (heard|listened to|played|finished)( (it|them|one|before|yet|already))*\b|\b(that'?s |that is |that are )?(new|unheard) to (me|us)\b|\b(unheard|unplayed)\b/,
    () => {
      v.unheard = true;
    },
  );
  // "Only the ones with transcripts", "episodes I can chat with": episodes with a stored transcript.
  take(
    found,
    /\b(?:(?:only|just) )?(?:the )?(?:(?:ones|episodes?|something|anything|one) )?(?:with|that have|which have|that has|having) (?:a |the )?transcripts?\b|\b(?:(?:only|just) )?(?:the )?(?:ones|episodes?|something|anything|one) (?:that )?(?:i|we) (?:can|could) chat (?:with|about)\b/,
    () => {
      v.withTranscript = true;
    },
  );
  // Order: "newest first", "sort by date"; "best matches first" goes back to relevance.
  take(
    found,
    /\b(the )?(newest|latest|most recent|recent|new) (ones? |episodes? )?first\b|\b(sort|sorted|order|ordered|put them) (them )?(by|in) (date|newest|most recent|order of date)\b|\bin (date|chronological) order\b/,
    () => {
      v.newestFirst = true;
    },
  );
  // "Older ones", "oldest first": the best matches, oldest first ("the oldest one" picks one).
  take(
    found,
    /\b(the )?(oldest|earliest) (ones? |episodes? )?first\b|\b(older|earlier) (ones|episodes|stuff)\b|\b(an|some|any) (old|older) (episodes?|ones?)\b|\bold ones\b|\b(anything|something) (older|earlier)\b(?! than)|\bin reverse (date |chronological )?order\b|^ (older|earlier)( please| then)? $/,
    () => {
      v.oldestFirst = true;
    },
  );
  take(
    found,
    /\b(the )?(best|closest|most relevant) (ones? |matches |episodes? )?first\b|\b(sort|sorted|order|ordered) (them )?by relevance\b/,
    () => {
      refine.byRelevance = true;
    },
  );

  // Language: "something in German", "Spanish podcasts", "auf Deutsch"; "any language" lifts it.
  // "In German history", "the German election" are topics.
  take(found, /\b(in )?(any|every|all) languages?\b/, () => {
    refine.anyLanguage = true;
  });
  take(
    found,
    new RegExp(
      `\\b(?:(?:in|auf|en|em) (${LANGUAGE_WORD})(?: language)?(?: (\\w+))?|(${LANGUAGE_WORD})[ -](?:language|speaking)|(${LANGUAGE_WORD})(?= (?:podcasts?|episodes?|shows?|ones|news)\\b)|(${LANGUAGE_WORD}) only)\\b`,
    ),
    (m) => {
      const after = m[2];
      if (after && !AFTER_LANGUAGE.has(after) && wordnet().primaryPos(after) === 'noun') return { keep: m[0] };
      v.language = LANGUAGE_NAMES.get((m[1] ?? m[3] ?? m[4] ?? m[5]) as string) ?? null;
      if (after) return { keep: after };
    },
  );

  // A language named alone after one was asked ("something in German", then "never mind,
  // English" or "what about Spanish"): that language instead.
  if (previous?.language)
    take(
      found,
      new RegExp(
        `^ (?:(?:no|actually|never ?mind|scratch that|what about|how about|try|maybe|make it|ok|okay) )*(${LANGUAGE_WORD})(?: (?:instead|then|please|one|ones))? $`,
      ),
      (m) => {
        v.language = LANGUAGE_NAMES.get(m[1] as string) ?? null;
      },
    );

  // Kind of show ("something funny", "tell me a story"): see GENRES below; "any kind" lifts it.
  take(found, /\b(any|every|all) (kinds?|sorts?|genres?)( of (shows?|podcasts?|things?))?\b/, () => {
    refine.anyGenre = true;
  });

  // "I want to learn something new today": any education show's, new to the listener (before
  // "today" is a date); "hear something different", any at all. "Learn something new about
  // space": new to the listener too, about that (so not anything).
  // "Something to learn on my way to work", "something educational": any education show's.
  take(
    found,
    /\b(?:something|anything) (?:to learn(?: from)?|i can learn from|educational|informative|to make me (?:smarter|think)|smart|thought provoking)\b(?! about\b)(?! on (?!(?:my|the|our) (?:way|drive|commute|trip)\b))/,
    () => {
      v.anything = true;
      v.genre = 'Education';
    },
  );
  take(
    found,
    /\b(learn|hear|know) (something|anything) (new|interesting|cool|different)(?=( (?:about|on)\b)?)( today)?\b/,
    (m) => {
      if (m[4]) return;
      v.anything = true;
      if (m[1] === 'learn') v.genre = 'Education';
    },
  );

  // How the listener feels, said for something to suit it: "i'm stressed out" asks for something
  // relaxing, "i'm feeling down" for something uplifting.
  take(
    found,
    /^ (?:(?:ugh|man|honestly|well|so) )*(?:i'?m|i am|im|i feel|i'?m feeling|im feeling|feeling)(?: (?:so|really|very|a (?:bit|little)|kind of|kinda|pretty))? (?:(stressed(?: out)?|anxious|tense|wound up|overwhelmed|on edge|wired)|(sad|down|blue|low|depressed|gloomy|miserable|upset|lonely|unhappy))(?: today| right now| tonight)?(?= $| (?:play|put|give|find|get|something|anything|any|so|and|what|can|could|got|do|need|want|please)\b)/,
    (m) => ({ keep: m[1] ? ' relaxing ' : ' uplifting ' }),
  );
  // Time: "from last week", "this year", "in the last 3 days", "anything newer"
  // A day, month, season or span of years said replaces any other time said before it.
  const setTime = (time: Partial<Pick<AssistantRequest, TimeField>>) => Object.assign(v, NO_TIME, time);
  const days = (n: number) => {
    v.withinDays = Math.max(1, Math.round(n));
  };
  // "Nothing older than 2019": from that year on; "nothing newer than 2019": up to its end.
  take(
    found,
    new RegExp(
      `\\b(?:nothing|none|no (?:episodes?|ones?)|not(?: anything)?) (?:(older than|before|earlier than|from before|prior to)|newer than|after|later than|more recent than) ((?:19|20)\\d\\d|${SPOKEN_YEAR})\\b`,
    ),
    (m) => {
      const year = spokenYear(m[2] as string);
      if (year === null || year > now.getUTCFullYear()) return { keep: m[0] };
      setTime(m[1] ? { sinceYear: year } : { beforeYear: year + 1 });
    },
  );
  // "Not older than a week", "less than a month old": within it.
  take(
    found,
    new RegExp(
      `\\b(?:(?:not|no|nothing) older than|(?:less than|under)(?= ${NUMBER} (?:days?|weeks?|months?|years?) old\\b)) ${NUMBER} (days?|weeks?|months?|years?)( old)?\\b`,
    ),
    (m) => {
      const n = wordNumber(m[m.length - 3] as string) ?? 1;
      const unit = m[m.length - 2] as string;
      days(n * (/^d/.test(unit) ? 1 : /^w/.test(unit) ? 7 : /^m/.test(unit) ? 30 : 365));
    },
  );
  take(found, new RegExp(`\\b(in |from |over )?(the )?(last|past) ${NUMBER} (days?|weeks?|months?|years?)\\b`), (m) => {
    const n = wordNumber(m[4]) ?? 1;
    const unit = m[5];
    days(n * (/^d/.test(unit) ? 1 : /^w/.test(unit) ? 7 : /^m/.test(unit) ? 30 : 365));
  });
  // "from two weeks ago": around then, so within half as long again.
  take(found, new RegExp(`\\b(from |about |around )?${NUMBER} (days?|weeks?|months?) ago\\b`), (m) => {
    const n = wordNumber(m[2]) ?? 1;
    const unit = m[3];
    days(n * (/^d/.test(unit) ? 1 : /^w/.test(unit) ? 7 : 30) * 1.5);
  });
  // "What should I listen to today", "something to hear tonight": when the listener listens, not
  // when the episode came out ("today's episode", "anything from today" are the date).
  take(
    found,
    /\b(listen to|hear|play|put on|recommend|suggest)( (?:something|anything|one))?( (?:on|for|during) (?:my|the) (?:drive|commute|way))? (today|tonight|this (?:morning|afternoon|evening))(?!'?s\b)\b/,
    (m) => ({ keep: `${m[1]}${m[2] ?? ''}${m[3] ?? ''}` }),
  );
  take(found, /\b(from |in |since )?(today|tonight|this (morning|afternoon|evening)|last night)('?s)?\b/, () =>
    days(1),
  );
  take(found, /\b(from |since )?yesterday('?s)?\b/, () => days(2));
  take(found, /\b(from |in |over )?(the )?(last|past) (few|couple( of)?) days\b/, () => days(4));
  // "Since last week": from its first day (a week starts on Monday); "since last month" likewise.
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  take(found, /\bsince (last|the last|the past|past) week\b/, () => days(sinceMonday + 8));
  take(found, /\bsince (last|the last|the past|past) month\b/, () => days(now.getUTCDate() + 31));
  take(found, /\b(from |in |over |since )?(earlier )?(this|the last|the past|last|past) week('?s)?\b/, () => days(7));
  take(found, /\b(from |over |during )?(the|this|last|this past) weekend\b/, () =>
    days(now.getUTCDay() === 0 ? 3 : now.getUTCDay() + 2),
  );
  // "The Daily from monday", "last tuesday's episode": that day, the last one gone by. "Since
  // monday": every day from it.
  take(
    found,
    /\b(from|on|since|last) (last )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)('?s)?\b|\b(for) (last )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?= $)/,
    (m) => {
      // "The Daily for Tuesday", said last, is Tuesday's ("something for friday night" is not).
      const weekday = (m[3] ?? m[7]) as string;
      const back = (now.getUTCDay() - WEEKDAYS.indexOf(weekday) + 7) % 7 || 7;
      if (m[1] === 'since') return days(back + 1);
      const date = new Date(now.getTime() - back * 86_400_000);
      setTime({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
    },
  );
  // "From the start of 2019", "late 2019", "early last year": that year (no feed's date is finer
  // than a listener's memory of it). Said first ("early 2019 on Planet Money"), it is "from 2019".
  take(
    found,
    new RegExp(
      `(^ |(?<=\\b(?:from|in|during|back in|since) ))(?:the (?:start|beginning|end|middle) of|early|late|mid)[ -](?=(?:19|20)\\d\\d\\b|${SPOKEN_YEAR}|last year\\b|this year\\b)`,
    ),
    (m) => (m[1] ? { keep: ' from ' } : undefined),
  );
  // "The first week of March 2020", "the end of May", "early June": that month.
  take(
    found,
    /(?<=\b(?:from|in|during|back in|since) )(?:the (?:(?:first|second|third|fourth|last) (?:week|weekend|few days)|start|beginning|end|middle) of|early|late|mid)[ -](?=(?:january|february|march|april|may|june|july|august|september|october|november|december)\b)/,
    () => {},
  );
  take(found, /\b(from |in |over |since )?(earlier )?(this|the last|the past|last|past) month('?s)?\b/, () => days(31));
  take(found, /\b(from |in )?(earlier )?this year('?s)?\b/, () => days(daysThisYear(now)));
  // "Since Christmas", "since new year's": from that day on, the last time it came round.
  take(found, /\bsince (?:last )?(christmas|xmas|new year'?s?(?: day| eve)?)\b/, (m) => {
    if (!/^(christmas|xmas)$/.test(m[1] as string)) return days(daysThisYear(now));
    const year = now.getUTCFullYear();
    const christmas = Date.UTC(now.getTime() >= Date.UTC(year, 11, 25) ? year : year - 1, 11, 25);
    days(Math.floor((now.getTime() - christmas) / 86_400_000) + 1);
  });
  // "From last year", "last year's election": that calendar year, as "two years ago" is; "since
  // last year" from its start; "the last year" and "the past year" are the last 365 days.
  take(found, /\bsince last year\b/, () => setTime({ sinceYear: now.getUTCFullYear() - 1 }));
  take(found, /\b(from |in |during |over )?(?<!\b(the|past|my|his|her|their|our|your|its) )last year('?s)?\b/, () =>
    setTime({ year: now.getUTCFullYear() - 1 }),
  );
  take(found, /\b(from |in |over )?(the )?(?<!\b(?:my|his|her|their|our|your|its) )(last|past) year\b/, () =>
    days(365),
  );
  // "From this decade": since its first year; "the last decade": the last ten years.
  take(found, /\b(from |in )?this decade('?s)?\b/, () => {
    const start = Date.UTC(now.getUTCFullYear() - (now.getUTCFullYear() % 10), 0, 1);
    days((now.getTime() - start) / 86_400_000 + 1);
  });
  take(found, /\b(from |in |over )?(the )?(last|past) (decade|ten years)\b/, () => days(3653));
  // "Since the beginning of the year": this year; "the past fortnight": two weeks.
  take(found, /\b(from |since )?the (beginning|start) of (the|this) year\b/, () => days(daysThisYear(now)));
  take(found, /\b(from |in |over )?(the )?(last|past) fortnight\b|\bthis fortnight\b/, () => days(14));
  // "From two years ago": that calendar year.
  take(found, new RegExp(`\\b(from |about |around )?${NUMBER} years? ago\\b`), (m) => {
    const n = wordNumber(m[2] as string);
    if (n === null || n < 1 || n > 50 || !Number.isInteger(n)) return { keep: m[0] };
    setTime({ year: now.getUTCFullYear() - n });
  });
  // "From the 2010s", "in the twenty tens": that decade, if it has begun. Podcasts began in the
  // 2000s: "from the 90s" and "music of the sixties" are about the time, not published in it.
  take(
    found,
    /\b(?:from|in|during|back in) the (?:(19|20)?([0-9]0)'?s|(twenty )?(tens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties))\b/,
    (m) => {
      const [, century, digits, twenty, word] = m;
      const WORDS = [
        'tens',
        'twenties',
        'thirties',
        'forties',
        'fifties',
        'sixties',
        'seventies',
        'eighties',
        'nineties',
      ];
      const tens = digits !== undefined ? Number(digits) : (WORDS.indexOf(word as string) + 1) * 10;
      // "The 90s" and "the nineties" are the 1900s'; "the 2010s", "the twenty tens" and "the 00s" the 2000s'.
      const hundreds = century ? Number(century) * 100 : twenty || tens <= now.getUTCFullYear() % 100 ? 2000 : 1900;
      const start = hundreds + tens;
      if (start > now.getUTCFullYear() || start < 2000) return { keep: m[0].replace(/^\w+( in)? /, '') };
      setTime({ sinceYear: start, beforeYear: start + 10 });
    },
  );
  // "from March 2020", "in may", "last october": that month, the last one gone by when no year is
  // said; with a day ("from March third", "on the 3rd of March"), that day of it.
  // Without "from", "in" or the like, or a year after it, a month's name is a word ("the women's
  // march", "may I ask").
  take(
    found,
    new RegExp(
      `\\b(?:(from|in|during|back in|since|last|this past|on) )?(?:the (${DAY}) of )?(${MONTHS.join('|')})(?: (?:the )?(${DAY}))?(?: of)?(?: ((?:19|20)\\d\\d|${SPOKEN_YEAR}))?\\b`,
    ),
    (m) => {
      const [, cue, dayBefore, said, dayAfter, yearSaid] = m;
      const month = MONTHS.indexOf(said as string) + 1;
      // A day makes it a date without a cue ("only the 5th of march", "the daily march 5th"), but
      // "may the fourth" may be a wish. "On" is a date's cue only with a day: "episodes on march
      // madness" is about it.
      const dated = dayBefore || (dayAfter && said !== 'may');
      if ((!cue && !yearSaid && !dated) || (cue === 'on' && !dayBefore && !dayAfter)) return { keep: m[0] };
      const thisMonth = now.getUTCMonth() + 1;
      const thisYear = now.getUTCFullYear();
      const daySaid = dayBefore ?? dayAfter;
      const day = daySaid ? dayNumber(daySaid) : null;
      // Said without a year, the last one that has come: "December 25th" on December 1 is last year's.
      const toCome =
        month > thisMonth || (month === thisMonth && (cue === 'last' || (day !== null && day > now.getUTCDate())));
      const year = yearSaid ? spokenYear(yearSaid) : toCome ? thisYear - 1 : thisYear;
      if (year === null || year > thisYear || (year === thisYear && month > thisMonth)) return { keep: m[0] };
      // A day the month does not have ("february thirtieth") is heard as the month.
      const inMonth = day !== null && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
      setTime({ year, month, day: inMonth ? day : null });
      refine.yearImplied = !yearSaid;
    },
  );
  // "The Daily from the 5th", "on the twenty first": that day of this month, or of the month
  // before when it has not come yet. "From the first episode" is no date.
  take(
    found,
    new RegExp(
      `\\b(?:from|on) the (${DAY.replace(String.raw`\d{1,2}(?:st|nd|rd|th)?`, String.raw`\d{1,2}(?:st|nd|rd|th)`)})(?: of (?:this|the) month)?(?= (?:please |about |and |on |from |$)|$)`,
    ),
    (m) => {
      const day = dayNumber(m[1] as string);
      if (day === null || day < 1 || day > 31) return { keep: m[0] };
      const thisMonth = day <= now.getUTCDate();
      const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (thisMonth ? 0 : 1), 1));
      // A day the month does not have ("the 31st" of a month of 30) is no date.
      if (day > new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate()) return { keep: m[0] };
      setTime({ year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day });
    },
  );
  // "From last summer", "this spring", "in the fall of 2019": that season; said without a year,
  // the last one begun ("last" when the listener is in it: the one before; "this" of one still to
  // come this year: that one). Without a cue or a
  // year, and before words that make it a thing ("the fall of Rome", "winter olympics"), it is a word.
  take(
    found,
    new RegExp(
      `\\b(?:(from|in|during|over|last|this|this past|back in|earlier this) )?(?:the )?(spring|summer|autumn|fall|winter)(?:'?s)?(?: (?:of )?((?:19|20)\\d\\d|${SPOKEN_YEAR}))?\\b(?! of\\b| (?:olympics|games|solstice|equinox|break|vacation|holidays?|camp|school|reading|storms?|squash|wheat|tires|sale|league|term|semester|fashion|collection|wedding|clothes|coat|jacket)\\b)`,
    ),
    (m) => {
      const [, cue, said, yearSaid] = m;
      if (!cue && !yearSaid) return { keep: m[0] };
      // "Gardening in the winter", "driving in the snow in the winter": when, not when it came out.
      if (cue === 'in' && !yearSaid && / the /.test(m[0])) return { keep: m[0] };
      const season = said === 'fall' ? 'autumn' : (said as NonNullable<AssistantRequest['season']>);
      const first = SEASON_STARTS[season];
      const thisYear = now.getUTCFullYear();
      const month = now.getUTCMonth() + 1;
      // The year of the last one begun: winter begun in December, or in the year before.
      const begun = month >= first ? thisYear : thisYear - 1;
      const inIt = month >= first ? month < first + 3 : month + 12 < first + 3;
      // "This summer" said in March is the one to come, which has nothing yet.
      const toCome = cue === 'this' && !inIt && month < first;
      const year = yearSaid ? spokenYear(yearSaid) : toCome ? begun + 1 : cue === 'last' && inIt ? begun - 1 : begun;
      if (year === null || (year > begun && !toCome)) return { keep: m[0] };
      setTime({ year, season });
    },
  );
  // "Between 2018 and 2020", "from 2018 to 2020", "from 2019 or 2020": those years, first to last.
  take(
    found,
    new RegExp(
      `\\b(?:(from|between|in|during) )?((?:19|20)\\d\\d|${SPOKEN_YEAR}) (to|and|or|through|thru|until|till) ((?:19|20)\\d\\d|${SPOKEN_YEAR})\\b`,
    ),
    (m) => {
      const [, cue, first, joined, last] = m;
      const [a, b] = [spokenYear(first as string), spokenYear(last as string)];
      // "The 2016 and 2020 elections" names them: "and" and "or" join years only after a cue.
      if (
        a === null ||
        b === null ||
        Math.min(a, b) > now.getUTCFullYear() ||
        (!cue && /^(and|or)$/.test(joined as string))
      )
        return { keep: m[0] };
      setTime({ sinceYear: Math.min(a, b), beforeYear: Math.max(a, b) + 1 });
    },
  );
  // "Since 2019", "from 2019 on", "after 2018", "newer than 2018": from the start of a year on.
  take(
    found,
    new RegExp(
      `\\b(?:published |released |made )?(?:(since|after|newer than|later than) ((?:19|20)\\d\\d|${SPOKEN_YEAR})|from ((?:19|20)\\d\\d|${SPOKEN_YEAR}) (?:on|onwards?|and later|or later|and after|and newer))\\b`,
    ),
    (m) => {
      const [, cue, said, from] = m;
      const year = spokenYear((said ?? from) as string);
      const first = year === null ? null : cue && cue !== 'since' ? year + 1 : year;
      if (first === null || first > now.getUTCFullYear()) return { keep: m[0] };
      setTime({ sinceYear: first });
    },
  );
  // "From before 2019", "older than twenty eighteen": published before that year began.
  take(
    found,
    new RegExp(
      `\\b(from |published |released |made )?(before|prior to|older than|earlier than) ((19|20)\\d\\d|${SPOKEN_YEAR})\\b`,
    ),
    (m) => {
      const year = spokenYear(m[3] as string);
      if (year === null || year > now.getUTCFullYear() + 1) return { keep: m[0] };
      setTime({ beforeYear: year });
    },
  );
  // The pandemic began in 2020: "before the pandemic" is before 2020, "since covid" from 2020 on,
  // "during the lockdowns" 2020 and 2021.
  const PANDEMIC = `(?:the )?(?:pandemic|covid(?: 19)?|coronavirus|corona|lockdowns?)`;
  take(found, new RegExp(String.raw`\b(?:from )?(?:before ${PANDEMIC}|pre[ -](?:pandemic|covid))\b`), () =>
    setTime({ beforeYear: 2020 }),
  );
  take(found, new RegExp(String.raw`\b(?:from )?since ${PANDEMIC}(?: (?:started|began|hit))?\b`), () =>
    setTime({ sinceYear: 2020 }),
  );
  take(found, new RegExp(String.raw`\b(?:from )?during ${PANDEMIC}\b`), () =>
    setTime({ sinceYear: 2020, beforeYear: 2022 }),
  );
  // "What about the year before?", "and the month after", said after a year or month was asked:
  // the one before or after it.
  if (previous?.year)
    take(
      found,
      /^ (?:(?:and|ok|okay|so|or|hmm) )*(?:(?:what|how) about |now |try |maybe )?(?:from |in )?(?:the|a) (year|month) (before|after|earlier|later)(?: that| then)?(?: instead| please)? $|^ (?:(?:and|ok|okay|so|or|hmm) )*(?:(?:what|how) about |now |try |maybe )?(?:from |in )?the (previous|following|next) (year|month)(?: instead| then| please)? $/,
      (m) => {
        const unit = (m[1] ?? m[4]) as 'year' | 'month';
        const step = /^(before|earlier|previous)$/.test((m[2] ?? m[3]) as string) ? -1 : 1;
        const { year, month } = previous as AssistantRequest & { year: number };
        if (unit === 'month' && !month) return { keep: m[0] };
        const at = unit === 'year' ? { year: year + step, month } : monthAfter(year, month as number, step);
        if (at.year > now.getUTCFullYear()) return { keep: m[0] };
        setTime(at);
      },
    );
  // "What about 2018?", "and 2017", said after a request: that year in place of the one asked
  // before. First, a year alone is a topic ("2012" may be a film).
  if (searchesSomething(previous))
    take(
      found,
      new RegExp(
        `^ (?:(?:and|ok|okay|so|or|hmm) )*(?:(?:what|how) about |now |try |maybe )?(?:in |from )?((?:19|20)\\d\\d|${SPOKEN_YEAR})(?: instead| then| please)? $`,
      ),
      (m) => {
        const year = spokenYear(m[1] as string);
        if (year === null || year > now.getUTCFullYear()) return { keep: m[0] };
        setTime({ year });
      },
    );
  // "from 2019", "back in twenty eighteen", "the best of 2020": that calendar year, not yet to come.
  // After a subject, "of" names the subject's year: "the crash of 2008", "the election of 2016".
  take(
    found,
    new RegExp(
      `\\b(from|in|during|(?<=\\b(?:best|top|highlights|favou?rites|episodes?|ones|podcasts?|shows?|stuff|news|anything|something) )of|back in)( the year)? ((19|20)\\d\\d|${SPOKEN_YEAR})\\b`,
    ),
    (m) => {
      const year = spokenYear(m[3] as string);
      if (year === null || year > now.getUTCFullYear()) return { keep: m[0] };
      setTime({ year });
    },
  );
  // "Not too old" is no topic "old", and asks less than "recent" does.
  take(
    found,
    /\b((that|which|it) )?(not|nothing|isn'?t|is not|aren'?t|are not|that'?s not) (too|very|that|so|overly) (old|dated|ancient)\b|\b(fairly|pretty|reasonably|somewhat) (recent|new|current)\b/,
    () => {
      if (v.withinDays === null && v.year === null) days(NOT_TOO_OLD_DAYS);
    },
  );
  // "The last three episodes of Planet Money", "the last episode": the newest, however old.
  take(
    found,
    // ("The last one" is one of those just offered.)
    // ("The two newest" counts as "the newest two" does.)
    new RegExp(
      `\\bthe (last|latest|newest|most recent)(( ${NUMBER})? (episodes?|shows?)| ${NUMBER} ones)\\b|\\bthe ${NUMBER} (latest|newest|most recent)( (episodes?|ones))?\\b`,
    ),
    () => {
      latest = true;
    },
  );
  take(found, /\b(newer|more recent|fresher)\b/, () => {
    refine.newer = true;
  });
  take(
    found,
    /\b(the )?(most )?(recent|recently|lately|latest|newest|new releases?|brand new|just out|this season|(new|fresh) (episodes?|ones|podcasts?|stuff))\b|\b(anything|something|what'?s) new\b(?! (york|zealand|jersey|orleans|mexico|hampshire|england|delhi)\b)/,
    (m) => {
      recent = true;
      // "The latest", unlike "anything new", asks for the newest however old.
      if (/\b(latest|newest|most recent)\b/.test(m[0])) latest = true;
    },
  );
  if ((recent || latest) && v.withinDays === null && v.year === null) days(RECENT_DAYS);
  take(found, /\b(any time|anytime|any date|older ones too|of all time)\b/, () => {
    refine.anyTime = true;
  });

  // Person: "featuring Ezra Klein", "interviews with Jane Goodall", "with guest X", "only ones with X"
  take(
    found,
    /\b(featuring|feat|starring|interviews? with|interviewing|conversations? with|with guest|guest(ed|ing)?|hosted by|host(ed)? by|(?:only|just) (?:the )?(?:ones|episodes|those) with) ((?:a )?[a-z][a-z'-]+(?: [a-z][a-z'-]+){0,2})\b/,
    (m) => {
      // "An interview with an economist": someone of a kind is the topic, not a person's name
      // ("only the ones with a guest" asks for interviews, as "any with guests" does).
      const kind = /^(?:a|an|some|any) ([a-z][a-z'-]{2,}(?: .+)?)$/.exec(m[m.length - 1] as string);
      if (kind) return { keep: /^(guests?|interviews?)$/.test(kind[1] as string) ? 'interviews' : kind[1] };
      const name: string[] = [];
      for (const word of m[m.length - 1].split(' ')) {
        if (NOT_A_NAME.has(word)) break;
        name.push(word);
      }
      // "Only the ones with guests" asks for interviews, as "any with guests" does.
      if (name.length === 1 && /^(guests?|interviews?)$/.test(name[0] as string)) return { keep: 'interviews' };
      // "interviews with scientists": people of a kind are the topic, not a person's name.
      if (name.length === 1 && isPluralNoun(name[0] as string)) return { keep: name[0] };
      // "a guest from google", "a guest who runs a bakery": no name, the rest is what it is about.
      if (!name.length)
        return { keep: (m[m.length - 1] as string).replace(/^(who|that|which)( is| was| are| were)?\b/, '') };
      v.person = name.join(' ');
    },
  );

  // "anything with Rob Wiblin as a guest", "where Ezra Klein is interviewed": that person.
  take(
    found,
    /\b(with |where |in which )?([a-z][a-z'-]+(?: [a-z][a-z'-]+){0,2}) (as (a |the )?(guest|host|co-?host)|(is|was|gets|got|being) interviewed)\b/,
    (m) => {
      const words = (m[2] as string).split(' ');
      const start = words.findLastIndex((w) => NOT_A_NAME.has(w) || isStopword(w)) + 1;
      const name = words.slice(start);
      // One word the dictionary knows ("the president is interviewed") is who, not a name.
      if (!name.length || (name.length === 1 && wordnet().primaryPos(name[0] as string) !== null))
        return { keep: words.slice(start).join(' ') };
      v.person = name.join(' ');
      return { keep: words.slice(0, start).join(' ') };
    },
  );
  // "Where is Tom Webster a guest", "what has Ezra Klein been on": that person.
  take(
    found,
    /\b(?:where|when) (?:is|was|has) ([a-z][a-z'-]+(?: [a-z][a-z'-]+){1,2}) (?:(?:been )?(?:a |the )?(?:guest|host|interviewed))\b|^ (?:what|which)(?: shows?| podcasts?| episodes?)? (?:has|have|is|was) ([a-z][a-z'-]+(?: [a-z][a-z'-]+){1,2}) (?:been on|been in|appeared on|appeared in|been a guest on|done)(?: lately| recently)? $/,
    (m) => {
      const name = (m[1] ?? m[2]) as string;
      if (name.split(' ').some((w) => NOT_A_NAME.has(w) || isStopword(w))) return { keep: m[0] };
      v.person = name;
    },
  );
  // "the episode where they talk to an entomologist": the entomologist. "The one with the guy who
  // talked about ants", "where the woman talks about sleep": the ants, the sleep. "A historian
  // talking about the civil war", "the scientist who studies bees": the historian and the civil
  // war, the scientist and the bees.
  take(
    found,
    /\b(where|in which) (they|he|she|we|you) (talk|talks|talked|speak|speaks|spoke|chat|chats|chatted) (to|with|about)\b|\b((where|in which|with) )?(the|a|that|this|some) (guy|man|woman|lady|girl|boy|dude|person|people)( (who|that))? ((talk|talks|talked|talking|was talking|were talking|speak|speaks|spoke|speaking|chat|chats|chatted|chatting) (to|with|about)|(explained|explains|explaining|discusses|discussed|discussing|studies|studied|studying|researches|researched)( about)?)\b|(?<!\bwhere (an?|the|some) [a-z]+)(?<=\b(scientist|doctor|expert|professor|author|researcher|writer|historian|economist|journalist)s?)( (who|that))? ((talk|talks|talked|talking|speak|speaks|spoke|speaking) (to|with|about)|(explained|explains|explaining|discusses|discussed|discussing|studies|studied|studying|researches|researched)( about)?)( (the|a|an))?\b/,
    () => {},
  );

  // "Same again", "say that again": the last answer once more.
  take(
    found,
    /^ (the )?(same( thing| ones?)?( again)?|again|repeat( that)?|say (that|it) again|one more time|come again|what (are|were) they( again)?|what did you find|read (them|those|the results|it)( out)?( to me)?( again)?|how many( episodes| ones| of them)? (are|were|is|was) (there|that|they|those)|how many( episodes| ones| of them)? (did you find|have you got|did you get|do you have))( please)? $/,
    () => {
      refine.again = true;
    },
  );
  // "the latest news on ukraine", "any updates on the election": the topic is Ukraine, the election.
  take(found, /\b(news|updates?) (on|about|from)\b(?= \w)/, () => {});
  // "i missed the last episode of planet money", "what did i miss on no agenda": its latest.
  take(
    found,
    /\b(i )?(missed|didn'?t hear|haven'?t heard) (the )?(last|latest|newest|most recent) (episode|one)( of)?\b|\bwhat (did|have) i miss(ed)?( on| from| of| with)?\b|\bcatch me up( on| with)?\b/,
    () => {
      latest = true;
      if (v.withinDays === null && v.year === null) days(RECENT_DAYS);
    },
  );
  // Where the listener is going is no topic: "i'm heading to the airport, something about
  // space", "driving to chicago", "on my way to new york".
  take(
    found,
    new RegExp(
      `(^ | (i'?m|i am|we'?re|we are|i'?ll be|we'?ll be) )(driving|heading|headed|commuting|flying|travell?ing) ${DESTINATION}|\\bon (my|our) way ${DESTINATION}`,
    ),
    () => {
      onTheWay = true;
    },
  );
  // On the way somewhere, with no subject: anything that fits ("something for my commute").
  take(
    found,
    /\b(for|during|on|i have|i'?ve got|i got|we have|we'?ve got) (my|the|a|an|our|this) (long |short |quick )?(drive|commute|car ride|ride|trip|journey|walk|run|jog|flight|way)( (home|to work|in|back|to school))?\b|\bwhile (i'?m |i am |i |we'?re |we )?(driv(e|ing)|commut(e|ing))( (to work|home|in|to school|back|back home))?\b|\bin the car\b/,
    () => {
      onTheWay = true;
    },
  );
  // Something to sleep or unwind to is asked for by its mood: "something to help me fall asleep"
  // is something relaxing, not an episode about sleep.
  take(
    found,
    /\b(?:(?:something|anything|podcasts?|episodes?|shows?|stuff|one) (?:to|for (?:me|us) to)|help (?:me|us)|so (?:i|we) can|while (?:i|we))(?: help (?:me|us))? (?:fall asleep|get to sleep|go to sleep|sleep|drift off|nod off|wind down|unwind|relax|chill out|calm down)(?: to)?\b/,
    () => ({ keep: 'relaxing' }),
  );
  // Asking for anything at all: "surprise me", "i'm bored, entertain me", "read me something".
  take(
    found,
    /\b(surprise me|what should i (listen to|hear|play|put on)|what (do|would|can) you (recommend|suggest)|any (recommendations|suggestions)|((give|got) (me )?)?an? (recommendation|suggestion)|(recommend|suggest) (me )?(something|anything|one|a podcast|an episode|a show)( good)?( (for me|to (listen to|hear)))?|i'?m bored|i am bored|(tell|teach) me something (interesting|new|cool|good)|something (interesting|good) to (listen to|hear)|(something|anything|(?:an?|any|some) (?:good |new |nice )?(?:shows?|podcasts?|episodes?)|(?:good )?(?:shows|podcasts|episodes)) to (listen to|hear|put on|play)(?= while\b| $)|dealer'?s choice|whatever you (like|want|think)|whatever'?s (good|fine|best|popular|hot|new)|(something|anything) (i|we)(?:'d| would| might| will)(?: both| all)? (like|enjoy|love)|(?:to )?(?:keep|take|get) my mind off(?: of)?(?: the| my)? \S+|read me|(to )?keep me (awake|company|entertained|going|alert|sharp)|(to )?wake me up(?! when\b)|(i'?m|i am|im|we'?re|we are) (stuck )?in (traffic|a traffic jam)|entertain me|(something|anything) to pass the time|(a |any )?random (one|episode|show|podcast|pick)s?|(something|anything) random|(pick|choose) (one|something|anything) for me|anything at all|(i'?m|i am|im|we'?re) (down|up|open|game) (for|to) (anything|whatever)|(something|anything) (new )?(i|we) (haven'?t|have not|never) (heard|listened to)( before| yet)?|i don'?t care what|i (?:don'?t|do not) know what i (?:want|feel like)(?: to (?:hear|listen to))?|you (pick|choose|decide)|what'?s (trending|popular|hot)( right now| now| at the moment)?|(anything|something) (popular|trending)|(the )?(most )?popular (ones|episodes|shows|podcasts)|the most popular (one|episode|show|podcast)|top (episodes|shows|podcasts)|(your|borris'?s?) favou?rites?( ones?| episodes?| shows?| podcasts?)?|shuffle( it| something| some episodes| play)?|what do (people|others|listeners|most people) (like|listen to|recommend)|what (are|is) (people|others|listeners|most people|everyone|everybody) (listening to|into)( (right )?now| these days| at the moment)?)\b|^ what'?s good( to (listen to|hear|play))?( today| tonight| right now| now)? $|^ random $/,
    () => {
      v.anything = true;
    },
  );
  // "something else", "other ones", "show me more", "skip", "next one"
  take(
    found,
    /^ (some |any |one |a few |a couple |a couple of )?more( of (those|these|them|that))?( please)? $|\bskip( (it|that|this|that one|this one|those))?\b|\b((i'?ve|i have) )?(already )?(heard|listened to) (that|those|these|them|it|that one|this one|all of (them|those))( already| before)?\b|\bnext (one|please)\b|^\s*next( episode)?\s*$|\bnext episode( please)? $|\b(something|anything) (completely |totally |entirely )?(else|different)\b|\bnot (that|this|those|these)( ones?)?\b|\bnone of (those|these|them)\b|\b(i )?(don'?t|do not|didn'?t|did not) (want|like|enjoy|care for) (that|this|those|these|them|it|that one|this one|the (first|second|third|last) one|any of (those|these|them))( ones?)?( (either|much|very much|at all))? ?$|\bwhat else( (have you got|do you have|is there|you got))?\b|\b(other|different) (ones|episodes|options|choices)\b|\b(show me|give me|get me|any)( (a few|some|another|a couple|two|three|four|five|\d+))? more\b|^ (?:(?:ok|okay|no|nah|then) )*(?:(?:show me|give me|get me|let me hear|play me|find me|got|have you got|do you have) )?(?:some |a few |any )?others( please)? $|\bnext (ones|few|three)\b|\bmore (results|episodes|options)\b|^ (give me |try |play )?(another|a different|the other|some other) (one|episode)( please)? $|^ (what about |how about )?the others( please)? $|^ (?:(?:are there|is there|got|have you got|do you have) )?any (?:others|other ones)( please)? $|^ (?:is that|was that|are those) (?:all|it|everything)(?: you (?:have|'?ve got|got|found))? $|^ (?:go on|keep them coming|and then|what next|what'?s next|what'?s up next)( please)? $|^ (?:(?:no|nah|ok|okay|hmm|um) )*(?:try again|try once more|have another go|have another look|look again)( please)? $|^ (?:those|these|they|that|them|this|this one|that one|it)(?: (?:are|were|is|was|sound|sounds|all sound|seem|seems|look|looks)|'?s|'?re)(?: (?:all|a bit|kind of|kinda|pretty|so|too|really))? (?:boring|dull|bad|meh|terrible|lame|not (?:very |that |so |really |at all )?(?:funny|good|interesting|great|it|what i (?:want|wanted|meant|asked for|had in mind))(?: at all)?) $|^ (?:(?:i'?m |i am )?not (?:really )?interested|not for me|(?:sounds |how |so |too |kind of |kinda )?boring|nah|nope|meh)( thanks| thank you)? $/,
    () => {
      refine.something = true;
    },
  );

  // "The ones before", "go back to the previous ones": the answer before "something else".
  take(
    found,
    /\b(go |take me )?(back to )?the (previous|earlier|other) (ones|results|episodes|three|options)\b|\bthe ones? before( that| those)?\b|\b(go |take me )?back to the (first|earlier|previous) (ones|results|episodes|list)\b|^ ((can|could) you |please )?go back( please)? $/,
    () => {
      refine.back = true;
    },
  );

  // What not to hear: "nothing about covid", "no more crypto", "sports but not football", "I'm
  // tired of politics", "I don't want anything political", "avoid politics", "science but stay
  // away from space" ("how to avoid burnout" is a topic), and "not bitcoin" or "without the
  // politics" after "what about crypto"; up to three words, to the first that starts another
  // request ("... give me science").
  take(
    found,
    /(?:^ (?:(?:and|but|ok|okay|so) )?(?:not|without) (?!(?:bad|about|interested|from|by|so|too|very|in|on|at|that|this|those|these|it|one|ones|any|anything|something|more|less|much|now|yet|again|really|sure|quite|long|short|longer|shorter|newer|older|recent|new|old|english|today|tonight|please|thanks)\b)|\b(?:(?:(?:i'?m|i am) )?(?:sick|tired) of (?:hearing )?(?:about )?|(?:i'?ve )?had enough (?:of |about )|enough (?:of|about) |no more |nothing (?:about|on) |anything but |not about |but not (?:(?:really |that |very )?interested in (?:hearing )?)?(?:about |on )?|except (?:for )?|(?:i )?(?:don'?t|do not) want (?:to hear )?(?:anything |something |stuff |episodes |more )?(?:about |on )?|(?:(?:i'?m|i am) )?not (?:really |that |very )?interested in (?:hearing )?(?:about )?)|(?:^ (?:(?:and|but|ok|okay|so|just|please) )?|\b(?:but|and) )(?:avoid|stay away from|steer clear of|keep away from)(?: (?:anything|something|stuff|episodes|things))?(?: (?:about|on|to do with))? )([^ ]+(?: [^ ]+){0,2})/,
    (m) => {
      const words = (m[1] as string).split(' ');
      const end = words.findIndex((w) => NOT_TOPIC_END.has(w));
      const avoided = end < 0 ? words : words.slice(0, end);
      v.notTopic = topicOf(avoided.join(' '));
      // "No more crypto anymore": the last word only says it is for now on.
      const rest = words.slice(avoided.length);
      return { keep: (rest[0] === 'anymore' ? rest.slice(1) : rest).join(' ') };
    },
  );
  // Beside a topic, "funny" says how, not where: "something funny about video games" is searched
  // as said, since a show's category is coarse (a funny games show files under "Games").
  // Said together ("a story for the kids"), kinds of show are one request; the narrower, listed
  // later, is searched.
  const kinds = GENRES.filter(({ said }) => said.test(found.text));
  const rest = kinds.reduce((text, { said }) => text.replace(everyMatch(said), ' '), found.text);
  if (kinds.length && !topicOf(rest))
    for (const { category, said } of kinds)
      take(found, said, () => {
        v.genre = category;
      });
  // Who it is for is not what it is about: "science podcasts for my kids" is science among kids'
  // shows ("raising kids" and "children's health" are topics).
  else
    take(
      found,
      /\b(?:for (?:the |my |our )?(?:kids|children|little ones)|(?:kids'?|children'?s) (?:shows?|podcasts?|episodes?|stor(?:y|ies))|family[ -]friendly|(?:that )?(?:the|my|our) (?:kids|children|little ones) (?:would|will|might|could|can) (?:like|love|enjoy|listen to))\b|^ (?:the|my|our) (?:kids|children|little ones) (?:like|love|are into|are obsessed with|are crazy about)\b/,
      () => {
        v.genre = 'Kids & Family';
      },
    );
  // "Any with guests" asks for interviews, as "any interviews" does.
  take(found, /\b(?:with|that have|having|featuring) (?:a |any |some )?guests?\b|\bguest episodes?\b/, () => ({
    keep: 'interviews',
  }));
  v.topic = titleSaid(found.text) ?? topicOf(found.text);
  // "A random Planet Money": the show, in a random order.
  if (v.topic === 'random' && (v.show || v.publisher)) {
    v.topic = null;
    random = true;
  }
  // "Any good interviews", with no subject, show or guest named, asks for interviews; after a
  // topic ("economics", then "any interviews"), for interviews about it.
  const asksInterviews = !v.topic && !v.show && !v.person && !v.anything && /\binterviews?\b/.test(found.text);
  const interviewsOf = asksInterviews && previous?.intent === 'search' ? previous.topic : null;
  if (asksInterviews) v.topic = interviewsOf ? `${interviewsOf} interview` : 'interview';
  // "Play something", "put something on", with nothing asked before: any episode, played.
  if (
    !v.topic &&
    !v.show &&
    !v.person &&
    !v.likeShow &&
    !searchesSomething(previous) &&
    asksToPlay(message) &&
    /\b(something|anything|a podcast|an episode|a show)\b/.test(text)
  )
    v.anything = true;
  // "Play episode 1390" after a show's newest ("No Agenda"): that show's episode of the number.
  if (v.topic && !v.show && !v.person && afterShow && v.topic === String(episodeNumberSaid(message)))
    v.show = previous?.show ?? null;
  // "Surprise me" starts afresh, whatever came before; so does a show asked for its newest or to
  // be played ("the latest Planet Money", "play The Daily"), unless only that show is asked of
  // the request before ("only The Daily").
  const showItself = !!v.show && !onlyShow && (latest || showNews || asksToPlay(message));
  const isFollowUp =
    !v.topic &&
    !v.anything &&
    !v.likeShow &&
    !showItself &&
    !random &&
    searchesSomething(previous) &&
    (found.touched || !found.text.trim());
  if (isFollowUp && previous) {
    const base: AssistantRequest = {
      ...previous,
      ...NOTHING_ASKED,
      intent: 'search',
      similarToRank: null,
      skip: 0,
    };
    const next: AssistantRequest = {
      ...base,
      // "Not The Daily" after "only The Daily" lifts it; "only The Daily" after "not The Daily" too.
      // "Not The Daily, Hidden Brain" after "The Daily" asks for Hidden Brain.
      show:
        refine.allShows || (refine.otherShow && !v.show)
          ? null
          : (v.show ?? (v.publisher || (base.show && v.notShows.includes(base.show)) ? null : base.show)),
      // "Only NPR" after "only The Daily" asks for NPR's shows; a show named after a publisher is one of its.
      publisher: refine.allShows || v.show ? null : (v.publisher ?? base.publisher),
      // "Not The Daily" after "not Planet Money" leaves out both; "only The Daily" takes it back.
      notShows: refine.allShows
        ? []
        : [
            ...new Set([
              ...base.notShows.filter((name) => name !== v.show),
              ...v.notShows,
              ...(refine.otherShow && base.show && !v.show ? [base.show] : []),
            ]),
          ],
      notPublishers: refine.allShows
        ? []
        : [...new Set([...base.notPublishers.filter((name) => name !== v.publisher), ...v.notPublishers])],
      notTopic: v.notTopic ?? base.notTopic,
      person: v.person ?? base.person,
      maxMinutes: refine.anyLength ? null : (v.maxMinutes ?? base.maxMinutes),
      minMinutes: refine.anyLength ? null : (v.minMinutes ?? base.minMinutes),
      ...timeSaid(v, base, refine.yearImplied),
      newestFirst: refine.byRelevance || v.oldestFirst ? false : v.newestFirst || base.newestFirst,
      oldestFirst: refine.byRelevance || refine.newer || v.newestFirst ? false : v.oldestFirst || base.oldestFirst,
      language: refine.anyLanguage ? null : (v.language ?? base.language),
      genre: refine.anyGenre ? null : (v.genre ?? base.genre),
      // "Shorter ones" after "more like number two": shorter ones like it (see asksLikeness).
      similarToRank: v.similarToRank ?? previous.similarToRank,
      unheard: v.unheard || base.unheard,
      withTranscript: !refine.anyTranscript && (v.withTranscript || base.withTranscript),
    };
    // "Not comedy" after "comedy" lifts the kind of show it asked for.
    if (v.notTopic && base.genre?.toLowerCase().includes(v.notTopic)) next.genre = null;
    // "Only NPR" after "The Daily": the publisher's newest, as "something from NPR".
    if (next.publisher && !searchesSomething(next)) next.anything = true;
    // "Other shows" after "The Daily": the newest of the others.
    if (refine.otherShow && !searchesSomething(next)) next.anything = true;
    // A new bound that the last one contradicts replaces it: "not so long" after "something long".
    if (v.maxMinutes !== null && v.minMinutes === null && (next.minMinutes ?? 0) >= v.maxMinutes)
      next.minMinutes = null;
    if (v.minMinutes !== null && v.maxMinutes === null && next.maxMinutes !== null && next.maxMinutes <= v.minMinutes)
      next.maxMinutes = null;
    // "Older ones" looks past a span of recent days, as "any time" does.
    if (refine.anyTime || (v.oldestFirst && v.withinDays === null)) next.withinDays = null;
    if (refine.anyTime || refine.newer) Object.assign(next, { ...NO_TIME, withinDays: next.withinDays });
    // "Shorter" halves the last length unless the message names one ("shorter, under 10 minutes");
    // after "over 45 minutes" it is under 45, as "longer" after "under 15 minutes" is over 15.
    if (refine.shorter && v.maxMinutes === null) {
      next.maxMinutes = base.maxMinutes
        ? Math.max(5, Math.round(base.maxMinutes / 2))
        : (base.minMinutes ?? SHORT_MINUTES);
      next.minMinutes = null;
    }
    if (refine.longer && v.minMinutes === null) {
      next.minMinutes = base.minMinutes ? Math.round(base.minMinutes * 1.5) : (base.maxMinutes ?? LONG_MINUTES);
      next.maxMinutes = null;
    }
    if (refine.newer && v.withinDays === null)
      next.withinDays = base.withinDays ? Math.max(1, Math.floor(base.withinDays / 2)) : RECENT_DAYS;
    // "Another one like number two" asks for the first of those like it, none of which was offered.
    const newLikeness = v.similarToRank !== null && v.similarToRank !== previous.similarToRank;
    if (refine.something && !newLikeness) next.skip = previous.skip + RESULTS_PER_ANSWER;
    if (refine.back) next.skip = Math.max(0, previous.skip - RESULTS_PER_ANSWER);
    if (refine.again) next.skip = previous.skip;
    return showLatest(next, latest);
  }
  // A topic said as a fragment ("about the stock market", after "anything under 10 minutes"), or
  // another topic asked after ("what about russia", after "the daily about china"), completes the
  // request before: its show, person, length and time stay unless said again.
  // "For beginners", after "investing": whom the topic is for narrows it.
  const forWhom = !!previous?.topic && /^ (and |but |ok |okay |so )?(just |only |something |anything )?for /.test(text);
  // "Only the ones that mention NASA", after "space": both, in one.
  const mentioning =
    !!previous?.topic &&
    /^ (?:and |but |ok |okay |so )?(?:just |only )?(?:the )?(?:ones |any |episodes |those )?(?:that |which )?mention(?:s|ing)? /.test(
      text,
    );
  // "With Rob Wiblin", after "economics": economics with him ("with scientists", after "any
  // interviews", is interviews with scientists, as said at once).
  const withWhom =
    !!previous?.topic &&
    /^ (?:and |but |ok |okay |so )?(?:just |only )?(?:the ones |ones |episodes |those |something |anything |one )?(?:with|featuring) /.test(
      text,
    );
  // "The winter ones", after "the olympics": the winter olympics.
  const ofKind =
    !!previous?.topic && /^ (?:and |but |ok |okay |so )?(?:just |only )?the [a-z'-]+(?: [a-z'-]+)? ones $/.test(text);
  // A subject said alone after a request for anything of a length, time, language or kind ("I
  // want a long episode", then "history"): the subject it lacked.
  const fillsIn =
    !!previous?.anything &&
    !previous.topic &&
    !previous.show &&
    !previous.publisher &&
    !previous.person &&
    !previous.likeShow &&
    (previous.maxMinutes !== null ||
      previous.minMinutes !== null ||
      hasTime(previous) ||
      !!previous.language ||
      !!previous.genre) &&
    !v.show &&
    !v.publisher &&
    !v.person &&
    v.maxMinutes === null &&
    v.minMinutes === null &&
    !hasTime(v);
  if (
    v.topic &&
    previous?.intent === 'search' &&
    (fillsIn ||
      forWhom ||
      mentioning ||
      ofKind ||
      withWhom ||
      !!interviewsOf ||
      /^ (and |but |ok |okay |so )?((what|how) about|(?:(?:just|only) )?(?:(?:the |any )?(?:ones|episodes)(?: that are)? |any |(?:which|what) (?:ones|episodes) are )?(?:about|on|regarding|covering)) /.test(
        text,
      ))
  ) {
    return {
      ...previous,
      topic: forWhom
        ? `${previous.topic} for ${v.topic}`
        : mentioning
          ? `${previous.topic} ${v.topic}`
          : ofKind
            ? `${v.topic} ${previous.topic}`
            : withWhom && !interviewsOf && previous.topic !== 'interview'
              ? `${previous.topic} with ${v.topic}`
              : v.topic,
      show: v.show ?? (v.publisher ? null : previous.show),
      publisher: v.show ? null : (v.publisher ?? previous.publisher),
      notShows: v.notShows.length ? v.notShows : previous.notShows,
      notPublishers: v.notPublishers.length ? v.notPublishers : previous.notPublishers,
      notTopic: v.notTopic ?? previous.notTopic,
      person: v.person ?? previous.person,
      maxMinutes: v.maxMinutes ?? previous.maxMinutes,
      minMinutes: v.minMinutes ?? previous.minMinutes,
      ...timeSaid(v, previous, refine.yearImplied),
      language: refine.anyLanguage ? null : (v.language ?? previous.language),
      genre: refine.anyGenre ? null : (v.genre ?? previous.genre),
      ...NOTHING_ASKED,
      similarToRank: null,
      skip: 0,
      anything: false,
      unheard: v.unheard || previous.unheard,
      withTranscript: v.withTranscript || previous.withTranscript,
    };
  }
  if (refine.shorter && v.maxMinutes === null) v.maxMinutes = SHORT_MINUTES;
  if (refine.longer && v.minMinutes === null) v.minMinutes = LONG_MINUTES;
  if (refine.newer && v.withinDays === null) v.withinDays = RECENT_DAYS;
  // A new request names its own topic (or show, or person); nothing carries over from before.
  // Without one, "surprise me" or a length or a time alone ("something short for the drive",
  // "anything new") asks for any episode that fits.
  showLatest(v, latest);
  v.anything =
    !v.topic &&
    !v.show &&
    !v.person &&
    !v.likeShow &&
    (v.anything || random || onTheWay || v.newestFirst || v.oldestFirst || narrows(v));
  if (random) v.pickBy = 'random';
  return v;
}

/**
 * Whether a request asks for more than a subject: a length, a time, a language, a kind of show,
 * shows or words left out, or episodes not heard. Alone, these ask for any episode that fits.
 */
export const narrows = (v: AssistantRequest): boolean =>
  !!(
    v.notShows.length ||
    v.notPublishers.length ||
    v.notTopic ||
    v.publisher ||
    v.maxMinutes ||
    v.minMinutes ||
    hasTime(v) ||
    v.language ||
    v.genre ||
    v.unheard ||
    v.withTranscript
  );

/**
 * "The latest Planet Money", "what's new on Hidden Brain": a show's newest episodes, however long
 * ago it last published (a show alone is listed newest first), not only those of the last 30 days.
 */
function showLatest(r: AssistantRequest, latest: boolean): AssistantRequest {
  if (latest && r.show && !r.topic && !r.person && r.withinDays === RECENT_DAYS) r.withinDays = null;
  return r;
}

type TimeField = 'withinDays' | 'year' | 'month' | 'day' | 'season' | 'beforeYear' | 'sinceYear';

/** A request for a subject and nothing more: no show, person, length, time, language or kind of show. */
const isTopicAlone = (r: AssistantRequest): boolean =>
  r.intent === 'search' &&
  !!r.topic &&
  !r.show &&
  !r.publisher &&
  !r.person &&
  r.maxMinutes === null &&
  r.minMinutes === null &&
  !hasTime(r) &&
  !r.language &&
  !r.genre;

/** Whether a request asks for a time: a span of days, a year (with its month, day or season), or years. */
export const hasTime = (r: Pick<AssistantRequest, TimeField>): boolean =>
  !!(r.withinDays || r.year || r.beforeYear || r.sinceYear);

/** No time asked for. */
export const NO_TIME: Pick<AssistantRequest, TimeField> = {
  withinDays: null,
  year: null,
  month: null,
  day: null,
  season: null,
  beforeYear: null,
  sinceYear: null,
};

/**
 * The time a message says, else the one before: a year and a span of days replace each other; a
 * month said without its year is of the year asked before, if one was.
 */
function timeSaid(
  said: Pick<AssistantRequest, TimeField>,
  before: Pick<AssistantRequest, TimeField>,
  yearImplied: boolean,
): Pick<AssistantRequest, TimeField> {
  const from = hasTime(said) ? said : before;
  return {
    withinDays: from.withinDays,
    year: said.month && yearImplied && before.year ? before.year : from.year,
    month: from.month,
    day: from.day,
    season: from.season,
    beforeYear: from.beforeYear,
    sinceYear: from.sinceYear,
  };
}

/**
 * How an episode should feel, as a listener says it; no feed says it of an episode. "Happy" is
 * left to be a word of names and titles ("happy hour", "I'm So Happy For You").
 */
const MOODS = new Set([
  'relaxing',
  'relaxed',
  'calm',
  'calming',
  'chill',
  'chilled',
  'soothing',
  'peaceful',
  'mellow',
  'cozy',
  'cosy',
  'uplifting',
  'inspiring',
  'inspirational',
  'motivating',
  'motivational',
  'hopeful',
  'heartwarming',
  'intense',
  'gripping',
  'thrilling',
  'exciting',
  'suspenseful',
  'scary',
  'spooky',
  'creepy',
  'sad',
]);
/** Words that join moods ("calm and relaxing", "something really gripping"). */
const MOOD_JOINERS = new Set(['and', 'or', 'but', 'really', 'very', 'quite', 'more', 'bit', 'little', 'something']);

/**
 * The moods a topic opens with ("relaxing" of "relaxing nature", "calm and soothing") and what is
 * left of it, the subject: null when the topic is only a mood, or a mood and what it is for ("calm
 * to fall asleep"). Null when the topic opens with no mood ("how to be happy" is a subject).
 */
export function moodOf(topic: string | null): { mood: string; rest: string | null } | null {
  if (!topic) return null;
  const words = topic.toLowerCase().split(/\s+/).filter(Boolean);
  let opening = 0;
  while (opening < words.length && (MOODS.has(words[opening]) || MOOD_JOINERS.has(words[opening]))) opening++;
  const moods = words.slice(0, opening).filter((w) => MOODS.has(w));
  if (!moods.length) return null;
  const rest = words.slice(opening);
  // What it is for is no subject: "calm to fall asleep", "relaxing for bedtime".
  return {
    mood: moods.join(' or '),
    rest: rest.length && rest[0] !== 'to' && rest[0] !== 'for' ? rest.join(' ') : null,
  };
}

/**
 * A topic asked as a question, as a reply says it: "how do vaccines work" is "how vaccines work",
 * "how does the coronavirus spread" is "how the coronavirus spreads", "how did Brexit happen" is
 * "how Brexit happened", "how do I grow tomatoes" is "how to grow tomatoes". Other topics as they are.
 */
export function statedTopic(said: string): string {
  // Asked for oneself: "how do I grow tomatoes" is "how to grow tomatoes".
  const howTo = /^(how|where|when|what) (?:do|can|could|should|would) (?:i|we|you|one) ((\S+).*)$/.exec(said);
  // Before a verb as said ("grow", not "farming").
  if (howTo && wordnet().lemma(howTo[3] as string, 'verb') === howTo[3])
    return `${howTo[1]} to ${withNamesWritten(howTo[2] as string)}`;
  // The verb is the last word, or the one before a particle ("go up", "work out").
  const m =
    /^(how|why|when|where|what) (do|does|did) (.+?) (\w+)((?: (?:up|down|out|off|on|in|away|back|over|around))?)$/.exec(
      said,
    );
  if (!m) return withNamesWritten(said);
  const [, wh, auxiliary, asked, verb, particle] = m as unknown as string[];
  const subject = withNamesWritten(asked as string);
  if (auxiliary === 'do') return `${wh} ${subject} ${verb}${particle}`;
  // "Does" and "did" leave their verb to be inflected, and the last word may be no verb ("how
  // does a podcast make money"): then the question stays as it was asked.
  if (!wordnet().synsets(verb as string, 'verb').length) return withNamesWritten(said);
  const inflected = auxiliary === 'did' ? pastTense(verb as string) : thirdPerson(verb as string);
  return `${wh} ${subject} ${inflected}${particle}`;
}

/**
 * A topic with the names in it written as names are: "north korea" as "North Korea", "ai" as
 * "AI", "the history of china" as "the history of China". A run of up to three words is a name
 * when WordNet writes its most common sense with capitals; common words ("may", "us") never are.
 */
export function withNamesWritten(topic: string): string {
  const words = topic.split(' ');
  const out: { text: string; name: boolean }[] = [];
  for (let i = 0; i < words.length; ) {
    let size = Math.min(3, words.length - i);
    for (; size > 0; size--) {
      const run = words.slice(i, i + size);
      if (size === 1 && isStopword(run[0] as string)) continue;
      const name = /^[a-z0-9]+$/.test(run.join('')) ? wordnet().writtenName(run.join(' ')) : null;
      // A word that is also an adjective written small, before another word, is that adjective:
      // "frank conversations", where "American history" and "the history of China" stay names.
      const next = words[i + size];
      if (size === 1 && name && next && isSmallAdjective(run[0] as string)) continue;
      // A name that opens with "the" writes it so ("The Hague"): "the city" is no "the City" (of London).
      const ownWords = !isStopword(run[0] as string) || /^\p{Lu}/u.test(name ?? '');
      if (name && ownWords && name.split(' ').length === size) {
        out.push(...name.split(' ').map((text) => ({ text, name: true })));
        break;
      }
    }
    if (size === 0) out.push({ text: words[i] as string, name: false });
    i += Math.max(1, size);
  }
  const unknown = (w: { text: string; name: boolean }) =>
    !w.name && /^\p{Ll}+$/u.test(w.text) && !isStopword(w.text) && wordnet().primaryPos(w.text) === null;
  // A first name starts a name when no dictionary knows it as a word ("Priya Shah"), knows it as
  // a person ("Adam Curry"), or the word after it is a name or no word ("Ben Franklin", "Mark
  // Zuckerberg"); "will power" and "rose garden" stay words, and "SAM missiles" the missile.
  for (const [i, w] of out.entries()) {
    const next = out[i + 1];
    if (out[i - 1]?.name || !next || !isFirstName(w.text) || isStopword(next.text.toLowerCase())) continue;
    if (!next.name && !/^\p{Ll}+$/u.test(next.text)) continue;
    const person = w.name && wordnet().namesPerson(w.text);
    if (!(unknown(w) || person || next.name || unknown(next))) continue;
    out[i] = { text: titleCase(w.text.toLowerCase()), name: true };
    if (!next.name) out[i + 1] = { text: titleCase(next.text), name: true };
  }
  // A word no dictionary knows, next to a name, is of that name: "Jordan Peterson", not "Jordan peterson".
  for (let pass = 0; pass < 2; pass++) {
    for (const [i, w] of out.entries()) {
      if (unknown(w) && (out[i - 1]?.name || out[i + 1]?.name)) out[i] = { text: titleCase(w.text), name: true };
    }
  }
  return out.map((w) => w.text).join(' ');
}

/** Whether WordNet knows the word as an adjective written in small letters ("frank", not "American"). */
const isSmallAdjective = (word: string) =>
  wordnet()
    .synsets(word, 'adj')
    .some((s) => s.words.includes(word));

/** "spread" -> "spreads", "go" -> "goes", "fly" -> "flies". */
function thirdPerson(verb: string): string {
  if (/(s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** Verbs whose past is no "-ed", as questions about what happened use them. */
const IRREGULAR_PAST: Record<string, string> = Object.fromEntries(
  (
    'arise:arose become:became begin:began bend:bent bite:bit blow:blew break:broke bring:brought build:built ' +
    'buy:bought catch:caught choose:chose come:came cost:cost deal:dealt dig:dug do:did draw:drew drink:drank ' +
    'drive:drove eat:ate fall:fell feed:fed feel:felt fight:fought find:found fly:flew forget:forgot freeze:froze ' +
    'get:got give:gave go:went grow:grew hang:hung have:had hear:heard hide:hid hit:hit hold:held hurt:hurt ' +
    'keep:kept know:knew lead:led leave:left lend:lent let:let lose:lost make:made mean:meant meet:met ' +
    'overcome:overcame pay:paid put:put quit:quit read:read ride:rode ring:rang rise:rose run:ran say:said see:saw ' +
    'seek:sought sell:sold send:sent set:set shake:shook shoot:shot shut:shut sing:sang sink:sank sit:sat ' +
    'sleep:slept speak:spoke spend:spent spin:spun split:split spread:spread stand:stood steal:stole stick:stuck ' +
    'strike:struck swim:swam take:took teach:taught tear:tore tell:told think:thought throw:threw ' +
    'undergo:underwent understand:understood wake:woke wear:wore win:won withdraw:withdrew write:wrote'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** "happen" -> "happened", "begin" -> "began", "die" -> "died", "stop" -> "stopped", "try" -> "tried". */
function pastTense(verb: string): string {
  const irregular = IRREGULAR_PAST[verb];
  if (irregular) return irregular;
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  // One short syllable ending in a consonant doubles it: "stop", "ban", "plan".
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb)) return `${verb}${verb.at(-1)}ed`;
  return `${verb}ed`;
}

/**
 * Whether a message asks to start listening rather than to be offered episodes: "play the latest
 * Planet Money", "put on The Daily", "let's hear Hidden Brain". (A pick from the last answer,
 * "play episode 2", is carried out by the client and never gets here.)
 */
/** The ranks a message names ("the first or the second", "number one or number three"), in order. */
export function ranksNamed(message: string): number[] {
  const ranks = [
    ...joinedSplitWords(normalizeSpeech(message)).matchAll(
      / number ([a-z0-9]+)\b| (?:the )?([a-z0-9]+)(?= one\b| or\b| $)/g,
    ),
  ]
    .map((m) => (m[1] ? wordNumber(m[1]) : ORDINALS[m[2] as string]) ?? null)
    .filter((r): r is number => r !== null && r > 0);
  return [...new Set(ranks)];
}

/**
 * "Play The Daily, then Planet Money", "put on something about jazz and after that the news":
 * what to play now and what to play after it, or null. Only a request to play is followed so
 * ("something about the then president" is one subject).
 */
export function thenSaid(message: string): { now: string; after: string } | null {
  // Most messages say neither: they are not read as heard a second time.
  if (!/\b(?:then|followed by|after that|after it)\b/i.test(message)) return null;
  const text = heard(message);
  const m =
    / (?:and then|then|followed by|and after that|after that|and after it|after it) (?:(?:play|put on|queue|queue up|start) (?:me )?)?(.+) $/.exec(
      text,
    );
  if (!m) return null;
  const now = text.slice(0, m.index).trim();
  const after = (m[1] as string).trim();
  if (!asksToPlay(now) || /\b(?:the|an?|about|of|on|from|and|with|to|for|in|play|put on|start)$/.test(now)) return null;
  return { now, after };
}

/** What not to hear for "no interviews", "without guests": episodes with a guest (see the service's `wantedBy`). */
export const WITHOUT_GUESTS = 'guests';

const KEEP_LEAD =
  "^ (?:(?:ok|okay|hey|hi|borris|boris|please|so|can you|could you|would you|will you|go ahead and|i want to|i'?d like to|let'?s) )*";
const KEEP_END = '(?: for me)?(?: please)?(?: borris)?(?: thanks| thank you)? $';
const AFTER_THIS =
  '(?:next|up next|after this(?: one)?|after the one playing|when this (?:one )?(?:ends|is over|is done|finishes))';
/** What "play it next", "queue number two" name: the overlay keeps those itself, from its last answer. */
const KEEP_NAMES_OFFERED =
  /^(?:it|this|that|them|these|those|this one|that one|the one|one|the next one|the next|what'?s next|all of them|them all|(?:number|episode|result|the) (?:\d+|one|two|three|four|five|first|second|third|fourth|fifth|last)(?: one| episode)?)$/;
/** "Save the planet" is a subject: only an episode said as one is saved without "for later". */
const SAVED_EPISODE =
  "(?:the (?:latest|newest|most recent|last|new|first|next|one|episode)|today'?s|yesterday'?s|this week'?s|last week'?s|an? (?:episode|podcast)|one)\\b";

/**
 * "Add the newest Daily to my playlist", "queue the latest Planet Money", "save the newest Hidden
 * Brain for later", "play The Daily after this": what to find, said as a request to play it, and
 * where the episode it plays goes instead of playing: the playlist, saved for later, or next in
 * the player. What the overlay offered ("add number two to my playlist", "queue it up") is kept by
 * the overlay itself; null for those and for any other message.
 */
export function keptSaid(message: string): { now: string; list: KeptIn } | null {
  if (!/\b(?:playlist|queue|list|save|next|after|when this)\b/i.test(message)) return null;
  const text = heard(message);
  const found = (pattern: string, list: KeptIn) => {
    const said = new RegExp(`${KEEP_LEAD}${pattern}${KEEP_END}`).exec(text)?.[1]?.trim();
    if (!said || KEEP_NAMES_OFFERED.test(said)) return null;
    // "Queue the next Planet Money": its newest episode.
    return { now: `play ${said.replace(/^the next (?!ones?\b|episodes?\b)/, 'the newest ')}`, list };
  };
  return (
    found(
      `(?:add|put|stick|pop|throw) (.+?) (?:to|on|in|into|onto) (?:my|the) (?:playlist|play list|queue|list)`,
      'playlist',
    ) ??
    found(`queue(?: up)? (.+?)(?: up)? ${AFTER_THIS}`, 'next') ??
    found(`queue(?: up)? (.+?)(?: up)?`, 'playlist') ??
    found(`(?:play|put on) (.+?) ${AFTER_THIS}`, 'next') ??
    found(
      `save (.+?) (?:for later|to listen to later|for me to listen to later|for the drive|for my drive)`,
      'saved',
    ) ??
    found(`save (${SAVED_EPISODE}.*?)`, 'saved')
  );
}

export function asksToPlay(message: string): boolean {
  return /^\s*(?:(?:ok|okay|hey|hi|yo|borris|boris|bories|siri|alexa|please|so|uh|um|er|erm|hmm|oh|well)[,!.]?\s+)*(?:can you |could you |would you |will you )?(?:please |just )?(?:play|put on|put (?:something|anything|an episode|a podcast|one) on|throw on|pop on|stick on|fire up|cue up|turn on|start(?: playing)?|let'?s (?:hear|listen to)|i want to (?:hear|listen to))\b/i.test(
    message,
  );
}

/** The episode number a message names ("play episode 3 of 1865", "number two of Serial"), or null. */
export function episodeNumberSaid(message: string): number | null {
  const m = /\b(?:episode|number|part|chapter|ep(?=\s+\d))\s+(\d+|[a-z]+(?:[ -][a-z]+)?)\b/i.exec(
    spelledOut(normalizeSpeech(message)),
  );
  if (!m) return null;
  return (
    wordNumber((m[1] as string).toLowerCase()) ?? wordNumber((m[1] as string).toLowerCase().split(/[ -]/)[0] as string)
  );
}

/** Days since the first of January of `now`'s year, as "this year" asks for them. */
export function daysThisYear(now: Date): number {
  return Math.max(1, Math.round((now.getTime() - Date.UTC(now.getUTCFullYear(), 0, 1)) / 86_400_000 + 1));
}

/**
 * The request in a few words, for the reply: "about sleep from Hidden Brain under 20 minutes".
 * With `now`, the days since New Year are said as "from this year".
 */
/** A length as said aloud: "45 minutes", "an hour", "2 hours". */
const spokenMinutes = (minutes: number): string =>
  minutes === 60 ? 'an hour' : minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`;

export function describeRequest(r: AssistantRequest, now?: Date): string {
  const parts: string[] = [];
  // A number alone is an episode's own: "from Planet Money numbered 898".
  // "Where they cooked a peacock" is said as it is: "one episode where they cooked a peacock", and
  // so is "where Rob talks to Will MacAskill".
  if (r.topic)
    parts.push(
      /^\d+$/.test(r.topic)
        ? `numbered ${r.topic}`
        : /^where (they|he|she|we|you|i|[a-z'-]+ (talks?|talked|interviews?|interviewed|speaks?|spoke|chats?|chatted|meets?|met|explains?|explained|discusses|discussed)) /.test(
              r.topic,
            )
          ? statedTopic(r.topic)
          : `about ${statedTopic(r.topic)}`,
    );
  if (r.person) parts.push(`with ${r.person}`);
  if (r.likeShow) parts.push(`like ${heardShowName(r.likeShow)} from other shows`);
  if (r.show) parts.push(`from ${heardShowName(r.show)}`);
  if (r.publisher) parts.push(`from ${r.publisher}`);
  if (r.genre) parts.push(`in ${r.genre.toLowerCase().replace(/ & /g, ' and ')}`);
  if (r.language) parts.push(`in ${r.language}`);
  if (r.maxMinutes && r.minMinutes)
    parts.push(
      r.minMinutes % 60 === 0 && r.maxMinutes % 60 === 0
        ? `${r.minMinutes / 60} to ${r.maxMinutes / 60} hours long`
        : `${r.minMinutes} to ${r.maxMinutes} minutes long`,
    );
  else if (r.maxMinutes) parts.push(`under ${spokenMinutes(r.maxMinutes)}`);
  else if (r.minMinutes) parts.push(`over ${spokenMinutes(r.minMinutes)}`);
  if (r.year && r.month && r.day) parts.push(`from ${titleCase(MONTHS[r.month - 1] as string)} ${r.day}, ${r.year}`);
  else if (r.year && r.season === 'winter') parts.push(`from the winter of ${r.year} to ${r.year + 1}`);
  else if (r.year && r.season) parts.push(`from the ${r.season} of ${r.year}`);
  else if (r.year) parts.push(`from ${r.month ? `${titleCase(MONTHS[r.month - 1] as string)} ` : ''}${r.year}`);
  if (r.sinceYear && r.beforeYear) parts.push(`from ${r.sinceYear} to ${r.beforeYear - 1}`);
  else if (r.sinceYear) parts.push(`since ${r.sinceYear}`);
  else if (r.beforeYear) parts.push(`from before ${r.beforeYear}`);
  if (r.withinDays === 1) parts.push('from today');
  else if (now && r.withinDays && r.withinDays > 31 && r.withinDays === daysThisYear(now)) parts.push('from this year');
  else if (r.withinDays && r.withinDays % 365 === 0)
    parts.push(r.withinDays === 365 ? 'from the last year' : `from the last ${r.withinDays / 365} years`);
  // Hundreds of days are heard as months, thousands as years: "from the last 7 years".
  else if (r.withinDays && r.withinDays >= 700) parts.push(`from the last ${Math.round(r.withinDays / 365)} years`);
  else if (r.withinDays && r.withinDays >= 90) parts.push(`from the last ${Math.round(r.withinDays / 30.4)} months`);
  else if (r.withinDays) parts.push(`from the last ${r.withinDays} days`);
  if (r.unheard) parts.push("you haven't heard");
  if (r.withTranscript) parts.push('with a transcript');
  // "No interviews", "without guests": episodes that name no guest is what was asked, not a subject.
  const withoutGuests = r.notTopic === WITHOUT_GUESTS;
  if (withoutGuests) parts.push('with no guest named');
  // Said last, set apart: "about china under 20 minutes, not from The Daily".
  const not = [
    r.notShows.length || r.notPublishers.length
      ? `from ${[...r.notShows.map(heardShowName), ...r.notPublishers].join(' or ')}`
      : null,
    r.notTopic && !withoutGuests ? `about ${r.notTopic}` : null,
  ].filter(Boolean);
  if (not.length) return `${parts.join(' ')}${parts.length ? ',' : ''} not ${not.join(' or ')}`.trim();
  return parts.join(' ');
}
