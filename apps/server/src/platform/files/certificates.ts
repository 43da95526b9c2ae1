import { CERTIFICATE_MAX_BYTES, isPdf } from '@coulisse/shared/rules/accountAdmin';
import { fileKindByMime } from '@coulisse/shared/rules/files';
import { invalid } from '../http/errors';
import type { FileOwner } from './owners';
import type { FileStore, StoredFileRow } from './store';

const PDF = fileKindByMime('application/pdf')!;

/** Names as the file store makes them for a PDF; anything else is refused before storage is asked. */
export const CERTIFICATE_NAME = /^[0-9a-f]{64}\.pdf$/;

/**
 * Checks a certificate of good conduct by its content (a PDF starts with `%PDF-`) and size, and
 * stores it under a random 256-bit name. It is personal data of the most sensitive kind: its
 * owner rule lets only the person and level 1 read it, and its link is a single-use token.
 */
export async function storeCertificate(files: FileStore, data: Buffer, owner: FileOwner, uploadedBy: number): Promise<StoredFileRow> {
  if (data.length > CERTIFICATE_MAX_BYTES) throw invalid('file', 'userAdmin.certificateTooBig');
  if (!isPdf(data)) throw invalid('file', 'userAdmin.certificateWrongType');
  return files.put([data], { kind: PDF, fileName: 'bewijs-van-goed-gedrag.pdf', owner, uploadedBy, maxBytes: CERTIFICATE_MAX_BYTES });
}
