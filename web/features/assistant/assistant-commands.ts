import { ASSISTANT_PICKABLE } from '../../../common/constants';

/** What a spoken phrase asks the overlay to do, when it is a command rather than a request. */
export type AssistantCommand =
  | { kind: 'stop' }
  /** "Close", "exit", "close Borris": closes the overlay, as its close button does. */
  | { kind: 'close' }
  /** "Set a sleep timer" with no length said: Borris says how to say one. */
  | { kind: 'sleep-how-long' }
  | { kind: 'play'; episode: number }
  | { kind: 'read-titles' }
  | KeepCommand
  | RemoveCommand
  /**
   * "Play it next", "play number two after this": that episode next in the player's queue. `episode`
   * is a result's number in the last answer, or 'this' for the only one offered.
   */
  | { kind: 'play-next'; episode: number | 'this' }
  | { kind: 'volume' }
  /** "Play my audiobook": the listener's own books are played from My Audiobooks, not found by Borris. */
  | { kind: 'audiobooks' }
  | { kind: 'repeat' }
  | { kind: 'more-from-show' }
  | { kind: 'about-playing' }
  | { kind: 'like-playing' }
  /** "Who's the guest?", "who is on this episode?": the people of the episode playing. */
  | { kind: 'who-playing' }
  /** "More with this guest": episodes with the guest of the episode playing. */
  | { kind: 'guest-playing' }
  | PlaybackCommand;

/**
 * "Add it to my playlist", "save number two": keeps an episode by voice. `episode` is a result's
 * number in the last answer, or 'this' for the one playing (or the only one offered).
 */
export type KeepCommand = { kind: 'keep'; list: 'playlist' | 'saved'; episode: number | 'this' | 'all' };

/**
 * "Take it off my playlist", "unsave number two": one episode out of a list, as a keep command
 * names it. "Clear my playlist" (`episode` 'all') is not done by voice: a word misheard would
 * lose the whole list, so Borris says where Clear All is.
 */
export type RemoveCommand = { kind: 'remove'; list: 'playlist' | 'saved'; episode: number | 'this' | 'all' };

/**
 * Playback, by voice while driving: "pause", "resume", "what's playing", "skip ahead 30 seconds",
 * "next", "start over", "how much is left".
 */
export type PlaybackCommand =
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'now-playing' }
  /** "What's next?": the episode after the one playing in the player's queue. */
  | { kind: 'up-next' }
  | { kind: 'skip'; seconds: number }
  /** "Play from 10 minutes in", "jump to minute 5": that far into the episode. */
  | { kind: 'seek'; seconds: number }
  /** "Speed it up", "slow down", "normal speed", "play at 1.5 times speed". */
  | { kind: 'rate'; rate: number | 'faster' | 'slower' }
  /** "Sleep timer 20 minutes", "stop at the end of this episode", "cancel the sleep timer". */
  | { kind: 'sleep'; minutes: number | 'end' | null }
  | { kind: 'next' }
  /** The episode before this one: in the player's queue, else in the last answer. */
  | { kind: 'previous' }
  | { kind: 'restart' }
  | { kind: 'time-left' }
  /** "How long is this episode?": the length of the one playing. */
  | { kind: 'length-playing' }
  /** "When did this come out?": the day the one playing came out. */
  | { kind: 'date-playing' }
  /** "Next chapter", "previous chapter", "skip the intro": by the episode's chapters. */
  | { kind: 'chapter'; which: 'next' | 'previous' | 'intro' };

const PLAYBACK_KINDS = new Set<AssistantCommand['kind']>([
  'pause',
  'resume',
  'now-playing',
  'up-next',
  'skip',
  'seek',
  'rate',
  'sleep',
  'next',
  'previous',
  'restart',
  'time-left',
  'length-playing',
  'date-playing',
  'chapter',
]);

export const isPlayback = (command: AssistantCommand): command is PlaybackCommand => PLAYBACK_KINDS.has(command.kind);

const NUMBERS: Record<string, number> = {
  one: 1,
  first: 1,
  two: 2,
  to: 2,
  too: 2,
  second: 2,
  three: 3,
  third: 3,
  four: 4,
  for: 4,
  fourth: 4,
  five: 5,
  fifth: 5,
  six: 6,
  sixth: 6,
  seven: 7,
  seventh: 7,
  eight: 8,
  eighth: 8,
  nine: 9,
  ninth: 9,
  ten: 10,
  tenth: 10,
  // For "skip ahead thirty seconds".
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};

