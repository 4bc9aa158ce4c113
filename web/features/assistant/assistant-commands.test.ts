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
    expect(assistantCommand('read the titles')).toEqual({ kind: 'read-titles' });
    expect(assistantCommand('read results')).toEqual({ kind: 'read-titles' });
  });

  it('leaves requests alone', () => {
    expect(assistantCommand('play something about stopping smoking')).toBeNull();
    expect(assistantCommand('episodes about reading')).toBeNull();
  });
});
