import { useCallback, useEffect, useRef, useState } from 'react';
import { SPEECH_LANG, VOICE_QUERY_MIN_CHARS, VOICE_SEARCH_DELAY_MS } from '../../../common/constants';

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

export type VoiceError = 'not-allowed' | 'failed' | null;

/**
 * Continuous English recognition with interim results (spec §4 Auto Search): a final phrase
 * longer than 3 characters is handed to `onQuery` after 500 ms; shorter ones are ignored.
 */
export function useVoiceSearch(onQuery: (query: string) => void) {
  const supported = !!recognitionCtor();
  const [listening, setListening] = useState(false);
  const [heard, setHeard] = useState('');
  const [error, setError] = useState<VoiceError>(null);
  const recognition = useRef<Recognition | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onQueryRef = useRef(onQuery);
  onQueryRef.current = onQuery;

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    recognition.current?.stop();
    setListening(false);
  }, []);

  const start = useCallback(() => {
    const Ctor = recognitionCtor();
    if (!Ctor) return;
    recognition.current?.abort();
    const rec = new Ctor();
    rec.continuous = true;
    rec.interimResults = true;
    rec.lang = SPEECH_LANG;
    rec.onresult = (e) => {
      let text = '';
      let final = '';
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const r = e.results[i];
        if (r.isFinal) final += r[0].transcript;
        else text += r[0].transcript;
      }
      setHeard((final || text).trim());
      const query = final.trim();
      if (query.length > VOICE_QUERY_MIN_CHARS) {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          rec.stop();
          setListening(false);
          onQueryRef.current(query);
        }, VOICE_SEARCH_DELAY_MS);
      }
    };
    rec.onerror = (e) => {
      setError(e.error === 'not-allowed' || e.error === 'service-not-allowed' ? 'not-allowed' : e.error === 'no-speech' || e.error === 'aborted' ? null : 'failed');
      setListening(false);
    };
    rec.onend = () => setListening(false);
    recognition.current = rec;
    setError(null);
    setHeard('');
    try {
      rec.start();
      setListening(true);
    } catch {
      setError('failed');
    }
  }, []);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      recognition.current?.abort();
    },
    [],
  );

  return { supported, listening, heard, error, start, stop };
}

/** Speaks `text` when the browser can; false when it cannot. */
export function speak(text: string, onError?: () => void): boolean {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return false;
  window.speechSynthesis.cancel();
  const u = new SpeechSynthesisUtterance(text);
  u.lang = SPEECH_LANG;
  if (onError) u.onerror = (e) => e.error !== 'interrupted' && e.error !== 'canceled' && onError();
  window.speechSynthesis.speak(u);
  return true;
}
