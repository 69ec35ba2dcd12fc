import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint set-up keeps the folders of src/server to their concern (docs/architecture.md, "The
 * server's folders"): db/ imports nothing else of the server, no folder imports a route file, and no
 * files import each other through a circle. Each rule is checked here against an import that
 * breaks it, so that a change of the set-up cannot drop one unseen. No type information is needed.
 */
const CIRCLES = 'import-x/no-cycle';

async function errorsOf(filePath: string, source: string, rule: string): Promise<string[]> {
  // The circle rule reads every module an import leads to: off where it is not the one checked.
  const onlyThatRule = { files: ['src/server/**'], rules: rule === CIRCLES ? {} : { [CIRCLES]: 'off' as const } };
  const eslint = new ESLint({ overrideConfig: [tseslint.configs.disableTypeChecked, onlyThatRule] });
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

const folderErrors = (filePath: string, source: string) => errorsOf(filePath, source, 'boundaries/dependencies');

describe('the rules of src/server', { timeout: 60_000 }, () => {
  it('refuse db/ importing anything else of the server, statically, dynamically or as a type', async () => {
    const source = [
      "import type { AppConfig } from '../config';",
      "import { hashPassword } from '../auth/passwords';",
      "export { HttpError } from '../http/errors';",
      "export const later = () => import('../content/rows');",
      'export type { AppConfig };',
      'export { hashPassword };',
    ].join('\n');
    const errors = await folderErrors('src/server/db/probe.ts', source);
    expect(errors).toHaveLength(4);
    expect(errors[0]).toMatch(/^Server rule: db\//);
  });

  it('let db/ use its own files and the shared contract', async () => {
    const source = "export type { Database } from './schema';\nexport { idParamSchema } from '../../api/common';\n";
    expect(await folderErrors('src/server/db/probe.ts', source)).toEqual([]);
  });

  it('refuse auth/ and every other folder importing a route file; the assembly at the top may', async () => {
    const importsRoutes = "export { default as contacts } from '../routes/contacts';\n";
    for (const folder of ['auth', 'content', 'audit', 'applications']) {
      const errors = await folderErrors(`src/server/${folder}/probe.ts`, importsRoutes);
      expect(errors, folder).toHaveLength(1);
      expect(errors[0], folder).toMatch(/^Server rule: only the assembly/);
    }
    expect(await folderErrors('src/server/probe.ts', "export { default } from './routes/contacts';\n")).toEqual([]);
    expect(await folderErrors('src/server/routes/probe.ts', "export { default } from './contacts';\n")).toEqual([]);
  });

  it('keep the layer rules for the files inside the server folders', async () => {
    const errors = await folderErrors(
      'src/server/content/probe.ts',
      "export { AdminApp } from '../../admin/AdminApp';\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Layer rule/);
  });

  it('refuse an import that closes a circle', async () => {
    // The circle that once was: the token check reading the route files' tags, whose routes record
    // to the activity log, which asks the guard, which checks tokens.
    const file = 'src/server/auth/apiTokens.ts';
    const source = `${readFileSync(file, 'utf8')}\nexport { default as contacts } from '../routes/contacts';\n`;
    expect(await errorsOf(file, source, CIRCLES)).not.toEqual([]);
    expect(await errorsOf(file, readFileSync(file, 'utf8'), CIRCLES)).toEqual([]);
  });
});