/** A number as speech to text writes it: "2", "two", "to", "second". */
const numberOf = (word: string | undefined): number | undefined =>
  word === undefined ? undefined : /^\d+$/.test(word) ? Number(word) : NUMBERS[word];

/**
 * Spec §4 voice commands: 'stop' / 'stop listening' / 'stop recording'; 'play episode N' (speech
 * to text writes "play episode two" or "play episode to"); a read-titles command.
 */
export function assistantCommand(spoken: string): AssistantCommand | null {
  const t = commandWords(spoken);
  // "Shut up", "never mind", "stop talking": stop listening and speaking, as "stop" does.
  if (
    /^(stop|stop listening|stop recording|stop it|please stop|stop talking|stop reading|shut up|be quiet|quiet|cancel|never ?mind|forget it)$/.test(
      t,
    )
  )
    return { kind: 'stop' };
  if (
    /^(?:(?:ok|okay|please) )?(?:close|exit|quit|close (?:it|this|this window|the window|the assistant|borris|boris)|exit (?:borris|boris|the assistant)|go away|dismiss)(?: please)?$/.test(
      t,
    )
  )
    return { kind: 'close' };
  const playNext =
    new RegExp(
      `^(?:please )?(?:play|queue|queue up|put|line up) ${WHICH} (?:up )?(?:next|after (?:this|that)(?: one)?|after the one playing)(?: please)?$`,
    ).exec(t) ??
    // "After this one, play number three", "and then the second one".
    new RegExp(`^(?:after (?:this|that)(?: one)?|(?:and )?then) (?:play |queue |put on )?${WHICH}(?: please)?$`).exec(
      t,
    );
  const next = namedEpisode(playNext);
  if (next !== null && next !== 'all') return { kind: 'play-next', episode: next };
  // "play episode 2", "play number three", "play the first one", and the ways a listener picks
  // one of the results: "the second one sounds good, play it", "let's hear the third one", "let's
  // go with number two", "I'll try the first one".
  const play =
    /^(?:(?:ok|okay|yes|yeah|great) )?(?:please )?(?:play|start|let s (?:hear|listen to|go with|do|try|play)|i ll (?:take|go with|have|try)|i d like|i want|go with|try|put on) (?:episode|number|result|the) ?(?:number )?(\d+|[a-z]+)(?: one| episode)?(?: please)?$/.exec(
      t,
    ) ??
    /^(?:(?:ok|okay|yes|yeah) )?the (first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth) one(?: sounds good| looks good| please)?(?: play it| please)?$/.exec(
      t,
    ) ??
    // "Put the third one on", "skip to number four", "go to the second one".
    /^(?:(?:ok|okay|yes|yeah) )?(?:please )?(?:(?:put|stick|throw) (?:on )?(?:the|number|episode) ?(?:number )?(\d+|[a-z]+)(?: one| episode)? on|(?:skip|go|jump|switch|move|change|cut) (?:straight )?(?:over )?to (?:episode|number|the) ?(?:number )?(\d+|[a-z]+)(?: one| episode)?)(?: please)?$/.exec(
      t,
    ) ??
    // "Play 2", "play three": a number without "episode" or "number" ("play one" may ask for anything).
    /^(?:(?:ok|okay|yes|yeah) )?(?:please )?(?:play|start|put on) (\d+|two|three|four|five|six|seven|eight|nine|ten)(?: please)?$/.exec(
      t,
    );
  const played = play ? numberOf(play[1] ?? play[2]) : undefined;
  if (played) return { kind: 'play', episode: played };
  // A result picked by its number alone: "number two", "episode 3 please".
  const picked = /^(?:(?:ok|okay|yes|yeah) )?(?:number|episode) (\d+|[a-z]+)(?: please)?$/.exec(t);
  const n = picked ? numberOf(picked[1]) : undefined;
  if (n && n <= ASSISTANT_PICKABLE) return { kind: 'play', episode: n };
  if (
    /^(?:please )?(?:pause|pause it|pause (?:the|this) (?:episode|podcast|audio|show)|hold on|hold it|hang on|(?:hold|hang) on a (?:second|sec|moment|minute|bit)|wait|wait a (?:second|sec|moment|minute)|one (?:second|sec|moment)|that s enough(?: for now)?|enough for now|(?:stop|pause)(?: it)? for a (?:second|sec|moment|minute|bit))(?: please)?$/.test(
      t,
    ) ||
    // "Stop" alone stops listening and speaking (spec §4); stopping the audio is said with what.
    /^(?:please )?(?:stop|turn off|shut off) (?:the|this) (?:episode|podcast|audio|show|playback|player)(?: please)?$|^(?:please )?(?:stop playing(?: it)?|stop playback|turn it off|shut it off)(?: please)?$/.test(
      t,
    )
  )
    return { kind: 'pause' };
  // "What's this episode about": the one playing (with nothing playing, a question about the answer).
  if (
    /^(?:so )?(?:what s|whats|what is) (?:this|it|this episode|this one|this podcast) about$|^tell me (?:more )?about (?:this|this episode|this one)$/.test(
      t,
    )
  )
    return { kind: 'about-playing' };
  // "More like this one", "something similar to what I'm listening to": like the one playing.
  if (
    /^(?:(?:play|find|give|get)(?: me)? )?(?:some )?(?:more|something|anything|episodes?|others?)(?: else)? (?:like|similar to) (?:this|this one|this episode|it|what s playing|what i m (?:listening to|hearing))(?: please)?$/.test(
      t,
    )
  )
    return { kind: 'like-playing' };
  if (
    /^(?:so )?(?:who s|whos|who is|who are) (?:the (?:guests?|hosts?|speakers?)|(?:on|in|talking|speaking|hosting)(?: (?:this|it|this episode|this one|now|right now))?|this(?: guest| person)?)(?: (?:on|in) (?:this|it|this episode|this one))?$|^who (?:hosts|is hosting|s hosting) (?:this|it|this episode|this one)$/.test(
      t,
    )
  )
    return { kind: 'who-playing' };
  if (
    /^(?:(?:play|find|give|get)(?: me)? )?(?:some )?(?:more|other episodes?|more episodes?|anything else|something else) (?:from|with|by|featuring) (?:this|that|the same) (?:guest|person|speaker)(?: please)?$|^what else (?:has|is|was) (?:this|that) (?:guest|person) (?:been )?(?:on|in)$/.test(
      t,
    )
  )
    return { kind: 'guest-playing' };
  const seek =
    /^(?:please )?(?:(?:play|start|go|jump|skip|seek|move|fast forward)(?: it)?(?: ahead| forward| back)? (?:from|to|at) )(?:the )?(?:minute (\d+|[a-z]+)|(\d+|[a-z]+) minutes?(?: in| mark)?|(\d+|[a-z]+) minute mark)(?: please)?$/.exec(
      t,
    );
  const minute = seek ? numberOf(seek[1] ?? seek[2] ?? seek[3]) : undefined;
  if (minute !== undefined && minute <= 24 * 60) return { kind: 'seek', seconds: minute * 60 };
  const chapter = chapterCommand(t);
  if (chapter) return chapter;
  // The next in the player's queue, or the next of the episodes offered: "next", "skip this one".
  if (
    /^(?:please )?(?:next|next one|next episode|next track|skip track|skip|skip it|skip this|skip that|skip (?:this|that|the) (?:one|episode)|(?:play|go to|go on to|on to|skip to|move on to) the next (?:one|episode))(?: please)?$/.test(
      t,
    )
  )
    return { kind: 'next' };
  // "The ones before" (plural) asks for the answer before, as a request.
  if (
    /^(?:please )?(?:previous|previous (?:one|episode|track)|(?:play|go to) the previous (?:one|episode)|(?:go )?back to the (?:previous|last) (?:one|episode)|(?:play |go back to )?the (?:one|episode) before(?: this| that| this one| that one)?|(?:go |skip )?back (?:one|an) episode)(?: please)?$/.test(
      t,
    )
  )
    return { kind: 'previous' };
  if (
    /^(?:please )?(?:start over|restart|replay|replay (?:it|this|the episode|this episode)|(?:play|hear) (?:it|this|this one|this episode|that|that one) (?:again|over)(?: from the (?:beginning|start|top))?|restart (?:it|this|the episode|this episode)|from the (?:beginning|start|top)|(?:play|start) (?:it |this |this episode |the episode )?(?:from|at) the (?:beginning|start|top)|go back to the (?:beginning|start))(?: please)?$/.test(
      t,
    )
  )
    return { kind: 'restart' };
  if (
    /^(?:how much (?:time )?is left|what time is left|how much time (?:do i have|have i got) left|how much (?:time )?(?:is )?left (?:of|in) (?:it|this|this episode|the episode)|how much longer(?: is it| is this| is this episode| does it go on| to go)?|how long is left|how long (?:is )?left (?:of|in) (?:it|this|this episode|the episode)|how long until (?:it s|it is|this is|the episode is) (?:over|done|finished)|how long does (?:it|this) have left|how far (?:in )?am i|when (?:does|will) (?:it|this|this episode|the episode) (?:end|finish|be over|be done))$/.test(
      t,
    )
  )
    return { kind: 'time-left' };
  if (
    /^(?:how long is (?:this|this one|this episode|the episode)|how long does this (?:one |episode )?(?:last|run|go))$/.test(
      t,
    )
  )
    return { kind: 'length-playing' };
  if (
    /^(?:when did (?:this|this one|this episode) (?:come out|air|get released|get published|drop)|when was (?:this|this one|this episode) (?:released|published|recorded|made|out)|how old is (?:this|this one|this episode))$/.test(
      t,
    )
  )
    return { kind: 'date-playing' };
  if (
    /^(?:please )?(?:resume|unpause|continue|keep (?:playing|going)|carry on|play again|start again|play)(?: please)?$/.test(
      t,
    ) ||
    // "Continue where I left off", "resume my podcast", "play what I was listening to": the
    // episode in the player, which a reload keeps.
    /^(?:please )?(?:(?:continue|resume|pick up|carry on|start)(?: from)? where i (?:left off|stopped|was)|(?:continue|resume|go back to) my (?:episode|podcast|show)|play what i was (?:listening to|playing))(?: please)?$/.test(
      t,
    )
  )
    return { kind: 'resume' };
  if (
    /^(?:what s|whats|what is) (?:playing|this|on)(?: now| right now)?$|^what (?:am i|was i) (?:listening to|hearing)$|^(?:what|which) (?:episode|podcast|show) is (?:this|playing|on)(?: now| right now)?$|^what s this (?:episode |one )?called$/.test(
      t,
    )
  )
    return { kind: 'now-playing' };
  if (
    /^(?:so )?(?:what s|whats|what is) (?:up )?next(?: (?:on|in) (?:my|the) (?:queue|playlist))?$|^what (?:plays|s playing|is playing|comes|s coming|is coming) (?:up )?next$|^what s (?:on )?after (?:this|this one|that)$/.test(
      t,
    )
  )
    return { kind: 'up-next' };
  // "skip ahead 30 seconds", "go back fifteen seconds", "skip forward a minute", "rewind".
  const skip =
    /^(?:please )?(skip|jump|go|fast forward|rewind)(?: (ahead|forward|back|backward|backwards))?(?: by)?(?: (\d+|[a-z]+|a) (seconds?|minutes?))?(?: please)?$/.exec(
      t,
    );
  // "Skip the ads": no feed marks where an ad ends, so a step ahead, said as such, as "skip forward" is.
  if (
    /^(?:please )?skip (?:(?:past|over) )?(?:the |this |an? )?(?:ads?|adverts?|advertisements?|commercials?|sponsors?|sponsor reads?|ad breaks?|ad reads?)(?: please)?$/.test(
      t,
    )
  )
    return { kind: 'skip', seconds: 30 };
  // "Back up a bit", "rewind a little", "what did he just say": a short way back.
  if (
    /^(?:please )?(?:back up|go back|rewind|skip back|jump back)(?: a (?:bit|little|little bit|touch))(?: please)?$|^what did (?:he|she|they) (?:just )?say$/.test(
      t,
    )
  )
    return { kind: 'skip', seconds: -15 };
  // "Back 10", "forward 30": seconds, the verb left out.
  const bare = /^(back|forward|ahead) (\d+|[a-z]+)(?: seconds?)?$/.exec(t);
  const bareSeconds = bare ? numberOf(bare[2]) : undefined;
  if (bare && bareSeconds !== undefined)
    return { kind: 'skip', seconds: bare[1] === 'back' ? -bareSeconds : bareSeconds };
  if (skip && (skip[2] || /^(rewind|fast forward)$/.test(skip[1] as string))) {
    const back = skip[1] === 'rewind' || /^back/.test(skip[2] ?? '');
    const amount = skip[3] === undefined ? 1 : skip[3] === 'a' ? 1 : numberOf(skip[3]);
    const unit = skip[4] ?? 'seconds';
    if (amount !== undefined) {
      const seconds = skip[3] === undefined ? (back ? 15 : 30) : amount * (/^minute/.test(unit) ? 60 : 1);
      return { kind: 'skip', seconds: back ? -seconds : seconds };
    }
  }
  const rate = rateCommand(t);
  if (rate) return rate;
  const sleep = sleepCommand(t);
  if (sleep) return sleep;
  if (
    /^(?:(?:sorry|pardon|what) )?(?:(?:can|could) you )?(?:please )?(?:repeat(?: that| it)?|say (?:that|it) again|say again|come again|what did you (?:just )?say|i didn t (?:catch|get|hear) (?:that|it|you)|pardon(?: me)?|sorry(?: what)?)(?: please)?$/.test(
      t,
    )
  )
    return { kind: 'repeat' };
  const keep = keepCommand(t);
  if (keep) return keep;
  const removed = removeCommand(t);
  if (removed) return removed;
  if (
    /^(?:please )?(?:(?:play|resume|continue|open|read|start|go back to|pick up|carry on with|listen to)(?: me)? )?(?:(?:my|the) (?:audio ?books?|audio ?book i uploaded|books? i uploaded|book)|(?:an?|some) (?:audio ?books?|book)|audio ?books)(?: please)?$/.test(
      t,
    )
  )
    return { kind: 'audiobooks' };
  // "More from this show", "other episodes of that podcast": the show of the episode playing.
  if (
    /^(?:(?:play|give me|get me|find|any|are there|is there) )?(?:some )?(?:more|other episodes?|more episodes?|anything else|something else)(?: like this)? (?:from|of|by|on) (?:this|that|the same) (?:show|podcast)(?: please)?$/.test(
      t,
    )
  )
    return { kind: 'more-from-show' };
  // The player has no volume of its own: the car's or phone's buttons set it.
  if (
    /^(?:please )?(?:turn (?:it|this|the volume|the sound) (?:up|down)|turn (?:up|down) the (?:volume|sound)|(?:volume|sound) (?:up|down)|louder|quieter|softer|(?:make it|a bit|a little) (?:louder|quieter|softer)|(?:increase|decrease|raise|lower) the (?:volume|sound)|(?:un)?mute(?: it)?)(?: please)?$/.test(
      t,
    )
  )
    return { kind: 'volume' };
  if (
    /^(?:please )?(?:read|say|tell me|list)(?: me| out)?(?: the)? (?:titles|results|episodes|episode titles|list)(?: again)?$/.test(
      t,
    ) ||
    /^what did you find$/.test(t) ||
    // "Read them to me", "read those out again", "what were they".
    /^(?:read|say|list) (?:them|those|these)(?: out)?(?: to me)?(?: again)?$|^what were (?:they|those|the titles)(?: again)?$/.test(
      t,
    )
  )
    return { kind: 'read-titles' };
  return null;
}

