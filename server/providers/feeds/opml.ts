import { Parser } from 'htmlparser2';
import { decodeFeedBody } from './feed-encoding';
import { decodeEntities } from './xml-tree';

/** The file is not OPML, or is damaged in a way that could silently lose subscriptions. */
export class OpmlParseError extends Error {}

export type OpmlOutline = { title: string; feedUrl: string; siteUrl: string | null; type: string | null };
export type ParsedOpml = {
  title: string | null;
  /** Subscriptions, folders flattened, first occurrence of each feed URL kept. */
  outlines: OpmlOutline[];
  /** Leaf outlines without a usable feed URL (web links, notes, broken addresses). */
  invalid: number;
  /** Outlines dropped because the same feed URL came earlier. */
  duplicates: number;
};

type Element = { name: string; attrs: Record<string, string>; children: Element[]; text: string };

/** Well-formedness matters here: a truncated export must fail loudly, not import half a list. */
function parseStrictly(text: string): Element {
  const root: Element = { name: '#document', attrs: {}, children: [], text: '' };
  const stack = [root];
  let problem: string | null = null;
  let seen = new Set<string>();
  const parser: Parser = new Parser(
    {
      onattribute(name) {
        const key = name.toLowerCase();
        if (seen.has(key)) problem ??= `an element repeats the attribute "${name}"`;
        seen.add(key);
      },
      onopentag(name, attrs) {
        seen = new Set();
        const el: Element = { name: name.toLowerCase(), attrs: {}, children: [], text: '' };
        for (const key in attrs) el.attrs[key.toLowerCase()] = decodeEntities(attrs[key] ?? '');
        (stack[stack.length - 1] as Element).children.push(el);
        stack.push(el);
      },
      onclosetag(name, isImplied) {
        // Self-closing tags are reported as implied closes too; tell them apart by the token.
        const token = text.slice(parser.startIndex, parser.endIndex + 1);
        const selfClosing = token.endsWith('/>') && token.toLowerCase().startsWith(`<${name.toLowerCase()}`);
        if (isImplied && !selfClosing) problem ??= `<${name}> is never closed`;
        stack.pop();
      },
      ontext(chunk) {
        (stack[stack.length - 1] as Element).text += decodeEntities(chunk);
      },
    },
    { xmlMode: true, decodeEntities: false },
  );
  parser.end(text);
  const opml = root.children.find((c) => c.name === 'opml');
  if (!opml || root.children.length !== 1) throw new OpmlParseError('This file is not an OPML subscription list');
  if (problem) throw new OpmlParseError(`The OPML file is damaged: ${problem}`);
  return opml;
}

/** A feed address as a comparable http(s) URL; feed://, pcast:// and itpc:// are podcast-app spellings of http. */
function normaliseFeedUrl(raw: string | undefined): string | null {
  const value = raw
    ?.trim()
    .replace(/^(?:feed|pcast|itpc|podcast):(\/\/)?/i, (_m, slashes) => (slashes ? 'http://' : ''));
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Reads an OPML subscription list (any app's export, OPML 1.0/1.1/2.0, nested folders). Folder
 * outlines are flattened; leaf outlines without a feed URL are counted as invalid.
 */
export function parseOpml(input: string | Buffer): ParsedOpml {
  const text = typeof input === 'string' ? input.replace(/^\uFEFF/, '') : decodeFeedBody(input);
  if (!text.trim()) throw new OpmlParseError('The OPML file is empty');
  const opml = parseStrictly(text);
  const bodies = opml.children.filter((c) => c.name === 'body');
  if (bodies.length === 0) throw new OpmlParseError('The OPML file has no <body>');
  const head = opml.children.find((c) => c.name === 'head');
  const title = head?.children.find((c) => c.name === 'title')?.text.trim() || null;

  const outlines: OpmlOutline[] = [];
  const seen = new Set<string>();
  let invalid = 0;
  let duplicates = 0;
  const walk = (node: Element) => {
    for (const el of node.children) {
      if (el.name !== 'outline') continue;
      const rawUrl = el.attrs.xmlurl;
      if (rawUrl === undefined && el.children.length > 0) {
        walk(el);
        continue;
      }
      const feedUrl = normaliseFeedUrl(rawUrl);
      if (!feedUrl) {
        invalid++;
      } else if (seen.has(feedUrl)) {
        duplicates++;
      } else {
        seen.add(feedUrl);
        outlines.push({
          title: (el.attrs.title?.trim() || el.attrs.text?.trim() || feedUrl).replace(/\s+/g, ' '),
          feedUrl,
          siteUrl: el.attrs.htmlurl?.trim() || null,
          type: el.attrs.type?.trim() || null,
        });
      }
      walk(el);
    }
  };
  for (const body of bodies) walk(body);
  return { title, outlines, invalid, duplicates };
}

const escapeAttr = (value: string) =>
  value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are invalid in XML 1.0
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')
    .replace(/\t/g, '&#9;');

/** An OPML 2.0 subscription list that podcast apps import. */
export function exportOpml(
  title: string,
  feeds: { title: string; feedUrl: string; siteUrl?: string | null }[],
  now: Date = new Date(),
): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="2.0">',
    '  <head>',
    `    <title>${escapeAttr(title)}</title>`,
    `    <dateCreated>${now.toUTCString()}</dateCreated>`,
    '  </head>',
    '  <body>',
    ...feeds.map((feed) => {
      const name = escapeAttr(feed.title);
      const site = feed.siteUrl ? ` htmlUrl="${escapeAttr(feed.siteUrl)}"` : '';
      return `    <outline type="rss" text="${name}" title="${name}" xmlUrl="${escapeAttr(feed.feedUrl)}"${site}/>`;
    }),
    '  </body>',
    '</opml>',
    '',
  ];
  return lines.join('\n');
}
