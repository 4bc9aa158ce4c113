import { toast } from '../components/ui/use-toast';
import type { VoiceInputError } from './use-voice-input';

/** Spec §8's voice errors, the same wherever a listener speaks. */
export function toastVoiceInputError(error: VoiceInputError, detail?: string): void {
  if (error === 'microphone') {
    toast({
      title: 'Microphone Error',
      description: 'Unable to access microphone. Please check permissions.',
      variant: 'destructive',
    });
  } else if (error === 'transcription') {
    toast({
      title: 'Transcription Error',
      description: 'Unable to process audio. Please try typing instead.',
      variant: 'destructive',
    });
  } else if (error === 'not-supported') {
    toast({
      title: 'Voice Recognition Not Available',
      description: "Your browser doesn't support speech recognition. Please type instead.",
      variant: 'destructive',
    });
  } else {
    toast({
      title: 'Voice Recognition Error',
      description: `Speech recognition failed${detail ? `: ${detail}` : ''}. Please try again.`,
      variant: 'destructive',
    });
  }
}
