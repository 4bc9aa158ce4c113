// A name of up to five words ("Adam Curry", "SPEAKER_1", "Dr. Jane O'Neil") followed by a colon.
// Tighter than "anything before a colon" so that "Note: ..." style sentences with long
// preambles and times like "at 10:30" stay text.
const SPEAKER_PREFIX = /^([\p{L}][\p{L}\p{N}_.'’\- ]{0,39}?):\s+(\S[\s\S]*)$/u;

/** Splits a leading "Name: text" into speaker and text; null speaker when there is none. */
export function splitSpeakerPrefix(text: string): { speaker: string | null; text: string } {
  const match = SPEAKER_PREFIX.exec(text);
  if (!match) return { speaker: null, text };
  const name = match[1].trim();
  if (name.split(/\s+/).length > 5 || /^(https?|note|warning|tip)$/i.test(name)) return { speaker: null, text };
  return { speaker: name, text: match[2] };
}
