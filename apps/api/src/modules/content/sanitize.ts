// HTML that reaches the database is sanitised first: an allow-list of tags and attributes, relative or
// http(s)/mailto links only. Scripts, event handlers, iframes, styles and javascript: URLs never survive.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'a',
    'img',
    'figure',
    'figcaption',
    'span',
  ],
  // `rel` and `target` are set by the transform below for external links.
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'nofollow noopener noreferrer', target: '_blank' } : attribs,
      };
    },
  },
};

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Control characters other than line feed and tab, and the bidi embedding, override and isolate controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
/** A `<` that would open a tag, comment or declaration if the text were ever parsed as HTML. */
const TAG_OPEN = /<(?=[A-Za-z!/?])/g;
/** The five escapes sanitize-html writes into text, undone in one pass. */
const OWN_ESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Comments are plain text (docs/decisions/009): NFC, line breaks as `\n`, control characters removed,
 * every tag removed (script and style with their content), runs of spaces and tabs made one space.
 * Entities are never decoded into markup: what the user typed as `&lt;b&gt;` stays those characters.
 * The result never holds a `<` followed by a letter, `!`, `/` or `?`, so it is inert even for a client
 * that wrongly puts it into HTML unescaped; clients show it as text.
 */
export function toPlainText(input: string): string {
  const text = input.normalize('NFC').replace(/\r\n?/g, '\n').replace(CONTROLS, '');
  // Escaping `&` first makes the parser read the user's entities as literal text, not as characters.
  const stripped = sanitizeHtml(text.replaceAll('&', '&amp;'), {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
  return stripped
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (written) => OWN_ESCAPES[written] ?? written)
    .replace(TAG_OPEN, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}
