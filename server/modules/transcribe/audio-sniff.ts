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
