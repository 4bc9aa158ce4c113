import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type AssistantTurn,
  type ConversationalSearchResponse,
  keptSentence,
  spokenDate,
} from '../../../common/api/assistant';
import type { Chapter } from '../../../common/api/episodes';
import type { SearchResult } from '../../../common/api/search';
import {
  ASSISTANT_EXAMPLES,
  ASSISTANT_INLINE_RESULTS,
  ASSISTANT_READ_TITLES,
  ASSISTANT_SPEECH,
  SPEECH_LANG,
  VOICE_QUERY_MIN_CHARS,
} from '../../../common/constants';
import { whoIsOnSentence } from '../../../common/episode-people';
import { heardShowName } from '../../../common/show-name';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { useVoiceInput } from '../../lib/use-voice-input';
import { toastVoiceInputError } from '../../lib/voice-input-errors';
import { chapterTarget, PLAYBACK_RATES, type PlayableEpisode, useChapters, usePlayer } from '../player/api';
import { useAddToPlaylist, useRemoveFromPlaylist } from '../playlist/api';
import { useRemoveSavedEpisode, useSaveEpisode } from '../saved/api';
import { useEpisode } from '../transcripts/api';
import {
  assistantCommand,
  isPlayback,
  type KeepCommand,
  type PlaybackCommand,
  playedAtRate,
  type RemoveCommand,
} from './assistant-commands';
import { useConversationalSearch } from './conversational-search';

/** Spec §3 Assistant chat message. */
export type AssistantMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  suggestions: string[];
  searchResults: SearchResult[];
  /** True when this reply is the answer to a search (so no results means nothing was found). */
  searched: boolean;
  /**
   * A typed command and its answer ("play the first one", "Playing ..."): carried out here, so
   * not sent back as conversation for the server to read as a request.
   */
  command?: boolean;
  /** What was sent for this message when it differs from what the listener said (see ask). */
  sent?: string;
  /** "More like this one" said of the episode playing, which no answer offered: that episode. */
  likeEpisodeId?: string;
  /** A request of its own ("more with this guest"): the conversation sent from here on starts with it. */
  fresh?: boolean;
  /** "More with this guest": the episode playing, which the answer and its follow-ups leave out. */
  leaveOutEpisodeId?: string;
};

/** How long ago a message was said, in whole seconds, as the conversation sends it (at most a week). */
const secondsSince = (timestamp: string) =>
  Math.min(7 * 86_400, Math.max(0, Math.floor((Date.now() - Date.parse(timestamp)) / 1000)));

/** How a request is sent when it is not simply what the listener said (see ask). */
type Asked = Pick<AssistantMessage, 'sent' | 'likeEpisodeId' | 'fresh' | 'leaveOutEpisodeId'> & {
  /** "Play The Daily at 1.5x": the speed the episode the answer starts plays at. */
  rate?: number;
};

export const ASSISTANT_FAILURE = "I'm sorry, I'm having trouble processing your request right now. Please try again.";
export const NO_RESULTS_TO_READ = 'No episodes found. Please search for something first.';
const NOTHING_PLAYING = 'Nothing is playing. Ask for an episode first.';
const AUDIOBOOKS_WHERE = 'I find podcast episodes. Your audiobooks are on My Audiobooks: open one there to play it.';
const NO_VOLUME = "I can't change the volume. Use your car's or phone's volume buttons.";
const NOTHING_TO_KEEP = 'There is no episode to keep yet. Ask for one first.';
/** What an answer found to keep instead of playing (see ConversationalSearchResponse). */
type FoundToKeep = NonNullable<ConversationalSearchResponse['keep']>;

const KEEP_FAILED = {
  playlist: 'Failed to add episode to playlist. Please try again.',
  saved: 'Failed to save episode. Please try again.',
};
const CLEAR_PLAYLIST_WHERE =
  "I don't clear a whole list from here. Use Clear All on My Playlist, where it can be undone.";
