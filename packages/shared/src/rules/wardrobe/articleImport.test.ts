import { describe, expect, it } from 'vitest';
import { articleImportFileRule, articleImportItems, articleImportTemplate, importedActive, splitCsv } from './articleImport';

describe('splitCsv (semicolon separated)', () => {
  it.each<[string, string[][]]>([
    ['a;b\r\nc;d', [['a', 'b'], ['c', 'd']]],
    ['a;b\n', [['a', 'b']]],
    ['"x;y";"He zei ""ja"""\n', [['x;y', 'He zei "ja"']]],
    ['"twee\nregels";z', [['twee\nregels', 'z']]],
    ['\uFEFFa;;c', [['a', '', 'c']]],
  ])('%j', (text, records) => expect(splitCsv(text)).toEqual(records));
});

describe('importedActive (spec 3 §5: last column containing "niet" → inactive)', () => {
  it.each<[string, boolean]>([
    ['', true],
    ['ja', true],
    ['actief', true],
    ['niet', false],
    ['Niet actief', false],
    ['NIET', false],
  ])('%j → %s', (cell, active) => expect(importedActive(cell)).toBe(active));
});

describe('articleImportItems', () => {
  it('skips the first row and empty lines, trims cells, numbers rows as in the file', () => {
    const items = articleImportItems('Nummer;Omschrijving\n;  Mantel ;Mantel;L;;;;3;a|b;ja\n\n;;;\n000042;Hoed;Hoed;M;;;;;;niet actief\n');
    expect(items).toEqual([
      { row: 2, number: '', description: 'Mantel', category: 'Mantel', size: 'L', fabric: '', pattern: '', color: '', rack: '3', tags: 'a|b', active: 'ja' },
      { row: 5, number: '000042', description: 'Hoed', category: 'Hoed', size: 'M', fabric: '', pattern: '', color: '', rack: '', tags: '', active: 'niet actief' },
    ]);
  });
  it('reads a short row without an active column', () => {
    expect(articleImportItems('titels\n;Mantel;Mantel;L')[0]).toMatchObject({ description: 'Mantel', size: 'L', active: '' });
  });
  it('reads its own template', () => {
    const items = articleImportItems(articleImportTemplate());
    expect(items).toHaveLength(2);
    expect(items.map((i) => importedActive(i.active))).toEqual([true, false]);
  });
});

describe('articleImportFileRule (spec 3 §5: csv, ≤ 10485760 bytes)', () => {
  it.each<[string, number, string | null]>([
    ['stock.csv', 100, null],
    ['STOCK.CSV', 10_485_760, null],
    ['stock.csv', 10_485_761, 'articles.import.fileSize'],
    ['stock.xlsx', 100, 'articles.import.fileType'],
  ])('%s %i → %s', (name, size, result) => expect(articleImportFileRule({ name, size })).toBe(result));
});
