import { Fragment } from 'react';

/**
 * A search hit's snippet as /api/search writes it: escaped text with the matched words inside
 * `<mark></mark>`. It is read, not injected: the marks become `<mark>` elements and everything
 * else text, so nothing the server sends can be markup but those marks.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

const unescapeHtml = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

const MARKED = /^<mark>([^<]*)<\/mark>$/;

/** The snippet's pieces in order, each plain text, marked or not. */
export function snippetParts(snippet: string): { text: string; marked: boolean }[] {
  return snippet
    .split(/(<mark>[^<]*<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = MARKED.exec(part);
      return { text: unescapeHtml(marked ? marked[1]! : part), marked: Boolean(marked) };
    });
}

export function MarkedSnippet({ snippet }: { snippet: string }) {
  return snippetParts(snippet).map((part, index) =>
    part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
  );
}
