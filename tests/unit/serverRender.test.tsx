import { describe, expect, it } from 'vitest';
import { localizedPath } from '../../src/i18n/languagePaths';
import { LANGUAGES } from '../../src/i18n/namespaces';
import { renderPage } from '../../src/site/entry-server';
import { PUBLIC_PAGES } from '../../src/site/publicPages';

/**
 * The server render entry, from source: every public page renders in Node, where nothing may
 * touch window, document or storage while rendering (any such access throws here). The built
 * entry behind the real server is tested through HTTP in tests/api/publicPages.test.ts.
 */
const noData = async () => [];

describe('the server render entry', () => {
  it.each(PUBLIC_PAGES.map((page) => page.path))('%s renders in every language', async (path) => {
    for (const language of LANGUAGES) {
      const page = await renderPage({ url: localizedPath(language, path), readApi: noData });
      const where = `${path} in ${language}`;
      expect(page.status, where).toBe(200);
      expect(page.language, where).toBe(language);
      expect(page.body, where).toMatch(/<h1[\s>]/);
      expect(page.head, where).toMatch(/^<link rel="preload"[^>]*>|^<title>/);
      expect(page.head, where).toContain('rel="canonical"');
      expect(page.head, where).toContain('<style data-emotion="css');
      // Metadata went to the head; an SVG's own <title> may stay in the body.
      expect(page.body, where).not.toMatch(/<meta\b|rel="canonical"/);
      expect(page.state, where).toMatch(/^<script type="application\/json" id="server-state">\{.*\}<\/script>$/);
    }
  });

  it('renders a data page whose read fails with its loading state, for the browser to try again', async () => {
    const page = await renderPage({
      url: '/team',
      readApi: () => Promise.reject(new Error('the database is away')),
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Loading the team…');
    expect(page.state).not.toContain('the database is away');
  });

  it('renders unknown addresses as the 404 page of their language', async () => {
    const page = await renderPage({ url: '/uz/no/such/page?x=1', readApi: noData });
    expect(page.status).toBe(404);
    expect(page.language).toBe('uz');
  });
});
