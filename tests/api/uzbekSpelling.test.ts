import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uzbekSpelling } from '../../src/api/uzbekSpelling';
import { connect, type Db } from '../../src/server/db/connect';
import { backends, startTestApp, type TestApp } from './harness';

describe('the Uzbek spelling of oʻ, gʻ and the glottal stop', () => {
  it('writes every look-alike after o and g as U+02BB, and between other letters as U+02BC', () => {
    for (const typed of ["O'zbekiston", 'O‘zbekiston', 'O’zbekiston', 'O`zbekiston', 'Oʼzbekiston'])
      expect(uzbekSpelling(typed)).toBe('O\u02BBzbekiston');
    expect(uzbekSpelling("Farg'ona, bog‘lanish")).toBe('Farg\u02BBona, bog\u02BBlanish');
    expect(uzbekSpelling("ma'lumot, san’at")).toBe('ma\u02BClumot, san\u02BCat');
  });

  it('leaves quotes around words, and text already right, as they are', () => {
    expect(uzbekSpelling("'Yuborish' tugmasi")).toBe("'Yuborish' tugmasi");
    expect(uzbekSpelling('‘Qoʻngʻiroq’')).toBe('‘Qoʻngʻiroq’');
  });
});

describe.each(backends)('the texts a new site starts with (%s)', (backend) => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await startTestApp(backend, { seedDemo: true });
    db = connect(t.databaseUrl, console);
  });
  afterAll(async () => {
    await db.kysely.destroy();
    await t.close();
  });

  it('spell every Uzbek text, demo content included, one way', async () => {
    const loose = db.kysely as never as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
    const misspelt: string[] = [];
    let checked = 0;
    for (const table of await db.kysely.introspection.getTables()) {
      const columns = table.columns.map((column) => column.name).filter((name) => name.endsWith('_uz'));
      if (columns.length === 0) continue;
      for (const row of await loose.selectFrom(table.name).select(columns).execute())
        for (const column of columns) {
          const text = row[column];
          if (typeof text !== 'string' || text === '') continue;
          checked += 1;
          if (uzbekSpelling(text) !== text) misspelt.push(`${table.name}.${column}: ${text.slice(0, 60)}`);
        }
    }
    expect(checked).toBeGreaterThan(100);
    expect(misspelt).toEqual([]);
  });
});
