import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Whether an import brings code at run time (not `import type`, nor only types by name). */
function bringsCode(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) return !statement.isTypeOnly;
  const clause = statement.importClause;
  if (!clause) return true;
  if (clause.isTypeOnly) return false;
  const named = clause.namedBindings;
  const onlyTypes = named && ts.isNamedImports(named) && named.elements.every((element) => element.isTypeOnly);
  return Boolean(clause.name) || !onlyTypes;
}

/** The modules a source file imports statically (what arrives with it, not what its `import()`s fetch later). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements
    .filter((statement) => ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))
    .filter(bringsCode)
    .map((statement) => statement.moduleSpecifier)
    .filter((specifier): specifier is ts.StringLiteral => Boolean(specifier && ts.isStringLiteral(specifier)))
    .map((specifier) => specifier.text);
}

const sourceFile = (from: string, path: string) =>
  ['.ts', '.tsx', '/index.ts'].map((ending) => resolve(dirname(from), path) + ending).find(existsSync);

/** The packages reached from these files through static imports, each with the chain that reaches it. */
function packagesReached(starts: string[]): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const path of staticImports(file)) {
      if (!path.startsWith('.')) {
        if (!packages.has(path)) packages.set(path, [...chain, file]);
        continue;
      }
      const next = sourceFile(file, path);
      if (next) visit(next, [...chain, file]);
    }
  };
  for (const start of starts) visit(resolve(start), []);
  return packages;
}

/*
 * The first screen of `/` is the app's entry and Home's page with what they import statically; MUI
 * (its theme machinery alone is some 15 kB of gzip) comes with the other pages and with Home's
 * parts below the hero, fetched by `import()` (docs/performance.md).
 */
describe('the first screen of /', () => {
  it('imports nothing from MUI', () => {
    const reached = packagesReached(['src/site/main.tsx', 'src/site/pages/HomePage.tsx']);
    const mui = [...reached].filter(([name]) => name.startsWith('@mui/'));
    expect(mui.map(([name, chain]) => `${name} via ${chain.join(' → ')}`)).toEqual([]);
    // The walk does reach the frame's own styling.
    expect(reached.has('@emotion/styled')).toBe(true);
  });
});
