import { decodeFeedBody } from './feed-encoding';
import { FeedParseError, type ParsedFeed } from './feed-types';
import { readAtomFeed } from './read-atom';
import { readRssFeed } from './read-rss';
import { buildXmlTree, type XmlNode } from './xml-tree';

const RSS_ROOTS = new Set(['rss', 'rdf:rdf', 'channel']);
const HTML_ROOTS = new Set(['html', 'head', 'body']);

/**
 * The element that holds the feed. Junk before it (a PHP warning printed ahead of the XML) is
 * skipped, so such feeds still load; an HTML page or any other XML document is not a feed.
 */
function findFeedRoot(doc: XmlNode): XmlNode | undefined {
  return doc.children.find((c) => RSS_ROOTS.has(c.name) || c.name === 'feed');
}

function looksLikeHtml(doc: XmlNode, text: string): boolean {
  if (/^\s*(?:<\?xml[^>]*>\s*)?<!doctype\s+html/i.test(text)) return true;
  return doc.children.some((c) => HTML_ROOTS.has(c.name));
}

/**
 * Parses a podcast RSS feed, an Atom feed or a YouTube channel feed from bytes (decoded per the
 * HTTP charset, BOM or XML declaration) or text. Lenient about what real publishers get wrong;
 * throws FeedParseError with a message fit for a listener when the document is not a feed.
 */
export function parseFeed(
  body: Buffer | string,
  opts: { contentType?: string | null; baseUrl?: string } = {},
): ParsedFeed {
  const text = decodeFeedBody(body, opts.contentType);
  if (!text.trim()) throw new FeedParseError('The feed is empty');
  const doc = buildXmlTree(text);
  const root = findFeedRoot(doc);
  if (!root) {
    if (looksLikeHtml(doc, text)) throw new FeedParseError('This is an HTML page, not a podcast feed');
    if (doc.children.length === 0) throw new FeedParseError('The feed is not XML');
    throw new FeedParseError('Feed not recognized as RSS or Atom');
  }
  return root.name === 'feed' ? readAtomFeed(root, opts.baseUrl) : readRssFeed(root, opts.baseUrl);
}
