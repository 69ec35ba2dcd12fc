import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/admin/data/endpoints';
import { LANGUAGES } from '../../src/i18n/namespaces';

/**
 * docs/architecture.md says which files to touch to add a public page, an API route or a
 * back-office resource. These checks keep that list true as the code moves.
 */

const ARCHITECTURE = readFileSync('docs/architecture.md', 'utf8');
const HOW_TO_ADD = ARCHITECTURE.slice(ARCHITECTURE.indexOf('## How to add things'), ARCHITECTURE.indexOf('## Tests'));

/** `locales/{en,ru,uz}/lists.json` stands for three files. */
const expand = (path: string): string[] => {
  const braces = /\{([^}]+)\}/.exec(path);
  if (!braces) return [path];
  return braces[1].split(',').flatMap((part) => expand(path.replace(braces[0], part)));
};

/** Every concrete path the steps name in backticks (those with `<placeholders>` are the new files). */
const namedFiles = [...HOW_TO_ADD.matchAll(/`((?:src|tests|locales|docs)\/[^`\s<]+)`/g)].flatMap(([, path]) =>
  expand(path),
);

const resourceFiles = readdirSync('src/admin', { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)resources?\.tsx$/.test(file))
  .map((file) => readFileSync(join('src/admin', file), 'utf8'));
const resourceNames = resourceFiles.flatMap((source) =>
  [...source.matchAll(/: (?:ResourceProps|SidebarResource) = \{\s+name: '([\w-]+)',/g)].map(([, name]) => name),
);
const resourceConsts = resourceFiles.flatMap((source) =>
  [...source.matchAll(/^export const (\w+): (?:ResourceProps|SidebarResource)\b/gm)].map(([, name]) => name),
);

describe('how to add things (docs/architecture.md)', () => {
  it('names files that exist', () => {
    expect(namedFiles.length).toBeGreaterThan(20);
    expect(namedFiles.filter((file) => !existsSync(file))).toEqual([]);
  });

  it('has one endpoints entry per back-office resource, and no entry without one', () => {
    expect(resourceNames.length).toBe(resourceConsts.length);
    expect([...resourceNames].sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('registers every resource in AdminApp.tsx, itself or through the sidebar it shows in (sidebar.ts)', () => {
    const app = readFileSync('src/admin/AdminApp.tsx', 'utf8');
    const sidebar = readFileSync('src/admin/sidebar.ts', 'utf8').split('export const SIDEBAR')[1] ?? '';
    expect(app).toContain('SIDEBAR_RESOURCES.map');
    const registered = (name: string) =>
      app.includes(`<Resource {...${name}} />`) || new RegExp(`\\b${name}\\b`).test(sidebar);
    expect(resourceConsts.filter((name) => !registered(name))).toEqual([]);
  });

  it('names every resource in the three languages', () => {
    for (const language of LANGUAGES) {
      const lists = JSON.parse(readFileSync(`locales/${language}/lists.json`, 'utf8')) as {
        resources: Record<string, { name?: string }>;
      };
      expect(resourceNames.filter((name) => !lists.resources[name]?.name)).toEqual([]);
    }
  });
});
