import { describe, expect, it } from 'vitest';
import { addressInLanguage, browserLanguage } from '../../src/i18n/languagePaths';
import { localizedPath } from '../../src/api/languagePaths';

const ORIGIN = 'https://park.example';

/** Where a browser on the site goes when sent to this address (`location.replace`, a link). */
const destination = (address: string) => new URL(address, `${ORIGIN}/ru/team`);

/** An address as `window.location` splits it. */
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('the same page in another language', () => {
  it('keeps the page, its query and its fragment', () => {
    expect(addressInLanguage('en', at('/ru/contact', '?from=letter', '#form'))).toBe('/contact?from=letter#form');
    expect(addressInLanguage('uz', at('/contact', '?from=letter'))).toBe('/uz/contact?from=letter');
    expect(addressInLanguage('ru', at('/uz'))).toBe('/ru');
    expect(addressInLanguage('en', at('/uz/'))).toBe('/');
    expect(addressInLanguage('en', at('/ru/news/12'))).toBe('/news/12');
  });

  // The prefix taken off a path with two slashes (or a backslash, which browsers read as one)
  // left an address of another host, and the visitor was sent there.
  it.each([
    ['/ru//evil.example/', '/evil.example/'],
    ['/uz//evil.example/x', '/evil.example/x'],
    ['/ru/\\evil.example/', '/evil.example/'],
    ['/ru//evil%2Eexample', '/evil%2Eexample'],
    ['/ru/\\/\\//evil.example', '/evil.example'],
    ['/ru/\t//evil.example', '/evil.example'],
    ['/ru//', '/'],
  ])('never leaves the site from %j', (pathname, expected) => {
    const address = addressInLanguage('en', at(pathname, '?q=1', '#top'));
    expect(address).toBe(`${expected}?q=1#top`);
    expect(destination(address).origin).toBe(ORIGIN);
  });

  it('never leaves the site from an English address with two slashes either', () => {
    for (const language of ['ru', 'uz'] as const) {
      const address = addressInLanguage(language, at('//evil.example/x'));
      expect(address).toBe(`/${language}/evil.example/x`);
      expect(destination(address).origin).toBe(ORIGIN);
    }
  });
});

describe('localizedPath', () => {
  it('puts the prefix of the language in front of the page path', () => {
    expect(localizedPath('en', '/contact')).toBe('/contact');
    expect(localizedPath('ru', '/contact')).toBe('/ru/contact');
    expect(localizedPath('uz', '/')).toBe('/uz');
    expect(localizedPath('en', '')).toBe('/');
    expect(localizedPath('ru', 'team')).toBe('/ru/team');
  });

  it('gives a path on this site whatever slashes the page path starts with', () => {
    for (const path of ['//evil.example', '\\\\evil.example', '/\\evil.example', '\n//evil.example']) {
      expect(localizedPath('en', path), JSON.stringify(path)).toBe('/evil.example');
      expect(destination(localizedPath('en', path)).origin).toBe(ORIGIN);
    }
  });
});

describe("the browser's language", () => {
  it('is the first of ours the browser prefers, by its primary tag', () => {
    expect(browserLanguage(['ru-RU', 'en-US'])).toBe('ru');
    expect(browserLanguage(['de-DE', 'uz-Latn-UZ', 'ru'])).toBe('uz');
    expect(browserLanguage(['EN-gb', 'ru'])).toBe('en');
  });

  it('is English when the browser prefers none of ours', () => {
    expect(browserLanguage(['de-DE', 'fr'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });
});
