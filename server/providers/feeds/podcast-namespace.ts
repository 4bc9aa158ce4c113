import type { FeedPerson, FeedTranscriptRef } from '../../db/schema/catalog';
import { plainText } from './feed-html';
import { resolveUrl } from './feed-values';
import { childrenNamed, type XmlNode } from './xml-tree';

/** Transcript types by file extension, for feeds that leave out the required type attribute. */
const TRANSCRIPT_TYPES: Record<string, string> = {
  vtt: 'text/vtt',
  srt: 'application/srt',
  json: 'application/json',
  html: 'text/html',
  htm: 'text/html',
  txt: 'text/plain',
};

/** podcast:transcript elements with a URL; the type is guessed from the extension when missing. */
export function readTranscripts(item: XmlNode, baseUrl: string | undefined): FeedTranscriptRef[] {
  const refs: FeedTranscriptRef[] = [];
  for (const node of childrenNamed(item, 'podcast:transcript')) {
    const url = resolveUrl(node.attrs.url, baseUrl);
    if (!url) continue;
    const extension = /\.([a-z]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? '';
    const type = node.attrs.type?.trim().toLowerCase() || TRANSCRIPT_TYPES[extension] || 'text/plain';
    const ref: FeedTranscriptRef = { url, type };
    const language = node.attrs.language?.trim();
    if (language) ref.language = language;
    const rel = node.attrs.rel?.trim();
    if (rel) ref.rel = rel;
    refs.push(ref);
  }
  return refs;
}

/** podcast:person elements; the name is the element text, the rest optional attributes. */
export function readPersons(node: XmlNode, baseUrl: string | undefined): FeedPerson[] {
  const persons: FeedPerson[] = [];
  for (const el of childrenNamed(node, 'podcast:person')) {
    const name = plainText(el.text);
    if (!name) continue;
    const person: FeedPerson = { name };
    const role = el.attrs.role?.trim().toLowerCase();
    if (role) person.role = role;
    const group = el.attrs.group?.trim().toLowerCase();
    if (group) person.group = group;
    const href = resolveUrl(el.attrs.href, baseUrl);
    if (href) person.href = href;
    const img = resolveUrl(el.attrs.img, baseUrl);
    if (img) person.img = img;
    persons.push(person);
  }
  return persons;
}

export function readChaptersUrl(item: XmlNode, baseUrl: string | undefined): string | null {
  for (const el of childrenNamed(item, 'podcast:chapters')) {
    const url = resolveUrl(el.attrs.url, baseUrl);
    if (url) return url;
  }
  return null;
}
