import {
  AUDIOBOOK_SIZE_MESSAGE,
  AUDIOBOOK_TYPE_MESSAGE,
  AUDIOBOOK_ZIP_MESSAGE,
  MAX_AUDIOBOOK_BYTES,
} from '../../../common/api/audiobooks';

const AUDIO_EXTENSIONS = /\.(mp3|wav|m4a|m4b|aac)$/i;
const AUDIO_TYPES = /^audio\/(mpeg|mp3|wav|wave|x-wav|vnd\.wave|mp4|x-m4a|m4a|x-m4b|m4b|aac|x-aac|aacp)$/i;

/** Spec §5 audio file rules: the message for a file that cannot be a book, or null. */
export function audioFileProblem(file: File | null): string | null {
  if (!file) return 'Please select an audio file';
  if (/\.zip$/i.test(file.name) || /zip/i.test(file.type)) return AUDIOBOOK_ZIP_MESSAGE;
  if (!AUDIO_TYPES.test(file.type) && !AUDIO_EXTENSIONS.test(file.name)) return AUDIOBOOK_TYPE_MESSAGE;
  if (file.size > MAX_AUDIOBOOK_BYTES) return AUDIOBOOK_SIZE_MESSAGE;
  return null;
}

/** "The Hobbit (Unabridged).m4b" → "The Hobbit (Unabridged)". */
export function titleFromFileName(name: string): string {
  return name.replace(/\.[^./\\]+$/, '').trim();
}

export type FileTags = {
  title?: string;
  author?: string;
  narrator?: string;
  publishYear?: number;
  genre?: string;
  durationMinutes?: number;
  coverUrl?: string;
};

/**
 * What the file's own tags say (ID3, MP4 atoms), read in the browser from the file's header
 * without reading the whole book. Narrators are in the composer tag by audiobook convention.
 */
export async function readFileTags(file: File): Promise<FileTags> {
  const { parseBlob } = await import('music-metadata');
  const { common, format } = await parseBlob(file, { duration: false, skipPostHeaders: true });
  const cover = common.picture?.[0];
  return {
    title: common.album || common.title || undefined,
    author: common.albumartist || common.artist || undefined,
    narrator: common.composer?.[0] || undefined,
    publishYear: common.year || undefined,
    genre: common.genre?.[0] || undefined,
    durationMinutes: format.duration ? Math.round(format.duration / 60) : undefined,
    coverUrl: cover ? URL.createObjectURL(new Blob([new Uint8Array(cover.data)], { type: cover.format })) : undefined,
  };
}
