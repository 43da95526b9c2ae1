/**
 * The general file drop (spec 1 §7 POST /api/upload, §9 "general file drop 100 MB"; spec 2 §5
 * attachments: images, pdf, xlsx, docx, xls, doc). Pure rules shared by the server and the web app.
 */

/** Spec 1 §9: a general file is at most 100 MB. */
export const FILE_MAX_BYTES = 100 * 1024 * 1024;

/** What a stored file is: its extension, its MIME type and whether a browser may show it in place. */
export interface FileKind {
  ext: string;
  mime: string;
  /** Images and PDF open in a window; every other kind is only ever downloaded. */
  inline: boolean;
}

const kind = (ext: string, mime: string, inline = false): FileKind => ({ ext, mime, inline });

/** The allow-list, by the type detected from the content. No SVG or HTML: they can carry script. */
export const FILE_KINDS: readonly FileKind[] = [
  kind('jpg', 'image/jpeg', true),
  kind('png', 'image/png', true),
  kind('gif', 'image/gif', true),
  kind('pdf', 'application/pdf', true),
  kind('docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  kind('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  kind('doc', 'application/msword'),
  kind('xls', 'application/vnd.ms-excel'),
];

/**
 * A stored file's name in URLs: 256 random bits as hex and the extension of its kind. Anything
 * else (a path, `..`, another extension) is refused by the schema before storage is asked.
 */
export const STORED_FILE_NAME = new RegExp(`^[0-9a-f]{64}\\.(?:${FILE_KINDS.map((k) => k.ext).join('|')})$`);

/** The OLE2 container of old Office files (and of .msi installers): magic bytes cannot tell them apart. */
const COMPOUND_FILE_MIME = 'application/x-cfb';

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The kind of an upload, from the type its content shows (magic bytes), or null when that type
 * is not allowed. The client's name counts only to tell a .doc from an .xls inside the shared
 * container; its MIME type never counts.
 */
export function fileKindOf(detectedMime: string | undefined, clientName: string): FileKind | null {
  if (!detectedMime) return null;
  if (detectedMime === COMPOUND_FILE_MIME) {
    const ext = extensionOf(clientName);
    return FILE_KINDS.find((k) => k.ext === ext && (ext === 'doc' || ext === 'xls')) ?? null;
  }
  return FILE_KINDS.find((k) => k.mime === detectedMime) ?? null;
}

export const fileKindByMime = (mime: string): FileKind | undefined => FILE_KINDS.find((k) => k.mime === mime);

/**
 * The name a download is saved under: the client's base name without folders or control
 * characters, at most 200 characters, with the extension of the detected kind ('bestand' when
 * nothing is left), so a PDF named `foto.png` downloads as `foto.pdf`.
 */
export function downloadFileName(clientName: string, kind: FileKind): string {
  const base = clientName
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, '')
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return `${base || 'bestand'}.${kind.ext}`;
}
