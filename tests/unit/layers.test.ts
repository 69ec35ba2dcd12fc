import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint set-up is what keeps the layers apart, so it is checked against imports that cross them.
 * The layer rules need no type information; leaving it out spares building the whole program.
 */
async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked });
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer rules', { timeout: 60_000 }, () => {
  it('refuse the public site importing the back office or the server', async () => {
    const source = "import { AdminApp } from '../admin/AdminApp';\nimport { buildApp } from '../server/app';\n";
    const errors = await layerErrors('src/site/PublicLayout.tsx', `${source}export { AdminApp, buildApp };\n`);
    expect(errors).toHaveLength(2);
  });

  it('refuse the back office importing the public site', async () => {
    const errors = await layerErrors(
      'src/admin/AdminApp.tsx',
      "import { PublicLayout } from '../site/PublicLayout';\nexport { PublicLayout };\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuse the shared contract importing anything above it', async () => {
    const errors = await layerErrors(
      'src/api/client.ts',
      "import { Navbar } from '../site/components/Navbar';\nexport { Navbar };\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('let the site use the shared contract', async () => {
    const errors = await layerErrors(
      'src/site/PublicLayout.tsx',
      "import { ApiError } from '../api/client';\nexport { ApiError };\n",
    );
    expect(errors).toEqual([]);
  });
});
