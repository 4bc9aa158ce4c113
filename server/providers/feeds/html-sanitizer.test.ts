import { describe, expect, it } from 'vitest';
import { sanitizeFeedHtml } from './html-sanitizer';

describe('sanitizeFeedHtml', () => {
  it.each([
    ['<script>alert(1)</script>ok', 'ok'],
    ['<img src=x onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    ['<a href=" JAVASCRIPT:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    ['<img src="data:image/svg+xml;base64,AAAA">', '<img>'],
    ['<svg><g onload="alert(1)"><text>t</text></g></svg>after', 'after'],
    ['<iframe src="https://evil.test"></iframe><style>*{}</style>x', 'x'],
    ['<p style="color:red" class="c" id="i">p</p>', '<p>p</p>'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [
      '<a href="x" title=\'"><script>\'>t</a>',
      '<a href="x" title="&quot;&gt;&lt;script&gt;" rel="noopener noreferrer nofollow" target="_blank">t</a>',
    ],
    ['<!-- hidden --><p>shown</p>', '<p>shown</p>'],
    ['<font color="red">unwrapped</font>', 'unwrapped'],
    ['<p>unclosed <b>bold', '<p>unclosed <b>bold</b></p>'],
  ])('cleans %j', (input, html) => {
    expect(sanitizeFeedHtml(input).html).toBe(html);
  });

  it('keeps safe links, resolves relative ones and produces spaced plain text', () => {
    const out = sanitizeFeedHtml(
      '<p>Hi&nbsp;<a href="/more">there</a></p><ul><li>one</li><li>two</li></ul>',
      'https://x.test/feed',
    );
    expect(out.html).toBe(
      '<p>Hi\u00a0<a href="https://x.test/more" rel="noopener noreferrer nofollow" target="_blank">there</a></p><ul><li>one</li><li>two</li></ul>',
    );
    expect(out.text).toBe('Hi there one two');
  });
});
