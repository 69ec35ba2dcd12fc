import { describe, expect, it } from 'vitest';
import { snippetParts } from '../../src/api/searchSnippet';

describe('the reading of a search snippet by the site and the back office', () => {
  it('keeps the marked words apart and turns the escaped signs back into text, never into markup', () => {
    expect(
      snippetParts(
        '… a <mark>cable</mark> &amp; wire &lt;b&gt;plant&lt;/b&gt; &quot;Olmaliq&#39;s&quot; <mark>line</mark>',
      ),
    ).toEqual([
      { text: '… a ', marked: false },
      { text: 'cable', marked: true },
      { text: ' & wire <b>plant</b> "Olmaliq\'s" ', marked: false },
      { text: 'line', marked: true },
    ]);
    expect(snippetParts('no match here')).toEqual([{ text: 'no match here', marked: false }]);
    expect(snippetParts('')).toEqual([]);
  });
});
