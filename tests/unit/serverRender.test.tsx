import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { SnackbarProvider } from 'notistack';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES } from '../../src/i18n/namespaces';
import { Footer } from '../../src/site/components/Footer';
import { Navbar } from '../../src/site/components/Navbar';
import { createSiteQueryClient } from '../../src/site/queryClient';
import { siteTheme } from '../../src/site/theme';

/**
 * The public pages must render with react-dom/server (for prerendering), so nothing may
 * touch window, document or storage while rendering. Node has none of them, so any such access throws.
 */
const PAGES: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/': () => import('../../src/site/pages/HomePage'),
  '/infrastructure': () => import('../../src/site/pages/InfrastructurePage'),
  '/privileges': () => import('../../src/site/pages/PrivilegesPage'),
  '/region': () => import('../../src/site/pages/RegionPage'),
  '/team': () => import('../../src/site/pages/TeamPage'),
  '/about-us': () => import('../../src/site/pages/AboutPage'),
  '/participants': () => import('../../src/site/pages/ParticipantsPage'),
  '/multimedia': () => import('../../src/site/pages/MultimediaPage'),
  '/info-center': () => import('../../src/site/pages/InfoCenterPage'),
  '/contact': () => import('../../src/site/pages/ContactPage'),
  '/login': () => import('../../src/site/pages/LoginPage'),
};

async function createI18n(language: string) {
  const resources = Object.fromEntries(
    NAMESPACES.map((namespace) => [
      namespace,
      JSON.parse(readFileSync(join('locales', language, `${namespace}.json`), 'utf8')),
    ]),
  );
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { [language]: resources },
    defaultNS: 'translation',
    nsSeparator: ':',
    keySeparator: '.',
    interpolation: { escapeValue: false },
  });
  return i18n;
}

// Each language's 18 files are read and its instance made once, not once per page.
const instances = new Map<string, ReturnType<typeof createI18n>>();
function i18nFor(language: string) {
  if (!instances.has(language)) instances.set(language, createI18n(language));
  return instances.get(language)!;
}

async function render(path: string, Page: ComponentType, language: string) {
  const i18n = await i18nFor(language);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={siteTheme}>
        <QueryClientProvider client={createSiteQueryClient()}>
          <SnackbarProvider>
            <MemoryRouter initialEntries={[path]}>
              <Navbar />
              <main>
                <Page />
              </main>
              <Footer />
            </MemoryRouter>
          </SnackbarProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe('public pages rendered on the server', () => {
  it.each(Object.keys(PAGES))('%s renders with its heading and head metadata', async (path) => {
    const { default: Page } = await PAGES[path]();
    for (const language of LANGUAGES) {
      const html = await render(path, Page, language);
      expect(html, `${path} in ${language}`).toMatch(/<h1[\s>]/);
      expect(html, `${path} in ${language}`).toContain('<title>');
      expect(html, `${path} in ${language}`).toContain('rel="canonical"');
    }
  });
});
