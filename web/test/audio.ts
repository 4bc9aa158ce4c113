import { vi } from 'vitest';

/**
 * jsdom's media elements cannot play: `play()` here announces playback with a 'play' event, as a
 * browser does, so the player counts as playing. Returns the spy; restore it with vi.restoreAllMocks().
 */
export function stubAudioPlay() {
  return vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
  });
}