/** "Next chapter", "skip this chapter", "go back a chapter", "skip the intro". */
function chapterCommand(t: string): AssistantCommand | null {
  const said = (pattern: string) => new RegExp(`^(?:please )?(?:${pattern})(?: please)?$`).test(t);
  if (said('skip (?:past |over )?(?:the )?(?:intro|introduction|opening)|skip to the show'))
    return { kind: 'chapter', which: 'intro' };
  if (
    said(
      'next chapter|(?:skip|go|jump|move|on) to the next chapter|skip (?:this |the |a )?chapter|(?:skip|go|jump) (?:ahead|forward) (?:a|one) chapter',
    )
  )
    return { kind: 'chapter', which: 'next' };
  if (
    said(
      'previous chapter|last chapter again|(?:go|jump|skip) back (?:a|one) chapter|(?:go|jump|skip) back to the (?:previous|last) chapter|(?:replay|restart) (?:this|the) chapter|back a chapter',
    )
  )
    return { kind: 'chapter', which: 'previous' };
  return null;
}

/** Which episode a keep command names: "it", "this one", "number two", "the second one", "episode 3". */
const WHICH =
  '(it|this|that|this one|that one|this episode|that episode|them all|all of them|all three|all of those|those all|these all|them|those|these|(?:number|episode|result) (?:\\d+|[a-z]+)|the (?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)(?: one| episode)?)';

