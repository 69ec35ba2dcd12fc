import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { snippetParts } from '../../src/api/searchSnippet';
import { MarkedSnippet } from '../../src/site/components/search/MarkedSnippet';

/** A search hit's snippet is read, never injected: only the server's marks become elements. */
describe('a search snippet', () => {
  it('turns the marks into pieces and the escaped rest back into text', () => {
    expect(snippetParts('… the <mark>cable</mark> works &amp; &quot;plant&quot; &lt;b&gt; &#39;x&#39; …')).toEqual([
      { text: '… the ', marked: false },
      { text: 'cable', marked: true },
      { text: ' works & "plant" <b> \'x\' …', marked: false },
    ]);
  });

  it('renders the marks as <mark> and anything else that looks like markup as text', () => {
    const html = renderToString(
      <MarkedSnippet snippet={'<mark>Zavod</mark> &lt;script&gt;alert(1)&lt;/script&gt; <img src=x>'} />,
    );
    expect(html).toBe('<mark>Zavod</mark> &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x&gt;');
  });
});
