import { TranscriptionError, type TranscriptionProvider } from './transcription-provider';

/** Speech to text switched off (TRANSCRIBE_PROVIDER=none). */
export class NoTranscriptionProvider implements TranscriptionProvider {
  readonly name = 'none';
  private readonly message = 'speech to text is switched off (TRANSCRIBE_PROVIDER=none)';

  async status() {
    return { available: false, message: this.message };
  }

  async transcribe(): Promise<never> {
    throw new TranscriptionError(this.message, 'not_available');
  }
}