const KEEP_PATTERNS: { list: KeepCommand['list']; pattern: RegExp }[] = [
  {
    list: 'playlist',
    pattern: new RegExp(
      `^(?:please )?(?:(?:add|put) ${WHICH} (?:to|on|in|into) (?:my|the) (?:playlist|queue|list)|queue ${WHICH}(?: up)?|queue up ${WHICH})(?: please)?$`,
    ),
  },
  {
    list: 'saved',
    pattern: new RegExp(
      `^(?:please )?(?:save|bookmark|favou?rite|star|remember|keep) ${WHICH}(?: for later| for me| for another time)?(?: please)?$|^(?:please )?(?:add|put) ${WHICH} (?:to|in|on) (?:my|the) (?:saved(?: episodes)?|library|favou?rites|bookmarks|list for later|listen later list)(?: please)?$`,
    ),
  },
];

/**
 * The episode a match of WHICH names: 'this' ("it", "that one"), 'all' ("them all": the episodes
 * the last answer shows), or a result's number ("number two", "the second one"); null for none.
 */
function namedEpisode(m: RegExpExecArray | null): number | 'this' | 'all' | null {
  const which = m?.slice(1).find((g) => g !== undefined);
  if (!which) return null;
  if (/^(it|this|that)( one| episode)?$/.test(which)) return 'this';
  if (/^(them|those|these|all|them all|those all|these all|all of them|all of those|all three)$/.test(which))
    return 'all';
  const n = numberOf(which.split(' ')[1]);
  return n && n <= ASSISTANT_PICKABLE ? n : null;
}

