import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The repository's own docs, which must exist whenever anything points at them. */
const CORE_DOCS = ['docs/product.md', 'docs/architecture.md', 'docs/glossary.md'];

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const headings = readFileSync(file, 'utf8').match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((line) => slug(line.replace(/^#+ /, ''))));
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name))
    .map((name) => join(dir, name));
}

/** Every `docs/<file>.md#<anchor>` that code, tests and docs point at. */
function citations(): { from: string; file: string; anchor?: string }[] {
  const code = [...filesUnder('src', /\.tsx?$/), ...filesUnder('tests', /\.tsx?$/), 'eslint.config.js'];
  const fromCode = code.flatMap((from) =>
    [...readFileSync(from, 'utf8').matchAll(/docs\/([\w-]+\.md)(?:#([\w-]+))?/g)].map(([, file, anchor]) => ({
      from,
      file: join('docs', file),
      anchor,
    })),
  );
  const docs = [...filesUnder('docs', /\.md$/), 'README.md'];
  const fromDocs = docs.flatMap((from) =>
    [...readFileSync(from, 'utf8').matchAll(/\]\(((?:docs\/)?[\w-]+\.md)?(?:#([\w-]+))?\)/g)]
      .filter(([, file, anchor]) => file ?? anchor)
      .map(([, file, anchor]) => ({
        from,
        file: file ? join(from === 'README.md' ? '.' : 'docs', file) : from,
        anchor,
      })),
  );
  return [...fromCode, ...fromDocs];
}

describe('links into docs/', () => {
  it('lead to files and headings that exist', () => {
    const found = citations();
    expect(found.length).toBeGreaterThan(10);
    // Other helpers' pages (docs/deploying.md, …) may be cited shortly before they land; once they exist, their anchors count.
    const broken = found.filter(({ file, anchor }) =>
      existsSync(file) ? anchor !== undefined && !anchorsOf(file).has(anchor) : CORE_DOCS.includes(file),
    );
    expect(broken).toEqual([]);
  });
});