const CLEAR_SAVED_WHERE =
  "I don't clear a whole list from here. Use Clear All on Save for Later, where it can be undone.";
const NOTHING_TO_PLAY_NEXT = 'There is no episode to play next yet. Ask for one first.';
/** The next speed up or down the player offers from `rate`, or the last there is. */
const fasterRate = (rate: number) => PLAYBACK_RATES.find((r) => r > rate) ?? (PLAYBACK_RATES.at(-1) as number);
const slowerRate = (rate: number) => [...PLAYBACK_RATES].reverse().find((r) => r < rate) ?? PLAYBACK_RATES[0];

/** What the player keeps of a result. */
const playable = (r: SearchResult): PlayableEpisode => ({
  id: r.id,
  title: r.title,
  podcastShow: r.podcastShow,
  audioUrl: r.audioUrl,
  duration: r.duration,
  thumbnailUrl: r.thumbnailUrl,
  publishDate: r.publishDate,
});

const RESUME_REQUEST = 'Pick up where I left off';
const SLEEP_HOW_LONG = 'For how long? Say "sleep timer 20 minutes" or "stop at the end of this episode".';
/** "Play", "play please": with nothing in the player, the episode just offered, if any. */
const PLAY_ALONE = /^\s*(?:ok(?:ay)?,?\s+)?play(?:,?\s+please)?[\s.!?]*$/i;
const WHICH_SHOW = 'Which show? Say its name, or play an episode of it first.';
const NOTHING_NEXT = 'There is nothing after this one. Ask me for something else.';
const NOTHING_BEFORE = 'There is nothing before this one. Say "start over" to hear it from the beginning.';

/** Time left, as said aloud: "Less than a minute", "1 minute", "1 hour and 5 minutes". */
function spokenTimeLeft(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return minutes < 1 ? 'Less than a minute' : spokenMinutes(minutes);
}

/** "20 minutes", "1 hour", "1 hour and 30 minutes". */
function spokenMinutes(minutes: number): string {
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 60) return count(minutes, 'minute');
  const rest = minutes % 60;
  const hours = count(Math.floor(minutes / 60), 'hour');
  return rest ? `${hours} and ${count(rest, 'minute')}` : hours;
}
const GREETING =
  "Hi, I'm Borris. Tell me what you'd like to hear: a topic, a show, how long you've got. Tap the microphone and just say it.";
const GREETING_SUGGESTIONS = [...ASSISTANT_EXAMPLES];

let counter = 0;
const message = (
  role: AssistantMessage['role'],
  content: string,
  extra: Partial<AssistantMessage> = {},
): AssistantMessage => ({
  id: `${Date.now()}-${++counter}`,
  role,
  content,
  timestamp: new Date().toISOString(),
  suggestions: [],
  searchResults: [],
  searched: false,
  ...extra,
});

const greeting = () => message('assistant', GREETING, { suggestions: GREETING_SUGGESTIONS });

function synthesis(): SpeechSynthesis | undefined {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;
}

export const titleFromShow = (r: Pick<SearchResult, 'title' | 'podcastShow'>) =>
  `${r.title} from ${heardShowName(r.podcastShow)}`;

/**
 * Borris's state: the conversation, asking by text or voice, spoken replies, and the voice
 * commands (stop, play episode N, read titles, and playback: pause, resume, what's playing, skip
 * ahead or back). `reset` is what closing the overlay does.
 */