function keepCommand(t: string): KeepCommand | null {
  for (const { list, pattern } of KEEP_PATTERNS) {
    const episode = namedEpisode(pattern.exec(t));
    if (episode !== null) return { kind: 'keep', list, episode };
  }
  return null;
}

const LIST_NAMES: Record<RemoveCommand['list'], string> = {
  playlist: '(?:playlist|queue|list)',
  saved: '(?:saved(?: episodes| list)?|saved for later|library|favou?rites|bookmarks)',
};

function removeCommand(t: string): RemoveCommand | null {
  for (const list of ['playlist', 'saved'] as const) {
    const from = `(?:from|off|out of) (?:my|the) ${LIST_NAMES[list]}`;
    if (
      new RegExp(
        `^(?:please )?(?:clear|empty|wipe|delete|erase) (?:my|the) ${LIST_NAMES[list]}(?: please)?$|^(?:please )?(?:remove|delete|take) (?:everything|all of them|them all|all) ${from}(?: please)?$`,
      ).test(t)
    )
      return { kind: 'remove', list, episode: 'all' };
    const episode = namedEpisode(
      new RegExp(`^(?:please )?(?:remove|delete|take|drop) ${WHICH} (?:out )?${from}(?: please)?$`).exec(t) ??
        (list === 'saved' ? new RegExp(`^(?:please )?(?:unsave|unbookmark) ${WHICH}(?: please)?$`).exec(t) : null),
    );
    // "Remove them all from my playlist" is the whole list, read above.
    if (episode !== null && episode !== 'all') return { kind: 'remove', list, episode };
  }
  return null;
}

