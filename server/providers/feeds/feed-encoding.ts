import iconv from 'iconv-lite';

/**
 * Names that browsers and feed readers treat as supersets: ISO-8859-1 feeds routinely carry
 * Windows-1252 curly quotes, and "us-ascii" feeds routinely carry UTF-8.
 */
const ALIASES: Record<string, string> = {
  'iso-8859-1': 'windows-1252',
  'iso8859-1': 'windows-1252',
  latin1: 'windows-1252',
  'latin-1': 'windows-1252',
  'us-ascii': 'utf-8',
  ascii: 'utf-8',
  gb2312: 'gb18030',
  gbk: 'gb18030',
  'utf-16': 'utf-16be',
};

function normaliseCharset(name: string | null | undefined): string | null {
  if (!name) return null;
  const lower = name
    .trim()
    .replace(/^["']|["']$/g, '')
    .toLowerCase();
  if (!lower) return null;
  const mapped = ALIASES[lower] ?? lower;
  return iconv.encodingExists(mapped) ? mapped : null;
}

function charsetFromContentType(contentType: string | null | undefined): string | null {
  const match = contentType ? /charset\s*=\s*["']?([^;"'\s]+)/i.exec(contentType) : null;
  return match ? normaliseCharset(match[1]) : null;
}

function charsetFromBom(body: Buffer): { charset: string; skip: number } | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return { charset: 'utf-8', skip: 3 };
  if (body[0] === 0x00 && body[1] === 0x00 && body[2] === 0xfe && body[3] === 0xff)
    return { charset: 'utf-32be', skip: 4 };
  if (body[0] === 0xff && body[1] === 0xfe && body[2] === 0x00 && body[3] === 0x00)
    return { charset: 'utf-32le', skip: 4 };
  // UTF-32 and UTF-16 without a BOM still start with "<" in their own width.
  if (body[0] === 0x00 && body[1] === 0x00 && body[2] === 0x00 && body[3] === 0x3c)
    return { charset: 'utf-32be', skip: 0 };
  if (body[0] === 0x3c && body[1] === 0x00 && body[2] === 0x00 && body[3] === 0x00)
    return { charset: 'utf-32le', skip: 0 };
  if (body[0] === 0xfe && body[1] === 0xff) return { charset: 'utf-16be', skip: 2 };
  if (body[0] === 0xff && body[1] === 0xfe) return { charset: 'utf-16le', skip: 2 };
  if (body[0] === 0x00 && body[1] === 0x3c) return { charset: 'utf-16be', skip: 0 };
  if (body[0] === 0x3c && body[1] === 0x00) return { charset: 'utf-16le', skip: 0 };
  return null;
}

function charsetFromDeclaration(body: Buffer): string | null {
  const head = body.subarray(0, 1024).toString('latin1');
  const match = /<\?xml[^>]*?encoding\s*=\s*["']([^"']+)["']/i.exec(head);
  return match ? normaliseCharset(match[1]) : null;
}

/**
 * Turns feed bytes into text. Order: byte-order mark, then the HTTP charset (RFC 7303: it
 * overrides the document), then the XML declaration, then UTF-8; undeclared bytes that are not
 * valid UTF-8 are read as Windows-1252, which is what such feeds almost always are.
 */
export function decodeFeedBody(body: Buffer | string, contentType?: string | null): string {
  return repairC1Controls(decodeBytes(body, contentType));
}

/**
 * C1 control characters never belong in text; when they appear, a Windows-1252 feed was
 * converted as if it were Latin-1 (so 0x92 became U+0092 instead of a curly apostrophe).
 */
function repairC1Controls(text: string): string {
  if (!/[\u0080-\u009f]/.test(text)) return text;
  return text.replace(/[\u0080-\u009f]/g, (c) => iconv.decode(Buffer.from([c.charCodeAt(0)]), 'windows-1252'));
}

function decodeBytes(body: Buffer | string, contentType?: string | null): string {
  if (typeof body === 'string') return body.charCodeAt(0) === 0xfeff ? body.slice(1) : body;
  const bom = charsetFromBom(body);
  if (bom) return iconv.decode(body.subarray(bom.skip), bom.charset);
  const declared = charsetFromContentType(contentType) ?? charsetFromDeclaration(body);
  if (declared && declared !== 'utf-8' && declared !== 'utf8') return iconv.decode(body, declared);
  const text = body.toString('utf8');
  if (!declared && text.includes('\uFFFD') && !body.includes(Buffer.from([0xef, 0xbf, 0xbd]))) {
    return iconv.decode(body, 'windows-1252');
  }
  return text;
}
