import { AssistantRequest } from '../../../common/api/assistant';
import type { Env } from '../../config/env';
import { chatCompletion } from '../../providers/ai/openai-chat';

/** The model's answer is a small JSON object; more than this is not an answer. */
const MAX_TOKENS = 300;
/** A driver waits for the reply: a slower model loses to the local interpreter. */
const MODEL_TIMEOUT_MS = 4000;

const SYSTEM = [
  'You turn what a listener says to a podcast assistant in a car into a search request.',
  'Answer with one JSON object only, with these keys:',
  'intent ("search", "greeting", "help", "thanks" (also for "bye"), "catalog" for "what shows do you have", "resume" for "pick up where I left off",',
  '"playlist" for "what\'s on my playlist" or "play my playlist" (with playRank 1), or "saved" likewise for their saved episodes), topic (the subject words, or null),',
  'show (exactly one name from the list of shows, or null), unknownShow (for "the latest episode of Serial" when no show of the list is called that: "Serial", with the same words as topic; else null), publisher (for "from NPR": exactly one name from the list of publishers, or null), notPublishers (for "nothing from NPR": names from the list of publishers, or []), notShows (for "not The Daily", "anything but Planet Money or The Indicator": names from the list, or []),',
  'notTopic (for "nothing about covid", "no more crypto": what not to hear about, or null), person (a guest or host named, or null),',
  'maxMinutes and minMinutes (whole minutes, or null), withinDays (published in the last N days, or null),',
  'year (for "from 2019": 2019; else null), month (for "from March 2020": 3, with year 2020; else null), day (for "from March 3rd 2020": 3, with month and year; else null),',
  'season (for "from last summer": "summer", with the year of that summer; "spring", "summer", "autumn" or "winter", which starts in December of its year; else null),',
  'newestFirst (true for "newest first" or "sort by date"; else false), oldestFirst (true for "older ones" or "oldest first"; else false),',
  'beforeYear (for "from before 2019": 2019; else null), sinceYear (for "since 2019": 2019; "after 2018": 2019; "between 2018 and 2020": 2018, with beforeYear 2021; else null),',
  'similarToRank (for "more like the second one": 2; else null), skip (0, or the previous skip plus 3 for "something else"),',
  'anything (true for "surprise me" or a length or time with no topic, show or person: any episode that fits; else false),',
  'unheard (true for "something I haven\'t heard": only episodes the listener has not played; else false),',
  'withTranscript (true for "only the ones with transcripts" or "episodes I can chat with"; else false),',
  'likeShow (for "podcasts like The Daily": one name from the list, or null), language (for "something in German": the English name, like "German", or null),',
  'genre (for "something funny" with no topic: "Comedy"; "tell me a story": "Fiction"; "for the kids": "Kids & Family"; "teach me something": "Education"; else null),',
  'about (for "tell me about number two": {"rank": 2, "aspect": "summary"}; aspect "length" for "how long is it", "people" for "who is on it", "date" for "when did it come out", "transcript" for "does it have a transcript"; else null),',
  'playRank (for "play it": the rank just asked about, else 1; else null),',
  'pickBy (for "the shortest one" or "play the newest one" after an answer: "shortest", "longest", "newest" or "oldest", with about or playRank 1; "random" for "a random one" after an answer, or for "play a random episode of The Daily" or "shuffle Planet Money" asked afresh; else null),',
  'pickWords (for "the one about oil" or "play the one with Ezra Klein" after an answer: the words that pick it, like "oil", with about or playRank 1; else null).',
  'A message with no subject of its own (like "shorter ones", "only The Daily", "anything newer?") refines the previous request:',
  'keep its fields and change only what the message changes. "Short" is under 20 minutes, "long" over 45, "recent" the last 30 days.',
].join(' ');

/**
 * With AI_PROVIDER=openai, the configured model reads the message. Its answer must parse as the
 * contract's AssistantRequest and name only shows the catalog has; anything else (an error, a
 * timeout, invented fields) returns null and the local interpreter's reading stands.
 */
export async function interpretWithModel(
  env: Env,
  message: string,
  previous: AssistantRequest | null,
  catalog: { shows: string[]; publishers: string[] },
  now: Date,
): Promise<AssistantRequest | null> {
  if (env.AI_PROVIDER !== 'openai') return null;
  const { shows, publishers } = catalog;
  const prompt = [
    `Today is ${now.toISOString().slice(0, 10)}.`,
    `Shows: ${JSON.stringify(shows.slice(0, 300))}`,
    `Publishers: ${JSON.stringify(publishers.slice(0, 100))}`,
    `Previous request: ${previous ? JSON.stringify(previous) : 'none'}`,
    `Listener: ${JSON.stringify(message)}`,
  ].join('\n');
  let text: string;
  try {
    text = await chatCompletion(
      {
        apiKey: env.OPENAI_API_KEY,
        baseUrl: env.OPENAI_BASE_URL,
        model: env.OPENAI_CHAT_MODEL,
        timeoutMs: Math.min(env.OPENAI_TIMEOUT_MS, MODEL_TIMEOUT_MS),
      },
      [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: prompt },
      ],
      MAX_TOKENS,
    );
  } catch {
    return null;
  }
  const json = /\{[\s\S]*\}/.exec(text)?.[0];
  if (!json) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = AssistantRequest.safeParse({ skip: 0, similarToRank: null, person: null, ...(raw as object) });
  if (!parsed.success) return null;
  const request = parsed.data;
  if (request.show !== null && !shows.includes(request.show)) return null;
  if (request.notShows.some((name) => !shows.includes(name))) return null;
  if (request.likeShow !== null && !shows.includes(request.likeShow)) return null;
  if (request.unknownShow !== null && shows.includes(request.unknownShow)) return null;
  if (request.publisher !== null && !publishers.includes(request.publisher)) return null;
  if (request.notPublishers.some((name) => !publishers.includes(name))) return null;
  return request;
}
