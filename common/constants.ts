/**
 * Business constants and limits from the product spec (§2 Notifications, §9). Server and web
 * import them from here so a limit is written once.
 */

// Notifications (spec §2, Radix Toast)
/** At most one toast is visible at a time. */
export const TOAST_LIMIT = 1;
/** A dismissed toast leaves the list this long after dismissal (lets the exit animation run). */
export const TOAST_REMOVE_DELAY = 2000;
/** Default display duration of a toast. */
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'] as const;

// Tooltips
export const TOOLTIP_DELAY = 700;
export const TOOLTIP_SKIP_DELAY = 300;

// Search
export const RELEVANCE_THRESHOLD_OPTIONS = [
  { value: 0.8, label: 'High', description: '80%+' },
  { value: 0.6, label: 'Medium', description: '60%+' },
  { value: 0.4, label: 'Low', description: '40%+' },
] as const;
/** The schema's default threshold; the search form starts at SEARCH_FORM_DEFAULT_THRESHOLD. */
export const RELEVANCE_THRESHOLD_DEFAULT = 0.6;
export const SEARCH_FORM_DEFAULT_THRESHOLD = 0.3;
/** Auto Search speaks its results to a driver: anything a listener would call related beats silence. */
export const AUTO_SEARCH_THRESHOLD = 0.4;
/** Auto Search's rotating suggestions; each must find episodes (the search bench checks them). */
export const AUTO_SEARCH_SUGGESTIONS = [
  'Interviews with founders about their first year',
  'The science of sleep and memory',
  'Stories from the history of space travel',
  'How to build better habits',
  'True crime with a twist ending',
  'Comedy to lighten up the commute',
] as const;
export const DURATION_BANDS = {
  short: { label: 'under 30 min', maxMinutes: 30 },
  medium: { label: '30-60 min', minMinutes: 30, maxMinutes: 60 },
  long: { label: 'over 60 min', minMinutes: 60 },
} as const;
/** Match badge colour: at or above HIGH green, at or above MEDIUM yellow, else orange. */
export const MATCH_BADGE_HIGH = 0.8;
export const MATCH_BADGE_MEDIUM = 0.7;
/** 'Load More Results' shows once there are this many results. */
export const LOAD_MORE_AT = 10;
export const MATCHED_TOPICS_MAX = 3;
/** Query variations stop once this many results are found. */
export const SEARCH_VARIATIONS_ENOUGH = 3;
export const JUMP_HIGHLIGHT_MS = 2000;
export const SAVED_RESULTS_SESSION_KEY = 'savedSearchResults';

// Relative dates and counts
export const RELATIVE_DAYS_UNTIL = 7;
export const RELATIVE_ONE_WEEK_UNTIL = 14;
export const RELATIVE_WEEKS_UNTIL = 30;
export const VIEWS_THOUSAND = 1_000;
export const VIEWS_MILLION = 1_000_000;

// Assistant and voice
export const SPEECH_LANG = 'en-US';
export const CHAT_SPEECH = { rate: 0.9, volume: 0.8 } as const;
/** The assistant overlay's spoken replies (spec §9). */
export const ASSISTANT_SPEECH = { rate: 0.9, pitch: 1 } as const;
/** The assistant shows this many results inline; read-titles reads this many. */
export const ASSISTANT_INLINE_RESULTS = 3;
export const ASSISTANT_READ_TITLES = 5;
/** The highest number that picks a result of the last answer said alone ("number two", "play episode 3"); "play episode 800" is a request. */
export const ASSISTANT_PICKABLE = 10;
/** What Borris offers to start with: topics any catalog of general podcasts answers. */
export const ASSISTANT_EXAMPLES = [
  'Something short about sleep',
  'Stories from the history of space travel',
  'How to build better habits',
] as const;
export const BOOKMARK_SPEECH = { rate: 0.9, pitch: 1.1 } as const;
export const SILENCE_SUBMIT_MS = 2000;
export const SUGGESTION_ROTATE_MS = 8000;
export const VOICE_SEARCH_DELAY_MS = 500;
export const VOICE_QUERY_MIN_CHARS = 3;
export const VOICE_COMMAND_CONFIDENCE = { save: 0.9, playlist: 0.9, unsave: 0.8 } as const;
export const VOICE_COMMAND_MIN_CONFIDENCE = 0.7;

// Polling
export const STREAMING_STATUS_POLL_MS = 10_000;
/** Topics looked for in what plays on the streaming account; up to NOW_PLAYING_MAX_TERMS of them make the similar search. */
export const NOW_PLAYING_KEYWORDS = ['AI', 'neuroscience', 'psychology', 'business', 'science'] as const;
export const NOW_PLAYING_MAX_TERMS = 4;
/** While monitoring (connected with a valid token), what is playing is checked this often. */
export const NOW_PLAYING_POLL_MS = 30_000;
export const TRANSCRIPT_SOURCE_STATUS_POLL_MS = 30_000;
export const ADMIN_STATUS_POLL_MS = 30_000;
/** While a creator is pending or syncing, the creators list is refreshed this often. */
export const CREATOR_SYNC_POLL_MS = 2000;

// Conversation
export const CONTENT_FETCH_RETRIES = 3;
export const CONTENT_FETCH_RETRY_DELAY_MS = 1000;
export const CONVERSATION_PREVIEW_CHARS = 100;
export const CONVERSATIONS_THIS_WEEK_DAYS = 7;

// Auto-queue and playlist
export const AUTO_QUEUE_SUGGESTIONS = 3;
export const QUEUE_SIZE_OPTIONS = [1, 2, 3, 5, 10] as const;
export const QUEUE_SIZE_DEFAULT = 3;
export const AUTO_ADVANCE_DELAY_OPTIONS = [0, 3, 5, 10, 15, 30] as const;
export const AUTO_ADVANCE_DELAY_DEFAULT = 5;
export const AUTO_QUEUE_AUTOPLAY_DEFAULT = false;
export const PLAYLIST_AUTOPLAY_DEFAULT = true;
export const PLAYLIST_ADVANCE_CAP_MS = 300_000;
/** Auto-queue relevance is out of 10: at or above GREEN green, at or above YELLOW yellow. */
export const AUTO_QUEUE_RELEVANCE_GREEN = 8;
export const AUTO_QUEUE_RELEVANCE_YELLOW = 6;

// Creators
export const CREATOR_AUTOSYNC_DEFAULT = true;

// Transcript tools
export const BATCH_FETCH_DEFAULT = 10;
export const BATCH_SIZE_OPTIONS = [2, 5, 10, 15] as const;
export const BATCH_SIZE_DEFAULT = 5;
export const DEMO_GENERATION_COUNT = 2;
export const EPISODE_PICKER_LIMIT = 20;
export const LIBRARY_GROUP_LIMIT = 10;
export const TRANSCRIPTION_COST_PER_MINUTE_USD = 0.006;
export const AUTO_SEARCH_NOTICE_SECONDS = '10-30';
