import { describe, expect, it } from 'vitest';
import { matchVoiceCommand, voiceCommandToRun } from './voice-commands';

describe('voice bookmark phrases', () => {
  it.each([
    ['Save this episode', 'save', 0.9],
    ['bookmark this', 'save', 0.9],
    ['please save it for later', 'save', 0.9],
    ['Add this to my playlist', 'playlist', 0.9],
    ['remove this from saved', 'unsave', 0.8],
    ['unsave this episode', 'unsave', 0.8],
    ['delete it', 'unsave', 0.8],
  ])('%s -> %s (%s)', (phrase, action, confidence) => {
    expect(matchVoiceCommand(phrase)).toEqual({ action, confidence });
    expect(voiceCommandToRun(phrase)?.action).toBe(action);
  });

  it('does not run a command word said inside a question', () => {
    expect(voiceCommandToRun('How do they suggest I save money for retirement when I am young?')).toBeNull();
    expect(matchVoiceCommand('What did the guest say about keeping a playlist of songs?')?.confidence).toBeLessThan(
      0.7,
    );
    expect(matchVoiceCommand('What is the main idea of this episode')).toBeNull();
  });
});
