import { translateNl } from '@coulisse/shared/i18n/index';
import type { CertificateAnswer, CertificateLink, CertificateStatus } from '@coulisse/shared/schemas/userAdmin';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { storeCertificate } from '../../platform/files/certificates';
import type { ServedFile } from '../../platform/files/serve';
import { consumeDownloadToken, issueDownloadToken } from '../../platform/http/downloads';
import { notFound } from '../../platform/http/errors';
import { findUser, findUserByCertificate, lockUser, writeChanges, writeWithHistory, type UserRecord, type UserValues } from './profile.repository';

/**
 * The certificate of good conduct (spec 1 §2 tab 'certificaat', §4 upload modal, §5): personal
 * data that only the person and level-1 administrators ever see. The routes say so in their rule
 * (`personOrAdministrator`); the file store asks this, for a file read by its name.
 */
export const mayHandleCertificate = (auth: Auth, userId: number): boolean => auth.user.id === userId || auth.user.level === 1;

/** The download path a token is bound to: one certificate, one use. */
const downloadPurpose = (name: string) => `/api/certificate/${name}`;

async function presentStatus(ctx: AppContext, user: UserRecord): Promise<CertificateStatus> {
  const stored = user.certificate ? await ctx.files.find(user.certificate) : null;
  return { hasCertificate: user.certificate !== null, uploadedAt: stored?.createdAt.toISOString() ?? null, shouldUploadCertificate: user.shouldUploadCertificate };
}

async function requireUser(ctx: AppContext, userId: number): Promise<UserRecord> {
  const user = await findUser(ctx.db, userId);
  if (!user) throw notFound();
  return user;
}

export async function certificateStatus(ctx: AppContext, userId: number): Promise<CertificateStatus> {
  return presentStatus(ctx, await requireUser(ctx, userId));
}

/** Writes the certificate column and a history row that says only whether there is one (never the file name). */
async function setCertificate(tx: Tx, auth: Auth, before: UserRecord, certificate: string | null): Promise<UserRecord> {
  const changes: Record<string, { from: unknown; to: unknown }> = { certificate: { from: before.certificate !== null, to: certificate !== null } };
  // An upload answers the request to upload one.
  const values: UserValues = { certificate };
  if (certificate && before.shouldUploadCertificate) {
    values.shouldUploadCertificate = false;
    changes.shouldUploadCertificate = { from: true, to: false };
  }
  return writeWithHistory(tx, { userId: before.id, changedBy: auth.user.id, section: 'certificate', values, changes });
}

/**
 * Stores an uploaded PDF for a person (POST /api/upload/certificate) and replaces the previous one.
 * The file is checked and written before the transaction; a failed save removes it again, a
 * successful one removes the old file after the commit.
 */
export async function uploadCertificate(ctx: AppContext, auth: Auth, userId: number, data: Buffer): Promise<CertificateAnswer> {
  const { name } = await storeCertificate(ctx.files, data, { kind: 'certificate', id: userId }, auth.user.id);
  try {
    const { user, previous } = await ctx.db.transaction(async (tx) => {
      const before = await lockUser(tx, userId);
      if (!before) throw notFound();
      return { user: await setCertificate(tx, auth, before, name), previous: before.certificate };
    });
    if (previous) await ctx.files.delete(previous);
    return { message: translateNl('userAdmin.certificateUploaded'), data: await presentStatus(ctx, user) };
  } catch (error) {
    await ctx.files.delete(name);
    throw error;
  }
}

/** Deletes the stored certificate (by the person or level 1), for instance once it is outdated. */
export async function deleteCertificate(ctx: AppContext, auth: Auth, userId: number): Promise<CertificateAnswer> {
  const { user, previous } = await ctx.db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    if (!before) throw notFound();
    if (!before.certificate) return { user: before, previous: null };
    return { user: await setCertificate(tx, auth, before, null), previous: before.certificate };
  });
  if (previous) await ctx.files.delete(previous);
  return { message: translateNl('userAdmin.certificateRemoved'), data: await presentStatus(ctx, user) };
}

/** Level 1 asks a person to upload a certificate, or stops asking (spec 1 §3 shouldUploadCertificate). */
export async function setCertificateRequired(ctx: AppContext, auth: Auth, userId: number, required: boolean): Promise<CertificateAnswer> {
  const user = await ctx.db.transaction(async (tx) => {
    const before = await lockUser(tx, userId);
    if (!before) throw notFound();
    if (before.shouldUploadCertificate === required) return before;
    const changes = { shouldUploadCertificate: { from: before.shouldUploadCertificate, to: required } };
    return writeChanges(tx, { userId, changedBy: auth.user.id, section: 'certificate', changes });
  });
  return { message: translateNl('userAdmin.certificateRequiredSaved'), data: await presentStatus(ctx, user) };
}

/** A link to view the PDF: a download token for this one file, valid 5 minutes, usable once. */
export async function certificateLink(ctx: AppContext, auth: Auth, userId: number): Promise<CertificateLink> {
  const user = await requireUser(ctx, userId);
  if (!user.certificate) throw notFound();
  const { token, expiresAt } = await issueDownloadToken(ctx.db, auth.user.id, downloadPurpose(user.certificate));
  return { url: `/api/certificate/${encodeURIComponent(token)}/${user.certificate}`, expiresAt: expiresAt.toISOString() };
}

/**
 * The file behind a link (GET /api/certificate/{token}/{certificate}); null when the token is
 * unknown, used, expired or for another file, or when its holder may no longer see it.
 */
export async function certificateForDownload(ctx: AppContext, token: string, name: string): Promise<ServedFile | null> {
  const issuer = await consumeDownloadToken(ctx.db, token, downloadPurpose(name));
  if (!issuer) return null;
  const owner = await findUserByCertificate(ctx.db, name);
  if (!owner || !(issuer.level === 1 || issuer.id === owner.id)) return null;
  const stored = await ctx.files.get(name);
  if (!stored) return null;
  const fileName = `bewijs-van-goed-gedrag-${owner.lastName}-${owner.firstName}.pdf`.replace(/[^\w.-]+/g, '-');
  return { ...stored, disposition: 'inline', fileName, cacheable: false };
}
