import { useCallback, useRef, useState } from 'react';
import { SPEECH_LANG, VOICE_QUERY_MIN_CHARS, VOICE_SEARCH_DELAY_MS } from '../../../common/constants';
import { useVoiceInput } from '../../lib/use-voice-input';

export type VoiceError = 'not-allowed' | 'failed' | null;

/**
 * Continuous English recognition with interim results (spec §4 Auto Search): a final phrase
 * longer than 3 characters is handed to `onQuery` after 500 ms; shorter ones are ignored. Where
 * the browser cannot recognize, what the microphone hears is transcribed by the server instead.
 */
export function useVoiceSearch(onQuery: (query: string) => void) {
  const [heard, setHeard] = useState('');
  const [error, setError] = useState<VoiceError>(null);
  const onQueryRef = useRef(onQuery);
  onQueryRef.current = onQuery;
  const voice = useVoiceInput(
    {
      onHeard: setHeard,
      onText: (text) => {
        setHeard(text);
        if (text.trim().length > VOICE_QUERY_MIN_CHARS) onQueryRef.current(text.trim());
      },
      onError: (kind) => setError(kind === 'microphone' ? 'not-allowed' : 'failed'),
    },
    { settleMs: VOICE_SEARCH_DELAY_MS, joinPhrases: false },
  );

  const start = useCallback(() => {
    setError(null);
    setHeard('');
    voice.start();
  }, [voice]);

  return {
    supported: voice.supported,
    listening: voice.state !== 'idle',
    heard,
    error,
    start,
    stop: voice.stop,
  };
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
