import { useCallback, useEffect, useRef, useState } from 'react';
import { SILENCE_SUBMIT_MS } from '../../common/constants';
import { throwIfNotOk } from './api';
import { useSpeechRecognition } from './use-speech-recognition';

/** Recognition errors that mean this browser cannot recognize here at all: record instead. */
const RECOGNITION_UNUSABLE = new Set(['network', 'audio-capture', 'language-not-supported', 'service-not-allowed']);
/** A recording ends after this long whatever is heard. */
const MAX_RECORDING_MS = 15_000;
/** Louder than this (RMS of samples in -1..1) counts as speech. */
const SPEECH_LEVEL = 0.02;

export type VoiceInputState = 'idle' | 'listening' | 'recording' | 'transcribing';
export type VoiceInputError = 'microphone' | 'transcription' | 'not-supported' | 'recognition';

export type VoiceInputHandlers = {
  /** What was said, once the speaker stops (2 s of silence) or the listener stops it. */
  onText: (text: string) => void;
  onHeard?: (partial: string) => void;
  onError: (error: VoiceInputError, detail?: string) => void;
};

async function transcribe(blob: Blob): Promise<string> {
  const form = new FormData();
  form.append('audio', blob, blob.type.includes('ogg') ? 'speech.ogg' : 'speech.webm');
  const res = await fetch('/api/transcribe', { method: 'POST', body: form, credentials: 'include' });
  await throwIfNotOk(res);
  return ((await res.json()) as { text: string }).text.trim();
}

/**
 * Speech in, wherever a microphone works: the browser's SpeechRecognition when it recognizes
 * (Chrome), else a recording sent to the server's speech to text (`POST /api/transcribe`), which
 * is what Chromium builds without Google's service, Firefox and headless browsers need. Once one
 * fails for want of a recognizer, the recorder is used from then on.
 */
export function useVoiceInput(
  handlers: VoiceInputHandlers,
  opts: {
    settleMs?: number;
    /** false: each final phrase stands alone (Auto Search) instead of joining what was said before. */
    joinPhrases?: boolean;
  } = {},
) {
  const settleMs = opts.settleMs ?? SILENCE_SUBMIT_MS;
  const joinPhrases = opts.joinPhrases ?? true;
  const [state, setState] = useState<VoiceInputState>('idle');
  const recognition = useSpeechRecognition();
  const useRecorder = useRef(!recognition.supported);
  const h = useRef(handlers);
  h.current = handlers;
  const recorder = useRef<{ stop: () => void; cancel: () => void } | null>(null);

  const record = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      h.current.onError('not-supported');
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (err) {
      setState('idle');
      h.current.onError('microphone', (err as Error).name);
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    let cancelled = false;
    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let heardSpeech = false;
    let quietSince = Date.now();
    const started = Date.now();
    const meter = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      const rms = Math.sqrt(samples.reduce((sum, x) => sum + x * x, 0) / samples.length);
      if (rms > SPEECH_LEVEL) {
        heardSpeech = true;
        quietSince = Date.now();
      }
      const silent = heardSpeech && Date.now() - quietSince > Math.max(settleMs, SILENCE_SUBMIT_MS);
      if (silent || Date.now() - started > MAX_RECORDING_MS) finish();
    }, 100);
    const release = () => {
      clearInterval(meter);
      for (const track of stream.getTracks()) track.stop();
      void audio.close().catch(() => {});
      recorder.current = null;
    };
    function finish() {
      if (media.state !== 'inactive') media.stop();
    }
    media.ondataavailable = (e) => {
      if (e.data.size) chunks.push(e.data);
    };
    media.onstop = async () => {
      release();
      if (cancelled) return setState('idle');
      setState('transcribing');
      try {
        const text = await transcribe(new Blob(chunks, { type: media.mimeType || 'audio/webm' }));
        setState('idle');
        if (text) h.current.onText(text);
        else h.current.onError('transcription', 'Nothing was heard');
      } catch (err) {
        setState('idle');
        h.current.onError('transcription', (err as Error).message);
      }
    };
    recorder.current = {
      stop: finish,
      cancel: () => {
        cancelled = true;
        finish();
      },
    };
    media.start(250);
    setState('recording');
  }, [settleMs]);

  const start = useCallback(() => {
    if (useRecorder.current) {
      void record();
      return;
    }
    let finalText = '';
    setState('listening');
    const started = recognition.listen({
      onResult: (finals, interim) => {
        if (!joinPhrases && finals.length) finalText = '';
        for (const phrase of finals) finalText += `${phrase} `;
        h.current.onHeard?.(`${finalText}${interim}`.trim());
        recognition.cancelWait();
        if (finalText.trim()) {
          recognition.wait(settleMs, () => {
            recognition.stop();
            setState('idle');
            h.current.onText(finalText.trim());
          });
        }
      },
      onError: (kind, error) => {
        recognition.cancelWait();
        if (RECOGNITION_UNUSABLE.has(error)) {
          // This browser exposes recognition but cannot recognize: record and transcribe instead.
          useRecorder.current = true;
          void record();
          return;
        }
        setState('idle');
        if (kind === 'not-allowed') h.current.onError('microphone', error);
        else if (kind === 'failed') h.current.onError('recognition', error);
      },
      onEnd: () => setState((s) => (s === 'listening' ? 'idle' : s)),
    });
    if (!started) {
      useRecorder.current = true;
      void record();
    }
  }, [recognition, record, settleMs, joinPhrases]);

  /** Stops listening; with the recorder, what was said so far is still transcribed. */
  const stop = useCallback(() => {
    recognition.stop();
    recorder.current?.stop();
    setState((s) => (s === 'listening' ? 'idle' : s));
  }, [recognition]);

  /** Stops and drops whatever was being heard. */
  const cancel = useCallback(() => {
    recognition.stop();
    recorder.current?.cancel();
    setState('idle');
  }, [recognition]);

  useEffect(() => () => recorder.current?.cancel(), []);

  const supported =
    recognition.supported ||
    (typeof navigator !== 'undefined' &&
      !!navigator.mediaDevices?.getUserMedia &&
      typeof MediaRecorder !== 'undefined');

  return { state, start, stop, cancel, supported };
}
