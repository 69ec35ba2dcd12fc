/**
 * Text written into the XML documents the server renders (the sitemap, the news feeds, the
 * OpenSearch descriptions), for an element or a quoted attribute.
 */

/** Whether XML 1.0 allows a character at all: not a control character (one pasted into a title) but tab and line ends. */
const allowedInXml = (character: string) => {
  const code = character.codePointAt(0)!;
  return code >= 0x20 ? code !== 0xfffe && code !== 0xffff : code === 0x09 || code === 0x0a || code === 0x0d;
};

/** Text for an XML element or a quoted attribute: its markup signs escaped, characters XML forbids left out. */
export const escapeXml = (text: string) =>
  text
    .split('')
    .filter(allowedInXml)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
