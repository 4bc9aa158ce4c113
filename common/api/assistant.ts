import { z } from 'zod';
import { SearchResult } from './search';

/** "More like this one" of an episode playing that no answer offered: the episode, by id. */
const likeEpisodeId = z
  .uuid('likeEpisodeId must be an episode id')
  .optional()
  .describe('"More like this one" said of the episode playing when no answer offered it: that episode');

/** "More with this guest" of the episode playing: that episode, which the answers leave out. */
const leaveOutEpisodeId = z
  .uuid('leaveOutEpisodeId must be an episode id')
  .optional()
  .describe(
    '"More with this guest" said of the episode playing: that episode, which this answer and its follow-ups leave out',
  );

export const AssistantTurn = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(4000),
  likeEpisodeId,
  leaveOutEpisodeId,
  secondsAgo: z
    .number()
    .min(0, 'secondsAgo must be at least 0')
    .max(7 * 86_400, 'secondsAgo must be at most a week')
    .optional()
    .describe(
      'How long ago the listener said it: "something else" after "something I haven\'t heard" leaves out only what was heard before that was asked, not what they played from its answer',
    ),
});
export type AssistantTurn = z.infer<typeof AssistantTurn>;

export const ConversationalSearchBody = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(1000, 'Message must be at most 1000 characters')
    .describe('What the listener said or typed'),
  conversationHistory: z
    .array(AssistantTurn)
    .max(40)
    .default([])
    .describe('The conversation so far, oldest first; follow-ups are read against it'),
  searchDepth: z.enum(['quick', 'deep']).default('deep'),
  isVoiceSearch: z.boolean().default(false).describe('true when the message was spoken'),
  likeEpisodeId,
  leaveOutEpisodeId,
});
export type ConversationalSearchBody = z.input<typeof ConversationalSearchBody>;

/**
 * The bounds of a request's fields, which the interpreter keeps to whatever is said:
 * a topic or a show's name in characters, other words, minutes, days, a rank ("number 99" is
 * asked, and answered that there is none), results passed over and shows left out.
 */
export const REQUEST_LIMITS = {
  topic: 300,
  words: 200,
  minutes: 10_000,
  days: 100_000,
  rank: 10_000,
  skip: 200,
  notShows: 10,
};

/** A calendar year a request names, or none. */
const YEAR = z.number().int().min(1900).max(2200).nullable().default(null);

