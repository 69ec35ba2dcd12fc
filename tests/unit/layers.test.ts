import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint set-up is what keeps the layers apart, so it is checked against imports that cross them,
 * written every way an import can be: static, dynamic, as a re-export, a type only, and by a path
 * that climbs further than it needs. The layer rules need no type information; leaving it out
 * spares building the whole program.
 */
async function layerErrors(filePath: string, source: string): Promise<string[]> {
  // The server's circle rule would read the whole back office behind a probe's import: it has its
  // own test (serverFolders.test.ts).
  const noCircleRule = { files: ['src/server/**'], rules: { 'import-x/no-cycle': 'off' as const } };
  const eslint = new ESLint({ overrideConfig: [tseslint.configs.disableTypeChecked, noCircleRule] });
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

/** A real module of each layer, to import. */
const MODULE_OF = {
  site: 'src/site/siteRoutes',
  admin: 'src/admin/AdminApp',
  api: 'src/api/client',
  i18n: 'src/i18n/i18n',
  server: 'src/server/app',
} as const;
type Layer = keyof typeof MODULE_OF;

/** What each layer must not reach. */
const FORBIDDEN: [Layer, Layer[]][] = [
  ['site', ['admin', 'server']],
  ['admin', ['site', 'server']],
  ['api', ['site', 'admin', 'server', 'i18n']],
  ['i18n', ['site', 'admin', 'server']],
  ['server', ['site', 'admin', 'i18n']],
];

/** A file two folders deep in `layer`, and the import path from it to `target`'s module. */
const fileIn = (layer: Layer) => `src/${layer}/deep/inside/probe.ts`;
const pathTo = (target: Layer) => `../../../../${MODULE_OF[target]}`;

describe('layer rules', { timeout: 60_000 }, () => {
  const directions = FORBIDDEN.flatMap(([from, targets]) => targets.map((to) => [from, to] as const));

  it.each(directions)('refuse %s importing %s, however the import is written', async (from, to) => {
    const source = [
      `import { thing } from '${pathTo(to)}';`,
      `import type { Kind } from '${pathTo(to)}';`,
      `export { other } from '${pathTo(to)}';`,
      `export const later = () => import('${pathTo(to)}');`,
      'export type { Kind };',
      'export { thing };',
    ].join('\n');
    expect(await layerErrors(fileIn(from), source)).toHaveLength(4);
  });

  it('let every layer use the shared contract, and the site and back office the i18n set-up', async () => {
    for (const [from] of FORBIDDEN) {
      const errors = await layerErrors(fileIn(from), `export { ApiError } from '${pathTo('api')}';\n`);
      expect(errors, from).toEqual([]);
    }
    for (const from of ['site', 'admin'] as const) {
      expect(await layerErrors(fileIn(from), `export { i18n } from '${pathTo('i18n')}';\n`), from).toEqual([]);
    }
  });

  it('judge an import by the file it reaches, not by the words of its path', async () => {
    // The server's own site.ts, seen from its routes, is the server's.
    expect(await layerErrors('src/server/routes/probe.ts', "export { serveSite } from '../site';\n")).toEqual([]);
    // A path that leaves src and comes back into the back office is still the back office.
    const roundabout = "export const admin = () => import('../../src/admin/AdminApp');\n";
    expect(await layerErrors('src/site/probe.ts', roundabout)).toHaveLength(1);
  });
});
