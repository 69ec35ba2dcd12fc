import sanitizeHtml from 'sanitize-html';

/** The allow-list for rich texts (news bodies, answers): what the editor produces, and nothing that runs. */
const richTextOptions: sanitizeHtml.IOptions = {
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
    'mark',
    'sub',
    'sup',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** The same without pictures: for texts whose pictures are uploads of their own, with their widths and alt. */
const textOnlyOptions: sanitizeHtml.IOptions = {
  ...richTextOptions,
  allowedTags: (richTextOptions.allowedTags as string[]).filter(
    (tag) => !['img', 'figure', 'figcaption'].includes(tag),
  ),
};

export function sanitizeRichText(html: string, { pictures = true }: { pictures?: boolean } = {}): string {
  return sanitizeHtml(html, pictures ? richTextOptions : textOnlyOptions).trim();
}

/** True when the HTML shows no text and no picture, e.g. after a script-only body was cleaned. */
export function isBlankHtml(html: string): boolean {
  return !/<img\b/i.test(html) && sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() === '';
}
