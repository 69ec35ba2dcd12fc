import { expect } from 'vitest';
import type { Language } from '../../src/i18n/namespaces';
import { type HtmlPage, TEST_SITE_URL } from './builtSite';
import type { TestApp } from './harness';

/** A path of the test site as the head, the sitemap and the feeds name it. */
export const absolute = (path: string) => TEST_SITE_URL + path;

/** The addresses a page's head names: its canonical one and each language's (hreflang). */
export const headAddresses = (page: HtmlPage) => ({
  canonical: page.inHead((e) => e.name === 'link' && e.attribs.rel === 'canonical')[0]?.attribs.href,
  alternates: page
    .inHead((e) => e.name === 'link' && e.attribs.rel === 'alternate' && e.attribs.hreflang !== undefined)
    .map((e) => [e.attribs.hreflang, e.attribs.href]),
});

/**
 * The head of a record's page in `language`, given the record's path in each language: its own
 * address as the canonical one, and the three languages' as alternates, English the default.
 */
export const headOfRecordPage = (addresses: Record<Language, string>, language: Language) => ({
  canonical: absolute(addresses[language]),
  alternates: [
    ['en', absolute(addresses.en)],
    ['ru', absolute(addresses.ru)],
    ['uz', absolute(addresses.uz)],
    ['x-default', absolute(addresses.en)],
  ],
});

/** Asks the site for an address and expects one 301 straight to `to`. */
export async function expectMoved(t: TestApp, from: string, to: string) {
  const response = await t.app.inject({ method: 'GET', url: from });
  expect(response.statusCode, from).toBe(301);
  expect(response.headers.location, from).toBe(to);
}
