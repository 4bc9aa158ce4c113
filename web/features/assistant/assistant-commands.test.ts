import { describe, expect, it } from 'vitest';
import { assistantCommand, playedAtRate } from './assistant-commands';

describe('assistant voice commands', () => {
  it('reads stop, play episode N and read titles as speech to text writes them', () => {
    expect(assistantCommand('Stop.')).toEqual({ kind: 'stop' });
    expect(assistantCommand('stop listening')).toEqual({ kind: 'stop' });
    expect(assistantCommand('play episode 2')).toEqual({ kind: 'play', episode: 2 });
    expect(assistantCommand('Play episode two')).toEqual({ kind: 'play', episode: 2 });
    expect(assistantCommand('play episode to')).toEqual({ kind: 'play', episode: 2 });
    expect(assistantCommand('play the third one')).toEqual({ kind: 'play', episode: 3 });
    expect(assistantCommand('The first one sounds good, play it.')).toEqual({ kind: 'play', episode: 1 });
    expect(assistantCommand("let's hear the second one")).toEqual({ kind: 'play', episode: 2 });
    expect(assistantCommand('okay, play number four please')).toEqual({ kind: 'play', episode: 4 });
    expect(assistantCommand('Number two.')).toEqual({ kind: 'play', episode: 2 });
    expect(assistantCommand('episode 3 please')).toEqual({ kind: 'play', episode: 3 });
    expect(assistantCommand('read the titles')).toEqual({ kind: 'read-titles' });
    expect(assistantCommand('read results')).toEqual({ kind: 'read-titles' });
  });

  it('reads "more from this show" as the show playing, and a show named as a request', () => {
    for (const said of ['More from this show.', 'play more from that podcast', 'any other episodes of this show'])
      expect(assistantCommand(said)).toEqual({ kind: 'more-from-show' });
    expect(assistantCommand('more from planet money')).toBeNull();
  });

  it('reads playback commands a driver says', () => {
    expect(assistantCommand('Pause.')).toEqual({ kind: 'pause' });
    expect(assistantCommand('pause the episode')).toEqual({ kind: 'pause' });
    expect(assistantCommand('resume')).toEqual({ kind: 'resume' });
    expect(assistantCommand('keep playing')).toEqual({ kind: 'resume' });
    for (const said of [
      'Continue where I left off.',
      'pick up where i left off',
      'resume my podcast',
      'play what i was listening to',
    ])
      expect(assistantCommand(said)).toEqual({ kind: 'resume' });
    expect(assistantCommand('what was I listening to?')).toEqual({ kind: 'now-playing' });
    expect(assistantCommand("What's playing?")).toEqual({ kind: 'now-playing' });
    expect(assistantCommand('what am I listening to')).toEqual({ kind: 'now-playing' });
    for (const said of ["What's next?", "what's up next", 'what plays next', "what's after this"])
      expect(assistantCommand(said), said).toEqual({ kind: 'up-next' });
    expect(assistantCommand("what's next for the economy")).toBeNull();
    expect(assistantCommand('skip ahead 30 seconds')).toEqual({ kind: 'skip', seconds: 30 });
    expect(assistantCommand('go back fifteen seconds')).toEqual({ kind: 'skip', seconds: -15 });
    expect(assistantCommand('skip forward a minute')).toEqual({ kind: 'skip', seconds: 60 });
    // No feed marks where an ad ends: "skip the ads" steps ahead as "skip forward" does.
    for (const said of ['skip the ads', 'skip this ad', 'skip past the sponsor read', 'skip the commercials'])
      expect(assistantCommand(said), said).toEqual({ kind: 'skip', seconds: 30 });
    expect(assistantCommand('skip ahead 2 minutes')).toEqual({ kind: 'skip', seconds: 120 });
    expect(assistantCommand('rewind')).toEqual({ kind: 'skip', seconds: -15 });
    expect(assistantCommand('go back')).toEqual({ kind: 'skip', seconds: -15 });
    for (const said of ['Wait.', 'hang on', 'stop for a second', 'one sec', 'hang on a sec', "That's enough."])
      expect(assistantCommand(said), said).toEqual({ kind: 'pause' });
    expect(assistantCommand('wait for me')).toBeNull();
    for (const said of ['back up a bit', 'Rewind a little.', 'What did he just say?'])
      expect(assistantCommand(said), said).toEqual({ kind: 'skip', seconds: -15 });
    // The verb left out: "back 10", "forward thirty".
    expect(assistantCommand('back 10')).toEqual({ kind: 'skip', seconds: -10 });
    expect(assistantCommand('forward thirty')).toEqual({ kind: 'skip', seconds: 30 });
    for (const said of ['What episode is this?', 'Which episode is this?', "what's this called"])
      expect(assistantCommand(said), said).toEqual({ kind: 'now-playing' });
    expect(assistantCommand('one point five x')).toEqual({ kind: 'rate', rate: 1.5 });
    expect(assistantCommand('2x')).toEqual({ kind: 'rate', rate: 2 });
    expect(assistantCommand('tax')).toBeNull();
    // A number after "play" alone picks a result; "play one" is left to the server.
    expect(assistantCommand('Play 2.')).toEqual({ kind: 'play', episode: 2 });
    expect(assistantCommand('play three please')).toEqual({ kind: 'play', episode: 3 });
    expect(assistantCommand('play one')).toBeNull();
  });

  it('reads moving on, starting over and the time left', () => {
    for (const said of [
      'Next.',
      'next episode',
      'skip',
      'skip this one',
      'Skip that episode.',
      'play the next one',
      'skip to the next episode',
      'move on to the next one',
      'next track',
    ])
      expect(assistantCommand(said)).toEqual({ kind: 'next' });
    for (const said of [
      'Start over.',
      'play it from the beginning',
      'restart the episode',
      'go back to the start',
      'replay',
    ])
      expect(assistantCommand(said)).toEqual({ kind: 'restart' });
    for (const said of [
      'How much is left?',
      'how much longer is this episode',
      'how long until it is over',
      'When does this end?',
      'what time is left',
      'how much time do I have left',
    ])
      expect(assistantCommand(said)).toEqual({ kind: 'time-left' });
    for (const said of ['How long is this episode?', 'how long is this'])
      expect(assistantCommand(said)).toEqual({ kind: 'length-playing' });
    for (const said of ['When did this come out?', 'when was this episode released', 'how old is this episode'])
      expect(assistantCommand(said)).toEqual({ kind: 'date-playing' });
    expect(assistantCommand('when did it come out')).toBeNull();
    for (const said of ['Play it again', 'play that one again', 'hear it again from the start'])
      expect(assistantCommand(said)).toEqual({ kind: 'restart' });
    for (const said of ['Close', 'exit', 'close Borris', 'hey Boris, close the assistant', 'go away'])
      expect(assistantCommand(said), said).toEqual({ kind: 'close' });
    expect(assistantCommand('close encounters')).toBeNull();
    for (const said of ['Sleep timer', 'set a sleep timer'])
      expect(assistantCommand(said)).toEqual({ kind: 'sleep-how-long' });
    // "It" may be the episode just asked about: the server reads that.
    expect(assistantCommand('how long is it')).toBeNull();
    // Stopping the audio is a pause; "stop" alone stops listening and speaking.
    for (const said of ['Stop the podcast.', 'stop playing', 'turn it off'])
      expect(assistantCommand(said)).toEqual({ kind: 'pause' });
    expect(assistantCommand('stop')).toEqual({ kind: 'stop' });
    // Called by his name first or last, however speech to text spells it.
    expect(assistantCommand('Hey Boris, pause.')).toEqual({ kind: 'pause' });
    expect(assistantCommand('borris stop')).toEqual({ kind: 'stop' });
    expect(assistantCommand('next, Boris')).toEqual({ kind: 'next' });
    expect(assistantCommand('Boris Johnson')).toBeNull();
    expect(assistantCommand('Alexa, pause.')).toEqual({ kind: 'pause' });
    expect(assistantCommand('Hey Google, next.')).toEqual({ kind: 'next' });
    expect(assistantCommand('Google')).toBeNull();
    for (const said of ['Shut up.', 'be quiet', 'never mind', 'stop talking', 'cancel'])
      expect(assistantCommand(said), said).toEqual({ kind: 'stop' });
    // "Play" alone goes on with the episode in the player.
    expect(assistantCommand('Play.')).toEqual({ kind: 'resume' });
    for (const said of ["What's this episode about?", 'what is it about', 'tell me about this one'])
      expect(assistantCommand(said)).toEqual({ kind: 'about-playing' });
    // Requests that share the words stay requests.
    expect(assistantCommand('the next big thing in tech')).toBeNull();
    expect(assistantCommand('how much is left of the amazon rainforest')).toBeNull();
    expect(assistantCommand('stories about starting over')).toBeNull();
  });

  it('reads asking who is on the episode playing, and for more with its guest', () => {
    for (const said of [
      "Who's the guest?",
      'who is on this episode',
      'who are the guests',
      'who is talking',
      'who hosts this',
    ])
      expect(assistantCommand(said)).toEqual({ kind: 'who-playing' });
    for (const said of [
      'More from this guest.',
      'play more with this guest',
      'other episodes with this guest',
      'what else has this guest been on',
    ])
      expect(assistantCommand(said)).toEqual({ kind: 'guest-playing' });
    expect(assistantCommand('who is the host of planet money')).toBeNull();
    expect(assistantCommand('more with adam curry')).toBeNull();
  });

  it('reads moving by chapters and skipping the intro', () => {
    for (const said of ['Next chapter.', 'skip to the next chapter', 'skip this chapter', 'jump ahead a chapter'])
      expect(assistantCommand(said)).toEqual({ kind: 'chapter', which: 'next' });
    for (const said of [
      'previous chapter',
      'go back a chapter',
      'go back to the previous chapter',
      'replay this chapter',
    ])
      expect(assistantCommand(said)).toEqual({ kind: 'chapter', which: 'previous' });
    for (const said of ['Skip the intro.', 'skip intro', 'skip past the introduction', 'skip to the show'])
      expect(assistantCommand(said)).toEqual({ kind: 'chapter', which: 'intro' });
    expect(assistantCommand('the intro to economics')).toBeNull();
    expect(assistantCommand('a new chapter in space exploration')).toBeNull();
  });

  it('reads keeping an episode by voice: the playlist, or saved for later', () => {
    expect(assistantCommand('Add it to my playlist.')).toEqual({ kind: 'keep', list: 'playlist', episode: 'this' });
    expect(assistantCommand('put this one on the playlist')).toEqual({
      kind: 'keep',
      list: 'playlist',
      episode: 'this',
    });
    expect(assistantCommand('add number two to my playlist')).toEqual({ kind: 'keep', list: 'playlist', episode: 2 });
    expect(assistantCommand('add the third one to the queue')).toEqual({ kind: 'keep', list: 'playlist', episode: 3 });
    expect(assistantCommand('queue it up')).toEqual({ kind: 'keep', list: 'playlist', episode: 'this' });
    expect(assistantCommand('Save it for later.')).toEqual({ kind: 'keep', list: 'saved', episode: 'this' });
    expect(assistantCommand('save that episode')).toEqual({ kind: 'keep', list: 'saved', episode: 'this' });
    expect(assistantCommand('save episode 3 please')).toEqual({ kind: 'keep', list: 'saved', episode: 3 });
    expect(assistantCommand('bookmark the first one')).toEqual({ kind: 'keep', list: 'saved', episode: 1 });
    expect(assistantCommand('add it to my saved episodes')).toEqual({ kind: 'keep', list: 'saved', episode: 'this' });
    for (const said of ['remember this one', 'keep this one', 'favorite this', 'put this on my list for later'])
      expect(assistantCommand(said), said).toEqual({ kind: 'keep', list: 'saved', episode: 'this' });
    expect(assistantCommand('keep going')).toEqual({ kind: 'resume' });
    // All the episodes shown.
    for (const said of ['Add them all to my playlist.', 'add all of them to the queue', 'queue them up'])
      expect(assistantCommand(said)).toEqual({ kind: 'keep', list: 'playlist', episode: 'all' });
    expect(assistantCommand('save all three')).toEqual({ kind: 'keep', list: 'saved', episode: 'all' });
  });

  it('reads "play it next": an episode offered, next in the player after the one playing', () => {
    for (const said of ['Play it next.', 'queue it up next', 'put that one next', 'play this one after this'])
      expect(assistantCommand(said)).toEqual({ kind: 'play-next', episode: 'this' });
    expect(assistantCommand('play number two next')).toEqual({ kind: 'play-next', episode: 2 });
    expect(assistantCommand('Play the second one next, please.')).toEqual({ kind: 'play-next', episode: 2 });
    expect(assistantCommand('hey Borris, play episode 3 after this one')).toEqual({ kind: 'play-next', episode: 3 });
    expect(assistantCommand('After this one, play number three.')).toEqual({ kind: 'play-next', episode: 3 });
    expect(assistantCommand('and then the second one')).toEqual({ kind: 'play-next', episode: 2 });
    expect(assistantCommand('then play it')).toEqual({ kind: 'play-next', episode: 'this' });
    // Not "play next": the next one now, and a request.
    expect(assistantCommand('play the next one')).toEqual({ kind: 'next' });
    expect(assistantCommand('play the next episode of the daily')).toBeNull();
  });

  it('reads a place in the episode by its minute, and "stop after this episode"', () => {
    for (const [said, seconds] of [
      ['play from 10 minutes', 600],
      ['Jump to minute 5.', 300],
      ['go to the 20 minute mark', 1200],
      ['skip to 15 minutes in', 900],
    ] as const)
      expect(assistantCommand(said), said).toEqual({ kind: 'seek', seconds });
    // A distance, not a place; and a request.
    expect(assistantCommand('skip ahead 2 minutes')).toEqual({ kind: 'skip', seconds: 120 });
    expect(assistantCommand('play 10 minutes of planet money')).toBeNull();
    for (const said of ['stop after this episode', 'pause after this one'])
      expect(assistantCommand(said), said).toEqual({ kind: 'sleep', minutes: 'end' });
  });

  it('reads a pick however it is said, and "previous episode" as the one before', () => {
    for (const [said, episode] of [
      ["Let's go with number two.", 2],
      ["let's do the first", 1],
      ["I'll go with the second one", 2],
      ["let's try the third one", 3],
      ['I want the second one', 2],
      ['put the third one on', 3],
      ['Put number two on, please.', 2],
      ['skip to number four', 4],
      ['go to the second one', 2],
      ['jump to episode 2', 2],
    ] as const)
      expect(assistantCommand(said), said).toEqual({ kind: 'play', episode });
    for (const said of ['previous', 'Previous episode.', 'the one before this one', 'go back to the last episode'])
      expect(assistantCommand(said), said).toEqual({ kind: 'previous' });
    // The answer before is a request; "play the last episode" may mean the newest; "go back" rewinds.
    expect(assistantCommand('go back to the previous ones')).toBeNull();
    expect(assistantCommand('play the last episode')).toBeNull();
    expect(assistantCommand('go back')).toEqual({ kind: 'skip', seconds: -15 });
    // A place in the episode, or the next one, is no pick.
    expect(assistantCommand('skip to the end')).toBeNull();
    expect(assistantCommand('go to the next one')).toEqual({ kind: 'next' });
  });

  it('reads taking an episode off a list by voice, and clearing one (which Borris does not do)', () => {
    for (const said of ['Remove it from my playlist.', 'take this off my playlist', 'take it out of my queue'])
      expect(assistantCommand(said)).toEqual({ kind: 'remove', list: 'playlist', episode: 'this' });
    expect(assistantCommand('remove number two from the playlist')).toEqual({
      kind: 'remove',
      list: 'playlist',
      episode: 2,
    });
    expect(assistantCommand('unsave it')).toEqual({ kind: 'remove', list: 'saved', episode: 'this' });
    expect(assistantCommand('remove the second one from my saved episodes')).toEqual({
      kind: 'remove',
      list: 'saved',
      episode: 2,
    });
    for (const said of ['clear my playlist', 'delete everything from my playlist'])
      expect(assistantCommand(said)).toEqual({ kind: 'remove', list: 'playlist', episode: 'all' });
    expect(assistantCommand('clear my saved episodes')).toEqual({ kind: 'remove', list: 'saved', episode: 'all' });
    // Not a list: a request.
    expect(assistantCommand('remove it')).toBeNull();
  });

  it("reads asking for the listener's own audiobooks, which are played from My Audiobooks", () => {
    for (const said of [
      'play my audiobook',
      'Continue my audiobook.',
      'open my audio books',
      'my audiobooks',
      'play an audiobook',
      'read me a book',
      'continue my book',
    ])
      expect(assistantCommand(said), said).toEqual({ kind: 'audiobooks' });
    // Audiobooks as a topic are a request, and so is a book named or asked about.
    expect(assistantCommand('podcasts about audiobooks')).toBeNull();
    expect(assistantCommand('a book about bees')).toBeNull();
    expect(assistantCommand('play the book thief')).toBeNull();
  });

  it('reads asking to hear the last reply again', () => {
    for (const said of [
      'Repeat that.',
      'say that again',
      'can you repeat that please',
      'what did you say',
      'Sorry?',
      'come again',
    ])
      expect(assistantCommand(said)).toEqual({ kind: 'repeat' });
    expect(assistantCommand('repeat after me')).toBeNull();
  });

  it('answers volume requests instead of searching for them', () => {
    for (const said of ['Turn it up.', 'turn the volume down', 'louder', 'a bit quieter', 'volume up', 'mute'])
      expect(assistantCommand(said)).toEqual({ kind: 'volume' });
  });

  it('reads the titles however the listener asks for them', () => {
    for (const said of ['read them to me', 'Read those out again.', 'what were they', 'read them again'])
      expect(assistantCommand(said), said).toEqual({ kind: 'read-titles' });
    expect(assistantCommand('read them their rights')).toBeNull();
  });

  it('reads a command asked politely as the command', () => {
    expect(assistantCommand('Can you turn it up?')).toEqual({ kind: 'volume' });
    expect(assistantCommand('could you make it louder')).toEqual({ kind: 'volume' });
    expect(assistantCommand('Could you pause, please?')).toEqual({ kind: 'pause' });
    expect(assistantCommand('would you please skip ahead thirty seconds')).toEqual({ kind: 'skip', seconds: 30 });
    expect(assistantCommand('can you play number two next')).toEqual({ kind: 'play-next', episode: 2 });
    // A request asked politely is still a request.
    expect(assistantCommand('can you find something about farming')).toBeNull();
  });

  it('reads "more like this one" as like the episode playing', () => {
    for (const said of ['more like this one', 'something like this', "play something similar to what I'm listening to"])
      expect(assistantCommand(said), said).toEqual({ kind: 'like-playing' });
    expect(assistantCommand('more like the second one')).toBeNull();
    expect(assistantCommand('something like the daily')).toBeNull();
  });

  it('reads the speed asked for, up or down a step or as a number', () => {
    for (const said of ['speed it up', 'play it faster', 'Faster, please'])
      expect(assistantCommand(said), said).toEqual({ kind: 'rate', rate: 'faster' });
    for (const said of ['slow down', 'slower', 'slow it down'])
      expect(assistantCommand(said), said).toEqual({ kind: 'rate', rate: 'slower' });
    const rates: [string, number][] = [
      ['normal speed', 1],
      ['play at 1.5x', 1.5],
      ['one and a half times speed', 1.5],
      ['double speed', 2],
      ['set the speed to 1.25x', 1.25],
    ];
    for (const [said, rate] of rates) expect(assistantCommand(said), said).toEqual({ kind: 'rate', rate });
    expect(assistantCommand('play at 3x')).toBeNull();
    expect(assistantCommand('the speed of light')).toBeNull();
    expect(assistantCommand('play this episode at 2x')).toEqual({ kind: 'rate', rate: 2 });
  });

  it('reads a request to play at a speed: what to ask for, and the speed', () => {
    expect(playedAtRate('Play The Daily at 1.5x')).toEqual({ request: 'play the daily', rate: 1.5 });
    expect(playedAtRate('hey Borris, put on something about jazz at double speed')).toEqual({
      request: 'put on something about jazz',
      rate: 2,
    });
    expect(playedAtRate('play planet money at normal speed please')).toEqual({ request: 'play planet money', rate: 1 });
    // The one playing is a speed command; a number that is no speed is part of the request.
    for (const said of ['play it at 1.5x', 'play this episode at 2x', 'play the battle at two rivers', 'play at 2x'])
      expect(playedAtRate(said), said).toBeNull();
  });

  it('reads a sleep timer in minutes or hours, to the end of the episode, or off', () => {
    const timers: [string, number | 'end' | null][] = [
      ['set a sleep timer for 20 minutes', 20],
      ['sleep timer thirty minutes', 30],
      ['stop playing in an hour', 60],
      ['stop in half an hour', 30],
      ['stop at the end of this episode', 'end'],
      ['sleep timer end of episode', 'end'],
      ['cancel the sleep timer', null],
    ];
    for (const [said, minutes] of timers) expect(assistantCommand(said), said).toEqual({ kind: 'sleep', minutes });
    expect(assistantCommand('something about sleep')).toBeNull();
  });

  it('leaves requests alone', () => {
    expect(assistantCommand('save the whales')).toBeNull();
    expect(assistantCommand('add some episodes about gardening')).toBeNull();
    expect(assistantCommand('save number 800')).toBeNull();
    expect(assistantCommand('turn up the heat')).toBeNull();
    expect(assistantCommand('how to save money')).toBeNull();
    expect(assistantCommand('play something about stopping smoking')).toBeNull();
    expect(assistantCommand('episodes about reading')).toBeNull();
    expect(assistantCommand('the first one about taxes')).toBeNull();
    expect(assistantCommand('play the daily')).toBeNull();
    expect(assistantCommand('episode 800')).toBeNull();
    expect(assistantCommand('skip the daily')).toBeNull();
    expect(assistantCommand('go back to planet money')).toBeNull();
    expect(assistantCommand('what is inflation')).toBeNull();
    expect(assistantCommand('continue the conversation about sleep')).toBeNull();
  });
});
