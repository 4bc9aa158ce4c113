import { useCallback, useEffect, useRef } from 'react';
import { SPEECH_LANG } from '../../common/constants';

type RecognitionResultList = ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
type Recognition = {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((e: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};
type RecognitionCtor = new () => Recognition;

function recognitionCtor(): RecognitionCtor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Silence and our own aborts are not failures; a refused microphone is told apart from the rest. */
export type RecognitionErrorKind = 'ignored' | 'not-allowed' | 'failed';

function errorKind(error: string): RecognitionErrorKind {
  if (error === 'no-speech' || error === 'aborted') return 'ignored';
  if (error === 'not-allowed' || error === 'service-not-allowed') return 'not-allowed';
  return 'failed';
}

export type RecognitionHandlers = {
  /** The phrases that became final in this event, and what is still being heard. */
  onResult: (finals: string[], interim: string) => void;
  onError: (kind: RecognitionErrorKind, error: string) => void;
  onEnd: () => void;
};

/**
 * The browser's speech recognition, one session at a time: continuous, in English, with interim
 * results. A new session aborts the one before; leaving the screen aborts it and any pending wait.
 */
export function useSpeechRecognition() {
  const active = useRef<Recognition | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  /** Runs `fn` after `ms` unless another wait, `cancelWait` or `stop` comes first. */
  const wait = useCallback((ms: number, fn: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  }, []);

  const cancelWait = useCallback(() => clearTimeout(timer.current), []);

  /** Ends the session in progress; what was already said still arrives. */
  const stop = useCallback(() => {
    clearTimeout(timer.current);
    active.current?.stop();
    active.current = null;
  }, []);

  /** Starts a session; false when the browser has no speech recognition. `start()` may throw. */
  const listen = useCallback((handlers: RecognitionHandlers): boolean => {
    const Ctor = recognitionCtor();
    if (!Ctor) return false;
    active.current?.abort();
    const rec = new Ctor();
    rec.continuous = true;
    rec.interimResults = true;
    rec.lang = SPEECH_LANG;
    rec.onresult = (e) => {
      const finals: string[] = [];
      let interim = '';
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const r = e.results[i];
        if (r.isFinal) finals.push(r[0].transcript);
        else interim += r[0].transcript;
      }
      handlers.onResult(finals, interim);
    };
    rec.onerror = (e) => handlers.onError(errorKind(e.error), e.error);
    rec.onend = () => handlers.onEnd();
    active.current = rec;
    rec.start();
    return true;
  }, []);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      active.current?.abort();
    },
    [],
  );

  return { supported: Boolean(recognitionCtor()), listen, stop, wait, cancelWait };
}
