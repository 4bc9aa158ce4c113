/** Recognises common audio containers by their first bytes, whatever the upload claims to be. */
export function looksLikeAudio(head: Buffer): boolean {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return true;
  if (ascii(0, 3) === 'ID3') return true; // MP3 with ID3 tag
  if (ascii(0, 4) === 'OggS' || ascii(0, 4) === 'fLaC') return true;
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return true; // WebM / Matroska
  if (ascii(4, 8) === 'ftyp') return true; // MP4 / M4A / AAC in MP4
  if (ascii(0, 4) === 'FORM' && /AIF[FC]/.test(ascii(8, 12))) return true;
  // MPEG audio frame sync (MP3) or ADTS (raw AAC): 11 set bits.
  if (head[0] === 0xff && (head[1] & 0xe0) === 0xe0) return true;
  return false;
}

export type AudiobookFormat = 'mp3' | 'wav' | 'm4a' | 'aac';

/**
 * The audiobook format of a file from its first 12 bytes: only MP3, WAV, M4A/M4B and AAC are
 * books. 'zip' is told apart because a zipped book gets its own advice.
 */
export function audiobookFormat(head: Buffer): AudiobookFormat | 'zip' | null {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (ascii(0, 4) === 'PK\u0003\u0004') return 'zip';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 3) === 'ID3') return 'mp3';
  if (ascii(4, 8) === 'ftyp') return 'm4a';
  if (head[0] === 0xff && (head[1] & 0xf6) === 0xf0) return 'aac'; // ADTS: sync word, layer 0
  if (head[0] === 0xff && (head[1] & 0xe0) === 0xe0) return 'mp3'; // MPEG audio frame sync
  return null;
}

export const AUDIOBOOK_CONTENT_TYPES: Record<AudiobookFormat, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
};
