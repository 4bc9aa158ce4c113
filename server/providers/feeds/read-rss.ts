import { parseFeedDate } from './feed-dates';
import { cleanDescription, htmlToText, plainText } from './feed-html';
import type { ParsedEpisode, ParsedFeed } from './feed-types';
import { parseDuration, parseExplicit, parseLength, parseWholeNumber, resolveUrl } from './feed-values';
import { readChaptersUrl, readPersons, readTranscripts } from './podcast-namespace';
import { child, childrenNamed, childText, type XmlNode } from './xml-tree';

const EPISODE_TYPES = new Set(['full', 'trailer', 'bonus']);

/** href of an element written as <itunes:image href="..."/>, or its text when a feed wrote it that way. */
function hrefOrText(node: XmlNode | undefined): string | null {
  if (!node) return null;
  const attr = node.attrs.href?.trim() || node.attrs.url?.trim();
  if (attr) return attr;
  // Text is sometimes a mangled attribute ('href=http://x/a.png">'): take the URL inside it.
  const text = node.text.trim();
  return /https?:\/\/[^\s"'<>]+/.exec(text)?.[0] ?? (text || null);
}

/** The old iTunes spelling of an image: <itunes:link rel="image" href="..."/>. */
function itunesLinkImage(node: XmlNode): string | null {
  return node.children.find((c) => c.name === 'itunes:link' && c.attrs.rel === 'image')?.attrs.href?.trim() || null;
}

function atomLink(node: XmlNode, rel: string): XmlNode | undefined {
  return node.children.find((c) => c.name === 'atom:link' && (c.attrs.rel ?? 'alternate') === rel && c.attrs.href);
}

/** The longer of description and itunes:summary: publishers often put the full notes in only one. */
function pickDescription(item: XmlNode): string | null {
  const encoded = childText(item, 'content:encoded');
  if (encoded) return encoded;
  const description = childText(item, 'description');
  const summary = childText(item, 'itunes:summary');
  if (description && summary) return summary.length > description.length * 1.2 ? summary : description;
  return (
    description ??
    summary ??
    childText(item, 'itunes:subtitle', 'media:description') ??
    childText(child(item, 'media:group'), 'media:description')
  );
}

function readEnclosure(item: XmlNode, baseUrl: string | undefined): ParsedEpisode['enclosure'] {
  for (const el of childrenNamed(item, 'enclosure')) {
    const url = resolveUrl(el.attrs.url, baseUrl);
    if (url) return { url, type: el.attrs.type?.trim().toLowerCase() || null, length: parseLength(el.attrs.length) };
  }
  // Feeds without <enclosure> sometimes carry the media as media:content or an Atom enclosure link.
  const group = child(item, 'media:group');
  const media = [...childrenNamed(item, 'media:content'), ...childrenNamed(group, 'media:content')].find((el) => {
    const kind = `${el.attrs.type ?? ''} ${el.attrs.medium ?? ''}`;
    return el.attrs.url && /audio|video/i.test(kind);
  });
  if (media) {
    return {
      url: resolveUrl(media.attrs.url, baseUrl) as string,
      type: media.attrs.type?.trim().toLowerCase() || null,
      length: parseLength(media.attrs.filesize),
    };
  }
  const link = atomLink(item, 'enclosure');
  if (link) {
    return {
      url: resolveUrl(link.attrs.href, baseUrl) as string,
      type: link.attrs.type?.trim().toLowerCase() || null,
      length: parseLength(link.attrs.length),
    };
  }
  return null;
}

function readImage(item: XmlNode, baseUrl: string | undefined): string | null {
  const group = child(item, 'media:group');
  const candidate =
    hrefOrText(child(item, 'itunes:image')) ??
    itunesLinkImage(item) ??
    hrefOrText(child(item, 'media:thumbnail')) ??
    hrefOrText(child(group, 'media:thumbnail')) ??
    childrenNamed(item, 'media:content').find(
      (el) => el.attrs.medium === 'image' || /^image\//.test(el.attrs.type ?? ''),
    )?.attrs.url ??
    null;
  return resolveUrl(candidate, baseUrl);
}

function readItem(item: XmlNode, baseUrl: string | undefined): ParsedEpisode {
  const description = cleanDescription(pickDescription(item), baseUrl);
  const guidNode = child(item, 'guid');
  const guid = guidNode?.text.trim() || null;
  // A guid is the item's permalink unless isPermaLink="false" (RSS 2.0).
  const permalink =
    guid && guidNode?.attrs.ispermalink?.trim().toLowerCase() !== 'false' && /^https?:\/\//i.test(guid) ? guid : null;
  const episodeType = childText(item, 'itunes:episodetype')?.toLowerCase() ?? null;
  return {
    guid,
    title: plainText(childText(item, 'title', 'itunes:title', 'dc:title')) ?? '',
    descriptionHtml: description.html,
    descriptionText: description.text,
    author: plainText(childText(item, 'itunes:author', 'author', 'dc:creator', 'googleplay:author')),
    publishDate: parseFeedDate(childText(item, 'pubdate', 'dc:date', 'atom:published', 'atom:updated')),
    durationSeconds: parseDuration(
      childText(item, 'itunes:duration') ?? child(item, 'media:content')?.attrs.duration ?? null,
    ),
    enclosure: readEnclosure(item, baseUrl),
    imageUrl: readImage(item, baseUrl),
    link: resolveUrl(childText(item, 'link') ?? atomLink(item, 'alternate')?.attrs.href ?? permalink, baseUrl),
    season: parseWholeNumber(childText(item, 'itunes:season', 'podcast:season')),
    episodeNumber: parseWholeNumber(childText(item, 'itunes:episode', 'podcast:episode')),
    episodeType: episodeType && EPISODE_TYPES.has(episodeType) ? episodeType : null,
    explicit: parseExplicit(childText(item, 'itunes:explicit', 'googleplay:explicit')),
    transcripts: readTranscripts(item, baseUrl),
    chaptersUrl: readChaptersUrl(item, baseUrl),
    persons: readPersons(item, baseUrl),
  };
}

function readCategories(channel: XmlNode): string[] {
  const found = new Set<string>();
  const walk = (node: XmlNode) => {
    for (const el of childrenNamed(node, 'itunes:category')) {
      const text = plainText(el.attrs.text);
      if (text) found.add(text);
      walk(el);
    }
  };
  walk(channel);
  for (const el of childrenNamed(channel, 'category')) {
    const text = plainText(el.text);
    if (text) found.add(text);
  }
  return [...found];
}

/** RSS 2.0, 0.9x and 1.0 (RDF); a feed that lost its <channel> tag is read from the root. */
export function readRssFeed(root: XmlNode, baseUrl: string | undefined): ParsedFeed {
  const channel = child(root, 'channel') ?? root;
  const items = childrenNamed(channel, 'item');
  if (channel !== root) items.push(...childrenNamed(root, 'item'));
  const image = child(channel, 'image') ?? child(root, 'image');
  const description = childText(channel, 'description', 'itunes:summary', 'itunes:subtitle');
  return {
    format: 'rss',
    title: plainText(childText(channel, 'title', 'itunes:title', 'dc:title')) ?? '',
    description: description ? htmlToText(description) || null : null,
    author: plainText(
      childText(channel, 'itunes:author', 'googleplay:author', 'dc:creator', 'managingeditor') ??
        childText(child(channel, 'itunes:owner'), 'itunes:name'),
    ),
    imageUrl: resolveUrl(
      hrefOrText(child(channel, 'itunes:image')) ??
        itunesLinkImage(channel) ??
        childText(image, 'url') ??
        hrefOrText(child(channel, 'media:thumbnail')) ??
        hrefOrText(child(channel, 'googleplay:image')),
      baseUrl,
    ),
    link: resolveUrl(childText(channel, 'link') ?? atomLink(channel, 'alternate')?.attrs.href, baseUrl),
    language: childText(channel, 'language', 'dc:language'),
    explicit: parseExplicit(childText(channel, 'itunes:explicit', 'googleplay:explicit')),
    categories: readCategories(channel),
    // <redirect><newLocation> is the pre-iTunes way of announcing a move.
    newFeedUrl: resolveUrl(
      childText(channel, 'itunes:new-feed-url') ??
        childText(child(root, 'redirect') ?? child(channel, 'redirect'), 'newlocation'),
      baseUrl,
    ),
    channelId: null,
    persons: readPersons(channel, baseUrl),
    episodes: items.map((item) => readItem(item, baseUrl)),
  };
}
