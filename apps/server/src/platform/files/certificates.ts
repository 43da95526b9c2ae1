import { CERTIFICATE_MAX_BYTES, isPdf } from '@coulisse/shared/rules/accountAdmin';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { invalid } from '../http/errors';

/**
 * Certificates of good conduct are personal data of the most sensitive kind: they live outside
 * every folder the server serves (not under `uploads/`), readable by the server's user only, under
 * random 256-bit names. They are sent only through a single-use download token (ARCHITECTURE).
 */
export const certificatesDir = (dataDir: string) => path.join(dataDir, 'private', 'certificates');

/** Names as `storeCertificate` makes them; anything else is refused before the disk is touched. */
export const CERTIFICATE_NAME = /^[0-9a-f]{64}\.pdf$/;

/** Checks the file by its content (a PDF starts with `%PDF-`) and size, stores it, answers its name. */
export async function storeCertificate(dataDir: string, data: Buffer): Promise<string> {
  if (data.length > CERTIFICATE_MAX_BYTES) throw invalid('file', 'userAdmin.certificateTooBig');
  if (!isPdf(data)) throw invalid('file', 'userAdmin.certificateWrongType');
  const name = `${randomBytes(32).toString('hex')}.pdf`;
  const dir = certificatesDir(dataDir);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.writeFile(path.join(dir, name), data, { mode: 0o600, flag: 'wx' });
  return name;
}

export function certificatePath(dataDir: string, name: string): string {
  if (!CERTIFICATE_NAME.test(name)) throw new Error('not a certificate name');
  return path.join(certificatesDir(dataDir), name);
}

export const removeCertificate = (dataDir: string, name: string) => fs.rm(certificatePath(dataDir, name), { force: true });

/** When the stored file was written, or null when it is missing. */
export async function certificateTime(dataDir: string, name: string): Promise<Date | null> {
  const stat = await fs.stat(certificatePath(dataDir, name)).catch(() => null);
  return stat?.mtime ?? null;
}
