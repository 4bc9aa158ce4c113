/**
 * Episode length in whole seconds from what feeds write in itunes:duration: "3600", "3600.5",
 * "59:30", "1:02:03", "01:02:03.000", "45 min", "1h 2m 3s". Null for empty, zero or unreadable.
 */
export function parseDuration(input: string | null | undefined): number | null {
  if (!input) return null;
  const text = input.trim().toLowerCase();
  if (!text) return null;
  let seconds: number | null = null;
  const clock = /(\d+(?:[.,]\d+)?)(?:\s*:\s*(\d+(?:[.,]\d+)?))?(?:\s*:\s*(\d+(?:[.,]\d+)?))?/.exec(text);
  const units =
    /^(?:(\d+(?:\.\d+)?)\s*h(?:ours?|rs?)?)?\s*(?:(\d+(?:\.\d+)?)\s*m(?:in(?:ute)?s?)?)?\s*(?:(\d+(?:\.\d+)?)\s*s(?:ec(?:ond)?s?)?)?$/.exec(
      text,
    );
  if (units && (units[1] || units[2] || units[3])) {
    seconds = Number(units[1] ?? 0) * 3600 + Number(units[2] ?? 0) * 60 + Number(units[3] ?? 0);
  } else if (clock) {
    const parts = [clock[1], clock[2], clock[3]]
      .filter((p): p is string => p !== undefined)
      .map((p) => Number(p.replace(',', '.')));
    seconds = parts.reduce((total, part) => total * 60 + part, 0);
  }
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.round(seconds);
}

/** itunes:explicit: "yes"/"true"/"explicit" and "no"/"false"/"clean"; anything else is unknown. */
export function parseExplicit(input: string | null | undefined): boolean | null {
  const value = input?.trim().toLowerCase();
  if (value === 'yes' || value === 'true' || value === 'explicit') return true;
  if (value === 'no' || value === 'false' || value === 'clean') return false;
  return null;
}

/** A non-negative whole number, or null ("3", " 12 "; not "3a", "1.5" or ""). */
export function parseWholeNumber(input: string | null | undefined, max = 2_147_483_647): number | null {
  const value = input?.trim();
  if (!value || !/^\+?\d+(?:\.0+)?$/.test(value)) return null;
  const n = Math.trunc(Number(value));
  return Number.isSafeInteger(n) && n <= max ? n : null;
}

/** Enclosure byte length; zero and junk mean unknown. */
export function parseLength(input: string | null | undefined): number | null {
  const n = parseWholeNumber(input?.replace(/,/g, ''), Number.MAX_SAFE_INTEGER);
  return n && n > 0 ? n : null;
}

/** Resolves a URL against the feed's address; keeps what is given when there is nothing to resolve. */
export function resolveUrl(input: string | null | undefined, base: string | undefined): string | null {
  const value = input?.trim();
  if (!value) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  if (!base) return value.startsWith('//') ? `https:${value}` : value;
  try {
    return new URL(value, base).href;
  } catch {
    return value;
  }
}
