import { FILE_MAX_BYTES, downloadFileName, fileKindByMime } from '@coulisse/shared/rules/files';
import type { FileLink, StoredFile } from '@coulisse/shared/schemas/files';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { fileOwnerRule } from '../../platform/files/owners';
import type { ServedFile } from '../../platform/files/serve';
import { sniffUpload } from '../../platform/files/sniff';
import { presentFile, type StoredFileRow } from '../../platform/files/store';
import { consumeDownloadAuth, issueDownloadToken } from '../../platform/http/downloads';
import { notFound } from '../../platform/http/errors';
import type { UploadStream } from '../../platform/http/upload';

/**
 * The general file drop (spec 1 §7, §9; docs/areas/files.md). An upload is checked by its content,
 * stored as the uploader's unclaimed upload, and read through the rule of whatever owns it.
 */
export async function uploadFile(ctx: AppContext, auth: Auth, upload: UploadStream): Promise<StoredFile> {
  const { kind, data } = await sniffUpload(upload.data, upload.name);
  const stored = await ctx.files.put(data, {
    kind,
    fileName: downloadFileName(upload.name, kind),
    owner: { kind: 'upload', id: auth.user.id },
    uploadedBy: auth.user.id,
    maxBytes: FILE_MAX_BYTES,
  });
  return presentFile(stored);
}

/** What a download token for one file is bound to: this file, once, for 5 minutes. */
const linkPurpose = (name: string) => `/api/download?file=${name}`;

/** The file if this reader may read it; missing and refused alike answer 404. */
async function readable(ctx: AppContext, reader: Auth | null, name: string): Promise<{ file: StoredFileRow; cacheable: boolean }> {
  const file = await ctx.files.find(name);
  const rule = file && fileOwnerRule(file.ownerKind);
  if (!file || !rule || !(await rule.mayRead(ctx.db, reader, file.ownerId))) throw notFound();
  return { file, cacheable: rule.cacheable ?? false };
}

/**
 * Opens a file for GET /api/uploads/{file} (`inline` where a browser may show it) or
 * GET /api/download (always `attachment`). The reader is the signed-in caller, else the issuer
 * of the single-use token in the query.
 */
export async function openFile(ctx: AppContext, auth: Auth | null, name: string, token: string | undefined, download: boolean): Promise<ServedFile> {
  const reader = auth ?? (token ? await consumeDownloadAuth(ctx.db, token, linkPurpose(name)) : null);
  const { file, cacheable } = await readable(ctx, reader, name);
  const inline = !download && (fileKindByMime(file.type)?.inline ?? false);
  return { file, stream: ctx.files.stream(file), disposition: inline ? 'inline' : 'attachment', cacheable: cacheable && !token };
}

/** A link for a new window, which cannot send the bearer header: single use, valid 5 minutes. */
export async function fileLink(ctx: AppContext, auth: Auth, name: string, inline: boolean): Promise<FileLink> {
  await readable(ctx, auth, name);
  const { token, expiresAt } = await issueDownloadToken(ctx.db, auth.user.id, linkPurpose(name));
  const query = `token=${encodeURIComponent(token)}`;
  return { url: inline ? `/api/uploads/${name}?${query}` : `/api/download?file=${name}&${query}`, expiresAt: expiresAt.toISOString() };
}
