/**
 * Headless Chromium has no working speech recognition or voices; journeys install these in the
 * page. `window.__say(text)` makes the active recognition hear a final phrase;
 * `window.__spoken` lists what was spoken aloud.
 */
export function installSpeechStubs() {
  type Listener = ((e: unknown) => void) | null;
  const w = window as unknown as Record<string, unknown>;
  const spoken: string[] = [];
  w.__spoken = spoken;
  let active: MockRecognition | null = null;

  class MockRecognition {
    continuous = false;
    interimResults = false;
    lang = 'en-US';
    onresult: Listener = null;
    onerror: Listener = null;
    onend: Listener = null;
    start() {
      active = this;
    }
    stop() {
      if (active === this) active = null;
      setTimeout(() => this.onend?.({}), 0);
    }
    abort() {
      this.stop();
    }
  }
  w.SpeechRecognition = MockRecognition;
  w.webkitSpeechRecognition = MockRecognition;
  w.__say = (text: string) => {
    const result = Object.assign([{ transcript: text, confidence: 0.95 }], { isFinal: true });
    active?.onresult?.({ resultIndex: 0, results: [result] });
    return active !== null;
  };

  class MockUtterance {
    lang = '';
    rate = 1;
    pitch = 1;
    volume = 1;
    onend: Listener = null;
    onerror: Listener = null;
    constructor(readonly text: string) {}
  }
  w.SpeechSynthesisUtterance = MockUtterance;
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      speaking: false,
      getVoices: () => [{ name: 'Test voice', lang: 'en-US' }],
      speak(u: MockUtterance) {
        spoken.push(u.text);
        setTimeout(() => u.onend?.({}), 50);
      },
      cancel() {},
      pause() {},
      resume() {},
    },
  });
}
