import { DecodingMode, decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';

/** One element of a leniently parsed feed document. Names are lower-cased with canonical prefixes. */
export type XmlNode = {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  /** Decoded text directly inside the element (CDATA included), without descendants' text. */
  text: string;
  /** Text and elements in document order; only kept once an element has mixed content. */
  mixed: (string | XmlNode)[] | null;
};

/** Namespace URIs mapped to the prefix the extractors use, whatever prefix the feed chose. */
const NAMESPACES: Record<string, string> = {
  'http://www.itunes.com/dtds/podcast-1.0.dtd': 'itunes',
  'https://www.itunes.com/dtds/podcast-1.0.dtd': 'itunes',
  'https://podcastindex.org/namespace/1.0': 'podcast',
  'http://podcastindex.org/namespace/1.0': 'podcast',
  'https://github.com/podcastindex-org/podcast-namespace/blob/main/docs/1.0.md': 'podcast',
  'http://purl.org/rss/1.0/modules/content/': 'content',
  'http://www.w3.org/2005/atom': 'atom',
  'http://purl.org/atom/ns#': 'atom',
  'http://search.yahoo.com/mrss/': 'media',
  'http://search.yahoo.com/mrss': 'media',
  'http://www.youtube.com/xml/schemas/2015': 'yt',
  'http://purl.org/dc/elements/1.1/': 'dc',
  'http://www.google.com/schemas/play-podcasts/1.0': 'googleplay',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#': 'rdf',
  'http://www.w3.org/1999/xhtml': 'xhtml',
};

const NON_BLANK = /\S/;

/** Decodes HTML named entities too: feeds use &nbsp; and friends without declaring them. */
export function decodeEntities(text: string): string {
  return text.includes('&') ? decodeHTML(text, DecodingMode.Strict) : text;
}

/**
 * Parses XML leniently (unclosed tags, stray junk before the prolog, undeclared entities) into a
 * small tree. The document root is a synthetic node named "#document".
 */
export function buildXmlTree(xml: string): XmlNode {
  const root: XmlNode = { name: '#document', attrs: {}, children: [], text: '', mixed: null };
  const stack: XmlNode[] = [root];
  const prefixes = new Map<string, string>();
  let defaultNs: string | null = null;
  let inCdata = false;

  const canonical = (rawName: string): string => {
    const name = rawName.toLowerCase();
    const colon = name.indexOf(':');
    if (colon === -1) return name;
    const prefix = name.slice(0, colon);
    const mapped = prefixes.get(prefix);
    // In an Atom document Atom elements are unprefixed, however the document spelt them.
    if (mapped === 'atom' && defaultNs === 'atom') return name.slice(colon + 1);
    return mapped && mapped !== prefix ? `${mapped}${name.slice(colon)}` : name;
  };

  const parser = new Parser(
    {
      onopentag(rawName, rawAttrs) {
        const attrs: Record<string, string> = {};
        for (const key in rawAttrs) {
          const value = decodeEntities(rawAttrs[key] ?? '');
          const lower = key.toLowerCase();
          attrs[lower] = value;
          if (lower.startsWith('xmlns')) {
            const ns = NAMESPACES[value.trim().toLowerCase()] ?? null;
            if (lower === 'xmlns') {
              if (stack.length === 1) defaultNs = ns;
            } else if (ns) {
              prefixes.set(lower.slice(6), ns);
              // <atom:feed xmlns:atom="..."> is an Atom document written with a prefix.
              if (ns === 'atom' && stack.length === 1 && rawName.toLowerCase().endsWith(':feed')) defaultNs = 'atom';
            }
          }
        }
        // <duration xmlns="...itunes dtd"> puts just this element in a namespace.
        const ownNs = stack.length > 1 && attrs.xmlns ? NAMESPACES[attrs.xmlns.trim().toLowerCase()] : undefined;
        const name =
          ownNs && ownNs !== 'atom' && !rawName.includes(':')
            ? `${ownNs}:${rawName.toLowerCase()}`
            : canonical(rawName);
        const node: XmlNode = { name, attrs, children: [], text: '', mixed: null };
        const parent = stack[stack.length - 1] as XmlNode;
        parent.children.push(node);
        if (parent.mixed) parent.mixed.push(node);
        else if (NON_BLANK.test(parent.text)) parent.mixed = [parent.text, node];
        stack.push(node);
      },
      onclosetag() {
        if (stack.length > 1) stack.pop();
      },
      ontext(raw) {
        const text = inCdata ? raw : decodeEntities(raw);
        const node = stack[stack.length - 1] as XmlNode;
        node.text += text;
        if (node.mixed) node.mixed.push(text);
        else if (node.children.length > 0 && NON_BLANK.test(text)) node.mixed = [...node.children, text];
      },
      oncdatastart() {
        inCdata = true;
      },
      oncdataend() {
        inCdata = false;
      },
    },
    { xmlMode: true, decodeEntities: false, recognizeCDATA: true, recognizeSelfClosing: true },
  );
  parser.end(xml);
  return root;
}

/** First child with one of the given names. */
export function child(node: XmlNode | undefined, ...names: string[]): XmlNode | undefined {
  if (!node) return undefined;
  for (const name of names) {
    for (const c of node.children) if (c.name === name) return c;
  }
  return undefined;
}

export function childrenNamed(node: XmlNode | undefined, name: string): XmlNode[] {
  return node ? node.children.filter((c) => c.name === name) : [];
}

/** Trimmed text of the first named child that has any; null when none has. */
export function childText(node: XmlNode | undefined, ...names: string[]): string | null {
  if (!node) return null;
  for (const name of names) {
    for (const c of node.children) {
      if (c.name !== name) continue;
      const text = c.children.length > 0 ? innerXml(c) : c.text;
      const trimmed = text.trim();
      if (trimmed) return trimmed;
    }
  }
  return null;
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/**
 * The element's content as markup: used when a feed puts raw (unescaped) HTML or Atom XHTML
 * inside a description, so the HTML survives instead of collapsing to its text.
 */
export function innerXml(node: XmlNode): string {
  if (node.children.length === 0) return node.text;
  const parts = node.mixed ?? node.children;
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += escapeText(part);
      continue;
    }
    const name = part.name.replace(/^(xhtml|atom):/, '');
    let attrs = '';
    for (const key in part.attrs) {
      if (!key.startsWith('xmlns')) attrs += ` ${key}="${escapeAttr(part.attrs[key] ?? '')}"`;
    }
    out += `<${name}${attrs}>${innerXml(part)}</${name}>`;
  }
  return out;
}
