import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import type { ParsedSegment } from '../transcript-formats/transcript-types';
import { TranscriptionError, type TranscriptionProvider, type TranscriptionResult } from './transcription-provider';

type VerboseJson = { text?: string; language?: string; segments?: { start?: number; end?: number; text?: string }[] };

/**
 * Any OpenAI-compatible `/v1/audio/transcriptions` server: OpenAI itself, faster-whisper or
 * whisper.cpp servers. Asks for verbose_json so that passages keep their times.
 */
export class OpenAiTranscriptionProvider implements TranscriptionProvider {
  readonly name = 'openai';

  constructor(private readonly opts: { apiKey?: string; baseUrl?: string; model: string; timeoutMs?: number }) {}

  private get endpoint(): string {
    return `${(this.opts.baseUrl ?? 'https://api.openai.com').replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/audio/transcriptions`;
  }

  async status() {
    if (!this.opts.apiKey && !this.opts.baseUrl) {
      return { available: false, message: 'OpenAI speech to text needs OPENAI_API_KEY or OPENAI_BASE_URL' };
    }
    return { available: true, message: `OpenAI-compatible speech to text (${this.opts.model})` };
  }

  async transcribe(filePath: string, opts: { language?: string } = {}): Promise<TranscriptionResult> {
    const status = await this.status();
    if (!status.available) throw new TranscriptionError(status.message, 'not_available');
    const form = new FormData();
    form.append('file', await openAsBlob(filePath), basename(filePath));
    form.append('model', this.opts.model);
    form.append('response_format', 'verbose_json');
    if (opts.language) form.append('language', opts.language);
    const timeoutMs = this.opts.timeoutMs ?? 10 * 60 * 1000;
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        body: form,
        headers: this.opts.apiKey ? { authorization: `Bearer ${this.opts.apiKey}` } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const name = (err as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new TranscriptionError(
          `The speech to text service did not answer within ${Math.round(timeoutMs / 1000)} s`,
          'timeout',
        );
      }
      throw new TranscriptionError(
        `The speech to text service could not be reached: ${(err as Error).message}`,
        'upstream',
      );
    }
    const body = await response.text();
    if (response.status === 429) {
      const quota = /insufficient_quota|quota/i.test(body);
      throw new TranscriptionError(
        quota
          ? 'The speech to text service is out of quota'
          : 'The speech to text service is rate limiting requests; try again later',
        'quota_exceeded',
      );
    }
    if (!response.ok) {
      throw new TranscriptionError(
        `The speech to text service answered ${response.status}: ${errorMessageOf(body)}`,
        'upstream',
      );
    }
    let data: VerboseJson;
    try {
      data = JSON.parse(body) as VerboseJson;
    } catch {
      // Servers that ignore response_format answer with plain text.
      return {
        text: body.trim(),
        segments: body.trim() ? [{ startSeconds: null, endSeconds: null, speaker: null, text: body.trim() }] : [],
      };
    }
    const segments: ParsedSegment[] = (data.segments ?? [])
      .filter((s) => typeof s.text === 'string' && s.text.trim())
      .map((s) => ({
        startSeconds: s.start ?? null,
        endSeconds: s.end ?? null,
        speaker: null,
        text: (s.text as string).trim(),
      }));
    const text = (data.text ?? segments.map((s) => s.text).join(' ')).trim();
    if (segments.length === 0 && text) segments.push({ startSeconds: null, endSeconds: null, speaker: null, text });
    return { text, segments };
  }
}

function errorMessageOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    if (message) return message.slice(0, 300);
  } catch {
    // Not JSON; fall back to the raw text.
  }
  return body.slice(0, 300) || 'no details';
}
