import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_SPEECH, SILENCE_SUBMIT_MS, SPEECH_LANG } from '../../../common/constants';
import { toast } from '../../components/ui/use-toast';

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

function synthesis(): SpeechSynthesis | undefined {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;
}

export type VoiceState = 'idle' | 'listening' | 'processing' | 'speaking';
export type SpeechOptions = { rate: number; volume?: number; pitch?: number };

/** Timestamps read aloud as "[12:34]" sound like noise; say the words only. */
function speakable(text: string): string {
  return text.replace(/\s*\[(?:\d+:)?\d{1,2}:\d{2}\]/g, '').trim();
}

/**
 * Voice for the conversation screen (spec §4 Conversation voice): listening, processing, speaking.
 * Starting to listen cancels speech in progress. Once a final phrase is heard and 2 s pass without
 * a new result, recognition stops and the phrase goes to `onFinalText`.
 */
export function useConversationVoice(onFinalText: (text: string) => void) {
  const [state, setState] = useState<VoiceState>('idle');
  const [heard, setHeard] = useState('');
  const recognition = useRef<Recognition | null>(null);
  const silenceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onFinal = useRef(onFinalText);
  onFinal.current = onFinalText;

  const stopSpeaking = useCallback(() => {
    synthesis()?.cancel();
    setState((s) => (s === 'speaking' ? 'idle' : s));
  }, []);

  const stopListening = useCallback(() => {
    clearTimeout(silenceTimer.current);
    recognition.current?.stop();
    recognition.current = null;
    setState((s) => (s === 'listening' ? 'idle' : s));
  }, []);

  const startListening = useCallback(() => {
    const Ctor = recognitionCtor();
    if (!Ctor) {
      toast({
        title: 'Voice Recognition Not Available',
        description: "Your browser doesn't support speech recognition. Please type your question instead.",
        variant: 'destructive',
      });
      return;
    }
    synthesis()?.cancel();
    recognition.current?.abort();
    const rec = new Ctor();
    rec.continuous = true;
    rec.interimResults = true;
    rec.lang = SPEECH_LANG;
    let finalText = '';
    rec.onresult = (e) => {
      let interim = '';
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const r = e.results[i];
        if (r.isFinal) finalText += `${r[0].transcript} `;
        else interim += r[0].transcript;
      }
      setHeard(`${finalText}${interim}`.trim());
      clearTimeout(silenceTimer.current);
      if (finalText.trim()) {
        silenceTimer.current = setTimeout(() => {
          rec.stop();
          recognition.current = null;
          setState('processing');
          setHeard('');
          onFinal.current(finalText.trim());
        }, SILENCE_SUBMIT_MS);
      }
    };
    rec.onerror = (e) => {
      clearTimeout(silenceTimer.current);
      setState('idle');
      if (e.error === 'no-speech' || e.error === 'aborted') return;
      if (e.error === 'not-allowed' || e.error === 'service-not-allowed') {
        toast({
          title: 'Microphone Error',
          description: 'Unable to access microphone. Please check permissions.',
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Voice Recognition Error',
          description: `Speech recognition failed: ${e.error}`,
          variant: 'destructive',
        });
      }
    };
    rec.onend = () => setState((s) => (s === 'listening' && !finalText.trim() ? 'idle' : s));
    recognition.current = rec;
    setHeard('');
    setState('listening');
    rec.start();
  }, []);

  /** Speaks `text`; the returned promise settles when speech ends (or at once without speech support). */
  const speak = useCallback((text: string, options: SpeechOptions = CHAT_SPEECH) => {
    const synth = synthesis();
    if (!synth || typeof SpeechSynthesisUtterance === 'undefined') {
      toast({ title: 'Text-to-Speech Not Available', description: "Your browser can't read answers aloud." });
      setState('idle');
      return;
    }
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(speakable(text));
    utterance.lang = SPEECH_LANG;
    utterance.rate = options.rate;
    if (options.volume !== undefined) utterance.volume = options.volume;
    if (options.pitch !== undefined) utterance.pitch = options.pitch;
    utterance.onend = () => setState('idle');
    utterance.onerror = (e) => {
      setState('idle');
      if (e.error !== 'interrupted' && e.error !== 'canceled') {
        toast({ title: 'Speech Error', description: 'Unable to read the answer aloud.', variant: 'destructive' });
      }
    };
    setState('speaking');
    synth.speak(utterance);
  }, []);

  const done = useCallback(() => setState((s) => (s === 'processing' ? 'idle' : s)), []);

  useEffect(
    () => () => {
      clearTimeout(silenceTimer.current);
      recognition.current?.abort();
      synthesis()?.cancel();
    },
    [],
  );

  return { state, heard, startListening, stopListening, speak, stopSpeaking, done };
}
