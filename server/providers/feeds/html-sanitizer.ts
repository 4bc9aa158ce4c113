import { Parser } from 'htmlparser2';
import { resolveUrl } from './feed-values';

/** Tags kept in show notes; anything else is unwrapped (its text stays, the tag goes). */
const ALLOWED_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);
/** Tags removed together with everything inside them. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'button',
  'form',
  'head',
  'title',
  'frame',
  'frameset',
  'xmp',
  'plaintext',
  'video',
  'audio',
  'canvas',
  'map',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'br',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'td',
  'th',
  'table',
  'blockquote',
  'pre',
  'hr',
  'dd',
  'dt',
  'figure',
  'figcaption',
  'caption',
]);
const ALLOWED_ATTRS: Record<string, string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};
const URL_ATTRS = new Set(['href', 'src']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/**
 * A URL safe to put in href/src, or null. Browsers ignore control characters and whitespace
 * inside a scheme ("java\tscript:"), so the scheme is judged with those removed.
 */
function safeUrl(value: string, baseUrl: string | undefined): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what browsers skip
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, '');
  if (!compact) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme && !SAFE_SCHEMES.has(scheme)) return null;
  return resolveUrl(value, baseUrl);
}

/**
 * Allowlist sanitizer for feed HTML, producing the safe HTML and its plain text in one pass.
 * The HTML is re-serialised from parsed tokens (never copied through), so only allowed tags with
 * allowed attributes and safe URL schemes survive: no scripts, styles, event handlers, frames or
 * javascript:/data: URLs. Links open in a new tab without referrer or opener.
 */
export function sanitizeFeedHtml(input: string, baseUrl?: string): { html: string; text: string } {
  let html = '';
  let text = '';
  let dropDepth = 0;
  const actions: ('emit' | 'skip' | 'drop')[] = [];

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (dropDepth > 0 || DROPPED_TAGS.has(name)) {
          dropDepth++;
          actions.push('drop');
          return;
        }
        if (BLOCK_TAGS.has(name)) text += ' ';
        if (!ALLOWED_TAGS.has(name)) {
          actions.push('skip');
          return;
        }
        let out = `<${name}`;
        for (const key of ALLOWED_ATTRS[name] ?? []) {
          const raw = attrs[key];
          if (raw === undefined) continue;
          const value = URL_ATTRS.has(key) ? safeUrl(raw, baseUrl) : raw;
          if (value !== null) out += ` ${key}="${escapeAttr(value)}"`;
        }
        if (name === 'a') out += ' rel="noopener noreferrer nofollow" target="_blank"';
        html += `${out}>`;
        actions.push('emit');
      },
      onclosetag(name) {
        const action = actions.pop();
        if (action === 'drop') dropDepth--;
        else if (action === 'emit' && !VOID_TAGS.has(name)) html += `</${name}>`;
        if (action !== 'drop' && BLOCK_TAGS.has(name)) text += ' ';
      },
      ontext(chunk) {
        if (dropDepth > 0) return;
        html += escapeText(chunk);
        text += chunk;
      },
    },
    { decodeEntities: true },
  );
  parser.end(input);
  return { html: html.trim(), text: text.replace(/[\s\u00a0]+/g, ' ').trim() };
}
