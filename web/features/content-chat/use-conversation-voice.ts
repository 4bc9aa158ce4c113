import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_SPEECH, SPEECH_LANG } from '../../../common/constants';
import { toast } from '../../components/ui/use-toast';
import { useVoiceInput } from '../../lib/use-voice-input';
import { toastVoiceInputError } from '../../lib/voice-input-errors';

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
 * a new result, listening stops and the phrase goes to `onFinalText`.
 */
export function useConversationVoice(onFinalText: (text: string) => void) {
  const [state, setState] = useState<VoiceState>('idle');
  const [heard, setHeard] = useState('');
  const onFinal = useRef(onFinalText);
  onFinal.current = onFinalText;
  // The browser's recognition where it works, else a recording transcribed by the server.
  const input = useVoiceInput({
    onHeard: setHeard,
    onText: (text) => {
      setState('processing');
      setHeard('');
      onFinal.current(text);
    },
    onError: (error, detail) => {
      setState('idle');
      setHeard('');
      toastVoiceInputError(error, detail);
    },
  });

  // What the microphone side is doing shows through: recording and transcribing are listening and processing.
  useEffect(() => {
    if (input.state === 'listening' || input.state === 'recording') setState('listening');
    else if (input.state === 'transcribing') setState('processing');
    else setState((s) => (s === 'listening' ? 'idle' : s));
  }, [input.state]);

  const stopSpeaking = useCallback(() => {
    synthesis()?.cancel();
    setState((s) => (s === 'speaking' ? 'idle' : s));
  }, []);

  const stopListening = useCallback(() => {
    input.stop();
  }, [input]);

  const startListening = useCallback(() => {
    if (!input.supported) {
      toast({
        title: 'Voice Recognition Not Available',
        description: "Your browser doesn't support speech recognition. Please type your question instead.",
        variant: 'destructive',
      });
      return;
    }
    synthesis()?.cancel();
    setHeard('');
    setState('listening');
    input.start();
  }, [input]);

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

  useEffect(() => () => synthesis()?.cancel(), []);

  return { state, heard, startListening, stopListening, speak, stopSpeaking, done };
}
