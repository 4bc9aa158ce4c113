import { createHash } from 'node:crypto';
import type { EpisodeToEmbed } from './embeddings.repo';

const DESCRIPTION_CHARS = 1200;
const TRANSCRIPT_CHARS = 600;

/**
 * The text an episode's embedding is made from: what it is called, who is in it, what its
 * description says first, and how its transcript opens (the guest and the subject are usually
 * introduced there).
 */
export function meaningText(row: EpisodeToEmbed): string {
  const parts = [
    row.title.trim(),
    row.people ? `With ${row.people}.` : '',
    row.description_text.replace(/\s+/g, ' ').trim().slice(0, DESCRIPTION_CHARS),
    (row.transcript_opening ?? '').replace(/\s+/g, ' ').trim().slice(0, TRANSCRIPT_CHARS),
  ];
  return parts.filter(Boolean).join('\n');
}

/** Changes when the text or the model changes: an unchanged episode is not embedded again. */
export function meaningHash(model: string, text: string): string {
  return createHash('sha256').update(model).update('\n').update(text).digest('base64url').slice(0, 32);
}