/** `onClose` closes the overlay, as its close button does ("close", "exit"). */
export function useAssistant({ onClose }: { onClose?: () => void } = {}) {
  const [messages, setMessages] = useState<AssistantMessage[]>(() => [greeting()]);
  const [input, setInput] = useState('');
  const [heard, setHeard] = useState('');
  const [speaking, setSpeaking] = useState(false);
  const search = useConversationalSearch();
  const player = usePlayer();
  const chapters = useChapters(player.current?.id);
  const playing = useEpisode(player.current?.id ?? null);
  const addToPlaylist = useAddToPlaylist();
  const removeFromPlaylist = useRemoveFromPlaylist();
  const save = useSaveEpisode();
  const unsave = useRemoveSavedEpisode();
  const latest = useRef(messages);
  latest.current = messages;
  // What Borris said last, a command's answer included (those are spoken, not listed), for "say that again".
  const lastReply = useRef(GREETING);
  // Keeps what an answer found to keep (see keepFound), as this render has it.
  const keeping = useRef<(keep: FoundToKeep, done: string) => Promise<string>>(async (_keep, done) => done);

  const stopSpeaking = useCallback(() => {
    synthesis()?.cancel();
    setSpeaking(false);
  }, []);

  const speak = useCallback((text: string) => {
    const synth = synthesis();
    if (!synth || typeof SpeechSynthesisUtterance === 'undefined') {
      toast({ title: 'Text-to-Speech Not Available', description: "Your browser can't read replies aloud." });
      return;
    }
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = SPEECH_LANG;
    utterance.rate = ASSISTANT_SPEECH.rate;
    utterance.pitch = ASSISTANT_SPEECH.pitch;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    synth.speak(utterance);
  }, []);

  const latestResults = () => [...latest.current].reverse().find((m) => m.searchResults.length)?.searchResults ?? [];

  /** Plays one episode, or `queue` in order from it ("play my playlist"). */
  const playEpisode = useCallback(
    (episode: SearchResult, queue?: SearchResult[], playlist = false) =>
      player.play(playable(episode), queue ? { queue: queue.map(playable), playlist } : undefined),
    [player],
  );

  /**
   * Asks Borris; `sent` is what goes to the server when it differs from what the listener said,
   * `likeEpisodeId` the episode playing when they ask for more like it and no answer offered it;
   * `fresh` a request of its own, not read as a follow-up of the conversation ("more with this
   * guest"), and `leaveOutEpisodeId` an episode its answers leave out (the one playing).
   */
  const ask = useCallback(
    async (text: string, spoken: boolean, asked: Asked = {}) => {
      const { rate, ...sentAs } = asked;
      const { sent, likeEpisodeId, fresh, leaveOutEpisodeId } = sentAs;
      const question = text.trim();
      if (!question || search.isPending) return;
      // The conversation since the last request of its own, or since the greeting.
      const since = fresh
        ? latest.current.length
        : Math.max(
            1,
            latest.current.findLastIndex((m) => !!m.fresh),
          );
      const history: AssistantTurn[] = latest.current
        .slice(since)
        .filter((m) => !m.command)
        .map((m) => ({
          role: m.role,
          content: (m.sent ?? m.content).slice(0, 4000),
          ...(m.likeEpisodeId ? { likeEpisodeId: m.likeEpisodeId } : {}),
          ...(m.leaveOutEpisodeId ? { leaveOutEpisodeId: m.leaveOutEpisodeId } : {}),
          ...(m.role === 'user' ? { secondsAgo: secondsSince(m.timestamp) } : {}),
        }));
      setMessages((m) => [...m, message('user', question, sentAs)]);
      try {
        const res = await search.mutateAsync({
          message: sent ?? question,
          conversationHistory: history.slice(-40),
          searchDepth: 'deep',
          isVoiceSearch: spoken,
          likeEpisodeId,
          leaveOutEpisodeId,
        });
        const playing = res.play ? res.searchResults.find((r) => r.id === res.play) : undefined;
        // "Add the newest Daily to my playlist": said done once it is. "Play The Daily at 1.5x":
        // the speed is said after what plays.
        const said = res.keep
          ? await keeping.current(res.keep, res.response)
          : playing && rate
            ? `${res.response} ${rate === 1 ? 'At normal speed.' : `At ${rate} times speed.`}`
            : res.response;
        setMessages((m) => [
          ...m,
          message('assistant', said, {
            suggestions: res.suggestions,
            searchResults: res.searchResults,
            searched: res.searchQuery !== null,
          }),
        ]);
        lastReply.current = said;
        // "Play the latest Planet Money": the reply says which episode starts. "Play my playlist"
        // plays the whole list, so "next" and auto-play go on through it, as "play The Daily, then
        // Planet Money" goes on to the one after it.
        const wholeList = res.request.intent === 'playlist' || res.request.intent === 'saved';
        if (playing) {
          const queue = res.playAfter ? [playing, res.playAfter] : wholeList ? res.searchResults : undefined;
          if (rate) player.setRate(rate);
          playEpisode(playing, queue, res.request.intent === 'playlist');
        }
        if (spoken) speak(said);
      } catch {
        lastReply.current = ASSISTANT_FAILURE;
        setMessages((m) => [...m, message('assistant', ASSISTANT_FAILURE)]);
        if (spoken) speak(ASSISTANT_FAILURE);
      }
    },
    [search, speak, playEpisode, player],
  );

  /**
   * Carries out a command. A spoken one is answered aloud; a typed one ("play the second one")
   * is answered in the conversation. Typed text that only looks like "stop" is a request.
   */
  const runCommand = (text: string, spoken: boolean): boolean => {
    const command = assistantCommand(text);
    if (!command || (command.kind === 'stop' && !spoken)) return false;
    // With nothing playing, "what's it about" asks about the answer and "next" for the next ones
    // offered, as requests. "Carry on", "keep going" and the other ways of saying resume ask for
    // the episode the listening history has part way through, in the words the server reads so.
    if (command.kind === 'resume' && !player.current) {
      // "Play" said alone just after an answer asks for the episode offered, which the server plays.
      if (PLAY_ALONE.test(text) && latestResults().length) return false;
      void ask(text, spoken, { sent: RESUME_REQUEST });
      return true;
    }
    if (command.kind === 'close') {
      onClose?.();
      return true;
    }
    const asksServer = [
      'up-next',
      'about-playing',
      'like-playing',
      'next',
      'who-playing',
      'guest-playing',
      'length-playing',
      'date-playing',
    ].includes(command.kind);
    if (asksServer && !player.current) return false;
    // "Start over" with nothing playing begins the conversation anew, which the server answers.
    if (command.kind === 'restart' && !player.current && /\bstart over\b/i.test(text)) return false;
    // Just after Borris said who is on an episode it offered ("Number 2, ... has Ana Ruiz as its
    // guest"), "more with that guest" is about that one, not the one playing.
    if (
      command.kind === 'guest-playing' &&
      /^Number \d+, .*(as its guests?\b|its title names )/.test(lastReply.current)
    )
      return false;
    if (command.kind === 'stop') {
      voice.cancel();
      stopSpeaking();
      return true;
    }
    const reply = (answer: string) => {
      lastReply.current = answer;
      if (spoken) speak(answer);
      else
        setMessages((m) => [
          ...m,
          message('user', text.trim(), { command: true }),
          message('assistant', answer, { command: true }),
        ]);
    };
    if (isPlayback(command)) {
      reply(playback(command));
      return true;
    }
    if (command.kind === 'volume') {
      reply(NO_VOLUME);
      return true;
    }
    if (command.kind === 'audiobooks') {
      reply(AUDIOBOOKS_WHERE);
      return true;
    }
    if (command.kind === 'sleep-how-long') {
      reply(SLEEP_HOW_LONG);
      return true;
    }
    if (command.kind === 'repeat') {
      reply(lastReply.current);
      return true;
    }
    const results = latestResults();
    // "What's this episode about": the one playing, told as Borris tells of a result it offered.
    if (command.kind === 'about-playing') {
      const current = player.current as PlayableEpisode;
      const rank = results.findIndex((r) => r.id === current.id) + 1;
      if (rank) void ask(text, spoken, { sent: `Tell me about number ${rank}` });
      else reply(`${player.isPlaying ? 'Playing' : 'Paused:'} ${titleFromShow(current)}.`);
      return true;
    }
    // "More like this one": like the one playing, by its rank when the last answer offered it.
    if (command.kind === 'like-playing') {
      const current = player.current as PlayableEpisode;
      const rank = results.findIndex((r) => r.id === current.id) + 1;
      if (rank) void ask(text, spoken, { sent: `More like number ${rank}` });
      else void ask(text, spoken, { likeEpisodeId: current.id });
      return true;
    }
    // Who is on the episode playing, and episodes with its guest, from the people its feed (else its title) names.
    if (command.kind === 'who-playing' || command.kind === 'guest-playing') {
      const current = player.current;
      if (!current) reply(NOTHING_PLAYING);
      else if (playing.isPending) reply(`I'm still reading about ${current.title}. Ask again in a moment.`);
      else if (playing.isError) reply(`I couldn't read about ${current.title} just now. Ask again in a moment.`);
      else if (command.kind === 'who-playing')
        reply(
          whoIsOnSentence(current.title, playing.data ?? { host: null }, playing.data?.titlePeople) ??
            `Its feed does not say who is on ${current.title}.`,
        );
      else {
        // The feed's guest, else the one its title names.
        const guest = playing.data?.people?.find((p) => p.role === 'guest')?.name ?? playing.data?.titlePeople?.[0];
        if (guest)
          void ask(text, spoken, {
            sent: `Episodes featuring ${guest}`,
            fresh: true,
            leaveOutEpisodeId: current.id,
          });
        else reply(`Its feed names no guest on ${current.title}.`);
      }
      return true;
    }
    // The show of the episode playing, else the one show of the last answer: its newest episodes.
    if (command.kind === 'more-from-show') {
      const shows = new Set(results.map((r) => r.podcastShow));
      const show = player.current?.podcastShow ?? (shows.size === 1 ? [...shows][0] : undefined);
      if (show) void ask(`The newest from ${show}`, spoken);
      else reply(results.length ? WHICH_SHOW : NOTHING_PLAYING);
      return true;
    }
    if (command.kind === 'keep') {
      keepEpisode(command, results, reply);
      return true;
    }
    if (command.kind === 'remove') {
      removeEpisode(command, results, reply);
      return true;
    }
    if (command.kind === 'play-next') {
      reply(playNext(command.episode, results));
      return true;
    }
    if (command.kind === 'read-titles') {
      const titles = results
        .slice(0, ASSISTANT_READ_TITLES)
        .map((r, i) => `Episode ${i + 1}: ${titleFromShow(r)}`)
        .join('. ');
      reply(titles ? `${titles}.` : NO_RESULTS_TO_READ);
      return true;
    }
    const episode = results[command.episode - 1];
    if (!episode) {
      reply(`Episode ${command.episode} not found.`);
      return true;
    }
    playEpisode(episode);
    reply(`Playing ${titleFromShow(episode)}.`);
    return true;
  };

  /** The episode a keep or remove command names: "it" is the one in the player, else the only one offered. */
  const listedEpisode = (which: number | 'this', results: SearchResult[]): PlayableEpisode | undefined =>
    which === 'this' ? (player.current ?? (results.length === 1 ? results[0] : undefined)) : results[which - 1];

  /**
   * "Add it to my playlist", "save number two": "it" is the episode in the player, else the only
   * one offered; with several offered and none playing, the listener is asked which.
   */
  const keepEpisode = (command: KeepCommand, results: SearchResult[], reply: (answer: string) => void) => {
    const toPlaylist = command.list === 'playlist';
    const mutation = toPlaylist ? addToPlaylist : save;
    const failed = KEEP_FAILED[command.list];
    if (command.episode === 'all') {
      const shown = results.slice(0, ASSISTANT_INLINE_RESULTS);
      if (!shown.length) {
        reply(NOTHING_TO_KEEP);
        return;
      }
      // One after another, so the playlist keeps the order they were offered in.
      void (async () => {
        try {
          for (const r of shown) await mutation.mutateAsync(r.id);
          reply(keptSentence(command.list, shown.length === 1 ? '1 episode' : `${shown.length} episodes`));
        } catch {
          reply(failed);
        }
      })();
      return;
    }
    const episode = listedEpisode(command.episode, results);
    if (!episode) {
      const example = toPlaylist ? 'add number 2 to my playlist' : 'save number 2';
      reply(
        command.episode === 'this'
          ? results.length
            ? `Which one? Say "${example}".`
            : NOTHING_TO_KEEP
          : `Episode ${command.episode} not found.`,
      );
      return;
    }
    const what = titleFromShow(episode);
    mutation.mutate(episode.id, {
      onSuccess: () => reply(keptSentence(command.list, what)),
      onError: () => reply(failed),
    });
  };

  /**
   * "Take it off my playlist", "unsave number two": "it" is the episode in the player, else the only
   * one offered, as for keeping. A whole list is not cleared by voice (see RemoveCommand).
   */
  const removeEpisode = (command: RemoveCommand, results: SearchResult[], reply: (answer: string) => void) => {
    const toPlaylist = command.list === 'playlist';
    if (command.episode === 'all') {
      reply(toPlaylist ? CLEAR_PLAYLIST_WHERE : CLEAR_SAVED_WHERE);
      return;
    }
    const episode = listedEpisode(command.episode, results);
    if (!episode) {
      const example = toPlaylist ? 'remove number 2 from my playlist' : 'unsave number 2';
      reply(
        command.episode === 'this'
          ? results.length
            ? `Which one? Say "${example}".`
            : NOTHING_PLAYING
          : `Episode ${command.episode} not found.`,
      );
      return;
    }
    const what = titleFromShow(episode);
    const where = toPlaylist ? 'your playlist' : 'your saved episodes';
    (toPlaylist ? removeFromPlaylist : unsave).mutate(episode.id, {
      onSuccess: () => reply(`Removed ${what} from ${where}.`),
      onError: (error) =>
        reply(
          error instanceof ApiError && error.status === 404
            ? `${what} isn't in ${where}.`
            : `Failed to remove it from ${where}. Please try again.`,
        ),
    });
  };

  /**
   * "Play it next", "play number two after this": "it" is the one Borris last told of ("Number 2,
   * ..."), else the only one offered. With nothing playing, it plays now.
   */
  const playNext = (which: number | 'this', results: SearchResult[]): string => {
    const told = Number(/^Number (\d+)[,:]/.exec(lastReply.current)?.[1]);
    const rank = which === 'this' ? told || (results.length === 1 ? 1 : 0) : which;
    if (!rank) return results.length ? 'Which one? Say "play number 2 next".' : NOTHING_TO_PLAY_NEXT;
    const episode = results[rank - 1];
    return episode ? queueNext(episode) : `Episode ${rank} not found.`;
  };

  /** One episode next in the player, or playing now when nothing plays; what is said of it. */
  const queueNext = (episode: SearchResult): string => {
    const playing = player.current;
    const done = player.playNext(playable(episode));
    if (!done) return `${titleFromShow(episode)} has no audio to play.`;
    if (done === 'playing')
      return playing?.id === episode.id
        ? `${titleFromShow(episode)} is playing now.`
        : `Playing ${titleFromShow(episode)}.`;
    return player.autoAdvance
      ? keptSentence('next', titleFromShow(episode))
      : `${titleFromShow(episode)} is next. Say "next" to play it.`;
  };

  /** "Next chapter", "previous chapter", "skip the intro" in the episode playing. */
  const goToChapter = (which: 'next' | 'previous' | 'intro', what: string) => {
    if (chapters.isPending) return `I'm still reading the chapters of ${what}. Ask again in a moment.`;
    // Its feed names a chapters file that could not be read: not "no chapters".
    if (chapters.isError) return `I couldn't load the chapters of ${what}. Say "skip ahead a minute" instead.`;
    const list = chapters.data?.chapters ?? [];
    const target = chapterTarget(list, player.timeNow().position, which);
    if ('none' in target) {
      if (target.none === 'last') return `This is the last chapter of ${what}.`;
      if (target.none === 'intro-over') return 'The intro is over.';
      return which === 'intro'
        ? `${what} has no chapters, so I can't tell where its intro ends. Say "skip ahead a minute".`
        : `${what} has no chapters.`;
    }
    const chapter = list[target.index] as Chapter;
    player.seekTo(chapter.startSeconds);
    if (!player.isPlaying) player.toggle();
    return `${which === 'intro' ? 'Skipped the intro. ' : ''}Chapter ${target.index + 1}: ${chapter.title}.`;
  };

  /** Carries out a playback command and says what it did, or that nothing is playing. */
  const playback = (command: PlaybackCommand) => {
    const current = player.current;
    if (!current) return NOTHING_PLAYING;
    const what = titleFromShow(current);
    switch (command.kind) {
      case 'next': {
        // The player's queue first (a playlist), else the episode after this one in the last answer.
        const queued = player.queue[player.index + 1];
        if (queued) {
          player.next();
          return `Playing ${titleFromShow(queued)}.`;
        }
        const results = latestResults();
        const at = results.findIndex((r) => r.id === current.id);
        const after = at >= 0 ? results[at + 1] : undefined;
        if (!after) return NOTHING_NEXT;
        playEpisode(after);
        return `Playing ${titleFromShow(after)}.`;
      }
      case 'previous': {
        // The player's queue first (a playlist), else the episode before this one in the last answer.
        const queued = player.index > 0 ? player.queue[player.index - 1] : undefined;
        if (queued) {
          player.previous({ episode: true });
          return `Playing ${titleFromShow(queued)}.`;
        }
        const results = latestResults();
        const at = results.findIndex((r) => r.id === current.id);
        const before = at > 0 ? results[at - 1] : undefined;
        if (!before) return NOTHING_BEFORE;
        playEpisode(before);
        return `Playing ${titleFromShow(before)}.`;
      }
      case 'restart':
        player.seekTo(0);
        if (!player.isPlaying) player.toggle();
        return `Playing ${what} from the beginning.`;
      case 'time-left': {
        const { position, duration } = player.timeNow();
        if (!duration) return `I don't know how long ${what} is.`;
        return `${spokenTimeLeft(duration - position)} left of ${what}.`;
      }
      case 'date-playing': {
        const { publishDate } = player.current as PlayableEpisode;
        if (publishDate) return `${what} came out on ${spokenDate(publishDate)}.`;
        return publishDate === null
          ? `The feed of ${player.current?.podcastShow} does not say when ${player.current?.title} came out.`
          : `I don't know when ${what} came out.`;
      }
      case 'length-playing': {
        const { duration } = player.timeNow();
        if (!duration) return `I don't know how long ${what} is.`;
        return `${what} is ${spokenMinutes(Math.max(1, Math.round(duration / 60)))} long.`;
      }
      case 'pause':
        if (player.isPlaying) player.pause();
        return 'Paused.';
      case 'resume':
        if (!player.isPlaying) player.toggle();
        return `Playing ${what}.`;
      case 'now-playing':
        return player.isPlaying ? `Playing ${what}.` : `Paused: ${what}.`;
      case 'up-next': {
        const next = player.queue[player.index + 1];
        if (!next) return `Nothing is queued after ${what}. Say "play number 2 next" to queue one.`;
        return player.autoAdvance
          ? `After ${what}, ${titleFromShow(next)}.`
          : `Next is ${titleFromShow(next)}. Say "next" to play it.`;
      }
      case 'rate': {
        const rate =
          command.rate === 'faster'
            ? fasterRate(player.rate)
            : command.rate === 'slower'
              ? slowerRate(player.rate)
              : command.rate;
        player.setRate(rate);
        const fastest = rate === PLAYBACK_RATES.at(-1) && command.rate === 'faster';
        const slowest = rate === PLAYBACK_RATES[0] && command.rate === 'slower';
        const edge = fastest ? ', the fastest' : slowest ? ', the slowest' : '';
        return rate === 1 ? 'Playing at normal speed.' : `Playing at ${rate} times speed${edge}.`;
      }
      case 'sleep':
        player.setSleepTimer(command.minutes);
        return command.minutes === null
          ? 'Sleep timer off.'
          : command.minutes === 'end'
            ? `I'll pause at the end of ${what}.`
            : `I'll pause in ${spokenMinutes(command.minutes)}.`;
      case 'chapter':
        return goToChapter(command.which, what);
      case 'seek': {
        const { duration } = player.timeNow();
        if (duration && command.seconds >= duration)
          return duration < 60
            ? `${what} is under a minute long.`
            : `${what} is only ${spokenMinutes(Math.floor(duration / 60))} long.`;
        player.seekTo(command.seconds);
        if (!player.isPlaying) player.toggle();
        return `Playing ${what} from ${spokenMinutes(command.seconds / 60)} in.`;
      }
      case 'skip': {
        player.skip(command.seconds);
        const span = Math.abs(command.seconds);
        const said = span % 60 === 0 ? `${span / 60} minute${span === 60 ? '' : 's'}` : `${span} seconds`;
        return command.seconds > 0 ? `Skipped ahead ${said}.` : `Went back ${said}.`;
      }
    }
  };

  /**
   * "Add the newest Daily to my playlist", "save ... for later", "play ... after this": the episode
   * the answer found is kept there, and `done` (the answer) is said once it is, else why not.
   */
  const keepFound = async (keep: FoundToKeep, done: string): Promise<string> => {
    if (keep.list === 'next') return queueNext(keep.episode);
    try {
      await (keep.list === 'playlist' ? addToPlaylist : save).mutateAsync(keep.episode.id);
      return done;
    } catch {
      return KEEP_FAILED[keep.list];
    }
  };
  keeping.current = keepFound;

  /** Asks what was said; "play The Daily at 1.5x" asks for The Daily and plays it at that speed. */
  const askSaid = (text: string, spoken: boolean) => {
    const atRate = playedAtRate(text);
    void ask(text, spoken, atRate ? { sent: atRate.request, rate: atRate.rate } : {});
  };

  const voice = useVoiceInput({
    onHeard: setHeard,
    onText: (text) => {
      setHeard('');
      if (runCommand(text, true)) return;
      if (text.trim().length < VOICE_QUERY_MIN_CHARS) return;
      askSaid(text, true);
    },
    onError: (error, detail) => {
      setHeard('');
      toastVoiceInputError(error, detail);
    },
  });

  const toggleRecording = () => {
    if (voice.state === 'listening' || voice.state === 'recording') voice.stop();
    else {
      stopSpeaking();
      voice.start();
    }
  };

  const send = () => {
    const text = input;
    if (!text.trim() || search.isPending) return;
    setInput('');
    if (runCommand(text, false)) return;
    askSaid(text, false);
  };

  /** Closing: recording, speech and the conversation all end. */
  const reset = () => {
    voice.cancel();
    stopSpeaking();
    setInput('');
    setHeard('');
    setMessages([greeting()]);
    lastReply.current = GREETING;
  };

  useEffect(() => () => synthesis()?.cancel(), []);

  return {
    messages,
    input,
    setInput,
    send,
    ask,
    heard,
    speaking,
    stopSpeaking,
    thinking: search.isPending,
    voiceState: voice.state,
    toggleRecording,
    reset,
  };
}
