/**
 * A stand-in for the browser's SpeechRecognition: each `new` is recorded, and a test speaks to
 * the latest session with `say` (interim or final phrases) or `fail` (an error event).
 */
export class FakeRecognition {
  static sessions: FakeRecognition[] = [];
  continuous = false;
  interimResults = false;
  lang = '';
  started = false;
  stopped = false;
  aborted = false;
  onresult:
    | ((e: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void)
    | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;

  constructor() {
    FakeRecognition.sessions.push(this);
  }
  start() {
    this.started = true;
  }
  stop() {
    this.stopped = true;
    this.onend?.();
  }
  abort() {
    this.aborted = true;
  }
  say(transcript: string, isFinal: boolean) {
    this.onresult?.({ resultIndex: 0, results: [{ isFinal, 0: { transcript } }] });
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.onend?.();
  }
}

/** Gives the page a speech recognition until the returned function is called. */
export function installFakeSpeechRecognition(): { latest: () => FakeRecognition; remove: () => void } {
  FakeRecognition.sessions = [];
  Object.defineProperty(window, 'SpeechRecognition', { value: FakeRecognition, configurable: true, writable: true });
  return {
    latest: () => {
      const session = FakeRecognition.sessions.at(-1);
      if (!session) throw new Error('No speech recognition was started');
      return session;
    },
    remove: () => {
      delete (window as unknown as { SpeechRecognition?: unknown }).SpeechRecognition;
    },
  };
}
