import { useCallback, useRef, useState } from 'react';
import { SPEECH_LANG, VOICE_QUERY_MIN_CHARS, VOICE_SEARCH_DELAY_MS } from '../../../common/constants';
import { useSpeechRecognition } from '../../lib/use-speech-recognition';

export type VoiceError = 'not-allowed' | 'failed' | null;

/**
 * Continuous English recognition with interim results (spec §4 Auto Search): a final phrase
 * longer than 3 characters is handed to `onQuery` after 500 ms; shorter ones are ignored.
 */
export function useVoiceSearch(onQuery: (query: string) => void) {
  const { supported, listen, stop: stopRecognition, wait } = useSpeechRecognition();
  const [listening, setListening] = useState(false);
  const [heard, setHeard] = useState('');
  const [error, setError] = useState<VoiceError>(null);
  const onQueryRef = useRef(onQuery);
  onQueryRef.current = onQuery;

  const stop = useCallback(() => {
    stopRecognition();
    setListening(false);
  }, [stopRecognition]);

  const start = useCallback(() => {
    if (!supported) return;
    setError(null);
    setHeard('');
    try {
      listen({
        onResult: (finals, interim) => {
          const final = finals.join('');
          setHeard((final || interim).trim());
          const query = final.trim();
          if (query.length > VOICE_QUERY_MIN_CHARS) {
            wait(VOICE_SEARCH_DELAY_MS, () => {
              stopRecognition();
              setListening(false);
              onQueryRef.current(query);
            });
          }
        },
        onError: (kind) => {
          setError(kind === 'ignored' ? null : kind);
          setListening(false);
        },
        onEnd: () => setListening(false),
      });
      setListening(true);
    } catch {
      setError('failed');
    }
  }, [supported, listen, stopRecognition, wait]);

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
