import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from './html';

describe('sanitizeHtml', () => {
  it('drops scripts, handlers, styles and unsafe URL schemes', () => {
    const dirty =
      '<p onclick="x()" style="color:red" class="c">Hi<script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">a</a><img src="http://x/i.png" onerror="y()"><iframe src="https://e"></iframe>' +
      '<img src="data:image/png;base64,AAAA"><style>p{}</style>';
    expect(sanitizeHtml(dirty)).toBe('<p>Hi</p><a>a</a>');
  });

  it('keeps structure, https images and links; external links open in a new tab', () => {
    const html =
      '<h3>Title</h3><ul><li><strong>One</strong></li></ul><img src="https://cdn.example/a.png" alt="A">' +
      '<a href="https://t.me/brand">Telegram</a><a href="/m/help?i=2" target="_self">Help</a>';
    expect(sanitizeHtml(html)).toBe(
      '<h3>Title</h3><ul><li><strong>One</strong></li></ul><img src="https://cdn.example/a.png" alt="A" />' +
        '<a href="https://t.me/brand" target="_blank" rel="noopener noreferrer nofollow">Telegram</a>' +
        '<a href="/m/help?i=2">Help</a>',
    );
  });

  it('is idempotent', () => {
    const once = sanitizeHtml('<p>a <a href="https://x.example">b</a><br>c</p><script>x</script>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe('htmlToText', () => {
  it('keeps words apart across block tags and decodes entities', () => {
    expect(htmlToText('<p>Deposit&nbsp;bonus</p><p>100% &amp; more</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Deposit bonus 100% & more a b',
    );
  });
  it('drops scripts entirely', () => {
    expect(htmlToText('<p>Hi</p><script>alert(1)</script>')).toBe('Hi');
  });
});
