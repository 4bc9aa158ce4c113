/**
 * A feed's address as a link a listener can follow: only http(s). `javascript:`, `data:` and other
 * schemes that a hostile feed may put in a link, an image or an enclosure become null.
 */
export function webUrl(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.replaceAll('\u0000', '').trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}