/** A speed as said: "1 5x" (1.5x, punctuation gone), "one and a half times", "double", "2x". */
const SPOKEN_RATES: [RegExp, number][] = [
  [/^(?:0 75|three quarters?|three quarter)$/, 0.75],
  [/^(?:1|one|normal|regular|usual|standard)$/, 1],
  [/^(?:1 25|one and a quarter|one point two five)$/, 1.25],
  [/^(?:1 5|one and a half|one point five)$/, 1.5],
  [/^(?:1 75|one and three quarters|one point seven five)$/, 1.75],
  [/^(?:2|two|double)$/, 2],
];

function rateCommand(t: string): AssistantCommand | null {
  if (
    /^(?:please )?(?:speed (?:it|this) up|(?:play (?:it |this )?)?faster|go faster|(?:a bit |a little )?faster please|increase the speed|speed up)(?: please)?$/.test(
      t,
    )
  )
    return { kind: 'rate', rate: 'faster' };
  if (
    /^(?:please )?(?:slow (?:it |this )?down|(?:play (?:it |this )?)?slower|go slower|decrease the speed|lower the speed)(?: please)?$/.test(
      t,
    )
  )
    return { kind: 'rate', rate: 'slower' };
  const said =
    /^(?:please )?(?:(?:play|set it|set the speed|put it|go back)(?: it)? (?:at|to) )?(?:the )?(.+?)(?: ?x| times)?(?: speed| playback speed)$/.exec(
      t,
    ) ??
    /^(?:please )?(?:play (?:it |this |this one |this episode )?at|set (?:the )?speed to|speed) (.+?)(?: ?x| times)$/.exec(
      t,
    ) ??
    // A speed alone: "1 5x", "one point five x".
    /^(?:please )?(.+?) ?x$/.exec(t);
  const rate = said && SPOKEN_RATES.find(([re]) => re.test(said[1] as string))?.[1];
  return rate ? { kind: 'rate', rate } : null;
}

