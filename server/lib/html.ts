import sanitize from 'sanitize-html';

/**
 * Operator HTML (announcements, inbox messages, help topics, promotions) as the site may store and
 * serve it. Run when content is saved and again when it is read, so a row written before a rule
 * tightened is still served clean; the browser sanitises a third time (design-system/RichText).
 *
 * What stays: text structure (headings, paragraphs, lists, tables, emphasis), links to http(s),
 * mailto: and site paths (opened in a new tab when external), and images from https or site paths.
 * What goes: scripts, styles, event handlers, forms, frames, class and style attributes, and any
 * URL scheme but those.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'mark',
    'sub',
    'sup',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image whose source was refused is dropped, not left as an empty <img>.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:/i.test(href);
      return {
        tagName,
        attribs: (external
          ? { href, target: '_blank', rel: 'noopener noreferrer nofollow' }
          : { href }) as sanitize.Attributes,
      };
    },
  },
};

/** The sanitised HTML (see above). Idempotent: sanitising the result again changes nothing. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** The text of operator HTML, whitespace collapsed: a preview line, a push title, a search field. */
export function htmlToText(html: string): string {
  return sanitize(html.replace(/<(br|\/p|\/li|\/h\d|\/div|\/tr)\b[^>]*>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
