import { describe, expect, it } from 'vitest';
import { assistantCommand } from './assistant-commands';

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

  it('reads playback commands a driver says', () => {
    expect(assistantCommand('Pause.')).toEqual({ kind: 'pause' });
    expect(assistantCommand('pause the episode')).toEqual({ kind: 'pause' });
    expect(assistantCommand('resume')).toEqual({ kind: 'resume' });
    expect(assistantCommand('keep playing')).toEqual({ kind: 'resume' });
    expect(assistantCommand("What's playing?")).toEqual({ kind: 'now-playing' });
    expect(assistantCommand('what am I listening to')).toEqual({ kind: 'now-playing' });
    expect(assistantCommand('skip ahead 30 seconds')).toEqual({ kind: 'skip', seconds: 30 });
    expect(assistantCommand('go back fifteen seconds')).toEqual({ kind: 'skip', seconds: -15 });
    expect(assistantCommand('skip forward a minute')).toEqual({ kind: 'skip', seconds: 60 });
    expect(assistantCommand('skip ahead 2 minutes')).toEqual({ kind: 'skip', seconds: 120 });
    expect(assistantCommand('rewind')).toEqual({ kind: 'skip', seconds: -15 });
    expect(assistantCommand('go back')).toEqual({ kind: 'skip', seconds: -15 });
  });

  it('leaves requests alone', () => {
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
