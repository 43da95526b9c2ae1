import { describe, expect, it } from 'vitest';
import { downloadFileName, FILE_KINDS, fileKindOf, STORED_FILE_NAME } from './files';

const pdf = FILE_KINDS.find((k) => k.ext === 'pdf')!;

describe('fileKindOf (spec 2 §5: images, pdf, xlsx, docx, xls, doc; by content)', () => {
  it.each([
    ['application/pdf', 'foto.png', 'pdf'],
    ['image/png', 'verslag.pdf', 'png'],
    ['image/jpeg', 'x', 'jpg'],
    ['image/gif', 'x.gif', 'gif'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'brief.docx', 'docx'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'lijst', 'xlsx'],
    ['application/x-cfb', 'oud.DOC', 'doc'],
    ['application/x-cfb', 'oud.xls', 'xls'],
    ['application/x-cfb', 'setup.msi', null],
    ['application/x-cfb', 'geen-extensie', null],
    ['image/svg+xml', 'logo.svg', null],
    ['text/html', 'pagina.html', null],
    ['application/zip', 'archief.docx', null],
    ['application/x-msdownload', 'prog.pdf', null],
    [undefined, 'leeg.txt', null],
  ])('%s named %s → %s', (mime, name, ext) => expect(fileKindOf(mime, name)?.ext ?? null).toBe(ext));
});

describe('downloadFileName', () => {
  it.each([
    ['verslag.png', 'verslag.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['C:\\Users\\an\\brief.final.pdf', 'brief.final.pdf'],
    ['"quote"\u0007.pdf', 'quote.pdf'],
    ['.pdf', 'bestand.pdf'],
    ['', 'bestand.pdf'],
    [`${'a'.repeat(300)}.pdf`, `${'a'.repeat(200)}.pdf`],
  ])('%j → %j', (name, expected) => expect(downloadFileName(name, pdf)).toBe(expected));
});

describe('STORED_FILE_NAME', () => {
  const hex = 'a'.repeat(64);
  it.each([
    [`${hex}.pdf`, true],
    [`${hex}.jpg`, true],
    [`${hex}.svg`, false],
    [`${'A'.repeat(64)}.pdf`, false],
    [`${hex.slice(1)}.pdf`, false],
    [`../${hex}.pdf`, false],
    [`${hex}.pdf/..`, false],
    [`${hex}.pdf\n`, false],
  ])('%j → %s', (name, ok) => expect(STORED_FILE_NAME.test(name)).toBe(ok));
});
