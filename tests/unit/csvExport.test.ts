import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText } from '../../src/admin/lists/csvExport';

/** The one cell of an export of one column holding `value`, as a spreadsheet would read it. */
const exported = async (value: string) => {
  const [, [cell]] = Papa.parse<string[]>(await csvText(['Name'], [[value]])).data;
  return cell;
};

describe("the back office's CSV export", () => {
  it.each([
    '=HYPERLINK("https://evil.example")',
    '@SUM(A1)',
    '+cmd|" /C calc"!A0',
    '-2+3',
    '\t=1+1',
    '\r=1+1',
    '\n=1+1',
    '\r\n=1+1',
    ' =1+1',
    '   @SUM(A1)',
    ' +cmd|x',
    '\n-2+3',
    '＝1+1',
    '＠SUM(A1)',
    '＋cmd|x',
    '－2+3',
    ' ＝1+1',
    '\n＋cmd|x',
  ])('writes %j with a leading quote, never as a formula', async (value) => {
    expect(await exported(value)).toBe(`'${value}`);
  });

  it.each(['+998 (71) 123-45-67', ' +998 71 123 45 67', '-5', 'Cable works', 'a=b', '', 'Tel. +998 71'])(
    'writes %j as staff typed it',
    async (value) => {
      expect(await exported(value)).toBe(value);
    },
  );

  it('writes an empty cell for a missing value', async () => {
    const [, row] = Papa.parse<string[]>(await csvText(['A', 'B', 'C'], [[undefined, null, 0]])).data;
    expect(row).toEqual(['', '', '0']);
  });
});
