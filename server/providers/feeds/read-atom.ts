import { parseFeedDate } from './feed-dates';
import { cleanDescription, htmlToText, plainText } from './feed-html';
import type { ParsedEpisode, ParsedFeed } from './feed-types';
import { parseDuration, parseExplicit, parseLength, parseWholeNumber, resolveUrl } from './feed-values';
import { readChaptersUrl, readPersons, readTranscripts } from './podcast-namespace';
import { child, childrenNamed, childText, innerXml, type XmlNode } from './xml-tree';

/** An Atom text construct as HTML-or-text plus whether it is plain text (type="text" or absent). */
function textConstruct(node: XmlNode | undefined): { raw: string; isPlainText: boolean } | null {
  if (!node) return null;
  const type = (node.attrs.type ?? 'text').toLowerCase();
  const isMarkup = type === 'html' || type === 'xhtml' || type.includes('html');
  const raw = (node.children.length > 0 ? innerXml(node) : node.text).trim();
  return raw ? { raw, isPlainText: !isMarkup } : null;
}

function plainConstruct(node: XmlNode | undefined): string | null {
  const construct = textConstruct(node);
  if (!construct) return null;
  return construct.isPlainText ? plainText(construct.raw) : htmlToText(construct.raw) || null;
}

function link(node: XmlNode, rel: string): XmlNode | undefined {
  return node.children.find((c) => c.name === 'link' && (c.attrs.rel ?? 'alternate') === rel && c.attrs.href);
}

function readEntry(entry: XmlNode, baseUrl: string | undefined, authorFallback: string | null): ParsedEpisode {
  const group = child(entry, 'media:group');
  const content = textConstruct(child(entry, 'content')) ?? textConstruct(child(entry, 'summary'));
  const mediaDescription = childText(group, 'media:description') ?? childText(entry, 'media:description');
  const description = content
    ? cleanDescription(content.raw, baseUrl, content.isPlainText)
    : cleanDescription(mediaDescription, baseUrl, true);
  const enclosure = link(entry, 'enclosure');
  const thumbnail = child(group, 'media:thumbnail') ?? child(entry, 'media:thumbnail');
  const videoId = childText(entry, 'yt:videoid');
  const views = Number(child(child(group, 'media:community'), 'media:statistics')?.attrs.views);
  return {
    guid: childText(entry, 'id'),
    title: plainConstruct(child(entry, 'title')) ?? childText(group, 'media:title') ?? '',
    descriptionHtml: description.html,
    descriptionText: description.text,
    author: plainText(childText(child(entry, 'author'), 'name')) ?? authorFallback,
    publishDate: parseFeedDate(childText(entry, 'published', 'updated', 'issued', 'modified')),
    durationSeconds: parseDuration(childText(entry, 'itunes:duration')),
    enclosure: enclosure
      ? {
          url: resolveUrl(enclosure.attrs.href, baseUrl) as string,
          type: enclosure.attrs.type?.trim().toLowerCase() || null,
          length: parseLength(enclosure.attrs.length),
        }
      : null,
    imageUrl: resolveUrl(thumbnail?.attrs.url ?? child(entry, 'itunes:image')?.attrs.href, baseUrl),
    link: resolveUrl(link(entry, 'alternate')?.attrs.href, baseUrl),
    season: parseWholeNumber(childText(entry, 'itunes:season', 'podcast:season')),
    episodeNumber: parseWholeNumber(childText(entry, 'itunes:episode', 'podcast:episode')),
    episodeType: null,
    explicit: parseExplicit(childText(entry, 'itunes:explicit')),
    transcripts: readTranscripts(entry, baseUrl),
    chaptersUrl: readChaptersUrl(entry, baseUrl),
    persons: readPersons(entry, baseUrl),
    ...(videoId ? { videoId } : {}),
    ...(Number.isSafeInteger(views) && views >= 0 ? { viewCount: views } : {}),
  };
}

/** Atom 1.0 / 0.3 feeds, including YouTube channel feeds (yt:channelId, yt:videoId, media:group). */
export function readAtomFeed(root: XmlNode, baseUrl: string | undefined): ParsedFeed {
  const channelId = childText(root, 'yt:channelid');
  const author = plainText(childText(child(root, 'author'), 'name'));
  const entries = childrenNamed(root, 'entry');
  const youtube = channelId !== null || entries.some((e) => child(e, 'yt:videoid'));
  return {
    format: youtube ? 'youtube' : 'atom',
    title: plainConstruct(child(root, 'title')) ?? '',
    description: plainConstruct(child(root, 'subtitle')) ?? plainConstruct(child(root, 'tagline')),
    author,
    imageUrl: resolveUrl(
      childText(root, 'logo', 'icon') ??
        child(root, 'itunes:image')?.attrs.href ??
        child(root, 'media:thumbnail')?.attrs.url,
      baseUrl,
    ),
    link: resolveUrl(link(root, 'alternate')?.attrs.href, baseUrl),
    language: root.attrs['xml:lang']?.trim() || null,
    explicit: parseExplicit(childText(root, 'itunes:explicit')),
    categories: [
      ...new Set(childrenNamed(root, 'category').flatMap((c) => plainText(c.attrs.label ?? c.attrs.term) ?? [])),
    ],
    newFeedUrl: null,
    channelId,
    persons: readPersons(root, baseUrl),
    episodes: entries.map((entry) => readEntry(entry, baseUrl, author)),
  };
}