/** What the assistant understood a message to ask for, after follow-ups are applied. */
export const AssistantRequest = z.object({
  intent: z
    .enum(['search', 'greeting', 'help', 'thanks', 'catalog', 'resume', 'playlist', 'saved'])
    .describe(
      '"catalog": what the catalog holds ("what shows do you have", "how many episodes are there"); "resume": the episode the listener was part way through ("pick up where I left off"); "playlist", "saved": their playlist or saved episodes ("what\'s on my playlist"; "play my saved episodes" with `playRank` 1)',
    ),
  topic: z.string().max(REQUEST_LIMITS.topic).nullable().describe('What the episodes should be about'),
  show: z.string().max(REQUEST_LIMITS.topic).nullable().describe("A show's name as the catalog has it"),
  unknownShow: z
    .string()
    .max(REQUEST_LIMITS.topic)
    .nullable()
    .default(null)
    .describe(
      '"The latest episode of Serial", "is there a new Radiolab": a show asked for by name that is not in the list of shows, as said (its words are the topic too)',
    ),
  notShows: z
    .array(z.string().max(REQUEST_LIMITS.topic))
    .max(REQUEST_LIMITS.notShows)
    .default([])
    .describe(
      '"Not The Daily", "anything but Planet Money or The Indicator": shows to leave out, as the catalog has them',
    ),
  notTopic: z
    .string()
    .max(REQUEST_LIMITS.words)
    .nullable()
    .default(null)
    .describe(
      '"Nothing about covid", "no more crypto": what the episodes should not be about; "no interviews", "without guests": "guests" (episodes that name no guest)',
    ),
  likeShow: z
    .string()
    .max(REQUEST_LIMITS.topic)
    .nullable()
    .default(null)
    .describe('"Podcasts like The Daily": episodes of other shows like that show, as the catalog names it'),
  publisher: z
    .string()
    .max(REQUEST_LIMITS.topic)
    .nullable()
    .default(null)
    .describe(
      '"From NPR", "anything by the New York Times": only the shows of that publisher, as the list of publishers names it',
    ),
  notPublishers: z
    .array(z.string().max(REQUEST_LIMITS.topic))
    .max(REQUEST_LIMITS.notShows)
    .default([])
    .describe(
      '"Nothing from NPR", "anything but the New York Times": publishers whose shows to leave out, as the list of publishers names them',
    ),
  person: z.string().max(REQUEST_LIMITS.words).nullable(),
  maxMinutes: z.number().int().min(1).max(REQUEST_LIMITS.minutes).nullable(),
  minMinutes: z.number().int().min(1).max(REQUEST_LIMITS.minutes).nullable(),
  withinDays: z.number().int().min(1).max(REQUEST_LIMITS.days).nullable().describe('Published in the last N days'),
  year: YEAR.describe('"From 2019": published in that year'),
  month: z
    .number()
    .int()
    .min(1)
    .max(12)
    .nullable()
    .default(null)
    .describe('"From March 2020", "in May": published in that month (1 to 12) of `year`'),
  day: z
    .number()
    .int()
    .min(1)
    .max(31)
    .nullable()
    .default(null)
    .describe('"From March 3rd 2020", "on the fifth of May": published on that day of `month` and `year`'),
  season: z
    .enum(['spring', 'summer', 'autumn', 'winter'])
    .nullable()
    .default(null)
    .describe(
      '"Last summer", "in the spring of 2019": published in that season of `year`, as the northern half of the world has them (spring March to May; winter from December of `year` to February)',
    ),
  newestFirst: z
    .boolean()
    .default(false)
    .describe('"Newest first", "sort by date": the results in order of publication, newest first'),
  oldestFirst: z
    .boolean()
    .default(false)
    .describe('"Older ones", "oldest first": the best matches in order of publication, oldest first'),
  beforeYear: YEAR.describe('"From before 2019": published before that year began'),
  sinceYear: YEAR.describe(
    '"Since 2019", "after 2018" (2019), "between 2018 and 2020" (2018, with `beforeYear` 2021): published from the start of that year on',
  ),
  language: z
    .string()
    .max(40)
    .nullable()
    .default(null)
    .describe('"Something in German", "Spanish podcasts": only shows in that language, by its English name'),
  genre: z
    .string()
    .max(60)
    .nullable()
    .default(null)
    .describe('"Something funny", "true crime": only shows of that kind, by the category feeds give them ("Comedy")'),
  about: z
    .object({
      rank: z
        .number()
        .int()
        .min(-1)
        .max(REQUEST_LIMITS.rank)
        .describe('Its rank in the last answer; -1 the last one offered'),
      aspect: z.enum(['summary', 'length', 'people', 'date', 'transcript']),
    })
    .nullable()
    .default(null)
    .describe(
      '"Tell me about the second one", "how long is the first one": a question about an episode of the last answer',
    ),
  playRank: z
    .number()
    .int()
    .min(-1)
    .max(REQUEST_LIMITS.rank)
    .nullable()
    .default(null)
    .describe(
      '"Play it", "play that one": the rank in the last answer of the episode to start (the one just asked about, else the first; -1 the last one offered)',
    ),
  pickBy: z
    .enum(['shortest', 'longest', 'newest', 'oldest', 'random'])
    .nullable()
    .default(null)
    .describe(
      '"The shortest one", "play the newest one", "a random one": the episode of the last answer picked by its length or date, or at random, for `about` or `playRank`; "play a random episode of The Daily", "shuffle Planet Money": the answer in a random order',
    ),
  pickWords: z
    .string()
    .max(REQUEST_LIMITS.words)
    .nullable()
    .default(null)
    .describe(
      '"The one about oil", "play the one with Ezra Klein": words that pick an episode of the last answer by its title or description, for `about` or `playRank`',
    ),
  similarToRank: z
    .number()
    .int()
    .min(-1)
    .max(REQUEST_LIMITS.rank)
    .nullable()
    .describe('"More like the second one": the rank in the previous answer; -1 the last one offered'),
  skip: z
    .number()
    .int()
    .min(0)
    .max(REQUEST_LIMITS.skip)
    .describe('"Something else": results already offered to pass over'),
  anything: z
    .boolean()
    .default(false)
    .describe('"Surprise me", "something short": no topic, show or person; any episode that fits the rest'),
  unheard: z
    .boolean()
    .default(false)
    .describe('"Something I haven\'t heard": only episodes the listener has not played'),
  withTranscript: z
    .boolean()
    .default(false)
    .describe('"Only the ones with transcripts", "episodes I can chat with": only episodes with a stored transcript'),
});
export type AssistantRequest = z.infer<typeof AssistantRequest>;

/** Where an episode asked for by name is kept instead of played: the playlist, saved for later, or next in the player. */
export const KeptIn = z.enum(['playlist', 'saved', 'next']);
export type KeptIn = z.infer<typeof KeptIn>;

/**
 * A day as a listener names it runs from 6 in the morning UTC to 6 the next: an episode put out in
 * the evening in the Americas (after midnight UTC) is of the day it came out there.
 */
export const DAY_STARTS_UTC_HOUR = 6;

/** A day as said: "March 3, 2020", the day it was in the Americas (see DAY_STARTS_UTC_HOUR). */
export const spokenDate = (iso: string) =>
  new Date(new Date(iso).getTime() - DAY_STARTS_UTC_HOUR * 3_600_000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** What Borris says once `what` ("Dune Grass from Dune Notes") is kept in `list`. */
export function keptSentence(list: KeptIn, what: string): string {
  if (list === 'playlist') return `Added ${what} to your playlist.`;
  if (list === 'saved') return `Saved ${what} for later.`;
  return `${what} will play after this one.`;
}

export const ConversationalSearchResponse = z.object({
  response: z.string().describe('The reply, short enough to be heard once'),
  suggestions: z.array(z.string().max(200)).max(6),
  searchResults: z.array(SearchResult),
  searchQuery: z.string().nullable().describe('The search that was run, in words'),
  request: AssistantRequest,
  interpretedBy: z.enum(['local', 'openai']),
  play: z
    .string()
    .nullable()
    .default(null)
    .describe('"Play the latest Planet Money": the id of the episode the reply says is playing, else null'),
  playAfter: SearchResult.nullable()
    .default(null)
    .describe('"Play The Daily, then Planet Money": the episode the reply says plays after the one playing, else null'),
  keep: z
    .object({ list: KeptIn, episode: SearchResult })
    .nullable()
    .default(null)
    .describe(
      '"Add the newest Daily to my playlist", "save the latest Planet Money for later", "play Hidden Brain after this": the episode found, to add to the playlist, save, or play next in the player; it does not play now',
    ),
});
export type ConversationalSearchResponse = z.infer<typeof ConversationalSearchResponse>;
