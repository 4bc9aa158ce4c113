import type { ByteRange } from '../providers/media-storage/media-storage';

/**
 * The one range a `Range: bytes=...` header asks for in a file of `size` bytes (RFC 9110 §14):
 * null when there is no usable header (answer the whole file), 'unsatisfiable' for a range past
 * the end (answer 416). Several ranges are answered with the first: players ask for one.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*(?:,.*)?$/i.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    // A suffix: the last N bytes.
    const length = Number(m[2]);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
