import { describe, expect, it } from 'vitest';
import { faqAnswerHtml, structuredDataScript } from '../../src/site/structuredData';

describe('structured data', () => {
  it('keeps in a FAQ answer only the tags Google reads, and of a link only its address', () => {
    expect(
      faqAnswerHtml(
        '<p class="x">Apply <a href="https://park.example/info-center" target="_blank" rel="noopener">here</a>:</p>' +
          '<ul><li><u>land</u></li><li><span style="color:red">power</span></li></ul><img src="/a.png"><br>',
      ),
    ).toBe('<p>Apply <a href="https://park.example/info-center">here</a>:</p><ul><li>land</li><li>power</li></ul><br>');
  });

  it('writes no character that could end the script element or start markup', () => {
    const node = { '@type': 'Thing' as const, '@id': 'https://park.example/#x', name: '</script><b>A & B</b>' };
    const script = structuredDataScript([node]);
    const json = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ '@context': 'https://schema.org', '@graph': [node] });
  });
});
