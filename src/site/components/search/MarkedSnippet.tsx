import { Fragment } from 'react';
import { snippetParts } from '../../../api/searchSnippet';

/** A search hit's snippet with its marked words as `<mark>` elements and the rest as text. */
export function MarkedSnippet({ snippet }: { snippet: string }) {
  return snippetParts(snippet).map((part, index) =>
    part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
  );
}