function sleepCommand(t: string): AssistantCommand | null {
  if (/^(?:please )?(?:(?:set|start|turn on) (?:a |the )?)?sleep timer(?: please)?$/.test(t))
    return { kind: 'sleep-how-long' };
  if (/^(?:please )?(?:cancel|stop|turn off|clear|remove|no) (?:the )?sleep timer(?: please)?$/.test(t))
    return { kind: 'sleep', minutes: null };
  if (
    /^(?:please )?(?:(?:set (?:a |the )?)?sleep timer (?:for |to )?(?:the )?end of (?:the |this )?episode|(?:stop|pause|turn (?:it )?off) (?:playing )?(?:at|after) the end of (?:this|the) episode|(?:stop|pause|turn (?:it )?off) (?:playing )?after (?:this|this one|this episode|the episode|it))(?: please)?$/.test(
      t,
    )
  )
    return { kind: 'sleep', minutes: 'end' };
  const timed =
    /^(?:please )?(?:(?:set (?:a |the )?)?sleep timer (?:for |to |in )?|(?:stop|pause|turn (?:it )?off)(?: playing)? (?:in|after) )(\d+|[a-z]+|an?|half an?) (minutes?|hours?)(?: please)?$/.exec(
      t,
    );
  if (!timed) return null;
  const unit = /^hour/.test(timed[2] as string) ? 60 : 1;
  const amount = /^half/.test(timed[1] as string) ? 0.5 : /^an?$/.test(timed[1] as string) ? 1 : numberOf(timed[1]);
  const minutes = amount === undefined ? undefined : Math.round(amount * unit);
  return minutes && minutes <= 24 * 60 ? { kind: 'sleep', minutes } : null;
}

/**
 * "Play The Daily at 1.5x", "put on something about jazz at double speed": the request to play,
 * in the words commands are read in, and the speed to play it at; null when no speed is said, or
 * when what is played is the one playing ("play it at 1.5x" is a command of its own).
 */
export function playedAtRate(spoken: string): { request: string; rate: number } | null {
  const m =
    /^((?:play|put on|start|throw on|fire up) (?!(?:it|this|that|this one|that one|this episode) (?:at|in) ).+?) (?:at|in) (?:the )?(.+?)(?: ?x| times| times speed| speed| playback speed)(?: please)?$/.exec(
      commandWords(spoken),
    );
  const rate = m && SPOKEN_RATES.find(([re]) => re.test(m[2] as string))?.[1];
  return m && rate ? { request: m[1] as string, rate } : null;
}

/** What was said, in the words commands are read in: small letters and spaces, without Borris's name or "please". */
function commandWords(spoken: string): string {
  return (
    spoken
      .toLowerCase()
      .replace(/[^a-z0-9 ]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      // His name, as a driver calls him and speech to text spells it: "hey Boris, pause", "next,
      // Borris"; or another assistant's, out of habit ("Alexa, pause", "hey Google, next").
      .replace(/^(?:(?:hey|hi|ok|okay|yo) )?(?:bor?ris|bories|siri|alexa) |^(?:hey|ok|okay) google /, '')
      .replace(/ bor?ris$/, '')
      // Asked politely: "can you turn it up", "could you pause", "would you please skip ahead".
      .replace(/^(?:(?:can|could|would|will) you (?:please )?|please )(?=\S)/, '')
  );
}
