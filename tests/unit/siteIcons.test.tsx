import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { ESLint } from 'eslint';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { COLORS } from '../../src/site/designTokens';
import { SiteIcon, type IconDrawing } from '../../src/site/components/ui/SiteIcon';
import { chevronDownIcon } from '../../src/site/components/ui/icons/chevronDownIcon';
import { documentIcon } from '../../src/site/components/ui/icons/documentIcon';
import { menuIcon } from '../../src/site/components/ui/icons/menuIcon';
import { openInNewIcon } from '../../src/site/components/ui/icons/openInNewIcon';
import { playIcon } from '../../src/site/components/ui/icons/playIcon';
import { scalesIcon } from '../../src/site/components/ui/icons/scalesIcon';

/** The HTML and the CSS a server render writes for an element. */
function render(element: ReactNode): { html: string; css: string } {
  const cache = createCache({ key: 'test' });
  const { extractCritical } = createEmotionServer(cache);
  return extractCritical(renderToString(<CacheProvider value={cache}>{element}</CacheProvider>));
}

/** Every icon module: one drawing each, exported under the module's name. */
const modules = import.meta.glob<Record<string, IconDrawing>>('../../src/site/components/ui/icons/*.ts', {
  eager: true,
});
const nameOf = (path: string) => /(\w+)\.ts$/.exec(path)![1];
const icons = Object.entries(modules).map(([path, exports]) => [nameOf(path), exports[nameOf(path)]] as const);

describe("the site's icons", () => {
  it('are one drawing a module, named as the module, so a page brings only those it shows', () => {
    for (const [path, exports] of Object.entries(modules)) expect(Object.keys(exports), path).toEqual([nameOf(path)]);
  });

  it('are all drawn, each its own drawing, each small', () => {
    expect(icons.map(([name]) => name)).toEqual(
      expect.arrayContaining(['menuIcon', 'phoneIcon', 'pauseIcon', 'playIcon', 'closeIcon', 'sendIcon', 'loginIcon']),
    );
    expect(icons.length).toBeGreaterThanOrEqual(20);
    const seen = new Set<string>();
    for (const [name, drawing] of icons) {
      expect(drawing.line ?? drawing.solid, name).toBeTruthy();
      const paths = [drawing.line, drawing.solid].join(' ');
      expect(seen.has(paths), `${name} is another icon's drawing`).toBe(false);
      seen.add(paths);
      expect(paths.length, name).toBeLessThan(320);
    }
  });

  it.each(icons)('draw %s as a decorative svg of its own paths', (_, drawing) => {
    const { html } = render(<SiteIcon drawing={drawing} />);
    expect(html).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('focusable="false"');
    expect(html).toContain('stroke="currentColor"');
    expect(html).not.toContain('role=');
    if (drawing.line) expect(html).toContain(`<path d="${drawing.line}"></path>`);
    if (drawing.solid) expect(html).toContain(`<path d="${drawing.solid}" fill="currentColor"></path>`);
  });

  it('are 1em square, 1.5rem by default, in the colour of the text', () => {
    const { css } = render(<SiteIcon drawing={menuIcon} />);
    expect(css).toContain('width:1em;height:1em;');
    expect(css).toContain('font-size:1.5rem;');
    expect(css).not.toContain('color:');
  });

  it.each([
    ['small', 'font-size:1.25rem;'],
    ['medium', 'font-size:1.5rem;'],
    ['large', 'font-size:2.1875rem;'],
    [56, 'font-size:56px;'],
  ] as const)('come in the size %s', (size, rule) => {
    expect(render(<SiteIcon drawing={playIcon} size={size} />).css).toContain(rule);
  });

  it("take the park's copper or teal as their tone", () => {
    expect(render(<SiteIcon drawing={documentIcon} tone="primary" />).css).toContain(`color:${COLORS.primary};`);
    expect(render(<SiteIcon drawing={scalesIcon} tone="secondary" />).css).toContain(`color:${COLORS.secondary};`);
  });

  it('keep the class they are given, and neither size nor tone as attributes', () => {
    const { html } = render(<SiteIcon drawing={chevronDownIcon} className="faq-expand" size={20} tone="primary" />);
    const classes = /class="([^"]*)"/.exec(html)?.[1].split(' ');
    expect(classes).toContain('faq-expand');
    expect(classes?.some((name) => name.startsWith('test-'))).toBe(true);
    expect(html).not.toMatch(/ (size|tone)=/);
  });

  it('are images with words when given an aria-label, and pass other svg attributes on', () => {
    const { html } = render(<SiteIcon drawing={openInNewIcon} aria-label="opens in a new tab" data-part="x" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="opens in a new tab"');
    expect(html).not.toContain('aria-hidden');
    expect(html).toContain('data-part="x"');
  });
});

describe("the lint's rule on the site's icons", { timeout: 60_000 }, () => {
  /** The lint's messages about imports for a file (no type information: these rules need none). */
  async function importErrors(filePath: string, source: string): Promise<string[]> {
    const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked });
    const [result] = await eslint.lintText(source, { filePath });
    return result.messages
      .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
      .map((m) => m.message);
  }

  const material = [
    "import SendIcon from '@mui/icons-material/Send';",
    "import { Close } from '@mui/icons-material';",
    "import type { SvgIconComponent } from '@mui/icons-material';",
    "export { default as Pin } from '@mui/icons-material/esm/Place';",
    "export const later = () => import('@mui/icons-material/Share');",
  ].join('\n');

  it("refuses Material's icons in the public site, however they are imported", async () => {
    const errors = await importErrors('src/site/components/probe.tsx', `${material}\nexport { SendIcon, Close };\n`);
    expect(errors).toHaveLength(5);
    for (const error of errors) expect(error).toContain('draws its own icons');
  });

  it('leaves them to the back office, and MUI itself to the site', async () => {
    expect(await importErrors('src/admin/probe.tsx', `${material}\nexport { SendIcon, Close };\n`)).toEqual([]);
    const mui = "export { Button } from '@mui/material';\nexport { default as Box } from '@mui/material/Box';\n";
    expect(await importErrors('src/site/components/probe.tsx', mui)).toEqual([]);
  });

  it('still refuses barrel files in the site', async () => {
    const errors = await importErrors('src/site/components/probe.ts', "export * from './elsewhere';\n");
    expect(errors).toEqual(['No barrel files: import from the module that defines the thing.']);
  });
});
