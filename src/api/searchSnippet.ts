/** The entities the server's snippets escape (src/server/search/matching.ts), back to their signs. */
const ESCAPED: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

const unescaped = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ESCAPED[entity]!);

/** A piece of a snippet: plain text, or a word that matched the query. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * A search hit's snippet (escaped text with the matched words inside `<mark>`) as plain pieces,
 * so the site's search page and the back office's palette show it as React text rather than
 * handing the server's HTML to the page: nothing the server sends can be markup but those marks.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  return snippet
    .split(/<mark>(.*?)<\/mark>/s)
    .map((part, at) => ({ text: unescaped(part), marked: at % 2 === 1 }))
    .filter((part) => part.text.length > 0);
}
