import { Mic, MicOff, Send, VolumeX } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { WithTooltip } from '../../components/ui/tooltip';
import { cn } from '../../lib/utils';
import type { VoiceState } from './use-conversation-voice';

const VOICE_LABEL: Record<VoiceState, string> = {
  idle: '',
  listening: 'Listening... ask your question, then pause.',
  processing: 'Processing voice...',
  speaking: 'Speaking...',
};

/** The question box: Enter sends, Shift+Enter adds a line; mic, stop-speaking and send buttons. */
export function ChatInput({
  value,
  onChange,
  onSend,
  canSend,
  disabled,
  voice,
  heard,
  onMic,
  onStopSpeaking,
  about = 'episode',
}: {
  /** What is being talked about, for the placeholder. */
  about?: 'episode' | 'video';
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  canSend: boolean;
  disabled: boolean;
  voice: VoiceState;
  heard: string;
  onMic: () => void;
  onStopSpeaking: () => void;
}) {
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (canSend) onSend();
    }
  };
  const listening = voice === 'listening';
  return (
    <div className="space-y-2">
      {voice !== 'idle' && (
        <p className="flex items-center gap-2 text-xs font-medium text-brand-700" aria-live="polite">
          {voice === 'processing' ? (
            <Spinner className="size-3.5" />
          ) : (
            <span className="size-2 animate-pulse rounded-full bg-brand-600" />
          )}
          {VOICE_LABEL[voice]}
          {listening && heard && <span className="truncate font-normal text-slate-500">“{heard}”</span>}
        </p>
      )}
      <div className="flex items-end gap-2">
        <Textarea
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={`Ask a question about this ${about}...`}
          aria-label="Your question"
          rows={2}
          disabled={disabled}
          className="min-h-11 flex-1 resize-none"
        />
        <div className="flex shrink-0 gap-1.5">
          <WithTooltip label={listening ? 'Stop listening' : 'Ask by voice'}>
            <Button
              variant={listening ? 'destructive' : 'outline'}
              size="icon"
              onClick={onMic}
              disabled={voice === 'processing'}
              aria-label={listening ? 'Stop listening' : 'Ask by voice'}
              aria-pressed={listening}
              className={cn(listening && 'animate-pulse')}
            >
              {listening ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
            </Button>
          </WithTooltip>
          <WithTooltip label="Stop speaking">
            <Button
              variant="outline"
              size="icon"
              onClick={onStopSpeaking}
              disabled={voice !== 'speaking'}
              aria-label="Stop speaking"
            >
              <VolumeX aria-hidden="true" />
            </Button>
          </WithTooltip>
          <Button size="icon" onClick={onSend} disabled={!canSend} aria-label="Send">
            <Send aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p className="hidden text-xs text-slate-500 sm:block">Enter sends, Shift+Enter adds a new line.</p>
    </div>
  );
}
